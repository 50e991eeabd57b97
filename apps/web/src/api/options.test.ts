import { describe, expect, it } from 'vitest';
import { unplacedUnits } from '@godown/shared';
import { PLACED_RICE } from '../testing/products';
import {
  customerOption,
  isPricedProductOption,
  placementProductOption,
  productLabel,
  purchaseProductOption,
  transportProductOption,
} from './options';

const product = PLACED_RICE;

describe('unplacedUnits and placementProductOption', () => {
  it('counts the units not yet placed anywhere', () => {
    expect(unplacedUnits(product)).toBe(25);
    expect(unplacedUnits({ quantity: 2, placedQuantity: 5 })).toBe(0);
    expect(unplacedUnits({ quantity: 30, placedQuantity: 5, inTransitQuantity: 20 })).toBe(5);
  });

  it('describes a product by SKU and unplaced units, disabled when none are left', () => {
    expect(placementProductOption(product)).toEqual({
      value: 'p1',
      label: 'Basmati Rice 5kg',
      description: 'SKU RICE-5 · 25 unplaced',
      disabled: false,
    });
    expect(placementProductOption({ ...product, sku: null, placedQuantity: 40 })).toMatchObject({
      description: 'No SKU · 0 unplaced',
      disabled: true,
    });
  });
});

describe('transportProductOption', () => {
  it('names a product with its SKU and describes its stock', () => {
    expect(transportProductOption(product)).toEqual({
      value: 'p1',
      label: 'Basmati Rice 5kg (RICE-5)',
      description: '40 in stock',
    });
    expect(productLabel('Toor Dal', null)).toBe('Toor Dal');
  });
});

describe('purchaseProductOption', () => {
  it('carries the price a purchase order line starts from, and says it with the stock', () => {
    const option = purchaseProductOption(product);
    expect(option).toEqual({
      value: 'p1',
      label: 'Basmati Rice 5kg (RICE-5)',
      description: '₹10.05 · 40 in stock',
      price: 10.05,
    });
    expect(isPricedProductOption(option)).toBe(true);
    expect(isPricedProductOption({ value: 'p1', label: 'Basmati Rice 5kg' })).toBe(false);
    expect(isPricedProductOption(null)).toBe(false);
  });
});

describe('customerOption', () => {
  it('names a customer, with their district and GSTIN beneath when known', () => {
    const customer = {
      id: 'c1',
      name: 'Sharma Medical',
      gstin: '27AAPFU0939F1ZV',
      billingAddress: { line: '12 MG Road', district: 'Pune', pinCode: null, stateCode: '27', point: null },
    };
    expect(customerOption(customer)).toEqual({
      value: 'c1',
      label: 'Sharma Medical',
      description: 'Pune · 27AAPFU0939F1ZV',
    });
    expect(customerOption({ ...customer, gstin: null, billingAddress: null })).toEqual({
      value: 'c1',
      label: 'Sharma Medical',
      description: undefined,
    });
  });
});
