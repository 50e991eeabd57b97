import { z } from 'zod';
import { STOCK_LIMITS } from './constants.js';
import { zGeoPointSchema } from './geo.js';

/** Messages of the product rules; the form and the server say the same words. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  expiryBeforeMfg: 'Expiry date cannot be before the manufacturing date',
  date: 'Enter a date as YYYY-MM-DD',
  notNegative: 'Must be 0 or more',
  wholeNumber: 'Must be a whole number',
} as const;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** A number from 0 to max (spec: price, weight and dimensions minimum 0). */
const amount = (max: number, label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`);

const count = (max: number, label: string) => amount(max, label).int(`${label} must be a whole number`);

/** A calendar date, YYYY-MM-DD (a full ISO date-time is accepted and cut to its date). */
export const zDateSchema = z
  .union([
    z.iso.date(PRODUCT_MESSAGES.date),
    z.iso.datetime({ offset: true, message: PRODUCT_MESSAGES.date }),
  ])
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2200;
  }, 'Date must be between the years 1900 and 2200');

/** Length, width and height of one unit, in cm. */
export const zDimensionsSchema = z.strictObject({
  length: amount(STOCK_LIMITS.dimensionMaxCm, 'Length'),
  width: amount(STOCK_LIMITS.dimensionMaxCm, 'Width'),
  height: amount(STOCK_LIMITS.dimensionMaxCm, 'Height'),
});
export type TDimensions = z.infer<typeof zDimensionsSchema>;

const productFields = {
  productName: text(STOCK_LIMITS.textMax, 'Product name').min(1, PRODUCT_MESSAGES.nameRequired),
  sku: text(STOCK_LIMITS.codeMax, 'SKU').min(1, 'SKU cannot be blank'),
  batchId: text(STOCK_LIMITS.codeMax, 'Batch ID'),
  productCategory: text(STOCK_LIMITS.categoryMax, 'Category'),
  price: amount(STOCK_LIMITS.priceMax, 'Price'),
  quantity: count(STOCK_LIMITS.quantityMax, 'Quantity'),
  weight: amount(STOCK_LIMITS.weightMaxKg, 'Weight'),
  dimensions: zDimensionsSchema,
  description: text(STOCK_LIMITS.descriptionMax, 'Description'),
  thresholdLimit: count(STOCK_LIMITS.quantityMax, 'Threshold limit'),
  shelfLifeDays: count(STOCK_LIMITS.daysMax, 'Shelf life'),
  mfgDate: zDateSchema,
  expiryDate: zDateSchema,
  supplierId: z.uuid('Supplier must be a user id'),
  supplierLocation: zGeoPointSchema,
};

const datesOrdered = (body: { mfgDate?: string | null; expiryDate?: string | null }) =>
  !body.mfgDate || !body.expiryDate || body.expiryDate >= body.mfgDate;

/** Body of POST /products/: productName required, every other field optional. */
export const zProductCreateSchema = z
  .strictObject({
    productName: productFields.productName,
    sku: productFields.sku.optional(),
    batchId: productFields.batchId.optional(),
    productCategory: productFields.productCategory.optional(),
    price: productFields.price.optional(),
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
  })
  .refine(datesOrdered, { message: PRODUCT_MESSAGES.expiryBeforeMfg, path: ['expiryDate'] });
export type TProductCreate = z.input<typeof zProductCreateSchema>;

/** Body of PUT /products/{id}: the fields to change; null clears an optional field. */
export const zProductUpdateSchema = z
  .strictObject({
    productName: productFields.productName.optional(),
    sku: productFields.sku.nullable().optional(),
    batchId: productFields.batchId.nullable().optional(),
    productCategory: productFields.productCategory.nullable().optional(),
    price: productFields.price.optional(),
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
  })
  .refine(datesOrdered, { message: PRODUCT_MESSAGES.expiryBeforeMfg, path: ['expiryDate'] });
export type TProductUpdate = z.input<typeof zProductUpdateSchema>;

/** Query of GET /products/: search over name, description and SKU; category; a page. */
export const zProductListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(STOCK_LIMITS.categoryMax).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type TProductListQuery = z.infer<typeof zProductListQuerySchema>;

/** A product as the API returns it. */
export const zProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  batchId: z.string().nullable(),
  productCategory: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  weight: z.number().nullable(),
  dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  description: z.string().nullable(),
  thresholdLimit: z.number().nullable(),
  shelfLifeDays: z.number().nullable(),
  mfgDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierLocation: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
    .nullable(),
  /** Quantity at or below the threshold (missing threshold = 0). */
  restockRecommended: z.boolean(),
  /** Units placed in inventories (the rest are unplaced or in transit). */
  placedQuantity: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof zProductSchema>;

/** Response data of GET /products/. */
export const zProductListSchema = z.object({ products: z.array(zProductSchema), total: z.number() });
export type TProductList = z.infer<typeof zProductListSchema>;
