import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  indiaDateFromToday,
  type TReportFilters,
  type TValuationQuery,
  type TValuationReport,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import {
  categoryIs,
  filtersOf,
  money,
  num,
  pageOf,
  reportRows,
  startOfIndiaDay,
  type ReportRows,
} from './report-queries.js';

// The stock valuation report (docs/domain.md#reports): today from the placements, a past day
// rebuilt from the ledger.

/**
 * The units behind the valuation, one row per (inventory, product), inventory null for the units in
 * no warehouse. Today they are the placements and the products' quantities; as of a past date they
 * are rebuilt from the ledger: the `placement` rows before the end of that day per inventory, and
 * the `stock` rows less those for the units in none. A deleted warehouse's rows no longer name it,
 * so what it held then counts as in no warehouse.
 */
function valuationBaseSql(filters: TReportFilters, asOf: string, isToday: boolean): SQL {
  const inventoryId = filters.inventory?.id;
  const category = categoryIs(filters);
  if (isToday) {
    return sql`
      base AS (
        SELECT ip.inventory_id, ip.product_id, ip.quantity::bigint AS units
        FROM inventory_products ip ${filters.category === null ? sql`` : sql`JOIN products p ON p.id = ip.product_id`}
        WHERE true ${inventoryId ? sql`AND ip.inventory_id = ${inventoryId}` : sql``} ${category}
        ${
          inventoryId
            ? sql``
            : sql`UNION ALL
        SELECT NULL::uuid, p.id, (p.quantity - p.placed_quantity)::bigint
        FROM products p WHERE p.quantity <> p.placed_quantity ${category}`
        }
      )`;
  }
  const end = startOfIndiaDay(addDays(asOf, 1));
  const withProducts = filters.category === null ? sql`` : sql`JOIN products p ON p.id = m.product_id`;
  const placed = sql`
      placed AS (
        SELECT m.inventory_id, m.product_id, sum(m.delta)::bigint AS units
        FROM stock_movements m ${withProducts}
        WHERE m.scope = 'placement' AND m.inventory_id IS NOT NULL AND m.created_at < ${end}::timestamptz
          ${inventoryId ? sql`AND m.inventory_id = ${inventoryId}` : sql``} ${category}
        GROUP BY m.inventory_id, m.product_id
      )`;
  if (inventoryId) {
    return sql`${placed},
      base AS (SELECT inventory_id, product_id, units FROM placed)`;
  }
  return sql`${placed},
      stock AS (
        SELECT m.product_id, sum(m.delta)::bigint AS units
        FROM stock_movements m ${withProducts}
        WHERE m.scope = 'stock' AND m.created_at < ${end}::timestamptz ${category}
        GROUP BY m.product_id
      ),
      base AS (
        SELECT inventory_id, product_id, units FROM placed
        UNION ALL
        SELECT NULL::uuid, s.product_id, s.units - coalesce(pl.units, 0)
        FROM stock s
        LEFT JOIN (SELECT product_id, sum(units) AS units FROM placed GROUP BY product_id) pl
          ON pl.product_id = s.product_id
      )`;
}

// The detail's order: warehouses by name (the units in none last), then products by name; ids
// settle ties. A page takes the first rows of it (a top-N sort, not a sort of every line).
const LINE_ORDER = sql.raw('inventory_name IS NULL, inventory_name, inventory_id, product_name, product_id');

/** Units and value of one warehouse (null: none) and category (null: none). */
export interface ValuationGroup {
  inventory: { id: string; name: string } | null;
  category: string | null;
  units: number;
  value: number;
}

/**
 * The valuation as the files print it: with the lines per warehouse and category, which the screen
 * does without (500 warehouses and 20 categories make 10,000 of them).
 */
export type ValuationReport = TValuationReport & { groups: ValuationGroup[] };

