import { sql, type SQL } from 'drizzle-orm';
import { gstinCheckCharacter, readGstState, RECEIPT_SERIES, SALES_ORDER_SERIES } from '@godown/shared';
import { syncOverdueInvoiceAlerts } from '../modules/receivables/overdue-alerts.js';
import { CATALOGUE, CITIES } from './scale-data.js';
import { idOf, pick } from './scale-sql.js';

// The scale data set's billing (seed-scale.ts, `--invoices N`): the company with a GST registration
// in each state it has warehouses in (every warehouse billed under its state's), the products' GST
// rates, N issued invoices of 1 to 3 lines spread over the customers from the start of the last
// financial year to yesterday, the receipts that paid them (one a customer a month, allocated to
// that month's invoices), the series' counters past the numbers given, and the overdue invoices'
// alerts the hourly check would raise. Set-based, as the rest of the data set.
//
// Payments follow the app's own rules rather than a flat share: a customer is refused new orders
// with an invoice over 90 days past due, so invoices more than 60 days past due are paid, but for
// one customer in 100 who has left the last eight months' unpaid; the rest of what is owed is recent
// (part paid, unpaid, not yet due). About 94% of the invoices end paid, 1% part paid.

/** The scale company's PAN: every registration's GSTIN carries it. */
export const SCALE_COMPANY_PAN = 'AAGCK5372K';

/** The series prefix of a state's registration (its vehicle registration letters). */
const STATE_PREFIXES: Readonly<Record<string, string>> = {
  Maharashtra: 'MH',
  Delhi: 'DL',
  Haryana: 'HR',
  'Uttar Pradesh': 'UP',
  Rajasthan: 'RJ',
  Gujarat: 'GJ',
  'Madhya Pradesh': 'MP',
  'West Bengal': 'WB',
  Bihar: 'BR',
  Jharkhand: 'JH',
  Odisha: 'OD',
  Assam: 'AS',
  'Tamil Nadu': 'TN',
  Karnataka: 'KA',
  Telangana: 'TS',
  'Andhra Pradesh': 'AP',
  Kerala: 'KL',
  Chandigarh: 'CH',
  Punjab: 'PB',
  Uttarakhand: 'UK',
};

/** GST on each category's goods (the rates since 22 September 2025: most at 5%, durables at 18%). */
const CATEGORY_RATES: Readonly<Record<string, number>> = {
  Household: 18,
  Electronics: 18,
  Hardware: 18,
};

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Each state of the data set's cities: its name, GST code, the company's GSTIN there and a prefix. */
const STATES = [...new Set(CITIES.map((c) => c[1]))].map((name) => {
  const code = readGstState(name);
  const prefix = STATE_PREFIXES[name];
  if (!code || !prefix) throw new Error(`seed-scale-invoices: no GST code or prefix for ${name}`);
  const first14 = `${code}${SCALE_COMPANY_PAN}1Z`;
  const city = CITIES.find((c) => c[1] === name)![0];
  return { name, code, prefix, city, gstin: `${first14}${gstinCheckCharacter(first14)}` };
});
const stateRows = sql.raw(
  `(VALUES ${STATES.map((s) => `(${[s.name, s.code, s.prefix, s.city, s.gstin].map(literal).join(', ')})`).join(', ')})
   AS s(name, code, prefix, city, gstin)`,
);
const categoryRates = sql.raw(
  `(VALUES ${CATALOGUE.map(([category]) => `(${literal(category)}, ${CATEGORY_RATES[category] ?? 5})`).join(', ')})
   AS r(category, rate)`,
);

/** A warehouse's state: the last part of its location ("MIDC, Pune, Maharashtra"). */
const stateOf = (location: SQL) => sql`split_part(${location}, ', ', 3)`;
const today = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;
/** The financial year of a date, as numbers print it: 26-27. */
const yearOf = (day: SQL) =>
  sql`(to_char(${day} - interval '3 months', 'YY') || '-' || to_char(${day} + interval '9 months', 'YY'))`;
