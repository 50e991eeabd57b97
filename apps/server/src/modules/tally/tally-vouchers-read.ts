import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { zTallyVoucherQuerySchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { DEFAULT_UNIT } from './tally-names.js';

// What the vouchers file (docs/domain.md#tally) reads, in keyset pages by date and id: the invoices
// and notes of the range with their lines, the receipts with what they settled, and the goods
// received on purchase orders, grouped by receipt. Amounts are read as PostgreSQL's text of them, to
// be turned into paise exactly.

export type TallyVoucherQuery = z.output<typeof zTallyVoucherQuerySchema>;

/** Documents a page reads. */
const PAGE = 250;

/** Where a page by (date, id) ended. */
interface DateCursor {
  date: string;
  id: string;
}

/** The pages of a read by (date, id): `read(after)` answers up to PAGE rows past `after`. */
async function* datePages<Row extends DateCursor>(
  read: (after: SQL, limit: number) => Promise<Row[]>,
  columns: { date: SQL; id: SQL },
): AsyncGenerator<Row[]> {
  let after: DateCursor | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${columns.date}, ${columns.id}) > (${after.date}::date, ${after.id}::uuid)`
      : sql`true`;
    const rows = await read(keyset, PAGE);
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!;
  }
}

const inRange = (column: SQL, query: TallyVoucherQuery) =>
  sql`${column} BETWEEN ${query.from}::date AND ${query.to}::date`;
const ofRegistration = (column: SQL, query: TallyVoucherQuery) =>
  query.registration ? sql`AND ${column} = ${query.registration}::uuid` : sql``;

/** The warehouse an invoice's goods left: its shipments' (or its transfer's) first by name. */
const invoiceGodown = (invoice: SQL) => sql`
  LEFT JOIN LATERAL (
    SELECT v.id::text, v.name FROM transports t JOIN inventories v ON v.id = t.source_inventory_id
    WHERE t.id IN (SELECT s.shipment_id FROM invoice_shipments s WHERE s.invoice_id = ${invoice}.id
                   UNION ALL SELECT ${invoice}.transport_id)
    ORDER BY v.name, v.id LIMIT 1) w ON true`;

/** An invoice or a note: its party, its amounts in rupees (text) and its godown. */
export interface DocumentRow extends DateCursor {
  number: string;
  status: 'issued' | 'cancelled';
  place_of_supply: string;
  /** The GSTIN the document names for its buyer. */
  gstin: string | null;
  customer_id: string | null;
  customer_name: string | null;
  customer_gstin: string | null;
  recipient_id: string | null;
  recipient_name: string | null;
  recipient_gstin: string | null;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  cess: string;
  round_off: string;
  total: string;
  narration: string | null;
  godown_id: string | null;
  godown_name: string | null;
}

export interface InvoiceRow extends DocumentRow {
  cancel_reason: string | null;
}

export interface NoteRow extends DocumentRow {
  kind: 'credit' | 'debit';
  invoice_number: string;
}

/** A line of an invoice or a note: the product as it is now (its Tally name and unit), the batch. */
export interface LineRow {
  document_id: string;
  product_id: string;
  product_name: string;
  sku: string | null;
  unit: string;
  batch_code: string | null;
  /** Units; none on a note for a change of price. */
  quantity: number | null;
  rate: string;
  taxable: string;
}

/** A document's amounts as text, of the table aliased `t`. */
const amounts = (t: string) =>
  sql.raw(
    ['taxable', 'cgst', 'sgst', 'igst', 'cess', 'round_off', 'total']
      .map((c) => `${t}.${c}::text AS ${c}`)
      .join(', '),
  );

export function invoicePages(db: Db, query: TallyVoucherQuery): AsyncGenerator<InvoiceRow[]> {
  return datePages(
    (after, limit) =>
      queryRows<InvoiceRow>(
        db,
        sql`SELECT i.id, i.invoice_date::text AS date, i.number, i.status, i.place_of_supply,
                   i.buyer->>'gstin' AS gstin, i.customer_id, c.name AS customer_name, c.gstin AS customer_gstin,
                   i.recipient_registration_id AS recipient_id, r.name AS recipient_name, r.gstin AS recipient_gstin,
                   ${amounts('i')},
                   i.notes AS narration, i.cancel_reason, w.id AS godown_id, w.name AS godown_name
            FROM invoices i
            LEFT JOIN customers c ON c.id = i.customer_id
            LEFT JOIN gst_registrations r ON r.id = i.recipient_registration_id
            ${invoiceGodown(sql`i`)}
            WHERE ${inRange(sql`i.invoice_date`, query)} ${ofRegistration(sql`i.registration_id`, query)} AND ${after}
            ORDER BY i.invoice_date, i.id LIMIT ${limit}`,
      ),
    { date: sql`i.invoice_date`, id: sql`i.id` },
  );
}

export function notePages(db: Db, query: TallyVoucherQuery): AsyncGenerator<NoteRow[]> {
  return datePages(
    (after, limit) =>
      queryRows<NoteRow>(
        db,
        sql`SELECT n.id, n.note_date::text AS date, n.kind, n.number, 'issued' AS status, n.place_of_supply,
                   i.number AS invoice_number, i.buyer->>'gstin' AS gstin,
                   n.customer_id, c.name AS customer_name, c.gstin AS customer_gstin,
                   NULL AS recipient_id, NULL AS recipient_name, NULL AS recipient_gstin,
                   ${amounts('n')},
                   n.notes AS narration, w.id AS godown_id, w.name AS godown_name
            FROM invoice_notes n
            JOIN invoices i ON i.id = n.invoice_id
            JOIN customers c ON c.id = n.customer_id
            ${invoiceGodown(sql`i`)}
            WHERE ${inRange(sql`n.note_date`, query)} ${ofRegistration(sql`n.registration_id`, query)} AND ${after}
            ORDER BY n.note_date, n.id LIMIT ${limit}`,
      ),
    { date: sql`n.note_date`, id: sql`n.id` },
  );
}

const lineColumns = sql`p.product_name, p.sku, coalesce(p.uqc, ${DEFAULT_UNIT}) AS unit, il.batch_code`;

/** The lines of invoices, by invoice and line number. */
export function invoiceLines(db: Db, ids: readonly string[]): Promise<LineRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<LineRow>(
    db,
    sql`SELECT il.invoice_id AS document_id, il.product_id, ${lineColumns}, il.quantity,
               il.rate::text, il.taxable::text
        FROM invoice_lines il JOIN products p ON p.id = il.product_id
        WHERE il.invoice_id IN ${uuidList(ids)} ORDER BY il.invoice_id, il.line_no`,
  );
}

/** The lines of notes, with the invoice line each changes, by note and line number. */
export function noteLines(db: Db, ids: readonly string[]): Promise<LineRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<LineRow>(
    db,
    sql`SELECT nl.note_id AS document_id, il.product_id, ${lineColumns}, nl.quantity,
               il.rate::text, nl.taxable::text
        FROM invoice_note_lines nl JOIN invoice_lines il ON il.id = nl.invoice_line_id
        JOIN products p ON p.id = il.product_id
        WHERE nl.note_id IN ${uuidList(ids)} ORDER BY nl.note_id, nl.line_no`,
  );
}

export interface ReceiptRow extends DateCursor {
  number: string;
  mode: 'cash' | 'upi' | 'cheque' | 'bankTransfer';
  reference: string | null;
  amount: string;
  narration: string | null;
  customer_id: string;
  customer_name: string;
  customer_gstin: string | null;
}

/** The receipts received in the range; a bounced cheque's stay out (docs/domain.md#tally). */
export function receiptPages(db: Db, query: TallyVoucherQuery): AsyncGenerator<ReceiptRow[]> {
  return datePages(
    (after, limit) =>
      queryRows<ReceiptRow>(
        db,
        sql`SELECT r.id, r.receipt_date::text AS date, r.number, r.mode, r.reference, r.amount::text,
                   r.notes AS narration, r.customer_id, c.name AS customer_name, c.gstin AS customer_gstin
            FROM receipts r JOIN customers c ON c.id = r.customer_id
            WHERE r.status = 'received' AND ${inRange(sql`r.receipt_date`, query)} AND ${after}
            ORDER BY r.receipt_date, r.id LIMIT ${limit}`,
      ),
    { date: sql`r.receipt_date`, id: sql`r.id` },
  );
}

export interface AllocationRow {
  receipt_id: string;
  invoice_number: string;
  amount: string;
}

/** What receipts settled, by receipt and invoice number. */
export function receiptAllocations(db: Db, ids: readonly string[]): Promise<AllocationRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<AllocationRow>(
    db,
    sql`SELECT a.receipt_id, i.number AS invoice_number, a.amount::text
        FROM receipt_allocations a JOIN invoices i ON i.id = a.invoice_id
        WHERE a.receipt_id IN ${uuidList(ids)} ORDER BY a.receipt_id, i.number`,
  );
}

/** The ledger rows of goods received on purchase orders (in one receipt's transaction, one instant). */
const RECEIVED = sql.raw(`m.scope = 'stock' AND m.reason = 'received' AND m.purchase_order_id IS NOT NULL`);

/** A receipt of goods on a purchase order: the order, its supplier, when, and its number among them. */
export interface PurchaseRow {
  purchase_order_id: string;
  /** The instant of the receipt, as PostgreSQL's text of it (exact to the microsecond). */
  at: string;
  /** The receipt's first ledger row: what its REMOTEID is made of. */
  first_id: string;
  date: string;
  po_number: string;
  /** 1 for the order's first receipt, 2 for its second, … */
  nth: number;
  supplier_id: string | null;
  supplier_name: string | null;
  godown_id: string | null;
  godown_name: string | null;
}

/**
 * The receipts of goods dated in the range (India days), in keyset pages by instant and order; with a
 * registration, those into its warehouses.
 */
export async function* purchasePages(db: Db, query: TallyVoucherQuery): AsyncGenerator<PurchaseRow[]> {
  const registration = query.registration
    ? sql`AND m.inventory_id IN (SELECT id FROM inventories WHERE registration_id = ${query.registration}::uuid)`
    : sql``;
  const day = (date: string) => sql`(${date}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
  let after: PurchaseRow | undefined;
  for (;;) {
    const keyset = after
      ? sql`AND (m.created_at, m.purchase_order_id) > (${after.at}::timestamptz, ${after.purchase_order_id}::uuid)`
      : sql``;
    const rows = await queryRows<PurchaseRow>(
      db,
      sql`SELECT e.purchase_order_id, e.at::text AS at, e.first_id::text, (e.at AT TIME ZONE 'Asia/Kolkata')::date::text AS date,
                 o.number AS po_number, o.supplier_id, u.name AS supplier_name, v.id::text AS godown_id, v.name AS godown_name,
                 (SELECT count(DISTINCT m2.created_at)::int FROM stock_movements m2
                  WHERE m2.purchase_order_id = e.purchase_order_id AND m2.scope = 'stock' AND m2.reason = 'received'
                    AND m2.created_at <= e.at) AS nth
          FROM (SELECT m.purchase_order_id, m.created_at AS at, min(m.id) AS first_id, min(m.inventory_id::text) AS inventory_id
                FROM stock_movements m
                WHERE ${RECEIVED} AND m.created_at >= ${day(query.from)} AND m.created_at < ${day(query.to)} + interval '1 day'
                  ${registration} ${keyset}
                GROUP BY m.purchase_order_id, m.created_at
                ORDER BY m.created_at, m.purchase_order_id LIMIT ${PAGE}) e
          JOIN purchase_orders o ON o.id = e.purchase_order_id
          LEFT JOIN users u ON u.id = o.supplier_id
          LEFT JOIN inventories v ON v.id::text = e.inventory_id
          ORDER BY e.at, e.purchase_order_id`,
    );
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!;
  }
}

export interface PurchaseLineRow {
  purchase_order_id: string;
  at: string;
  product_id: string;
  product_name: string;
  sku: string | null;
  unit: string;
  batch_code: string | null;
  quantity: number;
  /** The order's price of a unit. */
  rate: string;
}

/** The goods of receipts, by product and batch, at the order's prices. */
export function purchaseLines(db: Db, receipts: readonly PurchaseRow[]): Promise<PurchaseLineRow[]> {
  if (!receipts.length) return Promise.resolve([]);
  const keys = sql.join(
    receipts.map((r) => sql`(${r.purchase_order_id}::uuid, ${r.at}::timestamptz)`),
    sql`, `,
  );
  return queryRows<PurchaseLineRow>(
    db,
    sql`SELECT m.purchase_order_id, m.created_at::text AS at, m.product_id, p.product_name, p.sku,
               coalesce(p.uqc, ${DEFAULT_UNIT}) AS unit, b.code AS batch_code, sum(m.delta)::int AS quantity,
               l.unit_price::text AS rate
        FROM stock_movements m
        JOIN products p ON p.id = m.product_id
        JOIN purchase_order_lines l ON l.purchase_order_id = m.purchase_order_id AND l.product_id = m.product_id
        LEFT JOIN batches b ON b.id = m.batch_id
        WHERE ${RECEIVED} AND (m.purchase_order_id, m.created_at) IN (${keys})
        GROUP BY m.purchase_order_id, m.created_at, m.product_id, p.product_name, p.sku, p.uqc, b.code, l.unit_price
        ORDER BY m.purchase_order_id, m.created_at, p.product_name, m.product_id, b.code NULLS FIRST`,
  );
}

/** Whether a registration exists (the vouchers of an unknown one are a 404, not an empty file). */
export async function registrationExists(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM gst_registrations WHERE id = ${id}::uuid`,
  );
  return rows.length > 0;
}
