import { sql, type SQL } from 'drizzle-orm';
import { REPORT_LIMITS, roundMoney, type TReportFilters } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows, queryRowsWithWorkMem } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// The reports (docs/domain.md#reports): each is one statement over the whole data set, so its
// detail, its totals and its groups come from one snapshot, and its cost is one pass over the
// placements (today) or the ledger (a past date), whatever the number of products. This file holds
// what the reports share; each report is its own file (valuation, movements, expiring).

/** Which rows a read returns: a page for the screen, or every row for a file. */
export type ReportRows = { all: true } | { all?: false; limit?: number; offset?: number };

export const pageOf = (rows: ReportRows) =>
  rows.all ? sql`` : sql`LIMIT ${rows.limit ?? REPORT_LIMITS.pageSize} OFFSET ${rows.offset ?? 0}`;

/**
 * Memory a report's sorts and hash tables may use before spilling to disk: PostgreSQL's default
 * (4 MB) is sized for many small queries; a report groups and sorts a row per product and
 * warehouse (230,000 lines at the benchmark's scale ran 3 times faster with this).
 */
const REPORT_WORK_MEM = '32MB';

/** Runs one report statement, with REPORT_WORK_MEM for this transaction only. */
export function reportRows<T>(db: Db, query: SQL): Promise<T[]> {
  return queryRowsWithWorkMem<T>(db, REPORT_WORK_MEM, query);
}

/** The first instant of a day in India (Asia/Kolkata, UTC+05:30, no daylight saving), as ISO text. */
export function startOfIndiaDay(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}

/** SQL numbers (numeric and bigint sums come as text) as JS numbers. */
export const num = (value: string | number | null | undefined) => Number(value ?? 0);
export const money = (value: string | number | null | undefined) => roundMoney(num(value));

/** The filters, with the inventory named; 404 for an inventory that does not exist. */
export async function filtersOf(
  db: Db,
  query: { inventory?: string; category?: string },
): Promise<TReportFilters> {
  const category = query.category || null;
  if (!query.inventory) return { inventory: null, category };
  const [inventory] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM inventories WHERE id = ${query.inventory}`,
  );
  if (!inventory) throw notFound('notFound.inventory');
  return { inventory, category };
}

export const categoryIs = (filters: TReportFilters) =>
  filters.category === null ? sql`` : sql`AND p.product_category = ${filters.category}`;
