import { sql, type SQL } from 'drizzle-orm';
import {
  resolveSort,
  type ListSortQuery,
  type SortColumn,
  type TCount,
  type TCountDetail,
  type TCountLine,
  type TCountListQuery,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  inventories,
  products,
  stockCountEntries,
  stockCountLines,
  stockCounts,
  storageUnits,
  users,
} from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey, type SortExpression } from '../../db/list-order.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Stock counts read: the list (filter, sort) and one count with its lines, their variances and who
// counted them. Starting, counting and posting: counts-write.service.ts.

const startedBy = sql`(SELECT name FROM ${users} WHERE id = c.started_by)`;
const postedBy = sql`(SELECT name FROM ${users} WHERE id = c.posted_by)`;

interface CountQueryRow {
  id: string;
  number: string;
  inventory_id: string | null;
  inventory_name: string | null;
  scope: TCount['scope'];
  category: string | null;
  storage_unit_id: string | null;
  location_id: string | null;
  unit_name: string | null;
  status: TCount['status'];
  note: string | null;
  started_by: string | null;
  started_by_name: string | null;
  started_at: string | Date;
  posted_by: string | null;
  posted_by_name: string | null;
  posted_at: string | Date | null;
  line_count: number | string;
  counted_lines: number | string;
  variance_units: number | string;
  variance_value: number | string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toCount(r: CountQueryRow): TCount {
  return {
    id: r.id,
    number: r.number,
    inventory: r.inventory_id && r.inventory_name ? { id: r.inventory_id, name: r.inventory_name } : null,
    scope: r.scope,
    category: r.category,
    storageUnit:
      r.storage_unit_id && r.location_id
        ? { id: r.storage_unit_id, locationId: r.location_id, name: r.unit_name ?? r.location_id }
        : null,
    status: r.status,
    note: r.note,
    startedBy: r.started_by && r.started_by_name ? { id: r.started_by, name: r.started_by_name } : null,
    startedAt: iso(r.started_at),
    postedBy: r.posted_by && r.posted_by_name ? { id: r.posted_by, name: r.posted_by_name } : null,
    postedAt: r.posted_at ? iso(r.posted_at) : null,
    lineCount: Number(r.line_count),
    countedLines: Number(r.counted_lines),
    varianceUnits: Number(r.variance_units),
    varianceValue: Math.round(Number(r.variance_value) * 100) / 100,
  };
}

/**
 * The column of each of the count list's sorts (packages/shared lists.ts), of countsQuery's tables:
 * the inventory's name is none for a count whose inventory was deleted.
 */
const COUNT_SORT_COLUMNS: Record<SortColumn<'counts'>, SortExpression> = {
  number: { sql: sql`c.number`, type: 'varchar', nullable: false },
  inventory: { sql: sql`i.name`, type: 'varchar', nullable: true },
  // In the statuses' enum order: open, posted, cancelled.
  status: { sql: sql`c.status`, type: 'count_status', nullable: false },
  startedAt: { sql: sql`c.started_at`, type: 'timestamptz', nullable: false },
};

/** The order of a counts page: the asked column (newest first when none), then the id. */
function countOrder(query: ListSortQuery<'counts'>): OrderKey[] {
  const { sort, order } = resolveSort('counts', query);
  return sortedBy(COUNT_SORT_COLUMNS[sort], { sql: sql`c.id`, type: 'uuid', nullable: false }, order);
}

function countsQuery(
  where: SQL,
  page?: { limit: number; offset: number },
  order: OrderKey[] = countOrder({}),
) {
  return sql`
    SELECT c.id, c.number, c.inventory_id, i.name AS inventory_name, c.scope, c.category,
           c.storage_unit_id, u.location_id, u.name AS unit_name, c.status, c.note,
           c.started_by, ${startedBy} AS started_by_name, c.started_at,
           c.posted_by, ${postedBy} AS posted_by_name, c.posted_at,
           coalesce(t.line_count, 0) AS line_count, coalesce(t.counted_lines, 0) AS counted_lines,
           coalesce(t.variance_units, 0) AS variance_units, coalesce(t.variance_value, 0) AS variance_value
    FROM ${stockCounts} c
    LEFT JOIN ${inventories} i ON i.id = c.inventory_id
    LEFT JOIN ${storageUnits} u ON u.id = c.storage_unit_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS line_count, count(l.counted) AS counted_lines,
             coalesce(sum(l.counted - l.system_at_count), 0) AS variance_units,
             coalesce(sum((l.counted - l.system_at_count) * p.price), 0) AS variance_value
      FROM ${stockCountLines} l JOIN ${products} p ON p.id = l.product_id
      WHERE l.count_id = c.id
    ) t ON true
    WHERE ${where}
    ORDER BY ${sql.join(orderByOf(order), sql`, `)}
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;
}

/** Lines of a count (all, or the ones named) with their counters: largest variance in rupees first, then uncounted. */
export async function readLines(db: Db | Tx, id: string, lineIds?: number[]): Promise<TCountLine[]> {
  const rows = await queryRows<{
    id: number;
    product_id: string;
    product_name: string;
    sku: string | null;
    gtin: string | null;
    price: string | number;
    batch_id: string | null;
    code: string | null;
    expiry_date: string | null;
    expected: number;
    system_at_count: number | null;
    counted: number | null;
    adjustment: number | null;
    counted_at: string | Date | null;
    counters: { id: string; name: string; quantity: number }[] | null;
  }>(
    db,
    sql`SELECT l.id, l.product_id, p.product_name, p.sku, p.gtin, p.price, l.batch_id, b.code,
               b.expiry_date::text, l.expected, l.system_at_count, l.counted, l.adjustment, l.counted_at,
               (SELECT json_agg(json_build_object('id', e.user_id, 'name', u.name, 'quantity', e.quantity) ORDER BY u.name)
                FROM (SELECT user_id, sum(quantity)::int AS quantity FROM ${stockCountEntries}
                      WHERE line_id = l.id AND user_id IS NOT NULL GROUP BY user_id) e
                JOIN ${users} u ON u.id = e.user_id) AS counters
        FROM ${stockCountLines} l
        JOIN ${products} p ON p.id = l.product_id
        LEFT JOIN ${batches} b ON b.id = l.batch_id
        WHERE l.count_id = ${id} ${
          lineIds
            ? sql`AND l.id IN (${sql.join(
                lineIds.map((n) => sql`${n}`),
                sql`, `,
              )})`
            : sql``
        }
        ORDER BY l.counted IS NULL, abs((l.counted - l.system_at_count) * p.price) DESC NULLS LAST,
                 p.product_name, b.expiry_date NULLS LAST, l.id`,
  );
  return rows.map((r) => {
    const price = Number(r.price);
    const variance = r.counted !== null && r.system_at_count !== null ? r.counted - r.system_at_count : null;
    return {
      id: Number(r.id),
      product: { id: r.product_id, productName: r.product_name, sku: r.sku, gtin: r.gtin, price },
      batch: r.batch_id && r.code ? { id: r.batch_id, code: r.code, expiryDate: r.expiry_date } : null,
      expected: r.expected,
      systemAtCount: r.system_at_count,
      counted: r.counted,
      variance,
      varianceValue: variance === null ? null : Math.round(variance * price * 100) / 100,
      adjustment: r.adjustment,
      counters: r.counters ?? [],
      countedAt: r.counted_at ? iso(r.counted_at) : null,
    };
  });
}

/** A count and its lines. */
export async function getCount(db: Db, id: string): Promise<TCountDetail> {
  const [row] = await queryRows<CountQueryRow>(db, countsQuery(sql`c.id = ${id}`));
  if (!row) throw notFound('notFound.count');
  return { count: toCount(row), lines: await readLines(db, id) };
}

/** Counts newest first unless sorted: of one inventory, or in one status. */
export async function listCounts(
  db: Db,
  query: TCountListQuery,
): Promise<{ counts: TCount[]; total: number }> {
  const conditions = [sql`true`];
  if (query.inventory) conditions.push(sql`c.inventory_id = ${query.inventory}`);
  if (query.status) conditions.push(sql`c.status = ${query.status}`);
  const where = sql.join(conditions, sql` AND `);
  const [rows, [total]] = await Promise.all([
    // Without a limit, every count (as the other lists answer with no page asked for).
    queryRows<CountQueryRow>(
      db,
      countsQuery(
        where,
        query.limit === undefined ? undefined : { limit: query.limit, offset: query.offset ?? 0 },
        countOrder(query),
      ),
    ),
    queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM ${stockCounts} c WHERE ${where}`),
  ]);
  return { counts: rows.map(toCount), total: Number(total?.n ?? 0) };
}
