import { z } from 'zod';
import { zAmount, zBulkIdsSchema, zCount, zSearchPageSchema, zSortSchema, zText } from './fields.js';
import { zGeoPointSchema, zPointSchema } from './geo.js';
import { zGtinSchema } from './barcodes.js';
import { CESS_RATE_MAX, GST_RATES, GST_UNIT_CODE_LIST, isGstRate } from './gst-tax.js';
import { rule } from './messages/rule.js';
import { STOCK_LIMITS, STOCK_MOVEMENT_REASONS, STOCK_MOVEMENT_SCOPES } from './stock.js';

/**
 * The products search (docs/domain.md#product-search): every word of the search must appear in the
 * name, description or SKU, up to `wordsMax` words; a word of at most `wordStartMax` characters
 * ("ma", "5", "चा") must start a word there instead, as a search box sends after a keystroke or two.
 * Words are split on spaces and on the `separators`, which the stored search text also reads as
 * spaces. Its total is exact up to `exactTotalMax` matches; past it the answer says "more than"
 * that many, and a word in thousands of products lists the names that have it before the rest,
 * each newest first, as ranking every match on every keystroke would read every one of them.
 */
export const PRODUCT_SEARCH = {
  wordsMax: 6,
  wordStartMax: 2,
  separators: '()[]{},;',
  exactTotalMax: 200,
} as const;

/** Messages of the product rules, by key (`rule`); the form and the server say the same words. */
export const PRODUCT_MESSAGES = {
  nameRequired: rule('product.nameRequired'),
  expiryBeforeMfg: rule('product.expiryBeforeMfg'),
  date: rule('product.date'),
  notNegative: rule('product.notNegative'),
  wholeNumber: rule('product.wholeNumber'),
  hsnCode: rule('product.hsnCode'),
  priceOverMrp: rule('product.priceOverMrpRule'),
} as const;

/** A price at or under the MRP, when a body gives both (the database checks what it keeps). */
const priceWithinMrp = (body: { price?: number | null; mrp?: number | null }) =>
  body.price === undefined ||
  body.price === null ||
  body.mrp === undefined ||
  body.mrp === null ||
  body.price <= body.mrp;
const PRICE_WITHIN_MRP = { message: PRODUCT_MESSAGES.priceOverMrp, path: ['price'] };

/** A calendar date, YYYY-MM-DD (a full ISO date-time is accepted and cut to its date). */
export const zDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: PRODUCT_MESSAGES.date })
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2200;
  }, rule('product.dateYears'));

/** Length, width and height of one unit, in cm. */
export const zDimensionsSchema = z.strictObject({
  length: zAmount(STOCK_LIMITS.dimensionMaxCm, 'length'),
  width: zAmount(STOCK_LIMITS.dimensionMaxCm, 'width'),
  height: zAmount(STOCK_LIMITS.dimensionMaxCm, 'height'),
});
export type TDimensions = z.infer<typeof zDimensionsSchema>;

const productFields = {
  productName: zText(STOCK_LIMITS.textMax, 'productName').min(1, PRODUCT_MESSAGES.nameRequired),
  sku: zText(STOCK_LIMITS.codeMax, 'sku').min(1, rule('product.skuBlank')),
  batchId: zText(STOCK_LIMITS.codeMax, 'batchId'),
  productCategory: zText(STOCK_LIMITS.categoryMax, 'category'),
  hsnCode: z
    .string(rule('product.hsnCodeText'))
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, PRODUCT_MESSAGES.hsnCode),
  gtin: zGtinSchema,
  price: zAmount(STOCK_LIMITS.priceMax, 'price'),
  brand: zText(STOCK_LIMITS.categoryMax, 'brand'),
  mrp: zAmount(STOCK_LIMITS.priceMax, 'mrp'),
  quantity: zCount(STOCK_LIMITS.quantityMax, 'quantity'),
  weight: zAmount(STOCK_LIMITS.weightMaxKg, 'weight'),
  dimensions: zDimensionsSchema,
  description: zText(STOCK_LIMITS.descriptionMax, 'description'),
  thresholdLimit: zCount(STOCK_LIMITS.quantityMax, 'thresholdLimit'),
  shelfLifeDays: zCount(STOCK_LIMITS.daysMax, 'shelfLife'),
  mfgDate: zDateSchema,
  expiryDate: zDateSchema,
  supplierId: z.uuid(rule('product.supplierNotAnId')),
  supplierLocation: zGeoPointSchema,
  expiryWarningDays: zCount(STOCK_LIMITS.daysMax, 'expiryWarning'),
  reorderPoint: zCount(STOCK_LIMITS.quantityMax, 'reorderPoint'),
  reorderQuantity: zCount(STOCK_LIMITS.quantityMax, 'reorderQuantity').min(
    1,
    rule('product.reorderQuantityMin'),
  ),
  orderUpTo: zCount(STOCK_LIMITS.quantityMax, 'orderUpTo').min(1, rule('product.orderUpToMin')),
  leadTimeDays: zCount(STOCK_LIMITS.daysMax, 'leadTime'),
};

