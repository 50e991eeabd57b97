import { describe, expect, it } from 'vitest';
import { mrpMargin, mrpMarginText } from './mrp-margin';

describe('mrpMargin', () => {
  it('is the rupees the price leaves under the MRP and their share of the MRP', () => {
    expect(mrpMargin(110, 120)).toEqual({ amount: 10, percent: 8.3 });
    expect(mrpMargin(99.99, 120.5)).toEqual({ amount: 20.51, percent: 17 });
    expect(mrpMargin(0, 50)).toEqual({ amount: 50, percent: 100 });
    expect(mrpMargin(120, 120)).toEqual({ amount: 0, percent: 0 });
  });

  it('is none without an MRP above 0, or with a price above it', () => {
    expect(mrpMargin(110, null)).toBeNull();
    expect(mrpMargin(0, 0)).toBeNull();
    expect(mrpMargin(130, 120)).toBeNull();
  });
});

describe('mrpMarginText', () => {
  it('says the margin in rupees and per cent, or that the price is the MRP', () => {
    expect(mrpMarginText(110, 120)).toBe('₹10.00 below MRP (8.3%)');
    expect(mrpMarginText(1_00_000, 1_25_000)).toBe('₹25,000.00 below MRP (20.0%)');
    expect(mrpMarginText(120, 120)).toBe('At the MRP');
    expect(mrpMarginText(110, null)).toBeNull();
  });
});
