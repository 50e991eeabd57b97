import { sql } from 'drizzle-orm';
import { indiaDateFromToday, toPaise, toRupees, type TAgeing } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// Receivables ageing (docs/domain.md#receipts-and-receivables): what each customer still owes on their
// issued invoices, by days past the due date as of today (not due, 1–30, 31–60, 61–90, over 90), with
// the oldest overdue invoice and the money they have on account; the largest balances first. Read
// from the invoices still owed something (a partial index holds just those); the sums, the order,
// the page and the totals are worked out in SQL, so only the page's rows reach the server.

interface AgeingRow {
  /** Null on the row of an empty page (only its totals). */
  customer_id: string | null;
  name: string | null;
  not_due: string | null;
  d30: string | null;
  d60: string | null;
  d90: string | null;
  over90: string | null;
  outstanding: string | null;
  on_account: string | null;
  oldest_id: string | null;
  oldest_number: string | null;
  oldest_due: string | null;
  total_count: string;
  total_not_due: string;
  total_d30: string;
  total_d60: string;
  total_d90: string;
  total_over90: string;
  total_outstanding: string;
  total_on_account: string;
}

/** Rupees in a numeric's text, exact to the paisa. */
const rupees = (value: string | null): number => toRupees(toPaise(Number(value ?? 0)));

/**
 * One statement: every customer's buckets summed over their open invoices, the totals over all of
 * them, and only the page's rows (largest balance first) with their oldest overdue invoice.
 */
export async function receivablesAgeing(
  db: Db,
  query: { customer?: string | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<TAgeing> {
  const asOf = indiaDateFromToday();
  const customer = query.customer ? sql`AND customer_id = ${query.customer}` : sql``;
  const rows = await queryRows<AgeingRow>(
    db,
    sql`WITH open AS (
          SELECT customer_id, total + debited - credited - paid AS owed, ${asOf}::date - due_date AS late
          FROM invoices
          WHERE status = 'issued' AND customer_id IS NOT NULL AND paid + credited < total + debited ${customer}
        ), owed AS (
          SELECT customer_id,
                 coalesce(sum(owed) FILTER (WHERE late <= 0), 0) AS not_due,
                 coalesce(sum(owed) FILTER (WHERE late BETWEEN 1 AND 30), 0) AS d30,
                 coalesce(sum(owed) FILTER (WHERE late BETWEEN 31 AND 60), 0) AS d60,
                 coalesce(sum(owed) FILTER (WHERE late BETWEEN 61 AND 90), 0) AS d90,
                 coalesce(sum(owed) FILTER (WHERE late > 90), 0) AS over90,
                 sum(owed) AS outstanding
          FROM open GROUP BY customer_id
        ), account AS (
          SELECT customer_id, sum(amount - allocated) AS on_account FROM receipts
          WHERE status = 'received' AND allocated < amount ${customer} GROUP BY customer_id
        ), every AS (
          SELECT k.customer_id, c.name,
                 coalesce(o.not_due, 0) AS not_due, coalesce(o.d30, 0) AS d30, coalesce(o.d60, 0) AS d60,
                 coalesce(o.d90, 0) AS d90, coalesce(o.over90, 0) AS over90,
                 coalesce(o.outstanding, 0) AS outstanding, coalesce(a.on_account, 0) AS on_account
          FROM (SELECT customer_id FROM owed UNION SELECT customer_id FROM account) k
          JOIN customers c ON c.id = k.customer_id
          LEFT JOIN owed o ON o.customer_id = k.customer_id
          LEFT JOIN account a ON a.customer_id = k.customer_id
        ), totals AS (
          SELECT count(*) AS total_count, coalesce(sum(not_due), 0) AS total_not_due,
                 coalesce(sum(d30), 0) AS total_d30, coalesce(sum(d60), 0) AS total_d60,
                 coalesce(sum(d90), 0) AS total_d90, coalesce(sum(over90), 0) AS total_over90,
                 coalesce(sum(outstanding), 0) AS total_outstanding,
                 coalesce(sum(on_account), 0) AS total_on_account
          FROM every
        ), page AS (
          SELECT * FROM every
          ORDER BY outstanding DESC, lower(name), name, customer_id
          LIMIT ${query.limit ?? 50} OFFSET ${query.offset ?? 0}
        )
        SELECT p.customer_id, p.name, p.not_due, p.d30, p.d60, p.d90, p.over90, p.outstanding,
               p.on_account, old.id AS oldest_id, old.number AS oldest_number,
               old.due_date::text AS oldest_due, t.*
        FROM totals t
        LEFT JOIN page p ON true
        LEFT JOIN LATERAL (
          SELECT id, number, due_date FROM invoices
          WHERE customer_id = p.customer_id AND status = 'issued' AND paid + credited < total + debited
            AND due_date < ${asOf}::date
          ORDER BY due_date, number LIMIT 1
        ) old ON true
        ORDER BY p.outstanding DESC, lower(p.name), p.name, p.customer_id`,
  );
  const first = rows[0]!;
  return {
    asOf,
    customers: rows
      .filter((row) => row.customer_id !== null)
      .map((row) => ({
        customer: { id: row.customer_id!, name: row.name! },
        notDue: rupees(row.not_due),
        days1to30: rupees(row.d30),
        days31to60: rupees(row.d60),
        days61to90: rupees(row.d90),
        over90: rupees(row.over90),
        outstanding: rupees(row.outstanding),
        onAccount: rupees(row.on_account),
        oldestOverdue:
          row.oldest_id && row.oldest_number && row.oldest_due
            ? { id: row.oldest_id, number: row.oldest_number, dueDate: row.oldest_due }
            : null,
      })),
    totals: {
      notDue: rupees(first.total_not_due),
      days1to30: rupees(first.total_d30),
      days31to60: rupees(first.total_d60),
      days61to90: rupees(first.total_d90),
      over90: rupees(first.total_over90),
      outstanding: rupees(first.total_outstanding),
      onAccount: rupees(first.total_on_account),
    },
    total: Number(first.total_count),
  };
}