/** A product orders either a fixed quantity or up to a level, not both. */
const oneReorderRule = (body: { reorderQuantity?: number | null; orderUpTo?: number | null }) =>
  body.reorderQuantity === undefined ||
  body.reorderQuantity === null ||
  body.orderUpTo === undefined ||
  body.orderUpTo === null;
const ONE_REORDER_RULE = {
  message: rule('product.oneReorderRule'),
  path: ['orderUpTo'],
};

const datesOrdered = (body: { mfgDate?: string | null; expiryDate?: string | null }) =>
  !body.mfgDate || !body.expiryDate || body.expiryDate >= body.mfgDate;

const RATES_TEXT = GST_RATES.join(', ');

/** A GST rate: one of GST_RATES, in percent. */
export const zGstRateSchema = z
  .number(rule('taxRate.rateOneOf', { rates: RATES_TEXT }))
  .refine(isGstRate, rule('taxRate.rateOneOf', { rates: RATES_TEXT }));

/** A cess rate: a percentage from 0 to CESS_RATE_MAX, to 2 decimals. */
export const zCessRateSchema = z
  .number(rule('taxRate.cessRange', { max: CESS_RATE_MAX }))
  .min(0, rule('taxRate.cessRange', { max: CESS_RATE_MAX }))
  .max(CESS_RATE_MAX, rule('taxRate.cessRange', { max: CESS_RATE_MAX }))
  .refine(
    (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    rule('taxRate.cessRange', { max: CESS_RATE_MAX }),
  );

/** A GST unit quantity code (UQC): how an invoice and GST's returns count a product's units. */
export const zUqcSchema = z.enum(GST_UNIT_CODE_LIST, { error: rule('product.uqcOneOf') });

/** Body of POST /products/: productName required, every other field optional. */
export const zProductCreateSchema = z
  .strictObject({
    productName: productFields.productName,
    sku: productFields.sku.optional(),
    batchId: productFields.batchId.optional(),
    productCategory: productFields.productCategory.optional(),
    hsnCode: productFields.hsnCode.optional(),
    gtin: productFields.gtin.optional(),
    price: productFields.price.optional(),
    brand: productFields.brand.optional(),
    mrp: productFields.mrp.optional(),
    quantity: productFields.quantity.optional(),
    weight: productFields.weight.optional(),
    dimensions: productFields.dimensions.optional(),
    description: productFields.description.optional(),
    thresholdLimit: productFields.thresholdLimit.optional(),
    shelfLifeDays: productFields.shelfLifeDays.optional(),
    mfgDate: productFields.mfgDate.optional(),
    expiryDate: productFields.expiryDate.optional(),
    supplierId: productFields.supplierId.optional(),
    supplierLocation: productFields.supplierLocation.optional(),
    expiryWarningDays: productFields.expiryWarningDays.optional(),
    reorderPoint: productFields.reorderPoint.optional(),
    reorderQuantity: productFields.reorderQuantity.optional(),
    orderUpTo: productFields.orderUpTo.optional(),
    leadTimeDays: productFields.leadTimeDays.optional(),
    uqc: zUqcSchema.optional(),
    /** The GST rate and cess from the start of GST on (later changes: POST /products/{id}/tax-rates). */
    gstRate: zGstRateSchema.optional(),
    cessRate: zCessRateSchema.optional(),
  })
  .refine(datesOrdered, { message: PRODUCT_MESSAGES.expiryBeforeMfg, path: ['expiryDate'] })
  .refine(oneReorderRule, ONE_REORDER_RULE)
  .refine(priceWithinMrp, PRICE_WITHIN_MRP);
export type TProductCreate = z.input<typeof zProductCreateSchema>;

/** Body of PUT /products/{id}: the fields to change; null clears an optional field. */
export const zProductUpdateSchema = z
  .strictObject({
    productName: productFields.productName.optional(),
    sku: productFields.sku.nullable().optional(),
    batchId: productFields.batchId.nullable().optional(),
    productCategory: productFields.productCategory.nullable().optional(),
    hsnCode: productFields.hsnCode.nullable().optional(),
    gtin: productFields.gtin.nullable().optional(),
    price: productFields.price.optional(),
    brand: productFields.brand.nullable().optional(),
    mrp: productFields.mrp.nullable().optional(),
    quantity: productFields.quantity.optional(),
    weight: productFields.weight.nullable().optional(),
    dimensions: productFields.dimensions.nullable().optional(),
    description: productFields.description.nullable().optional(),
    thresholdLimit: productFields.thresholdLimit.nullable().optional(),
    shelfLifeDays: productFields.shelfLifeDays.nullable().optional(),
    mfgDate: productFields.mfgDate.nullable().optional(),
    expiryDate: productFields.expiryDate.nullable().optional(),
    supplierId: productFields.supplierId.nullable().optional(),
    supplierLocation: productFields.supplierLocation.nullable().optional(),
    expiryWarningDays: productFields.expiryWarningDays.nullable().optional(),
    reorderPoint: productFields.reorderPoint.nullable().optional(),
    reorderQuantity: productFields.reorderQuantity.nullable().optional(),
    orderUpTo: productFields.orderUpTo.nullable().optional(),
    leadTimeDays: productFields.leadTimeDays.nullable().optional(),
    uqc: zUqcSchema.nullable().optional(),
  })
  .refine(datesOrdered, { message: PRODUCT_MESSAGES.expiryBeforeMfg, path: ['expiryDate'] })
  .refine(oneReorderRule, ONE_REORDER_RULE)
  .refine(priceWithinMrp, PRICE_WITHIN_MRP);
export type TProductUpdate = z.input<typeof zProductUpdateSchema>;

const SEARCH_SPLIT = new RegExp(
  `[\\s${PRODUCT_SEARCH.separators.replace(/[\\\]^-]/g, (c) => `\\${c}`)}]+`,
  'u',
);

/**
 * The words of a products search: split on spaces and PRODUCT_SEARCH.separators, repeats (in any
 * case) dropped, at most PRODUCT_SEARCH.wordsMax. "rice basmati" finds "Basmati Rice 5 kg".
 */
export function searchWords(search: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const word of search.trim().split(SEARCH_SPLIT)) {
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === PRODUCT_SEARCH.wordsMax) break;
  }
  return words;
}

