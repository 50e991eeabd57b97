import { sql, type SQL } from 'drizzle-orm';
import {
  CHART_LIMITS,
  CHART_OTHERS_LABEL,
  roundMoney,
  type TCategoryValue,
  type TDashboardCharts,
  type TInventoryValue,
  type TLowCoverProduct,
  type TStockFlowDay,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { lastIndiaDays } from '../../db/sql-literals.js';
import { queryRows, queryRowsWithWorkMem } from '../../db/transaction.js';
import { dailyOutflow, daysOfCover, outflowRows, outflowWindowStart } from '../purchasing/outflow.js';
import {
  countTransportsByStatus,
  visibleTransports,
  type TransportViewer,
} from '../transports/transports-read.service.js';

// The dashboard's charts (docs/domain.md#charts). Each chart is one aggregate statement over the
// current rows or the ledger, read when asked (docs/decisions.md, 84): nothing is kept up to date for
// them, so they cannot disagree with the screens they sum up.

/** SQL numbers (numeric and bigint sums come as text) as JS numbers. */
const num = (value: string | number | null) => Number(value ?? 0);

/**
 * Ranks `grouped` (a CTE with `units` and `value`) biggest value first, ties by `tieBreak`, and
 * sums every group from the CHART_LIMITS.groupsMax-th on into one "others" row when there are more
 * than CHART_LIMITS.groupsMax: the chart has at most that many entries. `keys` are the grouped
 * columns, nulled in the others row; the rows come out in rank order with `is_other`.
 */
function topGroupsSql(keys: string[], tieBreak: SQL): SQL {
  const max = CHART_LIMITS.groupsMax;
  const isOther = sql`(ranked.groups > ${max} AND ranked.rank >= ${max})`;
  return sql`
    ranked AS (
      SELECT grouped.*, row_number() OVER (ORDER BY grouped.value DESC, grouped.units DESC, ${tieBreak}) AS rank,
             count(*) OVER () AS groups
      FROM grouped
    )
    SELECT ${isOther} AS is_other,
           ${sql.join(
             keys.map(
               (key) =>
                 sql`CASE WHEN ${isOther} THEN NULL ELSE ranked.${sql.identifier(key)} END AS ${sql.identifier(key)}`,
             ),
             sql`, `,
           )},
           sum(ranked.units)::bigint AS units, sum(ranked.value) AS value
    FROM ranked
    GROUP BY 1, ${sql.raw(keys.map((_, i) => String(i + 2)).join(', '))}
    ORDER BY min(ranked.rank)`;
}

/**
 * Stock value by category: every product's quantity (company-wide, so placed, unplaced and on the
 * road, as the valuation report's categories count it) × its price today. One pass over the
 * products; products without units are left out.
 */
async function valueByCategory(db: Db): Promise<TCategoryValue[]> {
  const rows = await queryRows<{
    is_other: boolean;
    category: string | null;
    units: string;
    value: string;
  }>(
    db,
    sql`
    WITH grouped AS (
      SELECT p.product_category AS category, sum(p.quantity)::bigint AS units, sum(p.quantity * p.price) AS value
      FROM products p
      WHERE p.quantity > 0
      GROUP BY p.product_category
    ),
    ${topGroupsSql(['category'], sql`grouped.category NULLS LAST`)}`,
  );
  return rows.map((r) => ({
    category: r.category,
    isOther: r.is_other,
    units: num(r.units),
    value: roundMoney(num(r.value)),
  }));
}

/**
 * Stock value by warehouse: its placements' units × the products' prices today, as the inventory's
 * cost summary and the valuation report count them. One pass over the placements, joined to their
 * products; warehouses holding nothing are left out.
 */
async function valueByInventory(db: Db): Promise<TInventoryValue[]> {
  const rows = await queryRows<{
    is_other: boolean;
    inventory_id: string | null;
    name: string | null;
    units: string;
    value: string;
  }>(
    db,
    sql`
    WITH grouped AS (
      SELECT v.inventory_id, i.name, v.units, v.value
      FROM (
        SELECT ip.inventory_id, sum(ip.quantity)::bigint AS units, sum(ip.quantity * p.price) AS value
        FROM inventory_products ip JOIN products p ON p.id = ip.product_id
        GROUP BY ip.inventory_id
      ) AS v
      JOIN inventories i ON i.id = v.inventory_id
    ),
    ${topGroupsSql(['inventory_id', 'name'], sql`grouped.name, grouped.inventory_id`)}`,
  );
  return rows.map((r) => ({
    inventoryId: r.inventory_id,
    name: r.is_other ? CHART_OTHERS_LABEL : r.name!,
    isOther: r.is_other,
    units: num(r.units),
    value: roundMoney(num(r.value)),
  }));
}

/**
 * Units into and out of the company's stock on each India day of the last CHART_LIMITS.flowDays,
 * today included, every day present. Only the ledger's `stock` rows count: they are the changes of
 * the products' company-wide quantities. The `placement` rows of the same change (units put into
 * or taken out of a warehouse, a transfer's legs) move units inside the company, and counting them
 * too would count the same units twice.
 */
async function stockFlow(db: Db): Promise<TStockFlowDay[]> {
  // Each day sums its own range of the index on the `stock` rows' time (docs/performance.md): a
  // range per day costs a third of grouping the month's rows by their India date, which converts
  // every row's time.
  const rows = await queryRows<{ day: string; inward: string | null; outward: string | null }>(
    db,
    sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, f.inward, f.outward
    FROM ${lastIndiaDays(CHART_LIMITS.flowDays)} AS d
    CROSS JOIN LATERAL (
      SELECT sum(m.delta) FILTER (WHERE m.delta > 0) AS inward, -sum(m.delta) FILTER (WHERE m.delta < 0) AS outward
      FROM stock_movements m
      WHERE m.scope = 'stock'
        AND m.created_at >= (d.day::timestamp AT TIME ZONE 'Asia/Kolkata')
        AND m.created_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
    ) AS f
    ORDER BY d.day`,
  );
  return rows.map((r) => ({ day: r.day, in: num(r.inward), out: num(r.outward) }));
}

/**
 * The products with the fewest days of cover: stock on hand ÷ average daily outflow, the outflow as
 * reorder suggestions count it (modules/purchasing/outflow.ts), among the products with any.
 */
async function lowestCover(db: Db): Promise<TLowCoverProduct[]> {
  // The month's outflow is a row per product sold (98,000 at the benchmark's scale): summed and
  // joined in memory rather than spilled to disk in batches, a third faster (docs/performance.md).
  const rows = await queryRowsWithWorkMem<{
    id: string;
    product_name: string;
    sku: string | null;
    quantity: number;
    outflow: string;
  }>(
    db,
    '32MB',
    // The outflow is summed once, apart (MATERIALIZED): joined inline, a parallel plan would have
    // each worker sum the whole month again for its own hash table. The products are ranked by their
    // quantity alone (an index-only read) and only those with the fewest days, ties included, read
    // for their names. A ratio in float8 orders exactly as the fraction for any realistic numbers
    // (equal fractions give equal floats) and costs a fraction of a numeric division.
    sql`
    WITH outflow AS MATERIALIZED (
      SELECT m.product_id, -sum(m.delta) AS outflow
      FROM stock_movements m
      WHERE ${outflowRows(outflowWindowStart(Date.now()))}
      GROUP BY m.product_id
    ),
    fewest AS (
      SELECT f.product_id, f.outflow, q.quantity::float8 / f.outflow AS cover
      FROM outflow f
      JOIN products q ON q.id = f.product_id
      ORDER BY cover
      FETCH FIRST ${CHART_LIMITS.lowestCoverMax} ROWS WITH TIES
    )
    SELECT p.id, p.product_name, p.sku, p.quantity, c.outflow
    FROM fewest c
    JOIN products p ON p.id = c.product_id
    ORDER BY c.cover, p.product_name, p.id
    LIMIT ${CHART_LIMITS.lowestCoverMax}`,
  );
  return rows.map((r) => {
    const outflow = num(r.outflow);
    return {
      productId: r.id,
      productName: r.product_name,
      sku: r.sku,
      quantity: r.quantity,
      dailyUse: Math.round(dailyOutflow(outflow) * 100) / 100,
      daysOfCover: daysOfCover(r.quantity, outflow)!,
    };
  });
}

/** The charts every viewer sees alike: everything but the transports. */
export type CompanyCharts = Omit<TDashboardCharts, 'transportsByStatus'>;

/** The company-wide charts, each one statement, sent together. */
export async function companyCharts(db: Db): Promise<CompanyCharts> {
  const [categories, inventories, flow, cover] = await Promise.all([
    valueByCategory(db),
    valueByInventory(db),
    stockFlow(db),
    lowestCover(db),
  ]);
  return { valueByCategory: categories, valueByInventory: inventories, stockFlow: flow, lowestCover: cover };
}

/**
 * The dashboard's charts in one call: the company-wide ones from `company` (summed on the call, or
 * shared for a few seconds: see the route), the transports counted for the viewer: a supplier's and
 * a driver's own; everyone's from the trigger-kept counts.
 */
export async function dashboardCharts(
  db: Db,
  viewer: TransportViewer,
  company: () => Promise<CompanyCharts> = () => companyCharts(db),
): Promise<TDashboardCharts> {
  const [shared, transportsByStatus] = await Promise.all([
    company(),
    countTransportsByStatus(db, visibleTransports(viewer)),
  ]);
  return { ...shared, transportsByStatus };
}
