import { sql } from 'drizzle-orm';
import {
  addDays,
  indiaDateFromToday,
  REPORT_LIMITS,
  type TExpiringQuery,
  type TExpiringReport,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { categoryIs, filtersOf, money, num, pageOf, reportRows, type ReportRows } from './report-queries.js';

// The expiring stock report (docs/domain.md#reports): the batches expiring within a window of days,
// the expired ones included, with the value at risk.

interface ExpiringRowOut {
  n: string;
  t_batches: string;
  t_units: string;
  t_value: string;
  t_expired_units: string;
  t_expired_value: string;
  batch_id: string | null;
  code: string;
  expiry_date: string;
  days_to_expiry: number;
  product_id: string;
  product_name: string;
  sku: string | null;
  category: string | null;
  price: string;
  inventory_id: string;
  inventory_name: string;
  units: number;
  value: string;
}

/**
 * The batches expiring within `days` of today in India (expired ones included), their units per
 * warehouse and the value at risk (units × today's price), earliest expiry first, with totals.
 */
export async function expiringReport(
  db: Db,
  query: TExpiringQuery,
  rows: ReportRows = query,
): Promise<TExpiringReport> {
  const days = Number(query.days ?? REPORT_LIMITS.defaultExpiryWindow);
  const today = indiaDateFromToday();
  const until = addDays(today, days);
  const filters = await filtersOf(db, query);
  const result = await reportRows<ExpiringRowOut>(
    db,
    sql`
    WITH listed AS (
      SELECT b.id AS batch_id, b.code, b.expiry_date, b.expiry_date::text AS expiry_text,
             (b.expiry_date - ${today}::date)::int AS days_to_expiry,
             p.id AS product_id, p.product_name, p.sku, p.product_category AS category, p.price,
             i.id AS inventory_id, i.name AS inventory_name, s.quantity AS units, s.quantity * p.price AS value
      FROM batches b
      JOIN batch_stock s ON s.batch_id = b.id
      JOIN products p ON p.id = b.product_id
      JOIN inventories i ON i.id = s.inventory_id
      WHERE b.expiry_date <= ${until}::date
        ${filters.inventory ? sql`AND s.inventory_id = ${filters.inventory.id}` : sql``} ${categoryIs(filters)}
    ),
    totals AS (
      SELECT count(*) AS n, count(DISTINCT batch_id) AS t_batches,
             coalesce(sum(units), 0) AS t_units, coalesce(sum(value), 0) AS t_value,
             coalesce(sum(units) FILTER (WHERE days_to_expiry < 0), 0) AS t_expired_units,
             coalesce(sum(value) FILTER (WHERE days_to_expiry < 0), 0) AS t_expired_value
      FROM listed
    ),
    page AS (
      SELECT * FROM listed
      ORDER BY expiry_date, product_name, code, inventory_name, batch_id, inventory_id
      ${pageOf(rows)}
    )
    SELECT totals.*, page.batch_id, page.code, page.expiry_text AS expiry_date, page.days_to_expiry,
           page.product_id, page.product_name, page.sku, page.category, page.price, page.inventory_id,
           page.inventory_name, page.units, page.value
    FROM totals LEFT JOIN page ON true
    ORDER BY page.expiry_date, page.product_name, page.code, page.inventory_name, page.batch_id, page.inventory_id`,
  );
  const first = result[0]!;
  return {
    days,
    today,
    until,
    filters,
    rows: result
      .filter((row) => row.batch_id !== null)
      .map((row) => ({
        batch: { id: row.batch_id!, code: row.code, expiryDate: row.expiry_date },
        daysToExpiry: row.days_to_expiry,
        isExpired: row.days_to_expiry < 0,
        product: { id: row.product_id, productName: row.product_name, sku: row.sku },
        category: row.category,
        inventory: { id: row.inventory_id, name: row.inventory_name },
        units: num(row.units),
        price: money(row.price),
        value: money(row.value),
      })),
    total: num(first.n),
    totals: {
      batches: num(first.t_batches),
      units: num(first.t_units),
      value: money(first.t_value),
      expiredUnits: num(first.t_expired_units),
      expiredValue: money(first.t_expired_value),
    },
  };
}
