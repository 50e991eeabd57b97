import { sql, type SQL } from 'drizzle-orm';
import {
  EINVOICE_LIMITS,
  financialYearRange,
  indiaDateFromToday,
  type EinvoiceDocumentKind,
  type EinvoiceState,
  type TEinvoiceFileQuery,
  type TEinvoiceList,
  type TEinvoiceListQuery,
  type TEinvoiceRow,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { getInvoice } from '../invoices/invoices-read.service.js';
import { getNote } from '../invoices/notes-read.service.js';
import { findPinCode } from '../customers/pin-codes.js';
import { invoiceEinvoice, noteEinvoice, type DispatchPlace, type PortalEinvoice } from './einvoice-json.js';
import { RECORD_COLUMNS, recordAnswer, type RecordRow } from './einvoice-record.js';

// What the portal registered, and what still needs it (docs/domain.md#e-invoices): the invoices to
// registered buyers and their notes, from the day e-invoicing applies (a company setting).

/** The day e-invoicing applies from; null: not set. */
export async function einvoiceFrom(db: Db | Tx): Promise<string | null> {
  const [row] = await queryRows<{ einvoice_from: string | null }>(
    db,
    sql`SELECT einvoice_from::text FROM company_settings WHERE id = 1`,
  );
  return row?.einvoice_from ?? null;
}

/** A query's days: its `from`–`to`, its financial year, or this financial year so far. */
function rangeOf(query: TEinvoiceListQuery): { from: string; to: string } {
  if (query.year) return financialYearRange(query.year);
  const to = query.to ?? indiaDateFromToday();
  const start = Number(to.slice(0, 4)) - (Number(to.slice(5, 7)) >= 4 ? 0 : 1);
  return { from: query.from ?? `${start}-04-01`, to };
}

/**
 * The invoices to registered buyers and their notes of `range`, each with its latest registration
 * and its state; those with none (a cancelled document never registered, or one before e-invoicing
 * applied) are left out.
 */
function documentsSql(
  range: { from: string; to: string },
  registration: string | undefined,
  from: string | null,
) {
  const byRegistration = (column: SQL) => (registration ? sql`AND ${column} = ${registration}` : sql``);
  return sql`
    WITH docs AS (
      SELECT 'invoice' AS kind, i.id, i.number, i.invoice_date AS date, i.status AS document_status,
             i.registration_id, i.total, i.buyer->>'name' AS buyer_name, i.buyer->>'gstin' AS buyer_gstin,
             NULL::uuid AS invoice_id, NULL::varchar AS invoice_number, i.created_at
      FROM invoices i
      WHERE i.kind = 'b2b' AND i.invoice_date BETWEEN ${range.from} AND ${range.to}
        ${byRegistration(sql`i.registration_id`)}
      UNION ALL
      SELECT n.kind, n.id, n.number, n.note_date, 'issued', n.registration_id, n.total, i.buyer->>'name',
             i.buyer->>'gstin', i.id, i.number, n.created_at
      FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id
      WHERE i.kind = 'b2b' AND n.note_date BETWEEN ${range.from} AND ${range.to}
        ${byRegistration(sql`n.registration_id`)}
    ), stated AS (
      SELECT d.*, g.gstin AS registration_gstin, g.name AS registration_name, ${RECORD_COLUMNS},
             CASE WHEN r.status = 'active' AND d.document_status = 'cancelled' THEN 'cancelPending'
                  WHEN r.status = 'active' THEN 'registered'
                  WHEN r.status = 'cancelled' THEN 'cancelled'
                  WHEN d.document_status = 'issued' AND ${from}::date IS NOT NULL AND d.date >= ${from}::date
                    THEN 'pending'
             END AS state
      FROM docs d
      JOIN gst_registrations g ON g.id = d.registration_id
      LEFT JOIN LATERAL (
        SELECT * FROM einvoice_registrations x
        WHERE (d.kind = 'invoice' AND x.invoice_id = d.id) OR (d.kind <> 'invoice' AND x.note_id = d.id)
        ORDER BY (x.status = 'active') DESC, x.recorded_at DESC LIMIT 1
      ) r ON true
    )`;
}

interface DocumentRow extends Partial<RecordRow> {
  kind: EinvoiceDocumentKind;
  id: string;
  number: string;
  date: string;
  document_status: 'issued' | 'cancelled';
  registration_id: string;
  registration_gstin: string;
  registration_name: string;
  total: string;
  buyer_name: string;
  buyer_gstin: string;
  invoice_id: string | null;
  invoice_number: string | null;
  state: EinvoiceState;
  count?: number;
}

function rowAnswer(row: DocumentRow): TEinvoiceRow {
  return {
    kind: row.kind,
    id: row.id,
    number: row.number,
    date: String(row.date).slice(0, 10),
    documentStatus: row.document_status,
    state: row.state,
    buyer: { name: row.buyer_name, gstin: row.buyer_gstin },
    registration: { id: row.registration_id, gstin: row.registration_gstin, name: row.registration_name },
    invoice: row.invoice_id ? { id: row.invoice_id, number: row.invoice_number! } : null,
    total: Number(row.total),
    einvoice: row.irn ? recordAnswer(row as RecordRow) : null,
  };
}

/** GET /einvoices: a range's documents in one state (all states by default), oldest first, paged. */
export async function listEinvoices(db: Db, query: TEinvoiceListQuery): Promise<TEinvoiceList> {
  const from = await einvoiceFrom(db);
  const state = query.state ? sql`state = ${query.state}` : sql`state IS NOT NULL`;
  const rows = await queryRows<DocumentRow>(
    db,
    sql`${documentsSql(rangeOf(query), query.registration, from)}
        SELECT *, count(*) OVER ()::int AS count FROM stated WHERE ${state}
        ORDER BY date, kind DESC, number LIMIT ${query.limit ?? 50} OFFSET ${query.offset ?? 0}`,
  );
  return { rows: rows.map(rowAnswer), total: rows[0]?.count ?? 0, einvoiceFrom: from };
}

/**
 * GET /einvoices/file: the portal's JSON of a range's documents awaiting an IRN (or every one that
 * is, or was, registered too), oldest first: the array the portal's bulk tool takes.
 */
export async function einvoiceFile(db: Db, query: TEinvoiceFileQuery): Promise<PortalEinvoice[]> {
  const from = await einvoiceFrom(db);
  if (!from) throw conflict('einvoice.off');
  const states = query.documents === 'all' ? sql`state IS NOT NULL` : sql`state = 'pending'`;
  const rows = await queryRows<DocumentRow>(
    db,
    sql`${documentsSql(rangeOf(query), query.registration, from)}
        SELECT kind, id, count(*) OVER ()::int AS count FROM stated WHERE ${states}
        ORDER BY date, kind DESC, number LIMIT ${EINVOICE_LIMITS.documentsPerFileMax + 1}`,
  );
  if (rows.length === 0) throw conflict('einvoice.noDocuments');
  if (rows.length > EINVOICE_LIMITS.documentsPerFileMax) {
    throw conflict('einvoice.tooManyDocuments', {
      count: rows[0]!.count!,
      max: EINVOICE_LIMITS.documentsPerFileMax,
    });
  }
  const out: PortalEinvoice[] = [];
  for (const row of rows)
    out.push(await documentEinvoice(db, row.kind === 'invoice' ? 'invoice' : 'note', row.id));
  return out;
}

/**
 * The warehouse an invoice's goods left, when it has an address and PIN code of its own: the
 * e-invoice's dispatch details (its first shipment's, or its transfer's).
 */
async function dispatchedFrom(db: Db | Tx, invoiceId: string): Promise<DispatchPlace | null> {
  const [row] = await queryRows<{
    name: string;
    line: string | null;
    pin_code: string;
    location: string | null;
  }>(
    db,
    sql`SELECT w.name, w.address_line AS line, w.pin_code, w.location
        FROM invoices i
        JOIN transports t ON t.id = coalesce(i.transport_id,
          (SELECT s.shipment_id FROM invoice_shipments s WHERE s.invoice_id = i.id ORDER BY s.shipment_id LIMIT 1))
        JOIN inventories w ON w.id = t.source_inventory_id
        WHERE i.id = ${invoiceId} AND w.pin_code IS NOT NULL`,
  );
  if (!row) return null;
  // The place the portal asks for: the PIN code's district.
  const district = await findPinCode(row.pin_code)
    .then((place) => place.district)
    .catch(() => null);
  return { name: row.name, line: row.line ?? row.location ?? row.name, pinCode: row.pin_code, district };
}

/** One invoice's or note's e-invoice JSON; refused for one to a buyer with no GSTIN. */
export async function documentEinvoice(
  db: Db | Tx,
  kind: 'invoice' | 'note',
  id: string,
): Promise<PortalEinvoice> {
  if (kind === 'invoice') {
    const invoice = await getInvoice(db, id);
    if (invoice.kind !== 'b2b') throw conflict('einvoice.notB2b', { number: invoice.number! });
    return invoiceEinvoice(invoice, await dispatchedFrom(db, id));
  }
  const note = await getNote(db, id);
  const invoice = await getInvoice(db, note.invoice.id);
  if (invoice.kind !== 'b2b') throw conflict('einvoice.notB2b', { number: note.number });
  return noteEinvoice(note, invoice);
}
