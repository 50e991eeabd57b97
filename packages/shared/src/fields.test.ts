import { englishOfRule } from './messages/index.js';
import { describe, expect, it } from 'vitest';
import { BULK_IDS_MAX } from './lists.js';
import { zBulkIdsSchema, zIdListQuerySchema } from './fields.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ids = (count: number) => Array.from({ length: count }, (_, i) => id(i + 1));

describe('zBulkIdsSchema', () => {
  const schema = zBulkIdsSchema('product');

  it(`takes 1 to ${BULK_IDS_MAX} ids and drops repeats, whatever their letter case`, () => {
    const upper = 'ABCDEF00-0000-4000-8000-000000000001';
    expect(schema.parse({ ids: [id(1), upper, id(1), upper.toLowerCase()] })).toEqual({
      ids: [id(1), upper.toLowerCase()],
    });
    expect(schema.parse({ ids: ids(BULK_IDS_MAX) }).ids).toHaveLength(BULK_IDS_MAX);
  });

  it('refuses no ids, too many, a malformed one and an unknown key', () => {
    expect(englishOfRule(schema.safeParse({ ids: [] }).error?.issues[0]?.message ?? '')).toBe('Choose at least one product');
    expect(englishOfRule(schema.safeParse({ ids: ids(BULK_IDS_MAX + 1) }).error?.issues[0]?.message ?? '')).toBe(
      `At most ${BULK_IDS_MAX} products at a time`,
    );
    expect(englishOfRule(schema.safeParse({ ids: ['nope'] }).error?.issues[0]?.message ?? '')).toBe(
      'Each id must be a product id',
    );
    expect(schema.safeParse({ ids: [id(1)], all: true }).success).toBe(false);
  });
});

describe('zIdListQuerySchema', () => {
  const schema = zIdListQuerySchema('product');

  it('reads ids separated by commas, spaces around them forgiven, repeats dropped', () => {
    expect(schema.parse(` ${id(2)} ,${id(1)},${id(2)}`)).toEqual([id(2), id(1)]);
  });

  it(`refuses an empty part, a malformed id and more than ${BULK_IDS_MAX}`, () => {
    for (const text of ['', `${id(1)},`, `${id(1)};${id(2)}`, 'nope', ids(BULK_IDS_MAX + 1).join(',')]) {
      expect(schema.safeParse(text).success, text.slice(0, 40)).toBe(false);
    }
  });
});
