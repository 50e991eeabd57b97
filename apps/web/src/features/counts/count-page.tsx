import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { formatNumber, type TCount } from '@godown/shared';
import { Link, useParams } from 'react-router';
import { isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { StatCard } from '../../components/stat-card';
import { COUNTS_PATH, inventoryPath, storageUnitPath } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { CountAdminActions } from './count-actions';
import { CountStatusBadge, VarianceUnits, VarianceValue } from './count-cells';
import { CountLinesCard } from './count-lines';
import { CountingPanel } from './counting-panel';
import { useCountQuery } from './counts-api';
import { countedOfLines, scopeDetail, startedText } from './counts-figures';

/** `/counts/:id` (admin, staff, driver): counting while open, then the review; an admin posts or cancels. */
export function CountPage() {
  return (
    <RoleGate right="warehouse" title={m.counts_stock_count()}>
      <CountScreen />
    </RoleGate>
  );
}

function CountScreen() {
  const { id = '' } = useParams();
  const detail = useCountQuery(id);
  const isAdmin = useUser()?.role === 'admin';
  const back = (
    <BackLink to={COUNTS_PATH} mb="xs" display="inline-block">
      {m.counts_all_counts()}
    </BackLink>
  );

  if (detail.isPending) return <LoadingLine label={m.counts_loading_count()} />;
  if (detail.isError) {
    return (
      <>
        {back}
        <PageHeader title={m.counts_stock_count()} />
        {isNotFoundError(detail.error) ? (
          <EmptyState
            icon={<IconListCheck size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
            title={m.counts_count_not_found()}
            message={m.counts_count_not_found_hint()}
            action={
              <Button component={Link} to={COUNTS_PATH} variant="light">
                {m.counts_all_counts()}
              </Button>
            }
          />
        ) : (
          <ErrorLine message={m.counts_fetch_count_failed()} />
        )}
      </>
    );
  }

  const { count, lines } = detail.data;
  const isOpen = count.status === 'open';
  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="md" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={2} ff="monospace">
              {count.number}
            </Title>
            <CountStatusBadge status={count.status} size="lg" />
          </Group>
          <CountWhere count={count} />
        </Stack>
        {isAdmin && isOpen ? <CountAdminActions count={count} lines={lines} /> : null}
      </Group>
      <Stack gap="lg">
        {/* On a phone the scan box comes first: the counter scans without scrolling. */}
        {isOpen ? <CountingPanel key={count.id} count={count} /> : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          <StatCard label={m.counts_lines()} value={formatNumber(count.lineCount, 0)} />
          <StatCard label={m.counts_lines_counted()} value={countedOfLines(count)} />
          <StatCard
            label={m.counts_variance()}
            value={<VarianceUnits units={count.varianceUnits} fw={700} inherit />}
            hint={m.counts_units_hint()}
          />
          <StatCard
            label={m.counts_variance_rupees()}
            value={<VarianceValue value={count.varianceValue} fw={700} inherit />}
            hint={m.counts_at_todays_prices()}
          />
        </SimpleGrid>
        <CountLinesCard count={count} lines={lines} canCount={isOpen} />
      </Stack>
    </>
  );
}

/** Where and what the count covers, who started it, and who posted it and when. */
function CountWhere({ count }: { count: TCount }) {
  const { label, detail } = scopeDetail(count);
  return (
    <Stack gap={2}>
      <Text size="sm">
        {count.inventory ? (
          <Anchor component={Link} to={inventoryPath(count.inventory.id)} fw={600}>
            {count.inventory.name}
          </Anchor>
        ) : (
          m.counts_deleted_inventory()
        )}
        {' · '}
        {label}
        {detail ? ': ' : null}
        {detail && count.storageUnit ? (
          <Anchor component={Link} to={storageUnitPath(count.storageUnit.id)}>
            {detail}
          </Anchor>
        ) : (
          detail
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {startedText(count)}
        {count.status === 'posted' && count.postedAt
          ? ` · ${
              count.postedBy
                ? m.counts_posted_at_by({ date: formatDateTime(count.postedAt), name: count.postedBy.name })
                : m.counts_posted_at({ date: formatDateTime(count.postedAt) })
            }`
          : null}
      </Text>
      {count.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.counts_note_text({ note: count.note })}
        </Text>
      ) : null}
    </Stack>
  );
}
