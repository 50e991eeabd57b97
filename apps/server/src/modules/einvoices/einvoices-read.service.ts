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

/** The document's own columns each state is: `recorded` its registration's (einvoice_state). */
function stateFilters(state: EinvoiceState | 'any', from: string | null) {
  const since = (date: SQL) => sql`${from}::date IS NOT NULL AND ${date} >= ${from}::date`;
  switch (state) {
    case 'pending':
      return {
        invoice: sql`AND i.status = 'issued' AND i.einvoice_state IS NULL AND ${since(sql`i.invoice_date`)}`,
        note: sql`AND n.einvoice_state IS NULL AND ${since(sql`n.note_date`)}`,
      };
    case 'registered':
      return {
        invoice: sql`AND i.einvoice_state = 'active' AND i.status = 'issued'`,
        note: sql`AND n.einvoice_state = 'active'`,
      };
    case 'cancelPending':
      return {
        invoice: sql`AND i.einvoice_state = 'active' AND i.status = 'cancelled'`,
        note: sql`AND false`,
      };
    case 'cancelled':
      return {
        invoice: sql`AND i.einvoice_state = 'cancelled'`,
        note: sql`AND n.einvoice_state = 'cancelled'`,
      };
    case 'any':
      return { invoice: sql``, note: sql`` };
  }
}

/**
 * The invoices to registered buyers and their notes of `range` in `state` (`any`: each with a
 * state), narrow (kind, id, date, number, state): those with none (a cancelled document never
 * registered, or one before e-invoicing applied) are left out. A document's state is read from its
 * own copy of its registration's (einvoice_state), so the B2B invoices awaiting an IRN are an index's
 * (invoices_einvoice_pending_idx).
 */
function documentsSql(
  range: { from: string; to: string },
  registration: string | undefined,
  from: string | null,
  state: EinvoiceState | 'any',
) {
  const byRegistration = (column: SQL) => (registration ? sql`AND ${column} = ${registration}` : sql``);
  const filters = stateFilters(state, from);
  return sql`
    WITH docs AS (
      SELECT 'invoice' AS kind, i.id, i.number, i.invoice_date AS date, i.status AS document_status,
             i.einvoice_state AS recorded
      FROM invoices i
      WHERE i.kind = 'b2b' AND i.invoice_date BETWEEN ${range.from} AND ${range.to}
        ${byRegistration(sql`i.registration_id`)} ${filters.invoice}
      UNION ALL
      SELECT n.kind, n.id, n.number, n.note_date, 'issued', n.einvoice_state
      FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id
      WHERE i.kind = 'b2b' AND n.note_date BETWEEN ${range.from} AND ${range.to}
        ${byRegistration(sql`n.registration_id`)} ${filters.note}
    ), stated AS (
      SELECT d.kind, d.id, d.number, d.date,
             CASE WHEN d.recorded = 'active' AND d.document_status = 'cancelled' THEN 'cancelPending'
                  WHEN d.recorded = 'active' THEN 'registered'
                  WHEN d.recorded = 'cancelled' THEN 'cancelled'
                  WHEN d.document_status = 'issued' AND ${from}::date IS NOT NULL AND d.date >= ${from}::date
                    THEN 'pending'
             END AS state
      FROM docs d
    )`;
}

/** A page of documents (kind, id, state, count) with what the list shows of each: parties, total, registration. */
const detailsSql = (page: SQL) => sql`
  SELECT p.kind, p.id, p.state, p.count, d.number, d.date, d.document_status, d.registration_id, d.total,
         d.buyer_name, d.buyer_gstin, d.invoice_id, d.invoice_number,
         g.gstin AS registration_gstin, g.name AS registration_name, ${RECORD_COLUMNS}
  FROM (${page}) p
  JOIN LATERAL (
    SELECT i.number, i.invoice_date AS date, i.status AS document_status, i.registration_id, i.total,
           i.buyer->>'name' AS buyer_name, i.buyer->>'gstin' AS buyer_gstin,
           NULL::uuid AS invoice_id, NULL::varchar AS invoice_number
    FROM invoices i WHERE p.kind = 'invoice' AND i.id = p.id
    UNION ALL
    SELECT n.number, n.note_date, 'issued', n.registration_id, n.total, i.buyer->>'name', i.buyer->>'gstin',
           i.id, i.number
    FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id WHERE p.kind <> 'invoice' AND n.id = p.id
  ) d ON true
  JOIN gst_registrations g ON g.id = d.registration_id
  LEFT JOIN LATERAL (
    SELECT * FROM (
      SELECT * FROM einvoice_registrations x WHERE p.kind = 'invoice' AND x.invoice_id = p.id
      UNION ALL
      SELECT * FROM einvoice_registrations x WHERE p.kind <> 'invoice' AND x.note_id = p.id
    ) x
    ORDER BY (x.status = 'active') DESC, x.recorded_at DESC LIMIT 1
  ) r ON true
  ORDER BY d.date, p.kind DESC, d.number`;

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
  // Before e-invoicing applies nothing awaits an IRN.
  if (query.state === 'pending' && !from) return { rows: [], total: 0, einvoiceFrom: from };
  const page = sql`SELECT kind, id, state, number, date, count(*) OVER ()::int AS count FROM stated
                   WHERE state IS NOT NULL
                   ORDER BY date, kind DESC, number LIMIT ${query.limit ?? 50} OFFSET ${query.offset ?? 0}`;
  const rows = await queryRows<DocumentRow>(
    db,
    sql`${documentsSql(rangeOf(query), query.registration, from, query.state ?? 'any')} ${detailsSql(page)}`,
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
  const rows = await queryRows<DocumentRow>(
    db,
    sql`${documentsSql(rangeOf(query), query.registration, from, query.documents === 'all' ? 'any' : 'pending')}
        SELECT kind, id, count(*) OVER ()::int AS count FROM stated WHERE state IS NOT NULL
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
