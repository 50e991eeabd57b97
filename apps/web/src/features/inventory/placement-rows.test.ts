import { describe, expect, it } from 'vitest';
import { PRODUCT_UNAVAILABLE, placementRow, toPlacementBody } from './placement-rows';
import { PLACED_RICE } from '../../testing/products';

const product = PLACED_RICE;

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

describe('toPlacementBody', () => {
  it('sends the chosen product and the quantity as a number', () => {
    expect(toPlacementBody({ productId: 'p1', quantity: 3 })).toEqual({ productId: 'p1', quantity: 3 });
    expect(toPlacementBody({ productId: null, quantity: '' })).toEqual({ productId: '', quantity: 0 });
  });
});
