import type { TWageRecord } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  calculatedMessage,
  EMPTY_WAGE_VALUES,
  fillFromUser,
  formTotal,
  monthOptions,
  monthsBefore,
  toWageCreateBody,
  toWageUpdateBody,
  wageFormErrors,
  wageValuesOf,
  type WageUserFigures,
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

/** The same user's October record (a closed month), seen in November. */
const pastRecord: TWageRecord = {
  ...record,
  _id: 'w0',
  id: 'w0',
  month: '2026-10',
  hoursWorked: 150,
  wagePerHour: 170,
  totalSalary: 25500,
  extraShift: true,
  hoursThisMonth: 40,
};

/** The user's own figures: November so far. */
const ravi: WageUserFigures = { hoursThisMonth: 40, wagePerHour: 200, extraShift: false, shift: 'Night' };

describe('formTotal', () => {
  it('is hours times rate to 2 decimals, an empty input counting as 0', () => {
    expect(formTotal({ hoursWorked: 12.5, wagePerHour: 180.4 })).toBe(2255);
    expect(formTotal({ hoursWorked: '10.01', wagePerHour: '99.99' })).toBe(1000.9);
    expect(formTotal({ hoursWorked: '', wagePerHour: 180 })).toBe(0);
  });
});

describe('wageValuesOf', () => {
  it("starts a current month's hours from the user's live hours, the record's being older", () => {
    const older = { ...record, hoursWorked: 10, hoursThisMonth: 40 };
    expect(wageValuesOf(older, '2026-11')).toEqual({
      userId: USER_ID,
      hoursWorked: 40,
      wagePerHour: 180.4,
      extraShift: false,
      shift: 'Night',
    });
  });

  it("starts a past month's figures from its record", () => {
    expect(wageValuesOf(pastRecord, '2026-11')).toMatchObject({ hoursWorked: 150, wagePerHour: 170 });
  });
});

describe('fillFromUser', () => {
  const current = { isCurrentMonth: true, record: null };
  const pastUnseen = { isCurrentMonth: false, record: null };

  it("fills an empty form with the user's figures for the current month", () => {
    expect(fillFromUser({ ...EMPTY_WAGE_VALUES, userId: USER_ID }, ravi, current)).toEqual({
      userId: USER_ID,
      hoursWorked: 40,
      wagePerHour: 200,
      extraShift: false,
      shift: 'Night',
    });
  });

  it('keeps what the admin typed before choosing the user', () => {
    const typed = { ...EMPTY_WAGE_VALUES, userId: USER_ID, hoursWorked: '32.5', shift: 'Morning' };
    expect(fillFromUser(typed, { ...ravi, extraShift: true }, current)).toEqual({
      userId: USER_ID,
      hoursWorked: '32.5',
      wagePerHour: 200,
      extraShift: true,
      shift: 'Morning',
    });
    // An extra shift switched on stays on.
    expect(fillFromUser({ ...typed, extraShift: true }, ravi, current).extraShift).toBe(true);
  });

  it("never brings this month's figures into a past month: hours and rate stay to be typed", () => {
    expect(
      fillFromUser({ ...EMPTY_WAGE_VALUES, userId: USER_ID }, { ...ravi, extraShift: true }, pastUnseen),
    ).toEqual({ userId: USER_ID, hoursWorked: '', wagePerHour: '', extraShift: false, shift: 'Night' });
  });

  it("starts a past month from the user's record of that month when it is on screen", () => {
    const fromRecord = { isCurrentMonth: false, record: pastRecord };
    expect(fillFromUser({ ...EMPTY_WAGE_VALUES, userId: USER_ID }, ravi, fromRecord)).toEqual({
      userId: USER_ID,
      hoursWorked: 150,
      wagePerHour: 170,
      extraShift: true,
      shift: 'Night',
    });
  });
});

