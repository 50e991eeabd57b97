import { describe, expect, it } from 'vitest';
import { initialChoices, LAYOUT_OPTIONS, productLabelsBody, shelfLabelsBody } from './labels-form';

describe('the Labels screen', () => {
  it('starts from the link that opened it', () => {
    expect(initialChoices(new URLSearchParams('products=a,b'))).toMatchObject({
      source: 'products',
      productIds: ['a', 'b'],
      tab: 'products',
    });
    expect(initialChoices(new URLSearchParams('inventory=i'))).toMatchObject({
      source: 'inventory',
      inventoryId: 'i',
    });
    expect(initialChoices(new URLSearchParams('purchaseOrder=po'))).toMatchObject({
      source: 'purchaseOrder',
    });
    expect(initialChoices(new URLSearchParams('inventory=i&storageUnits=s1,s2'))).toMatchObject({
      tab: 'shelves',
      storageUnitIds: ['s1', 's2'],
      source: 'products',
    });
    expect(LAYOUT_OPTIONS.map((o) => o.value)).toEqual(['a4-3x8', 'a4-4x10', 'a4-2x7', 'thermal-50x25']);
  });

  it('sends what is chosen, and nothing before', () => {
    const common = {
      layout: 'a4-3x8' as const,
      copies: 2,
      showPrice: false,
      inventoryId: null,
      purchaseOrderId: null,
    };
    expect(productLabelsBody({ ...common, source: 'products', productIds: [] })).toBeNull();
    expect(productLabelsBody({ ...common, source: 'products', productIds: ['a'] })).toEqual({
      productIds: ['a'],
      layout: 'a4-3x8',
      copies: 2,
      showPrice: false,
    });
    expect(
      productLabelsBody({ ...common, source: 'inventory', productIds: ['a'], inventoryId: 'i' }),
    ).toMatchObject({ inventoryId: 'i' });
    expect(shelfLabelsBody({ inventoryId: 'i', storageUnitIds: [], layout: 'a4-2x7', copies: 1 })).toEqual({
      inventoryIds: ['i'],
      layout: 'a4-2x7',
      copies: 1,
    });
    expect(
      shelfLabelsBody({ inventoryId: 'i', storageUnitIds: ['s'], layout: 'a4-2x7', copies: 1 }),
    ).toMatchObject({ storageUnitIds: ['s'] });
    expect(
      shelfLabelsBody({ inventoryId: null, storageUnitIds: [], layout: 'a4-2x7', copies: 1 }),
    ).toBeNull();
  });
});
