import { sql, type SQL } from 'drizzle-orm';
import { geoPointOrNull, type TGeoPoint } from '@godown/shared';
import { isoTime, jsonValue } from './json.js';

// One spelling per answer (docs/performance.md): an entity's API answer is one list of fields,
// each saying how Node reads its value from a row and how PostgreSQL writes it from the row's
// columns. Both paths come from that list: `toAnswer` (one row, for the pages and writes that
// answer one object) and `jsonText`/`jsonValue` (the lists, written as JSON by PostgreSQL and
// passed through as bytes). The keys and their order are the list's, so adding a field is one
// edit in the list and one in the shared schema; the type checks that the list names every key
// of the shared answer and no other. A test reads the same rows both ways and compares the texts
// (test/answer-spelling.test.ts).
//
// A Source is what the row was selected from: the same shape as the row (a table, the columns of a
// subquery, a drizzle selection with joined objects), with columns or SQL where the row has values.

/** One key of an answer: its value read from a row in Node, and its SQL from the row's source. */
export interface AnswerField<Row, Source, V> {
  read(row: Row): V;
  sql(source: Source): unknown;
}

/** A field for every key of the answer A: none missing, and (defineAnswer checks) none other. */
export type AnswerFields<Row, Source, A> = { [K in keyof A]-?: AnswerField<Row, Source, A[K]> };

/** An entity's answer, from its one list of fields. */
export interface Answer<Row, Source, A> {
  /** The keys, in the order both paths write them. */
  readonly keys: readonly string[];
  /** The answer from a row read in Node. */
  toAnswer(row: Row): A;
  /** The same answer as a json value written by PostgreSQL from the row's source, to nest or aggregate. */
  jsonValue(source: Source): SQL;
  /** The same as JSON text, to pass through as it comes. */
  jsonText(source: Source): SQL<string>;
}

/** An ISO timestamp where the row has a date, null where it has null. */
type IsoOf<T> = T extends Date ? string : null;
/** A GeoJSON point, or null where either coordinate may be missing. */
type PointOf<T> = null extends T ? TGeoPoint | null : TGeoPoint;
/** The keys of R whose values are dates (or null). */
type DateKey<R> = { [K in keyof R]: R[K] extends Date | null ? K : never }[keyof R];
/** The keys of R whose values are numbers (or null). */
type NumberKey<R> = { [K in keyof R]: R[K] extends number | null ? K : never }[keyof R];

/**
 * The kinds of field, over a part R of the row (S of the source): the whole row, or an object in it
 * (`within`). Each writes its value the way both paths agree on.
 */
export class Fields<Row, Source, R = Row, S = Source> {
  constructor(
    private readonly rowOf: (row: Row) => R,
    private readonly sourceOf: (source: Source) => S,
  ) {}

  /** A field of its own: its reading in Node beside its SQL, written once, next to each other. */
  of<V>(read: (row: R) => V, write: (source: S) => unknown): AnswerField<Row, Source, V> {
    const { rowOf, sourceOf } = this;
    return { read: (row) => read(rowOf(row)), sql: (source) => write(sourceOf(source)) };
  }

  /** A column as it is: text, integers, booleans, dates as strings, jsonb, enums. */
  column<K extends keyof R & keyof S>(key: K): AnswerField<Row, Source, R[K]> {
    return this.of(
      (r) => r[key],
      (s) => s[key],
    );
  }

  /**
   * A numeric column (read as a number by the driver) written as float8, which PostgreSQL prints
   * as JavaScript does: the shortest text that reads back the same (an exponent aside, 5e-05 for
   * 0.00005, the same number).
   */
  float<K extends NumberKey<R> & keyof S>(key: K): AnswerField<Row, Source, R[K]> {
    return this.of(
      (r) => r[key],
      (s) => sql`${s[key]}::float8`,
    );
  }

  /** A timestamp as toISOString writes it (UTC, milliseconds); null stays null. */
  time<K extends DateKey<R> & keyof S>(key: K): AnswerField<Row, Source, IsoOf<R[K]>> {
    return this.of(
      (r) => ((r[key] as Date | null)?.toISOString() ?? null) as IsoOf<R[K]>,
      (s) => isoTime(s[key]),
    );
  }

