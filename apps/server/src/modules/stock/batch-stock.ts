import { and, eq, sql, type SQL } from 'drizzle-orm';
import { message, TRANSPORT_ON_ROAD_STATUSES, type TBatchInput } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { batches, batchStock, products } from '../../db/schema.js';
import { sqlLiteralList, TODAY_IN_INDIA, uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { syncBatchExpiryAlerts } from '../alerts/batch-alerts.js';
import { unitCount, type StockLine } from './stock-ledger.js';

// Stock held by batch (docs/domain.md#batches-and-expiry). An inventory's placement of a product
// counts all its units; batch_stock says how many of them belong to each batch, and the rest carry
// none. These helpers run inside the placement changes of placements.ts, which hold the locks.

export type BatchRow = typeof batches.$inferSelect;

/**
 * The batch of a product with this code, created when new (and the product marked as held by batch).
 * Dates given for a batch that exists must be its dates (409 otherwise): one code, one lot.
 */
export async function ensureBatch(tx: Tx, productId: string, input: TBatchInput): Promise<BatchRow> {
  const code = input.code.trim();
  const [created] = await tx
    .insert(batches)
    .values({ productId, code, mfgDate: input.mfgDate ?? null, expiryDate: input.expiryDate ?? null })
    .onConflictDoNothing({ target: [batches.productId, batches.code] })
    .returning();
  if (created) {
    await tx
      .update(products)
      .set({ hasBatches: true })
      .where(and(eq(products.id, productId), eq(products.hasBatches, false)));
    return created;
  }
  const [existing] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.productId, productId), eq(batches.code, code)));
  const batch = existing!;
  const differs = (given: string | null | undefined, kept: string | null) =>
    given !== undefined && given !== null && given !== kept;
  if (differs(input.expiryDate, batch.expiryDate) || differs(input.mfgDate, batch.mfgDate)) {
    const dateOf = (date: string | null) =>
      date ? message('stock.dateAsWritten', { date }) : message('stock.dateNotSet');
    throw conflict('stock.batchExistsWithDates', {
      batch: code,
      mfg: [dateOf(batch.mfgDate)],
      expiry: [dateOf(batch.expiryDate)],
    });
  }
  return batch;
}

/** How expired batches are treated when units are picked. */
export type ExpiredBatches =
  /** Expired batches are picked like any other, earliest first (removals: writing off stock). */
  | 'allow'
  /** Expired batches go only when nothing else is left (an admin's dispatch with a reason). */
  | 'last'
  /** Expired batches are never picked; needing them is a 409 naming them (dispatch). */
  | 'refuse';

interface HeldBatch {
  batch_id: string;
  product_id: string;
  quantity: number;
  code: string;
  expiry_date: string | null;
  expired: boolean;
  product_name: string;
}

/**
 * Decides which batches the lines' units leave an inventory from, locking their batch_stock rows:
 * the batches a line names first, then first-expiry-first-out (batches by expiry date, those without
 * one last), then the units that carry no batch; a line marked `unbatched` takes only the units that
 * carry no batch (409 when there are fewer). `placed` is the inventory's placement of each
 * product (already locked by the caller). With `refuse`, expired batches are never taken: a named
 * expired batch, or a shortfall that only expired units would fill, is a 409 naming them. Returns the
 * lines with their batches set (lines of products held without batch unchanged).
 */
export async function pickBatches(
  tx: Tx,
  inventoryId: string,
  lines: StockLine[],
  placed: Map<string, number>,
  expired: ExpiredBatches,
): Promise<StockLine[]> {
  const held = await queryRows<HeldBatch>(
    tx,
    sql`
    SELECT s.batch_id, s.product_id, s.quantity, b.code, b.expiry_date::text AS expiry_date,
           coalesce(b.expiry_date < ${TODAY_IN_INDIA}, false) AS expired, p.product_name
    FROM ${batchStock} s JOIN ${batches} b ON b.id = s.batch_id JOIN ${products} p ON p.id = s.product_id
    WHERE s.inventory_id = ${inventoryId}
      AND s.product_id IN ${uuidList(lines.map((l) => l.productId))}
    ORDER BY s.batch_id
    FOR UPDATE OF s`,
  );
  if (held.length === 0 && lines.every((l) => !l.batches?.length)) return lines;
  return lines.map((line) =>
    pickLine(
      line,
      held.filter((h) => h.product_id === line.productId),
      placed,
      expired,
    ),
  );
}

