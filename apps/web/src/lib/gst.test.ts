import { GST_RATES, GST_UNIT_CODE_LIST } from '@godown/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../paraglide/runtime.js';
import { gstRateOptions, percentText, uqcLabel, uqcOptions } from './gst';

const english = getLocale;
afterEach(() => overwriteGetLocale(english));

describe('GST’s lists in words', () => {
  it('says a rate as a percentage, to two decimals at most', () => {
    expect(percentText(18)).toBe('18%');
    expect(percentText(0.25)).toBe('0.25%');
    expect(percentText(7.5)).toBe('7.5%');
    expect(gstRateOptions()).toHaveLength(GST_RATES.length);
    expect(gstRateOptions()).toContainEqual({ value: '18', label: '18%' });
  });

  it('names each unit code after the code, in the page’s language', () => {
    expect(uqcLabel('KGS')).toBe('KGS — Kilograms');
    expect(uqcLabel('NOS')).toBe('NOS — Numbers');
    expect(uqcLabel('XYZ')).toBe('XYZ');
    expect(uqcOptions().map((option) => option.value)).toEqual(GST_UNIT_CODE_LIST);
    overwriteGetLocale(() => 'hi-IN');
    expect(uqcLabel('KGS')).toBe('KGS — किलोग्राम');
    for (const { label } of uqcOptions()) expect(label).toMatch(/^[A-Z]{3} — .*[\u0900-\u097F]/);
  });
});
