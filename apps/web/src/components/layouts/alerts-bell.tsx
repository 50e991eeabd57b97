import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNumber, type TAlertList } from '@godown/shared';
import { api } from '../../api/client';
import { alertKeys } from '../../api/query-keys';
import { m } from '../../paraglide/messages.js';

/** The count of active alerts (GET /alerts/?resolved=false, one row: the total is the count). */
function useActiveAlertCount() {
  return useQuery({
    queryKey: alertKeys.activeCount(),
    queryFn: ({ signal }) => api.get<TAlertList>('/alerts/?resolved=false&limit=1', { signal }),
    select: (list) => list.counts.active,
  });
}

/**
 * The header's bell: how many alerts are active, kept live (an alert raised or resolved anywhere
 * refreshes it through the event stream); opens the alerts.
 */
export function AlertsBell() {
  const { data: active } = useActiveAlertCount();
  const label =
    active === undefined ? m.common_alerts() : m.common_active_alerts({ count: formatNumber(active, 0) });
  return (
    <Indicator
      label={active && active > 99 ? '99+' : active}
      size={18}
      color="red"
      disabled={!active}
      offset={4}
      data-testid="alerts-bell"
    >
      <ActionIcon
        component={Link}
        to="/alerts"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
      >
        <IconBell size={20} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
