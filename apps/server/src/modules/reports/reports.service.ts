import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  indiaDateFromToday,
  REPORT_LIMITS,
  roundMoney,
  type MovementScope,
  type TExpiringQuery,
  type TExpiringReport,
  type TMovementsQuery,
  type TMovementsReport,
  type TReportFilters,
  type TValuationQuery,
  type TValuationReport,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows, queryRowsWithWorkMem } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// The reports (docs/domain.md#reports): each is one statement over the whole data set, so its
// detail, its totals and its groups come from one snapshot, and its cost is one pass over the
// placements (today) or the ledger (a past date), whatever the number of products.

/** Which rows a read returns: a page for the screen, or every row for a file. */
export type ReportRows = { all: true } | { all?: false; limit?: number; offset?: number };

const pageOf = (rows: ReportRows) =>
  rows.all ? sql`` : sql`LIMIT ${rows.limit ?? REPORT_LIMITS.pageSize} OFFSET ${rows.offset ?? 0}`;

/**
 * Memory a report's sorts and hash tables may use before spilling to disk: PostgreSQL's default
 * (4 MB) is sized for many small queries; a report groups and sorts a row per product and
 * warehouse (230,000 lines at the benchmark's scale ran 3 times faster with this).
 */
const REPORT_WORK_MEM = '32MB';

/** Runs one report statement, with REPORT_WORK_MEM for this transaction only. */
function reportRows<T>(db: Db, query: SQL): Promise<T[]> {
  return queryRowsWithWorkMem<T>(db, REPORT_WORK_MEM, query);
}

/** The first instant of a day in India (Asia/Kolkata, UTC+05:30, no daylight saving), as ISO text. */
function startOfIndiaDay(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}

/** SQL numbers (numeric and bigint sums come as text) as JS numbers. */
const num = (value: string | number | null | undefined) => Number(value ?? 0);
const money = (value: string | number | null | undefined) => roundMoney(num(value));

