import { describe, expect, it } from 'vitest';
import { englishOfRule, INVENTORY_MESSAGES, PRODUCT_MESSAGES } from '@godown/shared';
import {
  addProductFormErrors,
  BATCH_CODE_FOR_DATES,
  PRODUCT_UNAVAILABLE,
  placementRow,
  toPlacementBody,
  type AddProductValues,
} from './placement-rows';
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

const RICE = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';

const values = (overrides: Partial<AddProductValues> = {}): AddProductValues => ({
  productId: RICE,
  quantity: 3,
  batchCode: '',
  mfgDate: null,
  expiryDate: null,
  ...overrides,
});

describe('toPlacementBody', () => {
  it('sends the chosen product and the quantity as a number', () => {
    expect(toPlacementBody(values())).toEqual({ productId: RICE, quantity: 3 });
    expect(toPlacementBody(values({ productId: null, quantity: '' }))).toEqual({
      productId: '',
      quantity: 0,
    });
  });

  it('sends the batch when a code is given, trimmed, with the dates given', () => {
    expect(toPlacementBody(values({ batchCode: ' LOT-7 ', expiryDate: '2027-01-31' }))).toEqual({
      productId: RICE,
      quantity: 3,
      batch: { code: 'LOT-7', expiryDate: '2027-01-31' },
    });
    expect(toPlacementBody(values({ batchCode: '  ', mfgDate: '2026-01-01' }))).toEqual({
      productId: RICE,
      quantity: 3,
    });
  });
});

describe('addProductFormErrors', () => {
  it('accepts a placement with or without a batch', () => {
    expect(addProductFormErrors(values())).toEqual({});
    expect(
      addProductFormErrors(values({ batchCode: 'L1', mfgDate: '2026-01-01', expiryDate: '2026-01-01' })),
    ).toEqual({});
  });

  it('puts each problem on its field', () => {
    expect(addProductFormErrors(values({ productId: null, quantity: 0 }))).toMatchObject({
      productId: englishOfRule(INVENTORY_MESSAGES.productRequired),
      quantity: englishOfRule(INVENTORY_MESSAGES.quantityMin),
    });
    expect(
      addProductFormErrors(values({ batchCode: 'L1', mfgDate: '2026-05-01', expiryDate: '2026-04-01' })),
    ).toEqual({
      expiryDate: englishOfRule(PRODUCT_MESSAGES.expiryBeforeMfg),
    });
    expect(addProductFormErrors(values({ expiryDate: '2027-01-31' }))).toEqual({
      batchCode: BATCH_CODE_FOR_DATES,
    });
  });
});
