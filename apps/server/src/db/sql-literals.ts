import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of constants as SQL literals, `('a', 'b')`, for `IN` against a named group such as the open
 * transport statuses. Literals rather than parameters, so a partial index whose predicate names the
 * same list matches the query's plan. Only for values written in the code, never for user input.
 */
export function sqlLiteralList(values: readonly string[]): SQL {
  if (values.some((v) => !/^[A-Za-z0-9_]+$/.test(v))) throw new Error(`Not a plain SQL constant: ${values}`);
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}

/** Today's date in India (the business's time zone), the day expiry dates are compared with. */
export const TODAY_IN_INDIA: SQL = sql.raw(`(now() AT TIME ZONE 'Asia/Kolkata')::date`);

/** Ids as a parameter list of uuids, `($1::uuid, $2::uuid)`, for `IN`. */
export function uuidList(ids: readonly string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** The last `days` India days, today included, as a derived table of one `day` (date) column. */
export function lastIndiaDays(days: number): SQL {
  return sql`(SELECT ${TODAY_IN_INDIA} - n AS day FROM generate_series(0, ${days - 1}::int) AS n)`;
}

/** The first instant (timestamptz) of the India day `daysAgo` days before today (0: today). */
export function startOfIndiaDay(daysAgo: number): SQL {
  return sql`((${TODAY_IN_INDIA} - ${daysAgo}::int)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
}