  /** A GeoJSON point from two coordinate columns, null when either is missing (geoPointOrNull). */
  point<Lon extends NumberKey<R> & keyof S, Lat extends NumberKey<R> & keyof S>(
    longitude: Lon,
    latitude: Lat,
  ): AnswerField<Row, Source, PointOf<R[Lon] | R[Lat]>> {
    type Point = PointOf<R[Lon] | R[Lat]>;
    return this.of(
      (r) => geoPointOrNull(r[longitude] as number | null, r[latitude] as number | null) as Point,
      (s) => sql`case when ${s[longitude]} is not null and ${s[latitude]} is not null
        then json_build_object('type', 'Point', 'coordinates', json_build_array(${s[longitude]}, ${s[latitude]})) end`,
    );
  }

  /** The same kinds of field over an object in the row (a joined table's columns, say). */
  within<K extends keyof R & keyof S>(key: K): Fields<Row, Source, R[K], S[K]> {
    const { rowOf, sourceOf } = this;
    return new Fields(
      (row) => rowOf(row)[key],
      (source) => sourceOf(source)[key],
    );
  }

  /** Another answer, of an object in the row. */
  nested<K extends keyof R & keyof S, V>(key: K, answer: Answer<R[K], S[K], V>): AnswerField<Row, Source, V> {
    return this.of(
      (r) => answer.toAnswer(r[key]),
      (s) => answer.jsonValue(s[key]),
    );
  }

  /** Another answer, of a left-joined object in the row: null when the join found none (its id is null). */
  joined<K extends keyof R & keyof S, V>(
    key: K,
    answer: Answer<NonNullable<R[K]>, S[K], V>,
  ): AnswerField<Row, Source, V | null> {
    return this.of(
      (r) => (r[key] === null || r[key] === undefined ? null : answer.toAnswer(r[key])),
      (s) =>
        sql`case when ${(s[key] as { id: unknown }).id} is not null then ${answer.jsonValue(s[key])} end`,
    );
  }

  /** Another answer, of some columns of the row: null unless every one of them has a value. */
  whenAll<K extends keyof R & keyof S, V>(
    keys: readonly K[],
    answer: Answer<{ [P in K]: NonNullable<R[P]> }, Pick<S, K>, V>,
  ): AnswerField<Row, Source, V | null> {
    return this.of(
      (r) =>
        keys.every((key) => r[key] !== null && r[key] !== undefined)
          ? answer.toAnswer(r as unknown as { [P in K]: NonNullable<R[P]> })
          : null,
      (s) =>
        sql`case when ${sql.join(
          keys.map((key) => sql`${s[key]} is not null`),
          sql` and `,
        )} then ${answer.jsonValue(s)} end`,
    );
  }
}

/** Keys of F that the answer A does not have (none, for a list that names only A's keys). */
type Extra<F, A> = Exclude<keyof F, keyof A>;

/**
 * An entity's answer from its one list of fields, `build` given the kinds of field over the row:
 * `defineAnswer<Row, Source, TAnswer>()((f) => ({ _id: f.column('id'), price: f.float('price'), … }))`.
 * The object's key order is the answer's, in both paths.
 */
export function defineAnswer<Row, Source, A>() {
  return <F extends AnswerFields<Row, Source, A>>(
    build: (f: Fields<Row, Source>) => F & Record<Extra<F, A>, never>,
  ): Answer<Row, Source, A> => {
    const fields = build(
      new Fields<Row, Source>(
        (row) => row,
        (source) => source,
      ),
    ) as AnswerFields<Row, Source, A>;
    const entries = Object.entries(fields) as [string, AnswerField<Row, Source, unknown>][];
    const jsonOf = (source: Source) =>
      jsonValue(entries.map(([key, field]) => [key, field.sql(source)] as const));
    return {
      keys: entries.map(([key]) => key),
      toAnswer(row) {
        const answer: Record<string, unknown> = {};
        for (const [key, field] of entries) answer[key] = field.read(row);
        return answer as A;
      },
      jsonValue: jsonOf,
      jsonText: (source) => sql<string>`${jsonOf(source)}::text`,
    };
  };
}

/** `{ _id, id, name }` of a person or a place (a joined row's id and name). */
export const namedRef = defineAnswer<
  { id: string; name: string },
  { id: unknown; name: unknown },
  { _id: string; id: string; name: string }
>()((f) => ({ _id: f.column('id'), id: f.column('id'), name: f.column('name') }));
