import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber, type TInventoryBatchList } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { calendarDateOrDash } from '../../components/date-time-text';
import { ExpiryBadge } from '../../components/expiry-badge';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { batchTracePath } from '../../lib/paths';
import { useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { INVENTORY_BATCHES_PAGE_SIZE, useInventoryBatches } from './inventory-api';

type BatchRow = TInventoryBatchList['batches'][number];

const RIGHT = { ta: 'right' } as const;

interface InventoryBatchesCardProps {
  inventoryId: string;
  /** Admins and staff may trace a batch (the trace screen is theirs). */
  canTrace: boolean;
}

/**
 * Batches: the units held here by batch, earliest expiry first, a page at a time, with how close
 * each batch is to its expiry (so the oldest stock goes out first).
 */
export function InventoryBatchesCard({ inventoryId, canTrace }: InventoryBatchesCardProps) {
  const [page, setPage] = useState(1);
  const list = useInventoryBatches(inventoryId, page);
  const data = list.data;
  useStepBackFromEmptyPage(
    page,
    setPage,
    data && !list.isPlaceholderData ? { itemsOnPage: data.batches.length, total: data.total } : undefined,
    INVENTORY_BATCHES_PAGE_SIZE,
  );

  const badge = (row: BatchRow) => (
    <ExpiryBadge daysToExpiry={row.batch.daysToExpiry} warningDays={row.warningDays} />
  );
  const code = (row: BatchRow) =>
    canTrace ? (
      <Anchor
        component={Link}
        to={batchTracePath({ product: row.product.id, batch: row.batch.code })}
        size="sm"
        ff="monospace"
        fw={600}
        title={m.inventory_trace_this_batch()}
      >
        {row.batch.code}
      </Anchor>
    ) : (
      <Text size="sm" ff="monospace" fw={600}>
        {row.batch.code}
      </Text>
    );

  const columns: TableColumn<BatchRow>[] = [
    { id: 'product', header: m.inventory_product(), cell: (row) => <ProductName row={row} /> },
    { id: 'batch', header: m.inventory_batch(), cell: code },
    {
      id: 'expiry',
      header: m.inventory_expiry_date(),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (row) => calendarDateOrDash(row.batch.expiryDate),
    },
    { id: 'daysToExpiry', header: m.inventory_expires(), cell: badge },
    {
      id: 'quantity',
      header: m.inventory_units(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (row) => formatNumber(row.quantity, 0),
    },
  ];

  return (
    <Paper component="section" aria-label={m.inventory_batches()} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {data ? m.inventory_batches_total({ total: formatNumber(data.total, 0) }) : m.inventory_batches()}
        </Title>
        <ResponsiveTable
          rows={data?.batches}
          rowKey={(row) => row.batch.id}
          columns={columns}
          minWidth={640}
          isFramed={false}
          isLoading={list.isPending}
          loadingLabel={m.inventory_loading_batches()}
          errors={[list.isError ? m.inventory_fetch_batches_failed() : null]}
          isEmpty={data?.total === 0}
          empty={
            <Text size="sm" c="dimmed">
              {m.inventory_no_batches_here()}
            </Text>
          }
          isStale={list.isPlaceholderData}
          pagination={
            data
              ? { page, total: data.total, onChange: setPage, pageSize: INVENTORY_BATCHES_PAGE_SIZE }
              : undefined
          }
          card={(row) => (
            <RowCard
              name={m.inventory_batch_of_product({ code: row.batch.code, product: row.product.productName })}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <ProductName row={row} />
                {badge(row)}
              </Group>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label={m.inventory_batch()} fw={500}>
                  {code(row)}
                </LabeledValue>
                <LabeledValue label={m.inventory_expiry_date()} fw={500}>
                  {calendarDateOrDash(row.batch.expiryDate)}
                </LabeledValue>
                <LabeledValue label={m.inventory_units()}>{formatNumber(row.quantity, 0)}</LabeledValue>
              </Group>
            </RowCard>
          )}
        />
      </Stack>
    </Paper>
  );
}

function ProductName({ row }: { row: BatchRow }) {
  return (
    <div>
      <Anchor component={Link} to={`/products/${row.product.id}`} size="sm" fw={600}>
        {row.product.productName}
      </Anchor>
      {row.product.sku ? (
        <Text size="xs" c="dimmed">
          {`SKU ${row.product.sku}`}
        </Text>
      ) : null}
    </div>
  );
}
