import { sql } from 'drizzle-orm';
import { CHART_LIMITS, type TProductHistory } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { lastIndiaDays, startOfIndiaDay } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

/**
 * A product's quantity at the end of each India day of the last `days` (today included), oldest
 * first, in one statement: today's quantity less the product's `stock` ledger rows written after
 * each day (a running sum over the days, newest first). Its last point is the quantity now; 404 for
 * an unknown product.
 */
export async function productHistory(
  db: Db,
  id: string,
  days: number = CHART_LIMITS.historyDaysDefault,
): Promise<TProductHistory> {
  // stock_movements_product_idx: the product's rows from the window's second day on (a row of the
  // first day or before changes no point).
  const rows = await queryRows<{ day: string; quantity: string }>(
    db,
    sql`
    WITH daily AS (
      SELECT (m.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(m.delta) AS delta
      FROM stock_movements m
      WHERE m.product_id = ${id} AND m.scope = 'stock' AND m.created_at >= ${startOfIndiaDay(days - 2)}
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
           p.quantity - coalesce(sum(daily.delta) OVER (
             ORDER BY days.day DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS quantity
    FROM products p
    CROSS JOIN ${lastIndiaDays(days)} AS days
    LEFT JOIN daily ON daily.day = days.day
    WHERE p.id = ${id}
    ORDER BY days.day`,
  );
  if (rows.length === 0) throw notFound('notFound.product');
  return { points: rows.map((r) => ({ day: r.day, quantity: Number(r.quantity) })) };
}
