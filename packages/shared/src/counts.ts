import { z } from 'zod';
import { STOCK_LIMITS } from './stock.js';
import { zPageSchema, zSortSchema, zText } from './fields.js';
import { BATCH_MESSAGES, zBatchInputSchema } from './batches.js';
import { rule } from './messages/rule.js';

// Stock counts (docs/domain.md#stock-counts): a cycle count of an inventory, a category in it or one
// storage unit. Nothing is frozen: the units expected are recorded at the start, each line's system
// units again when it is first counted, and posting adjusts by counted − system-at-count.

import { COUNT_SCOPES, COUNT_STATUSES, type CountStatus } from './count-enums.js';

export const COUNT_LIMITS = {
  noteMax: 500,
  /** Lines one count holds at most (the products and batches in its scope, and those found). */
  linesMax: 20_000,
} as const;

/** Messages of the count rules and refusals, by key (`rule`). */
export const COUNT_MESSAGES = {
  categoryRequired: rule('count.categoryRequired'),
  storageUnitRequired: rule('count.storageUnitRequired'),
  quantityZero: rule('count.quantityZero'),
  alreadyOpen: (number: string) => rule('count.alreadyOpen', { number }),
  notOpen: (number: string, status: CountStatus) => rule('count.notOpen', { number, status }),
  belowZero: rule('count.belowZero'),
  recount: (product: string) => rule('count.recount', { product }),
} as const;

/** Body of POST /counts: which inventory and what part of it. */
export const zCountCreateSchema = z
  .strictObject({
    inventoryId: z.uuid(rule('inventory.notAnInventoryId')),
    scope: z.enum(COUNT_SCOPES, { error: rule('count.scopeInvalid') }).default('inventory'),
    category: zText(STOCK_LIMITS.categoryMax, 'category').min(1, COUNT_MESSAGES.categoryRequired).optional(),
    storageUnitId: z.uuid(rule('stock.storageUnitNotAnId')).optional(),
    note: zText(COUNT_LIMITS.noteMax, 'note').optional(),
  })
  .refine((b) => b.scope !== 'category' || b.category !== undefined, {
    message: COUNT_MESSAGES.categoryRequired,
    path: ['category'],
  })
  .refine((b) => b.scope !== 'storageUnit' || b.storageUnitId !== undefined, {
    message: COUNT_MESSAGES.storageUnitRequired,
    path: ['storageUnitId'],
  })
  .refine((b) => b.scope === 'category' || b.category === undefined, {
    message: rule('count.categoryScope'),
    path: ['category'],
  })
  .refine((b) => b.scope === 'storageUnit' || b.storageUnitId === undefined, {
    message: rule('count.storageUnitScope'),
    path: ['storageUnitId'],
  });
export type TCountCreate = z.input<typeof zCountCreateSchema>;

/**
 * Body of POST /counts/{id}/entries: units of a product (and batch) found. `add` adds them to what the
 * line has (two people counting one line both add); `set` makes the line's count that number.
 */
export const zCountEntrySchema = z
  .strictObject({
    productId: z.uuid(rule('stock.productNotAnId')),
    batchId: z.uuid(BATCH_MESSAGES.batchRequired).nullable().optional(),
    /** A batch read off a carton (a GS1 code) that Godown may not know yet. */
    batch: zBatchInputSchema.optional(),
    quantity: z
      .number(rule('field.notANumber', { field: 'quantity' }))
      .int(rule('field.notWhole', { field: 'quantity' }))
      .min(-STOCK_LIMITS.quantityMax, rule('stock.quantityTooSmall'))
      .max(STOCK_LIMITS.quantityMax, rule('stock.quantityTooLarge')),
    mode: z.enum(['add', 'set'], { error: rule('count.modeInvalid') }).default('add'),
  })
  .refine((b) => !(b.batchId && b.batch), {
    message: rule('count.batchIdOrBatch'),
    path: ['batch'],
  })
  .refine((b) => b.mode === 'set' || b.quantity !== 0, {
    message: COUNT_MESSAGES.quantityZero,
    path: ['quantity'],
  })
  .refine((b) => b.mode === 'add' || b.quantity >= 0, {
    message: COUNT_MESSAGES.belowZero,
    path: ['quantity'],
  });
export type TCountEntry = z.input<typeof zCountEntrySchema>;

/** Body of POST /counts/{id}/post: what to do with lines nobody counted. */
export const zCountPostSchema = z.strictObject({
  uncounted: z.enum(['skip', 'zero'], { error: rule('count.uncountedInvalid') }).default('skip'),
});
export type TCountPost = z.input<typeof zCountPostSchema>;

/** Query of GET /counts: one inventory's counts, or one status, newest first unless sorted. */
export const zCountListQuerySchema = zPageSchema.extend({
  inventory: z.uuid(rule('inventory.notAnInventoryId')).optional(),
  status: z.enum(COUNT_STATUSES, { error: rule('count.statusInvalid') }).optional(),
  ...zSortSchema('counts').shape,
});
export type TCountListQuery = z.infer<typeof zCountListQuerySchema>;

const zPersonRef = z.object({ id: z.string(), name: z.string() });

/** A count as the API returns it, with its totals. */
export const zCountSchema = z.object({
  id: z.string(),
  number: z.string(),
  inventory: z.object({ id: z.string(), name: z.string() }).nullable(),
  scope: z.enum(COUNT_SCOPES),
  category: z.string().nullable(),
  storageUnit: z.object({ id: z.string(), locationId: z.string(), name: z.string() }).nullable(),
  status: z.enum(COUNT_STATUSES),
  note: z.string().nullable(),
  startedBy: zPersonRef.nullable(),
  startedAt: z.string(),
  postedBy: zPersonRef.nullable(),
  postedAt: z.string().nullable(),
  lineCount: z.number(),
  countedLines: z.number(),
  /** Σ (counted − system at count) over the counted lines, in units and at today's prices. */
  varianceUnits: z.number(),
  varianceValue: z.number(),
});
export type TCount = z.infer<typeof zCountSchema>;

/** One line of a count: a product and batch (or its units without a batch). */
export const zCountLineSchema = z.object({
  id: z.number(),
  product: z.object({
    id: z.string(),
    productName: z.string(),
    sku: z.string().nullable(),
    gtin: z.string().nullable(),
    price: z.number(),
  }),
  batch: z.object({ id: z.string(), code: z.string(), expiryDate: z.string().nullable() }).nullable(),
  /** Units the system held when the count started (0 for a line found during the count). */
  expected: z.number(),
  /** Units the system held when the line was first counted: the variance is measured against it. */
  systemAtCount: z.number().nullable(),
  counted: z.number().nullable(),
  variance: z.number().nullable(),
  varianceValue: z.number().nullable(),
  /** The adjustment posting made (posted counts). */
  adjustment: z.number().nullable(),
  counters: z.array(zPersonRef.extend({ quantity: z.number() })),
  countedAt: z.string().nullable(),
});
export type TCountLine = z.infer<typeof zCountLineSchema>;

/** Response data of GET /counts/{id}: the count and its lines, largest variance first, then uncounted. */
export const zCountDetailSchema = z.object({ count: zCountSchema, lines: z.array(zCountLineSchema) });
export type TCountDetail = z.infer<typeof zCountDetailSchema>;

/** Response data of GET /counts. */
export const zCountListSchema = z.object({ counts: z.array(zCountSchema), total: z.number() });
export type TCountList = z.infer<typeof zCountListSchema>;
