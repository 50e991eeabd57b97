import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  financialYearOf,
  financialYearRange,
  indiaDateFromToday,
  toPaise,
  toRupees,
  type THsnReport,
  type TInputTaxRegister,
  type TOutputTax,
  type TSalesRegister,
  type zSalesReportQuerySchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// The sales reports (docs/domain.md#sales-reports), each one aggregate statement over the invoices
// and notes of a range: the register lists every document (a cancelled invoice with its amounts at
// nothing), the output tax sums taxes by rate and the HSN summary by HSN code and rate, credit notes
// taking off and debit notes adding, as GST's returns count them. The input tax register lists the
// transfers' invoices the company's registrations received, whose tax the receiver may claim.

type SalesReportQuery = z.output<typeof zSalesReportQuerySchema>;

/** The range a query names: a financial year, a from–to, or the financial year so far. */
export function reportRange(query: SalesReportQuery): { from: string; to: string } {
  if (query.year) return financialYearRange(query.year);
  const to = query.to ?? indiaDateFromToday();
  return { from: query.from ?? financialYearRange(financialYearOf(to)).from, to };
}

const TAX_COLUMNS = ['taxable', 'cgst', 'sgst', 'igst', 'cess'] as const;
type TaxSums = Record<(typeof TAX_COLUMNS)[number], number>;

/** Sums of rupee strings, exact in paise. */
function taxesOf(row: Record<string, unknown>): TaxSums {
  return Object.fromEntries(TAX_COLUMNS.map((c) => [c, toRupees(toPaise(Number(row[c] ?? 0)))])) as TaxSums;
}
function totalsOf(rows: TaxSums[]): TaxSums {
  const sums = Object.fromEntries(TAX_COLUMNS.map((c) => [c, 0])) as TaxSums;
  for (const row of rows) for (const c of TAX_COLUMNS) sums[c] += toPaise(row[c]);
  return Object.fromEntries(TAX_COLUMNS.map((c) => [c, toRupees(sums[c])])) as TaxSums;
}

const registration = (query: SalesReportQuery, column: SQL) =>
  query.registration ? sql`AND ${column} = ${query.registration}` : sql``;

/** Every invoice and note of the range, in date order: a credit note's amounts negative. */
function registerRows(query: SalesReportQuery, range: { from: string; to: string }) {
  return sql`
    SELECT i.invoice_date AS date, 'invoice' AS document, 1 AS ord, i.id::text AS id, i.number, i.status,
           i.customer_id, coalesce(c.name, i.buyer->>'name') AS customer_name, i.buyer->>'gstin' AS gstin, i.place_of_supply,
           r.gstin AS registration_gstin,
           CASE WHEN i.status = 'issued' THEN i.taxable ELSE 0 END AS taxable,
           CASE WHEN i.status = 'issued' THEN i.cgst ELSE 0 END AS cgst,
           CASE WHEN i.status = 'issued' THEN i.sgst ELSE 0 END AS sgst,
           CASE WHEN i.status = 'issued' THEN i.igst ELSE 0 END AS igst,
           CASE WHEN i.status = 'issued' THEN i.cess ELSE 0 END AS cess,
           CASE WHEN i.status = 'issued' THEN i.total ELSE 0 END AS total
    FROM invoices i LEFT JOIN customers c ON c.id = i.customer_id JOIN gst_registrations r ON r.id = i.registration_id
    WHERE i.invoice_date BETWEEN ${range.from}::date AND ${range.to}::date ${registration(query, sql`i.registration_id`)}
    UNION ALL
    SELECT n.note_date, CASE n.kind WHEN 'credit' THEN 'creditNote' ELSE 'debitNote' END, 2, n.id::text, n.number,
           'issued', n.customer_id, c.name, i.buyer->>'gstin', n.place_of_supply, r.gstin,
           n.taxable * s.sign, n.cgst * s.sign, n.sgst * s.sign, n.igst * s.sign, n.cess * s.sign, n.total * s.sign
    FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id JOIN customers c ON c.id = n.customer_id
    JOIN gst_registrations r ON r.id = n.registration_id
    CROSS JOIN LATERAL (SELECT CASE n.kind WHEN 'credit' THEN -1 ELSE 1 END AS sign) s
    WHERE n.note_date BETWEEN ${range.from}::date AND ${range.to}::date ${registration(query, sql`n.registration_id`)}`;
}