/** Whether a search word is short enough to match the start of a word (PRODUCT_SEARCH.wordStartMax). */
export function searchesWordStart(word: string): boolean {
  return [...word].length <= PRODUCT_SEARCH.wordStartMax;
}

/** Query of GET /products/: search over name, description and SKU; category; a page; the sort. */
export const zProductListQuerySchema = zSearchPageSchema.extend({
  category: zText(STOCK_LIMITS.categoryMax, 'category').optional(),
  ...zSortSchema('products').shape,
});
export type TProductListQuery = z.infer<typeof zProductListQuerySchema>;

/** Body of POST /products/bulk-delete: the products to delete (1 to BULK_IDS_MAX, repeats dropped). */
export const zProductBulkDeleteSchema = zBulkIdsSchema('product');
export type TProductBulkDelete = z.input<typeof zProductBulkDeleteSchema>;

/** A product as the API returns it. */
export const zProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  batchId: z.string().nullable(),
  productCategory: z.string().nullable(),
  hsnCode: z.string().nullable(),
  /** GST's unit quantity code for the product's units (NOS, KGS, LTR, BOX, ...). */
  uqc: z.string().nullable(),
  /** The GTIN printed on the goods (EAN-13, UPC-A, EAN-8 or GTIN-14), as entered. */
  gtin: z.string().nullable(),
  price: z.number(),
  /** The brand on the pack (a principal's: Tata, Amul, Cipla). */
  brand: z.string().nullable(),
  /** The maximum retail price printed on the pack, per unit: no sale is above it. */
  mrp: z.number().nullable(),
  quantity: z.number(),
  weight: z.number().nullable(),
  dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  description: z.string().nullable(),
  thresholdLimit: z.number().nullable(),
  shelfLifeDays: z.number().nullable(),
  mfgDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierLocation: zPointSchema.nullable(),
  /** Quantity at or below the threshold (missing threshold = 0). */
  restockRecommended: z.boolean(),
  /** Units placed in inventories. */
  placedQuantity: z.number(),
  /** Units on the road between inventories (dispatched, not yet delivered). */
  inTransitQuantity: z.number(),
  /** Days before a batch's expiry from which it counts as expiring (null: the default, 30). */
  expiryWarningDays: z.number().nullable(),
  /** Stock at or under which the product is due for reordering (null: its threshold limit). */
  reorderPoint: z.number().nullable(),
  reorderQuantity: z.number().nullable(),
  orderUpTo: z.number().nullable(),
  leadTimeDays: z.number().nullable(),
  /** True once the product holds stock by batch: batchId and the dates show its earliest-expiring batch. */
  hasBatches: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof zProductSchema>;

