import { describe, expect, it } from 'vitest';
import { unplacedUnits } from '@godown/shared';
import { PRODUCT_UNAVAILABLE, placementRow, productOption, toPlacementBody } from './placement-rows';
import { makeProduct } from '../../testing/products';

const product = makeProduct({
  productName: 'Basmati Rice 5kg',
  sku: 'RICE-5',
  productCategory: 'Grocery',
  price: 10.05,
  quantity: 40,
  weight: 5,
  placedQuantity: 15,
});

describe('placementRow', () => {
  it('values a placement at the product price, to 2 decimals', () => {
    expect(placementRow({ product, quantity: 3 })).toEqual({
      productId: 'p1',
      name: 'Basmati Rice 5kg',
      category: 'Grocery',
      quantity: 3,
      unitPrice: 10.05,
      totalValue: 30.15,
    });
  });

  it('falls back to "Unable to load product details" with zero prices', () => {
    expect(placementRow({ product: null, quantity: 4 })).toEqual({
      productId: null,
      name: PRODUCT_UNAVAILABLE,
      category: null,
      quantity: 4,
      unitPrice: 0,
      totalValue: 0,
    });
  });
});

describe('unplacedUnits and productOption', () => {
  it('counts the units not yet placed anywhere', () => {
    expect(unplacedUnits(product)).toBe(25);
    expect(unplacedUnits({ quantity: 2, placedQuantity: 5 })).toBe(0);
    expect(unplacedUnits({ quantity: 30, placedQuantity: 5, inTransitQuantity: 20 })).toBe(5);
  });

  it('describes a product by SKU and unplaced units, disabled when none are left', () => {
    expect(productOption(product)).toEqual({
      value: 'p1',
      label: 'Basmati Rice 5kg',
      description: 'SKU RICE-5 · 25 unplaced',
      disabled: false,
    });
    expect(productOption({ ...product, sku: null, placedQuantity: 40 })).toMatchObject({
      description: 'No SKU · 0 unplaced',
      disabled: true,
    });
  });
});

describe('toPlacementBody', () => {
  it('sends the chosen product and the quantity as a number', () => {
    expect(toPlacementBody({ productId: 'p1', quantity: 3 })).toEqual({ productId: 'p1', quantity: 3 });
    expect(toPlacementBody({ productId: null, quantity: '' })).toEqual({ productId: '', quantity: 0 });
  });
});
