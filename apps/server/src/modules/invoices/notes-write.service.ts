import { eq, sql } from 'drizzle-orm';
import {
  indiaDateFromToday,
  invoiceTotals,
  lastCreditNoteDay,
  lineShare,
  lineTax,
  message,
  toPaise,
  toRupees,
  type NoteKind,
  type TNote,
  type zNoteCreateSchema,
} from '@godown/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { invoiceNoteLines, invoiceNotes, invoices, type SeriesColumn } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound } from '../../errors.js';
import { nextDocumentNumber } from './invoice-numbers.js';
import { getNote } from './notes-read.service.js';

// Credit and debit notes written (docs/domain.md#credit-and-debit-notes): under the invoice's lock,
// a note's lines are worked out from a return (its units at their share of the invoice line's value)
// or from the amounts given, taxed at the invoice lines' rates on the invoice's basis (CGST and SGST
// or IGST), numbered in the registration's series for its kind, and a credit note counts what it
// took back on the invoice's lines so nothing is credited twice.

type NoteCreate = z.output<typeof zNoteCreateSchema>;

interface InvoiceLineRow {
  id: number;
  line_no: number;
  order_line_id: number | null;
  product_name: string;
  batch_code: string | null;
  quantity: number;
  taxable: string;
  gst_rate: string;
  cess_rate: string;
  credited_quantity: number;
  credited_value: string;
}

/** A line of the note being made, in paise. */
interface NoteDraftLine {
  line: InvoiceLineRow;
  quantity: number | null;
  taxable: number;
}

/** What is left to credit of an invoice line, in paise. */
const valueLeft = (line: InvoiceLineRow) =>
  toPaise(Number(line.taxable)) - toPaise(Number(line.credited_value));

/** The note's lines for a return: each returned batch of an order line at its share of the invoice line. */
async function returnLines(
  tx: Tx,
  invoice: { id: string; number: string },
  returnId: string,
  lines: InvoiceLineRow[],
): Promise<NoteDraftLine[]> {
  const [found] = await queryRows<{ number: string; shipment_id: string | null }>(
    tx,
    sql`SELECT number, shipment_id FROM sales_returns WHERE id = ${returnId}`,
  );
  if (!found) {
    throw badRequest(message('note.unknownReturn'), [fieldProblem(['returnId'], 'note.unknownReturn')]);
  }
  const [billed] = await queryRows<{ ok: number }>(
    tx,
    sql`SELECT 1 AS ok FROM invoice_shipments WHERE invoice_id = ${invoice.id} AND shipment_id = ${found.shipment_id}`,
  );
  if (!billed) throw conflict('note.returnNotOfInvoice', { number: found.number, invoice: invoice.number });
  const [credited] = await queryRows<{ number: string }>(
    tx,
    sql`SELECT number FROM invoice_notes WHERE return_id = ${returnId}`,
  );
  if (credited) throw conflict('note.returnCredited', { number: found.number, note: credited.number });
  const returned = await queryRows<{ line_id: number; batch_code: string | null; units: number }>(
    tx,
    sql`SELECT rl.line_id, b.code AS batch_code, sum(rl.quantity)::int AS units
        FROM sales_return_lines rl LEFT JOIN batches b ON b.id = rl.batch_id
        WHERE rl.return_id = ${returnId} GROUP BY rl.line_id, b.code ORDER BY rl.line_id, b.code`,
  );
  return returned.map((r) => {
    const line = lines.find((l) => l.order_line_id === r.line_id && l.batch_code === r.batch_code);
    if (!line) throw conflict('note.returnNotOfInvoice', { number: found.number, invoice: invoice.number });
    const left = line.quantity - line.credited_quantity;
    if (r.units > left) {
      throw conflict('note.unitsMoreThanBilled', { product: line.product_name, asked: r.units, left });
    }
    return { line, quantity: r.units, taxable: lineShare(valueLeft(line), left, r.units) };
  });
}

/** The note's lines for a change of price: the amounts given, a credit never more than is left. */
function amountLines(
  kind: NoteKind,
  invoice: { number: string },
  asked: { lineNo: number; amount: number }[],
  lines: InvoiceLineRow[],
): NoteDraftLine[] {
  return asked.map(({ lineNo, amount }, index) => {
    const line = lines.find((l) => l.line_no === lineNo);
    if (!line) {
      throw badRequest(message('note.unknownLine', { invoice: invoice.number, lineNo }), [
        fieldProblem(['lines', index, 'lineNo'], 'note.unknownLine', { invoice: invoice.number, lineNo }),
      ]);
    }
    const taxable = toPaise(amount);
    if (kind === 'credit' && taxable > valueLeft(line)) {
      throw conflict('note.moreThanBilled', { lineNo, left: toRupees(valueLeft(line)), asked: amount });
    }
    return { line, quantity: null, taxable };
  });
}

