import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { message, STOCK_LIMITS, type TKeyedMessage } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { inventories, inventoryProducts, products, storageUnitStock } from '../../db/schema.js';
import { queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import {
  afterBatchChange,
  batchedProducts,
  pickBatches,
  putBatches,
  takeBatchesSql,
  type ExpiredBatches,
} from './batch-stock.js';
import {
  ledgerRows,
  movementsInsertSql,
  unitCount,
  type LedgerEntry,
  type StockLine,
} from './stock-ledger.js';
import { trimStorageUnits } from './storage-unit-stock.js';
import { fillBackorders } from '../sales/reservations.js';

/**
 * A volume kept to 12 decimals in SQL, to the 6 a person reads (m³ to the cubic centimetre): half
 * away from zero on its decimal digits, as round(x, 6) has it in the JSON PostgreSQL writes
 * (`value * 1e6` would round 0.0001245 down: its double is 124.49999…).
 */
export function roundVolume(value: number): number {
  // From a billion m³ a double has no sixth decimal to round (value · 10⁶ passes 2⁵³).
  if (!Number.isFinite(value) || Math.abs(value) >= 1e9) return value;
  const [digits, exponent] = value.toExponential().split('e');
  const shifted = Number(`${digits}e${Number(exponent) + 6}`);
  return (Math.sign(shifted) * Math.round(Math.abs(shifted))) / 1e6;
}

// Weight and volume of a unit, computed in SQL from exact numerics (volume from cm to m³).
export const unitWeightSql = sql`coalesce(p.weight, 0)`;
export const unitVolumeSql = sql`coalesce(p.length * p.width * p.height, 0) * 0.000001`;

/** The lines as a VALUES list (product id, quantity) for set-based SQL. */
function linesValues(lines: StockLine[]) {
  return sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
}

/** Weight (kg) and volume (m³) of the lines, computed in SQL from the products' current sizes. */
function linesLoadSql(lines: StockLine[]) {
  return sql`
    SELECT coalesce(sum(${unitWeightSql} * l.quantity), 0) AS weight,
           coalesce(sum(${unitVolumeSql} * l.quantity), 0) AS volume,
           sum(l.quantity) AS units
    FROM (VALUES ${linesValues(lines)}) AS l(product_id, quantity)
    JOIN ${products} AS p ON p.id = l.product_id`;
}

/** "9 units of "Rice"" for one line, "12 units of 3 products" for several. */
async function describeLines(tx: Tx, lines: StockLine[]): Promise<TKeyedMessage> {
  const units = [unitCount(lines.reduce((sum, l) => sum + l.quantity, 0))];
  if (lines.length !== 1) return message('stock.unitsOfProducts', { units, products: lines.length });
  const [product] = await tx
    .select({ name: products.productName })
    .from(products)
    .where(eq(products.id, lines[0]!.productId));
  return product
    ? message('stock.unitsOfProduct', { units, product: product.name })
    : message('stock.unitsOfDeletedProduct', { units });
}

/**
 * Adds the lines' weight and volume to the inventory's occupied capacity (a guarded UPDATE) and their
 * units to its placements, in one statement with their `placement` rows in the ledger (`entry` says
 * why and who: every placement change is ledgered here, never by the caller); then the sales orders
 * waiting for these products there hold what they can (fillBackorders). Refused with a 409
 * naming the numbers when they do not fit, which the caller's transaction rolls back. The caller
 * holds the products' locks and keeps their counters; this keeps the inventory's. Returns the units
 * the inventory now holds of each product, by product id.
 */
export async function putIntoInventory(
  tx: Tx,
  inventoryId: string,
  lines: StockLine[],
  entry: LedgerEntry,
): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (lines.length === 0) return held;
  const ledgerInsert = movementsInsertSql(
    ledgerRows('placement', inventoryId, lines, 1, entry),
    sql`EXISTS (SELECT 1 FROM occupied)`,
  );
  // The placements are written in product id order, the order in which rows are locked everywhere;
  // with no room, `occupied` is empty and so is everything after it.
  const placed = await queryRows<{ product_id: string; quantity: number }>(
    tx,
    sql`
    WITH occupied AS (
      UPDATE ${inventories} AS i
      SET capacity_occupied = i.capacity_occupied + d.weight,
          volume_occupied = i.volume_occupied + d.volume,
          updated_at = now()
      FROM (${linesLoadSql(lines)}) AS d
      WHERE i.id = ${inventoryId}
        AND i.capacity_occupied + d.weight <= i.total_capacity
        AND i.volume_occupied + d.volume <= i.total_volume
      RETURNING i.id
    ), placed AS (
      INSERT INTO ${inventoryProducts} (inventory_id, product_id, quantity)
      SELECT occupied.id, l.product_id, l.quantity
      FROM occupied, (VALUES ${linesValues(sortedLines(lines))}) AS l(product_id, quantity)
      ORDER BY l.product_id
      ON CONFLICT (inventory_id, product_id) DO UPDATE
        SET quantity = ${inventoryProducts}.quantity + excluded.quantity, updated_at = now()
      RETURNING product_id, quantity
    )${ledgerInsert ? sql`, ledger AS (${ledgerInsert} RETURNING 1)` : sql``}
    SELECT product_id, quantity FROM placed`,
  );
  if (placed.length === 0) throw await capacityConflict(tx, inventoryId, lines);
  for (const row of placed) held.set(row.product_id, row.quantity);
  const batched = batchedProducts(lines);
  if (batched.length) {
    await putBatches(tx, inventoryId, lines);
    await afterBatchChange(tx, batched);
  }
  // Units that arrive fill the sales orders waiting for them, the oldest first.
  await fillBackorders(tx, inventoryId, [...held.keys()]);
  return held;
}

