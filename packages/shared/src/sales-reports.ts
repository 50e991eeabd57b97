import { z } from 'zod';
import { zPageSchema } from './fields.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';
import { daysBetween, REPORT_FORMATS, REPORT_LIMITS, REPORT_MESSAGES } from './reports.js';
import { indiaDateFromToday } from './format.js';

// The sales reports (docs/domain.md#sales-reports): the sales register, the output tax by rate and
// the HSN-wise summary, for a date range or a financial year, on screen or as .xlsx and PDF; the
// input tax register (the transfers' invoices each registration received, whose tax it may claim);
// the receivables ageing as a file. Credit notes take off and debit notes add, as the returns count
// them.

export const SALES_REPORT_KINDS = [
  'sales-register',
  'output-tax',
  'hsn-summary',
  'input-tax',
  'receivables-ageing',
] as const;
export type SalesReportKind = (typeof SALES_REPORT_KINDS)[number];

/** A financial year as the reports name it: "26-27" for April 2026 to March 2027. */
const FINANCIAL_YEAR = /^\d\d-\d\d$/;

/** The first and last day of a financial year ("26-27": 2026-04-01 to 2027-03-31). */
export function financialYearRange(year: string): { from: string; to: string } {
  const start = 2000 + Number(year.slice(0, 2));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/**
 * A sales report's range: `year` (a financial year), or `from` and `to` (at most 366 days apart, `to`
 * not after today); none: the financial year so far.
 */
export const zSalesReportQuerySchema = zPageSchema
  .extend({
    year: z
      .string(rule('report.financialYear'))
      .regex(FINANCIAL_YEAR, rule('report.financialYear'))
      .refine(
        (y) => (Number(y.slice(0, 2)) + 1) % 100 === Number(y.slice(3, 5)),
        rule('report.financialYear'),
      )
      .optional(),
    from: zDateSchema.optional(),
    to: zDateSchema.optional(),
    registration: z.uuid(rule('registration.notAnId')).optional(),
    format: z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }).optional(),
  })
  .superRefine((query, context) => {
    if (query.year && (query.from || query.to)) {
      context.addIssue({ code: 'custom', path: ['year'], message: rule('report.yearOrRange') });
      return;
    }
    const to = query.to ?? indiaDateFromToday();
    if (!query.from) return;
    const days = daysBetween(query.from, to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.fromAfterTo });
    else if (days > REPORT_LIMITS.movementDaysMax)
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
  });
export type TSalesReportQuery = z.input<typeof zSalesReportQuerySchema>;

const zTaxes = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  cess: z.number(),
});

export const zSalesRegisterSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    zTaxes.extend({
      date: z.string(),
      /** invoice, creditNote or debitNote; a credit note's amounts are negative. */
      document: z.enum(['invoice', 'creditNote', 'debitNote']),
      id: z.string(),
      number: z.string(),
      status: z.enum(['issued', 'cancelled']),
      /** The buyer: a customer, or (id null) another registration of the company on a transfer. */
      customer: z.object({ id: z.string().nullable(), name: z.string() }),
      gstin: z.string().nullable(),
      placeOfSupply: z.string(),
      registrationGstin: z.string(),
      total: z.number(),
    }),
  ),
  /** Rows in the range (the page shows some). */
  total: z.number(),
  totals: zTaxes.extend({ total: z.number() }),
});
export type TSalesRegister = z.infer<typeof zSalesRegisterSchema>;

export const zOutputTaxSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(zTaxes.extend({ gstRate: z.number() })),
  totals: zTaxes,
});
export type TOutputTax = z.infer<typeof zOutputTaxSchema>;

export const zHsnReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    zTaxes.extend({
      hsnCode: z.string().nullable(),
      uqc: z.string().nullable(),
      gstRate: z.number(),
      quantity: z.number(),
    }),
  ),
  totals: zTaxes,
});
export type THsnReport = z.infer<typeof zHsnReportSchema>;

const zRegistrationRef = z.object({ id: z.string(), name: z.string(), gstin: z.string() });

/**
 * The input tax register: the tax invoices of transfers between the company's registrations
 * (docs/domain.md#transfers-between-registrations) that a registration received in the range, whose
 * tax it may claim as input tax credit. `registration` in the query names the receiving one. A
 * cancelled invoice is listed with its amounts at nothing.
 */
export const zInputTaxRegisterSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    zTaxes.extend({
      date: z.string(),
      /** The invoice. */
      id: z.string(),
      number: z.string(),
      status: z.enum(['issued', 'cancelled']),
      /** The registration that sent the goods and issued the invoice. */
      supplier: zRegistrationRef,
      /** The registration that received them and may claim the tax. */
      recipient: zRegistrationRef,
      placeOfSupply: z.string(),
      /** The transfer the goods moved on. */
      transport: z.object({ id: z.string(), packageId: z.string() }),
      total: z.number(),
    }),
  ),
  /** Invoices in the range (the page shows some). */
  total: z.number(),
  totals: zTaxes.extend({ total: z.number() }),
});
export type TInputTaxRegister = z.infer<typeof zInputTaxRegisterSchema>;

/** Query of a report that takes only its format. */
export const zReportFormatQuerySchema = z.strictObject({
  format: z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }).optional(),
});
