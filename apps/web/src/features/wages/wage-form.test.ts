import type { TWageRecord } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  calculatedMessage,
  EMPTY_WAGE_VALUES,
  formTotal,
  isUnchanged,
  monthOptions,
  toWageCreateBody,
  toWageUpdateBody,
  wageFormErrors,
  wageValuesOf,
} from './wage-form';

const USER_ID = '0b6f2a52-3c0e-4f3e-9f4a-6b2d7c1e8a90';

const record: TWageRecord = {
  _id: 'w1',
  id: 'w1',
  userId: USER_ID,
  month: '2026-11',
  hoursWorked: 12.5,
  wagePerHour: 180.4,
  totalSalary: 2255,
  extraShift: false,
  overworked: false,
  calculatedAt: '2026-11-20T10:00:00.000Z',
  employeeName: 'Ravi Kumar',
  role: 'driver',
  shift: 'Night',
  hoursThisMonth: 12.5,
  active: true,
};

describe('formTotal', () => {
  it('is hours times rate to 2 decimals, an empty input counting as 0', () => {
    expect(formTotal({ hoursWorked: 12.5, wagePerHour: 180.4 })).toBe(2255);
    expect(formTotal({ hoursWorked: '10.01', wagePerHour: '99.99' })).toBe(1000.9);
    expect(formTotal({ hoursWorked: '', wagePerHour: 180 })).toBe(0);
  });
});

describe('toWageCreateBody', () => {
  it('sends the user, the month and the figures given', () => {
    const values = {
      ...EMPTY_WAGE_VALUES,
      userId: USER_ID,
      hoursWorked: '12.5',
      wagePerHour: 180.4,
      shift: ' Night ',
    };
    expect(toWageCreateBody(values, '2026-11')).toEqual({
      userId: USER_ID,
      month: '2026-11',
      hoursWorked: 12.5,
      wagePerHour: 180.4,
      extraShift: false,
      shift: 'Night',
    });
  });

  it('leaves out empty figures and an empty shift', () => {
    expect(toWageCreateBody({ ...EMPTY_WAGE_VALUES, userId: USER_ID }, '2026-11')).toEqual({
      userId: USER_ID,
      month: '2026-11',
      extraShift: false,
    });
  });
});

describe('toWageUpdateBody', () => {
  it('names the month and only the changed figures', () => {
    const unchanged = toWageUpdateBody(record, wageValuesOf(record));
    expect(unchanged).toEqual({ month: '2026-11' });
    expect(isUnchanged(unchanged)).toBe(true);
    const changed = toWageUpdateBody(record, { ...wageValuesOf(record), hoursWorked: 20, extraShift: true });
    expect(changed).toEqual({ month: '2026-11', hoursWorked: 20, extraShift: true });
    expect(isUnchanged(changed)).toBe(false);
  });

  it('sends an emptied shift as null', () => {
    expect(toWageUpdateBody(record, { ...wageValuesOf(record), shift: '' })).toEqual({
      month: '2026-11',
      shift: null,
    });
  });
});

describe('wageFormErrors', () => {
  it('requires a user for a new record (spec: "Wage form: userId required")', () => {
    expect(wageFormErrors(EMPTY_WAGE_VALUES, null)).toEqual({ userId: 'User is required' });
    expect(wageFormErrors({ ...EMPTY_WAGE_VALUES, userId: USER_ID }, null)).toEqual({});
  });

  it('checks the figures in the shared schema words', () => {
    const errors = wageFormErrors({ ...EMPTY_WAGE_VALUES, hoursWorked: 800, wagePerHour: -2 }, null);
    expect(errors).toEqual({
      userId: 'User is required',
      hoursWorked: 'Hours must be at most 744',
      wagePerHour: 'Wage per hour must be 0 or more',
    });
  });

  it('refuses an emptied figure when editing', () => {
    expect(wageFormErrors(wageValuesOf(record), record)).toEqual({});
    expect(wageFormErrors({ ...wageValuesOf(record), hoursWorked: '' }, record)).toEqual({
      hoursWorked: 'Hours must be a number',
    });
  });
});

describe('monthOptions', () => {
  it('lists the current month and the months on record once each, newest first', () => {
    expect(monthOptions('2026-11', ['2026-11', '2026-09', '2026-12'])).toEqual([
      { value: '2026-12', label: 'December 2026' },
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-09', label: 'September 2026' },
    ]);
  });
});

describe('calculatedMessage', () => {
  it('says how many employees and which month', () => {
    expect(calculatedMessage(12, '2026-11')).toBe('Calculated wages for 12 employees for November 2026');
    expect(calculatedMessage(1, '2026-11')).toBe('Calculated wages for 1 employee for November 2026');
  });
});