/** The 409 for lines that do not fit, naming what they need and what is free. */
async function capacityConflict(tx: Tx, inventoryId: string, lines: StockLine[]) {
  const rows = await queryRows<{
    name: string;
    weight: string;
    volume: string;
    free_weight: string;
    free_volume: string;
  }>(
    tx,
    sql`
    SELECT i.name, d.weight, round(d.volume, 6) AS volume,
           i.total_capacity - i.capacity_occupied AS free_weight,
           round(i.total_volume - i.volume_occupied, 6) AS free_volume
    FROM ${inventories} AS i, (${linesLoadSql(lines)}) AS d
    WHERE i.id = ${inventoryId}`,
  );
  const r = rows[0];
  // The inventory was deleted by a concurrent request.
  if (!r) return notFound('notFound.inventory');
  const n = (v: string) => Number(v);
  return conflict('stock.notEnoughRoom', {
    inventory: r.name,
    units: [await describeLines(tx, lines)],
    weight: n(r.weight),
    volume: n(r.volume),
    freeWeight: n(r.free_weight),
    freeVolume: n(r.free_volume),
  });
}

/** The inventory's placements of the lines' products, in product id order (locked FOR UPDATE when `lock`). */
function placementsOf(
  tx: Tx,
  inventoryId: string,
  sorted: StockLine[],
  lock: boolean,
): Promise<HeldPlacement[]> {
  const query = tx
    .select({
      productId: inventoryProducts.productId,
      quantity: inventoryProducts.quantity,
      reservedQuantity: inventoryProducts.reservedQuantity,
      hasBatches: products.hasBatches,
    })
    .from(inventoryProducts)
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .where(
      and(
        eq(inventoryProducts.inventoryId, inventoryId),
        inArray(
          inventoryProducts.productId,
          sorted.map((l) => l.productId),
        ),
      ),
    )
    .orderBy(asc(inventoryProducts.productId));
  return lock ? query.for('update', { of: inventoryProducts }) : query;
}

