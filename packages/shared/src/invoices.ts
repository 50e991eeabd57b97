import { z } from 'zod';
import { zEinvoiceRecordSchema } from './einvoice-record.js';
import { zAddressAnswerSchema } from './customers.js';
import { zPageSchema, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';
import { TRANSPORT_STATUSES } from './transport-enums.js';

// Tax invoices (docs/domain.md#tax-invoices): made from shipments that have left the warehouse,
// billed under the GST registration of the warehouse they left, numbered in that registration's
// series, taxed per line at the rate in force on the invoice's date. Amounts are rupees with paise
// (two decimals), computed in whole paise by gst-tax.ts.

export const INVOICE_LIMITS = {
  /** Shipments one invoice may cover. */
  shipmentsMax: 20,
  notesMax: 500,
  reasonMax: 300,
} as const;

export const INVOICE_STATUSES = ['issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Within the seller's state (CGST and SGST) or across states (IGST). */
export const SUPPLY_TYPES = ['intra', 'inter'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** To a registered customer (a GSTIN) or not. */
export const INVOICE_KINDS = ['b2b', 'b2c'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const zShipmentIds = z
  .array(z.uuid(rule('invoice.shipmentNotAnId')), { error: rule('invoice.shipmentsRequired') })
  .min(1, rule('invoice.shipmentsRequired'))
  .max(INVOICE_LIMITS.shipmentsMax, rule('invoice.tooManyShipments', { max: INVOICE_LIMITS.shipmentsMax }))
  .refine(
    (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
    rule('invoice.duplicateShipment'),
  );

/** Issue (or preview) an invoice for shipments of one customer; dated today unless given. */
export const zInvoiceCreateSchema = z.strictObject({
  shipmentIds: zShipmentIds,
  invoiceDate: zDateSchema.optional(),
  notes: zText(INVOICE_LIMITS.notesMax, 'notes').optional(),
});
export type TInvoiceCreate = z.input<typeof zInvoiceCreateSchema>;

/** Invoice a transfer between two registrations' warehouses; dated today unless given. */
export const zTransferInvoiceCreateSchema = z
  .strictObject({
    invoiceDate: zDateSchema.optional(),
    notes: zText(INVOICE_LIMITS.notesMax, 'notes').optional(),
  })
  .nullish();
export type TTransferInvoiceCreate = z.input<typeof zTransferInvoiceCreateSchema>;

const zRegistrationRef = z.object({ id: z.string(), gstin: z.string(), name: z.string() });

/**
 * The paper a transfer travels on: a tax invoice between two registrations, a delivery challan
 * within one (or where a warehouse has none), with the invoice issued for it and whether one may be.
 */
export const zTransferPaperworkSchema = z.object({
  document: z.enum(['invoice', 'challan']),
  from: zRegistrationRef.nullable(),
  to: zRegistrationRef.nullable(),
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** An invoice may be issued now: between two registrations, dispatched, and on no issued invoice. */
  canInvoice: z.boolean(),
});
export type TTransferPaperwork = z.infer<typeof zTransferPaperworkSchema>;

export const zInvoiceCancelSchema = z.strictObject({
  reason: zText(INVOICE_LIMITS.reasonMax, 'reason').pipe(z.string().min(1, rule('invoice.reasonRequired'))),
});
export type TInvoiceCancel = z.input<typeof zInvoiceCancelSchema>;

export const zInvoiceListQuerySchema = zPageSchema
  .extend({
    status: z.enum(INVOICE_STATUSES, { error: rule('invoice.statusOneOf') }).optional(),
    supply: z.enum(SUPPLY_TYPES, { error: rule('invoice.supplyOneOf') }).optional(),
    kind: z.enum(INVOICE_KINDS, { error: rule('invoice.kindOneOf') }).optional(),
    customer: z.uuid(rule('invoice.customerNotAnId')).optional(),
    registration: z.uuid(rule('registration.notAnId')).optional(),
    from: zDateSchema.optional(),
    to: zDateSchema.optional(),
    /** The number or the customer's name. */
    search: zText(200, 'search').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: rule('invoice.fromAfterTo'),
    path: ['from'],
  });
export type TInvoiceListQuery = z.input<typeof zInvoiceListQuerySchema>;

/** Shipments left to invoice: of one customer, or every customer's. */
export const zBillableQuerySchema = zPageSchema.extend({
  customer: z.uuid(rule('invoice.customerNotAnId')).optional(),
});
export type TBillableQuery = z.input<typeof zBillableQuerySchema>;

const zRef = z.object({ id: z.string(), name: z.string() });

/** Taxable value, taxes, round-off and total, in rupees. */
export const zInvoiceAmountsSchema = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  cess: z.number(),
  roundOff: z.number(),
  total: z.number(),
});

export const zInvoiceSummarySchema = zInvoiceAmountsSchema.extend({
  id: z.string(),
  number: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(INVOICE_KINDS),
  supply: z.enum(SUPPLY_TYPES),
  /** The state code of the place of supply. */
  placeOfSupply: z.string(),
  /** The customer billed; null on a transfer invoice, which bills another registration of the company. */
  customer: zRef.nullable(),
  registration: z.object({ id: z.string(), gstin: z.string(), name: z.string() }),
  /** A transfer between two registrations' warehouses (docs/domain.md#transfers-between-registrations). */
  transfer: z
    .object({
      transport: z.object({ id: z.string(), packageId: z.string() }),
      recipient: z.object({ id: z.string(), gstin: z.string(), name: z.string() }),
    })
    .nullable(),
  /** Receipts allocated to it, its credit notes and its debit notes, in rupees. */
  paid: z.number(),
  credited: z.number(),
  debited: z.number(),
  /** What the customer still owes on it: total + debited − credited − paid (0 once cancelled). */
  balance: z.number(),
  createdAt: z.string(),
});
export type TInvoiceSummary = z.infer<typeof zInvoiceSummarySchema>;

/** What a line of an invoice or note bills: the product as it was, its rate of tax and its taxes. */
export const zTaxedLineSchema = z.object({
  lineNo: z.number(),
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  batch: z.object({ code: z.string(), expiryDate: z.string().nullable() }).nullable(),
  hsnCode: z.string().nullable(),
  uqc: z.string().nullable(),
  gstRate: z.number(),
  cessRate: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  cess: z.number(),
  total: z.number(),
});

export const zInvoiceLineSchema = zTaxedLineSchema.extend({
  quantity: z.number(),
  rate: z.number(),
  /** What the scheme, the line's discount and the order's discount took off. */
  discount: z.number(),
});
export type TInvoiceLine = z.infer<typeof zInvoiceLineSchema>;

export const zHsnSummaryRowSchema = z.object({
  hsnCode: z.string().nullable(),
  uqc: z.string().nullable(),
  gstRate: z.number(),
  quantity: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  cess: z.number(),
});

/** The seller as the invoice names it, kept as it was on the invoice's date. */
export const zInvoiceSellerSchema = z.object({
  legalName: z.string(),
  tradeName: z.string().nullable(),
  gstin: z.string(),
  pan: z.string().nullable(),
  stateCode: z.string(),
  address: zAddressAnswerSchema,
  bank: z
    .object({ name: z.string(), account: z.string(), ifsc: z.string(), branch: z.string().nullable() })
    .nullable(),
  upiId: z.string().nullable(),
  terms: z.string().nullable(),
});
export type TInvoiceSeller = z.infer<typeof zInvoiceSellerSchema>;

/** The buyer as the invoice names them, kept as they were. */
export const zInvoiceBuyerSchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  stateCode: z.string(),
  phone: z.string().nullable(),
  billingAddress: zAddressAnswerSchema.nullable(),
  shippingAddress: zAddressAnswerSchema.nullable(),
});
export type TInvoiceBuyer = z.infer<typeof zInvoiceBuyerSchema>;

export const zInvoiceSchema = zInvoiceSummarySchema.extend({
  /** Null on a preview: the number is given when it is issued. */
  number: z.string().nullable(),
  financialYear: z.string(),
  seller: zInvoiceSellerSchema,
  buyer: zInvoiceBuyerSchema,
  lines: z.array(zInvoiceLineSchema),
  hsnSummary: z.array(zHsnSummaryRowSchema),
  amountInWords: z.string(),
  shipments: z.array(
    z.object({
      id: z.string(),
      packageId: z.string(),
      salesOrder: z.object({ id: z.string(), number: z.string() }),
    }),
  ),
  /** A counter sale's (docs/domain.md#counter-sales): handed over in the warehouse, shipped nowhere. */
  counter: z.boolean(),
  notes: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdBy: zRef.nullable(),
  /** Its registration with the e-invoice portal: the live one, else the last cancelled; null: none. */
  einvoice: zEinvoiceRecordSchema.nullable(),
});
export type TInvoice = z.infer<typeof zInvoiceSchema>;

/** A shipment that has left and is on no invoice: what the new invoice screen offers. */
export const zBillableShipmentSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  status: z.enum(TRANSPORT_STATUSES),
  /** The day (in India) it left the warehouse. */
  dispatchedOn: z.string().nullable(),
  salesOrder: z.object({ id: z.string(), number: z.string() }),
  customer: zRef,
  inventory: zRef,
  /** The registration it is billed under (null: its warehouse has none yet). */
  registration: z.object({ id: z.string(), gstin: z.string(), name: z.string() }).nullable(),
  /** The ship-to state: the place of supply. */
  placeOfSupply: z.string(),
  units: z.number(),
});
export type TBillableShipment = z.infer<typeof zBillableShipmentSchema>;

/**
 * The taxable value, in paise, of `units` of an order line that has `remainingUnits` left to bill
 * for `remainingValue` paise: in proportion, rounded down, and the invoice billing its last units
 * takes all that is left, so a line's invoices add up to its net value to the paisa.
 */
export function lineShare(remainingValue: number, remainingUnits: number, units: number): number {
  if (!Number.isSafeInteger(remainingValue) || remainingValue < 0) {
    throw new RangeError('remainingValue must be whole paise, not negative');
  }
  if (!Number.isSafeInteger(units) || units < 1 || !Number.isSafeInteger(remainingUnits)) {
    throw new RangeError('units must be whole and at least 1');
  }
  if (units >= remainingUnits) return remainingValue;
  return Number((BigInt(remainingValue) * BigInt(units)) / BigInt(remainingUnits));
}

export const zInvoiceListSchema = z.object({ invoices: z.array(zInvoiceSummarySchema), total: z.number() });
export type TInvoiceList = z.infer<typeof zInvoiceListSchema>;

export const zBillableShipmentListSchema = z.object({
  shipments: z.array(zBillableShipmentSchema),
  total: z.number(),
});
export type TBillableShipmentList = z.infer<typeof zBillableShipmentListSchema>;
