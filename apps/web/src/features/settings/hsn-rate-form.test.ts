import { englishOfRule, rule } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_HSN_RATE_VALUES, hsnRateFormErrors, toHsnRateBody } from './hsn-rate-form';

describe('Change GST rate by HSN', () => {
  it('sends the HSN code’s first digits with the dated rate', () => {
    expect(
      toHsnRateBody({ hsnPrefix: ' 19 05 ', effectiveFrom: '2026-09-22', gstRate: '5', cessRate: '' }),
    ).toEqual({ hsnPrefix: '1905', effectiveFrom: '2026-09-22', gstRate: 5 });
  });

  it('takes 2 to 8 digits, a day and a rate', () => {
    expect(Object.keys(hsnRateFormErrors(EMPTY_HSN_RATE_VALUES)).sort()).toEqual([
      'effectiveFrom',
      'gstRate',
      'hsnPrefix',
    ]);
    expect(
      hsnRateFormErrors({
        ...EMPTY_HSN_RATE_VALUES,
        hsnPrefix: '1',
        effectiveFrom: '2026-09-22',
        gstRate: '5',
      }),
    ).toEqual({ hsnPrefix: englishOfRule(rule('taxRate.hsnPrefix')) });
    expect(
      hsnRateFormErrors({
        ...EMPTY_HSN_RATE_VALUES,
        hsnPrefix: '1905',
        effectiveFrom: '2026-09-22',
        gstRate: '5',
      }),
    ).toEqual({});
  });
});