/** The filters, with the inventory named; 404 for an inventory that does not exist. */
async function filtersOf(db: Db, query: { inventory?: string; category?: string }): Promise<TReportFilters> {
  const category = query.category || null;
  if (!query.inventory) return { inventory: null, category };
  const [inventory] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM inventories WHERE id = ${query.inventory}`,
  );
  if (!inventory) throw notFound('Inventory');
  return { inventory, category };
}

const categoryIs = (filters: TReportFilters) =>
  filters.category === null ? sql`` : sql`AND p.product_category = ${filters.category}`;

// ---- Stock valuation ---------------------------------------------------------------------------

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

// ---- Stock movements ---------------------------------------------------------------------------

// A transport between two warehouses (a transfer), as it names them now.
const IS_TRANSFER = sql`(t.source_inventory_id IS NOT NULL AND t.destination_inventory_id IS NOT NULL)`;

/**
 * Company-wide, from the `stock` rows: In is every row that raised the quantity (created,
 * received, a receipt delivered, an import, an edit up), Out every row that lowered it (a shipment
 * delivered, an edit down, an import); Other stays 0. Transfers are the `placement` rows of
 * transfers: units delivered into a warehouse and units dispatched from one; they change no
 * company total and are shown beside the sum.
 */
function companyFiguresSql(start: string, end: string, category: SQL, withProducts: SQL): SQL {
  const inPeriod = sql`m.created_at >= ${start}::timestamptz`;
  return sql`
    SELECT m.product_id,
      coalesce(sum(m.delta) FILTER (WHERE m.scope = 'stock' AND NOT ${inPeriod}), 0) AS opening,
      coalesce(sum(m.delta) FILTER (WHERE m.scope = 'stock' AND ${inPeriod} AND m.delta > 0), 0) AS inward,
      coalesce(-sum(m.delta) FILTER (WHERE m.scope = 'stock' AND ${inPeriod} AND m.delta < 0), 0) AS outward,
      coalesce(sum(m.delta) FILTER (WHERE m.scope = 'placement' AND m.reason = 'delivered'), 0) AS transfers_in,
      coalesce(-sum(m.delta) FILTER (WHERE m.scope = 'placement' AND m.reason = 'dispatched'), 0) AS transfers_out,
      0 AS other,
      coalesce(sum(m.delta) FILTER (WHERE m.scope = 'stock'), 0) AS closing,
      count(*) FILTER (WHERE ${inPeriod}) AS moves
    FROM stock_movements m
    LEFT JOIN transports t ON t.id = m.transport_id
    ${withProducts}
    WHERE m.created_at < ${end}::timestamptz ${category}
      AND (m.scope = 'stock'
           OR (m.scope = 'placement' AND ${inPeriod} AND m.reason IN ('delivered', 'dispatched') AND ${IS_TRANSFER}))
    GROUP BY m.product_id`;
}

/**
 * One warehouse, from its `placement` rows: In is units placed in it, received on a purchase
 * order, imported, or delivered by a receipt (a transport from outside); Out is units removed,
 * taken by an import, or dispatched on a shipment out; Transfers in and out are units delivered by
 * and dispatched on transfers; Other is the rest (units returned by a cancelled transport).
 */
function inventoryFiguresSql(
  inventoryId: string,
  start: string,
  end: string,
  category: SQL,
  withProducts: SQL,
): SQL {
  const inPeriod = sql`m.created_at >= ${start}::timestamptz`;
  return sql`
    SELECT product_id, opening, inward, outward, transfers_in, transfers_out,
           period - inward + outward - transfers_in + transfers_out AS other, closing, moves
    FROM (
      SELECT m.product_id,
        coalesce(sum(m.delta) FILTER (WHERE NOT ${inPeriod}), 0) AS opening,
        coalesce(sum(m.delta) FILTER (WHERE ${inPeriod} AND (
          m.reason IN ('placed', 'received') OR (m.reason = 'import' AND m.delta > 0)
          OR (m.reason = 'delivered' AND NOT ${IS_TRANSFER}))), 0) AS inward,
        coalesce(-sum(m.delta) FILTER (WHERE ${inPeriod} AND (
          m.reason = 'removed' OR (m.reason = 'import' AND m.delta < 0)
          OR (m.reason = 'dispatched' AND NOT ${IS_TRANSFER}))), 0) AS outward,
        coalesce(sum(m.delta) FILTER (WHERE ${inPeriod} AND m.reason = 'delivered' AND ${IS_TRANSFER}), 0)
          AS transfers_in,
        coalesce(-sum(m.delta) FILTER (WHERE ${inPeriod} AND m.reason = 'dispatched' AND ${IS_TRANSFER}), 0)
          AS transfers_out,
        coalesce(sum(m.delta) FILTER (WHERE ${inPeriod}), 0) AS period,
        coalesce(sum(m.delta), 0) AS closing,
        count(*) FILTER (WHERE ${inPeriod}) AS moves
      FROM stock_movements m
      LEFT JOIN transports t ON t.id = m.transport_id
      ${withProducts}
      WHERE m.scope = 'placement' AND m.inventory_id = ${inventoryId}
        AND m.created_at < ${end}::timestamptz ${category}
      GROUP BY m.product_id
    ) f`;
}

const MOVEMENT_COLUMNS = [
  'opening',
  'inward',
  'outward',
  'transfers_in',
  'transfers_out',
  'other',
  'closing',
] as const;
type MovementColumn = (typeof MOVEMENT_COLUMNS)[number];

type MovementRowOut = Record<MovementColumn | `t_${MovementColumn}`, string> & {
  n: string;
  product_id: string | null;
  product_name: string | null;
  sku: string | null;
  category: string | null;
};

/**
 * Per product between two India days (both included): opening units, in, out, transfers in and
 * out, other and closing units, company-wide or in one warehouse, with the totals over every
 * product listed (those with units at either end or a movement between).
 */
export async function movementsReport(
  db: Db,
  query: TMovementsQuery,
  rows: ReportRows = query,
): Promise<TMovementsReport> {
  const to = query.to ?? indiaDateFromToday();
  const from = query.from ?? addDays(to, 1 - REPORT_LIMITS.defaultMovementDays);
  const filters = await filtersOf(db, query);
  const start = startOfIndiaDay(from);
  const end = startOfIndiaDay(addDays(to, 1));
  const scope: MovementScope = filters.inventory ? 'inventory' : 'company';
  const category = categoryIs(filters);
  const withProducts = filters.category === null ? sql`` : sql`JOIN products p ON p.id = m.product_id`;
  const figures = filters.inventory
    ? inventoryFiguresSql(filters.inventory.id, start, end, category, withProducts)
    : companyFiguresSql(start, end, category, withProducts);
  const totals = sql.join(
    MOVEMENT_COLUMNS.map((c) => sql`coalesce(sum(${sql.identifier(c)}), 0) AS ${sql.identifier(`t_${c}`)}`),
    sql`, `,
  );
  const result = await reportRows<MovementRowOut>(
    db,
    sql`
    WITH figures AS (${figures}),
    listed AS (
      SELECT f.*, p.product_name, p.sku, p.product_category AS category
      FROM figures f JOIN products p ON p.id = f.product_id
      WHERE f.opening <> 0 OR f.closing <> 0 OR f.moves > 0
    ),
    totals AS (SELECT count(*) AS n, ${totals} FROM listed),
    page AS (SELECT * FROM listed ORDER BY product_name, product_id ${pageOf(rows)})
    SELECT totals.*, page.* FROM totals LEFT JOIN page ON true
    ORDER BY page.product_name, page.product_id`,
  );
  const figuresOf = (row: MovementRowOut, prefix: '' | 't_') => ({
    opening: num(row[`${prefix}opening`]),
    inward: num(row[`${prefix}inward`]),
    outward: num(row[`${prefix}outward`]),
    transfersIn: num(row[`${prefix}transfers_in`]),
    transfersOut: num(row[`${prefix}transfers_out`]),
    other: num(row[`${prefix}other`]),
    closing: num(row[`${prefix}closing`]),
  });
  const first = result[0]!;
  return {
    from,
    to,
    scope,
    filters,
    rows: result
      .filter((row) => row.product_id !== null)
      .map((row) => ({
        product: { id: row.product_id!, productName: row.product_name ?? '', sku: row.sku },
        category: row.category,
        ...figuresOf(row, ''),
      })),
    total: num(first.n),
    totals: figuresOf(first, 't_'),
  };
}

// ---- Expiring stock ----------------------------------------------------------------------------

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
