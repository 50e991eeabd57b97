import { describe, expect, it } from 'vitest';
import type { TCountDetail, TCountLine } from '@godown/shared';
import {
  countedOfLines,
  filterLines,
  countersText,
  formatSignedRupees,
  formatSignedUnits,
  scopeDetail,
  uncountedSummary,
  VARIANCE_COLORS,
  varianceTone,
  withLine,
} from './counts-figures';

const line = (overrides: Partial<TCountLine> = {}): TCountLine => ({
  id: 1,
  product: { id: 'p1', productName: 'Toor Dal', sku: 'DAL-1', gtin: null, price: 120 },
  batch: null,
  expected: 10,
  systemAtCount: null,
  counted: null,
  variance: null,
  varianceValue: null,
  adjustment: null,
  counters: [],
  countedAt: null,
  ...overrides,
});

describe('variance', () => {
  it('is red when units are missing, green when found, plain when even, dimmed when not counted', () => {
    expect(VARIANCE_COLORS[varianceTone(-2)]).toBe('red');
    expect(VARIANCE_COLORS[varianceTone(3)]).toBe('green');
    expect(VARIANCE_COLORS[varianceTone(0)]).toBeUndefined();
    expect(VARIANCE_COLORS[varianceTone(null)]).toBe('dimmed');
  });

  it('reads with its sign', () => {
    expect(formatSignedUnits(3)).toBe('+3');
    expect(formatSignedUnits(-1500)).toBe('−1,500');
    expect(formatSignedUnits(0)).toBe('0');
    expect(formatSignedUnits(null)).toBe('—');
    expect(formatSignedRupees(-240)).toBe('−₹240.00');
    expect(formatSignedRupees(123456.5)).toBe('+₹1,23,456.50');
    expect(formatSignedRupees(0)).toBe('₹0.00');
    expect(formatSignedRupees(null)).toBe('—');
  });
});

describe('scopeDetail', () => {
  it('names the category or the storage unit a count covers', () => {
    expect(scopeDetail({ scope: 'inventory', category: null, storageUnit: null })).toEqual({
      label: 'Whole inventory',
      detail: null,
    });
    expect(scopeDetail({ scope: 'category', category: 'Pulses', storageUnit: null })).toEqual({
      label: 'One category',
      detail: 'Pulses',
    });
    const unit = { id: 's1', locationId: 'R-1', name: 'Rack A' };
    expect(scopeDetail({ scope: 'storageUnit', category: null, storageUnit: unit }).detail).toBe(
      'Rack A (R-1)',
    );
    expect(
      scopeDetail({ scope: 'storageUnit', category: null, storageUnit: { ...unit, name: 'R-1' } }).detail,
    ).toBe('R-1');
  });
});

describe('lines', () => {
  it('names who counted and how many each', () => {
    expect(
      countersText([
        { id: 'u1', name: 'Asha', quantity: 3 },
        { id: 'u2', name: 'Priya', quantity: 2 },
      ]),
    ).toBe('Asha 3 · Priya 2');
    expect(countersText([])).toBe('');
  });

  it('counts the lines counted of all', () => {
    expect(countedOfLines({ countedLines: 3, lineCount: 1200 })).toBe('3 of 1,200');
  });

  it('sums what the uncounted lines were expected to hold', () => {
    const lines = [
      line({ counted: 8, systemAtCount: 10, variance: -2 }),
      line({ id: 2, expected: 5 }),
      line({
        id: 3,
        expected: 2,
        product: { id: 'p2', productName: 'Rice', sku: null, gtin: null, price: 60.5 },
      }),
    ];
    expect(uncountedSummary(lines)).toEqual({ lines: 2, expectedUnits: 7, expectedValue: 721 });
  });
});

describe('filterLines', () => {
  it('finds lines by product name, SKU or batch code', () => {
    const lines = [
      line(),
      line({ id: 2, batch: { id: 'b1', code: 'LOT-9', expiryDate: null } }),
      line({ id: 3, product: { id: 'p2', productName: 'Basmati Rice', sku: null, gtin: null, price: 60 } }),
    ];
    expect(filterLines(lines, '').map((l) => l.id)).toEqual([1, 2, 3]);
    expect(filterLines(lines, ' dal-1 ').map((l) => l.id)).toEqual([1, 2]);
    expect(filterLines(lines, 'lot').map((l) => l.id)).toEqual([2]);
    expect(filterLines(lines, 'rice').map((l) => l.id)).toEqual([3]);
  });
});

describe('a line the server answers after a scan', () => {
  const answered = (id: number, counted: number | null, variance: number | null): TCountLine => ({
    id,
    product: { id: `p${id}`, productName: `P${id}`, sku: null, gtin: null, price: 10 },
    batch: null,
    expected: 5,
    systemAtCount: counted === null ? null : 5,
    counted,
    variance,
    varianceValue: variance === null ? null : variance * 10,
    adjustment: null,
    counters: [],
    countedAt: null,
  });
  const detail = {
    count: { lineCount: 2, countedLines: 1, varianceUnits: -1, varianceValue: -10 } as TCountDetail['count'],
    lines: [answered(1, 4, -1), answered(2, null, null)],
  };

  it('replaces its line and sums the totals again', () => {
    const next = withLine(detail, answered(2, 7, 2));
    expect(next.lines.map((l) => l.counted)).toEqual([4, 7]);
    expect(next.count).toMatchObject({ lineCount: 2, countedLines: 2, varianceUnits: 1, varianceValue: 10 });
  });

  it('adds a line found during the count at the end', () => {
    const next = withLine(detail, answered(3, 2, 2));
    expect(next.lines.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(next.count).toMatchObject({ lineCount: 3, countedLines: 2, varianceUnits: 1 });
  });
});
