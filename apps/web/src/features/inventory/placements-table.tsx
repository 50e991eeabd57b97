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
      title: 'Remove product',
      children: (
        <Text size="sm">
          {`Remove all ${formatNumber(row.quantity, 0)} units of ${row.name} from ${inventory.name}? `}
          They go back to the product&apos;s unplaced stock.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { productId },
          { onSuccess: () => notifications.show({ color: 'teal', message: `${row.name} removed` }) },
        ),
    });

  const columns: TableColumn<PlacementRow>[] = [
    {
      id: 'product',
      header: 'Product',
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
      header: 'Quantity',
      sort: 'quantity',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => formatNumber(row.quantity, 0),
    },
    {
      id: 'unitPrice',
      header: 'Unit Price',
      sort: 'unitPrice',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => formatRupees(row.unitPrice),
    },
    {
      id: 'totalValue',
      header: 'Total Value',
      sort: 'totalValue',
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (row) => formatRupees(row.totalValue),
    },
  ];
  if (canRemove) {
    columns.push({
      id: 'actions',
      header: 'Actions',
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
            aria-label={`Remove ${row.name}`}
            onClick={() => confirmRemove(productId, row)}
          >
            Remove
          </Button>
        ) : null;
      },
    });
  }

  return (
    <Paper component="section" aria-label="Products" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Title order={3} size="h4">
            {`Products (${formatNumber(total, 0)})`}
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
            remove.isError
              ? failureWithReason(remove.error, 'Failed to remove product from inventory')
              : null,
            placements.isError ? 'Failed to fetch the products of this inventory' : null,
          ]}
          isEmpty={total === 0}
          empty={
            <Text c="dimmed">
              {canRemove
                ? 'No products in this inventory yet. Use Add Product to place units here.'
                : 'No products in this inventory yet.'}
            </Text>
          }
          isStale={placements.isPlaceholderData}
          pagination={{ page, total, onChange: setPage, pageSize: PLACEMENTS_PAGE_SIZE }}
        />
      </Stack>
    </Paper>
  );
}
