import {
  lastCreditNoteDay,
  zNoteCreateSchema,
  type NoteKind,
  type NoteReason,
  type TInvoice,
  type TNoteCreate,
  type TNoteSummary,
  type TSalesReturn,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';

// The Credit note and Debit note form of an invoice's page (docs/domain.md#credit-and-debit-notes):
// the reasons each kind may give, the returns it may credit, the dates it may carry, and the request
// it sends, checked as the server checks it.

/** What the form holds. */
export interface NoteFormValues {
  reason: NoteReason;
  /** The return credited (reason return). */
  returnId: string | null;
  /** Rupees off (credit) or onto (debit) each invoice line's taxable value, by line number. */
  amounts: Readonly<Record<number, NumberField>>;
  /** YYYY-MM-DD; null: today. */
  noteDate: string | null;
  notes: string;
}

/** The reasons a kind of note gives: a return is credited, never debited. */
export function noteReasonsFor(kind: NoteKind): NoteReason[] {
  return kind === 'credit' ? ['return', 'priceDifference', 'other'] : ['priceDifference', 'other'];
}

/** The form as it opens: a credit note for a return when the invoice has any, else a price difference. */
export function initialNoteValues(kind: NoteKind, hasReturns: boolean): NoteFormValues {
  return {
    reason: kind === 'credit' && hasReturns ? 'return' : 'priceDifference',
    returnId: null,
    amounts: {},
    noteDate: null,
    notes: '',
  };
}

/**
 * The returns of the shipments the invoice bills that no note has credited yet (a return of another
 * shipment is not its to credit, and a return is credited once).
 */
export function returnsOfInvoice(
  returns: readonly TSalesReturn[],
  invoice: Pick<TInvoice, 'shipments'>,
  notes: readonly Pick<TNoteSummary, 'returnId'>[] = [],
): TSalesReturn[] {
  const billed = new Set(invoice.shipments.map((shipment) => shipment.id));
  const credited = new Set(notes.map((note) => note.returnId));
  return returns.filter((r) => r.shipment !== null && billed.has(r.shipment.id) && !credited.has(r.id));
}

/** The sales orders whose shipments the invoice bills, each once. */
export function ordersOfInvoice(invoice: Pick<TInvoice, 'shipments'>): string[] {
  return [...new Set(invoice.shipments.map((shipment) => shipment.salesOrder.id))];
}

/**
 * The days a note may be dated: from its invoice's date to today, and a credit note by 30 November
 * after the invoice's financial year (section 34 of the CGST Act).
 */
export function noteDateRange(kind: NoteKind, invoiceDate: string, today: string) {
  const last = kind === 'credit' ? lastCreditNoteDay(invoiceDate) : today;
  return { min: invoiceDate, max: last < today ? last : today };
}

/** The request the form sends, or the errors to show by field (`returnId`, `lines`, `line.<no>`). */
export function noteRequest(
  kind: NoteKind,
  values: NoteFormValues,
): { body: TNoteCreate; errors?: undefined } | { body?: undefined; errors: Record<string, string> } {
  const extras = {
    ...(values.noteDate ? { noteDate: values.noteDate } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
  let body: TNoteCreate;
  if (values.reason === 'return') {
    body = { kind, reason: 'return', ...(values.returnId ? { returnId: values.returnId } : {}), ...extras };
  } else {
    const lines = Object.entries(values.amounts)
      .filter(([, amount]) => !isBlank(amount))
      .map(([lineNo, amount]) => ({ lineNo: Number(lineNo), amount: parseNumberField(amount) ?? 0 }))
      .sort((a, b) => a.lineNo - b.lineNo);
    if (lines.length === 0) return { errors: { lines: m.notes_amount_required() } };
    body = { kind, reason: values.reason, lines, ...extras };
  }
  const found = schemaErrors(zNoteCreateSchema, body);
  if (Object.keys(found).length === 0) return { body };
  // A line's problem shows under its own amount.
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(found)) {
    const line = /^lines\.(\d+)\./.exec(path);
    const lineNo = line && body.lines ? body.lines[Number(line[1])]?.lineNo : undefined;
    errors[lineNo === undefined ? path : `line.${lineNo}`] ??= message;
  }
  return { errors };
}

/** The sum of the amounts typed, in rupees to the paisa (blank and unreadable ones count nothing). */
export function amountsTotal(amounts: NoteFormValues['amounts']): number {
  const paise = Object.values(amounts).reduce<number>((sum, amount) => {
    const value = parseNumberField(amount);
    return value !== undefined && value > 0 ? sum + Math.round(value * 100) : sum;
  }, 0);
  return paise / 100;
}