export async function salesRegister(
  db: Db,
  query: SalesReportQuery,
  options: { all?: boolean } = {},
): Promise<TSalesRegister> {
  const range = reportRange(query);
  const page = options.all ? sql`` : sql`LIMIT ${query.limit ?? 25} OFFSET ${query.offset ?? 0}`;
  const [rows, [sums]] = await Promise.all([
    queryRows<Record<string, string>>(
      db,
      sql`SELECT date::text, document, id, number, status, customer_id, customer_name, gstin, place_of_supply,
                 registration_gstin, taxable, cgst, sgst, igst, cess, total
          FROM (${registerRows(query, range)}) d ORDER BY date, ord, number ${page}`,
    ),
    queryRows<Record<string, string>>(
      db,
      sql`SELECT count(*)::int AS n, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst,
                 sum(igst) AS igst, sum(cess) AS cess, sum(total) AS total
          FROM (${registerRows(query, range)}) d`,
    ),
  ]);
  return {
    ...range,
    rows: rows.map((row) => ({
      date: row.date!,
      document: row.document as TSalesRegister['rows'][number]['document'],
      id: row.id!,
      number: row.number!,
      status: row.status as 'issued' | 'cancelled',
      customer: { id: row.customer_id ?? null, name: row.customer_name! },
      gstin: row.gstin ?? null,
      placeOfSupply: row.place_of_supply!,
      registrationGstin: row.registration_gstin!,
      ...taxesOf(row),
      total: toRupees(toPaise(Number(row.total))),
    })),
    total: Number(sums?.n ?? 0),
    totals: { ...taxesOf(sums ?? {}), total: toRupees(toPaise(Number(sums?.total ?? 0))) },
  };
}

/**
 * The lines of the range's issued invoices and its notes, signed (credit notes negative), with their
 * rate, HSN code, unit and units (a note for a change of price moves no units).
 */
function taxedLines(query: SalesReportQuery, range: { from: string; to: string }) {
  return sql`
    SELECT l.gst_rate, l.hsn_code, l.uqc, l.quantity, l.taxable, l.cgst, l.sgst, l.igst, l.cess
    FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
    WHERE i.status = 'issued' AND i.invoice_date BETWEEN ${range.from}::date AND ${range.to}::date
      ${registration(query, sql`i.registration_id`)}
    UNION ALL
    SELECT il.gst_rate, il.hsn_code, il.uqc, coalesce(nl.quantity, 0) * s.sign, nl.taxable * s.sign,
           nl.cgst * s.sign, nl.sgst * s.sign, nl.igst * s.sign, nl.cess * s.sign
    FROM invoice_note_lines nl JOIN invoice_notes n ON n.id = nl.note_id JOIN invoice_lines il ON il.id = nl.invoice_line_id
    CROSS JOIN LATERAL (SELECT CASE n.kind WHEN 'credit' THEN -1 ELSE 1 END AS sign) s
    WHERE n.note_date BETWEEN ${range.from}::date AND ${range.to}::date ${registration(query, sql`n.registration_id`)}`;
}

export async function outputTax(db: Db, query: SalesReportQuery): Promise<TOutputTax> {
  const range = reportRange(query);
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`SELECT gst_rate, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst, sum(igst) AS igst,
               sum(cess) AS cess
        FROM (${taxedLines(query, range)}) t GROUP BY gst_rate ORDER BY gst_rate`,
  );
  const answered = rows.map((row) => ({ gstRate: Number(row.gst_rate), ...taxesOf(row) }));
  return { ...range, rows: answered, totals: totalsOf(answered) };
}

