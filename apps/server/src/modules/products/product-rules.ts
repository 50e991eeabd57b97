import type { z } from 'zod';
import {
  message,
  SUPPLIER_LOCKED_PRODUCT_FIELDS,
  type TKeyedMessage,
  type TProduct,
  type zProductUpdateSchema,
} from '@godown/shared';
import type { products } from '../../db/schema.js';
import { conflict } from '../../errors.js';
import { productAnswer } from './product-json.js';

// Products' rules and shape: a row as the API shows it, the fields a body writes, and the checks a
// change must pass; the products' reads are products-read.service.ts, their writes
// products-write.service.ts.

/** A product's row as the API reads it (its search texts stay in the database). */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'nameText'>;
type ProductUpdate = z.output<typeof zProductUpdateSchema>;

/** A product as the API shows it (its one list of fields: productAnswer in product-json.ts). */
export function toProduct(row: ProductRow): TProduct {
  return productAnswer.toAnswer(row);
}

/** Where a product's committed units are, for a refusal to lower its quantity below them. */
export function committedMessage(row: ProductRow): TKeyedMessage {
  const { placedQuantity: placed, inTransitQuantity: inTransit } = row;
  if (placed > 0 && inTransit > 0) return message('product.committedBoth', { placed, inTransit });
  return placed > 0
    ? message('product.committedPlaced', { placed })
    : message('product.committedInTransit', { inTransit });
}

/**
 * A product held by batch shows its earliest-expiring batch in batchId and the dates: they follow
 * its batches, and a change to another value is a 409 (the same value, as a form sends it back, is
 * no change).
 */
export function assertBatchFieldsKept(
  current: ProductRow,
  values: Partial<typeof products.$inferInsert>,
): void {
  for (const field of ['batchId', 'mfgDate', 'expiryDate'] as const) {
    if (values[field] !== undefined && values[field] !== current[field]) {
      throw conflict('product.followsBatches', { field, product: current.productName });
    }
  }
}

/** Column values for the optional fields given in a create or update body. */
export function productColumnsOf(input: ProductUpdate): Partial<typeof products.$inferInsert> {
  const values: Partial<typeof products.$inferInsert> = {};
  const copy = <K extends keyof ProductUpdate & keyof typeof products.$inferInsert>(key: K) => {
    if (input[key] !== undefined) values[key] = input[key] as (typeof products.$inferInsert)[K];
  };
  copy('productName');
  copy('sku');
  copy('batchId');
  copy('productCategory');
  copy('hsnCode');
  copy('uqc');
  copy('gtin');
  copy('price');
  copy('brand');
  copy('mrp');
  copy('quantity');
  copy('weight');
  copy('description');
  copy('thresholdLimit');
  copy('shelfLifeDays');
  copy('mfgDate');
  copy('expiryDate');
  copy('supplierId');
  copy('expiryWarningDays');
  copy('reorderPoint');
  copy('reorderQuantity');
  copy('orderUpTo');
  copy('leadTimeDays');
  // A product orders a fixed quantity or up to a level: setting one clears the other.
  if (input.reorderQuantity !== undefined && input.reorderQuantity !== null && input.orderUpTo === undefined)
    values.orderUpTo = null;
  if (input.orderUpTo !== undefined && input.orderUpTo !== null && input.reorderQuantity === undefined)
    values.reorderQuantity = null;
  if (input.dimensions !== undefined) {
    values.length = input.dimensions?.length ?? null;
    values.width = input.dimensions?.width ?? null;
    values.height = input.dimensions?.height ?? null;
  }
  if (input.supplierLocation !== undefined) {
    values.supplierLongitude = input.supplierLocation?.coordinates[0] ?? null;
    values.supplierLatitude = input.supplierLocation?.coordinates[1] ?? null;
  }
  return values;
}

/**
 * The columns an edit may write in one statement, with no lock and no read before it: no rule
 * compares them with the row as it was, and nothing follows them (the ledger follows the quantity,
 * the alerts the quantity, threshold and dates, the inventories' occupied capacity the size, the
 * batches the batch fields).
 */
const FREE_COLUMNS: ReadonlySet<string> = new Set<keyof typeof products.$inferInsert>([
  'productName',
  'sku',
  'productCategory',
  'hsnCode',
  'uqc',
  'gtin',
  'price',
  'brand',
  'mrp',
  'description',
  'shelfLifeDays',
  'expiryWarningDays',
  'reorderPoint',
  'reorderQuantity',
  'orderUpTo',
  'leadTimeDays',
  'supplierLongitude',
  'supplierLatitude',
]);

/**
 * Whether an edit's column values are all free ones (a price, a name, a reorder setting), so that
 * one UPDATE is the whole edit; a supplier's edit also leaves alone every field locked to them
 * (sending one, even unchanged, takes the checked path, which compares it with the row).
 */
export function isFreeEdit(values: Partial<typeof products.$inferInsert>, scope: 'all' | 'own'): boolean {
  return Object.keys(values).every(
    (column) =>
      FREE_COLUMNS.has(column) &&
      (scope === 'all' || !(SUPPLIER_LOCKED_PRODUCT_FIELDS as readonly string[]).includes(column)),
  );
}

/** Whether a change moved the product's weight or size (the inventories holding it re-occupy). */
export function sizeChanged(before: ProductRow, after: ProductRow): boolean {
  return (
    before.weight !== after.weight ||
    before.length !== after.length ||
    before.width !== after.width ||
    before.height !== after.height
  );
}
