import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TInventoryDetail } from '@godown/shared';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { ExportMenu } from '../../components/export-menu';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { PLACEMENTS_PAGE_SIZE, usePlacementPage, useRemovePlacement } from './inventory-api';
import { placementRow, type PlacementRow } from './placement-rows';

const RIGHT = { ta: 'right' } as const;

interface PlacementsTableProps {
  inventory: TInventoryDetail;
  /** When the detail (which carries the first page) was fetched. */
  detailUpdatedAt: number;
  /** Signed-in users may remove products (docs/domain.md#roles). */
  canRemove: boolean;
}

/**
 * The inventory's Products table: each product placed here, its units and their value, a page at a
 * time (a warehouse may hold thousands of products); the title counts them all.
 */
export function PlacementsTable({ inventory, detailUpdatedAt, canRemove }: PlacementsTableProps) {
  const remove = useRemovePlacement(inventory._id);
  // The table's page and sort live in the address beside the page's own (`p.page`, `p.sort`).
  const view = useListSearch({ sortable: 'placements', prefix: 'p.', hasSearch: false });
  const { page, setPage, sort } = view;
  const placements = usePlacementPage(inventory, detailUpdatedAt, page, sortParams(sort));
  const data = placements.data;
  const rows = (data?.products ?? []).map(placementRow);
  const total = data?.total ?? inventory.productCount;
  // Removing the last product of a later page steps back to the page before.
  useStepBackFromEmptyPage(
    page,
    setPage,
    data && !placements.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
    PLACEMENTS_PAGE_SIZE,
  );

  const confirmRemove = (productId: string, row: PlacementRow) =>
    modals.openConfirmModal({
      title: m.inventory_remove_product(),
      children: (
        <Text size="sm">
          {m.inventory_remove_product_confirm({
            count: formatNumber(row.quantity, 0),
            product: row.name,
            inventory: inventory.name,
          })}
        </Text>
      ),
      labels: { confirm: m.inventory_remove(), cancel: m.inventory_cancel() },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { productId },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: m.inventory_product_removed({ product: row.name }),
              }),
          },
        ),
    });

  const columns: TableColumn<PlacementRow>[] = [
    {
      id: 'product',
      header: m.inventory_product(),
      sort: 'product',
      cell: (row) => (
        <>
          {row.productId ? (
            <Anchor component={Link} to={`/products/${row.productId}`} fw={600}>
              {row.name}
            </Anchor>
          ) : (
            <Text c="dimmed" fs="italic">
              {row.name}
            </Text>
          )}
          {row.category ? (
            <Text size="xs" c="dimmed">
              {row.category}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      id: 'quantity',
      header: m.inventory_quantity(),
      sort: 'quantity',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => formatNumber(row.quantity, 0),
    },
    {
      id: 'unitPrice',
      header: m.inventory_unit_price(),
      sort: 'unitPrice',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => formatRupees(row.unitPrice),
    },
    {
      id: 'totalValue',
      header: m.inventory_total_value(),
      sort: 'totalValue',
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (row) => formatRupees(row.totalValue),
    },
  ];
  if (canRemove) {
    columns.push({
      id: 'actions',
      header: m.inventory_actions(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => {
        const { productId } = row;
        return productId ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={m.inventory_remove_named({ product: row.name })}
            onClick={() => confirmRemove(productId, row)}
          >
            {m.inventory_remove()}
          </Button>
        ) : null;
      },
    });
  }

  return (
    <Paper component="section" aria-label={m.inventory_products()} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Title order={3} size="h4">
            {m.inventory_products_total({ total: formatNumber(total, 0) })}
          </Title>
          <ExportMenu kind="inventory-products" filters={{ inventory: inventory._id, ...sortParams(sort) }} />
        </Group>
        <ResponsiveTable
          sort={sort}
          rows={rows}
          rowKey={(row, index) => row.productId ?? `missing-${index}`}
          columns={columns}
          minWidth={640}
          isFramed={false}
          errors={[
            remove.isError ? failureWithReason(remove.error, m.inventory_remove_product_failed()) : null,
            placements.isError ? m.inventory_fetch_products_failed() : null,
          ]}
          isEmpty={total === 0}
          empty={
            <Text c="dimmed">
              {canRemove ? m.inventory_no_products_yet_add() : m.inventory_no_products_yet()}
            </Text>
          }
          isStale={placements.isPlaceholderData}
          pagination={{ page, total, onChange: setPage, pageSize: PLACEMENTS_PAGE_SIZE }}
        />
      </Stack>
    </Paper>
  );
}
