import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUNT_LIMITS,
  type TCountDetail,
  type TCountLine,
  type zCountCreateSchema,
  type zCountEntrySchema,
  type zCountPostSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  batchStock,
  inventories,
  inventoryProducts,
  products,
  stockCountEntries,
  stockCountLines,
  stockCounts,
  storageUnitStock,
} from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { AppError, conflict, notFound, uniqueViolation } from '../../errors.js';
import { syncAlertsOfMany } from '../alerts/stock-alerts.js';
import { changeHeldUnits } from '../stock/adjust-units.js';
import { ensureBatch } from '../stock/batch-stock.js';
import { lockProducts } from '../stock/locks.js';
import { storageUnitOf } from '../stock/storage-unit-stock.js';
import { getCount, readLines } from './counts-read.service.js';

// Stock counts (docs/domain.md#stock-counts). Nothing is frozen while people count: the count
// records the units expected at its start, and each line's system units again when the line is
// first counted. Posting adjusts every counted line by counted − system-at-count, so units that
// moved before a line was counted (a sale, a transfer) are not taken for a loss or a find.

type CountRow = typeof stockCounts.$inferSelect;
type CountCreate = z.output<typeof zCountCreateSchema>;
type CountEntry = z.output<typeof zCountEntrySchema>;
type CountPost = z.output<typeof zCountPostSchema>;

interface Actor {
  id: string;
}

/**
 * The units the system holds now for a line `l` (product_id, batch_id) of the count: in its storage
 * unit, or in its inventory (a batch's units, or the placed units without a batch).
 */
function systemUnitsSql(countRow: CountRow, line: string): SQL {
  const l = sql.raw(line);
  if (countRow.storageUnitId) {
    return sql`coalesce((SELECT quantity FROM ${storageUnitStock} su
      WHERE su.storage_unit_id = ${countRow.storageUnitId} AND su.product_id = ${l}.product_id
        AND su.batch_id IS NOT DISTINCT FROM ${l}.batch_id), 0)`;
  }
  return sql`CASE WHEN ${l}.batch_id IS NULL THEN
      coalesce((SELECT quantity FROM ${inventoryProducts} ip
                WHERE ip.inventory_id = ${countRow.inventoryId} AND ip.product_id = ${l}.product_id), 0)
      - coalesce((SELECT sum(quantity) FROM ${batchStock} bs
                  WHERE bs.inventory_id = ${countRow.inventoryId} AND bs.product_id = ${l}.product_id), 0)
    ELSE coalesce((SELECT quantity FROM ${batchStock} bs
                   WHERE bs.inventory_id = ${countRow.inventoryId} AND bs.batch_id = ${l}.batch_id), 0)
    END`;
}

/** The snapshot of what the count covers: its lines with the units expected, written at the start. */
async function snapshotLines(tx: Tx, countRow: CountRow): Promise<number> {
  const inventoryId = countRow.inventoryId!;
  if (countRow.storageUnitId) {
    await tx.execute(sql`
      INSERT INTO ${stockCountLines} (count_id, product_id, batch_id, expected)
      SELECT ${countRow.id}::uuid, product_id, batch_id, quantity FROM ${storageUnitStock}
      WHERE storage_unit_id = ${countRow.storageUnitId}`);
  } else {
    const category = countRow.category ? sql`AND p.product_category = ${countRow.category}` : sql``;
    await tx.execute(sql`
      INSERT INTO ${stockCountLines} (count_id, product_id, batch_id, expected)
      SELECT ${countRow.id}::uuid, bs.product_id, bs.batch_id, bs.quantity
      FROM ${batchStock} bs JOIN ${products} p ON p.id = bs.product_id
      WHERE bs.inventory_id = ${inventoryId} ${category}
      UNION ALL
      SELECT ${countRow.id}::uuid, ip.product_id, NULL::uuid, ip.quantity - coalesce(b.units, 0)
      FROM ${inventoryProducts} ip JOIN ${products} p ON p.id = ip.product_id
      LEFT JOIN (SELECT product_id, sum(quantity)::int AS units FROM ${batchStock}
                 WHERE inventory_id = ${inventoryId} GROUP BY product_id) b ON b.product_id = ip.product_id
      WHERE ip.inventory_id = ${inventoryId} AND ip.quantity > coalesce(b.units, 0) ${category}`);
  }
  const [row] = await tx
    .select({ n: count() })
    .from(stockCountLines)
    .where(eq(stockCountLines.countId, countRow.id));
  return row?.n ?? 0;
}

