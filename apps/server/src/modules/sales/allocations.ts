import { sql } from 'drizzle-orm';
import { allocateUnits, message, type AllocationPlace, type TKeyedMessage } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { salesAllocations } from '../../db/schema.js';
import { TODAY_IN_INDIA, uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';

// Allocation (docs/domain.md#picking-shipping-and-returns): a confirmed order's held units are given
// places to be picked from, a batch (first-expiry-first-out) in a rack, or loose in the warehouse.
// A place's free units are what it holds less what open allocations of any order claim there: the
// unpicked units allocated to it, and for the loose units of a batch also every picked unit of that
// batch still in the warehouse (picking takes units off the rack; they wait loose to be shipped).
// Those claims are kept per place by a trigger (sales_claims, migration 0026): every statement that
// changes allocations runs under the placements' locks of their products (lockPlacements), so the
// claims' rows are only ever taken after those locks, in one order.

/** A line that holds units no allocation has placed yet. */
export interface LineNeed {
  lineId: number;
  productId: string;
  need: number;
}

/** The lines of an order whose held units are not all allocated (those not yet shipped). */
export async function linesToAllocate(tx: Tx, orderId: string): Promise<LineNeed[]> {
  const rows = await queryRows<{ id: number; product_id: string; need: number }>(
    tx,
    sql`SELECT l.id, l.product_id,
               l.reserved_quantity - coalesce((
                 SELECT sum(a.quantity) FROM sales_allocations a
                 LEFT JOIN transports t ON t.id = a.shipment_id
                 WHERE a.line_id = l.id AND (a.shipment_id IS NULL OR t.status = 'pending')), 0)::int AS need
        FROM sales_order_lines l
        WHERE l.sales_order_id = ${orderId} AND l.reserved_quantity > 0
        ORDER BY l.line_no`,
  );
  return rows
    .filter((r) => r.need > 0)
    .map((r) => ({ lineId: Number(r.id), productId: r.product_id, need: r.need }));
}

interface PlaceRow {
  product_id: string;
  batch_id: string | null;
  storage_unit_id: string | null;
  location_id: string | null;
  quantity: number;
  code: string | null;
  expiry_date: string | null;
  expired: boolean;
  product_name: string;
}

interface ClaimRow {
  product_id: string;
  batch_id: string | null;
  storage_unit_id: string | null;
  units: number;
}

const placeKey = (productId: string, batchId: string | null, unitId: string | null) =>
  `${productId}|${batchId ?? ''}|${unitId ?? ''}`;

/** A place as allocateUnits takes it, with its product. */
export type ProductPlace = AllocationPlace & { productId: string; productName: string };

/**
 * The places of the products in a warehouse with their free units (the caller holds the
 * placements' locks), less the places `excluded` (those this order already found short).
 */
export async function freePlaces(
  tx: Tx,
  inventoryId: string,
  productIds: readonly string[],
  excluded: ReadonlySet<string> = new Set(),
): Promise<ProductPlace[]> {
  const products = uuidList([...new Set(productIds)]);
  // One query after the other: they share the transaction's connection.
  const places = await queryRows<PlaceRow>(
    tx,
    sql`
      WITH racked AS (
        SELECT s.product_id, s.batch_id, s.storage_unit_id, u.location_id, s.quantity
        FROM storage_unit_stock s JOIN storage_units u ON u.id = s.storage_unit_id
        WHERE s.inventory_id = ${inventoryId} AND s.product_id IN ${products}
      ), batched AS (
        SELECT product_id, batch_id, quantity FROM batch_stock
        WHERE inventory_id = ${inventoryId} AND product_id IN ${products}
      ), loose AS (
        SELECT b.product_id, b.batch_id, NULL::uuid AS storage_unit_id, NULL::varchar AS location_id,
               b.quantity - coalesce((SELECT sum(r.quantity) FROM racked r WHERE r.batch_id = b.batch_id), 0) AS quantity
        FROM batched b
        UNION ALL
        SELECT ip.product_id, NULL::uuid, NULL::uuid, NULL::varchar,
               ip.quantity
                 - coalesce((SELECT sum(b.quantity) FROM batched b WHERE b.product_id = ip.product_id), 0)
                 - coalesce((SELECT sum(r.quantity) FROM racked r
                             WHERE r.product_id = ip.product_id AND r.batch_id IS NULL), 0)
        FROM inventory_products ip
        WHERE ip.inventory_id = ${inventoryId} AND ip.product_id IN ${products}
      ), places AS (
        SELECT * FROM racked UNION ALL SELECT * FROM loose WHERE quantity > 0
      )
      SELECT pl.product_id, pl.batch_id, pl.storage_unit_id, pl.location_id, pl.quantity::int AS quantity,
             b.code, b.expiry_date::text AS expiry_date,
             coalesce(b.expiry_date < ${TODAY_IN_INDIA}, false) AS expired, p.product_name
      FROM places pl
      JOIN products p ON p.id = pl.product_id
      LEFT JOIN batches b ON b.id = pl.batch_id`,
  );
  // What the allocations that have not left claim of each place, kept by a trigger (sales_claims).
  const claims = await queryRows<ClaimRow>(
    tx,
    sql`SELECT product_id, batch_id, storage_unit_id, units FROM sales_claims
        WHERE inventory_id = ${inventoryId} AND product_id IN ${products} AND units > 0`,
  );
  const claimed = new Map(
    claims.map((c) => [placeKey(c.product_id, c.batch_id, c.storage_unit_id), c.units] as const),
  );
  return places
    .filter((p) => !excluded.has(placeKey(p.product_id, p.batch_id, p.storage_unit_id)))
    .map((p) => ({
      productId: p.product_id,
      productName: p.product_name,
      batchId: p.batch_id,
      batchCode: p.code,
      expiryDate: p.expiry_date,
      expired: p.expired,
      storageUnitId: p.storage_unit_id,
      locationId: p.location_id,
      free: p.quantity - (claimed.get(placeKey(p.product_id, p.batch_id, p.storage_unit_id)) ?? 0),
    }));
}

/** The places this order found short on a pick: never allocated to it again. */
export async function shortPlaces(tx: Tx, orderId: string): Promise<Set<string>> {
  const rows = await queryRows<{
    product_id: string;
    batch_id: string | null;
    storage_unit_id: string | null;
  }>(
    tx,
    sql`SELECT DISTINCT product_id, batch_id, storage_unit_id FROM sales_allocations
        WHERE sales_order_id = ${orderId} AND short_quantity > 0`,
  );
  return new Set(rows.map((r) => placeKey(r.product_id, r.batch_id, r.storage_unit_id)));
}

/** Locks the warehouse's placements of the products, in product id order (the order every stock change takes). */
export async function lockPlacements(tx: Tx, inventoryId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await tx.execute(sql`SELECT 1 FROM inventory_products
    WHERE inventory_id = ${inventoryId} AND product_id IN ${uuidList([...new Set(productIds)])}
    ORDER BY product_id FOR UPDATE`);
}

/**
 * Allocates the lines' units over the warehouse's free places and writes the allocations; expired
 * batches only with an admin's `expiredReason` (kept on each allocation of one). With expired units
 * the only ones left for a line, a 409 names them. Returns the units each line could not place.
 */
export async function allocateLines(
  tx: Tx,
  order: { id: string; inventoryId: string },
  lines: LineNeed[],
  expiredReason: string | undefined,
): Promise<Map<number, number>> {
  const places = await freePlaces(
    tx,
    order.inventoryId,
    lines.map((l) => l.productId),
    await shortPlaces(tx, order.id),
  );
  const rows: (typeof salesAllocations.$inferInsert)[] = [];
  const short = new Map<number, number>();
  const expired: TKeyedMessage[] = [];
  for (const line of lines) {
    const result = allocateUnits(
      line.need,
      places.filter((p) => p.productId === line.productId),
      expiredReason !== undefined,
    );
    if (result.short > 0 && result.expiredLeft.length > 0) {
      for (const p of result.expiredLeft as ProductPlace[]) {
        expired.push(
          message('stock.batchExpiredOn', {
            batch: p.batchCode ?? '',
            product: p.productName,
            date: p.expiryDate ?? '',
          }),
        );
      }
    }
    if (result.short > 0) short.set(line.lineId, result.short);
    for (const take of result.takes) {
      rows.push({
        salesOrderId: order.id,
        lineId: line.lineId,
        inventoryId: order.inventoryId,
        productId: line.productId,
        batchId: take.place.batchId,
        storageUnitId: take.place.storageUnitId,
        quantity: take.quantity,
        expiredNote: take.place.expired ? (expiredReason ?? null) : null,
      });
    }
  }
  if (expired.length > 0) throw conflict('allocation.expiredBatches', { batches: expired });
  if (rows.length > 0) await tx.insert(salesAllocations).values(rows);
  return short;
}
