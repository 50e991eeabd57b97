import { describe, expect, it } from 'vitest';
import { compactRupees } from './chart-numbers';

describe('compactRupees', () => {
  it('says an axis’s rupees in thousands, lakh and crore', () => {
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(12_500)).toBe('₹12.5K');
    expect(compactRupees(1_250_000)).toBe('₹12.5L');
    expect(compactRupees(12_000_000)).toBe('₹1.2Cr');
  });
});
