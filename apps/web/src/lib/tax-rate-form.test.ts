import { englishOfRule, rule } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_TAX_RATE_VALUES, taxRateFormErrors, toTaxRateBody } from './tax-rate-form';

describe('a GST rate from a day on', () => {
  it('sends the day, the rate as a number and the cess only when typed', () => {
    expect(toTaxRateBody({ effectiveFrom: '2026-09-22', gstRate: '5', cessRate: '' })).toEqual({
      effectiveFrom: '2026-09-22',
      gstRate: 5,
    });
    expect(toTaxRateBody({ effectiveFrom: '2026-09-22', gstRate: '28', cessRate: 12.5 })).toEqual({
      effectiveFrom: '2026-09-22',
      gstRate: 28,
      cessRate: 12.5,
    });
  });

  it('asks for the day and the rate, and holds the cess to its range', () => {
    expect(taxRateFormErrors(EMPTY_TAX_RATE_VALUES)).toMatchObject({
      effectiveFrom: 'Choose the day the rate takes effect',
      gstRate: 'Choose the GST rate',
    });
    expect(taxRateFormErrors({ effectiveFrom: '2026-09-22', gstRate: '18', cessRate: 301 })).toEqual({
      cessRate: englishOfRule(rule('taxRate.cessRange', { max: 300 })),
    });
    expect(taxRateFormErrors({ effectiveFrom: '2026-09-22', gstRate: '18', cessRate: '' })).toEqual({});
  });
});
