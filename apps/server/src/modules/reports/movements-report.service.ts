import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  indiaDateFromToday,
  REPORT_LIMITS,
  type MovementScope,
  type TMovementsQuery,
  type TMovementsReport,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import {
  categoryIs,
  filtersOf,
  num,
  pageOf,
  reportRows,
  startOfIndiaDay,
  type ReportRows,
} from './report-queries.js';

// The stock movements report (docs/domain.md#reports): per product between two days, opening and
// closing units with the ins, outs and transfers between, from the ledger.

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
