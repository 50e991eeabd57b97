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
 * hold everything else they depend on (the route, its parameters, who may see what).
 */

/** One answer as sent: its JSON (UTF-8 bytes once kept), and its ETag when its data's snapshot is known. */
export interface SnapshotAnswer {
  /** Undefined when the request's If-None-Match already names this answer (send a 304). */
  body?: string | Buffer;
  etag?: string;
}

interface Kept {
  snapshot: string;
  body: Buffer;
  etag: string;
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
  /** Answers being built, by key and snapshot: requests arriving meanwhile wait for the same one. */
  private readonly building = new Map<string, Promise<SnapshotAnswer>>();

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
    const before =
      primarySnapshot !== undefined && !readsFromReplica() ? `p${primarySnapshot}` : await snapshotOf(db);
    const etag = `"${crypto.createHash('sha256').update(`${this.version}\n${key}\n${before}`).digest('base64url').slice(0, 32)}"`;
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
      return { etag };
    const kept = this.kept.get(key);
    if (kept?.snapshot === before) {
      // Most recently used last: the first entry is the one to evict.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return { body: kept.body, etag };
    }
    const buildKey = `${key}\n${before}`;
    let answer = this.building.get(buildKey);
    if (!answer) {
      answer = this.build(db, key, before, etag, build).finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, answer);
    }
    return answer;
  }

  private async build(
    db: Db,
    key: string,
    before: string,
    etag: string,
    build: () => Promise<string>,
  ): Promise<SnapshotAnswer> {
    const text = await build();
    const after = await snapshotOf(db);
    if (after !== before) return { body: text };
    const body = Buffer.from(text);
    this.keep(key, { snapshot: before, body, etag });
    return { body, etag };
  }

  private keep(key: string, entry: Kept): void {
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.bytes -= old.body.length;
    }
    if (entry.body.length > this.bytesMax / KEPT_ONE_SHARE_MAX) return;
    this.kept.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldestKey, oldest] of this.kept) {
      if (this.bytes <= this.bytesMax) break;
      this.kept.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
  }
}
