import { sql, type SQL } from 'drizzle-orm';
import { isLowStock, type TProduct } from '@godown/shared';
import { defineAnswer } from '../../db/answer-fields.js';
import type { ProductRow } from './product-rules.js';

/** A product's columns, in a table or a subquery of it, as the JSON builder reads them. */
export type ProductJsonSource = { readonly [K in keyof ProductRow]: unknown };

type Dimensions = NonNullable<TProduct['dimensions']>;

/** A product's size, when it has all three of its measures. */
const dimensions = defineAnswer<
  Record<keyof Dimensions, number>,
  Record<keyof Dimensions, unknown>,
  Dimensions
>()((f) => ({ length: f.float('length'), width: f.float('width'), height: f.float('height') }));

/**
 * A product as the API shows it: one list of fields (db/answer-fields.ts) from which come toProduct
 * (product-rules.ts) and the JSON PostgreSQL writes for the lists, whose rows go from the database
 * to the response as bytes, with no row objects, mapping or serialising in Node
 * (docs/performance.md). Numbers as float8, which PostgreSQL prints as JavaScript does;
 * restockRecommended is the one rule written in both languages (isLowStock).
 */
export const productAnswer = defineAnswer<ProductRow, ProductJsonSource, TProduct>()((f) => ({
  _id: f.column('id'),
  id: f.column('id'),
  productName: f.column('productName'),
  sku: f.column('sku'),
  batchId: f.column('batchId'),
  productCategory: f.column('productCategory'),
  hsnCode: f.column('hsnCode'),
  uqc: f.column('uqc'),
  gtin: f.column('gtin'),
  price: f.float('price'),
  brand: f.column('brand'),
  mrp: f.float('mrp'),
  quantity: f.column('quantity'),
  weight: f.float('weight'),
  dimensions: f.whenAll(['length', 'width', 'height'], dimensions),
  description: f.column('description'),
  thresholdLimit: f.column('thresholdLimit'),
  shelfLifeDays: f.column('shelfLifeDays'),
  mfgDate: f.column('mfgDate'),
  expiryDate: f.column('expiryDate'),
  supplierId: f.column('supplierId'),
  supplierLocation: f.point('supplierLongitude', 'supplierLatitude'),
  restockRecommended: f.of(
    (r) => isLowStock(r.quantity, r.thresholdLimit),
    (s) => sql`${s.quantity} <= coalesce(${s.thresholdLimit}, 0)`,
  ),
  placedQuantity: f.column('placedQuantity'),
  inTransitQuantity: f.column('inTransitQuantity'),
  expiryWarningDays: f.column('expiryWarningDays'),
  reorderPoint: f.column('reorderPoint'),
  reorderQuantity: f.column('reorderQuantity'),
  orderUpTo: f.column('orderUpTo'),
  leadTimeDays: f.column('leadTimeDays'),
  hasBatches: f.column('hasBatches'),
  createdAt: f.time('createdAt'),
  updatedAt: f.time('updatedAt'),
}));

/** A product as JSON text written by PostgreSQL (productAnswer). */
export function productJson(p: ProductJsonSource): SQL<string> {
  return productAnswer.jsonText(p);
}

/** The same product as a json value, to nest in another object. */
export function productJsonValue(p: ProductJsonSource): SQL {
  return productAnswer.jsonValue(p);
}

/** The products list's answer from rows of productJson text: `{ data: { products, total, totalExact } }`. */
export function productListBody(rows: readonly string[], total: number, totalExact: boolean): string {
  return `{"data":{"products":[${rows.join(',')}],"total":${total},"totalExact":${totalExact}}}`;
}
