import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BRAND_NAME,
  REPORT_LIMITS,
  type TGstr1Query,
  type TGstr1Summary,
  type ReportKind,
  type SalesReportKind,
  type TExpiringReport,
  type THsnReport,
  type TInputTaxRegister,
  type TMovementsReport,
  type TOutputTax,
  type TSalesRegister,
  type TValuationReport,
} from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { productKeys, reportKeys } from '../../api/query-keys';

/** A report's parameters as the URL keeps them, by name; '' where one is not set. */
export type ReportParams = Readonly<Record<string, string>>;

/** Every report the Reports page opens: the stock reports and the sales reports. */
export type AnyReportKind = ReportKind | SalesReportKind;

/** Where a report is answered (`reportPath`'s, for the sales reports too): `/reports/<kind>`. */
const pathOf = (kind: AnyReportKind) => `/reports/${kind}`;

/** The parameters that are set, as a query (empty ones left out: the server's defaults apply). */
function setParams(params: ReportParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query;
}

/**
 * The query of one screen page of a report: its parameters, `limit` and `offset`; without a page
 * (a report of a few lines, all on one screen) its parameters alone.
 */
export function reportQuery(params: ReportParams, page?: number): string {
  const query = setParams(params);
  if (page === undefined) return query.toString();
  query.set('limit', String(REPORT_LIMITS.pageSize));
  query.set('offset', String((page - 1) * REPORT_LIMITS.pageSize));
  return query.toString();
}

/**
 * One page of a report (`GET /reports/<kind>`), or all of a report without pages; the previous answer
 * stays on screen while the next loads.
 */
function useReportQuery<T>(kind: AnyReportKind, params: ReportParams, page?: number) {
  return useQuery({
    queryKey: reportKeys.report(kind, { ...params, page }),
    queryFn: ({ signal }) => api.get<T>(`${pathOf(kind)}?${reportQuery(params, page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The stock valuation: `asOf`, `inventory`, `category`. */
export const useValuationReport = (params: ReportParams, page: number) =>
  useReportQuery<TValuationReport>('valuation', params, page);

/** The stock movements: `from`, `to`, `inventory`, `category`. */
export const useMovementsReport = (params: ReportParams, page: number) =>
  useReportQuery<TMovementsReport>('movements', params, page);

/** The expiring stock: `days`, `inventory`, `category`. */
export const useExpiringReport = (params: ReportParams, page: number) =>
  useReportQuery<TExpiringReport>('expiring', params, page);

/** What each sales report with a screen answers. */
export interface SalesReportAnswers {
  'sales-register': TSalesRegister;
  'output-tax': TOutputTax;
  'hsn-summary': THsnReport;
  'input-tax': TInputTaxRegister;
}
export type SalesScreenKind = keyof SalesReportAnswers;

/**
 * A sales report for `year`, or `from` and `to`: a page of the sales register's invoices and notes or
 * of the input tax register's invoices, or the whole output tax or HSN summary (no page).
 */
export const useSalesReport = <K extends SalesScreenKind>(kind: K, params: ReportParams, page?: number) =>
  useReportQuery<SalesReportAnswers[K]>(kind, params, page);

/** The whole report as a file, saved by the browser under the name the server gives it. */
export function downloadReport(
  kind: AnyReportKind,
  params: ReportParams,
  format: 'xlsx' | 'pdf',
): Promise<void> {
  return downloadFile(
    pathOf(kind),
    { ...Object.fromEntries(setParams(params)), format },
    `${BRAND_NAME.toLowerCase()}-${kind}.${format}`,
  );
}

/**
 * The products' categories for the category filter (`GET /products/categories`), under the
 * products' key: the product screens read the same list.
 */
export function useCategoriesQuery() {
  return useQuery({
    queryKey: productKeys.categories(),
    queryFn: async ({ signal }) =>
      (await api.get<{ categories: string[] }>('/products/categories', { signal })).categories,
  });
}

/** A registration's GSTR-1 for a month or a quarter: its tables' sums and the sales register's. */
export function useGstr1Report(query: TGstr1Query, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.report('gstr1', query),
    enabled,
    queryFn: ({ signal }) =>
      api.get<TGstr1Summary>(`/reports/gstr1?${setParams(query as ReportParams).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The return as the offline tool's JSON or its workbook, under the server's file name. */
export const downloadGstr1 = (query: TGstr1Query, format: 'json' | 'xlsx') =>
  downloadFile('/reports/gstr1', { ...query, format }, `gstr1.${format}`);
