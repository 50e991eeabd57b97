import { z } from 'zod';
import { zEinvoiceRecordSchema } from './einvoice-record.js';
import { zPageSchema, zPaiseAmount, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';
import { zInvoiceAmountsSchema, zTaxedLineSchema } from './invoices.js';

// Credit and debit notes (docs/domain.md#credit-and-debit-notes): each against one issued invoice,
// in its registration's credit-note or debit-note series, its tax on the same basis as the invoice's
// lines (their rates, CGST and SGST or IGST as the invoice was). A credit note takes value off (goods
// returned, or a lower price); a debit note adds value (a higher price).

export const NOTE_KINDS = ['credit', 'debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** Why a note is made: a return (credit notes only, from the return's lines), a price difference, or else. */
export const NOTE_REASONS = ['return', 'priceDifference', 'other'] as const;
export type NoteReason = (typeof NOTE_REASONS)[number];

export const NOTE_LIMITS = {
  linesMax: 200,
  notesMax: 500,
  /** Rupees a line's change may come to. */
  amountMax: 999_999_999_999,
} as const;

/**
 * The last day a credit note may be dated for an invoice of a financial year (section 34 of the
 * CGST Act: by 30 November after the year ends): "2027-11-30" for an invoice of 26-27.
 */
export function lastCreditNoteDay(invoiceDate: string): string {
  const year = Number(invoiceDate.slice(0, 4));
  const start = Number(invoiceDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start + 1}-11-30`;
}

const zNoteLines = z
  .array(
    z.strictObject({
      /** The invoice's line number. */
      lineNo: z
        .number(rule('note.lineRequired'))
        .int(rule('note.lineRequired'))
        .min(1, rule('note.lineRequired')),
      /** The change of the line's taxable value, in rupees (paise at most). */
      amount: zPaiseAmount(NOTE_LIMITS.amountMax, 'amount'),
    }),
  )
  .min(1, rule('pricing.linesRequired'))
  .max(NOTE_LIMITS.linesMax, rule('pricing.tooManyLines', { max: NOTE_LIMITS.linesMax }))
  .refine((lines) => new Set(lines.map((l) => l.lineNo)).size === lines.length, rule('note.duplicateLine'));

/**
 * A note against an invoice: a credit note for a return names the return (its lines become the
 * note's); any other note names the invoice's lines and how much each changes.
 */
export const zNoteCreateSchema = z
  .strictObject({
    kind: z.enum(NOTE_KINDS, { error: rule('note.kindOneOf') }),
    reason: z.enum(NOTE_REASONS, { error: rule('note.reasonOneOf') }),
    returnId: z.uuid(rule('note.returnNotAnId')).optional(),
    lines: zNoteLines.optional(),
    noteDate: zDateSchema.optional(),
    notes: zText(NOTE_LIMITS.notesMax, 'notes').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'return') {
      if (body.kind === 'debit')
        ctx.addIssue({ code: 'custom', path: ['reason'], message: rule('note.debitNoReturn') });
      if (!body.returnId)
        ctx.addIssue({ code: 'custom', path: ['returnId'], message: rule('note.returnRequired') });
      if (body.lines)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: rule('note.returnTakesItsLines') });
    } else {
      if (body.returnId)
        ctx.addIssue({ code: 'custom', path: ['returnId'], message: rule('note.returnOnlyForReturns') });
      if (!body.lines)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: rule('pricing.linesRequired') });
    }
  });
export type TNoteCreate = z.input<typeof zNoteCreateSchema>;

export const zNoteListQuerySchema = zPageSchema.extend({
  kind: z.enum(NOTE_KINDS, { error: rule('note.kindOneOf') }).optional(),
  customer: z.uuid(rule('invoice.customerNotAnId')).optional(),
  invoice: z.uuid(rule('note.invoiceNotAnId')).optional(),
  from: zDateSchema.optional(),
  to: zDateSchema.optional(),
  search: zText(200, 'search').optional(),
});
export type TNoteListQuery = z.input<typeof zNoteListQuerySchema>;

const zRef = z.object({ id: z.string(), name: z.string() });

export const zNoteSummarySchema = zInvoiceAmountsSchema.extend({
  id: z.string(),
  kind: z.enum(NOTE_KINDS),
  number: z.string(),
  noteDate: z.string(),
  reason: z.enum(NOTE_REASONS),
  invoice: z.object({ id: z.string(), number: z.string(), invoiceDate: z.string() }),
  customer: zRef,
  /** The return a credit note for goods returned credits (a return is credited once). */
  returnId: z.string().nullable(),
  createdAt: z.string(),
});
export type TNoteSummary = z.infer<typeof zNoteSummarySchema>;

export const zNoteLineSchema = zTaxedLineSchema.extend({
  /** The invoice line it changes. */
  invoiceLineNo: z.number(),
  /** Units returned; null for a change of price. */
  quantity: z.number().nullable(),
});
export type TNoteLine = z.infer<typeof zNoteLineSchema>;

export const zNoteSchema = zNoteSummarySchema.extend({
  financialYear: z.string(),
  registration: z.object({ id: z.string(), gstin: z.string(), name: z.string() }),
  supply: z.enum(['intra', 'inter']),
  placeOfSupply: z.string(),
  salesReturn: z.object({ id: z.string(), number: z.string() }).nullable(),
  lines: z.array(zNoteLineSchema),
  amountInWords: z.string(),
  notes: z.string().nullable(),
  createdBy: zRef.nullable(),
  /** Whether its invoice bills a registered buyer (B2B): then it is reported to the e-invoice portal. */
  b2b: z.boolean(),
  /** Its registration with the e-invoice portal (a note to a registered buyer); null: none. */
  einvoice: zEinvoiceRecordSchema.nullable(),
});
export type TNote = z.infer<typeof zNoteSchema>;

export const zNoteListSchema = z.object({ notes: z.array(zNoteSummarySchema), total: z.number() });
export type TNoteList = z.infer<typeof zNoteListSchema>;
