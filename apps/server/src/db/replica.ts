import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Reads from a PostgreSQL streaming replica (DATABASE_REPLICA_URL, docs/scaling.md#read-replicas).
 *
 * Drizzle is given a pool (`RoutingPool`) that sends each single statement to the replica when the
 * request in progress may read from it, else to the primary; a transaction (`connect()`) always runs
 * on the primary, so every write and every read that must be consistent with a write stays there.
 * A request may read from the replica when plugins/read-replica.ts says so: a GET whose user's last
 * write the replica has already replayed. Work outside a request (the periodic checks, migrations)
 * has no route and uses the primary.
 */

/** What the request in progress may do; set per request by plugins/read-replica.ts. */
export interface ReadRoute {
  replica: boolean;
}

const routes = new AsyncLocalStorage<ReadRoute>();

/** Runs `next` (and all it starts) with its own route, on the primary until `readFromReplica`. */
export function withReadRoute(next: () => void): void {
  routes.run({ replica: false }, next);
}

/** Lets the rest of the request in progress read from the replica. */
export function readFromReplica(): void {
  const route = routes.getStore();
  if (route) route.replica = true;
}

/** Whether a statement run now goes to the replica (for tests and logs). */
export function readsFromReplica(): boolean {
  return routes.getStore()?.replica === true;
}

/**
 * SQLSTATEs after which a statement sent to the replica is run again on the primary: the replica
 * shutting down or not accepting connections, a read cancelled by a conflict with recovery, and a
 * statement that turned out to write (a hot standby is read-only).
 */
const RETRY_ON_PRIMARY = new Set(['57P01', '57P02', '57P03', '40001', '25006', '08000', '08003', '08006']);

/** Whether `error` says the replica could not answer (rather than the statement being wrong). */
function replicaFailed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // Connection errors from the network (ECONNREFUSED, ECONNRESET) and pg's own "Connection
  // terminated" carry no SQLSTATE.
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || RETRY_ON_PRIMARY.has(code);
}

/**
 * The pool Drizzle runs on when a replica is configured. Its name holds "Pool", which is how Drizzle's
 * node-postgres session knows to take a client of its own for a transaction (`connect()`).
 */
export class RoutingPool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
  ) {}

  async query(config: unknown, values?: unknown): Promise<unknown> {
    const query = (pool: pg.Pool) =>
      (pool.query as (c: unknown, v?: unknown) => Promise<unknown>).call(pool, config, values);
    if (!readsFromReplica()) return query(this.primary);
    try {
      return await query(this.replica);
    } catch (error) {
      if (!replicaFailed(error)) throw error;
      return query(this.primary);
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }
}

/**
 * A WAL position (`pg_lsn`, "16/B374D848") as a number, or null when `text` is not one. Positions
 * of one cluster and its replicas compare as numbers.
 */
export function parseWalPosition(text: string | undefined): bigint | null {
  const match = text === undefined ? null : /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Where the primary's WAL is and how far the replica has replayed it. The replica's position only
 * grows, so the highest one seen answers without a round trip until a request needs a later one.
 */
export class WalPositions {
  private replayed = 0n;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
  ) {}

  /** The primary's current WAL position: every transaction committed before this call is at or before it. */
  async primaryPosition(): Promise<string> {
    const result = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const lsn = result.rows[0]?.lsn;
    if (!lsn) throw new Error('The primary reported no WAL position');
    return lsn;
  }

  /** Whether the replica has replayed the WAL up to `position` (false when it cannot say). */
  async replicaHasReplayed(position: bigint): Promise<boolean> {
    if (this.replayed >= position) return true;
    try {
      const result = await this.replica.query<{ lsn: string | null }>(
        'SELECT pg_last_wal_replay_lsn()::text AS lsn',
      );
      const replayed = parseWalPosition(result.rows[0]?.lsn ?? undefined);
      if (replayed !== null && replayed > this.replayed) this.replayed = replayed;
    } catch {
      return false;
    }
    return this.replayed >= position;
  }
}
