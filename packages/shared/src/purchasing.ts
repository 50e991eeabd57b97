import { z } from 'zod';
import { zAmount, zPageSchema, zSortSchema, zText } from './fields.js';
import { zBatchInputSchema } from './batches.js';
import { zDateSchema } from './products.js';
import { STOCK_LIMITS } from './stock.js';
import { PURCHASE_ORDER_STATUSES } from './purchase-order-enums.js';
import { TRANSPORT_STATUSES } from './transport-enums.js';
import { zEtaSchema } from './transports.js';
import { zMessageParamsSchema } from './api.js';
import { rule } from './messages/rule.js';

export const PURCHASE_ORDER_LIMITS = {
  linesMax: 200,
  notesMax: 2000,
} as const;

export const REORDER_LIMITS = {
  /** Days of ledger outflow the daily average is taken over. */
  outflowDays: 30,
  /** Lead time of a product with none set. */
  defaultLeadTimeDays: 7,
  /** Suggestions one call returns at most, most urgent first. */
  suggestionsMax: 500,
} as const;

/** Messages of the purchase order rules, by key (`rule()`); the forms and the server say the same. */
export const PURCHASE_ORDER_MESSAGES = {
  supplierRequired: rule('purchaseOrder.supplierNotAnId'),
  inventoryRequired: rule('purchaseOrder.destinationNotAnId'),
  productRequired: rule('purchaseOrder.productRequired'),
  linesRequired: rule('purchaseOrder.linesRequired'),
  tooManyLines: rule('purchaseOrder.tooManyLines', { max: PURCHASE_ORDER_LIMITS.linesMax }),
  duplicateLine: rule('purchaseOrder.duplicateLine'),
  status: rule('purchaseOrder.statusOneOf', { statuses: PURCHASE_ORDER_STATUSES.join(', ') }),
  confirmedDate: rule('purchaseOrder.confirmedDateRequired'),
} as const;

const zUnits = z
  .number(rule('field.notANumber', { field: 'quantity' }))
  .int(rule('field.notWhole', { field: 'quantity' }))
  .min(1, rule('purchaseOrder.quantityAtLeastOne'))
  .max(STOCK_LIMITS.quantityMax, rule('purchaseOrder.quantityTooLarge'));

/** One line of a purchase order: a product, how many units, and the agreed price of one. */
export const zPurchaseOrderLineInputSchema = z.strictObject({
  product: z.uuid(PURCHASE_ORDER_MESSAGES.productRequired),
  quantity: zUnits,
  unitPrice: zAmount(STOCK_LIMITS.priceMax, 'unitPrice'),
});
export type TPurchaseOrderLineInput = z.input<typeof zPurchaseOrderLineInputSchema>;

const distinctProducts = (lines: { product: string }[]) =>
  new Set(lines.map((l) => l.product)).size === lines.length;

const zLinesSchema = z
  .array(zPurchaseOrderLineInputSchema)
  .min(1, PURCHASE_ORDER_MESSAGES.linesRequired)
  .max(PURCHASE_ORDER_LIMITS.linesMax, PURCHASE_ORDER_MESSAGES.tooManyLines)
  .refine(distinctProducts, PURCHASE_ORDER_MESSAGES.duplicateLine);

const zNotes = zText(PURCHASE_ORDER_LIMITS.notesMax, 'notes');

/** Body of POST /purchase-orders: a draft (or, with status sent, an order sent at once). */
export const zPurchaseOrderCreateSchema = z.strictObject({
  supplierId: z.uuid(PURCHASE_ORDER_MESSAGES.supplierRequired),
  destinationInventoryId: z.uuid(PURCHASE_ORDER_MESSAGES.inventoryRequired),
  expectedDate: zDateSchema.nullable().optional(),
  notes: zNotes.nullable().optional(),
  status: z.enum(['draft', 'sent'], { error: rule('purchaseOrder.newStatus') }).optional(),
  lines: zLinesSchema,
});
export type TPurchaseOrderCreate = z.input<typeof zPurchaseOrderCreateSchema>;

