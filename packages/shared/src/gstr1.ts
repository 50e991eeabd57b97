import { z } from 'zod';
import { rule } from './messages/rule.js';

// GSTR-1 (docs/domain.md#gstr-1): a registration's outward supplies of a month or a quarter, as the
// GST portal's offline tool takes them (its JSON) and as a workbook: B2B, B2C large, B2C small,
// credit and debit notes to registered and unregistered buyers, the HSN summary (B2B and B2C apart)
// and the documents issued. Its totals are the sales register's for the same days, to the paisa.

/**
 * Above what invoice value an inter-state sale to an unregistered buyer is "B2C large", reported
 * invoice by invoice: dated, as the law changes it (₹2.5 lakh until 31 July 2024, ₹1 lakh since).
 */
export const B2CL_LIMITS: readonly { from: string; above: number }[] = [
  { from: '2017-07-01', above: 250_000 },
  { from: '2024-08-01', above: 100_000 },
];

/** The B2C large limit in force on `date` (YYYY-MM-DD), in rupees. */
export function b2clLimitOn(date: string): number {
  let limit = B2CL_LIMITS[0]!.above;
  for (const step of B2CL_LIMITS) if (step.from <= date) limit = step.above;
  return limit;
}

/** GSTR-1's document kinds (Table 13): invoices for outward supply, debit notes, credit notes. */
export const GSTR1_DOCUMENT_NUMBERS = { invoice: 1, debit: 4, credit: 5 } as const;

/** The offline tool's version the JSON names. */
export const GSTR1_VERSION = 'GST3.2.2';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d\d)-(\d\d)-Q([1-4])$/;

/**
 * GET /reports/gstr1: one registration's return for a `month` (2026-11) or a financial year's
 * `quarter` (26-27-Q3: October to December 2026), not both; `format` json or xlsx for the file.
 */
export const zGstr1QuerySchema = z
  .strictObject({
    registration: z.uuid(rule('registration.notAnId')),
    month: z.string().regex(MONTH, rule('gstr1.month')).optional(),
    quarter: z
      .string()
      .regex(QUARTER, rule('gstr1.quarter'))
      .refine((q) => (Number(q.slice(0, 2)) + 1) % 100 === Number(q.slice(3, 5)), rule('gstr1.quarter'))
      .optional(),
    format: z.enum(['json', 'xlsx'], { error: rule('gstr1.format') }).optional(),
  })
  .refine((query) => Boolean(query.month) !== Boolean(query.quarter), {
    message: rule('gstr1.monthOrQuarter'),
    path: ['month'],
  });
export type TGstr1Query = z.input<typeof zGstr1QuerySchema>;

/** The first and last day of a return's period, and the portal's `fp` (the last month, MMYYYY). */
export function gstr1Period(query: { month?: string; quarter?: string }): {
  from: string;
  to: string;
  fp: string;
} {
  let first: string;
  let months: number;
  if (query.month) {
    first = `${query.month}-01`;
    months = 1;
  } else {
    const [, start, , q] = QUARTER.exec(query.quarter!)!;
    const month = 4 + (Number(q) - 1) * 3;
    const year = 2000 + Number(start) + (month > 12 ? 1 : 0);
    first = `${year}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
    months = 3;
  }
  const last = new Date(`${first}T00:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() + months);
  last.setUTCDate(0);
  const to = last.toISOString().slice(0, 10);
  return { from: first, to, fp: `${to.slice(5, 7)}${to.slice(0, 4)}` };
}

const zSection = z.object({
  /** Documents (or rows, for B2C small and the HSN summary) the section holds. */
  count: z.number(),
  /** Invoice or note value, in rupees (0 for the sections that have none). */
  value: z.number(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export type TGstr1Section = z.infer<typeof zSection>;

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/** The return on screen: each section's sums, the net of them all, and the sales register's for the same days. */
export const zGstr1SummarySchema = z.object({
  registration: z.object({ id: z.string(), gstin: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  fp: z.string(),
  sections: z.object({
    b2b: zSection,
    b2cl: zSection,
    b2cs: zSection,
    cdnr: zSection,
    cdnur: zSection,
  }),
  hsn: z.object({ b2b: zSection, b2c: zSection }),
  documents: z.array(
    z.object({
      kind: z.enum(['invoice', 'debit', 'credit']),
      from: z.string(),
      to: z.string(),
      total: z.number(),
      cancelled: z.number(),
    }),
  ),
  /** Supplies less credit notes plus debit notes: what the return declares. */
  net: zSection.omit({ count: true, value: true }),
  /** The sales register's totals for the registration and the days: they equal `net`. */
  register: zSection.omit({ count: true, value: true }),
});
export type TGstr1Summary = z.infer<typeof zGstr1SummarySchema>;