function pickLine(
  line: StockLine,
  held: HeldBatch[],
  placed: Map<string, number>,
  expired: ExpiredBatches,
): StockLine {
  if (line.unbatched) {
    const loose = (placed.get(line.productId) ?? 0) - held.reduce((sum, h) => sum + h.quantity, 0);
    if (loose < line.quantity) {
      const units = [unitCount(Math.max(loose, 0))];
      const product = held[0]?.product_name;
      throw product === undefined
        ? conflict('stock.noUnbatchedUnitsOfTheProduct', { held: units, needed: line.quantity })
        : conflict('stock.noUnbatchedUnits', { held: units, product, needed: line.quantity });
    }
    return { ...line, batches: [] };
  }
  const left = new Map(held.map((h) => [h.batch_id, h.quantity]));
  const picks = new Map<string, number>();
  const take = (batchId: string, quantity: number) => {
    picks.set(batchId, (picks.get(batchId) ?? 0) + quantity);
    left.set(batchId, (left.get(batchId) ?? 0) - quantity);
  };
  const refusedExpired = (batches: HeldBatch[]) =>
    conflict('stock.expiredNotDispatched', {
      batches: batches.map((b) =>
        message('stock.batchExpiredOn', { batch: b.code, product: b.product_name, date: `${b.expiry_date}` }),
      ),
    });

  for (const chosen of line.batches ?? []) {
    const batch = held.find((h) => h.batch_id === chosen.batchId);
    const available = left.get(chosen.batchId) ?? 0;
    if (!batch || available < chosen.quantity) {
      const units = [unitCount(available)];
      throw batch
        ? conflict('stock.batchShortfall', { held: units, batch: batch.code, chosen: chosen.quantity })
        : conflict('stock.chosenBatchShortfall', { held: units, chosen: chosen.quantity });
    }
    if (batch.expired && expired === 'refuse') throw refusedExpired([batch]);
    take(chosen.batchId, chosen.quantity);
  }

  let needed = line.quantity - [...picks.values()].reduce((sum, n) => sum + n, 0);
  const fefo = [...held].sort(
    (a, b) =>
      (a.expiry_date ?? '9999-12-31').localeCompare(b.expiry_date ?? '9999-12-31') ||
      a.code.localeCompare(b.code),
  );
  const takeFrom = (candidates: HeldBatch[]) => {
    for (const batch of candidates) {
      if (needed === 0) break;
      const n = Math.min(needed, left.get(batch.batch_id) ?? 0);
      if (n > 0) take(batch.batch_id, n);
      needed -= n;
    }
  };
  takeFrom(fefo.filter((b) => expired === 'allow' || !b.expired));
  // Units without a batch come after every batch of known date.
  const unbatched = (placed.get(line.productId) ?? 0) - held.reduce((sum, h) => sum + h.quantity, 0);
  needed -= Math.min(needed, Math.max(unbatched, 0));
  if (expired === 'last') takeFrom(fefo.filter((b) => b.expired));
  if (needed > 0) {
    const stale = fefo.filter((b) => b.expired && (left.get(b.batch_id) ?? 0) > 0);
    if (stale.length) throw refusedExpired(stale);
    // The caller checked the placement holds the line: only a broken invariant reaches here.
    throw conflict('stock.notHeldByBatch');
  }
  return { ...line, batches: [...picks].map(([batchId, quantity]) => ({ batchId, quantity })) };
}