/**
 * Body of PUT /purchase-orders/{id} (the buyer): a status move, the dates and notes, the lines
 * (while a draft), or the answer to the supplier's changed quantities.
 */
export const zPurchaseOrderUpdateSchema = z.strictObject({
  status: z.enum(PURCHASE_ORDER_STATUSES, { error: PURCHASE_ORDER_MESSAGES.status }).optional(),
  expectedDate: zDateSchema.nullable().optional(),
  notes: zNotes.nullable().optional(),
  destinationInventoryId: z.uuid(PURCHASE_ORDER_MESSAGES.inventoryRequired).optional(),
  lines: zLinesSchema.optional(),
  /** true takes the supplier's quantities, false refuses them (the order goes back to sent). */
  acceptChanges: z.boolean(rule('purchaseOrder.acceptChangesTrueOrFalse')).optional(),
});
export type TPurchaseOrderUpdate = z.input<typeof zPurchaseOrderUpdateSchema>;

/** Body of POST /purchase-orders/{id}/confirm (the supplier): the ready date, changed quantities. */
export const zPurchaseOrderConfirmSchema = z.strictObject({
  confirmedDate: zDateSchema.refine(Boolean, PURCHASE_ORDER_MESSAGES.confirmedDate),
  note: zNotes.nullable().optional(),
  lines: z
    .array(z.strictObject({ product: z.uuid(PURCHASE_ORDER_MESSAGES.productRequired), quantity: zUnits }))
    .max(PURCHASE_ORDER_LIMITS.linesMax, PURCHASE_ORDER_MESSAGES.tooManyLines)
    .refine(distinctProducts, PURCHASE_ORDER_MESSAGES.duplicateLine)
    .optional(),
});
export type TPurchaseOrderConfirm = z.input<typeof zPurchaseOrderConfirmSchema>;

/** Body of POST /purchase-orders/{id}/ship (the supplier). */
export const zPurchaseOrderShipSchema = z.strictObject({
  /** As a transport's ETA: a date means the end of that day in India. */
  eta: zEtaSchema.nullable().optional(),
  note: zNotes.nullable().optional(),
});
export type TPurchaseOrderShip = z.input<typeof zPurchaseOrderShipSchema>;

/** One receipt line: units of a product arriving, of one batch (or none). */
export const zReceiptLineSchema = z.strictObject({
  product: z.uuid(PURCHASE_ORDER_MESSAGES.productRequired),
  quantity: zUnits,
  batch: zBatchInputSchema.nullable().optional(),
});
export type TReceiptLine = z.input<typeof zReceiptLineSchema>;

/** Body of POST /purchase-orders/{id}/receive: what arrived, by product and batch. */
export const zPurchaseOrderReceiveSchema = z.strictObject({
  lines: z
    .array(zReceiptLineSchema)
    .min(1, rule('purchaseOrder.receiveAtLeastOneLine'))
    .max(PURCHASE_ORDER_LIMITS.linesMax * 10, rule('purchaseOrder.tooManyReceiptLines'))
    .refine(
      (lines) => new Set(lines.map((l) => `${l.product}|${l.batch?.code ?? ''}`)).size === lines.length,
      rule('purchaseOrder.receiptDuplicateLine'),
    ),
});
export type TPurchaseOrderReceive = z.input<typeof zPurchaseOrderReceiveSchema>;

/** Query of GET /purchase-orders. */
export const zPurchaseOrderListQuerySchema = zPageSchema.extend({
  status: z.enum(PURCHASE_ORDER_STATUSES, { error: PURCHASE_ORDER_MESSAGES.status }).optional(),
  supplier: z.uuid(PURCHASE_ORDER_MESSAGES.supplierRequired).optional(),
  search: zText(200, 'search').optional(),
  ...zSortSchema('purchaseOrders').shape,
});
export type TPurchaseOrderListQuery = z.infer<typeof zPurchaseOrderListQuerySchema>;

