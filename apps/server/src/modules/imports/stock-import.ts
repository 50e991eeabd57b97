import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPENING_STOCK_COLUMNS, STOCK_LIMITS } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { batchStock, inventories, inventoryProducts, products } from '../../db/schema.js';
import { AppError, conflict } from '../../errors.js';
import { syncAlertsOfMany } from '../alerts/stock-alerts.js';
import { ensureBatch } from '../stock/batch-stock.js';
import { lockProducts } from '../stock/locks.js';
import { changeHeldUnits } from '../stock/adjust-units.js';
import type { LedgerEntry } from '../stock/stock-ledger.js';
import {
  problem,
  problemOfError,
  shown,
  type ImportKindHandler,
  type ImportRun,
  type RowOutcome,
  type RowProblem,
  type RowValues,
} from './import-kind.js';

// Opening stock: "this inventory holds N units of this product (of this batch)". The row sets the
// units, so importing the same file again changes nothing. Units that arrive are first the
// product's unplaced units (a product import may have given the quantity already); only what goes
// beyond them raises its quantity. Units that go lower the quantity: the count says they are gone.

export interface StockRowInput {
  sku: string;
  inventory: string;
  quantity: number;
  batch: { code: string; mfgDate?: string; expiryDate?: string } | null;
}

function build(values: RowValues): { input: StockRowInput } | { problems: RowProblem[] } {
  const quantity = values.quantity as number;
  if (quantity < 0 || quantity > STOCK_LIMITS.quantityMax) {
    return { problems: [problem('quantity', 'import.quantityRange', { max: STOCK_LIMITS.quantityMax })] };
  }
  const code = values.batch === null || values.batch === undefined ? null : String(values.batch);
  const mfgDate = (values.mfgDate as string | null) ?? undefined;
  const expiryDate = (values.expiryDate as string | null) ?? undefined;
  if (!code && (mfgDate || expiryDate)) {
    return { problems: [problem('batch', 'import.datesNeedBatch')] };
  }
  if (code && code.length > STOCK_LIMITS.codeMax) {
    return {
      problems: [problem('batch', 'import.cellTooLong', { column: 'batch', max: STOCK_LIMITS.codeMax })],
    };
  }
  if (mfgDate && expiryDate && expiryDate < mfgDate) {
    return { problems: [problem('expiryDate', 'import.expiryBeforeMfg')] };
  }
  return {
    input: {
      sku: String(values.sku),
      inventory: String(values.inventory),
      quantity,
      batch: code ? { code, mfgDate, expiryDate } : null,
    },
  };
}

/** The inventories a chunk names, by name without case; a name two inventories share is ambiguous. */
async function inventoriesByName(tx: Tx, names: string[]): Promise<Map<string, string[]>> {
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const rows = await tx
    .select({ id: inventories.id, name: inventories.name })
    .from(inventories)
    .where(inArray(sql`lower(${inventories.name})`, lower));
  const found = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    found.set(key, [...(found.get(key) ?? []), row.id]);
  }
  return found;
}

/** Units of the product the inventory holds: of one batch, or those carrying no batch. */
async function heldUnits(
  tx: Tx,
  inventoryId: string,
  productId: string,
  batchId: string | null,
): Promise<number> {
  if (batchId) {
    const [row] = await tx
      .select({ quantity: batchStock.quantity })
      .from(batchStock)
      .where(and(eq(batchStock.inventoryId, inventoryId), eq(batchStock.batchId, batchId)));
    return row?.quantity ?? 0;
  }
  const [row] = await tx
    .execute(
      sql`
    SELECT coalesce((SELECT quantity FROM ${inventoryProducts}
                     WHERE inventory_id = ${inventoryId} AND product_id = ${productId}), 0)
         - coalesce((SELECT sum(quantity) FROM ${batchStock}
                     WHERE inventory_id = ${inventoryId} AND product_id = ${productId}), 0) AS units`,
    )
    .then((r) => (r as unknown as { rows: { units: string | number }[] }).rows);
  return Number(row?.units ?? 0);
}

