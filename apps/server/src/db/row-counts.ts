import { like, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowCounts } from './schema.js';

/**
 * A trigger-kept count as a scalar subquery (migrations 0004, 0005, 0012): the sum of its slots
 * (migration 0019: each writer adds to a free one), 0 when it was never counted. `key` is a table
 * ('products') or a table and a value ('transports:pending', 'products:low').
 */
export function keptCount(key: string): SQL<number> {
  return sql<number>`(select coalesce(sum(${rowCounts.n}), 0)::bigint from ${rowCounts} where ${rowCounts.tableName} = ${sql.raw(`'${key.replace(/'/g, "''")}'`)})`;
}

/**
 * The trigger-kept counts of a table by a column's value (migration 0005): `'transports'` gives
 * `{ pending: n, in_transit: n, ... }`, `'alerts'` gives `{ false: active, true: resolved }`.
 * A value with no row has never been counted, so it is 0.
 */
export async function countsByValue(
  db: Db,
  table: 'transports' | 'alerts' | 'sales_orders' | 'invoices',
): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: rowCounts.tableName, n: sql<string>`sum(${rowCounts.n})` })
    .from(rowCounts)
    .where(like(rowCounts.tableName, `${table}:%`))
    .groupBy(rowCounts.tableName);
  return Object.fromEntries(rows.map((r) => [r.key.slice(table.length + 1), Number(r.n)]));
}
