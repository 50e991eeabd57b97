import {
  totalWage,
  WAGE_MESSAGES,
  zWageCalculateSchema,
  zWageUpdateSchema,
  type TUser,
  type TWageCalculate,
  type TWageRecord,
  type TWageUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { monthText } from '../../lib/i18n';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/** The wage form: whose record, and the figures of the month. */
export interface WageFormValues {
  userId: string | null;
  hoursWorked: NumberField;
  wagePerHour: NumberField;
  extraShift: boolean;
  /** '' for no shift. */
  shift: string;
}

/** The values of an empty "Add Wage Record" form. */
export const EMPTY_WAGE_VALUES: WageFormValues = {
  userId: null,
  hoursWorked: '',
  wagePerHour: '',
  extraShift: false,
  shift: '',
};

/** The figures of a user as the Add form's picker knows them. */
export type WageUserFigures = Pick<TUser, 'hoursThisMonth' | 'wagePerHour' | 'extraShift' | 'shift'>;

/**
 * The Edit form's starting values. A current month's figures live on the user, and the server
 * fills what is not sent from the user: its hours start from the user's live hours this month (the
 * record may be older), so what the form shows is what is saved.
 */
export function wageValuesOf(record: TWageRecord, currentMonth: string): WageFormValues {
  return {
    userId: record.userId,
    hoursWorked: record.month === currentMonth ? record.hoursThisMonth : record.hoursWorked,
    wagePerHour: record.wagePerHour,
    extraShift: record.extraShift,
    shift: record.shift ?? '',
  };
}

/** True when a number input holds nothing yet. */
const isEmptyNumber = (value: NumberField): boolean => parseNumberField(value) === undefined;

/**
 * The Add form after a user is chosen: only what is still empty is filled (the admin's typing
 * stays; an extra shift counts as empty while off). The current month starts from the user's own
 * figures. A past month is closed: this month's figures do not belong to it, so it starts from the
 * user's record of that month when it is on screen, and otherwise leaves hours and rate to be typed.
 * The shift is the person's, not the month's, and is filled either way.
 */
export function fillFromUser(
  values: WageFormValues,
  user: WageUserFigures,
  source: { isCurrentMonth: boolean; record: TWageRecord | null },
): WageFormValues {
  const figures = source.isCurrentMonth
    ? { hoursWorked: user.hoursThisMonth, wagePerHour: user.wagePerHour, extraShift: user.extraShift }
    : source.record;
  return {
    ...values,
    hoursWorked: figures && isEmptyNumber(values.hoursWorked) ? figures.hoursWorked : values.hoursWorked,
    wagePerHour: figures && isEmptyNumber(values.wagePerHour) ? figures.wagePerHour : values.wagePerHour,
    extraShift: values.extraShift || (figures?.extraShift ?? false),
    shift: values.shift.trim() === '' ? (user.shift ?? '') : values.shift,
  };
}

/** The total the form shows as the figures are typed: hours times rate, an empty input counting as 0. */
export function formTotal(values: Pick<WageFormValues, 'hoursWorked' | 'wagePerHour'>): number {
  return totalWage(numberOrZero(values.hoursWorked), numberOrZero(values.wagePerHour));
}

/**
 * The shift to send: nothing when it is what the user has already (or, the user's unknown, when
 * empty); null when it was cleared.
 */
function shiftChange(typed: string, userShift: string | null | undefined): string | null | undefined {
  const shift = typed.trim();
  if (userShift === undefined) return shift === '' ? undefined : shift;
  if (shift === (userShift ?? '')) return undefined;
  return shift === '' ? null : shift;
}

/** Hours, rate and extra shift exactly as the form shows them (the form requires the numbers). */
function shownFigures(values: WageFormValues) {
  return {
    hoursWorked: parseNumberField(values.hoursWorked),
    wagePerHour: parseNumberField(values.wagePerHour),
    extraShift: values.extraShift,
  };
}

/** Drops the keys whose value is undefined, so the body carries only what is given. */
function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The body of `POST /wages/calculate` for one user's new record: the user, the month, the figures
 * as shown (so the server takes none from the user), and the shift when it differs from the
 * user's own (`userShift`, undefined when not known): null when the admin cleared it.
 */
export function toWageCreateBody(
  values: WageFormValues,
  month: string,
  userShift: string | null | undefined,
): TWageCalculate {
  return compact<TWageCalculate>({
    userId: values.userId ?? undefined,
    month,
    ...shownFigures(values),
    shift: shiftChange(values.shift, userShift),
  });
}

/**
 * The body of `PUT /wages/{userId}`, or null when the form shows just what the record holds. Hours,
 * rate and extra shift are always sent as shown: for the current month the server would otherwise
 * take the missing ones from the user, whose figures may differ from the record's. The shift (the
 * user's) only when changed, null when cleared.
 */
export function toWageUpdateBody(record: TWageRecord, values: WageFormValues): TWageUpdate | null {
  const figures = shownFigures(values);
  const shift = shiftChange(values.shift, record.shift);
  const isUnchanged =
    figures.hoursWorked === record.hoursWorked &&
    figures.wagePerHour === record.wagePerHour &&
    figures.extraShift === record.extraShift &&
    shift === undefined;
  if (isUnchanged) return null;
  return compact<TWageUpdate>({ month: record.month, ...figures, shift });
}

/** An emptied number as the schema should see it: null, refused as "not a number". */
const typedNumber = (value: NumberField): number | null => parseNumberField(value) ?? null;

/**
 * Field errors in the shared schema's words. Hours and rate are required in both forms (an empty
 * one is "not a number"): what the total shows is what is saved. A new record also needs a user
 * (docs/domain.md#screens-and-fixed-texts, Forms).
 */
export function wageFormErrors(values: WageFormValues, record: TWageRecord | null): Record<string, string> {
  const figures = {
    hoursWorked: typedNumber(values.hoursWorked),
    wagePerHour: typedNumber(values.wagePerHour),
    extraShift: values.extraShift,
    shift: values.shift,
  };
  if (record) return schemaErrors(zWageUpdateSchema, { month: record.month, ...figures });
  // The month is the page's own, valid already: checked here are the user and the figures.
  const errors = schemaErrors(zWageCalculateSchema, { userId: values.userId ?? undefined, ...figures });
  if (values.userId === null) errors.userId = localizeText(WAGE_MESSAGES.userRequired);
  return errors;
}

/** How many months before the current one the Month select offers, records or not. */
export const PAST_MONTHS_OFFERED = 12;

/** The `YYYY-MM` month `count` months before `month`. */
export function monthsBefore(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The Month select's choices: the current month, the months before it (an admin may add a closed
 * month's record) and every month on record, newest first, as "November 2026".
 */
export function monthOptions(current: string, months: readonly string[]): { value: string; label: string }[] {
  const recent = Array.from({ length: PAST_MONTHS_OFFERED + 1 }, (_, count) => monthsBefore(current, count));
  return [...new Set([...recent, ...months])]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => ({ value: month, label: monthText(month) }));
}

/** The line after a calculation: "Calculated wages for 12 employees for November 2026". */
export function calculatedMessage(calculated: number, month: string): string {
  const message = calculated === 1 ? m.wages_calculated_one : m.wages_calculated_other;
  return message({ count: calculated.toLocaleString('en-IN'), month: monthText(month) });
}
