import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { SnapshotCache } from './snapshot-cache.js';

/** A database whose snapshots are read from a script, one per call. */
function scriptedDb(snapshots: string[]): Db {
  return {
    execute: async () => ({ rows: [{ snapshot: snapshots.shift() ?? 'end' }] }),
  } as unknown as Db;
}

describe('SnapshotCache', () => {
  it('keeps an answer built while the snapshot held still, and serves it while the snapshot is the same', async () => {
    const cache = new SnapshotCache('v1');
    let builds = 0;
    const build = async () => `{"n":${++builds}}`;
    const db = scriptedDb(['10:12:', '10:12:', '10:12:', '10:13:', '10:13:']);
    const first = await cache.answer(db, 'k', undefined, build);
    expect(String(first.body)).toBe('{"n":1}');
    expect(first.etag).toBeTruthy();
    const kept = await cache.answer(db, 'k', undefined, build);
    expect(kept).toEqual(first);
    const changed = await cache.answer(db, 'k', undefined, build);
    expect(String(changed.body)).toBe('{"n":2}');
    expect(changed.etag).not.toBe(first.etag);
  });

  it('neither keeps nor tags an answer during which a transaction ended', async () => {
    const cache = new SnapshotCache('v1');
    let builds = 0;
    const build = async () => `{"n":${++builds}}`;
    const db = scriptedDb(['10:12:', '10:13:', '10:13:', '10:13:']);
    const moving = await cache.answer(db, 'k', undefined, build);
    expect(moving.etag).toBeUndefined();
    expect(String(moving.body)).toBe('{"n":1}');
    const next = await cache.answer(db, 'k', undefined, build);
    expect(String(next.body)).toBe('{"n":2}');
  });

  it('answers a matching If-None-Match with no body, and tags apart by version and key', async () => {
    const tagOf = async (version: string, key: string) =>
      (
        await new SnapshotCache(version).answer(
          scriptedDb(['5:5:', '5:5:']),
          key,
          undefined,
          async () => '{}',
        )
      ).etag;
    const tag = await tagOf('v1', 'k');
    expect(await tagOf('v2', 'k')).not.toBe(tag);
    expect(await tagOf('v1', 'k2')).not.toBe(tag);
    const asked = await new SnapshotCache('v1').answer(scriptedDb(['5:5:']), 'k', tag, async () => {
      throw new Error('must not build');
    });
    expect(asked).toEqual({ etag: tag });
  });

  it('forgets the least recently used answers past its size in bytes, and keeps none larger than a quarter of it', async () => {
    const cache = new SnapshotCache('v1', 100);
    const same = () => scriptedDb(Array.from({ length: 20 }, () => '1:1:'));
    let builds = 0;
    const build = (size: number) => async () => {
      builds += 1;
      return 'x'.repeat(size);
    };
    const db = same();
    await cache.answer(db, 'a', undefined, build(20));
    await cache.answer(db, 'b', undefined, build(20));
    await cache.answer(db, 'a', undefined, build(20)); // a used last
    await cache.answer(db, 'c', undefined, build(20)); // 60 units held
    await cache.answer(db, 'd', undefined, build(30)); // over a quarter: built, not kept
    await cache.answer(db, 'd', undefined, build(30));
    expect(builds).toBe(5);
    await cache.answer(db, 'e', undefined, build(25)); // 85 held
    await cache.answer(db, 'f', undefined, build(25)); // 110: b (least recently used) goes
    builds = 0;
    await cache.answer(db, 'a', undefined, build(20));
    await cache.answer(db, 'c', undefined, build(20));
    expect(builds).toBe(0);
    await cache.answer(db, 'b', undefined, build(20));
    expect(builds).toBe(1);
  });

  it('with no memory (KEPT_ANSWERS_MB=0) builds every answer, still tagged by its snapshot', async () => {
    const cache = new SnapshotCache('v1', 0);
    let builds = 0;
    const build = async () => `{"n":${++builds}}`;
    const db = scriptedDb(Array.from({ length: 10 }, () => '1:1:'));
    const first = await cache.answer(db, 'k', undefined, build);
    const second = await cache.answer(db, 'k', undefined, build);
    expect([String(first.body), String(second.body)]).toEqual(['{"n":1}', '{"n":2}']);
    expect(second.etag).toBe(first.etag);
    expect(await cache.answer(db, 'k', first.etag, build)).toEqual({ etag: first.etag });
  });

  it('builds an answer once for the requests that ask for it at the same time', async () => {
    const cache = new SnapshotCache('v1');
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return '{"all":true}';
    };
    const db = scriptedDb(Array.from({ length: 10 }, () => '7:7:'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.answer(db, 'k', undefined, build)),
    );
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => String(a.body)))).toEqual(new Set(['{"all":true}']));
  });

  it('takes the snapshot read with the signed-in user instead of asking again', async () => {
    const cache = new SnapshotCache('v1');
    let asked = 0;
    const db = {
      execute: async () => {
        asked += 1;
        return { rows: [{ snapshot: '9:9:' }] };
      },
    } as unknown as Db;
    const first = await cache.answer(db, 'k', undefined, async () => '{}', '9:9:');
    expect(asked).toBe(1); // only the snapshot after the build
    expect(first.etag).toBeTruthy();
    const kept = await cache.answer(db, 'k', undefined, async () => '{"again":true}', '9:9:');
    expect(asked).toBe(1);
    expect(String(kept.body)).toBe('{}');
    const moved = await cache.answer(db, 'k', undefined, async () => '{"moved":true}', '9:10:');
    expect(String(moved.body)).toBe('{"moved":true}');
  });

  it('keeps a value (the rows of an answer that also depends on the clock) as it keeps answers', async () => {
    const cache = new SnapshotCache('v1');
    let builds = 0;
    const build = async () => ({ rows: [++builds] });
    const db = scriptedDb(['3:3:', '3:3:', '3:3:', '3:4:', '3:4:', '3:5:']);
    const first = await cache.value(db, 'rows', build, () => 10);
    expect(await cache.value(db, 'rows', build, () => 10)).toBe(first);
    expect(await cache.value(db, 'rows', build, () => 10)).toEqual({ rows: [2] });
    expect(builds).toBe(2);
    // Built while the snapshot moved: given, not kept.
    expect(
      await cache.value(scriptedDb(['3:5:', '3:6:', '3:6:', '3:6:']), 'moving', build, () => 10),
    ).toEqual({
      rows: [3],
    });
    expect(builds).toBe(3);
  });
});
