import { z } from 'zod';
import { zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zEinvoiceRecordSchema } from './einvoice-record.js';
import { zSalesReportQuerySchema } from './sales-reports.js';

export { zEinvoiceRecordSchema, type TEinvoiceRecord } from './einvoice-record.js';

// e-Invoicing (docs/domain.md#e-invoices): a registered buyer's invoice, credit note and debit note
// is reported to the Invoice Registration Portal (IRP), which answers with its Invoice Reference
// Number (IRN), an acknowledgement and a QR code it signed. Godown cannot reach the portal from a
// warehouse's network, so it does what the portal's offline tool does: it writes the JSON the portal
// takes (schema version 1.1), and records the portal's answer when it is uploaded or pasted back.

/** The limits of e-invoicing: the portal's own (the IRN's length, its 24 hours to cancel) and Godown's. */
export const EINVOICE_LIMITS = {
  /** An IRN is a SHA-256 hash, written as 64 hexadecimal digits. */
  irnLength: 64,
  /** The portal cancels an IRN within 24 hours of its acknowledgement, never after. */
  cancelHours: 24,
  /** Characters of an answer pasted or uploaded: a signed invoice is a few kilobytes, a file many. */
  answerCharsMax: 4_000_000,
  /** Documents one answer may record (the portal's bulk tool answers a file at a time). */
  answersMax: 1000,
  /** Documents in one downloaded file: a month of a distributor's B2B sales, and no runaway file. */
  documentsPerFileMax: 1000,
  /** Characters of the remark a cancellation gives. */
  cancelRemarkMax: 100,
} as const;

/** The documents the portal registers, and the type code each has in its JSON (`DocDtls.Typ`). */
export const EINVOICE_DOCUMENT_TYPES = { invoice: 'INV', credit: 'CRN', debit: 'DBN' } as const;
export type EinvoiceDocumentKind = keyof typeof EINVOICE_DOCUMENT_TYPES;
export const EINVOICE_DOCUMENT_KINDS = ['invoice', 'credit', 'debit'] as const;

/**
 * Where a document stands with the portal: `pending` (issued, needs an IRN, has none), `registered`
 * (its IRN is live), `cancelPending` (cancelled in Godown while its IRN is live: cancel it at the
 * portal, or, past 24 hours, issue a credit note), `cancelled` (the portal cancelled its IRN).
 */
export const EINVOICE_STATES = ['pending', 'registered', 'cancelPending', 'cancelled'] as const;
export type EinvoiceState = (typeof EINVOICE_STATES)[number];

/** The portal's reasons for cancelling an IRN (`CnlRsn`): duplicate, data entry mistake, order cancelled, other. */
export const EINVOICE_CANCEL_REASONS = ['1', '2', '3', '4'] as const;

/** GET /einvoices: the documents of a range (a financial year so far by default) in one state. */
export const zEinvoiceListQuerySchema = zSalesReportQuerySchema.safeExtend({
  state: z.enum(EINVOICE_STATES, { error: rule('einvoice.stateOneOf') }).optional(),
});
export type TEinvoiceListQuery = z.input<typeof zEinvoiceListQuerySchema>;

/** GET /einvoices/file: the portal's JSON of the range's documents awaiting an IRN. */
export const zEinvoiceFileQuerySchema = zSalesReportQuerySchema.safeExtend({
  /** pending (the default): those awaiting an IRN; all: every e-invoice document of the range, again. */
  documents: z.enum(['pending', 'all'], { error: rule('einvoice.documentsOneOf') }).optional(),
});
export type TEinvoiceFileQuery = z.input<typeof zEinvoiceFileQuerySchema>;

const zAnswerText = z
  .string(rule('einvoice.answerRequired'))
  .trim()
  .min(1, rule('einvoice.answerRequired'))
  .max(
    EINVOICE_LIMITS.answerCharsMax,
    rule('einvoice.answerTooLong', { max: EINVOICE_LIMITS.answerCharsMax }),
  );

/**
 * POST /einvoices/answers: the portal's answer as it came (its JSON, pasted or read from the file),
 * one document's or many; `document` names the one the user means, and an answer for another is refused.
 */
export const zEinvoiceAnswerBodySchema = z.strictObject({
  answer: zAnswerText,
  document: z
    .strictObject({
      kind: z.enum(EINVOICE_DOCUMENT_KINDS, { error: rule('einvoice.kindOneOf') }),
      id: z.uuid(rule('einvoice.documentNotAnId')),
    })
    .optional(),
});
export type TEinvoiceAnswerBody = z.input<typeof zEinvoiceAnswerBodySchema>;

/** POST /einvoices/cancellations: the portal's answer to a cancellation (`Irn`, `CancelDate`). */
export const zEinvoiceCancellationBodySchema = z.strictObject({
  answer: zAnswerText,
  /** The portal's reason code and remark as they were sent, kept with the record. */
  reason: z.enum(EINVOICE_CANCEL_REASONS, { error: rule('einvoice.cancelReasonOneOf') }).optional(),
  remark: zText(EINVOICE_LIMITS.cancelRemarkMax, 'reason').optional(),
});
export type TEinvoiceCancellationBody = z.input<typeof zEinvoiceCancellationBodySchema>;

/** A row of GET /einvoices. */
export const zEinvoiceRowSchema = z.object({
  kind: z.enum(EINVOICE_DOCUMENT_KINDS),
  id: z.string(),
  number: z.string(),
  date: z.string(),
  documentStatus: z.enum(['issued', 'cancelled']),
  state: z.enum(EINVOICE_STATES),
  /** The buyer: a customer, or the company's registration receiving a transfer. */
  buyer: z.object({ name: z.string(), gstin: z.string() }),
  registration: z.object({ id: z.string(), gstin: z.string(), name: z.string() }),
  /** The invoice a note is against. */
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  total: z.number(),
  einvoice: zEinvoiceRecordSchema.nullable(),
});
export type TEinvoiceRow = z.infer<typeof zEinvoiceRowSchema>;

export const zEinvoiceListSchema = z.object({
  rows: z.array(zEinvoiceRowSchema),
  total: z.number(),
  /** The day e-invoicing applies from (company settings); null: Godown asks for no IRN. */
  einvoiceFrom: z.string().nullable(),
});
export type TEinvoiceList = z.infer<typeof zEinvoiceListSchema>;

/** What recording answers did: the documents, each now registered (or cancelled). */
export const zEinvoiceRecordedSchema = z.object({
  recorded: z.array(
    z.object({
      kind: z.enum(EINVOICE_DOCUMENT_KINDS),
      id: z.string(),
      number: z.string(),
      irn: z.string(),
      /** False when the same answer was recorded before: nothing changed. */
      changed: z.boolean(),
    }),
  ),
});
export type TEinvoiceRecorded = z.infer<typeof zEinvoiceRecordedSchema>;

/** The date as the portal writes it: dd/mm/yyyy. */
export function portalDate(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}