const zRef = z.object({ id: z.string(), name: z.string() });

/** A purchase order as lists return it. */
export const zPurchaseOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier: zRef.nullable(),
  destination: zRef.nullable(),
  expectedDate: z.string().nullable(),
  confirmedDate: z.string().nullable(),
  /** The supplier changed quantities and the buyer has not yet answered. */
  changesProposed: z.boolean(),
  shippedAt: z.string().nullable(),
  lineCount: z.number(),
  totalQuantity: z.number(),
  receivedQuantity: z.number(),
  totalValue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPurchaseOrderSummary = z.infer<typeof zPurchaseOrderSummarySchema>;

export const zPurchaseOrderLineSchema = z.object({
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  quantity: z.number(),
  unitPrice: z.number(),
  receivedQuantity: z.number(),
  /** The supplier's quantity, while the buyer has not answered. */
  proposedQuantity: z.number().nullable(),
  lineTotal: z.number(),
});
export type TPurchaseOrderLine = z.infer<typeof zPurchaseOrderLineSchema>;

/** A purchase order with its lines, its consignment and its receipts. */
export const zPurchaseOrderSchema = zPurchaseOrderSummarySchema.extend({
  notes: z.string().nullable(),
  supplierNote: z.string().nullable(),
  lines: z.array(zPurchaseOrderLineSchema),
  transport: z
    .object({ id: z.string(), packageId: z.string(), status: z.enum(TRANSPORT_STATUSES) })
    .nullable(),
  receipts: z.array(
    z.object({
      product: z.object({ id: z.string(), productName: z.string() }),
      batch: z.object({ id: z.string(), code: z.string(), expiryDate: z.string().nullable() }).nullable(),
      quantity: z.number(),
      user: zRef.nullable(),
      createdAt: z.string(),
    }),
  ),
  createdBy: zRef.nullable(),
});
export type TPurchaseOrder = z.infer<typeof zPurchaseOrderSchema>;

export const zPurchaseOrderListSchema = z.object({
  purchaseOrders: z.array(zPurchaseOrderSummarySchema),
  total: z.number(),
});
export type TPurchaseOrderList = z.infer<typeof zPurchaseOrderListSchema>;

/** Query of GET /reorder/suggestions. */
export const zReorderQuerySchema = z.object({
  supplier: z.uuid(PURCHASE_ORDER_MESSAGES.supplierRequired).optional(),
});

/** One product to buy, with the reasoning behind the quantity. */
export const zReorderLineSchema = z.object({
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  onHand: z.number(),
  inTransit: z.number(),
  onOrder: z.number(),
  reorderPoint: z.number(),
  dailyOutflow: z.number(),
  /** Days the stock on hand lasts at the daily outflow; null when nothing went out. */
  daysOfCover: z.number().nullable(),
  leadTimeDays: z.number(),
  suggestedQuantity: z.number(),
  unitPrice: z.number(),
  value: z.number(),
  /** How the quantity was found, in English (for API users). */
  reasoning: z.string(),
  /** The same by key (docs/domain.md#messages): `reorder.*` with its parameters, which screens say. */
  reasoningMessage: z.object({ reason: z.string(), params: zMessageParamsSchema.optional() }),
});
export type TReorderLine = z.infer<typeof zReorderLineSchema>;

export const zReorderGroupSchema = z.object({
  supplier: zRef.nullable(),
  lines: z.array(zReorderLineSchema),
  totalValue: z.number(),
});
export type TReorderGroup = z.infer<typeof zReorderGroupSchema>;

export const zReorderSuggestionsSchema = z.object({
  groups: z.array(zReorderGroupSchema),
  total: z.number(),
  /** More products are due than the answer lists (the most urgent are listed). */
  truncated: z.boolean(),
});
export type TReorderSuggestions = z.infer<typeof zReorderSuggestionsSchema>;
