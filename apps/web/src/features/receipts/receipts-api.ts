import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PaymentMode,
  TAgeing,
  TInvoiceList,
  TReceipt,
  TReceiptAllocate,
  TReceiptCreate,
  TReceiptList,
} from '@godown/shared';
import { api } from '../../api/client';
import { invoiceKeys, receiptKeys, receivableKeys, refreshedByReceipts } from '../../api/invoice-keys';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';

// Receipts (docs/domain.md#receipts-and-receivables): the list, one receipt, recording one,
// allocating what is on account, a cheque that bounced; and what the New receipt screen reads of the
// customer (their issued invoices to allocate to, what they owe).

/** One page of receipts: the filters (null: all), the applied search and the page. */
export interface ReceiptListParams {
  customer: string | null;
  mode: PaymentMode | null;
  /** The first and last receipt dates, YYYY-MM-DD (null: open). */
  from: string | null;
  to: string | null;
  search: string;
  /** 1-based page number. */
  page: number;
}

const receiptUrl = (id: string, rest = '') => `/receipts/${encodeURIComponent(id)}${rest}`;
type ReceiptAnswer = { receipt: TReceipt };

/** A page of receipts, the latest first; the previous page stays on screen while the next loads. */
export function useReceiptsQuery(params: ReceiptListParams) {
  return useQuery({
    queryKey: receiptKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page);
      if (params.customer) query.set('customer', params.customer);
      if (params.mode) query.set('mode', params.mode);
      if (params.from) query.set('from', params.from);
      if (params.to) query.set('to', params.to);
      return api.get<TReceiptList>(`/receipts?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One receipt with what it settled; a 404 or 400 means there is none. */
export function useReceiptQuery(id: string) {
  return useQuery({
    queryKey: receiptKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<ReceiptAnswer>(receiptUrl(id), { signal })).receipt,
  });
}

/** `POST /receipts`: money received, allocated as asked, numbered in the year's series. */
export function useCreateReceipt() {
  return useRefreshingMutation(
    refreshedByReceipts,
    async (body: TReceiptCreate) => (await api.post<ReceiptAnswer>('/receipts', body)).receipt,
  );
}

/** `POST /receipts/{id}/allocate`: what is on account, allocated to invoices. */
export function useAllocateReceipt(id: string) {
  return useRefreshingMutation(
    refreshedByReceipts,
    async (body: TReceiptAllocate) =>
      (await api.post<ReceiptAnswer>(receiptUrl(id, '/allocate'), body)).receipt,
  );
}

/** `POST /receipts/{id}/bounce`: a cheque that bounced; its allocations are undone. */
export function useBounceReceipt(id: string) {
  return useRefreshingMutation(
    refreshedByReceipts,
    async (body: { reason: string }) =>
      (await api.post<ReceiptAnswer>(receiptUrl(id, '/bounce'), body)).receipt,
  );
}

/** Most of a customer's issued invoices offered to allocate to. */
export const CUSTOMER_INVOICES_LIMIT = 200;

/** A customer's issued invoices (null: none asked), the latest first, to allocate a receipt to. */
export function useCustomerInvoicesQuery(customerId: string | null) {
  const params = { customer: customerId, status: 'issued', limit: CUSTOMER_INVOICES_LIMIT };
  return useQuery({
    queryKey: invoiceKeys.list(params),
    enabled: customerId !== null,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        customer: customerId ?? '',
        status: 'issued',
        limit: String(CUSTOMER_INVOICES_LIMIT),
      });
      return api.get<TInvoiceList>(`/invoices?${query.toString()}`, { signal });
    },
  });
}

/** What a customer owes by age and has on account (their row of the ageing; null: none asked). */
export function useCustomerAgeingQuery(customerId: string | null) {
  return useQuery({
    queryKey: receivableKeys.ageing({ customer: customerId }),
    enabled: customerId !== null,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ customer: customerId ?? '' });
      const ageing = await api.get<TAgeing>(`/receivables/ageing?${query.toString()}`, { signal });
      return ageing.customers[0] ?? null;
    },
  });
}
