import { describe, expect, it } from 'vitest';
import { FILL_LEVELS, fillLevel, fillText } from './map-colors';

describe('fillLevel', () => {
  it('is roomy under 70%, filling from 70% and full from 90%, like the usage bars', () => {
    expect(fillLevel(0)).toBe('roomy');
    expect(fillLevel(69.9)).toBe('roomy');
    expect(fillLevel(70)).toBe('filling');
    expect(fillLevel(89.9)).toBe('filling');
    expect(fillLevel(90)).toBe('full');
    expect(fillLevel(130)).toBe('full');
  });

  it('ranks the fuller levels higher (a cluster shows its fullest warehouse)', () => {
    expect(FILL_LEVELS.full.rank).toBeGreaterThan(FILL_LEVELS.filling.rank);
    expect(FILL_LEVELS.filling.rank).toBeGreaterThan(FILL_LEVELS.roomy.rank);
  });
});

describe('fillText', () => {
  it('leads with the fuller of weight and volume', () => {
    expect(fillText(64, 12.5)).toBe('64.0% full (weight 64.0%, volume 12.5%)');
    expect(fillText(10, 95.25)).toBe('95.3% full (weight 10.0%, volume 95.3%)');
  });
});