interface ValuationRowOut {
  kind: 'line' | 'sum';
  grp: number | null;
  seq: string | null;
  inventory_id: string | null;
  inventory_name: string | null;
  product_id: string | null;
  product_name: string | null;
  sku: string | null;
  category: string | null;
  units: string;
  price: string | null;
  value: string;
  n: string | null;
}

/**
 * Units and their value (units × today's price) per warehouse, per category, per product in a
 * warehouse and (for a file, with every row) per warehouse and category, with the grand total; as
 * of today, or rebuilt from the ledger as of the end of a past day in India.
 */
export async function valuationReport(
  db: Db,
  query: TValuationQuery,
  rows: ReportRows = query,
): Promise<ValuationReport> {
  const today = indiaDateFromToday();
  const asOf = query.asOf ?? today;
  const isToday = asOf >= today;
  const filters = await filtersOf(db, query);
  const result = await reportRows<ValuationRowOut>(
    db,
    sql`
    WITH ${valuationBaseSql(filters, asOf, isToday)},
    lines AS (
      SELECT b.inventory_id, i.name AS inventory_name, b.product_id, p.product_name, p.sku,
             p.product_category AS category, b.units, p.price, b.units * p.price AS value
      FROM base b JOIN products p ON p.id = b.product_id LEFT JOIN inventories i ON i.id = b.inventory_id
      WHERE b.units <> 0
    )
    SELECT 'line' AS kind, NULL::int AS grp, row_number() OVER (ORDER BY ${LINE_ORDER}) AS seq,
           inventory_id, inventory_name, product_id, product_name, sku, category, units, price, value,
           NULL::bigint AS n
    FROM (SELECT * FROM lines ORDER BY ${LINE_ORDER} ${pageOf(rows)}) page
    UNION ALL
    SELECT 'sum', GROUPING(inventory_id, category), NULL, inventory_id, max(inventory_name), NULL, NULL,
           NULL, category, coalesce(sum(units), 0), NULL, coalesce(sum(value), 0), count(*)
    FROM lines
    GROUP BY GROUPING SETS (${rows.all ? sql`(inventory_id, category), ` : sql``}(inventory_id), (category), ())`,
  );

  const ref = (row: ValuationRowOut) =>
    row.inventory_id ? { id: row.inventory_id, name: row.inventory_name ?? '' } : null;
  const figures = (row: ValuationRowOut) => ({ units: num(row.units), value: money(row.value) });
  const sums = result.filter((row) => row.kind === 'sum');
  // GROUPING bits: 2 = the inventory is summed over, 1 = the category is.
  const byGrouping = (grouping: number) => sums.filter((row) => row.grp === grouping);
  const grand = byGrouping(3)[0];
  const byName = (a: string | null, b: string | null) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b, 'en-IN');

  return {
    asOf,
    isToday,
    filters,
    warehouses: byGrouping(1)
      .map((row) => ({ inventory: ref(row), ...figures(row) }))
      .sort((a, b) => byName(a.inventory?.name ?? null, b.inventory?.name ?? null)),
    categories: byGrouping(2)
      .map((row) => ({ category: row.category, ...figures(row) }))
      .sort((a, b) => byName(a.category, b.category)),
    groups: byGrouping(0)
      .map((row) => ({ inventory: ref(row), category: row.category, ...figures(row) }))
      .sort(
        (a, b) =>
          byName(a.inventory?.name ?? null, b.inventory?.name ?? null) || byName(a.category, b.category),
      ),
    rows: result
      .filter((row) => row.kind === 'line')
      .sort((a, b) => num(a.seq) - num(b.seq))
      .map((row) => ({
        inventory: ref(row),
        product: { id: row.product_id ?? '', productName: row.product_name ?? '', sku: row.sku },
        category: row.category,
        units: num(row.units),
        price: money(row.price),
        value: money(row.value),
      })),
    total: num(grand?.n),
    totals: grand ? figures(grand) : { units: 0, value: 0 },
  };
}
