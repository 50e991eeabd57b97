import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inventories, inventoryProducts, products } from '../../db/schema.js';
import { queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';

/** Units of one product going into or out of an inventory. */
export interface PlacementLine {
  productId: string;
  quantity: number;
}

/** A volume kept to 12 decimals in SQL, to the 6 a person reads (m³ to the cubic centimetre). */
export const roundVolume = (value: number) => Math.round(value * 1e6) / 1e6;

// Weight and volume of a unit, computed in SQL from exact numerics (volume from cm to m³).
export const unitWeightSql = sql`coalesce(p.weight, 0)`;
export const unitVolumeSql = sql`coalesce(p.length * p.width * p.height, 0) * 0.000001`;

/** The lines as a VALUES list (product id, quantity) for set-based SQL. */
function linesValues(lines: PlacementLine[]) {
  return sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
}

/** Weight (kg) and volume (m³) of the lines, computed in SQL from the products' current sizes. */
function linesLoadSql(lines: PlacementLine[]) {
  return sql`
    SELECT coalesce(sum(${unitWeightSql} * l.quantity), 0) AS weight,
           coalesce(sum(${unitVolumeSql} * l.quantity), 0) AS volume,
           sum(l.quantity) AS units
    FROM (VALUES ${linesValues(lines)}) AS l(product_id, quantity)
    JOIN ${products} AS p ON p.id = l.product_id`;
}

/** "9 units of "Rice"" for one line, "12 units of 3 products" for several. */
async function describeLines(tx: Tx, lines: PlacementLine[]): Promise<string> {
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const unitWord = units === 1 ? 'unit' : 'units';
  if (lines.length !== 1) return `${units} ${unitWord} of ${lines.length} products`;
  const [product] = await tx
    .select({ name: products.productName })
    .from(products)
    .where(eq(products.id, lines[0]!.productId));
  return `${units} ${unitWord} of "${product?.name ?? 'a deleted product'}"`;
}

/**
 * Adds the lines' weight and volume to the inventory's occupied capacity in one guarded UPDATE,
 * then adds the units to its placements. Refused with a 409 naming the numbers when they do not
 * fit. The caller holds the products' locks and keeps their counters; this keeps the inventory's.
 */
export async function putIntoInventory(tx: Tx, inventoryId: string, lines: PlacementLine[]): Promise<void> {
  if (lines.length === 0) return;
  const occupied = await queryRows<{ id: string }>(
    tx,
    sql`
    UPDATE ${inventories} AS i
    SET capacity_occupied = i.capacity_occupied + d.weight,
        volume_occupied = i.volume_occupied + d.volume,
        updated_at = now()
    FROM (${linesLoadSql(lines)}) AS d
    WHERE i.id = ${inventoryId}
      AND i.capacity_occupied + d.weight <= i.total_capacity
      AND i.volume_occupied + d.volume <= i.total_volume
    RETURNING i.id`,
  );
  if (occupied.length === 0) throw await capacityConflict(tx, inventoryId, lines);
  for (const line of sortedLines(lines)) {
    await tx
      .insert(inventoryProducts)
      .values({ inventoryId, productId: line.productId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [inventoryProducts.inventoryId, inventoryProducts.productId],
        set: { quantity: sql`${inventoryProducts.quantity} + ${line.quantity}`, updatedAt: sql`now()` },
      });
  }
}

/** The 409 for lines that do not fit, naming what they need and what is free. */
async function capacityConflict(tx: Tx, inventoryId: string, lines: PlacementLine[]) {
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
  if (!r) return notFound('Inventory');
  const n = (v: string) => Number(v);
  return conflict(
    `Not enough room in "${r.name}" for ${await describeLines(tx, lines)}: they need ${n(r.weight)} kg and ${n(r.volume)} m³, but only ${n(r.free_weight)} kg and ${n(r.free_volume)} m³ are free`,
  );
}

/**
 * Takes the lines' units out of the inventory's placements (a placement that reaches 0 is removed)
 * and releases their weight and volume. Refused with a 409 naming the shortfall when the inventory
 * holds fewer units than a line needs. The caller holds the products' locks and keeps their counters.
 */
export async function takeFromInventory(tx: Tx, inventoryId: string, lines: PlacementLine[]): Promise<void> {
  if (lines.length === 0) return;
  const sorted = sortedLines(lines);
  const held = await tx
    .select({ productId: inventoryProducts.productId, quantity: inventoryProducts.quantity })
    .from(inventoryProducts)
    .where(
      and(
        eq(inventoryProducts.inventoryId, inventoryId),
        inArray(
          inventoryProducts.productId,
          sorted.map((l) => l.productId),
        ),
      ),
    )
    .orderBy(asc(inventoryProducts.productId))
    .for('update');
  const heldOf = new Map(held.map((h) => [h.productId, h.quantity]));
  for (const line of sorted) {
    const available = heldOf.get(line.productId) ?? 0;
    if (available < line.quantity) throw await shortfallConflict(tx, inventoryId, line, available);
  }

  await tx.execute(sql`
    UPDATE ${inventories} AS i
    SET capacity_occupied = i.capacity_occupied - d.weight,
        volume_occupied = i.volume_occupied - d.volume,
        updated_at = now()
    FROM (${linesLoadSql(sorted)}) AS d
    WHERE i.id = ${inventoryId}`);
  for (const line of sorted) {
    const here = and(
      eq(inventoryProducts.inventoryId, inventoryId),
      eq(inventoryProducts.productId, line.productId),
    );
    const remaining = heldOf.get(line.productId)! - line.quantity;
    if (remaining === 0) {
      await tx.delete(inventoryProducts).where(here);
    } else {
      await tx
        .update(inventoryProducts)
        .set({ quantity: remaining, updatedAt: sql`now()` })
        .where(here);
    }
  }
}

async function shortfallConflict(tx: Tx, inventoryId: string, line: PlacementLine, available: number) {
  const [names] = await queryRows<{ inventory: string | null; product: string | null }>(
    tx,
    sql`SELECT (SELECT name FROM ${inventories} WHERE id = ${inventoryId}) AS inventory,
               (SELECT product_name FROM ${products} WHERE id = ${line.productId}) AS product`,
  );
  if (!names?.inventory) return notFound('Inventory');
  if (!names.product) return notFound('Product');
  return conflict(
    `"${names.inventory}" holds ${available} ${available === 1 ? 'unit' : 'units'} of "${names.product}", not the ${line.quantity} needed`,
  );
}

/** Lines in product id order: the order in which rows of one kind are locked everywhere. */
export function sortedLines<T extends PlacementLine>(lines: T[]): T[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
