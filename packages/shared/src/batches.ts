import { z } from 'zod';
import { zText } from './fields.js';
import { rule } from './messages/rule.js';
import { PRODUCT_MESSAGES, zDateSchema } from './products.js';
import { STOCK_LIMITS, STOCK_MOVEMENT_REASONS, STOCK_MOVEMENT_SCOPES } from './stock.js';
import { TRANSPORT_STATUSES } from './transport-enums.js';

export const BATCH_LIMITS = {
  /** Days before a batch's expiry date from which it counts as expiring, unless a product says otherwise. */
  defaultWarningDays: 30,
  /** Days to expiry under which a batch shows red (it also shows red once expired). */
  urgentDays: 7,
  /** Longest reason an admin gives for dispatching expired units. */
  overrideReasonMax: 300,
  /** Batches a trace or a product's batch list returns at most. */
  listMax: 1000,
} as const;

/** Messages of the batch rules, by key (`rule`); the forms and the server say the same words. */
export const BATCH_MESSAGES = {
  codeRequired: rule('batch.codeRequired'),
  batchRequired: rule('batch.batchRequired'),
  batchesExceedLine: rule('batch.batchesExceedLine'),
  duplicateBatch: rule('batch.duplicateBatch'),
  overrideReason: rule('batch.overrideReason'),
} as const;

const batchDates = (body: { mfgDate?: string | null; expiryDate?: string | null }) =>
  !body.mfgDate || !body.expiryDate || body.expiryDate >= body.mfgDate;

/**
 * A batch (lot) named by its code, as a receipt or a placement brings it: the dates are those
 * printed on the pack. A code the product already has names that batch (its dates must then match
 * or be left out).
 */
export const zBatchInputSchema = z
  .strictObject({
    code: zText(STOCK_LIMITS.codeMax, 'batchCode').min(1, BATCH_MESSAGES.codeRequired),
    mfgDate: zDateSchema.nullable().optional(),
    expiryDate: zDateSchema.nullable().optional(),
  })
  .refine(batchDates, { message: PRODUCT_MESSAGES.expiryBeforeMfg, path: ['expiryDate'] });
export type TBatchInput = z.input<typeof zBatchInputSchema>;

const zUnits = z
  .number(rule('field.notANumber', { field: 'quantity' }))
  .int(rule('field.notWhole', { field: 'quantity' }))
  .min(1, rule('stock.quantityMin'))
  .max(STOCK_LIMITS.quantityMax, rule('stock.quantityTooLarge'));

/** Units of one existing batch, as a user chooses them for a transfer or a removal. */
export const zBatchPickSchema = z.strictObject({
  batch: z.uuid(BATCH_MESSAGES.batchRequired),
  quantity: zUnits,
});
export type TBatchPick = z.input<typeof zBatchPickSchema>;

/** Chosen batches of one line: each batch once, their units within the line's. */
export const zBatchPicksSchema = z
  .array(zBatchPickSchema)
  .max(100, rule('batch.tooManyOnLine'))
  .refine((picks) => new Set(picks.map((p) => p.batch)).size === picks.length, BATCH_MESSAGES.duplicateBatch);

/** An admin's reason for dispatching or removing units of an expired batch (ledgered). */
export const zExpiredOverrideSchema = zText(BATCH_LIMITS.overrideReasonMax, 'reason').min(
  1,
  BATCH_MESSAGES.overrideReason,
);

/** A batch as the API returns it. */
export const zBatchSchema = z.object({
  id: z.string(),
  productId: z.string(),
  code: z.string(),
  mfgDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** Days from today (India) to the expiry date; negative once expired; null without a date. */
  daysToExpiry: z.number().nullable(),
  createdAt: z.string(),
});
export type TBatch = z.infer<typeof zBatchSchema>;

const zInventoryRef = z.object({ id: z.string(), name: z.string() });

/** One batch of a product with where its units are. */
export const zProductBatchSchema = zBatchSchema.extend({
  inventories: z.array(zInventoryRef.extend({ quantity: z.number() })),
  inTransit: z.number(),
  /** Units in inventories and on the road. */
  quantity: z.number(),
});
export type TProductBatch = z.infer<typeof zProductBatchSchema>;

/** Response data of GET /products/{id}/batches: batches by expiry, earliest first. */
export const zProductBatchListSchema = z.object({
  batches: z.array(zProductBatchSchema),
  /** Units placed in inventories that carry no batch. */
  unbatchedPlaced: z.number(),
  warningDays: z.number(),
});
export type TProductBatchList = z.infer<typeof zProductBatchListSchema>;

/** Response data of GET /inventory/{id}/batches: the inventory's batch units, earliest expiry first. */
export const zInventoryBatchListSchema = z.object({
  batches: z.array(
    z.object({
      batch: zBatchSchema,
      product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
      quantity: z.number(),
      warningDays: z.number(),
    }),
  ),
  total: z.number(),
});
export type TInventoryBatchList = z.infer<typeof zInventoryBatchListSchema>;

/** Query of GET /batches/trace: the product (id or SKU) and the batch code. */
export const zBatchTraceQuerySchema = z.object({
  product: zText(STOCK_LIMITS.codeMax, 'product').min(1, rule('batch.productRequired')),
  batch: zText(STOCK_LIMITS.codeMax, 'batchCode').min(1, BATCH_MESSAGES.codeRequired),
});
export type TBatchTraceQuery = z.infer<typeof zBatchTraceQuerySchema>;

/** Response data of GET /batches/trace: where a batch is now and everything that moved it. */
export const zBatchTraceSchema = z.object({
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  batch: zBatchSchema,
  /** The product's expiry warning window in days (its own, or the default). */
  warningDays: z.number(),
  inventories: z.array(zInventoryRef.extend({ location: z.string().nullable(), quantity: z.number() })),
  transports: z.array(
    z.object({
      id: z.string(),
      packageId: z.string(),
      status: z.enum(TRANSPORT_STATUSES),
      quantity: z.number(),
      source: zInventoryRef.nullable(),
      destination: zInventoryRef.nullable(),
      eta: z.string().nullable(),
      /** True while the units are on the road with it. */
      onRoad: z.boolean(),
    }),
  ),
  movements: z.array(
    z.object({
      id: z.number(),
      scope: z.enum(STOCK_MOVEMENT_SCOPES),
      delta: z.number(),
      reason: z.enum(STOCK_MOVEMENT_REASONS),
      note: z.string().nullable(),
      inventory: zInventoryRef.nullable(),
      transport: z.object({ id: z.string(), packageId: z.string() }).nullable(),
      purchaseOrder: z.object({ id: z.string(), number: z.string() }).nullable(),
      user: z.object({ id: z.string(), name: z.string() }).nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Units in inventories plus units on the road. */
  totalQuantity: z.number(),
});
export type TBatchTrace = z.infer<typeof zBatchTraceSchema>;

/** The tone of a batch's days to expiry: expired or within a week red, within the warning window amber. */
export type ExpiryTone = 'expired' | 'urgent' | 'warning' | 'ok' | 'none';

export function expiryTone(
  daysToExpiry: number | null,
  warningDays: number = BATCH_LIMITS.defaultWarningDays,
): ExpiryTone {
  if (daysToExpiry === null) return 'none';
  if (daysToExpiry < 0) return 'expired';
  if (daysToExpiry <= BATCH_LIMITS.urgentDays) return 'urgent';
  if (daysToExpiry <= warningDays) return 'warning';
  return 'ok';
}
