import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { RoutingPool, WalPositions } from './replica.js';

/** The Drizzle database, whichever driver is behind it. Services take it as an argument. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; it offers the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * With a read replica (DATABASE_REPLICA_URL): the database on the primary alone, for reads that
   * must never lag (who a token belongs to), and the WAL positions that decide when a request may
   * read from the replica (db/replica.ts). Without one, `db` is the primary.
   */
  replica?: { primaryDb: Db; positions: WalPositions };
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Holds a lock that only one process at a time gets, until the returned function is called:
   * instances starting together on one PostgreSQL database migrate it one after the other.
   */
  exclusive?(): Promise<() => Promise<void>>;
  /**
   * Listens for notifications on `channel` (PostgreSQL LISTEN; PGlite delivers its own NOTIFYs in
   * this process). On PostgreSQL a lost listening connection is opened again every second until it
   * is back, and `onReset` runs then: notifications sent in between were missed. Resolves with a
   * function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReset: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the generated SQL migrations live (apps/server/drizzle), from src/ or dist/. */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the embedded PGlite database in `dataDir`, or in memory when no directory is given;
 * `template`, a database's files as PGlite's dumpDataDir wrote them, starts it as their copy (the
 * API tests start each file's database from one migrated template: a new cluster's initdb takes
 * seconds).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  // pg_trgm backs the substring searches (migration 0004); PGlite loads it on demand.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
  });
  const turns = oneStatementPerTurn(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // The embedded database runs in this process, one call at a time: while a call is running (an
    // import's transaction, for minutes) it is answering by definition, and a probe queued behind
    // it would only measure the wait. Idle, it is asked.
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed');
      if (turns.isBusy()) return;
      await client.query('SELECT 1');
    },
    // One process owns the embedded database: nothing can be lost between NOTIFY and listener.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Runs PGlite's work one call (a statement, a script or a whole transaction) per turn of the event
 * loop, in the order asked. PGlite executes in this thread; left to itself, the calls of every
 * request in flight run back to back as promise continuations, and the event loop's I/O phase,
 * which accepts one new connection per turn, came round only every 100-150 ms under 50 connections:
 * new connections queued in the kernel for seconds. Yielding (setImmediate) after each call keeps
 * a turn to a few milliseconds. A transaction's own statements go through its handle, not here.
 */
function oneStatementPerTurn(client: PGlite): { isBusy(): boolean } {
  const waiting: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const run = waiting.shift();
    if (run) run();
    else busy = false;
  };
  const inTurn =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      new Promise<R>((resolve, reject) => {
        const run = () => {
          call(...args)
            .then(resolve, reject)
            .finally(() => setImmediate(next));
        };
        if (busy) waiting.push(run);
        else {
          busy = true;
          run();
        }
      });
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  return { isBusy: () => busy };
}

/**
 * Opens a PostgreSQL connection pool, and one to a streaming replica of it when `replicaUrl` is
 * given: then single statements of requests that may read from the replica go there (db/replica.ts).
 */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  replicaUrl?: string,
): Promise<Database> {
  // No JIT compilation (docs/decisions.md#114-no-jit-compilation-on-postgresql): Godown's statements
  // answer in milliseconds, and PostgreSQL's JIT, which starts on a plan's estimated cost, spent a
  // second compiling each ageing of receivables whose plan it overestimated.
  const settings = { options: '-c jit=off' };
  const pool = new pg.Pool({ connectionString, max: poolSize, ...settings });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const replicaPool = replicaUrl
    ? new pg.Pool({ connectionString: replicaUrl, max: poolSize, ...settings })
    : undefined;
  replicaPool?.on('error', () => undefined);
  const primaryDb = drizzlePg({ client: pool, schema }) as unknown as Db;
  const db = replicaPool
    ? (drizzlePg({
        client: new RoutingPool(pool, replicaPool) as unknown as pg.Pool,
        schema,
      }) as unknown as Db)
    : primaryDb;
  return {
    db,
    kind: 'postgres',
    ...(replicaPool && { replica: { primaryDb, positions: new WalPositions(pool, replicaPool) } }),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    exclusive: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      } catch (error) {
        client.release(true);
        throw error;
      }
      return async () => {
        try {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        } finally {
          client.release();
        }
      };
    },
    listen: (channel, onMessage, onReset) => listenOnPostgres(connectionString, channel, onMessage, onReset),
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

/** How long a lost LISTEN connection waits before it is opened again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A connection
 * that errors or ends is replaced after RELISTEN_DELAY_MS, again and again until one connects; then
 * `onReset` says that notifications may have been missed. TCP keep-alive finds a dead peer.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(true).catch(retry), RELISTEN_DELAY_MS);
    timer.unref();
  };
  const lost = (client: pg.Client) => {
    if (stopped || current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    retry();
  };
  const connect = async (again: boolean) => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    if (again) onReset();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** The advisory lock key under which instances migrate a PostgreSQL database (any fixed number). */
const MIGRATION_LOCK_KEY = 7_130_455_201;

/** Applies every pending migration, one process at a time on a shared PostgreSQL database. */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], options);
    return;
  }
  const release = await database.exclusive?.();
  try {
    await migratePg(
      (database.replica?.primaryDb ?? database.db) as unknown as Parameters<typeof migratePg>[0],
      options,
    );
  } finally {
    await release?.();
  }
}
