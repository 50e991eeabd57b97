import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  amountInWords,
  toPaise,
  type NoteKind,
  type NoteReason,
  type TNote,
  type TNoteSummary,
  type zNoteListQuerySchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, gstRegistrations, invoiceNotes, invoices, salesReturns, users } from '../../db/schema.js';
import { likePattern, queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { einvoiceRecordOf } from '../einvoices/einvoice-record.js';
import { billedProduct, documentAmounts, lineTaxes } from './taxed-amounts.js';

// Credit and debit notes read (docs/domain.md#credit-and-debit-notes): the list (latest first, by
// kind, customer, invoice and dates, searched by number, the invoice's number or the customer), and
// one note with its lines and the invoice lines they change.

type NoteListQuery = z.output<typeof zNoteListQuerySchema>;

function selectNotes(db: Db | Tx) {
  return db
    .select({
      note: invoiceNotes,
      invoiceNumber: invoices.number,
      invoiceDate: invoices.invoiceDate,
      customerName: customers.name,
    })
    .from(invoiceNotes)
    .innerJoin(invoices, eq(invoices.id, invoiceNotes.invoiceId))
    .innerJoin(customers, eq(customers.id, invoiceNotes.customerId));
}
type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

function summaryOf(row: NoteRow): TNoteSummary {
  const n = row.note;
  return {
    id: n.id,
    kind: n.kind as NoteKind,
    number: n.number,
    noteDate: n.noteDate,
    reason: n.reason as NoteReason,
    invoice: { id: n.invoiceId, number: row.invoiceNumber, invoiceDate: row.invoiceDate },
    customer: { id: n.customerId, name: row.customerName },
    returnId: n.returnId,
    ...documentAmounts(n),
    createdAt: n.createdAt.toISOString(),
  };
}

function noteListFilter(query: NoteListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    query.kind ? eq(invoiceNotes.kind, query.kind) : undefined,
    query.customer ? eq(invoiceNotes.customerId, query.customer) : undefined,
    query.invoice ? eq(invoiceNotes.invoiceId, query.invoice) : undefined,
    query.from ? gte(invoiceNotes.noteDate, query.from) : undefined,
    query.to ? lte(invoiceNotes.noteDate, query.to) : undefined,
    pattern
      ? or(
          ilike(invoiceNotes.number, pattern),
          ilike(invoices.number, pattern),
          ilike(customers.name, pattern),
        )
      : undefined,
  );
}

/** A page of notes, the latest first, with the filter's count. */
export async function listNotes(
  db: Db,
  query: NoteListQuery,
): Promise<{ notes: TNoteSummary[]; total: number }> {
  const where = noteListFilter(query);
  const [rows, [counted]] = await Promise.all([
    selectNotes(db)
      .where(where)
      .orderBy(desc(invoiceNotes.noteDate), desc(invoiceNotes.createdAt), desc(invoiceNotes.id))
      .limit(query.limit ?? 25)
      .offset(query.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceNotes)
      .innerJoin(invoices, eq(invoices.id, invoiceNotes.invoiceId))
      .innerJoin(customers, eq(customers.id, invoiceNotes.customerId))
      .where(where),
  ]);
  return { notes: rows.map(summaryOf), total: counted?.n ?? 0 };
}

/** One note with its lines (404 when there is none). */
export async function getNote(db: Db | Tx, id: string): Promise<TNote> {
  const [row] = await selectNotes(db).where(eq(invoiceNotes.id, id));
  if (!row) throw notFound('notFound.note');
  const n = row.note;
  const [lines, [registration], salesReturn, creator, einvoice, [invoice]] = await Promise.all([
    queryRows<{
      line_no: number;
      invoice_line_no: number;
      product_id: string;
      product_name: string;
      sku: string | null;
      batch_code: string | null;
      expiry_date: string | null;
      hsn_code: string | null;
      uqc: string | null;
      quantity: number | null;
      gst_rate: string;
      cess_rate: string;
      taxable: string;
      cgst: string;
      sgst: string;
      igst: string;
      cess: string;
    }>(
      db,
      sql`SELECT nl.line_no, il.line_no AS invoice_line_no, il.product_id, il.product_name, il.sku, il.batch_code,
                 il.expiry_date::text, il.hsn_code, il.uqc, nl.quantity, il.gst_rate, il.cess_rate,
                 nl.taxable, nl.cgst, nl.sgst, nl.igst, nl.cess
          FROM invoice_note_lines nl JOIN invoice_lines il ON il.id = nl.invoice_line_id
          WHERE nl.note_id = ${id} ORDER BY nl.line_no`,
    ),
    db
      .select({ id: gstRegistrations.id, gstin: gstRegistrations.gstin, name: gstRegistrations.name })
      .from(gstRegistrations)
      .where(eq(gstRegistrations.id, n.registrationId)),
    n.returnId
      ? db
          .select({ id: salesReturns.id, number: salesReturns.number })
          .from(salesReturns)
          .where(eq(salesReturns.id, n.returnId))
      : Promise.resolve([]),
    n.createdBy
      ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, n.createdBy))
      : Promise.resolve([]),
    einvoiceRecordOf(db, { noteId: id }),
    db.select({ kind: invoices.kind }).from(invoices).where(eq(invoices.id, n.invoiceId)),
  ]);
  return {
    ...summaryOf(row),
    financialYear: n.financialYear,
    registration: registration!,
    supply: n.supply as TNote['supply'],
    placeOfSupply: n.placeOfSupply,
    salesReturn: salesReturn[0] ?? null,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      invoiceLineNo: l.invoice_line_no,
      ...billedProduct({
        productId: l.product_id,
        productName: l.product_name,
        sku: l.sku,
        batchCode: l.batch_code,
        expiryDate: l.expiry_date,
      }),
      hsnCode: l.hsn_code,
      uqc: l.uqc,
      quantity: l.quantity,
      gstRate: Number(l.gst_rate),
      cessRate: Number(l.cess_rate),
      ...lineTaxes(l),
    })),
    amountInWords: amountInWords(toPaise(n.total)),
    notes: n.notes,
    createdBy: creator[0] ?? null,
    b2b: invoice?.kind === 'b2b',
    einvoice,
  };
}
