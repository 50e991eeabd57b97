import {
  DEFAULT_DOCUMENT_SERIES,
  DOCUMENT_SERIES_LIMITS,
  financialYearOf,
  indiaDateFromToday,
  readGstin,
  seriesCapacity,
  seriesNumber,
  seriesProblem,
  zRegistrationCreateSchema,
  zRegistrationUpdateSchema,
  type DocumentKind,
  type DocumentSeries,
  type GstinReading,
  type TRegistration,
  type TRegistrationCreate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

// The GST registration form's rules (docs/domain.md#company-and-registrations): a GSTIN of the
// company (its state and PAN read from it), the place of business, and the series its invoices,
// credit notes and debit notes are numbered in, each checked against GST's 16 characters as typed.

/** A series as typed: the digits are a number input. */
export interface SeriesFormValues {
  prefix: string;
  withYear: boolean;
  digits: NumberField;
}

/** The three series of a registration, named as the body names them (so errors land on their inputs). */
export const SERIES_KEYS = {
  invoice: 'invoiceSeries',
  creditNote: 'creditNoteSeries',
  debitNote: 'debitNoteSeries',
} as const satisfies Record<DocumentKind, string>;
export type SeriesKey = (typeof SERIES_KEYS)[DocumentKind];

/** The registration form as typed. */
export interface RegistrationFormValues {
  gstin: string;
  name: string;
  line: string;
  district: string;
  pinCode: string;
  active: boolean;
  invoiceSeries: SeriesFormValues;
  creditNoteSeries: SeriesFormValues;
  debitNoteSeries: SeriesFormValues;
}

export const EMPTY_REGISTRATION_VALUES: RegistrationFormValues = {
  gstin: '',
  name: '',
  line: '',
  district: '',
  pinCode: '',
  active: true,
  invoiceSeries: { ...DEFAULT_DOCUMENT_SERIES.invoice },
  creditNoteSeries: { ...DEFAULT_DOCUMENT_SERIES.creditNote },
  debitNoteSeries: { ...DEFAULT_DOCUMENT_SERIES.debitNote },
};

/** The form filled in with a registration, to edit. */
export function valuesFromRegistration(registration: TRegistration): RegistrationFormValues {
  const series = ({ prefix, withYear, digits }: DocumentSeries) => ({ prefix, withYear, digits });
  return {
    gstin: registration.gstin,
    name: registration.name,
    line: registration.address.line,
    district: registration.address.district ?? '',
    pinCode: registration.address.pinCode ?? '',
    active: registration.active,
    invoiceSeries: series(registration.invoiceSeries),
    creditNoteSeries: series(registration.creditNoteSeries),
    debitNoteSeries: series(registration.debitNoteSeries),
  };
}

/**
 * The typed GSTIN read once it is whole: null while fewer than 15 characters are typed (nothing to
 * say yet), else what `readGstin` finds: its state and PAN, or the first rule it breaks.
 */
export function readTypedGstin(gstin: string): GstinReading | null {
  return gstin.trim().length < 15 ? null : readGstin(gstin);
}

/** A series as the body takes it: the prefix trimmed, in capitals; empty digits read as 0 (refused). */
export function toSeries(values: SeriesFormValues): DocumentSeries {
  return {
    prefix: values.prefix.trim().toUpperCase(),
    withYear: values.withYear,
    digits: numberOrZero(values.digits),
  };
}

/** The financial year a series numbers in today (26-27 from April 2026 to March 2027). */
export function currentFinancialYear(): string {
  return financialYearOf(indiaDateFromToday());
}

/**
 * The first and the last number of a series in a financial year (INV/26-27/00001 and
 * INV/26-27/99999), or null while its digits are out of range (nothing sensible to show).
 */
export function seriesExamples(
  values: SeriesFormValues,
  financialYear: string,
): { first: string; last: string } | null {
  const series = toSeries(values);
  const { digitsMin, digitsMax } = DOCUMENT_SERIES_LIMITS;
  if (!Number.isInteger(series.digits) || series.digits < digitsMin || series.digits > digitsMax) return null;
  return {
    first: seriesNumber(series, financialYear, 1),
    last: seriesNumber(series, financialYear, seriesCapacity(series)),
  };
}

/** Why the series as typed would make numbers GST refuses (over 16 characters, a bad start), or null. */
export function seriesProblemText(values: SeriesFormValues): string | null {
  const problem = seriesProblem(toSeries(values));
  return problem ? localizeText(problem) : null;
}

/**
 * The body of `POST /gst-registrations` (and of its PUT, which takes the same fields): the GSTIN
 * in capitals, the trimmed name and address (no district: null), the three series and the flag.
 */
export function toRegistrationBody(values: RegistrationFormValues): TRegistrationCreate {
  return {
    gstin: values.gstin.trim().toUpperCase(),
    name: values.name.trim(),
    address: {
      line: values.line.trim(),
      district: values.district.trim() || null,
      pinCode: values.pinCode.trim(),
    },
    invoiceSeries: toSeries(values.invoiceSeries),
    creditNoteSeries: toSeries(values.creditNoteSeries),
    debitNoteSeries: toSeries(values.debitNoteSeries),
    active: values.active,
  };
}

/** The form's field of a body path (the server's details and the schema's): the address's are its own. */
export function registrationFieldOf(path: string): string {
  return path.startsWith('address.') ? path.slice('address.'.length) : path;
}

/**
 * Field errors of the form: the shared rules on the body it would send (a series breaking GST's
 * rules under its prefix), a name and a GSTIN asked for in words of their own.
 */
export function registrationFormErrors(
  values: RegistrationFormValues,
  mode: 'create' | 'edit',
): Record<string, string> {
  const schema = mode === 'create' ? zRegistrationCreateSchema : zRegistrationUpdateSchema;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(schema, toRegistrationBody(values)))) {
    errors[registrationFieldOf(path)] ??= message;
  }
  if (values.gstin.trim() === '') errors.gstin = m.settings_gstin_required();
  if (values.name.trim() === '') errors.name = m.settings_registration_name_required();
  return errors;
}
