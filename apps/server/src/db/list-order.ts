import { and, Column, is, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@godown/shared';

// A list's sort (packages/shared lists.ts) as SQL: the ORDER BY of its pages and the keyset condition
// of an export's next chunk. Every order ends with the row's id in the sort's direction, so no two
// rows tie and pages never overlap; NULLs sort last in both directions (docs/decisions.md).

/**
 * A column a list sorts by: a table column (its type and whether it can be NULL are read from it),
 * or an expression with its SQL type (a cursor's value is cast to it) and whether it can be NULL.
 */
export type SortExpression = AnyPgColumn | { sql: SQL; type: string; nullable: boolean };

/** One key of an ORDER BY, in its direction. */
export interface OrderKey {
  sql: SQL | AnyPgColumn;
  type: string;
  nullable: boolean;
  descending: boolean;
}

// A serial column's values are of the integer type behind it (a cursor cannot be cast to "serial").
const SERIAL_TYPES: Readonly<Record<string, string>> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};

/** `expression` as a key of an ORDER BY in `order`. */
export function orderKey(expression: SortExpression, order: SortOrder): OrderKey {
  const descending = order === 'desc';
  if (is(expression, Column)) {
    const type = expression.getSQLType();
    return { sql: expression, type: SERIAL_TYPES[type] ?? type, nullable: !expression.notNull, descending };
  }
  return { ...expression, descending };
}

/** The order of a list sorted by `expression`: it, then the row's `id`, both in `order`. */
export function sortedBy(expression: SortExpression, id: SortExpression, order: SortOrder): OrderKey[] {
  return [orderKey(expression, order), orderKey(id, order)];
}

/**
 * The ORDER BY terms of `keys`. A key that can be NULL says NULLS LAST (PostgreSQL's default puts
 * them first when descending); one that cannot says nothing, so an index on it serves both
 * directions (read backwards for DESC).
 */
export function orderByOf(keys: readonly OrderKey[]): SQL[] {
  return keys.map(
    (key) =>
      sql`${key.sql} ${sql.raw(key.descending ? 'desc' : 'asc')}${sql.raw(key.nullable ? ' nulls last' : '')}`,
  );
}

/** The values of `keys` in a row, as PostgreSQL's text of them: an export's cursor. */
export function cursorOf(keys: readonly OrderKey[]): SQL<(string | null)[]> {
  return sql<(string | null)[]>`array[${sql.join(
    keys.map((key) => sql`(${key.sql})::text`),
    sql`, `,
  )}]`;
}

/**
 * The rows after `cursor` (the values cursorOf read from the last row) in the order of `keys`; none
 * asked for without a cursor. The text is cast back to each key's type, so a time keeps its
 * microseconds and a number its digits. Keys all in one direction and never NULL compare as one row
 * value, which an index on them starts from; otherwise the rows are those past the cursor on one key
 * and equal on the keys before it, NULLs after every value, with a bound on the first key when it
 * cannot be NULL so that an index on it still starts at the cursor.
 */
function afterCursor(
  keys: readonly OrderKey[],
  cursor: readonly (string | null)[] | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const value = (i: number) => sql`${cursor[i]}::${sql.raw(keys[i]!.type)}`;
  const beyond = (key: OrderKey) => sql.raw(key.descending ? '<' : '>');
  const first = keys[0]!;
  if (keys.every((key) => !key.nullable && key.descending === first.descending)) {
    return sql`(${sql.join(
      keys.map((key) => key.sql),
      sql`, `,
    )}) ${beyond(first)} (${sql.join(
      keys.map((_, i) => value(i)),
      sql`, `,
    )})`;
  }
  const equal = (key: OrderKey, i: number) =>
    cursor[i] === null ? sql`${key.sql} is null` : sql`${key.sql} = ${value(i)}`;
  const branches: SQL[] = [];
  keys.forEach((key, i) => {
    // Nothing sorts after a NULL on its own key: NULLs come last.
    if (cursor[i] === null) return;
    const past = key.nullable
      ? sql`(${key.sql} ${beyond(key)} ${value(i)} or ${key.sql} is null)`
      : sql`${key.sql} ${beyond(key)} ${value(i)}`;
    branches.push(and(...keys.slice(0, i).map(equal), past)!);
  });
  const bound =
    !first.nullable && cursor[0] !== null
      ? sql`${first.sql} ${sql.raw(first.descending ? '<=' : '>=')} ${value(0)}`
      : undefined;
  return and(bound, or(...branches));
}

/**
 * Where a keyset read (an export) stands in a list's order: past the row whose keys' text is
 * `cursor` (none: at the start). When the first key can be NULL, the rows with a value are read
 * first and those without one (`nulls`, last in either direction) after them, each as one range of
 * an index on the key, instead of one condition (`> value or is null`) that no index can start from.
 */
export interface KeysetPosition {
  cursor?: readonly (string | null)[];
  nulls: boolean;
}

/** The start of a keyset read. */
export const KEYSET_START: KeysetPosition = { nulls: false };

/** The rows after `position` in the order of `keys`, for the next chunk. */
export function afterPosition(keys: readonly OrderKey[], position: KeysetPosition): SQL | undefined {
  const [first, ...rest] = keys;
  if (!first!.nullable) return afterCursor(keys, position.cursor);
  if (!position.nulls) {
    return and(
      sql`${first!.sql} is not null`,
      afterCursor([{ ...first!, nullable: false }, ...rest], position.cursor),
    );
  }
  return and(sql`${first!.sql} is null`, afterCursor(rest, position.cursor?.slice(1)));
}

/**
 * Where a keyset read goes after a chunk: past its last row (`last`, when the chunk was full), on to
 * the rows without a first key once those with one are read, or nowhere (undefined: done).
 */
export function nextPosition(
  keys: readonly OrderKey[],
  position: KeysetPosition,
  last: readonly (string | null)[] | undefined,
): KeysetPosition | undefined {
  if (last) return { ...position, cursor: last };
  if (keys[0]!.nullable && !position.nulls) return { nulls: true };
  return undefined;
}