/**
 * Sets one row's units (the caller holds a savepoint of the row, so a refusal undoes only that row).
 * A Tally stock item's opening stock is set the same way, godown by godown.
 */
export async function setUnits(
  tx: Tx,
  run: ImportRun,
  productId: string,
  inventoryId: string,
  input: StockRowInput,
): Promise<'unchanged' | 'update'> {
  const batch = input.batch ? await ensureBatch(tx, productId, input.batch) : null;
  const current = await heldUnits(tx, inventoryId, productId, batch?.id ?? null);
  const delta = input.quantity - current;
  if (delta === 0) return 'unchanged';
  const entry: LedgerEntry = { reason: 'import', userId: run.userId, importId: run.importId };
  if (delta < 0 && !batch) {
    const [product] = await tx
      .select({ name: products.productName, hasBatches: products.hasBatches })
      .from(products)
      .where(eq(products.id, productId));
    const [batched] = product?.hasBatches
      ? await tx
          .select({ n: sql<number>`count(*)` })
          .from(batchStock)
          .where(and(eq(batchStock.inventoryId, inventoryId), eq(batchStock.productId, productId)))
      : [];
    if (Number(batched?.n ?? 0) > 0) {
      throw conflict('import.heldByBatch', { product: product!.name });
    }
  }
  await changeHeldUnits(tx, { inventoryId, productId, batchId: batch?.id ?? null, delta }, entry);
  return 'update';
}

async function write(run: ImportRun, rows: { row: number; input: StockRowInput }[]): Promise<RowOutcome[]> {
  const { tx } = run;
  const found = await lockProducts(
    tx,
    inArray(products.sku, [...new Set(rows.map((r) => r.input.sku))]),
    'update',
    { id: products.id, sku: products.sku },
  );
  const productOf = new Map(found.map((p) => [p.sku!, p.id]));
  const places = await inventoriesByName(
    tx,
    rows.map((r) => r.input.inventory),
  );
  const touched = new Set<string>();
  const outcomes: RowOutcome[] = [];
  for (const { input } of rows) {
    const productId = productOf.get(input.sku);
    const inventoryIds = places.get(input.inventory.toLowerCase()) ?? [];
    if (!productId) {
      outcomes.push({ problems: [problem('sku', 'import.noProductSku', { sku: input.sku })] });
      continue;
    }
    if (inventoryIds.length !== 1) {
      outcomes.push({
        problems: [
          inventoryIds.length === 0
            ? problem('inventory', 'import.noInventoryNamed', { name: input.inventory })
            : problem('inventory', 'import.inventoriesNamed', {
                count: inventoryIds.length,
                name: input.inventory,
              }),
        ],
      });
      continue;
    }
    try {
      const action = await tx.transaction((savepoint) =>
        setUnits(savepoint as unknown as Tx, run, productId, inventoryIds[0]!, input),
      );
      if (action === 'update') touched.add(productId);
      outcomes.push({ action });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcomes.push({
        problems: [problemOfError(error.said?.reason === 'stock.notEnoughRoom' ? 'quantity' : null, error)],
      });
    }
  }
  if (touched.size) {
    await syncAlertsOfMany(
      tx,
      await tx
        .select()
        .from(products)
        .where(inArray(products.id, [...touched])),
    );
  }
  return outcomes;
}

export const openingStockImport: ImportKindHandler<StockRowInput> = {
  columns: OPENING_STOCK_COLUMNS,
  keyColumn: 'sku',
  build,
  key: (input) => [input.sku, input.inventory.toLowerCase(), input.batch?.code ?? ''].join('\u0000'),
  write,
  preview: (input) => ({
    sku: input.sku,
    inventory: input.inventory,
    quantity: shown(input.quantity),
    batch: input.batch?.code ?? null,
    mfgDate: input.batch?.mfgDate ?? null,
    expiryDate: input.batch?.expiryDate ?? null,
  }),
};
