import { z } from 'zod';
import { zMessageParamsSchema } from './api.js';
import { zPageSchema, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zQuoteLineSchema } from './pricing-rules.js';
import { zDateSchema } from './products.js';
import { SALES_ORDER_STATUSES } from './sales-order-enums.js';
import { zAddressAnswerSchema } from './customers.js';
import { zShipmentSummarySchema } from './sales-fulfilment.js';

// Sales orders (docs/domain.md#sales-orders): a customer's order, numbered from a series that
// restarts every financial year (SO/26-27/00042), priced by priceOrder, and once confirmed holding
// its units in the warehouse it ships from; what cannot be held waits as a backorder.

export const SALES_ORDER_LIMITS = {
  linesMax: 200,
  /** Units one line may ask for. */
  lineQuantityMax: 1_000_000,
  notesMax: 2000,
  /** Rupees an order (and each line) may come to: what its amounts are kept in (14 digits, 2 decimals). */
  valueMax: 999_999_999_999,
} as const;

/** The series a sales order's number is drawn from. */
export const SALES_ORDER_SERIES = 'SO';

/**
 * The financial year (1 April to 31 March) of a day in India, as an invoice number writes it:
 * "26-27" for 2026-04-01 to 2027-03-31.
 */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A document's number: its series, financial year and place in the year's series (SO/26-27/00042). */
export function documentNumber(series: string, financialYear: string, n: number): string {
  return `${series}/${financialYear}/${String(n).padStart(5, '0')}`;
}

/** An order's lines: products (each once) and the units asked of each. */
export const zOrderLines = z
  .array(
    z.strictObject({
      product: z.uuid(rule('pricing.productRequired')),
      quantity: z
        .number(rule('field.notANumber', { field: 'quantity' }))
        .int(rule('field.notWhole', { field: 'quantity' }))
        .min(1, rule('pricing.unitsAtLeastOne'))
        .max(SALES_ORDER_LIMITS.lineQuantityMax, rule('stock.quantityTooLarge')),
    }),
  )
  .min(1, rule('pricing.linesRequired'))
  .max(SALES_ORDER_LIMITS.linesMax, rule('pricing.tooManyLines', { max: SALES_ORDER_LIMITS.linesMax }))
  .refine(
    (lines) => new Set(lines.map((l) => l.product.toLowerCase())).size === lines.length,
    rule('purchaseOrder.duplicateLine'),
  );

/** The list's due filters: expected today, or late (expected before today and not yet shipped). */
export const SALES_ORDER_DUE = ['today', 'late'] as const;
export type SalesOrderDue = (typeof SALES_ORDER_DUE)[number];

/** The dashboard's sales figures: open orders to ship today, waiting for stock, and late. */
export const zSalesFiguresSchema = z.object({
  dueToday: z.number(),
  backordered: z.number(),
  late: z.number(),
});
export type TSalesFigures = z.infer<typeof zSalesFiguresSchema>;

/** Body of POST /sales-orders: a draft for a customer, shipping from a warehouse. */
export const zSalesOrderCreateSchema = z.strictObject({
  customerId: z.uuid(rule('pricing.customerNotAnId')),
  inventoryId: z.uuid(rule('purchaseOrder.destinationNotAnId')),
  expectedDate: zDateSchema.nullable().optional(),
  notes: zText(SALES_ORDER_LIMITS.notesMax, 'notes').nullable().optional(),
  lines: zOrderLines,
});
export type TSalesOrderCreate = z.input<typeof zSalesOrderCreateSchema>;

/** Body of PUT /sales-orders/{id}: a draft's warehouse, date, notes and lines (priced again). */
export const zSalesOrderUpdateSchema = zSalesOrderCreateSchema.omit({ customerId: true }).partial();

/**
 * Body of POST /sales-orders/{id}/confirm, which may be sent without one. An admin confirms an order
 * the credit check refuses by giving the reason (docs/domain.md#credit-limits).
 */
export const zSalesOrderConfirmSchema = z
  .strictObject({
    overrideReason: zText(300, 'reason')
      .pipe(z.string().min(1, rule('salesOrder.overrideReasonRequired')))
      .optional(),
  })
  .nullish();
export type TSalesOrderConfirm = z.input<typeof zSalesOrderConfirmSchema>;
export type TSalesOrderUpdate = z.input<typeof zSalesOrderUpdateSchema>;

/** Query of GET /sales-orders. */
export const zSalesOrderListQuerySchema = zPageSchema.extend({
  status: z.enum(SALES_ORDER_STATUSES, { error: rule('salesOrder.statusOneOf') }).optional(),
  /** Open orders (confirmed, partly shipped) expected today, or expected before today (late). */
  due: z.enum(SALES_ORDER_DUE, { error: rule('salesOrder.dueOneOf') }).optional(),
  /** Open orders with units waiting for stock. */
  backordered: z
    .enum(['true', 'false'], { error: rule('salesOrder.backorderedTrueOrFalse') })
    .transform((v) => v === 'true')
    .optional(),
  customer: z.uuid(rule('pricing.customerNotAnId')).optional(),
  search: zText(200, 'search').optional(),
});
export type TSalesOrderListQuery = z.input<typeof zSalesOrderListQuerySchema>;

const zRef = z.object({ id: z.string(), name: z.string() });

export const zSalesOrderLineSchema = zQuoteLineSchema.omit({ product: true, overMrp: true }).extend({
  /** The line's number on the order (returns name it). */
  lineNo: z.number(),
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  /** Units given free of a scheme on another line's product (its own line, at no charge). */
  isFree: z.boolean(),
  /** Units the customer gets: bought and free. */
  units: z.number(),
  reservedQuantity: z.number(),
  /** Units waiting for stock: neither held nor shipped. */
  backorderedQuantity: z.number(),
  /** Held units given a place to be picked from, and of them those picked, not yet shipped. */
  allocatedQuantity: z.number(),
  pickedQuantity: z.number(),
  shippedQuantity: z.number(),
  deliveredQuantity: z.number(),
  /** Units still to reach the customer. */
  toDeliverQuantity: z.number(),
  returnedQuantity: z.number(),
});
export type TSalesOrderLine = z.infer<typeof zSalesOrderLineSchema>;

export const zSalesOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SALES_ORDER_STATUSES),
  customer: zRef.nullable(),
  inventory: zRef.nullable(),
  expectedDate: z.string().nullable(),
  subtotal: z.number(),
  orderDiscount: z.number(),
  total: z.number(),
  /** Some units wait for stock. */
  backordered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSalesOrderSummary = z.infer<typeof zSalesOrderSummarySchema>;

export const zSalesOrderSchema = zSalesOrderSummarySchema.extend({
  notes: z.string().nullable(),
  shipTo: zAddressAnswerSchema.nullable(),
  priceListName: z.string().nullable(),
  orderScheme: z.object({ reason: z.string(), params: zMessageParamsSchema.optional() }).nullable(),
  lines: z.array(zSalesOrderLineSchema),
  shipments: z.array(zShipmentSummarySchema),
  returns: z.array(
    z.object({ id: z.string(), number: z.string(), units: z.number(), createdAt: z.string() }),
  ),
  /** Sold at the counter (docs/domain.md#counter-sales): handed over and invoiced at once. */
  counter: z.boolean(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdBy: zRef.nullable(),
});
export type TSalesOrder = z.infer<typeof zSalesOrderSchema>;

export const zSalesOrderListSchema = z.object({
  salesOrders: z.array(zSalesOrderSummarySchema),
  total: z.number(),
});
export type TSalesOrderList = z.infer<typeof zSalesOrderListSchema>;
