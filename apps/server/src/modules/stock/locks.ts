import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from '../../db/client.js';
import { inventories, products } from '../../db/schema.js';

// The row locks of stock changes, taken here and nowhere else. Every change that locks both takes
// the products first, then the inventories, each in id order: two transactions that touch the same
// rows then wait for each other instead of each holding a row the other needs (a deadlock, which
// PostgreSQL breaks by failing one of them). Within a call the rows are taken in id order whatever
// order the ids come in; a caller that locks more in one transaction asks for products before
// inventories.
//
// The strength is the caller's: `update` for a change that may delete the row or must exclude every
// other writer, `no key update` where foreign keys to the rows hold KEY SHARE locks (a transport's or
// an order's lines, written in this transaction or a concurrent one), which FOR UPDATE would wait on,
// and `share` to keep a row from being deleted or changed while something is written against it.

/** How a row is locked: SELECT … FOR UPDATE, FOR NO KEY UPDATE or FOR SHARE. */
export type RowLock = 'update' | 'no key update' | 'share';

/** The rows to lock: their ids, or a condition on the table (the rows matching it). */
export type LockTarget = readonly string[] | SQL;

type ProductRowLocked = typeof products.$inferSelect;
type InventoryRowLocked = typeof inventories.$inferSelect;

type StockTable = typeof products | typeof inventories;

/**
 * The lock of one table's rows: the ids given (no statement for none), or the rows a condition on
 * the table picks, locked in id order. Answers the locked rows' `fields` (their ids when none are
 * asked for), in id order; an id with no row is not among them.
 */
function rowLocker<T extends StockTable>(table: T) {
  return async <F extends SelectedFields = { id: T['id'] }>(
    tx: Tx,
    target: LockTarget,
    mode: RowLock,
    fields?: F,
  ): Promise<SelectResultFields<F>[]> => {
    if (Array.isArray(target) && target.length === 0) return [];
    const rows = await tx
      .select(fields ?? { id: table.id })
      .from(table as StockTable)
      .where(Array.isArray(target) ? inArray(table.id, target as string[]) : (target as SQL))
      .orderBy(asc(table.id))
      .for(mode);
    return rows as SelectResultFields<F>[];
  };
}

/** Locks products in id order (before any inventory): ids or a condition, and the fields to read. */
export const lockProducts = rowLocker(products);

/** Locks inventories in id order (after the products, when both are locked). */
export const lockInventories = rowLocker(inventories);

/** Locks one product and reads its row (undefined when there is none). */
export async function lockProduct(tx: Tx, id: string, mode: RowLock): Promise<ProductRowLocked | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for(mode);
  return row;
}

/** Locks one inventory and reads its row (undefined when there is none). */
export async function lockInventory(
  tx: Tx,
  id: string,
  mode: RowLock,
): Promise<InventoryRowLocked | undefined> {
  const [row] = await tx.select().from(inventories).where(eq(inventories.id, id)).for(mode);
  return row;
}

/**
 * Locks the products, then the inventories, each in id order (ids that are null or repeated are
 * passed over): the locks a stock change between inventories takes before it moves units.
 */
export async function lockStock(
  tx: Tx,
  rows: { products: readonly string[]; inventories: readonly (string | null)[] },
  mode: RowLock,
): Promise<void> {
  await lockProducts(tx, [...new Set(rows.products)], mode);
  await lockInventories(tx, [...new Set(rows.inventories.filter((id): id is string => id !== null))], mode);
}
