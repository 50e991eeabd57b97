import { englishOfRule } from './messages/index.js';
import { describe, expect, it } from 'vitest';
import { zSortSchema } from './fields.js';
import { LIST_SORTS, resolveSort } from './lists.js';

describe('resolveSort', () => {
  it('gives the default column and order when nothing is asked', () => {
    expect(resolveSort('products', {})).toEqual(LIST_SORTS.products.default);
  });
  it('applies an asked order to the default column', () => {
    expect(resolveSort('products', { order: 'asc' })).toEqual({ sort: 'createdAt', order: 'asc' });
  });
  it('sorts an asked column ascending unless told', () => {
    expect(resolveSort('products', { sort: 'price' })).toEqual({ sort: 'price', order: 'asc' });
    expect(resolveSort('products', { sort: 'price', order: 'desc' })).toEqual({
      sort: 'price',
      order: 'desc',
    });
  });
});

describe('zSortSchema', () => {
  it('refuses a column the list does not sort by, naming the ones it does', () => {
    const result = zSortSchema('products').safeParse({ sort: 'password' });
    expect(result.success).toBe(false);
    expect(englishOfRule(result.error?.issues[0]?.message ?? '')).toBe(
      'Sort must be one of: name, sku, category, price, quantity, createdAt',
    );
  });
  it('refuses an order other than asc or desc', () => {
    expect(englishOfRule(zSortSchema('transports').safeParse({ order: 'up' }).error?.issues[0]?.message ?? '')).toBe(
      'Order must be asc or desc',
    );
  });
});
