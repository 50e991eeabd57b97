import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GstStateCode,
  SortColumn,
  TCustomer,
  TCustomerCreate,
  TCustomerList,
  TCustomerUpdate,
  TPinCodePlace,
  TPriceListSummary,
  TQuote,
  TSalesOrderList,
} from '@godown/shared';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import {
  customerKeys,
  pinCodeKeys,
  priceListKeys,
  quoteKeys,
  refreshedBy,
  salesOrderKeys,
} from '../../api/query-keys';

/** One page of customers: the filters (null: all), the applied search and the page. */
export interface CustomerListParams extends SortQuery<SortColumn<'customers'>> {
  search: string;
  /** The place of supply. */
  state: GstStateCode | null;
  /** With a GSTIN (true) or without (false). */
  registered: boolean | null;
  active: boolean | null;
  /** 1-based page number. */
  page: number;
}

/** A customer's page: `/customers/{id}`. */
export function customerPath(id: string): string {
  return `/customers/${encodeURIComponent(id)}`;
}

const apiPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** A customer as every customer call answers it. */
type CustomerAnswer = { customer: TCustomer };

/** The list's filters as the query (and the export) take them: empty ones left out. */
export function customerFilters(params: Omit<CustomerListParams, 'page'>) {
  return {
    search: params.search,
    state: params.state,
    registered: params.registered === null ? null : String(params.registered),
    active: params.active === null ? null : String(params.active),
    sort: params.sort,
    order: params.order,
  };
}

/**
 * A page of customers, by name unless sorted (`GET /customers?search=&state=&registered=&active=`);
 * the previous page stays on screen while the next one loads.
 */
export function useCustomersQuery(params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page, undefined, params);
      const { state, registered, active } = customerFilters(params);
      if (state) query.set('state', state);
      if (registered) query.set('registered', registered);
      if (active) query.set('active', active);
      return api.get<TCustomerList>(`/customers?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One customer; a 404 or 400 means there is none. */
export function useCustomerQuery(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<CustomerAnswer>(apiPath(id), { signal })).customer,
  });
}

/** `POST /customers` (admin, staff). */
export function useCreateCustomer() {
  return useRefreshingMutation(
    refreshedBy.customers,
    async (body: TCustomerCreate) => (await api.post<CustomerAnswer>('/customers', body)).customer,
  );
}

/** `PUT /customers/{id}` (admin, staff): the fields to change, null clearing one. */
export function useUpdateCustomer(id: string) {
  return useRefreshingMutation(
    refreshedBy.customers,
    async (changes: TCustomerUpdate) => (await api.put<CustomerAnswer>(apiPath(id), changes)).customer,
  );
}

/** `DELETE /customers/{id}` (admin); the deleted customer's page is only marked stale (it would 404). */
export function useDeleteCustomer() {
  return useRefreshingMutation(
    refreshedBy.customers,
    (customer: TCustomer) => api.delete<{ message: string }>(apiPath(customer.id)),
    { leaveStale: (customer) => [customerKeys.detail(customer.id)] },
  );
}

/**
 * What a PIN code names (`GET /pin-codes/{pin}`): asked when a form's PIN code reaches six digits,
 * kept for the session (a PIN code's place does not change). A PIN code the server does not know
 * is a 404 with its message.
 */
export function usePinCodeLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    (pinCode: string) =>
      queryClient.fetchQuery({
        queryKey: pinCodeKeys.place(pinCode),
        queryFn: async ({ signal }) =>
          (await api.get<{ place: TPinCodePlace }>(`/pin-codes/${encodeURIComponent(pinCode)}`, { signal }))
            .place,
        staleTime: Infinity,
      }),
    [queryClient],
  );
}

/** The price lists a customer may be given (`GET /price-lists`), by name; the form offers the active ones. */
export function usePriceListChoicesQuery() {
  return useQuery({
    queryKey: priceListKeys.choices(),
    queryFn: async ({ signal }) =>
      (await api.get<{ priceLists: TPriceListSummary[] }>('/price-lists', { signal })).priceLists,
  });
}

/** What the price check asks: a product and a whole number of units (null while not chosen or typed). */
export interface PriceCheck {
  product: string | null;
  quantity: number | null;
}

/**
 * What units of a product cost the customer today (`POST /pricing/quote`): the rate by their price
 * list, the free units and the discount of the schemes, and why. Asked once both are given; the last
 * answer stays on screen while the next one comes.
 */
export function useCustomerQuoteQuery(customerId: string, { product, quantity }: PriceCheck) {
  return useQuery({
    queryKey: quoteKeys.quote({ customerId, product, quantity }),
    enabled: product !== null && quantity !== null && quantity >= 1,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ quote: TQuote }>(
          '/pricing/quote',
          { customerId, lines: [{ product, quantity }] },
          { signal },
        )
      ).quote,
    placeholderData: keepPreviousData,
  });
}

/** How many of a customer's orders their page lists at a time. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

/**
 * A page of the customer's sales orders, newest first (`GET /sales-orders?customer=`), under the
 * sales order lists' keys so a change to any order refreshes it; the previous page stays on screen
 * while the next one loads.
 */
export function useCustomerSalesOrdersQuery(customerId: string, page: number) {
  return useQuery({
    queryKey: salesOrderKeys.list({ customer: customerId, page }),
    queryFn: ({ signal }) => {
      const query = listParams('', page, CUSTOMER_ORDERS_PAGE_SIZE);
      query.set('customer', customerId);
      return api.get<TSalesOrderList>(`/sales-orders?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
