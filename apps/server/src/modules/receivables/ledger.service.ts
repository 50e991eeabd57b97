import { eq, sql } from 'drizzle-orm';
import {
  BRAND_NAME,
  indiaDateFromToday,
  toPaise,
  toRupees,
  type LedgerEntryKind,
  type TLedger,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { indianDate, type ReportDocument } from '../reports/report-documents.js';

// A customer's account (docs/domain.md#receipts-and-receivables): every issued invoice and debit
// note adds to what they owe, every credit note and receipt takes off, a bounced cheque adds its
// receipt back; the opening balance is all of it before the range, the balance runs through it.

/** Everything on a customer's account, as (date, kind, order of the day, id, number, debit, credit). */
const entriesOf = (customerId: string) => sql`
  SELECT invoice_date AS date, 'invoice' AS kind, 1 AS ord, id::text AS id, number, total AS debit, 0::numeric AS credit
  FROM invoices WHERE customer_id = ${customerId} AND status = 'issued'
  UNION ALL
  SELECT note_date, CASE kind WHEN 'credit' THEN 'creditNote' ELSE 'debitNote' END, CASE kind WHEN 'debit' THEN 2 ELSE 3 END,
         id::text, number, CASE kind WHEN 'debit' THEN total ELSE 0 END, CASE kind WHEN 'credit' THEN total ELSE 0 END
  FROM invoice_notes WHERE customer_id = ${customerId}
  UNION ALL
  SELECT receipt_date, 'receipt', 4, id::text, number, 0, amount FROM receipts WHERE customer_id = ${customerId}
  UNION ALL
  SELECT bounced_on, 'bounce', 5, id::text, number, amount, 0 FROM receipts
  WHERE customer_id = ${customerId} AND status = 'bounced'`;

/** The customer's ledger from `from` (none: from the first entry) to `to` (none: today). */
export async function customerLedger(
  db: Db,
  customerId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<TLedger> {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('notFound.customer');
  const to = range.to ?? indiaDateFromToday();
  const from = range.from ?? null;
  const [[opening], rows] = await Promise.all([
    from
      ? queryRows<{ balance: string }>(
          db,
          sql`SELECT coalesce(sum(debit - credit), 0) AS balance FROM (${entriesOf(customerId)}) e WHERE date < ${from}::date`,
        )
      : Promise.resolve([{ balance: '0' }]),
    queryRows<{
      date: string;
      kind: LedgerEntryKind;
      id: string;
      number: string;
      debit: string;
      credit: string;
    }>(
      db,
      sql`SELECT date::text, kind, id, number, debit, credit FROM (${entriesOf(customerId)}) e
          WHERE date <= ${to}::date ${from ? sql`AND date >= ${from}::date` : sql``}
          ORDER BY date, ord, number`,
    ),
  ]);
  let balance = toPaise(Number(opening?.balance ?? 0));
  const openingBalance = toRupees(balance);
  const entries = rows.map((row) => {
    const debit = toPaise(Number(row.debit));
    const credit = toPaise(Number(row.credit));
    balance += debit - credit;
    return {
      date: row.date,
      kind: row.kind,
      id: row.id,
      number: row.number,
      debit: toRupees(debit),
      credit: toRupees(credit),
      balance: toRupees(balance),
    };
  });
  return { customer, from, to, openingBalance, entries, closingBalance: toRupees(balance) };
}

const KIND_WORDS: Record<LedgerEntryKind, string> = {
  invoice: 'Tax invoice',
  creditNote: 'Credit note',
  debitNote: 'Debit note',
  receipt: 'Receipt',
  bounce: 'Cheque bounced',
};

/** The ledger as a statement of account, for the reports' PDF writer. */
export function statementDocument(ledger: TLedger): ReportDocument {
  const safe = ledger.customer.name.replace(/[^\w-]+/g, '-').slice(0, 40);
  return {
    title: `Statement of account: ${ledger.customer.name}`,
    fileName: `${BRAND_NAME.toLowerCase()}-statement-${safe}-${ledger.to}`,
    parameters: [
      ['Customer', ledger.customer.name],
      [
        'Period',
        `${ledger.from ? indianDate(ledger.from) : 'From the first entry'} to ${indianDate(ledger.to)}`,
      ],
      ['Opening balance', toRupeesText(ledger.openingBalance)],
      ['Closing balance', toRupeesText(ledger.closingBalance)],
    ],
    notes: ['A positive balance is what the customer owes; a negative one is money of theirs on account.'],
    tables: [
      {
        title: 'Entries',
        columns: [
          { header: 'Date', kind: 'date', width: 12 },
          { header: 'Document', kind: 'text', width: 18 },
          { header: 'Number', kind: 'text', width: 20 },
          { header: 'Debit', kind: 'money', width: 14 },
          { header: 'Credit', kind: 'money', width: 14 },
          { header: 'Balance', kind: 'money', width: 16 },
        ],
        rows: [
          [ledger.from, 'Opening balance', null, null, null, ledger.openingBalance],
          ...ledger.entries.map((e) => [
            e.date,
            KIND_WORDS[e.kind],
            e.number,
            e.debit || null,
            e.credit || null,
            e.balance,
          ]),
        ],
        totals: [
          [
            null,
            'Closing balance',
            null,
            toRupees(ledger.entries.reduce((sum, e) => sum + toPaise(e.debit), 0)),
            toRupees(ledger.entries.reduce((sum, e) => sum + toPaise(e.credit), 0)),
            ledger.closingBalance,
          ],
        ],
      },
    ],
  };
}

/** Rupees with paise, grouped the Indian way (the PDF's font may lack ₹). */
const toRupeesText = (n: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