/**
 * The batches the lines' units leave from (pickBatches), once the placements are known to hold them
 * free of sales orders' holds (else a 409 naming the shortfall).
 */
async function pickHeld(
  tx: Tx,
  inventoryId: string,
  sorted: StockLine[],
  held: HeldPlacement[],
  expired: ExpiredBatches,
): Promise<StockLine[]> {
  const heldOf = new Map(held.map((h) => [h.productId, h.quantity]));
  const reservedOf = new Map(held.map((h) => [h.productId, h.reservedQuantity ?? 0]));
  for (const line of sorted) {
    // Units held for sales orders stay (docs/domain.md#sales-orders): available = held - reserved.
    const placed = heldOf.get(line.productId) ?? 0;
    const reserved = reservedOf.get(line.productId) ?? 0;
    if (placed - reserved < line.quantity) {
      throw await shortfallConflict(tx, inventoryId, line, placed, reserved);
    }
  }
  // Products held without batches (most of them) need no batch read.
  const anyBatches = held.some((h) => h.hasBatches) || sorted.some((l) => l.batches?.length);
  return anyBatches ? pickBatches(tx, inventoryId, sorted, heldOf, expired) : sorted;
}

/**
 * The batches the lines' units would leave the inventory from now, without moving them (their
 * batch_stock rows locked for the caller's transaction): a transfer invoiced before it leaves names
 * them on its invoice, and its dispatch takes exactly these. Expired batches are refused (409), as
 * a dispatch refuses them; so is a shortfall.
 */
export async function planTakeFromInventory(
  tx: Tx,
  inventoryId: string,
  lines: StockLine[],
): Promise<StockLine[]> {
  if (lines.length === 0) return [];
  const sorted = sortedLines(lines);
  return pickHeld(tx, inventoryId, sorted, await placementsOf(tx, inventoryId, sorted, false), 'refuse');
}

/**
 * Takes the lines' units out of the inventory's placements (a placement that reaches 0 is removed)
 * and releases their weight and volume, with their `placement` rows in the ledger (`entry` says why
 * and who), in one statement once the units are known to be there. Refused with a 409 naming the
 * shortfall when the inventory holds fewer units than a line needs. The caller holds the products'
 * locks and keeps their counters, or with `unplace` has them lowered here (the units leave the
 * inventories altogether); a caller that has already locked the placements (FOR UPDATE) passes what
 * it read as `locked`. Units of products held by batch leave from the batches the lines name, then
 * first-expiry-first-out (pickBatches; `expired` says whether expired batches may go); their
 * products' batch summary and alerts follow, unless `syncBatches` is false (a caller that moves the
 * units on and syncs them itself). Units leave the inventory's storage units only when those in no
 * storage unit do not cover them (trimStorageUnits). Returns the lines with the batches their units left from.
 */
