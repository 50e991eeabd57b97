import { sql } from 'drizzle-orm';
import { CHART_LIMITS, type TInventoryHistory } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { lastIndiaDays, startOfIndiaDay } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { roundVolume, unitVolumeSql } from '../stock/placements.js';

/**
 * The volume an inventory used at the end of each India day of the last `days` (today included),
 * oldest first, with its share of the inventory's total volume, in one statement: the occupied
 * volume now (what the inventory page shows) less the volume of the inventory's `placement` ledger
 * rows written after each day, at the products' sizes today. Its last point is the page's figure;
 * 404 for an unknown inventory.
 */
export async function inventoryHistory(
  db: Db,
  id: string,
  days: number = CHART_LIMITS.historyDaysDefault,
): Promise<TInventoryHistory> {
  // stock_movements_inventory_idx: the inventory's rows from the window's second day on, each joined
  // to its product by primary key for the size of a unit.
  const rows = await queryRows<{ day: string; used: string; total_volume: string }>(
    db,
    sql`
    WITH daily AS (
      SELECT (m.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(m.delta * ${unitVolumeSql}) AS volume
      FROM stock_movements m
      JOIN products p ON p.id = m.product_id
      WHERE m.inventory_id = ${id} AND m.scope = 'placement' AND m.created_at >= ${startOfIndiaDay(days - 2)}
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, i.total_volume,
           i.volume_occupied - coalesce(sum(daily.volume) OVER (
             ORDER BY days.day DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS used
    FROM inventories i
    CROSS JOIN ${lastIndiaDays(days)} AS days
    LEFT JOIN daily ON daily.day = days.day
    WHERE i.id = ${id}
    ORDER BY days.day`,
  );
  if (rows.length === 0) throw notFound('notFound.inventory');
  const total = Number(rows[0]!.total_volume);
  const capacity = total > 0 ? total : null;
  return {
    capacity,
    points: rows.map((r) => {
      const used = Number(r.used);
      return { day: r.day, usedVolume: roundVolume(used), utilization: capacity ? used / capacity : null };
    }),
  };
}
