import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_SERIES,
  DOCUMENT_NUMBER_RULES,
  seriesCapacity,
  seriesLength,
  seriesNumber,
  seriesProblem,
  zDocumentSeriesSchema,
} from './billing-settings.js';
import { englishOfRule } from './messages/index.js';

describe('document series', () => {
  it('number with the prefix, the financial year and the counter', () => {
    const series = { prefix: 'MH/', withYear: true, digits: 5 };
    expect(seriesNumber(series, '26-27', 42)).toBe('MH/26-27/00042');
    expect(seriesNumber({ prefix: 'A-', withYear: false, digits: 3 }, '26-27', 7)).toBe('A-007');
    expect(seriesCapacity(series)).toBe(99_999);
    expect(seriesLength(series)).toBe(14);
  });

  it('start with series whose every number keeps GST’s rules', () => {
    for (const series of Object.values(DEFAULT_DOCUMENT_SERIES)) {
      expect(seriesProblem(series)).toBeNull();
      expect(seriesNumber(series, '26-27', seriesCapacity(series)).length).toBeLessThanOrEqual(16);
      expect(DOCUMENT_NUMBER_RULES.pattern.test(seriesNumber(series, '26-27', 1))).toBe(true);
    }
  });

  it('are refused when their last number of a year would pass 16 characters, not when it is issued', () => {
    const problem = seriesProblem({ prefix: 'MH/INV/', withYear: true, digits: 5 });
    expect(englishOfRule(problem!)).toContain('MH/INV/26-27/99999');
    expect(englishOfRule(problem!)).toContain('18 characters');
    expect(seriesProblem({ prefix: 'MH/INV', withYear: true, digits: 4 })).toBeNull();
    expect(seriesProblem({ prefix: 'ABCDEFGHIJ', withYear: false, digits: 6 })).toBeNull();
    expect(seriesProblem({ prefix: 'ABCDEFGHIJ', withYear: false, digits: 7 })).not.toBeNull();
  });

  it('may not make numbers starting with 0, / or -', () => {
    expect(seriesProblem({ prefix: '', withYear: false, digits: 5 })).not.toBeNull();
    expect(seriesProblem({ prefix: '/A', withYear: true, digits: 5 })).not.toBeNull();
    expect(seriesProblem({ prefix: '-', withYear: false, digits: 5 })).not.toBeNull();
    expect(seriesProblem({ prefix: '0A', withYear: false, digits: 5 })).not.toBeNull();
    // The year first starts with its digit 2.
    expect(seriesProblem({ prefix: '', withYear: true, digits: 5 })).toBeNull();
  });

  it('read a prefix in capitals and refuse other characters and digits out of range', () => {
    expect(zDocumentSeriesSchema.parse({ prefix: ' mh/ ', withYear: true, digits: 5 }).prefix).toBe('MH/');
    expect(zDocumentSeriesSchema.safeParse({ prefix: 'MH#', withYear: true, digits: 5 }).success).toBe(false);
    expect(zDocumentSeriesSchema.safeParse({ prefix: 'MH', withYear: true, digits: 9 }).success).toBe(false);
    expect(zDocumentSeriesSchema.safeParse({ prefix: 'MH', withYear: true, digits: 1e308 }).success).toBe(
      false,
    );
  });
});
