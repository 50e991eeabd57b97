import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { TRANSPORT_ON_ROAD_STATUSES, type TInventoryTransfer } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { inventories, transportLines, transports } from '../../db/schema.js';
import { sqlLiteralList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { inventoryRef, linesOf, selectTransports } from './transport-read-model.js';
import { visibleTransports, type TransportViewer } from './transports-read.service.js';

/** The totals' condition for a supplier (their own) or a driver (assigned to them); none for others. */
function ownerOnly(viewer: TransportViewer | undefined) {
  if (viewer?.role === 'supplier') return sql`AND t.created_by = ${viewer.id}`;
  if (viewer?.role === 'driver') return sql`AND t.assigned_to = ${viewer.id}`;
  return sql``;
}

/**
 * Transfers on the road to or from an inventory (dispatched or in transit), newest first, with
 * their lines and the units coming in and going out; only the viewer's own for a supplier or driver.
 */
export async function listInventoryTransfers(
  db: Db,
  inventoryId: string,
  page: { limit?: number; offset?: number } = {},
  viewer?: TransportViewer,
): Promise<{ transfers: TInventoryTransfer[]; total: number; incomingUnits: number; outgoingUnits: number }> {
  const [inventory] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!inventory) throw notFound('Inventory');
  const where = and(
    inArray(transports.status, [...TRANSPORT_ON_ROAD_STATUSES]),
    or(eq(transports.sourceInventoryId, inventoryId), eq(transports.destinationInventoryId, inventoryId)),
    // A supplier or a driver sees only their own transports among them (docs/domain.md#roles).
    visibleTransports(viewer),
  );
  let rowsQuery = selectTransports(db)
    .where(where)
    .orderBy(desc(transports.createdAt), desc(transports.id))
    .$dynamic();
  if (page.limit !== undefined) rowsQuery = rowsQuery.limit(page.limit);
  if (page.offset) rowsQuery = rowsQuery.offset(page.offset);
  const [rows, [totals]] = await Promise.all([
    rowsQuery,
    queryRows<{ total: number; incoming: string; outgoing: string }>(
      db,
      sql`
      SELECT count(DISTINCT t.id)::int AS total,
             coalesce(sum(l.quantity) FILTER (WHERE t.destination_inventory_id = ${inventoryId}), 0) AS incoming,
             coalesce(sum(l.quantity) FILTER (WHERE t.source_inventory_id = ${inventoryId}), 0) AS outgoing
      FROM ${transports} AS t JOIN ${transportLines} AS l ON l.transport_id = t.id
      WHERE t.status IN ${sqlLiteralList(TRANSPORT_ON_ROAD_STATUSES)}
        AND (t.source_inventory_id = ${inventoryId} OR t.destination_inventory_id = ${inventoryId})
        ${ownerOnly(viewer)}`,
    ),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.transport.id),
  );
  return {
    transfers: rows.map((r) => {
      const t = r.transport;
      const transportLinesOf = lines.get(t.id) ?? [];
      return {
        _id: t.id,
        id: t.id,
        packageId: t.packageId,
        status: t.status,
        eta: t.eta?.toISOString() ?? null,
        direction: t.destinationInventoryId === inventoryId ? 'incoming' : 'outgoing',
        sourceInventory: inventoryRef(r.source),
        destinationInventory: inventoryRef(r.destination),
        products: transportLinesOf.map((l) => ({
          product: l.product,
          productName: l.productName,
          sku: l.sku,
          quantity: l.quantity,
        })),
        totalQuantity: transportLinesOf.reduce((sum, l) => sum + l.quantity, 0),
      };
    }),
    total: totals?.total ?? 0,
    incomingUnits: Number(totals?.incoming ?? 0),
    outgoingUnits: Number(totals?.outgoing ?? 0),
  };
}