/** Starts a count of an inventory, a category in it or one of its storage units (one open count per inventory). */
export async function startCount(db: Db, body: CountCreate, actor: Actor): Promise<TCountDetail> {
  let id: string;
  try {
    id = await inTransaction(db, async (tx) => {
      const [inventory] = await tx
        .select({ id: inventories.id })
        .from(inventories)
        .where(eq(inventories.id, body.inventoryId));
      if (!inventory) throw notFound('notFound.inventory');
      if (body.storageUnitId) await storageUnitOf(tx, body.inventoryId, body.storageUnitId);
      const [countRow] = (await tx
        .insert(stockCounts)
        .values({
          inventoryId: body.inventoryId,
          scope: body.scope,
          category: body.category ?? null,
          storageUnitId: body.storageUnitId ?? null,
          note: body.note ?? null,
          startedBy: actor.id,
        })
        .returning()) as [CountRow];
      const lines = await snapshotLines(tx, countRow);
      if (lines > COUNT_LIMITS.linesMax) {
        throw conflict('count.tooManyLines', { lines, max: COUNT_LIMITS.linesMax });
      }
      return countRow.id;
    });
  } catch (error) {
    if (uniqueViolation(error) !== 'stock_counts_one_open_idx') throw error;
    // Read after the refused transaction has ended (the embedded database has one connection).
    const [open] = await db
      .select({ number: stockCounts.number })
      .from(stockCounts)
      .where(and(eq(stockCounts.inventoryId, body.inventoryId), eq(stockCounts.status, 'open')));
    throw open
      ? conflict('count.alreadyOpen', { number: open.number })
      : conflict('count.anotherAlreadyOpen');
  }
  return getCount(db, id);
}

/** The count row locked for a change (entries share it; posting and cancelling take it alone), open or a 409. */
async function lockOpenCount(tx: Tx, id: string, mode: 'share' | 'update'): Promise<CountRow> {
  const [row] = await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for(mode);
  if (!row) throw notFound('notFound.count');
  if (row.status !== 'open' || !row.inventoryId) {
    throw conflict('count.notOpen', { number: row.number, status: row.status });
  }
  return row;
}

/**
 * Records units counted on a line: `add` adds them (two people counting one line both add, each
 * entry saying who), `set` makes the line's count that number. A product or batch not in the
 * snapshot gets a line of its own (expected 0). The first count of a line records the system's
 * units at that moment, which the variance is measured against.
 */
export async function recordEntry(db: Db, id: string, body: CountEntry, actor: Actor): Promise<TCountLine> {
  const lineId = await inTransaction(db, async (tx) => {
    const countRow = await lockOpenCount(tx, id, 'share');
    const [product] = await tx
      .select({ id: products.id, name: products.productName, category: products.productCategory })
      .from(products)
      .where(eq(products.id, body.productId));
    if (!product) throw notFound('notFound.product');
    if (countRow.scope === 'category' && product.category !== countRow.category) {
      throw conflict('count.productNotInCategory', {
        product: product.name,
        category: String(countRow.category),
      });
    }
    let batchId = body.batchId ?? null;
    if (body.batch) batchId = (await ensureBatch(tx, product.id, body.batch)).id;
    else if (batchId) {
      const [batch] = await tx
        .select({ id: batches.id })
        .from(batches)
        .where(and(eq(batches.id, batchId), eq(batches.productId, product.id)));
      if (!batch) throw notFound('notFound.batch');
    }
    const key = sql`count_id = ${id} AND product_id = ${product.id} AND batch_id IS NOT DISTINCT FROM ${batchId}::uuid`;
    const lockLine = () =>
      queryRows<{ id: number; counted: number | null }>(
        tx,
        sql`SELECT id, counted FROM ${stockCountLines} WHERE ${key} FOR UPDATE`,
      );
    let [line] = await lockLine();
    if (!line) {
      // Found during the count; a racing entry of the same line may insert it first.
      await tx.execute(sql`
        INSERT INTO ${stockCountLines} (count_id, product_id, batch_id, expected)
        VALUES (${id}, ${product.id}, ${batchId}, 0)
        ON CONFLICT ON CONSTRAINT stock_count_lines_count_product_batch_unique DO NOTHING`);
      [line] = await lockLine();
    }
    const before = line!.counted ?? 0;
    const after = body.mode === 'set' ? body.quantity : before + body.quantity;
    if (after < 0) throw conflict('count.belowZero');
    await tx.execute(sql`
      UPDATE ${stockCountLines} AS l
      SET counted = ${after}, counted_at = now(),
          system_at_count = coalesce(l.system_at_count, ${systemUnitsSql(countRow, 'l')})
      WHERE l.id = ${line!.id}`);
    if (after !== before || line!.counted === null) {
      await tx
        .insert(stockCountEntries)
        .values({ lineId: line!.id, userId: actor.id, quantity: after - before });
    }
    return line!.id;
  });
  const detail = await readLines(db, id, [lineId]);
  return detail[0]!;
}

