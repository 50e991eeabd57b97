import { z } from 'zod';
import { zAddressAnswerSchema, zGstinSchema, zPinCodeSchema } from './customers.js';
import { zEwayBillSettingsSchema } from './ewaybills.js';
import { zText } from './fields.js';
import { PAN_PATTERN } from './gstin.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';

// The company and its GST registrations (docs/domain.md#company-and-registrations): what an invoice
// says of its seller, and the series its documents are numbered in.

export const COMPANY_LIMITS = {
  legalNameMax: 200,
  bankNameMax: 100,
  bankBranchMax: 100,
  invoiceTermsMax: 1000,
  registrationNameMax: 100,
  /** A logo's bytes: a PNG or JPEG, small enough to sit on every invoice. */
  logoBytesMax: 256 * 1024,
} as const;

/** An IFSC: four letters (the bank), a 0, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A UPI id (VPA): a handle, an @ and the provider (ramesh.traders@okhdfcbank). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * GST's rules for a document's number (rule 46(b) of the CGST Rules, as the e-invoice schema
 * checks it): at most 16 characters, letters, digits, `/` and `-`, not starting with 0, `/` or `-`.
 */
export const DOCUMENT_NUMBER_RULES = {
  maxLength: 16,
  pattern: /^[A-Za-z1-9][A-Za-z0-9/-]*$/,
} as const;

export const DOCUMENT_SERIES_LIMITS = { prefixMax: 10, digitsMin: 3, digitsMax: 8 } as const;

/** The documents each registration numbers in a series of its own. */
export const DOCUMENT_KINDS = ['invoice', 'creditNote', 'debitNote'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A series: its prefix, whether the financial year follows it, and the counter's digits. */
export interface DocumentSeries {
  prefix: string;
  withYear: boolean;
  digits: number;
}

/** The series a new registration starts with: INV/26-27/00001, CN/26-27/00001, DN/26-27/00001. */
export const DEFAULT_DOCUMENT_SERIES: Readonly<Record<DocumentKind, DocumentSeries>> = {
  invoice: { prefix: 'INV/', withYear: true, digits: 5 },
  creditNote: { prefix: 'CN/', withYear: true, digits: 5 },
  debitNote: { prefix: 'DN/', withYear: true, digits: 5 },
};

/** The financial year as a series prints it: 26-27 for April 2026 to March 2027. */
const YEAR_WIDTH = '26-27/'.length;

/** The `n`th number of a series in a financial year (26-27): MH/26-27/00042. */
export function seriesNumber(series: DocumentSeries, financialYear: string, n: number): string {
  return `${series.prefix}${series.withYear ? `${financialYear}/` : ''}${String(n).padStart(series.digits, '0')}`;
}

/** How long every number of a series is, up to its last (the counter never outgrows its digits). */
export function seriesLength(series: DocumentSeries): number {
  return series.prefix.length + (series.withYear ? YEAR_WIDTH : 0) + series.digits;
}

/** How many documents a series numbers in one financial year: 99,999 for five digits. */
export function seriesCapacity(series: DocumentSeries): number {
  return 10 ** series.digits - 1;
}

/**
 * Why a series would make numbers GST refuses, judged when it is saved rather than when its
 * 1,000th document is issued: its longest number is over 16 characters, or its numbers start with
 * 0, `/` or `-`. Null when every number it can make keeps the rules.
 */
export function seriesProblem(series: DocumentSeries): string | null {
  // A counter's digits out of range are their own field's problem (and would build a vast string).
  const { digitsMin, digitsMax, prefixMax } = DOCUMENT_SERIES_LIMITS;
  if (!Number.isInteger(series.digits) || series.digits < digitsMin || series.digits > digitsMax) return null;
  if (typeof series.prefix !== 'string' || series.prefix.length > prefixMax) return null;
  const longest = seriesNumber(series, '26-27', seriesCapacity(series));
  if (longest.length > DOCUMENT_NUMBER_RULES.maxLength) {
    return rule('series.tooLong', {
      example: longest,
      length: longest.length,
      max: DOCUMENT_NUMBER_RULES.maxLength,
    });
  }
  if (!DOCUMENT_NUMBER_RULES.pattern.test(seriesNumber(series, '26-27', 1))) {
    return rule('series.badStart');
  }
  return null;
}

const DIGITS_RULE = rule('series.digitsRange', {
  digitsMin: DOCUMENT_SERIES_LIMITS.digitsMin,
  digitsMax: DOCUMENT_SERIES_LIMITS.digitsMax,
});

export const zDocumentSeriesSchema = z
  .strictObject({
    prefix: z
      .string(rule('series.prefixCharacters'))
      .trim()
      .toUpperCase()
      .max(
        DOCUMENT_SERIES_LIMITS.prefixMax,
        rule('series.prefixTooLong', { max: DOCUMENT_SERIES_LIMITS.prefixMax }),
      )
      .regex(/^[A-Z0-9/-]*$/, rule('series.prefixCharacters')),
    withYear: z.boolean(rule('series.withYearTrueOrFalse')),
    digits: z
      .number(DIGITS_RULE)
      .int(DIGITS_RULE)
      .min(DOCUMENT_SERIES_LIMITS.digitsMin, DIGITS_RULE)
      .max(DOCUMENT_SERIES_LIMITS.digitsMax, DIGITS_RULE),
  })
  .superRefine((series, context) => {
    const problem = seriesProblem(series);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['prefix'] });
  });
export type TDocumentSeries = z.infer<typeof zDocumentSeriesSchema>;

const zPanSchema = z.string().trim().toUpperCase().regex(PAN_PATTERN, rule('company.pan'));

