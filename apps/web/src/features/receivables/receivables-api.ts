import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BRAND_NAME, type TAgeing, type TLedger } from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { receivableKeys } from '../../api/invoice-keys';
import { listParams } from '../../api/list-query';

// What customers owe (docs/domain.md#receipts-and-receivables): a customer's ledger over a range and
// its statement as a PDF, and the receivables ageing.

/** The first and last dates of a ledger, YYYY-MM-DD (null: from the first entry, to today). */
export interface LedgerRange {
  from: string | null;
  to: string | null;
}

const customerUrl = (id: string, rest: string) => `/customers/${encodeURIComponent(id)}${rest}`;

/** The range as a query: only the dates given. */
function rangeQuery(range: LedgerRange): URLSearchParams {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return query;
}

/** A customer's ledger over the range: the opening balance, each document, the running balance. */
export function useLedgerQuery(customerId: string, range: LedgerRange) {
  return useQuery({
    queryKey: receivableKeys.ledger(customerId, range),
    queryFn: async ({ signal }) => {
      const query = rangeQuery(range).toString();
      const url = customerUrl(customerId, `/ledger${query ? `?${query}` : ''}`);
      return (await api.get<{ ledger: TLedger }>(url, { signal })).ledger;
    },
    placeholderData: keepPreviousData,
  });
}

/** The ledger over the range as a statement of account (A4 PDF; its file name is the server's). */
export const downloadStatement = (customerId: string, customerName: string, range: LedgerRange) =>
  downloadFile(
    customerUrl(customerId, '/statement.pdf'),
    { from: range.from, to: range.to },
    `statement-${customerName.replace(/[^\w-]+/g, '-')}.pdf`,
  );

/**
 * A page of the ageing, the largest balances first, with the totals: every customer's, or one's
 * (`customer`).
 */
export function useAgeingQuery(page: number, customer: string | null) {
  return useQuery({
    queryKey: receivableKeys.ageing({ page, customer }),
    queryFn: ({ signal }) => {
      const query = listParams('', page);
      if (customer) query.set('customer', customer);
      return api.get<TAgeing>(`/receivables/ageing?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The whole ageing, every customer, as of today, as an .xlsx workbook or an A4 PDF (its file name is
 * the server's).
 */
export const downloadAgeing = (format: 'xlsx' | 'pdf') =>
  downloadFile(
    '/reports/receivables-ageing',
    { format },
    `${BRAND_NAME.toLowerCase()}-receivables-ageing.${format}`,
  );
