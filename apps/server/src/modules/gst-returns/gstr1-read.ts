import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// What GSTR-1 reads of a registration's days (docs/domain.md#gstr-1): its issued invoices and its
// notes, each by rate of tax; their lines by HSN code; and the numbers of every document it issued,
// cancelled ones too. Amounts come as numeric text and are summed in paise by the builder.

export interface RateRow {
  id: string;
  number: string;
  date: string;
  /** b2b or b2c: whether the buyer has a GSTIN. */
  kind: 'b2b' | 'b2c';
  supply: 'intra' | 'inter';
  place_of_supply: string;
  total: string;
  ctin: string | null;
  buyer_name: string;
  gst_rate: string;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
}

export interface NoteRateRow extends RateRow {
  note_kind: 'credit' | 'debit';
  invoice_total: string;
  invoice_date: string;
}

export interface HsnRow {
  b2b: boolean;
  hsn_code: string | null;
  uqc: string | null;
  gst_rate: string;
  quantity: string;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
}

export interface NumberRow {
  kind: 'invoice' | 'credit' | 'debit';
  number: string;
  cancelled: boolean;
}

export interface Gstr1Data {
  registration: { id: string; gstin: string; name: string };
  invoices: RateRow[];
  notes: NoteRateRow[];
  hsn: HsnRow[];
  numbers: NumberRow[];
}

/** Reads a registration's return for `from`–`to`. */
export async function readGstr1(
  db: Db,
  registrationId: string,
  from: string,
  to: string,
): Promise<Gstr1Data> {
  const [registration] = await queryRows<Gstr1Data['registration']>(
    db,
    sql`SELECT id, gstin, name FROM gst_registrations WHERE id = ${registrationId}`,
  );
  if (!registration) throw notFound('notFound.registration');
  const [invoices, notes, hsn, numbers] = await Promise.all([
    queryRows<RateRow>(
      db,
      sql`SELECT i.id, i.number, i.invoice_date::text AS date, i.kind, i.supply, i.place_of_supply, i.total,
                 i.buyer->>'gstin' AS ctin, i.buyer->>'name' AS buyer_name, l.gst_rate, sum(l.taxable) AS taxable, sum(l.igst) AS igst,
                 sum(l.cgst) AS cgst, sum(l.sgst) AS sgst, sum(l.cess) AS cess
          FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
          WHERE i.registration_id = ${registrationId} AND i.status = 'issued'
            AND i.invoice_date BETWEEN ${from}::date AND ${to}::date
          GROUP BY i.id, l.gst_rate
          ORDER BY i.invoice_date, i.number, l.gst_rate`,
    ),
    queryRows<NoteRateRow>(
      db,
      sql`SELECT n.id, n.number, n.note_date::text AS date, i.kind, n.supply, n.place_of_supply, n.total,
                 i.buyer->>'gstin' AS ctin, i.buyer->>'name' AS buyer_name, il.gst_rate, sum(nl.taxable) AS taxable, sum(nl.igst) AS igst,
                 sum(nl.cgst) AS cgst, sum(nl.sgst) AS sgst, sum(nl.cess) AS cess, n.kind AS note_kind,
                 i.total AS invoice_total, i.invoice_date::text AS invoice_date
          FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id
          JOIN invoice_note_lines nl ON nl.note_id = n.id JOIN invoice_lines il ON il.id = nl.invoice_line_id
          WHERE n.registration_id = ${registrationId} AND n.note_date BETWEEN ${from}::date AND ${to}::date
          GROUP BY n.id, i.id, il.gst_rate
          ORDER BY n.note_date, n.number, il.gst_rate`,
    ),
    // A credit note takes its units and value off, a debit note adds value; a change of price moves no units.
    queryRows<HsnRow>(
      db,
      sql`SELECT b2b, hsn_code, uqc, gst_rate, sum(quantity) AS quantity, sum(taxable) AS taxable,
                 sum(igst) AS igst, sum(cgst) AS cgst, sum(sgst) AS sgst, sum(cess) AS cess
          FROM (
            SELECT i.kind = 'b2b' AS b2b, l.hsn_code, l.uqc, l.gst_rate, l.quantity, l.taxable, l.igst, l.cgst,
                   l.sgst, l.cess
            FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
            WHERE i.registration_id = ${registrationId} AND i.status = 'issued'
              AND i.invoice_date BETWEEN ${from}::date AND ${to}::date
            UNION ALL
            SELECT i.kind = 'b2b', il.hsn_code, il.uqc, il.gst_rate, s.sign * coalesce(nl.quantity, 0),
                   s.sign * nl.taxable, s.sign * nl.igst, s.sign * nl.cgst, s.sign * nl.sgst, s.sign * nl.cess
            FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id
            JOIN invoice_note_lines nl ON nl.note_id = n.id JOIN invoice_lines il ON il.id = nl.invoice_line_id
            CROSS JOIN LATERAL (SELECT CASE n.kind WHEN 'credit' THEN -1 ELSE 1 END AS sign) s
            WHERE n.registration_id = ${registrationId} AND n.note_date BETWEEN ${from}::date AND ${to}::date
          ) t
          GROUP BY b2b, hsn_code, uqc, gst_rate
          ORDER BY b2b DESC, hsn_code NULLS LAST, gst_rate, uqc`,
    ),
    queryRows<NumberRow>(
      db,
      sql`SELECT 'invoice' AS kind, number, status = 'cancelled' AS cancelled FROM invoices
          WHERE registration_id = ${registrationId} AND invoice_date BETWEEN ${from}::date AND ${to}::date
          UNION ALL
          SELECT kind, number, false FROM invoice_notes
          WHERE registration_id = ${registrationId} AND note_date BETWEEN ${from}::date AND ${to}::date`,
    ),
  ]);
  return { registration, invoices, notes, hsn, numbers };
}
