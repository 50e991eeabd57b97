import { z } from 'zod';
import {
  STOCK_LIMITS,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENT_SCOPES,
  type StockMovementReason,
} from './constants.js';
import { zAmount, zCount, zSearchPageSchema, zText } from './fields.js';
import { zGeoPointSchema } from './geo.js';

/** Messages of the product rules; the form and the server say the same words. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  expiryBeforeMfg: 'Expiry date cannot be before the manufacturing date',
  date: 'Enter a date as YYYY-MM-DD',
  notNegative: 'Must be 0 or more',
  wholeNumber: 'Must be a whole number',
} as const;

/** A calendar date, YYYY-MM-DD (a full ISO date-time is accepted and cut to its date). */
export const zDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: PRODUCT_MESSAGES.date })
  .transform((value) => value.slice(0, 10))
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2200;
  }, 'Date must be between the years 1900 and 2200');

/** Length, width and height of one unit, in cm. */
export const zDimensionsSchema = z.strictObject({
  length: zAmount(STOCK_LIMITS.dimensionMaxCm, 'Length'),
  width: zAmount(STOCK_LIMITS.dimensionMaxCm, 'Width'),
  height: zAmount(STOCK_LIMITS.dimensionMaxCm, 'Height'),
});
export type TDimensions = z.infer<typeof zDimensionsSchema>;

const productFields = {
  productName: zText(STOCK_LIMITS.textMax, 'Product name').min(1, PRODUCT_MESSAGES.nameRequired),
  sku: zText(STOCK_LIMITS.codeMax, 'SKU').min(1, 'SKU cannot be blank'),
  batchId: zText(STOCK_LIMITS.codeMax, 'Batch ID'),
  productCategory: zText(STOCK_LIMITS.categoryMax, 'Category'),
  price: zAmount(STOCK_LIMITS.priceMax, 'Price'),
  quantity: zCount(STOCK_LIMITS.quantityMax, 'Quantity'),
  weight: zAmount(STOCK_LIMITS.weightMaxKg, 'Weight'),
  dimensions: zDimensionsSchema,
  description: zText(STOCK_LIMITS.descriptionMax, 'Description'),
  thresholdLimit: zCount(STOCK_LIMITS.quantityMax, 'Threshold limit'),
  shelfLifeDays: zCount(STOCK_LIMITS.daysMax, 'Shelf life'),
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
export const zProductListQuerySchema = zSearchPageSchema.extend({
  category: zText(STOCK_LIMITS.categoryMax, 'Category').optional(),
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
  /** Units placed in inventories. */
  placedQuantity: z.number(),
  /** Units on the road between inventories (dispatched, not yet delivered). */
  inTransitQuantity: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof zProductSchema>;

/** Response data of GET /products/. */
export const zProductListSchema = z.object({ products: z.array(zProductSchema), total: z.number() });
export type TProductList = z.infer<typeof zProductListSchema>;

/** Where a product's units are: one entry per inventory holding it. */
export const zProductLocationSchema = z.object({
  inventory: z.object({ _id: z.string(), id: z.string(), name: z.string(), location: z.string().nullable() }),
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
  createdAt: z.string(),
});
export type TStockMovement = z.infer<typeof zStockMovementSchema>;

/** Human words for the ledger's reasons. */
export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementReason, string>> = {
  created: 'Opening stock',
  adjusted: 'Quantity adjusted',
  placed: 'Placed in inventory',
  removed: 'Removed from inventory',
  inventoryDeleted: 'Inventory deleted',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  returned: 'Returned',
};

/** Units neither placed in an inventory nor on the road between two: free to place (never below 0). */
export function unplacedUnits(
  product: Pick<TProduct, 'quantity' | 'placedQuantity'> & Partial<Pick<TProduct, 'inTransitQuantity'>>,
): number {
  return Math.max(product.quantity - product.placedQuantity - (product.inTransitQuantity ?? 0), 0);
}
