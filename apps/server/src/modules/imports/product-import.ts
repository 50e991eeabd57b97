import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gtin14,
  message,
  PRODUCT_COLUMNS,
  PRODUCT_MESSAGES,
  zProductCreateSchema,
  type TMessage,
} from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { syncAlertsOfMany } from '../alerts/stock-alerts.js';
import {
  assertBatchFieldsKept,
  committedMessage,
  productColumnsOf,
  sizeChanged,
  type ProductRow,
} from '../products/product-rules.js';
import { reoccupyInventories } from '../products/products-write.service.js';
import { lockProducts } from '../stock/locks.js';
import { recordMovements, type StockMovement } from '../stock/stock-ledger.js';
import {
  given,
  inSlices,
  problem,
  problemOf,
  problemOfError,
  problemOfRule,
  sameValue,
  shown,
  zodProblems,
  type ImportKindHandler,
  type RowOutcome,
  type RowProblem,
  type RowValues,
} from './import-kind.js';

// Products: created, or updated when the file's SKU is one the catalogue has. Only the columns a
// row fills are written; a row that would change nothing is counted unchanged and not touched.

type ProductInput = z.output<typeof zProductCreateSchema> & { sku: string };
interface ProductRowInput {
  body: ProductInput;
  /** The supplier's email or phone, as the file names them. */
  supplier: string | null;
}

type Columns = Partial<typeof products.$inferInsert>;

/** Which column a refusal of the product schema came from. */
function columnOf(path: PropertyKey[]): string | null {
  const [first, second] = path;
  if (first === 'dimensions') return typeof second === 'string' ? second : 'length';
  if (first === 'supplierLocation') return 'supplierLatitude';
  return typeof first === 'string' ? first : null;
}

function build(values: RowValues): { input: ProductRowInput } | { problems: RowProblem[] } {
  const v = values as Record<string, string | number | null | undefined>;
  const problems: RowProblem[] = [];
  const sizes = [v.length, v.width, v.height];
  let dimensions: { length: number; width: number; height: number } | undefined;
  if (sizes.some((s) => s !== null && s !== undefined)) {
    if (sizes.some((s) => s === null || s === undefined)) {
      problems.push(problem('length', 'import.dimensionsTogether'));
    } else {
      dimensions = { length: Number(v.length), width: Number(v.width), height: Number(v.height) };
    }
  }
  let supplierLocation: { type: 'Point'; coordinates: [number, number] } | undefined;
  const hasLng = v.supplierLongitude !== null && v.supplierLongitude !== undefined;
  const hasLat = v.supplierLatitude !== null && v.supplierLatitude !== undefined;
  if (hasLng !== hasLat) {
    problems.push(
      problem(hasLat ? 'supplierLongitude' : 'supplierLatitude', 'import.supplierLocationTogether'),
    );
  } else if (hasLng) {
    supplierLocation = {
      type: 'Point',
      coordinates: [Number(v.supplierLongitude), Number(v.supplierLatitude)],
    };
  }
  if (problems.length) return { problems };
  const body = given({
    productName: v.productName,
    sku: v.sku,
    productCategory: v.productCategory,
    hsnCode: v.hsnCode,
    gtin: v.gtin,
    price: v.price,
    brand: v.brand,
    mrp: v.mrp,
    quantity: v.quantity,
    thresholdLimit: v.thresholdLimit,
    weight: v.weight,
    dimensions,
    description: v.description,
    batchId: v.batchId,
    mfgDate: v.mfgDate,
    expiryDate: v.expiryDate,
    shelfLifeDays: v.shelfLifeDays,
    expiryWarningDays: v.expiryWarningDays,
    reorderPoint: v.reorderPoint,
    reorderQuantity: v.reorderQuantity,
    orderUpTo: v.orderUpTo,
    leadTimeDays: v.leadTimeDays,
    supplierLocation,
  });
  const parsed = zProductCreateSchema.safeParse(body);
  if (!parsed.success) return { problems: zodProblems(parsed.error, columnOf) };
  return {
    input: {
      body: parsed.data as ProductInput,
      supplier:
        typeof v.supplier === 'string'
          ? v.supplier
          : v.supplier === null || v.supplier === undefined
            ? null
            : String(v.supplier),
    },
  };
}