/** An address column as the API answers it (customers-read.service.ts addressAnswer). */
const addressAnswer = (a: SQL) =>
  sql`CASE WHEN ${a} IS NULL OR jsonb_typeof(${a}) = 'null' THEN 'null'::jsonb
      ELSE jsonb_build_object('line', ${a}->'line', 'district', ${a}->'district', 'pinCode', ${a}->'pinCode',
        'stateCode', ${a}->'stateCode', 'point', CASE WHEN jsonb_typeof(${a}->'point') = 'array'
          THEN jsonb_build_object('type', 'Point', 'coordinates', ${a}->'point') ELSE 'null'::jsonb END) END`;
/** The receipt that paid invoice `i` of customer `c`: the customer's (by phone) of the invoice's month. */
const receiptOf = (c: SQL, i: SQL) =>
  idOf(
    'receipt',
    sql`(coalesce(${c}.phone, ${c}.id::text) || '/' || date_trunc('month', ${i}.invoice_date)::date::text)`,
  );

export interface BillingStep {
  name: string;
  run: SQL | (() => Promise<number>);
}

/** The billing steps of `invoices` invoices over the `products` products, made by `admin` (a SQL uuid). */
export function scaleBillingSteps(
  db: Parameters<typeof syncOverdueInvoiceAlerts>[0],
  { invoices: N, products: P, admin }: { invoices: number; products: number; admin: SQL },
): BillingStep[] {
  const g = sql`s.g`;
  const line = sql`(h.g || '-' || j)`;
  return [
    {
      name: 'company and GST registrations',
      run: sql`WITH company AS (
          INSERT INTO company_settings (id, legal_name, trade_name, pan, bank_name, bank_account, bank_ifsc,
                                        bank_branch, upi_id, invoice_terms, updated_by, updated_at)
          VALUES (1, 'Kaveri Distributors Private Limited', 'Kaveri Distributors', ${SCALE_COMPANY_PAN},
                  'State Bank of India', '38291045521', 'SBIN0000300', 'Fort, Mumbai', 'kaveri.distributors@sbi',
                  'Interest at 18% a year on payments past their due date. Subject to Mumbai jurisdiction.',
                  ${admin}, now())
          ON CONFLICT (id) DO NOTHING)
        INSERT INTO gst_registrations (id, gstin, state_code, name, address, invoice_series, credit_note_series,
                                       debit_note_series, created_at, updated_at)
        SELECT ${idOf('registration', sql`s.code`)}, s.gstin, s.code, s.name,
               jsonb_build_object('line', 'Registered office, ' || s.city, 'district', s.city, 'pinCode', NULL,
                                  'stateCode', s.code, 'point', NULL),
               jsonb_build_object('prefix', s.prefix || '/', 'withYear', true, 'digits', 5),
               jsonb_build_object('prefix', s.prefix || 'C/', 'withYear', true, 'digits', 5),
               jsonb_build_object('prefix', s.prefix || 'D/', 'withYear', true, 'digits', 5),
               now() - interval '2 years', now()
        FROM ${stateRows}
        WHERE EXISTS (SELECT 1 FROM inventories i WHERE ${stateOf(sql`i.location`)} = s.name)`,
    },
    {
      name: 'warehouses billed under their state',
      run: sql`UPDATE inventories i SET registration_id = r.id
        FROM ${stateRows} JOIN gst_registrations r ON r.state_code = s.code
        WHERE ${stateOf(sql`i.location`)} = s.name`,
    },
    {
      name: 'GST rates of the products',
      run: sql`INSERT INTO product_tax_rates (product_id, effective_from, gst_rate, cess_rate, created_by, created_at)
        SELECT p.id, date '2017-07-01', r.rate, 0, ${admin}, p.created_at
        FROM products p JOIN ${categoryRates} ON r.category = p.product_category`,
    },
    {
      // One statement: the lines are inserted by a CTE and the invoices by the main query, both
      // from the same lines, so every invoice's sums are its lines'.
      name: 'invoices (their lines with them)',
      run: sql`WITH k AS (
          SELECT (SELECT count(*) FROM customers)::int AS customers,
                 (SELECT count(*) FROM gst_registrations)::int AS registrations,
                 make_date(extract(year FROM ${today} - interval '3 months')::int - 1, 4, 1) AS first_day,
                 ${today} - 1 AS last_day
        ), cs AS (
          SELECT id, name, gstin, state_code, phone, billing_address, shipping_address, payment_terms_days,
                 row_number() OVER (ORDER BY phone, id) AS r
          FROM customers
        ), regs AS (
          SELECT r.id, r.state_code, r.invoice_series AS series, row_number() OVER (ORDER BY r.state_code) AS r,
                 jsonb_build_object('legalName', coalesce(c.legal_name, 'Godown'), 'tradeName', c.trade_name,
                   'gstin', r.gstin, 'pan', coalesce(c.pan, substr(r.gstin, 3, 10)), 'stateCode', r.state_code,
                   'address', ${addressAnswer(sql`r.address`)},
                   'bank', CASE WHEN c.bank_name IS NULL THEN 'null'::jsonb ELSE jsonb_build_object('name', c.bank_name,
                     'account', c.bank_account, 'ifsc', c.bank_ifsc, 'branch', c.bank_branch) END,
                   'upiId', c.upi_id, 'terms', c.invoice_terms) AS seller
          FROM gst_registrations r LEFT JOIN company_settings c ON c.id = 1
        ), slot AS (
          -- Invoice g falls on day (g - 1) * days / N of the range, at a time of 9:00 to 19:00 that
          -- grows with g: numbers, dates and times go up together.
          SELECT s.g, k.first_day + (t.x / ${N})::int AS day, (t.x % ${N}) * 36000 / ${N} AS second,
                 -- One invoice in 20 is for one of ten large accounts (registered, rows 1 to 12).
                 CASE WHEN s.g % 20 = 0
                      THEN least((ARRAY[1, 2, 3, 4, 6, 7, 8, 9, 11, 12])[1 + ${pick(g, 'inv-large', 10)}], k.customers)
                      ELSE 1 + ${pick(g, 'inv-customer', sql`k.customers`)} END AS customer_row,
                 1 + ${pick(g, 'inv-registration', sql`k.registrations`)} AS other_row,
                 ${pick(g, 'inv-home', 100)} < 85 AS at_home
          FROM generate_series(1, ${N}) AS s(g)
          CROSS JOIN k
          CROSS JOIN LATERAL (SELECT (s.g - 1)::bigint * (k.last_day - k.first_day + 1) AS x) AS t
        ), head AS (
          SELECT s.g, ${idOf('invoice', g)} AS id, s.day, s.second, c.id AS customer_id, c.r AS customer_row,
                 c.state_code, c.payment_terms_days, c.gstin,
                 jsonb_build_object('name', c.name, 'gstin', c.gstin, 'stateCode', c.state_code, 'phone', c.phone,
                   'billingAddress', ${addressAnswer(sql`c.billing_address`)},
                   'shippingAddress', ${addressAnswer(sql`c.shipping_address`)}) AS buyer,
                 r.id AS registration_id, r.series, r.seller,
                 CASE WHEN r.state_code = c.state_code THEN 'intra' ELSE 'inter' END AS supply,
                 ${yearOf(sql`s.day`)} AS year
          FROM slot s
          JOIN cs c ON c.r = s.customer_row
          LEFT JOIN regs home ON home.state_code = c.state_code
          JOIN regs r ON r.r = CASE WHEN s.at_home AND home.r IS NOT NULL THEN home.r ELSE s.other_row END
        ), numbered AS (
          SELECT h.*, row_number() OVER (PARTITION BY h.registration_id, h.year ORDER BY h.g) AS n FROM head h
        ), lines AS (
          SELECT h.id AS invoice_id, j AS line_no, p.id AS product_id, p.product_name, p.sku, q.n AS quantity,
                 p.price AS rate, d.discount, t.gst_rate, p.price * q.n - d.discount AS taxable, h.supply
          FROM head h
          CROSS JOIN generate_series(1, 3) AS j
          JOIN products p ON p.id = ${idOf('product', sql`(1 + ${pick(line, 'inv-product', P)})`)}
          JOIN product_tax_rates t ON t.product_id = p.id
          CROSS JOIN LATERAL (SELECT 1 + ${pick(line, 'inv-units', 10)} AS n) AS q
          -- One line in four carries a 2% trade discount.
          CROSS JOIN LATERAL (SELECT CASE WHEN ${pick(line, 'inv-discount', 4)} = 0
                                          THEN round(p.price * q.n * 0.02, 2) ELSE 0 END AS discount) AS d
          WHERE j <= 1 + ${pick(sql`h.g`, 'inv-lines', 3)}
        ), taxed AS (
          -- CGST and SGST of half the rate each inside a state, IGST across: each to the paisa, half up.
          SELECT l.*, CASE WHEN l.supply = 'intra' THEN round(l.taxable * l.gst_rate / 200, 2) ELSE 0 END AS half,
                 CASE WHEN l.supply = 'inter' THEN round(l.taxable * l.gst_rate / 100, 2) ELSE 0 END AS igst
          FROM lines l
        ), line_rows AS (
          INSERT INTO invoice_lines (invoice_id, line_no, product_id, product_name, sku, quantity, rate, discount,
                                     gst_rate, cess_rate, taxable, cgst, sgst, igst, cess)
          SELECT invoice_id, line_no, product_id, product_name, sku, quantity, rate, discount, gst_rate, 0, taxable,
                 half, half, igst, 0
          FROM taxed
          RETURNING invoice_id
        ), sums AS (
          SELECT invoice_id, sum(taxable) AS taxable, sum(half) AS half, sum(igst) AS igst,
                 sum(taxable) + 2 * sum(half) + sum(igst) AS before
          FROM taxed GROUP BY invoice_id
        )
        INSERT INTO invoices (id, number, financial_year, invoice_date, due_date, registration_id, customer_id,
                              status, kind, supply, place_of_supply, seller, buyer, taxable, cgst, sgst, igst, cess,
                              round_off, total, paid, cancelled_at, cancel_reason, cancelled_by, created_by, created_at)
        SELECT h.id,
               (h.series->>'prefix') || CASE WHEN (h.series->>'withYear')::boolean THEN h.year || '/' ELSE '' END
                 || lpad(h.n::text, (h.series->>'digits')::int, '0'),
               h.year, h.day, h.day + h.payment_terms_days, h.registration_id, h.customer_id,
               CASE WHEN x.cancelled THEN 'cancelled' ELSE 'issued' END,
               CASE WHEN h.gstin IS NULL THEN 'b2c' ELSE 'b2b' END, h.supply, h.state_code, h.seller, h.buyer,
               s.taxable, s.half, s.half, s.igst, 0, round(s.before) - s.before, round(s.before),
               CASE WHEN x.cancelled THEN 0
                    WHEN x.share = 'full' THEN round(s.before)
                    WHEN x.share = 'half' THEN floor(round(s.before) / 2)
                    ELSE 0 END,
               CASE WHEN x.cancelled THEN x.at + interval '2 hours' END,
               CASE WHEN x.cancelled THEN 'Billed to the wrong customer' END,
               CASE WHEN x.cancelled THEN ${admin} END,
               ${admin}, x.at
        FROM numbered h
        JOIN sums s ON s.invoice_id = h.id
        CROSS JOIN LATERAL (SELECT ${today} - (h.day + h.payment_terms_days) AS late,
                                   ${pick(sql`h.g`, 'inv-paid', 100)} AS u) AS a
        CROSS JOIN LATERAL (SELECT
          h.g % 250 = 0 AS cancelled,
          (h.day::timestamp + interval '9 hours' + h.second * interval '1 second') AT TIME ZONE 'Asia/Kolkata' AS at,
          CASE WHEN h.customer_row % 100 = 37 THEN (CASE WHEN a.late > 0 AND a.late <= 240 THEN 'none' ELSE 'full' END)
               WHEN a.late > 60 THEN 'full'
               WHEN a.late > 30 THEN (CASE WHEN a.u < 85 THEN 'full' WHEN a.u < 92 THEN 'half' ELSE 'none' END)
               WHEN a.late > 0 THEN (CASE WHEN a.u < 60 THEN 'full' WHEN a.u < 72 THEN 'half' ELSE 'none' END)
               ELSE (CASE WHEN a.u < 25 THEN 'full' WHEN a.u < 35 THEN 'half' ELSE 'none' END) END AS share) AS x`,
    },
    {
      // A customer's month of invoices is paid by one receipt, on the latest due date among them
      // (today at the latest); one in 40 brings money beyond them, left on account.
      name: 'receipts',
      run: sql`WITH paid AS (
          SELECT ${receiptOf(sql`c`, sql`i`)} AS id, i.customer_id, sum(i.paid) AS allocated,
                 least(${today}, max(i.due_date)) AS day
          FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.paid > 0 GROUP BY 1, 2
        ), numbered AS (
          SELECT p.*, ${yearOf(sql`p.day`)} AS year,
                 row_number() OVER (PARTITION BY ${yearOf(sql`p.day`)} ORDER BY p.day, p.id) AS n,
                 (ARRAY['cash', 'upi', 'cheque', 'bankTransfer'])[1 + ${pick(sql`p.id::text`, 'rct-mode', 4)}] AS mode
          FROM paid p
        )
        INSERT INTO receipts (id, number, receipt_date, customer_id, mode, reference, amount, allocated, status,
                              created_by, created_at)
        SELECT id, ${RECEIPT_SERIES} || '/' || year || '/' || lpad(n::text, greatest(5, length(n::text)), '0'),
               day, customer_id, mode,
               CASE mode WHEN 'cheque' THEN lpad(${pick(sql`id::text`, 'rct-ref', 1_000_000)}::text, 6, '0')
                         WHEN 'upi' THEN '5' || lpad(${pick(sql`id::text`, 'rct-ref', 1_000_000_000)}::text, 11, '0')
                         WHEN 'bankTransfer' THEN 'SBIN' || lpad(${pick(sql`id::text`, 'rct-ref', 1_000_000_000)}::text, 12, '0')
                         END,
               allocated + CASE WHEN ${pick(sql`id::text`, 'rct-extra', 40)} = 0
                                THEN 500 * (1 + ${pick(sql`id::text`, 'rct-extra-amount', 10)}) ELSE 0 END,
               allocated, 'received', ${admin},
               least(now(), (day::timestamp + interval '16 hours') AT TIME ZONE 'Asia/Kolkata')
        FROM numbered`,
    },
    {
      name: 'receipt allocations',
      run: sql`INSERT INTO receipt_allocations (receipt_id, invoice_id, amount)
        SELECT ${receiptOf(sql`c`, sql`i`)}, i.id, i.paid
        FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.paid > 0`,
    },
    {
      // The series go on from the numbers given: each registration's invoices and the receipts
      // of each financial year, and the sales orders' (seed-scale-customers.ts).
      name: 'number series counters',
      run: sql`INSERT INTO number_series (series, financial_year, last)
        SELECT 'invoice:' || registration_id, financial_year, max(substring(number FROM '[0-9]+$')::int)
        FROM invoices GROUP BY registration_id, financial_year
        UNION ALL
        SELECT ${RECEIPT_SERIES}, split_part(number, '/', 2), max(split_part(number, '/', 3)::int)
        FROM receipts GROUP BY split_part(number, '/', 2)
        UNION ALL
        SELECT ${SALES_ORDER_SERIES}, split_part(number, '/', 2), max(split_part(number, '/', 3)::int)
        FROM sales_orders GROUP BY split_part(number, '/', 2)
        ON CONFLICT (series, financial_year) DO UPDATE SET last = greatest(number_series.last, excluded.last)`,
    },
    {
      // e-Invoicing applies from April 2024 (docs/domain.md#e-invoices); the portal has registered
      // every B2B invoice but the last three days', which await their IRN.
      name: 'e-invoice registrations',
      run: sql`WITH settings AS (
          UPDATE company_settings SET einvoice_from = '2024-04-01' WHERE id = 1 RETURNING id
        ), registered AS (
          SELECT i.id, i.created_at, row_number() OVER (ORDER BY i.invoice_date, i.id) AS n
          FROM invoices i
          WHERE i.kind = 'b2b' AND i.status = 'issued' AND i.invoice_date >= '2024-04-01'
            AND i.invoice_date < ${today}::date - 3
        ), marked AS (
          UPDATE invoices i SET einvoice_state = 'active' FROM registered r WHERE i.id = r.id
        )
        INSERT INTO einvoice_registrations (invoice_id, irn, ack_no, ack_at, signed_qr_code, recorded_by, recorded_at)
        SELECT r.id, encode(sha256(convert_to(r.id::text, 'UTF8')), 'hex'), '1120' || lpad(r.n::text, 11, '0'),
               r.created_at + interval '1 minute', 'scale.' || r.id, ${admin}, r.created_at + interval '2 minutes'
        FROM registered r`,
    },
    // The alerts the hourly check raises for invoices past due and unpaid: raised by it, now.
    { name: 'overdue invoice alerts', run: () => syncOverdueInvoiceAlerts(db) },
  ];
}