/** Clears a line's count and its entries, so it is counted again (its system units too). */
export async function recountLine(db: Db, id: string, lineId: number): Promise<TCountLine> {
  await inTransaction(db, async (tx) => {
    await lockOpenCount(tx, id, 'share');
    const cleared = await tx
      .update(stockCountLines)
      .set({ counted: null, countedAt: null, systemAtCount: null })
      .where(and(eq(stockCountLines.id, lineId), eq(stockCountLines.countId, id)))
      .returning({ id: stockCountLines.id });
    if (cleared.length === 0) throw notFound('notFound.countLine');
    await tx.delete(stockCountEntries).where(eq(stockCountEntries.lineId, lineId));
  });
  return (await readLines(db, id, [lineId]))[0]!;
}

/** Cancels an open count: nothing is adjusted. */
export async function cancelCount(db: Db, id: string): Promise<TCountDetail> {
  await inTransaction(db, async (tx) => {
    await lockOpenCount(tx, id, 'update');
    await tx.update(stockCounts).set({ status: 'cancelled' }).where(eq(stockCounts.id, id));
  });
  return getCount(db, id);
}

/**
 * Posts a count in one transaction: every counted line's variance (counted − system at count) goes
 * to the stock, the placement and (for a storage unit's count) the storage unit, with ledger rows of
 * reason `count` naming the count. Lines nobody counted are left alone, or counted as 0 with
 * `uncounted: zero`. A loss larger than what is there now (units left after the line was counted) is
 * a 409 asking for a recount, and nothing is posted.
 */
export async function postCount(db: Db, id: string, body: CountPost, actor: Actor): Promise<TCountDetail> {
  await inTransaction(db, async (tx) => {
    const countRow = await lockOpenCount(tx, id, 'update');
    if (body.uncounted === 'zero') {
      await tx.execute(sql`
        UPDATE ${stockCountLines} AS l
        SET counted = 0, counted_at = now(), system_at_count = ${systemUnitsSql(countRow, 'l')}
        WHERE l.count_id = ${id} AND l.counted IS NULL`);
    }
    const lines = await queryRows<{
      id: number;
      product_id: string;
      batch_id: string | null;
      delta: number;
      product_name: string;
    }>(
      tx,
      sql`SELECT l.id, l.product_id, l.batch_id, l.counted - l.system_at_count AS delta, p.product_name
          FROM ${stockCountLines} l JOIN ${products} p ON p.id = l.product_id
          WHERE l.count_id = ${id} AND l.counted IS NOT NULL
          ORDER BY l.product_id, l.batch_id NULLS LAST`,
    );
    const changed = lines.filter((l) => l.delta !== 0);
    const productIds = [...new Set(changed.map((l) => l.product_id))];
    // Products locked in id order, as every stock change locks them.
    await lockProducts(tx, productIds, 'update');
    const entry = { reason: 'count' as const, userId: actor.id, countId: id };
    for (const line of changed) {
      try {
        await changeHeldUnits(
          tx,
          {
            inventoryId: countRow.inventoryId!,
            productId: line.product_id,
            batchId: line.batch_id,
            delta: line.delta,
            storageUnitId: countRow.storageUnitId,
          },
          entry,
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT' && line.delta < 0) {
          throw conflict('count.recountBecause', {
            product: line.product_name,
            cause: [error.said],
          });
        }
        throw error;
      }
    }
    await tx.execute(sql`
      UPDATE ${stockCountLines} SET adjustment = counted - system_at_count
      WHERE count_id = ${id} AND counted IS NOT NULL`);
    await tx
      .update(stockCounts)
      .set({ status: 'posted', postedBy: actor.id, postedAt: sql`now()` })
      .where(eq(stockCounts.id, id));
    if (productIds.length) {
      await syncAlertsOfMany(tx, await tx.select().from(products).where(inArray(products.id, productIds)));
    }
  });
  return getCount(db, id);
}
