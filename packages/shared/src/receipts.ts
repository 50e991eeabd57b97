import { z } from 'zod';
import { zPageSchema, zPaiseAmount, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';

// Getting paid (docs/domain.md#receipts-and-receivables): a customer's money received (cash, UPI,
// cheque, bank transfer), allocated to their invoices oldest first unless chosen, the rest kept on
// account; a cheque that bounces reverses its receipt. The ledger and the ageing read them with the
// invoices and notes.

export const PAYMENT_MODES = ['cash', 'upi', 'cheque', 'bankTransfer'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const RECEIPT_STATUSES = ['received', 'bounced'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** The series receipts are numbered in (RCT/26-27/00042). */
export const RECEIPT_SERIES = 'RCT';

export const RECEIPT_LIMITS = {
  allocationsMax: 200,
  referenceMax: 50,
  notesMax: 500,
  /** Rupees one receipt may bring. */
  amountMax: 999_999_999_999,
} as const;

/** The ageing's buckets: days past the due date, from (inclusive) and to (inclusive, null: no end). */
export const AGEING_BUCKETS = [
  { key: 'notDue', from: null, to: 0 },
  { key: 'days1to30', from: 1, to: 30 },
  { key: 'days31to60', from: 31, to: 60 },
  { key: 'days61to90', from: 61, to: 90 },
  { key: 'over90', from: 91, to: null },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not due). */
export function ageingBucketOf(daysPastDue: number): AgeingBucket {
  for (const bucket of AGEING_BUCKETS) if (bucket.to !== null && daysPastDue <= bucket.to) return bucket.key;
  return 'over90';
}

const zRupees = zPaiseAmount(RECEIPT_LIMITS.amountMax, 'amount');

const distinctInvoices = (list: readonly { invoiceId: string }[]) =>
  new Set(list.map((a) => a.invoiceId.toLowerCase())).size === list.length;
const zAllocations = z
  .array(z.strictObject({ invoiceId: z.uuid(rule('note.invoiceNotAnId')), amount: zRupees }))
  .max(RECEIPT_LIMITS.allocationsMax, rule('pricing.tooManyLines', { max: RECEIPT_LIMITS.allocationsMax }))
  .refine(distinctInvoices, rule('receipt.duplicateInvoice'));

/**
 * Money received from a customer. Without `allocations` it settles their invoices oldest first
 * (by due date); with them, exactly those; what is left stays on account.
 */
export const zReceiptCreateSchema = z
  .strictObject({
    customerId: z.uuid(rule('invoice.customerNotAnId')),
    receiptDate: zDateSchema.optional(),
    mode: z.enum(PAYMENT_MODES, { error: rule('receipt.modeOneOf') }),
    /** The UPI transaction id, the cheque's number, the bank's UTR. */
    reference: zText(RECEIPT_LIMITS.referenceMax, 'reference').optional(),
    amount: zRupees,
    allocations: zAllocations.optional(),
    notes: zText(RECEIPT_LIMITS.notesMax, 'notes').optional(),
  })
  .refine((body) => body.mode !== 'cheque' || Boolean(body.reference), {
    message: rule('receipt.chequeNumberRequired'),
    path: ['reference'],
  });
export type TReceiptCreate = z.input<typeof zReceiptCreateSchema>;

/** What is on account of a receipt, allocated to invoices afterwards. */
export const zReceiptAllocateSchema = z.strictObject({
  allocations: zAllocations.refine((list) => list.length > 0, rule('receipt.allocationsRequired')),
});
export type TReceiptAllocate = z.input<typeof zReceiptAllocateSchema>;

export const zReceiptBounceSchema = z.strictObject({
  reason: zText(300, 'reason').pipe(z.string().min(1, rule('receipt.bounceReasonRequired'))),
});

export const zReceiptListQuerySchema = zPageSchema.extend({
  customer: z.uuid(rule('invoice.customerNotAnId')).optional(),
  mode: z.enum(PAYMENT_MODES, { error: rule('receipt.modeOneOf') }).optional(),
  from: zDateSchema.optional(),
  to: zDateSchema.optional(),
  search: zText(200, 'search').optional(),
});

const zRef = z.object({ id: z.string(), name: z.string() });

export const zReceiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  receiptDate: z.string(),
  customer: zRef,
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  amount: z.number(),
  /** Not allocated to any invoice: on account. */
  onAccount: z.number(),
  status: z.enum(RECEIPT_STATUSES),
  bouncedOn: z.string().nullable(),
  bounceReason: z.string().nullable(),
  allocations: z.array(
    z.object({ invoice: z.object({ id: z.string(), number: z.string() }), amount: z.number() }),
  ),
  notes: z.string().nullable(),
  createdBy: zRef.nullable(),
  createdAt: z.string(),
});
export type TReceipt = z.infer<typeof zReceiptSchema>;

export const zReceiptListSchema = z.object({ receipts: z.array(zReceiptSchema), total: z.number() });
export type TReceiptList = z.infer<typeof zReceiptListSchema>;

export const zLedgerQuerySchema = z
  .strictObject({ from: zDateSchema.optional(), to: zDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: rule('invoice.fromAfterTo'),
    path: ['from'],
  });

export const LEDGER_ENTRY_KINDS = ['invoice', 'creditNote', 'debitNote', 'receipt', 'bounce'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** A customer's account: what they owed before the range, each document in it, the running balance. */
export const zLedgerSchema = z.object({
  customer: zRef,
  from: z.string().nullable(),
  to: z.string(),
  openingBalance: z.number(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(LEDGER_ENTRY_KINDS),
      id: z.string(),
      number: z.string(),
      /** What it adds to what the customer owes (invoices, debit notes, bounced cheques). */
      debit: z.number(),
      /** What it takes off (receipts, credit notes). */
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  closingBalance: z.number(),
});
export type TLedger = z.infer<typeof zLedgerSchema>;

const zBuckets = z.object({
  notDue: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
});

export const zAgeingQuerySchema = zPageSchema.extend({
  customer: z.uuid(rule('invoice.customerNotAnId')).optional(),
});

/** What customers owe by how long it is past due, as of today; money on account beside it. */
export const zAgeingSchema = z.object({
  asOf: z.string(),
  customers: z.array(
    zBuckets.extend({
      customer: zRef,
      outstanding: z.number(),
      onAccount: z.number(),
      oldestOverdue: z.object({ id: z.string(), number: z.string(), dueDate: z.string() }).nullable(),
    }),
  ),
  totals: zBuckets.extend({ outstanding: z.number(), onAccount: z.number() }),
  total: z.number(),
});
export type TAgeing = z.infer<typeof zAgeingSchema>;
