import { describe, expect, it } from 'vitest';
import { messageOfRule } from './messages/index.js';
import { tallyFileName, tallyLastDay, zTallyVoucherQuerySchema } from './tally.js';

// The range of a vouchers file for Tally (docs/domain.md#tally): both days, at most a year.
const reasons = (query: Record<string, unknown>) => {
  const parsed = zTallyVoucherQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => messageOfRule(issue.message)?.reason);
};

describe('the range of a vouchers file', () => {
  it('ends at most the day before the same date a year on, a leap day included', () => {
    expect(tallyLastDay('2026-04-01')).toBe('2027-03-31');
    expect(tallyLastDay('2024-02-29')).toBe('2025-02-28');
    expect(tallyLastDay('2027-03-01')).toBe('2028-02-29');
  });

  it('takes a financial year or less; refuses a longer one, a backward one, a day off the calendar', () => {
    expect(reasons({ from: '2026-04-01', to: '2027-03-31' })).toEqual([]);
    expect(reasons({ from: '2026-04-01', to: '2026-04-01' })).toEqual([]);
    expect(reasons({ from: '2026-04-01', to: '2027-04-01' })).toEqual(['tally.rangeTooLong']);
    expect(reasons({ from: '2026-04-02', to: '2026-04-01' })).toEqual(['tally.fromAfterTo']);
    expect(reasons({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['tally.date']);
    expect(reasons({ from: '2026-4-1', to: '2026-04-01' })).toEqual(['tally.date']);
    expect(reasons({})).toEqual(['tally.fromRequired', 'tally.toRequired']);
    expect(reasons({ from: '2026-04-01', to: '2026-04-30', registration: 'MH' })).toEqual([
      'registration.notAnId',
    ]);
  });

  it('names the files', () => {
    expect(tallyFileName('masters')).toBe('godown-tally-masters.xml');
    expect(tallyFileName('vouchers', { from: '2026-04-01', to: '2027-03-31' })).toBe(
      'godown-tally-vouchers-2026-04-01-2027-03-31.xml',
    );
  });
});