export async function hsnReport(db: Db, query: SalesReportQuery): Promise<THsnReport> {
  const range = reportRange(query);
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`SELECT hsn_code, min(uqc) AS uqc, gst_rate, sum(quantity)::int AS quantity, sum(taxable) AS taxable,
               sum(cgst) AS cgst, sum(sgst) AS sgst, sum(igst) AS igst, sum(cess) AS cess
        FROM (${taxedLines(query, range)}) t GROUP BY hsn_code, gst_rate ORDER BY hsn_code NULLS LAST, gst_rate`,
  );
  const answered = rows.map((row) => ({
    hsnCode: row.hsn_code ?? null,
    uqc: row.uqc ?? null,
    gstRate: Number(row.gst_rate),
    quantity: Number(row.quantity),
    ...taxesOf(row),
  }));
  return { ...range, rows: answered, totals: totalsOf(answered) };
}

/**
 * The transfers' invoices received in the range (by the registration the query names, else by any),
 * in date order, each with its sender, receiver and transport; a cancelled one at nothing.
 */
export async function inputTaxRegister(
  db: Db,
  query: SalesReportQuery,
  options: { all?: boolean } = {},
): Promise<TInputTaxRegister> {
  const range = reportRange(query);
  const where = sql`i.recipient_registration_id IS NOT NULL
    AND i.invoice_date BETWEEN ${range.from}::date AND ${range.to}::date
    ${registration(query, sql`i.recipient_registration_id`)}`;
  const counted = (column: string) => sql.raw(`CASE WHEN i.status = 'issued' THEN i.${column} ELSE 0 END`);
  const page = options.all ? sql`` : sql`LIMIT ${query.limit ?? 25} OFFSET ${query.offset ?? 0}`;
  const [rows, [sums]] = await Promise.all([
    queryRows<Record<string, string>>(
      db,
      sql`SELECT i.invoice_date::text AS date, i.id, i.number, i.status, i.place_of_supply,
                 s.id AS supplier_id, s.name AS supplier_name, s.gstin AS supplier_gstin,
                 r.id AS recipient_id, r.name AS recipient_name, r.gstin AS recipient_gstin,
                 t.id AS transport_id, t.package_id,
                 ${counted('taxable')} AS taxable, ${counted('cgst')} AS cgst, ${counted('sgst')} AS sgst,
                 ${counted('igst')} AS igst, ${counted('cess')} AS cess, ${counted('total')} AS total
          FROM invoices i
          JOIN gst_registrations s ON s.id = i.registration_id
          JOIN gst_registrations r ON r.id = i.recipient_registration_id
          JOIN transports t ON t.id = i.transport_id
          WHERE ${where}
          ORDER BY i.invoice_date, i.number ${page}`,
    ),
    queryRows<Record<string, string>>(
      db,
      sql`SELECT count(*)::int AS n, sum(${counted('taxable')}) AS taxable, sum(${counted('cgst')}) AS cgst,
                 sum(${counted('sgst')}) AS sgst, sum(${counted('igst')}) AS igst,
                 sum(${counted('cess')}) AS cess, sum(${counted('total')}) AS total
          FROM invoices i WHERE ${where}`,
    ),
  ]);
  return {
    ...range,
    rows: rows.map((row) => ({
      date: row.date!,
      id: row.id!,
      number: row.number!,
      status: row.status as 'issued' | 'cancelled',
      supplier: { id: row.supplier_id!, name: row.supplier_name!, gstin: row.supplier_gstin! },
      recipient: { id: row.recipient_id!, name: row.recipient_name!, gstin: row.recipient_gstin! },
      placeOfSupply: row.place_of_supply!,
      transport: { id: row.transport_id!, packageId: row.package_id! },
      ...taxesOf(row),
      total: toRupees(toPaise(Number(row.total))),
    })),
    total: Number(sums?.n ?? 0),
    totals: { ...taxesOf(sums ?? {}), total: toRupees(toPaise(Number(sums?.total ?? 0))) },
  };
}
