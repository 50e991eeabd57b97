import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { readsFromReplica } from './replica.js';
import { queryRows } from './transaction.js';

/**
 * Answers kept for as long as the database has not changed (docs/performance.md#answers-kept-per-snapshot).
 *
 * PostgreSQL's snapshot (`pg_current_snapshot()`: the oldest running transaction, the next one, and
 * those running between) changes exactly when a transaction that wrote ends. Two equal snapshots
 * therefore see the same data, in every table. An answer built between two reads of the snapshot
 * that are equal was built on that data, and is kept under it: the next request for the same answer
 * asks only for the snapshot (one small round trip) and, while it is unchanged, gets the kept text,
 * or a 304 when its If-None-Match names the answer's ETag. Any write anywhere changes the snapshot,
 * so a kept answer is never staler than the database; under steady writes answers are simply built
 * each time (two small extra round trips).
 *
 * Only answers that depend on nothing but the data (no clock, no random) may be kept; the key must
 * hold everything else they depend on (the route, its parameters, who may see what). An answer that
 * depends on the clock too keeps the rows it is made of instead (`value`) and is finished from them
 * on each request.
 */

/** One answer as sent: its JSON's UTF-8 bytes, and its ETag when its data's snapshot is known. */
export interface SnapshotAnswer {
  /** Undefined when the request's If-None-Match already names this answer (send a 304). */
  body?: Buffer;
  etag?: string;
}

interface Kept {
  snapshot: string;
  value: unknown;
  bytes: number;
}

/** A value built for a snapshot, and whether the snapshot held still while it was built (then it is kept). */
interface Built<T> {
  value: T;
  kept: boolean;
}

/** Bytes of answers kept at most. */
const KEPT_BYTES_MAX = 64 * 1024 * 1024;
/** An answer larger than this share of the whole is built every time rather than evict the rest. */
const KEPT_ONE_SHARE_MAX = 4;

async function snapshotOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ snapshot: string }>(
    db,
    sql`SELECT pg_current_snapshot()::text AS snapshot`,
  );
  const snapshot = row?.snapshot ?? '';
  // A replica's snapshots and the primary's are kept apart.
  return `${readsFromReplica() ? 'r' : 'p'}${snapshot}`;
}

export class SnapshotCache {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;
  /** Values being built, by key and snapshot: requests arriving meanwhile wait for the same one. */
  private readonly building = new Map<string, Promise<Built<unknown>>>();

  /**
   * @param version names the code that builds the answers (an ETag from other code must not match):
   *   the server processes of one deployment share it.
   */
  constructor(
    private readonly version: string,
    private readonly bytesMax = KEPT_BYTES_MAX,
  ) {}

  /**
   * The answer for `key`: the kept text if the database has not changed since it was built, else
   * `build()`'s, kept when the snapshot held still while it ran. `primarySnapshot`, the primary's
   * snapshot read earlier in the same request (with the signed-in user), saves asking for it again;
   * a request reading from a replica asks the replica.
   */
  async answer(
    db: Db,
    key: string,
    ifNoneMatch: string | undefined,
    build: () => Promise<string>,
    primarySnapshot?: string,
  ): Promise<SnapshotAnswer> {
    const before = await this.snapshotBefore(db, primarySnapshot);
    const etag = `"${crypto.createHash('sha256').update(`${this.version}\n${key}\n${before}`).digest('base64url').slice(0, 32)}"`;
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
      return { etag };
    const { value, kept } = await this.valueAt(
      db,
      key,
      before,
      async () => Buffer.from(await build()),
      (body) => body.length,
    );
    return kept ? { body: value, etag } : { body: value };
  }

  /**
   * A value read from the database (rows an answer is made of, when the answer itself depends on the
   * clock too), kept like an answer while the database does not change; `sizeOf` tells its bytes.
   */
  async value<T>(
    db: Db,
    key: string,
    build: () => Promise<T>,
    sizeOf: (value: T) => number,
    primarySnapshot?: string,
  ): Promise<T> {
    const before = await this.snapshotBefore(db, primarySnapshot);
    return (await this.valueAt(db, key, before, build, sizeOf)).value;
  }

  private async snapshotBefore(db: Db, primarySnapshot: string | undefined): Promise<string> {
    return primarySnapshot !== undefined && !readsFromReplica() ? `p${primarySnapshot}` : snapshotOf(db);
  }

  private valueAt<T>(
    db: Db,
    key: string,
    before: string,
    build: () => Promise<T>,
    sizeOf: (value: T) => number,
  ): Promise<Built<T>> {
    const kept = this.kept.get(key);
    if (kept?.snapshot === before) {
      // Most recently used last: the first entry is the one to evict.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Promise.resolve({ value: kept.value as T, kept: true });
    }
    const buildKey = `${key}\n${before}`;
    let building = this.building.get(buildKey) as Promise<Built<T>> | undefined;
    if (!building) {
      building = (async () => {
        const value = await build();
        const after = await snapshotOf(db);
        if (after !== before) return { value, kept: false };
        this.keep(key, { snapshot: before, value, bytes: sizeOf(value) });
        return { value, kept: true };
      })().finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, building);
    }
    return building;
  }

  private keep(key: string, entry: Kept): void {
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.bytes -= old.bytes;
    }
    if (entry.bytes > this.bytesMax / KEPT_ONE_SHARE_MAX) return;
    this.kept.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldestKey, oldest] of this.kept) {
      if (this.bytes <= this.bytesMax) break;
      this.kept.delete(oldestKey);
      this.bytes -= oldest.bytes;
    }
  }
}