export const zBankDetailsSchema = z.strictObject({
  bankName: zText(COMPANY_LIMITS.bankNameMax, 'bankName').min(1, rule('company.bankNameRequired')),
  accountNumber: z.string().trim().regex(BANK_ACCOUNT_PATTERN, rule('company.bankAccount')),
  ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, rule('company.ifsc')),
  branch: zText(COMPANY_LIMITS.bankBranchMax, 'bankBranch').nullable().optional(),
});

/**
 * Body of PUT /settings/company (admins): the fields given change, null clears one. The legal name
 * cleared goes back to the server's COMPANY_NAME.
 */
export const zCompanySettingsUpdateSchema = z.strictObject({
  legalName: zText(COMPANY_LIMITS.legalNameMax, 'legalName').nullable().optional(),
  tradeName: zText(COMPANY_LIMITS.legalNameMax, 'tradeName').nullable().optional(),
  pan: zPanSchema.nullable().optional(),
  bank: zBankDetailsSchema.nullable().optional(),
  upiId: z.string().trim().max(320).regex(UPI_ID_PATTERN, rule('company.upiId')).nullable().optional(),
  invoiceTerms: zText(COMPANY_LIMITS.invoiceTermsMax, 'invoiceTerms').nullable().optional(),
  /** The day e-invoicing applies from (docs/domain.md#e-invoices); null: it does not. */
  einvoiceFrom: zDateSchema.nullable().optional(),
  /** Rupees: a consignment worth more moves with an e-way bill (docs/domain.md#e-way-bills). */
  ewaybillThreshold: zEwayBillSettingsSchema.shape.threshold.optional(),
});
export type TCompanySettingsUpdate = z.input<typeof zCompanySettingsUpdateSchema>;

/** The company as invoices name it. */
export const zCompanySettingsSchema = z.object({
  /** The legal name: the one set, else the server's COMPANY_NAME. */
  legalName: z.string(),
  /** Whether the legal name is COMPANY_NAME's (none set in the app). */
  legalNameIsDefault: z.boolean(),
  tradeName: z.string().nullable(),
  pan: z.string().nullable(),
  bank: z
    .object({
      bankName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      branch: z.string().nullable(),
    })
    .nullable(),
  upiId: z.string().nullable(),
  invoiceTerms: z.string().nullable(),
  /** The day e-invoicing applies from: invoices to registered buyers dated from it need an IRN. */
  einvoiceFrom: z.string().nullable(),
  /** Rupees: a shipment or transfer worth more (with its taxes) needs an e-way bill to leave. */
  ewaybillThreshold: z.number(),
  /** When the logo was last set (null: none); GET /settings/company/logo gives it. */
  logoUpdatedAt: z.string().nullable(),
  /** The month the financial year starts in: April, by law. */
  financialYearStartMonth: z.literal(4),
  updatedAt: z.string().nullable(),
});
export type TCompanySettings = z.infer<typeof zCompanySettingsSchema>;

/** A registration's address: the place of business its GSTIN is registered at (its state is the GSTIN's). */
export const zRegistrationAddressSchema = z.strictObject({
  line: zText(500, 'address').min(1, rule('registration.addressRequired')),
  district: zText(100, 'district').nullable().optional(),
  pinCode: zPinCodeSchema,
});

const registrationFields = {
  name: zText(COMPANY_LIMITS.registrationNameMax, 'name').min(1, rule('customer.nameRequired')),
  address: zRegistrationAddressSchema,
  invoiceSeries: zDocumentSeriesSchema,
  creditNoteSeries: zDocumentSeriesSchema,
  debitNoteSeries: zDocumentSeriesSchema,
  active: z.boolean(rule('customer.activeTrueOrFalse')),
};

/** Body of POST /gst-registrations: a GSTIN the company holds, in a state its warehouses are in. */
export const zRegistrationCreateSchema = z.strictObject({
  gstin: zGstinSchema,
  name: registrationFields.name,
  address: registrationFields.address,
  invoiceSeries: registrationFields.invoiceSeries.optional(),
  creditNoteSeries: registrationFields.creditNoteSeries.optional(),
  debitNoteSeries: registrationFields.debitNoteSeries.optional(),
  active: registrationFields.active.optional(),
});
export type TRegistrationCreate = z.input<typeof zRegistrationCreateSchema>;

/** Body of PUT /gst-registrations/{id}: the fields given change. */
export const zRegistrationUpdateSchema = z.strictObject({
  gstin: zGstinSchema.optional(),
  name: registrationFields.name.optional(),
  address: registrationFields.address.optional(),
  invoiceSeries: registrationFields.invoiceSeries.optional(),
  creditNoteSeries: registrationFields.creditNoteSeries.optional(),
  debitNoteSeries: registrationFields.debitNoteSeries.optional(),
  active: registrationFields.active.optional(),
});
export type TRegistrationUpdate = z.input<typeof zRegistrationUpdateSchema>;

const zSeriesAnswerSchema = z.object({ prefix: z.string(), withYear: z.boolean(), digits: z.number() });

/** A GST registration as the API answers it. */
export const zRegistrationSchema = z.object({
  id: z.string(),
  gstin: z.string(),
  pan: z.string().nullable(),
  stateCode: z.string(),
  state: z.string(),
  name: z.string(),
  address: zAddressAnswerSchema,
  invoiceSeries: zSeriesAnswerSchema,
  creditNoteSeries: zSeriesAnswerSchema,
  debitNoteSeries: zSeriesAnswerSchema,
  active: z.boolean(),
  /** The warehouses whose sales it bills, by name. */
  inventories: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRegistration = z.infer<typeof zRegistrationSchema>;
