import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconPackageImport, IconTrash } from '@tabler/icons-react';
import { formatNumber, type TSalesReturn } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { ListPagination } from '../../components/table/list-pagination';
import { salesOrderPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { useReleaseReturn, useReturnsQuery } from './fulfilment-api';
import { returnReasonLabel, returnStateLabel } from './return-words';

/**
 * `/returns` (admin, staff): customers' returns, newest first; those with units in quarantine can be
 * released back to stock or written off.
 */
export function ReturnsPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.fulfilment_returns_title()}>
      <Returns />
    </RoleGate>
  );
}

/** The list's two views: every return, or those with units waiting in quarantine. */
type ReturnsFilter = 'all' | 'quarantined';

function Returns() {
  const [filter, setFilter] = useState<ReturnsFilter>('all');
  const [page, setPage] = useState(1);
  const returns = useReturnsQuery({ quarantined: filter === 'quarantined' ? true : null, page });
  return (
    <>
      <PageHeader title={m.fulfilment_returns_title()} />
      <Stack gap="md">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value as ReturnsFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: m.fulfilment_returns_all() },
            { value: 'quarantined', label: m.fulfilment_returns_in_quarantine() },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {returns.isPending ? <LoadingLine label={m.fulfilment_loading_returns()} /> : null}
        <ErrorLine
          message={returns.isError ? failureWithReason(returns.error, m.fulfilment_returns_failed()) : null}
        />
        {returns.data?.salesReturns.length === 0 ? (
          <EmptyState
            icon={<IconArrowBackUp size={36} stroke={1.5} />}
            title={filter === 'quarantined' ? m.fulfilment_none_in_quarantine() : m.fulfilment_no_returns()}
            message={m.fulfilment_no_returns_message()}
          />
        ) : null}
        {returns.data?.salesReturns.map((r) => (
          <ReturnCard key={r.id} salesReturn={r} />
        ))}
        {returns.data ? <ListPagination page={page} total={returns.data.total} onChange={setPage} /> : null}
      </Stack>
    </>
  );
}

function ReturnCard({ salesReturn: r }: { salesReturn: TSalesReturn }) {
  const release = useReleaseReturn();
  const quarantined = r.lines.filter((l) => l.state === 'quarantined');
  const ask = (disposition: 'restock' | 'writeOff') =>
    modals.openConfirmModal({
      title: disposition === 'restock' ? m.fulfilment_restock_title() : m.fulfilment_write_off_title(),
      children: (
        <Text size="sm">
          {disposition === 'restock'
            ? m.fulfilment_restock_message({ rack: r.storageUnit?.locationId ?? '' })
            : m.fulfilment_write_off_message()}
        </Text>
      ),
      labels: {
        confirm: disposition === 'restock' ? m.fulfilment_restock() : m.fulfilment_write_off(),
        cancel: m.common_cancel(),
      },
      confirmProps: { color: disposition === 'restock' ? 'teal' : 'red' },
      onConfirm: () =>
        release.mutate(
          { id: r.id, disposition },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                title: r.number,
                message: disposition === 'restock' ? m.fulfilment_restocked() : m.fulfilment_written_off(),
              }),
          },
        ),
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid="return-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text fw={700} ff="monospace">
            {r.number}
          </Text>
          <Text size="sm">
            <Anchor component={Link} to={salesOrderPath(r.salesOrder.id)} ff="monospace">
              {r.salesOrder.number}
            </Anchor>
            {r.customer ? ` · ${r.customer.name}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {[r.shipment?.packageId, formatDateTime(r.createdAt), r.createdBy?.name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {quarantined.length ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconPackageImport size={16} />}
              loading={release.isPending}
              onClick={() => ask('restock')}
            >
              {m.fulfilment_restock()}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={release.isPending}
              onClick={() => ask('writeOff')}
            >
              {m.fulfilment_write_off()}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Stack gap={4} mt="sm">
        {r.lines.map((l) => (
          // On a phone the badge goes under the line's words, which wrap rather than hide the batch.
          <Group key={l.id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" style={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}>
              {formatNumber(l.quantity, 0)} × {l.product.productName}
              {l.batch ? ` · ${m.fulfilment_batch({ batch: l.batch.code })}` : ''} ·{' '}
              {returnReasonLabel(l.reason)}
            </Text>
            <Badge
              variant="light"
              color={l.state === 'quarantined' ? 'orange' : l.state === 'restocked' ? 'teal' : 'gray'}
              style={{ flexShrink: 0 }}
            >
              {l.state === 'quarantined' && r.storageUnit
                ? m.fulfilment_in_rack({ rack: r.storageUnit.locationId })
                : returnStateLabel(l.state)}
            </Badge>
          </Group>
        ))}
      </Stack>
      {r.note ? (
        <Text size="sm" c="dimmed" mt="xs">
          {r.note}
        </Text>
      ) : null}
      <ErrorLine
        message={release.isError ? failureWithReason(release.error, m.fulfilment_release_failed()) : null}
      />
    </Paper>
  );
}
