import { sql } from 'drizzle-orm';
import { indiaDateFromToday, toPaise, toRupees, type TAgeing } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// Receivables ageing (docs/domain.md#receipts-and-receivables): what each customer still owes on their
// issued invoices, by days past the due date as of today (not due, 1–30, 31–60, 61–90, over 90), with
// the oldest overdue invoice and the money they have on account; the largest balances first. Read
// from the invoices still owed something (a partial index holds just those).

interface AgeingRow {
  customer_id: string;
  name: string;
  not_due: string;
  d30: string;
  d60: string;
  d90: string;
  over90: string;
  on_account: string;
  oldest_id: string | null;
  oldest_number: string | null;
  oldest_due: string | null;
}

export async function receivablesAgeing(
  db: Db,
  query: { customer?: string | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<TAgeing> {
  const asOf = indiaDateFromToday();
  const customer = query.customer ? sql`AND customer_id = ${query.customer}` : sql``;
  const rows = await queryRows<AgeingRow>(
    db,
    sql`WITH open AS (
          SELECT id, number, customer_id, due_date, total + debited - credited - paid AS owed,
                 ${asOf}::date - due_date AS late
          FROM invoices
          WHERE status = 'issued' AND customer_id IS NOT NULL AND paid + credited < total + debited ${customer}
        ), owed AS (
          SELECT customer_id,
                 coalesce(sum(owed) FILTER (WHERE late <= 0), 0) AS not_due,
                 coalesce(sum(owed) FILTER (WHERE late BETWEEN 1 AND 30), 0) AS d30,
                 coalesce(sum(owed) FILTER (WHERE late BETWEEN 31 AND 60), 0) AS d60,
                 coalesce(sum(owed) FILTER (WHERE late BETWEEN 61 AND 90), 0) AS d90,
                 coalesce(sum(owed) FILTER (WHERE late > 90), 0) AS over90
          FROM open GROUP BY customer_id
        ), oldest AS (
          SELECT DISTINCT ON (customer_id) customer_id, id, number, due_date
          FROM open WHERE late > 0 ORDER BY customer_id, due_date, number
        ), account AS (
          SELECT customer_id, sum(amount - allocated) AS on_account FROM receipts
          WHERE status = 'received' AND allocated < amount ${customer} GROUP BY customer_id
        )
        SELECT c.id AS customer_id, c.name,
               coalesce(o.not_due, 0) AS not_due, coalesce(o.d30, 0) AS d30, coalesce(o.d60, 0) AS d60,
               coalesce(o.d90, 0) AS d90, coalesce(o.over90, 0) AS over90, coalesce(a.on_account, 0) AS on_account,
               old.id AS oldest_id, old.number AS oldest_number, old.due_date::text AS oldest_due
        FROM (SELECT customer_id FROM owed UNION SELECT customer_id FROM account) k
        JOIN customers c ON c.id = k.customer_id
        LEFT JOIN owed o ON o.customer_id = k.customer_id
        LEFT JOIN account a ON a.customer_id = k.customer_id
        LEFT JOIN oldest old ON old.customer_id = k.customer_id`,
  );
  const customers = rows.map((row) => {
    const buckets = {
      notDue: toPaise(Number(row.not_due)),
      days1to30: toPaise(Number(row.d30)),
      days31to60: toPaise(Number(row.d60)),
      days61to90: toPaise(Number(row.d90)),
      over90: toPaise(Number(row.over90)),
    };
    const outstanding = Object.values(buckets).reduce((sum, n) => sum + n, 0);
    return { row, buckets, outstanding, onAccount: toPaise(Number(row.on_account)) };
  });
  customers.sort((a, b) => b.outstanding - a.outstanding || a.row.name.localeCompare(b.row.name));
  const totals = {
    notDue: 0,
    days1to30: 0,
    days31to60: 0,
    days61to90: 0,
    over90: 0,
    outstanding: 0,
    onAccount: 0,
  };
  for (const c of customers) {
    for (const key of ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const)
      totals[key] += c.buckets[key];
    totals.outstanding += c.outstanding;
    totals.onAccount += c.onAccount;
  }
  const offset = query.offset ?? 0;
  const page = customers.slice(offset, offset + (query.limit ?? 50));
  return {
    asOf,
    customers: page.map(({ row, buckets, outstanding, onAccount }) => ({
      customer: { id: row.customer_id, name: row.name },
      notDue: toRupees(buckets.notDue),
      days1to30: toRupees(buckets.days1to30),
      days31to60: toRupees(buckets.days31to60),
      days61to90: toRupees(buckets.days61to90),
      over90: toRupees(buckets.over90),
      outstanding: toRupees(outstanding),
      onAccount: toRupees(onAccount),
      oldestOverdue:
        row.oldest_id && row.oldest_number && row.oldest_due
          ? { id: row.oldest_id, number: row.oldest_number, dueDate: row.oldest_due }
          : null,
    })),
    totals: {
      notDue: toRupees(totals.notDue),
      days1to30: toRupees(totals.days1to30),
      days31to60: toRupees(totals.days31to60),
      days61to90: toRupees(totals.days61to90),
      over90: toRupees(totals.over90),
      outstanding: toRupees(totals.outstanding),
      onAccount: toRupees(totals.onAccount),
    },
    total: customers.length,
  };
}