/** The (batch, product, units) rows of the lines, in batch id order (the order rows are locked in). */
function batchRows(lines: StockLine[]) {
  return lines
    .flatMap((l) => (l.batches ?? []).map((b) => ({ productId: l.productId, ...b })))
    .filter((b) => b.quantity > 0)
    .sort((a, b) => (a.batchId < b.batchId ? -1 : a.batchId > b.batchId ? 1 : 0));
}

/** Adds the lines' batch units to the inventory's batch stock. */
export async function putBatches(tx: Tx, inventoryId: string, lines: StockLine[]): Promise<void> {
  const rows = batchRows(lines);
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${batchStock} (inventory_id, batch_id, product_id, quantity)
    VALUES ${sql.join(
      rows.map((r) => sql`(${inventoryId}, ${r.batchId}, ${r.productId}, ${r.quantity})`),
      sql`, `,
    )}
    ON CONFLICT (inventory_id, batch_id) DO UPDATE
      SET quantity = ${batchStock}.quantity + excluded.quantity, updated_at = now()`);
}

/**
 * The lines' batch units taken out of the inventory's batch stock (picked and locked before), as
 * data-modifying parts of a WITH (`, batch_emptied AS (…), batch_lowered AS (…)`) for the caller's
 * statement; undefined when no line has batches.
 */
export function takeBatchesSql(inventoryId: string, lines: StockLine[]): SQL | undefined {
  const rows = batchRows(lines);
  if (rows.length === 0) return undefined;
  const taken = sql`(VALUES ${sql.join(
    rows.map((r) => sql`(${r.batchId}::uuid, ${r.quantity}::int)`),
    sql`, `,
  )}) AS t(batch_id, quantity)`;
  return sql`, batch_emptied AS (
      DELETE FROM ${batchStock} AS s USING ${taken}
      WHERE s.inventory_id = ${inventoryId} AND s.batch_id = t.batch_id AND s.quantity = t.quantity
      RETURNING 1
    ), batch_lowered AS (
      UPDATE ${batchStock} AS s SET quantity = s.quantity - t.quantity, updated_at = now()
      FROM ${taken}
      WHERE s.inventory_id = ${inventoryId} AND s.batch_id = t.batch_id AND s.quantity > t.quantity
      RETURNING 1
    )`;
}

/** The products of the lines that carry batches. */
export function batchedProducts(lines: StockLine[]): string[] {
  return [...new Set(lines.filter((l) => l.batches?.length).map((l) => l.productId))];
}

/**
 * After the batches of these products changed: each product's batchId and dates show its
 * earliest-expiring batch with units (in an inventory or on the road), and its batches' expiry
 * alerts follow their units.
 */
export async function afterBatchChange(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  // The summary and the alerts in one round trip: the alerts read the batches and the products'
  // names and warning windows, which the summary does not change.
  const summary = sql`
    UPDATE ${products} AS p
    SET batch_id = e.code, mfg_date = e.mfg_date, expiry_date = e.expiry_date
    FROM (
      SELECT DISTINCT ON (b.product_id) b.product_id, b.code, b.mfg_date, b.expiry_date
      FROM ${batches} b
      WHERE b.product_id IN ${uuidList(productIds)}
        AND (EXISTS (SELECT 1 FROM ${batchStock} s WHERE s.batch_id = b.id)
             OR EXISTS (SELECT 1 FROM transport_batches tb JOIN transports t ON t.id = tb.transport_id
                        WHERE tb.batch_id = b.id AND t.status IN ${sqlLiteralList(TRANSPORT_ON_ROAD_STATUSES)}))
      ORDER BY b.product_id, b.expiry_date NULLS LAST, b.code
    ) AS e
    WHERE p.id = e.product_id
      AND (p.batch_id, p.mfg_date, p.expiry_date) IS DISTINCT FROM (e.code, e.mfg_date, e.expiry_date)`;
  await syncBatchExpiryAlerts(tx, productIds, { alongside: summary });
}
