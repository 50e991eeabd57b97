import type { z } from 'zod';
import { geoPointOrNull, isLowStock, type TProduct, type zProductUpdateSchema } from '@godown/shared';
import type { products } from '../../db/schema.js';
import { conflict } from '../../errors.js';

// Products' rules and shape: a row as the API shows it, the fields a body writes, and the checks a
// change must pass; the products' reads are products-read.service.ts, their writes
// products-write.service.ts.

/** A product's row as the API reads it (its search text stays in the database). */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
type ProductUpdate = z.output<typeof zProductUpdateSchema>;

/** A product as the API shows it, with restockRecommended derived from quantity and threshold. */
export function toProduct(row: ProductRow): TProduct {
  const hasDimensions = row.length !== null && row.width !== null && row.height !== null;
  return {
    _id: row.id,
    id: row.id,
    productName: row.productName,
    sku: row.sku,
    batchId: row.batchId,
    productCategory: row.productCategory,
    hsnCode: row.hsnCode,
    gtin: row.gtin,
    price: row.price,
    quantity: row.quantity,
    weight: row.weight,
    dimensions: hasDimensions ? { length: row.length!, width: row.width!, height: row.height! } : null,
    description: row.description,
    thresholdLimit: row.thresholdLimit,
    shelfLifeDays: row.shelfLifeDays,
    mfgDate: row.mfgDate,
    expiryDate: row.expiryDate,
    supplierId: row.supplierId,
    supplierLocation: geoPointOrNull(row.supplierLongitude, row.supplierLatitude),
    restockRecommended: isLowStock(row.quantity, row.thresholdLimit),
    placedQuantity: row.placedQuantity,
    inTransitQuantity: row.inTransitQuantity,
    expiryWarningDays: row.expiryWarningDays,
    reorderPoint: row.reorderPoint,
    reorderQuantity: row.reorderQuantity,
    orderUpTo: row.orderUpTo,
    leadTimeDays: row.leadTimeDays,
    hasBatches: row.hasBatches,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a product's committed units are, for a refusal to lower its quantity below them. */
export function committedUnits(row: ProductRow): string {
  const parts = [];
  if (row.placedQuantity > 0) parts.push(`${row.placedQuantity} units are placed in inventories`);
  if (row.inTransitQuantity > 0)
    parts.push(`${row.inTransitQuantity} units are in transit between inventories`);
  const fix =
    row.placedQuantity > 0 ? ' Remove them from the inventories first.' : ' Wait for the delivery first.';
  return `${parts.join(' and ')}.${fix}`;
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
  const fields = [
    ['batchId', 'Batch ID'],
    ['mfgDate', 'Manufacturing date'],
    ['expiryDate', 'Expiry date'],
  ] as const;
  for (const [key, label] of fields) {
    if (values[key] !== undefined && values[key] !== current[key]) {
      throw conflict(
        `${label} of "${current.productName}" follows its batches (it shows the earliest-expiring batch in stock): receive or place units with a batch instead`,
      );
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
  copy('gtin');
  copy('price');
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

/** Whether a change moved the product's weight or size (the inventories holding it re-occupy). */
export function sizeChanged(before: ProductRow, after: ProductRow): boolean {
  return (
    before.weight !== after.weight ||
    before.length !== after.length ||
    before.width !== after.width ||
    before.height !== after.height
  );
}
