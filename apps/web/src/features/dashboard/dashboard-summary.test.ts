import { describe, expect, it } from 'vitest';
import { emptySummary, lowStockMessage } from './dashboard-summary';

describe('emptySummary', () => {
  it('has zero counts and empty lists, and says whether the visitor is signed in', () => {
    expect(emptySummary(true)).toEqual({
      counts: { totalProducts: 0, inventories: 0, users: 0, lowStockItems: 0, activeAlerts: 0 },
      recentProducts: [],
      activeAlerts: [],
      signedIn: true,
    });
    expect(emptySummary(false).signedIn).toBe(false);
  });
});

describe('lowStockMessage', () => {
  it('speaks of one product in the singular', () => {
    expect(lowStockMessage(1)).toBe('1 product is at or below its threshold');
  });

  it('speaks of several in the plural, with Indian digit grouping', () => {
    expect(lowStockMessage(3)).toBe('3 products are at or below their threshold');
    expect(lowStockMessage(123456)).toBe('1,23,456 products are at or below their threshold');
  });
});
