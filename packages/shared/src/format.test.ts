import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatRupees,
  formatVolume,
  indiaDateTime,
  isLowStock,
  percentOf,
  roundMoney,
  shortTransportId,
  totalWage,
} from './format.js';

describe('formatRupees', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
  });
  it('shows small and zero amounts with two decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(9.999)).toBe('₹10.00');
  });
  it('accepts numeric strings and treats missing or garbage values as zero', () => {
    expect(formatRupees('2500.5')).toBe('₹2,500.50');
    expect(formatRupees(null)).toBe('₹0.00');
    expect(formatRupees(undefined)).toBe('₹0.00');
    expect(formatRupees('abc')).toBe('₹0.00');
  });
});

describe('formatPercent and percentOf', () => {
  it('shows one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(100)).toBe('100.0%');
  });
  it('computes a percentage, and 0 for an empty total', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('small rules', () => {
  it('formats volumes with two decimals', () => {
    expect(formatVolume(0.125)).toBe('0.13');
    expect(formatVolume(3)).toBe('3.00');
  });
  it('rounds money without drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
  it('shows the last six characters of a transport id', () => {
    expect(shortTransportId('0d6f7c3e-1b2a-4c5d-9e8f-a1b2c3d4e5f6')).toBe('d4e5f6');
  });
  it('counts quantity at or below the threshold as low stock, a missing threshold as 0', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, null)).toBe(true);
    expect(isLowStock(1, undefined)).toBe(false);
  });
  it('multiplies hours by the rate to two decimals', () => {
    expect(totalWage(160.5, 123.45)).toBe(19813.73);
  });
});

describe('indiaDateTime', () => {
  it('gives an instant as a clock in India shows it, to the minute', () => {
    expect(indiaDateTime('2026-11-25T20:00:00Z')).toBe('2026-11-26 01:30');
    expect(indiaDateTime(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31 23:59');
  });
});