export async function takeFromInventory(
  tx: Tx,
  inventoryId: string,
  lines: StockLine[],
  entry: LedgerEntry,
  {
    locked,
    unplace = false,
    expired = 'allow',
    syncBatches = true,
  }: { locked?: HeldPlacement[]; unplace?: boolean; expired?: ExpiredBatches; syncBatches?: boolean } = {},
): Promise<StockLine[]> {
  if (lines.length === 0) return [];
  const sorted = sortedLines(lines);
  const held = locked ?? (await placementsOf(tx, inventoryId, sorted, true));
  const picked = await pickHeld(tx, inventoryId, sorted, held, expired);

  // The placements are locked and hold enough: release the load, empty or lower each placement (the
  // two parts see the placements as they were, so each line is in exactly one), write the ledger.
  const ledgerInsert = movementsInsertSql(ledgerRows('placement', inventoryId, picked, -1, entry));
  const taken = sql`(VALUES ${linesValues(sorted)}) AS l(product_id, quantity)`;
  const [after] = await queryRows<{ in_storage_units: boolean }>(
    tx,
    sql`
    WITH released AS (
      UPDATE ${inventories} AS i
      SET capacity_occupied = i.capacity_occupied - d.weight,
          volume_occupied = i.volume_occupied - d.volume,
          updated_at = now()
      FROM (${linesLoadSql(sorted)}) AS d
      WHERE i.id = ${inventoryId}
      RETURNING i.id
    ), emptied AS (
      DELETE FROM ${inventoryProducts} AS ip USING ${taken}
      WHERE ip.inventory_id = ${inventoryId} AND ip.product_id = l.product_id
        AND ip.quantity = l.quantity
      RETURNING ip.product_id
    ), lowered AS (
      UPDATE ${inventoryProducts} AS ip
      SET quantity = ip.quantity - l.quantity, updated_at = now()
      FROM ${taken}
      WHERE ip.inventory_id = ${inventoryId} AND ip.product_id = l.product_id
        AND ip.quantity > l.quantity
      RETURNING ip.product_id
    )${ledgerInsert ? sql`, ledger AS (${ledgerInsert} RETURNING 1)` : sql``}${
      unplace
        ? sql`, unplaced AS (
      UPDATE ${products} AS p SET placed_quantity = p.placed_quantity - l.quantity
      FROM ${taken} WHERE p.id = l.product_id
      RETURNING p.id)`
        : sql``
    }${takeBatchesSql(inventoryId, picked) ?? sql``}
    SELECT EXISTS (SELECT 1 FROM ${storageUnitStock} s
                   WHERE s.inventory_id = ${inventoryId}
                     AND s.product_id IN (SELECT product_id FROM ${taken})) AS in_storage_units`,
  );
  // Units in storage units beyond what the inventory now holds leave them too (none to trim when
  // no storage unit of the inventory holds these products).
  if (after?.in_storage_units) {
    await trimStorageUnits(
      tx,
      inventoryId,
      sorted.map((l) => l.productId),
      entry,
    );
  }
  if (syncBatches) await afterBatchChange(tx, batchedProducts(picked));
  return picked;
}

async function shortfallConflict(
  tx: Tx,
  inventoryId: string,
  line: StockLine,
  available: number,
  reserved = 0,
) {
  const [names] = await queryRows<{ inventory: string | null; product: string | null }>(
    tx,
    sql`SELECT (SELECT name FROM ${inventories} WHERE id = ${inventoryId}) AS inventory,
               (SELECT product_name FROM ${products} WHERE id = ${line.productId}) AS product`,
  );
  if (!names?.inventory) return notFound('notFound.inventory');
  if (!names.product) return notFound('notFound.product');
  if (reserved > 0 && available >= line.quantity) {
    return conflict('stock.heldForOrders', {
      place: names.inventory,
      held: [unitCount(available)],
      product: names.product,
      reserved,
      needed: line.quantity,
    });
  }
  return conflict('stock.shortfall', {
    place: names.inventory,
    held: [unitCount(available)],
    product: names.product,
    needed: line.quantity,
  });
}

/** A placement as locked for a removal, and whether its product is held by batch. */
export interface HeldPlacement {
  productId: string;
  quantity: number;
  /** Units of it held for sales orders, which do not leave. */
  reservedQuantity?: number;
  hasBatches: boolean;
}

/** A receipt may not take a product past the largest quantity the system keeps (409). */
export async function assertRoomForReceipt(tx: Tx, lines: StockLine[]): Promise<void> {
  const rows = await tx
    .select({ id: products.id, name: products.productName, quantity: products.quantity })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  for (const line of lines) {
    const product = rows.find((r) => r.id === line.productId);
    if (product && product.quantity + line.quantity > STOCK_LIMITS.quantityMax) {
      throw conflict('stock.receivingPastMax', {
        quantity: line.quantity,
        product: product.name,
        max: STOCK_LIMITS.quantityMax,
      });
    }
  }
}

/** Lines in product id order: the order in which rows of one kind are locked everywhere. */
export function sortedLines<T extends StockLine>(lines: T[]): T[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
