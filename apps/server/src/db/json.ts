import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp as JavaScript's toISOString writes it (UTC, milliseconds), for answers that
 * PostgreSQL writes as JSON (docs/performance.md#search); NULL stays NULL.
 */
export function isoTime(column: unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `json_build_object` of `[key, value]` pairs (a json value): keys are the API's own, never user input. */
export function jsonValue(pairs: readonly (readonly [string, unknown])[]): SQL {
  const args = sql.join(
    pairs.map(([key, value]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${value}`),
    sql`, `,
  );
  return sql`json_build_object(${args})`;
}

/** The same object as JSON text, to pass through as it comes. */
export function jsonObject(pairs: readonly (readonly [string, unknown])[]): SQL<string> {
  return sql<string>`${jsonValue(pairs)}::text`;
}
