import {
  formatWageMonth,
  totalWage,
  WAGE_MESSAGES,
  zWageCalculateSchema,
  zWageUpdateSchema,
  type TWageCalculate,
  type TWageRecord,
  type TWageUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';

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

/** The form values of a stored record (the Edit form starts from them). */
export function wageValuesOf(record: TWageRecord): WageFormValues {
  return {
    userId: record.userId,
    hoursWorked: record.hoursWorked,
    wagePerHour: record.wagePerHour,
    extraShift: record.extraShift,
    shift: record.shift ?? '',
  };
}

/** The total the form shows as the figures are typed: hours times rate, an empty input counting as 0. */
export function formTotal(values: Pick<WageFormValues, 'hoursWorked' | 'wagePerHour'>): number {
  return totalWage(numberOrZero(values.hoursWorked), numberOrZero(values.wagePerHour));
}

/** Drops the keys whose value is undefined, so the body carries only what is given. */
function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** The user and the figures given of a new record (an empty number or shift is left out). */
function givenFields(values: WageFormValues): TWageCalculate {
  return compact<TWageCalculate>({
    userId: values.userId ?? undefined,
    hoursWorked: parseNumberField(values.hoursWorked),
    wagePerHour: parseNumberField(values.wagePerHour),
    extraShift: values.extraShift,
    shift: optionalText(values.shift),
  });
}

/**
 * The body of `POST /wages/calculate` for one user's new record: the user, the month and the
 * figures given (an empty number or shift is left to the server, which takes the user's own).
 */
export function toWageCreateBody(values: WageFormValues, month: string): TWageCalculate {
  return { ...givenFields(values), month };
}

/** The body of `PUT /wages/{userId}`: the month and the figures that differ from the record; only the month when none. */
export function toWageUpdateBody(record: TWageRecord, values: WageFormValues): TWageUpdate {
  const body: TWageUpdate = { month: record.month };
  const hours = parseNumberField(values.hoursWorked);
  if (hours !== undefined && hours !== record.hoursWorked) body.hoursWorked = hours;
  const rate = parseNumberField(values.wagePerHour);
  if (rate !== undefined && rate !== record.wagePerHour) body.wagePerHour = rate;
  if (values.extraShift !== record.extraShift) body.extraShift = values.extraShift;
  const shift = values.shift.trim();
  if (shift !== (record.shift ?? '')) body.shift = shift === '' ? null : shift;
  return body;
}

/** True when an update body changes nothing but names its month. */
export function isUnchanged(body: TWageUpdate): boolean {
  return Object.keys(body).every((key) => key === 'month');
}

/** An emptied number as the schema should see it when editing: null, refused as "not a number". */
const typedNumber = (value: NumberField): number | null => parseNumberField(value) ?? null;

/**
 * Field errors in the shared schema's words. A new record needs a user (spec section 5: "Wage form:
 * userId required"); an edited one keeps its figures, so an emptied number is an error there.
 */
export function wageFormErrors(values: WageFormValues, record: TWageRecord | null): Record<string, string> {
  if (record) {
    return schemaErrors(zWageUpdateSchema, {
      month: record.month,
      hoursWorked: typedNumber(values.hoursWorked),
      wagePerHour: typedNumber(values.wagePerHour),
      extraShift: values.extraShift,
      shift: values.shift,
    });
  }
  // The month is the page's own, valid already: checked here are the user and the figures.
  const errors = schemaErrors(zWageCalculateSchema, givenFields(values));
  if (values.userId === null) errors.userId = WAGE_MESSAGES.userRequired;
  return errors;
}

/**
 * The Month select's choices: the current month and every month on record, newest first, as
 * "November 2026".
 */
export function monthOptions(current: string, months: readonly string[]): { value: string; label: string }[] {
  return [...new Set([current, ...months])]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => ({ value: month, label: formatWageMonth(month) }));
}

/** The line after a calculation: "Calculated wages for 12 employees for November 2026". */
export function calculatedMessage(calculated: number, month: string): string {
  const employees = calculated === 1 ? 'employee' : 'employees';
  return `Calculated wages for ${calculated.toLocaleString('en-IN')} ${employees} for ${formatWageMonth(month)}`;
}
