import { describe, expect, it } from 'vitest';
import { isBlank, numberOrZero, parseNumberField } from './form-numbers';

describe('isBlank', () => {
  it('is true for an empty input only', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(0)).toBe(false);
    expect(isBlank('-')).toBe(false);
    expect(isBlank('abc')).toBe(false);
  });
});

describe('parseNumberField', () => {
  it('leaves an empty input undefined', () => {
    expect(parseNumberField('')).toBeUndefined();
    expect(parseNumberField(' ')).toBeUndefined();
    expect(parseNumberField(null)).toBeUndefined();
  });

  it('reads typed numbers, and anything unparsable as 0', () => {
    expect(parseNumberField(' 7.5 ')).toBe(7.5);
    expect(parseNumberField(-3)).toBe(-3);
    expect(parseNumberField('-')).toBe(0);
    expect(parseNumberField('1e')).toBe(0);
    expect(parseNumberField(Number.NaN)).toBe(0);
    expect(parseNumberField(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('numberOrZero', () => {
  it('reads an empty input as 0 as well', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero('12.5')).toBe(12.5);
    expect(numberOrZero(7)).toBe(7);
  });
});
