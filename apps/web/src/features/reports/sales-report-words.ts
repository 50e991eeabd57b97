import {
  financialYearOf,
  financialYearRange,
  indiaDateFromToday,
  type SalesReportKind,
} from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// What the sales reports' screens say of the reports and their periods, written once: the titles and
// one-line descriptions (the Reports page's cards and the report screens), and the financial years a
// report may be run for. Light on purpose: the Reports page imports it.

const TITLES: Readonly<Record<SalesReportKind, () => string>> = {
  'sales-register': m.reports_sales_register,
  'output-tax': m.reports_output_tax,
  'hsn-summary': m.reports_hsn_summary,
  'input-tax': m.reports_input_tax,
  'receivables-ageing': m.reports_receivables_ageing,
};

const DESCRIPTIONS: Readonly<Record<SalesReportKind, () => string>> = {
  'sales-register': m.reports_sales_register_description,
  'output-tax': m.reports_output_tax_description,
  'hsn-summary': m.reports_hsn_summary_description,
  'input-tax': m.reports_input_tax_description,
  'receivables-ageing': m.reports_receivables_ageing_description,
};

/** The title of a sales report ("Sales register"), in the language of the page. */
export const salesReportTitle = (kind: SalesReportKind): string => TITLES[kind]();

/** What a sales report answers, in one line (its card on the Reports page). */
export const salesReportDescription = (kind: SalesReportKind): string => DESCRIPTIONS[kind]();

/** The first financial year GST was in force for all of (GST began on 1 July 2017, in 17-18). */
const FIRST_GST_YEAR = '17-18';

/** The financial year of today in India ("26-27" from 1 April 2026 to 31 March 2027). */
export const currentFinancialYear = (): string => financialYearOf(indiaDateFromToday());

/** The financial years a report may be run for, the current one first, back to GST's first. */
export function financialYears(current = currentFinancialYear()): string[] {
  const first = Number(FIRST_GST_YEAR.slice(0, 2));
  const years: string[] = [];
  for (let start = Number(current.slice(0, 2)); start >= first; start -= 1) {
    years.push(financialYearOf(`${2000 + start}-04-01`));
  }
  return years;
}

const FINANCIAL_YEAR = /^\d\d-\d\d$/;

/** A financial year as a person reads it: "FY 2026-27" ("26-27"); a malformed one as it is. */
export function financialYearLabel(year: string): string {
  if (!FINANCIAL_YEAR.test(year)) return year;
  return m.reports_financial_year_option({
    years: `${financialYearRange(year).from.slice(0, 4)}-${year.slice(3)}`,
  });
}

/** The period of a sales report as the URL keeps it: a financial year, or a first and a last day. */
export type PeriodParams = Readonly<Record<'year' | 'from' | 'to', string>>;

/**
 * The period a sales report runs with: the one the URL names, else the current financial year
 * (all of it, as its files are named, not the server's "so far").
 */
export function periodOf<P extends PeriodParams>(params: P, current = currentFinancialYear()): P {
  return params.year || params.from || params.to ? params : { ...params, year: current };
}
