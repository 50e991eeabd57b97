import { z } from 'zod';
import { STOCK_LIMITS } from './stock.js';
import { BATCH_MESSAGES, zBatchInputSchema } from './batches.js';
import { rule } from './messages/rule.js';

// The stock tasks of the Scan screen (docs/domain.md#scanning): receive, move, pick. Each uses the
// rules and the ledger the other screens use.

const zUnits = z
  .number(rule('field.notANumber', { field: 'quantity' }))
  .int(rule('field.notWhole', { field: 'quantity' }))
  .min(1, rule('stock.quantityMin'))
  .max(STOCK_LIMITS.quantityMax, rule('stock.quantityTooLarge'));

/** Body of POST /stock/receive: new units of a product (and batch) arriving in an inventory. */
export const zReceiveSchema = z.strictObject({
  inventoryId: z.uuid(rule('inventory.notAnInventoryId')),
  storageUnitId: z.uuid(rule('stock.storageUnitNotAnId')).nullable().optional(),
  productId: z.uuid(rule('stock.productNotAnId')),
  quantity: zUnits,
  batch: zBatchInputSchema.optional(),
});
export type TReceive = z.input<typeof zReceiveSchema>;

const zPlace = z.strictObject({
  inventoryId: z.uuid(rule('inventory.notAnInventoryId')),
  /** A storage unit of that inventory; null or left out: in the inventory, in no storage unit. */
  storageUnitId: z.uuid(rule('stock.storageUnitNotAnId')).nullable().optional(),
});

/** Body of POST /stock/move: units from one place (inventory, storage unit) to another. */
export const zMoveSchema = z
  .strictObject({
    productId: z.uuid(rule('stock.productNotAnId')),
    batchId: z.uuid(BATCH_MESSAGES.batchRequired).nullable().optional(),
    quantity: zUnits,
    from: zPlace,
    to: zPlace,
  })
  .refine(
    (b) =>
      b.from.inventoryId !== b.to.inventoryId ||
      (b.from.storageUnitId ?? null) !== (b.to.storageUnitId ?? null),
    { message: rule('stock.moveSomewhereElse'), path: ['to'] },
  );
export type TMove = z.input<typeof zMoveSchema>;

/** Body of POST /transports/{id}/picks: units of one of its lines picked at the source (a batch for a batched product). */
export const zPickSchema = z.strictObject({
  productId: z.uuid(rule('stock.productNotAnId')),
  batchId: z.uuid(BATCH_MESSAGES.batchRequired).nullable().optional(),
  quantity: zUnits.default(1),
});
export type TPick = z.input<typeof zPickSchema>;

/** Response data of the picks of a transport: each line, what is picked of it, and by whom. */
export const zPickListSchema = z.object({
  transportId: z.string(),
  lines: z.array(
    z.object({
      product: z.object({
        id: z.string(),
        productName: z.string(),
        sku: z.string().nullable(),
        gtin: z.string().nullable(),
      }),
      quantity: z.number(),
      picked: z.number(),
      batches: z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          expiryDate: z.string().nullable(),
          quantity: z.number(),
        }),
      ),
    }),
  ),
  /** Every line fully picked. */
  complete: z.boolean(),
});
export type TPickList = z.infer<typeof zPickListSchema>;

/** What one storage unit holds: response data of GET /storage/{id}/stock. */
export const zStorageUnitStockSchema = z.object({
  items: z.array(
    z.object({
      product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
      batch: z.object({ id: z.string(), code: z.string(), expiryDate: z.string().nullable() }).nullable(),
      quantity: z.number(),
    }),
  ),
  total: z.number(),
});
export type TStorageUnitStock = z.infer<typeof zStorageUnitStockSchema>;
