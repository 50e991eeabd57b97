import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatNumber, unplacedUnits, type TProduct, type TStockMovement } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { ExportMenu } from '../../components/export-menu';
import { countPath } from '../../lib/paths';
import { ListPagination } from '../../components/table/list-pagination';
import { LoadingLine } from '../../components/loading-line';
import { ProductBatchesCard } from './product-batches-card';
import { ProductStockMap } from './product-stock-map';
import { HISTORY_PAGE_SIZE, useProductLocationsQuery, useProductMovementsQuery } from './products-api';
import { stockMovementLabel, stockMovementScopeLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';

/** Where the product's units are: each inventory holding it, on the road, and not placed. */
export function StockByInventoryCard({ product }: { product: TProduct }) {
  const locations = useProductLocationsQuery(product._id);
  const unplaced = unplacedUnits(product);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={m.products_stock_by_inventory()}>
      <Title order={3} size="h4" mb="sm">
        {m.products_stock_by_inventory()}
      </Title>
      {locations.isError ? <ErrorLine message={m.products_fetch_details_failed()} /> : null}
      {locations.isPending ? <LoadingLine label={m.products_loading_stock()} /> : null}
      {locations.data && (locations.data.length > 0 || product.supplierLocation) ? (
        <ProductStockMap product={product} locations={locations.data} />
      ) : null}
      {locations.data ? (
        <Table.ScrollContainer minWidth={420} mt="sm">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.products_inventory()}</Table.Th>
                <Table.Th>{m.products_location()}</Table.Th>
                <Table.Th ta="right">{m.products_quantity()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.data.map(({ inventory, quantity }) => (
                <Table.Tr key={inventory._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/inventory/${inventory._id}`} size="sm">
                      {inventory.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {inventory.location ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(quantity, 0)}</Table.Td>
                </Table.Tr>
              ))}
              {product.inTransitQuantity > 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={2}>
                    <Text size="sm" c="dimmed">
                      {m.products_in_transit_between_inventories()}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(product.inTransitQuantity, 0)}</Table.Td>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text size="sm" c="dimmed">
                    {m.products_not_placed()}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(unplaced, 0)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Paper>
  );
}

/** The product's stock history from the ledger: every change of its quantity or placements. */
export function StockHistoryCard({ product, canOpenOrders }: { product: TProduct; canOpenOrders: boolean }) {
  const [page, setPage] = useState(1);
  const history = useProductMovementsQuery(product._id, page);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={m.products_stock_history()}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap" mb="sm">
        <Title order={3} size="h4">
          {m.products_stock_history()}
        </Title>
        <ExportMenu kind="movements" filters={{ product: product._id }} />
      </Group>
      {history.isError ? <ErrorLine message={m.products_fetch_details_failed()} /> : null}
      {history.isPending ? <LoadingLine label={m.products_loading_stock_history()} /> : null}
      {history.data && history.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {m.products_no_stock_movements()}
        </Text>
      ) : null}
      {history.data && history.data.total > 0 ? (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.products_when()}</Table.Th>
                  <Table.Th>{m.products_what()}</Table.Th>
                  <Table.Th>{m.products_inventory()}</Table.Th>
                  <Table.Th>{m.products_by()}</Table.Th>
                  <Table.Th ta="right">{m.products_change()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.movements.map((movement) => (
                  <Table.Tr key={movement.id}>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(movement.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <MovementWhat movement={movement} canOpenOrders={canOpenOrders} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={movement.inventory ? undefined : 'dimmed'}>
                        {movement.inventory?.name ?? '—'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {movement.storageUnit
                          ? m.products_storage_unit_code({ code: movement.storageUnit.locationId })
                          : stockMovementScopeLabel(movement.scope)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{movement.user?.name ?? m.products_system()}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Badge variant="light" color={movement.delta > 0 ? 'teal' : 'red'}>
                        {movement.delta > 0 ? '+' : '−'}
                        {formatNumber(Math.abs(movement.delta), 0)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination
            page={page}
            total={history.data.total}
            onChange={setPage}
            pageSize={HISTORY_PAGE_SIZE}
          />
        </>
      ) : null}
    </Paper>
  );
}

/**
 * What a movement was: its reason, the transport that moved the units, then the batch, the purchase
 * order they were received on and an admin's note, when it has them.
 */
function MovementWhat({ movement, canOpenOrders }: { movement: TStockMovement; canOpenOrders: boolean }) {
  const { batch, purchaseOrder, note } = movement;
  return (
    <div>
      <Text size="sm">
        {stockMovementLabel(movement.reason)}
        {movement.transport ? (
          <Text span size="xs" c="dimmed" ff="monospace">
            {` · ${movement.transport.packageId}`}
          </Text>
        ) : null}
        {movement.count ? (
          <Text span size="xs" c="dimmed" ff="monospace">
            {' · '}
            <Anchor component={Link} to={countPath(movement.count.id)} size="xs" ff="monospace">
              {movement.count.number}
            </Anchor>
          </Text>
        ) : null}
      </Text>
      {batch || purchaseOrder ? (
        <Text size="xs" c="dimmed">
          {batch ? m.products_batch_code({ code: batch.code }) : null}
          {batch && purchaseOrder ? ' · ' : null}
          {purchaseOrder && canOpenOrders ? (
            <Anchor component={Link} to={`/purchase-orders/${purchaseOrder.id}`} size="xs">
              {purchaseOrder.number}
            </Anchor>
          ) : (
            purchaseOrder?.number
          )}
        </Text>
      ) : null}
      {note ? (
        <Text size="xs" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {m.products_note_text({ note })}
        </Text>
      ) : null}
    </div>
  );
}

interface ProductStockCardsProps {
  product: TProduct;
  /** Signed-in users see the stock history. */
  showHistory: boolean;
  /** Admins and staff trace batches and open purchase orders. */
  isBuyer: boolean;
}

/** The stock cards, one under the other: by inventory, by batch, and (signed in) the history. */
export function ProductStockCards({ product, showHistory, isBuyer }: ProductStockCardsProps) {
  return (
    <Stack gap="lg">
      <StockByInventoryCard product={product} />
      <ProductBatchesCard product={product} canTrace={isBuyer} />
      {showHistory ? <StockHistoryCard product={product} canOpenOrders={isBuyer} /> : null}
    </Stack>
  );
}
