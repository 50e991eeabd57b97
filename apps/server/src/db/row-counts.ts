import { like } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowCounts } from './schema.js';

/**
 * The trigger-kept counts of a table by a column's value (migration 0005): `'transports'` gives
 * `{ pending: n, in_transit: n, ... }`, `'alerts'` gives `{ false: active, true: resolved }`.
 * A value with no row has never been counted, so it is 0.
 */
export async function countsByValue(db: Db, table: 'transports' | 'alerts'): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: rowCounts.tableName, n: rowCounts.n })
    .from(rowCounts)
    .where(like(rowCounts.tableName, `${table}:%`));
  return Object.fromEntries(rows.map((r) => [r.key.slice(table.length + 1), Number(r.n)]));
}
