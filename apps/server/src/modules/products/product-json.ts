import { sql, type SQL } from 'drizzle-orm';
import { isoTime, jsonValue } from '../../db/json.js';
import type { TProduct } from '@godown/shared';

/** A product's columns, in a table or a subquery of it, as the JSON builder reads them. */
export type ProductJsonSource = Record<
  | 'id'
  | 'productName'
  | 'sku'
  | 'batchId'
  | 'productCategory'
  | 'hsnCode'
  | 'gtin'
  | 'price'
  | 'quantity'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'description'
  | 'thresholdLimit'
  | 'shelfLifeDays'
  | 'mfgDate'
  | 'expiryDate'
  | 'supplierId'
  | 'supplierLongitude'
  | 'supplierLatitude'
  | 'placedQuantity'
  | 'inTransitQuantity'
  | 'expiryWarningDays'
  | 'reorderPoint'
  | 'reorderQuantity'
  | 'orderUpTo'
  | 'leadTimeDays'
  | 'hasBatches'
  | 'createdAt'
  | 'updatedAt',
  unknown
>;

/**
 * A product as the API shows it (toProduct in product-rules.ts), built by PostgreSQL as JSON
 * text: the products list's rows go from the database to the response as bytes, with no row objects,
 * mapping or serialising in Node (docs/performance.md). Every key, in toProduct's order; numbers
 * as float8, which PostgreSQL prints as JavaScript does (the shortest text that reads back the same).
 * Its text parses to exactly what toProduct returns: a test compares the two for every kind of value.
 */
export function productJson(p: ProductJsonSource): SQL<string> {
  return sql<string>`${productJsonValue(p)}::text`;
}

/** The same product as a json value, to nest in another object. */
export function productJsonValue(p: ProductJsonSource): SQL {
  type Key = keyof TProduct;
  const pairs: [Key, SQL | unknown][] = [
    ['_id', p.id],
    ['id', p.id],
    ['productName', p.productName],
    ['sku', p.sku],
    ['batchId', p.batchId],
    ['productCategory', p.productCategory],
    ['hsnCode', p.hsnCode],
    ['gtin', p.gtin],
    ['price', sql`${p.price}::float8`],
    ['quantity', p.quantity],
    ['weight', sql`${p.weight}::float8`],
    [
      'dimensions',
      sql`case when ${p.length} is not null and ${p.width} is not null and ${p.height} is not null
        then json_build_object('length', ${p.length}::float8, 'width', ${p.width}::float8, 'height', ${p.height}::float8) end`,
    ],
    ['description', p.description],
    ['thresholdLimit', p.thresholdLimit],
    ['shelfLifeDays', p.shelfLifeDays],
    ['mfgDate', p.mfgDate],
    ['expiryDate', p.expiryDate],
    ['supplierId', p.supplierId],
    [
      'supplierLocation',
      sql`case when ${p.supplierLongitude} is not null and ${p.supplierLatitude} is not null
        then json_build_object('type', 'Point', 'coordinates', json_build_array(${p.supplierLongitude}, ${p.supplierLatitude})) end`,
    ],
    ['restockRecommended', sql`${p.quantity} <= coalesce(${p.thresholdLimit}, 0)`],
    ['placedQuantity', p.placedQuantity],
    ['inTransitQuantity', p.inTransitQuantity],
    ['expiryWarningDays', p.expiryWarningDays],
    ['reorderPoint', p.reorderPoint],
    ['reorderQuantity', p.reorderQuantity],
    ['orderUpTo', p.orderUpTo],
    ['leadTimeDays', p.leadTimeDays],
    ['hasBatches', p.hasBatches],
    ['createdAt', isoTime(p.createdAt)],
    ['updatedAt', isoTime(p.updatedAt)],
  ];
  return jsonValue(pairs);
}

/** The products list's answer from rows of productJson text: `{ data: { products, total, totalExact } }`. */
export function productListBody(rows: readonly string[], total: number, totalExact: boolean): string {
  return `{"data":{"products":[${rows.join(',')}],"total":${total},"totalExact":${totalExact}}}`;
}
