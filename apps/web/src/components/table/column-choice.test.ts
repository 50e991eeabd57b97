import { describe, expect, it } from 'vitest';
import { orderColumns } from './column-choice';

const columns = ['name', 'sku', 'price', 'actions'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((column) => column.id);

describe('orderColumns', () => {
  it('keeps the table order without a choice', () => {
    expect(ids(orderColumns(columns, { order: [], hidden: [] }))).toEqual([
      'name',
      'sku',
      'price',
      'actions',
    ]);
  });

  it('puts the chosen order first and a column added later after its left neighbour', () => {
    const chosen = { order: ['price', 'name', 'actions'], hidden: [] };
    expect(ids(orderColumns(columns, chosen))).toEqual(['price', 'name', 'sku', 'actions']);
  });

  it('ignores chosen columns the table no longer has', () => {
    const chosen = { order: ['gone', 'actions', 'name', 'sku', 'price'], hidden: [] };
    expect(ids(orderColumns(columns, chosen))).toEqual(['actions', 'name', 'sku', 'price']);
  });
});
