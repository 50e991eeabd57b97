import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  InvoiceStatus,
  SupplyType,
  TBillableShipmentList,
  TCounterSale,
  TInvoice,
  TInvoiceCancel,
  TInvoiceCreate,
  TInvoiceList,
} from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { invoiceKeys, refreshedByCounterSales, refreshedByInvoices } from '../../api/invoice-keys';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';

// Tax invoices (docs/domain.md#tax-invoices): the list, one invoice, the shipments waiting for an
// invoice, the preview of one, issuing, cancelling, the PDF, and a counter sale (sold, handed over
// and invoiced at once) with its preview.

/** One page of invoices: the filters (null: all), the applied search and the page. */
export interface InvoiceListParams {
  status: InvoiceStatus | null;
  supply: SupplyType | null;
  /** The first and last invoice dates, YYYY-MM-DD (null: open). */
  from: string | null;
  to: string | null;
  search: string;
  /** 1-based page number. */
  page: number;
}

const invoiceUrl = (id: string, rest = '') => `/invoices/${encodeURIComponent(id)}${rest}`;
type InvoiceAnswer = { invoice: TInvoice };

/** A page of invoices, the latest date first; the previous page stays on screen while the next loads. */
export function useInvoicesQuery(params: InvoiceListParams) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page);
      if (params.status) query.set('status', params.status);
      if (params.supply) query.set('supply', params.supply);
      if (params.from) query.set('from', params.from);
      if (params.to) query.set('to', params.to);
      return api.get<TInvoiceList>(`/invoices?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One invoice as it was issued; a 404 or 400 means there is none. */
export function useInvoiceQuery(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<InvoiceAnswer>(invoiceUrl(id), { signal })).invoice,
  });
}

/**
 * Most shipments the New invoice screen reads at once (the server's page limit): the customers who
 * have any, and one customer's.
 */
export const BILLABLE_LIMIT = 1000;

/**
 * Shipments that have left and are on no issued invoice, oldest first: every customer's (`customer`
 * null), or one customer's. Read afresh whenever the screen opens: a shipment leaves or an invoice
 * is cancelled on other screens.
 */
export function useBillableShipmentsQuery(customer: string | null, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.billable({ customer }),
    enabled,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(BILLABLE_LIMIT) });
      if (customer) query.set('customer', customer);
      return api.get<TBillableShipmentList>(`/invoices/billable-shipments?${query.toString()}`, { signal });
    },
  });
}

/**
 * What issuing would make of the shipments on the date (`POST /invoices/preview`), asked once a
 * shipment is ticked (null: nothing to ask); the last answer stays on screen while the next comes.
 */
export function useInvoicePreviewQuery(request: TInvoiceCreate | null) {
  return useQuery({
    queryKey: invoiceKeys.preview(request ?? {}),
    enabled: request !== null,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.post<InvoiceAnswer>('/invoices/preview', request, { signal })).invoice,
    placeholderData: keepPreviousData,
  });
}

/** `POST /invoices` (admin, staff): the invoice issued, numbered in its registration's series. */
export function useIssueInvoice() {
  return useRefreshingMutation(
    refreshedByInvoices,
    async (body: TInvoiceCreate) => (await api.post<InvoiceAnswer>('/invoices', body)).invoice,
  );
}

/** `POST /invoices/{id}/cancel` (admins): cancelled with the reason; it keeps its number. */
export function useCancelInvoice(id: string) {
  return useRefreshingMutation(
    refreshedByInvoices,
    async (body: TInvoiceCancel) => (await api.post<InvoiceAnswer>(invoiceUrl(id, '/cancel'), body)).invoice,
  );
}

/**
 * What selling these goods at the counter would make (`POST /counter-sales/preview`): the invoice,
 * unnumbered, or the refusal a sale would meet (the credit check and the payment aside). Asked once
 * there is a customer, a warehouse and a whole line (null: nothing to ask); the last answer stays on
 * screen while the next comes.
 */
export function useCounterSalePreviewQuery(request: TCounterSale | null) {
  return useQuery({
    queryKey: invoiceKeys.counterPreview(request ?? {}),
    enabled: request !== null,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.post<InvoiceAnswer>('/counter-sales/preview', request, { signal })).invoice,
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /counter-sales` (admin, staff): the goods leave the warehouse first-expiry-first-out, the
 * invoice is issued and what was paid is received against it, in one step; an admin's
 * `overrideReason` sells past the credit check. The previews on screen are left alone: the next one
 * would only say the units are gone.
 */
export function useSellAtCounter() {
  return useRefreshingMutation(
    refreshedByCounterSales,
    async (body: TCounterSale) => (await api.post<InvoiceAnswer>('/counter-sales', body)).invoice,
    { leaveStale: () => [invoiceKeys.counterPreviews()] },
  );
}

/** The invoice as the A4 PDF the server prints (its file name is the server's). */
export const downloadInvoicePdf = (id: string, number: string | null) =>
  downloadFile(invoiceUrl(id, '/pdf'), {}, `invoice-${(number ?? id).replace(/[^\w-]+/g, '-')}.pdf`);
