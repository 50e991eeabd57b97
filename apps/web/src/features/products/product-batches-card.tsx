import { Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { formatNumber, type TProduct, type TProductBatch } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { calendarDateOrDash } from '../../components/date-time-text';
import { ExpiryBadge } from '../../components/expiry-badge';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { batchTracePath } from '../../lib/paths';
import { useProductBatchesQuery } from './products-api';
import { m } from '../../paraglide/messages.js';

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

interface ProductBatchesCardProps {
  product: TProduct;
  /** Admins and staff may trace a batch (the trace screen is theirs). */
  canTrace: boolean;
}

/**
 * The product's batches (lots), earliest expiry first: their dates, how close they are to expiry,
 * where their units are and how many are on the road. Used-up batches (no units left) stay hidden
 * until asked for; placed units without a batch are counted under the table.
 */
export function ProductBatchesCard({ product, canTrace }: ProductBatchesCardProps) {
  const list = useProductBatchesQuery(product._id);
  const [showUsedUp, setShowUsedUp] = useState(false);
  const all = list.data?.batches ?? [];
  const usedUp = all.filter((batch) => batch.quantity === 0).length;
  const rows = showUsedUp ? all : all.filter((batch) => batch.quantity > 0);
  const warningDays = list.data?.warningDays ?? 0;
  const unbatched = list.data?.unbatchedPlaced ?? 0;

  const badge = (batch: TProductBatch) => (
    <ExpiryBadge daysToExpiry={batch.daysToExpiry} warningDays={warningDays} />
  );
  const traceLink = (batch: TProductBatch) =>
    canTrace ? (
      <Anchor
        component={Link}
        to={batchTracePath({ product: product._id, batch: batch.code })}
        size="sm"
        aria-label={m.products_trace_batch_code({ code: batch.code })}
      >
        <Group gap={4} component="span" wrap="nowrap">
          <IconRoute size={14} aria-hidden />
          {m.products_trace()}
        </Group>
      </Anchor>
    ) : null;

  const columns: TableColumn<TProductBatch>[] = [
    { id: 'code', header: m.products_batch(), cell: (batch) => <BatchCode code={batch.code} /> },
    {
      id: 'mfg',
      header: m.products_batch_mfg_date(),
      cellProps: NO_WRAP,
      cell: (batch) => calendarDateOrDash(batch.mfgDate),
    },
    {
      id: 'expiry',
      header: m.products_batch_expiry_date(),
      cellProps: NO_WRAP,
      cell: (batch) => calendarDateOrDash(batch.expiryDate),
    },
    { id: 'daysToExpiry', header: m.products_expires(), cell: badge },
    { id: 'where', header: m.products_in_inventories(), cell: (batch) => <BatchPlaces batch={batch} /> },
    {
      id: 'inTransit',
      header: m.products_in_transit(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (batch) => formatNumber(batch.inTransit, 0),
    },
    {
      id: 'quantity',
      header: m.products_units(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (batch) => formatNumber(batch.quantity, 0),
    },
  ];
  if (canTrace)
    columns.push({ id: 'trace', header: '', headerProps: RIGHT, cellProps: RIGHT, cell: traceLink });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={m.products_batches()}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} size="h4">
            {m.products_batches()}
          </Title>
          {usedUp > 0 ? (
            <Switch
              label={m.products_show_used_up_batches({ count: formatNumber(usedUp, 0) })}
              checked={showUsedUp}
              onChange={(event) => setShowUsedUp(event.currentTarget.checked)}
            />
          ) : null}
        </Group>
        <ResponsiveTable
          rows={list.data ? rows : undefined}
          rowKey={(batch) => batch.id}
          columns={columns}
          minWidth={760}
          isFramed={false}
          isLoading={list.isPending}
          loadingLabel={m.products_loading_batches()}
          errors={[list.isError ? m.products_fetch_batches_failed() : null]}
          isEmpty={rows.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {all.length === 0 ? m.products_no_batches_yet() : m.products_all_batches_used_up()}
            </Text>
          }
          isStale={false}
          card={(batch) => (
            <RowCard name={m.products_batch_code({ code: batch.code })}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <BatchCode code={batch.code} />
                {badge(batch)}
              </Group>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label={m.products_batch_mfg_date()} fw={500}>
                  {calendarDateOrDash(batch.mfgDate)}
                </LabeledValue>
                <LabeledValue label={m.products_batch_expiry_date()} fw={500}>
                  {calendarDateOrDash(batch.expiryDate)}
                </LabeledValue>
                <LabeledValue label={m.products_in_transit()} fw={500}>
                  {formatNumber(batch.inTransit, 0)}
                </LabeledValue>
                <LabeledValue label={m.products_units()}>{formatNumber(batch.quantity, 0)}</LabeledValue>
              </Group>
              <Group justify="space-between" align="flex-end" mt="xs" gap="sm">
                <BatchPlaces batch={batch} />
                {traceLink(batch)}
              </Group>
            </RowCard>
          )}
        />
        {unbatched > 0 ? (
          <Text size="sm" c="dimmed">
            {(unbatched === 1 ? m.products_unbatched_placed_one : m.products_unbatched_placed_other)({
              count: formatNumber(unbatched, 0),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function BatchCode({ code }: { code: string }) {
  return (
    <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {code}
    </Text>
  );
}

/** The inventories holding units of the batch, each with its units; a dash when none does. */
function BatchPlaces({ batch }: { batch: TProductBatch }) {
  if (batch.inventories.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {batch.inventories.map((inventory) => (
        <Text size="sm" key={inventory.id}>
          <Anchor component={Link} to={`/inventory/${inventory.id}`} size="sm">
            {inventory.name}
          </Anchor>
          {`: ${formatNumber(inventory.quantity, 0)}`}
        </Text>
      ))}
    </Stack>
  );
}
