import { z } from 'zod';
import { STOCK_LIMITS } from './stock.js';
import { zPageSchema, zSortSchema, zText } from './fields.js';
import { zBatchInputSchema } from './batches.js';

// Stock counts (docs/domain.md#stock-counts): a cycle count of an inventory, a category in it or one
// storage unit. Nothing is frozen: the units expected are recorded at the start, each line's system
// units again when it is first counted, and posting adjusts by counted − system-at-count.

import { COUNT_SCOPES, COUNT_STATUSES } from './count-enums.js';

export const COUNT_LIMITS = {
  noteMax: 500,
  /** Lines one count holds at most (the products and batches in its scope, and those found). */
  linesMax: 20_000,
} as const;

export const COUNT_MESSAGES = {
  categoryRequired: 'Choose the category to count',
  storageUnitRequired: 'Choose the storage unit to count',
  quantityZero: 'Count at least one unit, or a negative number to take some back',
  alreadyOpen: (number: string) =>
    `A count of this inventory is already open (${number}): post or cancel it first`,
  notOpen: (number: string, status: string) => `Count ${number} is ${status}: it can no longer change`,
  belowZero: 'A line cannot be counted below 0',
  recount: (product: string) =>
    `The units of "${product}" changed since it was counted and the count would take them below 0: recount it`,
} as const;

/** Body of POST /counts: which inventory and what part of it. */
export const zCountCreateSchema = z
  .strictObject({
    inventoryId: z.uuid('Inventory must be an inventory id'),
    scope: z
      .enum(COUNT_SCOPES, { error: 'Scope must be inventory, category or storageUnit' })
      .default('inventory'),
    category: zText(STOCK_LIMITS.categoryMax, 'category').min(1, COUNT_MESSAGES.categoryRequired).optional(),
    storageUnitId: z.uuid('Storage unit must be an id').optional(),
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
    message: 'A category belongs to a count of one category',
    path: ['category'],
  })
  .refine((b) => b.scope === 'storageUnit' || b.storageUnitId === undefined, {
    message: 'A storage unit belongs to a count of one storage unit',
    path: ['storageUnitId'],
  });
export type TCountCreate = z.input<typeof zCountCreateSchema>;

/**
 * Body of POST /counts/{id}/entries: units of a product (and batch) found. `add` adds them to what the
 * line has (two people counting one line both add); `set` makes the line's count that number.
 */
export const zCountEntrySchema = z
  .strictObject({
    productId: z.uuid('Product must be a product id'),
    batchId: z.uuid('Batch must be a batch id').nullable().optional(),
    /** A batch read off a carton (a GS1 code) that Godown may not know yet. */
    batch: zBatchInputSchema.optional(),
    quantity: z
      .number('Quantity must be a number')
      .int('Quantity must be a whole number')
      .min(-STOCK_LIMITS.quantityMax, 'Quantity is too small')
      .max(STOCK_LIMITS.quantityMax, 'Quantity is too large'),
    mode: z.enum(['add', 'set'], { error: 'Mode must be add or set' }).default('add'),
  })
  .refine((b) => !(b.batchId && b.batch), {
    message: 'Give the batch id or the batch, not both',
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
  uncounted: z.enum(['skip', 'zero'], { error: 'Uncounted must be skip or zero' }).default('skip'),
});
export type TCountPost = z.input<typeof zCountPostSchema>;

/** Query of GET /counts: one inventory's counts, or one status, newest first unless sorted. */
export const zCountListQuerySchema = zPageSchema.extend({
  inventory: z.uuid('Inventory must be an inventory id').optional(),
  status: z.enum(COUNT_STATUSES, { error: 'Status must be open, posted or cancelled' }).optional(),
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
