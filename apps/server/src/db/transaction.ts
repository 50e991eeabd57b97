import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';
import { pgErrorOf } from '../errors.js';

// serialization_failure and deadlock_detected: PostgreSQL aborted the transaction so that another
// could finish; running it again is the documented remedy.
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

/** Runs `work` in a transaction, again (up to 4 times) when PostgreSQL aborts it for a deadlock. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = pgErrorOf(error)?.code;
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs one large aggregate with `workMem` (PostgreSQL's work_mem, e.g. '32MB') for its transaction
 * only: the default (4 MB) is sized for many small queries, and a sort or hash over a row per
 * product spills to disk under it.
 */
export function queryRowsWithWorkMem<T>(db: Db, workMem: `${number}MB`, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${workMem}'`));
    return queryRows<T>(tx, query);
  });
}

/**
 * Statements prepared once per database and kept: `build` runs on a database's first use. Calls
 * read on every request (the signed-in user, the products page) pay neither drizzle's SQL building
 * nor PostgreSQL's planning again; each connection prepares a named statement once.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) prepared.set(db, (statements = build(db)));
    return statements;
  };
}