describe('toWageCreateBody', () => {
  it('sends the user, the month and the figures as shown', () => {
    const values = {
      ...EMPTY_WAGE_VALUES,
      userId: USER_ID,
      hoursWorked: '12.5',
      wagePerHour: 180.4,
      shift: ' Night ',
    };
    expect(toWageCreateBody(values, '2026-11', 'Morning')).toEqual({
      userId: USER_ID,
      month: '2026-11',
      hoursWorked: 12.5,
      wagePerHour: 180.4,
      extraShift: false,
      shift: 'Night',
    });
  });

  it("sends a cleared shift as null, and no shift when it is the user's own", () => {
    const values = { ...EMPTY_WAGE_VALUES, userId: USER_ID, hoursWorked: 8, wagePerHour: 100 };
    expect(toWageCreateBody({ ...values, shift: '' }, '2026-11', 'Night')).toMatchObject({ shift: null });
    expect(toWageCreateBody({ ...values, shift: 'Night' }, '2026-11', 'Night')).not.toHaveProperty('shift');
    expect(toWageCreateBody({ ...values, shift: '' }, '2026-11', null)).not.toHaveProperty('shift');
    // A user the picker did not describe: an empty shift is left alone.
    expect(toWageCreateBody({ ...values, shift: '' }, '2026-11', undefined)).not.toHaveProperty('shift');
  });
});

describe('toWageUpdateBody', () => {
  it('is null when the form shows what the record holds', () => {
    expect(toWageUpdateBody(record, wageValuesOf(record, '2026-11'))).toBeNull();
  });

  it('always sends hours, rate and extra shift as shown, so the server takes none from the user', () => {
    expect(toWageUpdateBody(record, { ...wageValuesOf(record, '2026-11'), hoursWorked: 20 })).toEqual({
      month: '2026-11',
      hoursWorked: 20,
      wagePerHour: 180.4,
      extraShift: false,
    });
    // The live hours differ from the record's: saving as shown brings the record up to date.
    const older = { ...record, hoursWorked: 10, hoursThisMonth: 40 };
    expect(toWageUpdateBody(older, wageValuesOf(older, '2026-11'))).toEqual({
      month: '2026-11',
      hoursWorked: 40,
      wagePerHour: 180.4,
      extraShift: false,
    });
  });

  it('sends an emptied shift as null', () => {
    expect(toWageUpdateBody(record, { ...wageValuesOf(record, '2026-11'), shift: '' })).toEqual({
      month: '2026-11',
      hoursWorked: 12.5,
      wagePerHour: 180.4,
      extraShift: false,
      shift: null,
    });
  });
});

describe('wageFormErrors', () => {
  it('requires a user, hours and rate for a new record', () => {
    expect(wageFormErrors(EMPTY_WAGE_VALUES, null)).toEqual({
      userId: 'User is required',
      hoursWorked: 'Hours must be a number',
      wagePerHour: 'Wage per hour must be a number',
    });
    expect(
      wageFormErrors({ ...EMPTY_WAGE_VALUES, userId: USER_ID, hoursWorked: 0, wagePerHour: 95.5 }, null),
    ).toEqual({});
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
    expect(wageFormErrors(wageValuesOf(record, '2026-11'), record)).toEqual({});
    expect(wageFormErrors({ ...wageValuesOf(record, '2026-11'), hoursWorked: '' }, record)).toEqual({
      hoursWorked: 'Hours must be a number',
    });
  });
});

describe('monthsBefore', () => {
  it('counts back across years', () => {
    expect(monthsBefore('2026-11', 0)).toBe('2026-11');
    expect(monthsBefore('2026-11', 1)).toBe('2026-10');
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-03', 15)).toBe('2024-12');
  });
});

describe('monthOptions', () => {
  it('lists the current month, the 12 before it and the months on record once each, newest first', () => {
    const options = monthOptions('2026-11', ['2026-11', '2026-09', '2026-12', '2024-05']);
    expect(options).toHaveLength(15);
    expect(options.slice(0, 3)).toEqual([
      { value: '2026-12', label: 'December 2026' },
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-10', label: 'October 2026' },
    ]);
    expect(options.slice(-2)).toEqual([
      { value: '2025-11', label: 'November 2025' },
      { value: '2024-05', label: 'May 2024' },
    ]);
  });
});

describe('calculatedMessage', () => {
  it('says how many employees and which month', () => {
    expect(calculatedMessage(12, '2026-11')).toBe('Calculated wages for 12 employees for November 2026');
    expect(calculatedMessage(1, '2026-11')).toBe('Calculated wages for 1 employee for November 2026');
  });
});
