import { describe, expect, it } from 'vitest';
import { reportQuery } from './reports-api';
import { financialYearLabel, financialYears, periodOf } from './sales-report-words';

describe('the financial years a sales report offers', () => {
  it('runs from the current year back to GST’s first', () => {
    const years = financialYears('26-27');
    expect(years[0]).toBe('26-27');
    expect(years.at(-1)).toBe('17-18');
    expect(years).toHaveLength(10);
  });

  it('reads as a person writes it, a malformed year as it came', () => {
    expect(financialYearLabel('26-27')).toBe('FY 2026-27');
    expect(financialYearLabel('2026')).toBe('2026');
  });
});

describe('periodOf', () => {
  it('is the current financial year when the address names no period', () => {
    expect(periodOf({ year: '', from: '', to: '' }, '26-27')).toEqual({ year: '26-27', from: '', to: '' });
  });

  it('keeps the year or the dates the address names', () => {
    expect(periodOf({ year: '25-26', from: '', to: '' }, '26-27').year).toBe('25-26');
    expect(periodOf({ year: '', from: '2026-05-01', to: '' }, '26-27')).toEqual({
      year: '',
      from: '2026-05-01',
      to: '',
    });
  });

  it('is sent without a page for a report of a few lines', () => {
    expect(reportQuery(periodOf({ year: '', from: '', to: '' }, '26-27'))).toBe('year=26-27');
  });
});