/** The date of a note: today unless given; not after today, not before its invoice, a credit note in time. */
function noteDateOf(kind: NoteKind, invoiceDate: string, given: string | undefined): string {
  const today = indiaDateFromToday();
  const date = given ?? today;
  if (date > today) throw conflict('invoice.dateInFuture', { today });
  if (date < invoiceDate) throw conflict('note.dateBeforeInvoice', { date: invoiceDate });
  const last = lastCreditNoteDay(invoiceDate);
  if (kind === 'credit' && date > last) throw conflict('note.dateTooLate', { date: last });
  return date;
}

/** Issues a credit or debit note against an issued invoice. */
export async function issueNote(
  db: Db,
  invoiceId: string,
  input: NoteCreate,
  actor: { id: string },
): Promise<TNote> {
  const id = await inTransaction(db, async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw notFound('notFound.invoice');
    if (invoice.status !== 'issued') throw conflict('note.invoiceCancelled', { number: invoice.number });
    // A transfer's invoice is put right by cancelling it and invoicing the transfer again.
    if (!invoice.customerId) throw conflict('transfer.noNote', { number: invoice.number });
    const noteDate = noteDateOf(input.kind, invoice.invoiceDate, input.noteDate);
    const lines = await queryRows<InvoiceLineRow>(
      tx,
      sql`SELECT id, line_no, order_line_id, product_name, batch_code, quantity, taxable, gst_rate, cess_rate,
                 credited_quantity, credited_value
          FROM invoice_lines WHERE invoice_id = ${invoiceId} ORDER BY line_no FOR UPDATE`,
    );
    const draft =
      input.reason === 'return'
        ? await returnLines(tx, invoice, input.returnId!, lines)
        : amountLines(input.kind, invoice, input.lines!, lines);
    const taxed = draft.map((d) => ({
      ...d,
      ...lineTax({
        taxable: d.taxable,
        gstRate: Number(d.line.gst_rate),
        cessRate: Number(d.line.cess_rate),
        interState: invoice.supply === 'inter',
      }),
    }));
    const totals = invoiceTotals(taxed);
    const [registration] = await queryRows<{
      credit_note_series: SeriesColumn;
      debit_note_series: SeriesColumn;
    }>(
      tx,
      sql`SELECT credit_note_series, debit_note_series FROM gst_registrations WHERE id = ${invoice.registrationId}`,
    );
    const { number, financialYear } = await nextDocumentNumber(
      tx,
      invoice.registrationId,
      input.kind === 'credit' ? 'creditNote' : 'debitNote',
      input.kind === 'credit' ? registration!.credit_note_series : registration!.debit_note_series,
      noteDate,
    );
    const [row] = await tx
      .insert(invoiceNotes)
      .values({
        kind: input.kind,
        number,
        financialYear,
        noteDate,
        invoiceId,
        registrationId: invoice.registrationId,
        customerId: invoice.customerId,
        reason: input.reason,
        returnId: input.reason === 'return' ? input.returnId! : null,
        supply: invoice.supply,
        placeOfSupply: invoice.placeOfSupply,
        taxable: toRupees(totals.taxable),
        cgst: toRupees(totals.cgst),
        sgst: toRupees(totals.sgst),
        igst: toRupees(totals.igst),
        cess: toRupees(totals.cess),
        roundOff: toRupees(totals.roundOff),
        total: toRupees(totals.total),
        notes: input.notes || null,
        createdBy: actor.id,
      })
      .returning({ id: invoiceNotes.id });
    const noteId = row!.id;
    await tx.insert(invoiceNoteLines).values(
      taxed.map((t, index) => ({
        noteId,
        lineNo: index + 1,
        invoiceLineId: t.line.id,
        quantity: t.quantity,
        taxable: toRupees(t.taxable),
        cgst: toRupees(t.cgst),
        sgst: toRupees(t.sgst),
        igst: toRupees(t.igst),
        cess: toRupees(t.cess),
      })),
    );
    await tx.execute(
      input.kind === 'credit'
        ? sql`UPDATE invoices SET credited = credited + ${toRupees(totals.total)}::numeric WHERE id = ${invoiceId}`
        : sql`UPDATE invoices SET debited = debited + ${toRupees(totals.total)}::numeric WHERE id = ${invoiceId}`,
    );
    if (input.kind === 'credit') {
      for (const t of taxed) {
        await tx.execute(sql`
          UPDATE invoice_lines SET credited_quantity = credited_quantity + ${t.quantity ?? 0}::int,
                 credited_value = credited_value + ${toRupees(t.taxable)}::numeric
          WHERE id = ${t.line.id}`);
      }
    }
    return noteId;
  });
  return getNote(db, id);
}
