import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { TRANSPORT_ON_ROAD_STATUSES, type TInventoryTransfer } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { inventories, transportLines, transports } from '../../db/schema.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { inventoryRef, linesOf, selectTransports } from './transport-read-model.js';
import { visibleTransports, type TransportViewer } from './transports-read.service.js';

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
  if (!inventory) throw notFound('notFound.inventory');
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
      // The list's own condition (the viewer's filter included), over every page.
      sql`
      SELECT count(DISTINCT ${transports.id})::int AS total,
             coalesce(sum(l.quantity) FILTER (WHERE ${transports.destinationInventoryId} = ${inventoryId}), 0) AS incoming,
             coalesce(sum(l.quantity) FILTER (WHERE ${transports.sourceInventoryId} = ${inventoryId}), 0) AS outgoing
      FROM ${transports} JOIN ${transportLines} AS l ON l.transport_id = ${transports.id}
      WHERE ${where}`,
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