/** The users a chunk names as suppliers, by the email (lower case) or phone written. */
async function suppliersOf(tx: Tx, rows: ProductRowInput[]): Promise<Map<string, string>> {
  const named = [...new Set(rows.map((r) => r.supplier).filter((s): s is string => !!s))];
  const found = new Map<string, string>();
  if (named.length === 0) return found;
  const lower = named.map((s) => s.toLowerCase());
  const matches = await tx
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(
      sql`${users.email} IN (${sql.join(
        lower.map((s) => sql`${s}`),
        sql`, `,
      )}) OR ${users.phone} IN (${sql.join(
        named.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  for (const user of matches) {
    if (user.email) found.set(user.email, user.id);
    if (user.phone) found.set(user.phone, user.id);
  }
  return found;
}

/** Decimals the product's numeric columns keep (the rest are whole numbers or coordinates). */
const SCALES: Partial<Record<keyof Columns, number>> = {
  price: 2,
  mrp: 2,
  weight: 3,
  length: 2,
  width: 2,
  height: 2,
};

/** The fields of `values` whose value differs from the product's. */
function changedFields(current: ProductRow, values: Columns): Columns {
  const changed: Columns = {};
  for (const [key, value] of Object.entries(values) as [keyof Columns, unknown][]) {
    if (!sameValue(current[key as keyof ProductRow], value, SCALES[key])) {
      (changed as Record<string, unknown>)[key] = value;
    }
  }
  return changed;
}

async function write(
  run: Parameters<ImportKindHandler<ProductRowInput>['write']>[0],
  rows: { row: number; input: ProductRowInput }[],
): Promise<RowOutcome[]> {
  const { tx } = run;
  const outcomes: RowOutcome[] = [];
  const suppliers = await suppliersOf(
    tx,
    rows.map((r) => r.input),
  );
  // The products the file's SKUs name, locked in id order (the order every stock change locks in).
  const existing = await lockProducts(
    tx,
    inArray(
      products.sku,
      rows.map((r) => r.input.body.sku),
    ),
    'update',
    getTableColumns(products),
  );
  const bySku = new Map(existing.map((p) => [p.sku!, p]));
  const gtinProblems = await barcodeProblems(tx, run, rows);

  const creates: { index: number; values: typeof products.$inferInsert }[] = [];
  const touched: ProductRow[] = [];
  const ledger: StockMovement[] = [];
  const entry = {
    scope: 'stock' as const,
    reason: 'import' as const,
    userId: run.userId,
    importId: run.importId,
  };

  for (const [index, { input }] of rows.entries()) {
    const gtinProblem = gtinProblems.get(index);
    if (gtinProblem) {
      outcomes[index] = { problems: [problemOf('gtin', gtinProblem)] };
      continue;
    }
    const values: Columns = productColumnsOf(input.body);
    if (input.supplier) {
      const id = suppliers.get(input.supplier.toLowerCase()) ?? suppliers.get(input.supplier);
      if (!id) {
        outcomes[index] = {
          problems: [problem('supplier', 'import.noSupplier', { contact: input.supplier })],
        };
        continue;
      }
      values.supplierId = id;
    }
    const current = bySku.get(input.body.sku);
    if (!current) {
      creates.push({ index, values: { ...values, productName: input.body.productName } });
      continue;
    }
    const changes = changedFields(current, values);
    if (Object.keys(changes).length === 0) {
      outcomes[index] = { action: 'unchanged' };
      continue;
    }
    try {
      if (current.hasBatches) assertBatchFieldsKept(current, changes);
      const mfgDate = changes.mfgDate !== undefined ? changes.mfgDate : current.mfgDate;
      const expiryDate = changes.expiryDate !== undefined ? changes.expiryDate : current.expiryDate;
      if (mfgDate && expiryDate && expiryDate < mfgDate) {
        outcomes[index] = { problems: [problemOfRule('expiryDate', PRODUCT_MESSAGES.expiryBeforeMfg)] };
        continue;
      }
      const price = changes.price ?? current.price;
      const mrp = changes.mrp !== undefined ? changes.mrp : current.mrp;
      if (mrp !== null && mrp !== undefined && price > mrp) {
        outcomes[index] = {
          problems: [
            problem(changes.price !== undefined ? 'price' : 'mrp', 'product.priceOverMrp', { price, mrp }),
          ],
        };
        continue;
      }
      if (
        changes.quantity !== undefined &&
        changes.quantity! < current.placedQuantity + current.inTransitQuantity
      ) {
        outcomes[index] = {
          problems: [
            problem('quantity', 'import.cannotSetQuantity', {
              quantity: changes.quantity,
              reason: [committedMessage(current)],
            }),
          ],
        };
        continue;
      }
      const [updated] = await tx
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(sql`${products.id} = ${current.id}`)
        .returning();
      if (current.placedQuantity > 0 && sizeChanged(current, updated!))
        await reoccupyInventories(tx, current, updated!);
      if (updated!.quantity !== current.quantity) {
        ledger.push({ ...entry, productId: current.id, delta: updated!.quantity - current.quantity });
      }
      touched.push(updated!);
      outcomes[index] = { action: 'update' };
    } catch (error) {
      // A refusal of one product's change (a 409 of its rules) is that row's problem.
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      outcomes[index] = { problems: [problemOfError(null, error)] };
    }
  }

  await inSlices(creates, async (slice) => {
    const created = await tx
      .insert(products)
      .values(slice.map((c) => c.values))
      .returning();
    const bySkuCreated = new Map(created.map((p) => [p.sku, p]));
    for (const { index, values } of slice) {
      const product = bySkuCreated.get(values.sku ?? null)!;
      if (product.quantity > 0) ledger.push({ ...entry, productId: product.id, delta: product.quantity });
      touched.push(product);
      outcomes[index] = { action: 'create' };
    }
  });
  await inSlices(ledger, (slice) => recordMovements(tx, slice));
  await inSlices(touched, (slice) => syncAlertsOfMany(tx, slice));
  return outcomes;
}

/** The rows of each import run that gave each barcode (as 14 digits), across its chunks. */
const barcodeRows = new WeakMap<object, Map<string, number>>();

/**
 * A barcode is one product's: a row whose barcode another product has (another SKU), or an earlier
 * row of the file gave, is that row's problem, by row index in the chunk.
 */
async function barcodeProblems(
  tx: Tx,
  run: object,
  rows: { row: number; input: ProductRowInput }[],
): Promise<Map<number, TMessage>> {
  const problems = new Map<number, TMessage>();
  const withBarcode = rows.flatMap((r, index) =>
    r.input.body.gtin ? [{ index, ...r, gtin: gtin14(r.input.body.gtin) }] : [],
  );
  if (withBarcode.length === 0) return problems;
  const taken = await tx
    .select({ sku: products.sku, gtin: sql<string>`lpad(${products.gtin}, 14, '0')` })
    .from(products)
    .where(
      inArray(
        sql`lpad(${products.gtin}, 14, '0')`,
        withBarcode.map((g) => g.gtin),
      ),
    );
  const owner = new Map(taken.map((t) => [t.gtin, t.sku]));
  const seen = barcodeRows.get(run) ?? new Map<string, number>();
  barcodeRows.set(run, seen);
  for (const { index, row, input, gtin } of withBarcode) {
    const first = seen.get(gtin);
    const sku = owner.get(gtin);
    if (first !== undefined) problems.set(index, message('import.repeatsBarcode', { row: first }));
    else if (owner.has(gtin) && sku !== input.body.sku) {
      const barcode = input.body.gtin!;
      problems.set(
        index,
        sku
          ? message('import.barcodeTaken', { sku, barcode })
          : message('import.barcodeTakenByAnother', { barcode }),
      );
    } else seen.set(gtin, row);
  }
  return problems;
}

export const productImport: ImportKindHandler<ProductRowInput> = {
  columns: PRODUCT_COLUMNS,
  keyColumn: 'sku',
  build,
  key: (input) => input.body.sku,
  write,
  preview: ({ body, supplier }) => {
    const flat: Record<string, unknown> = { ...body, supplier };
    delete flat.dimensions;
    delete flat.supplierLocation;
    if (body.dimensions) Object.assign(flat, body.dimensions);
    if (body.supplierLocation) {
      flat.supplierLongitude = body.supplierLocation.coordinates[0];
      flat.supplierLatitude = body.supplierLocation.coordinates[1];
    }
    return Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, shown(v)]));
  },
};
