import { Anchor, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TInventoryDetail } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/list-pagination';
import { useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { PLACEMENTS_PAGE_SIZE, usePlacementPage, useRemovePlacement } from './inventory-api';
import { placementRow, type PlacementRow } from './placement-rows';

interface PlacementsTableProps {
  inventory: TInventoryDetail;
  /** When the detail (which carries the first page) was fetched. */
  detailUpdatedAt: number;
  /** Signed-in users may remove products (spec section 6). */
  canRemove: boolean;
}

/**
 * The inventory's Products table: each product placed here, its units and their value, a page at a
 * time (a warehouse may hold thousands of products); the title counts them all.
 */
export function PlacementsTable({ inventory, detailUpdatedAt, canRemove }: PlacementsTableProps) {
  const remove = useRemovePlacement(inventory._id);
  const [page, setPage] = useState(1);
  const placements = usePlacementPage(inventory, detailUpdatedAt, page);
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

  return (
    <Paper component="section" aria-label="Products" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {`Products (${formatNumber(total, 0)})`}
        </Title>
        <ErrorLine
          message={
            remove.isError ? failureWithReason(remove.error, 'Failed to remove product from inventory') : null
          }
        />
        <ErrorLine message={placements.isError ? 'Failed to fetch the products of this inventory' : null} />
        {total === 0 ? (
          <Text c="dimmed">
            {canRemove
              ? 'No products in this inventory yet. Use Add Product to place units here.'
              : 'No products in this inventory yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={640}
            style={{ opacity: placements.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Unit Price</Table.Th>
                  <Table.Th ta="right">Total Value</Table.Th>
                  {canRemove ? <Table.Th ta="right">Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => {
                  const { productId } = row;
                  return (
                    <Table.Tr key={productId ?? `missing-${index}`}>
                      <Table.Td>
                        {productId ? (
                          <Anchor component={Link} to={`/products/${productId}`} fw={600}>
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
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(row.quantity, 0)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(row.unitPrice)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatRupees(row.totalValue)}
                      </Table.Td>
                      {canRemove ? (
                        <Table.Td ta="right">
                          {productId ? (
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
                          ) : null}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination page={page} total={total} onChange={setPage} pageSize={PLACEMENTS_PAGE_SIZE} />
      </Stack>
    </Paper>
  );
}
