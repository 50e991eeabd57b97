import { sql, type SQL } from 'drizzle-orm';

// The scale data set's row helpers (seed-scale.ts): deterministic picks and derived ids.

/** A deterministic "random" integer in [0, n) from a row number and a salt. */
export function pick(row: SQL, salt: string, n: number | SQL): SQL {
  return sql`mod(abs(hashtext(${sql.raw(`'${salt}'`)} || ${row})::bigint), ${n})::int`;
}

/**
 * The uuid of row `i` of a kind: derived, so every table can name another's rows without a lookup.
 * An md5 with the version (4) and variant (8) digits set, so it passes the API's uuid checks.
 */
export function idOf(kind: string, row: SQL): SQL {
  return sql`overlay(overlay(md5(${sql.raw(`'godown-scale-${kind}-'`)} || ${row}) placing '4' from 13) placing '8' from 17)::uuid`;
}