/** Response data of GET /products/. */
export const zProductListSchema = z.object({
  products: z.array(zProductSchema),
  total: z.number(),
  /**
   * False when a search matched more than PRODUCT_SEARCH.exactTotalMax products: `total` is then
   * that bound ("more than 1,000") and the pages list the newest matches first.
   */
  totalExact: z.boolean(),
});
export type TProductList = z.infer<typeof zProductListSchema>;

/** Where a product's units are: one entry per inventory holding it, with the inventory's point. */
export const zProductLocationSchema = z.object({
  inventory: z.object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    location: z.string().nullable(),
    /** The inventory's point (GeoJSON [longitude, latitude]), for the product's map. */
    inventoryLocation: zPointSchema,
  }),
  quantity: z.number(),
});
export type TProductLocation = z.infer<typeof zProductLocationSchema>;

/** One row of a product's stock history (the stock movement ledger). */
export const zStockMovementSchema = z.object({
  id: z.number(),
  scope: z.enum(STOCK_MOVEMENT_SCOPES),
  delta: z.number(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  inventory: z.object({ id: z.string(), name: z.string() }).nullable(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The transport that moved the units (dispatch, delivery, return). */
  transport: z.object({ id: z.string(), packageId: z.string() }).nullable(),
  /** The batch the units belong to, for a product held by batch. */
  batch: z.object({ id: z.string(), code: z.string() }).nullable(),
  /** The purchase order they were received on. */
  purchaseOrder: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** Why an admin moved expired units, when one did. */
  note: z.string().nullable(),
  /** The storage unit, for a `storageUnit` row. */
  storageUnit: z.object({ id: z.string(), locationId: z.string() }).nullable(),
  /** The stock count whose posting made the change. */
  count: z.object({ id: z.string(), number: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TStockMovement = z.infer<typeof zStockMovementSchema>;

/** Units neither placed in an inventory nor on the road between two: free to place (never below 0). */
export function unplacedUnits(
  product: Pick<TProduct, 'quantity' | 'placedQuantity'> & Partial<Pick<TProduct, 'inTransitQuantity'>>,
): number {
  return Math.max(product.quantity - product.placedQuantity - (product.inTransitQuantity ?? 0), 0);
}
