import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  SalesOrderDue,
  SalesOrderStatus,
  TQuote,
  TQuoteRequest,
  TSalesOrder,
  TSalesOrderCreate,
  TSalesOrderList,
  TSalesOrderUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { quoteKeys, refreshedBy, salesOrderKeys } from '../../api/query-keys';

/** One page of sales orders: a status (or all), a customer (or all), the applied search and the page. */
export interface SalesOrderListParams {
  status: SalesOrderStatus | null;
  customer: string | null;
  search: string;
  /** 1-based page number. */
  page: number;
  /** Open orders due today or late (the dashboard's figures). */
  due?: SalesOrderDue | null;
  /** Open orders waiting for stock. */
  backordered?: boolean;
}

const orderPath = (id: string, rest = '') => `/sales-orders/${encodeURIComponent(id)}${rest}`;

/** An order as every sales order call answers it. */
type OrderAnswer = { salesOrder: TSalesOrder };

/**
 * A page of sales orders, newest first (`GET /sales-orders?status=&customer=&search=&limit=&offset=`);
 * the previous page stays on screen while the next one loads.
 */
export function useSalesOrdersQuery(params: SalesOrderListParams) {
  return useQuery({
    queryKey: salesOrderKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page);
      if (params.status) query.set('status', params.status);
      if (params.customer) query.set('customer', params.customer);
      if (params.due) query.set('due', params.due);
      if (params.backordered) query.set('backordered', 'true');
      return api.get<TSalesOrderList>(`/sales-orders?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One sales order with its lines and what each holds; a 404 or 400 means there is none. */
export function useSalesOrderQuery(id: string) {
  return useQuery({
    queryKey: salesOrderKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<OrderAnswer>(orderPath(id), { signal })).salesOrder,
  });
}

/** `POST /sales-orders` (admin, staff): a draft for a customer, priced today. */
export function useCreateSalesOrder() {
  return useRefreshingMutation(
    refreshedBy.salesOrders,
    async (body: TSalesOrderCreate) => (await api.post<OrderAnswer>('/sales-orders', body)).salesOrder,
  );
}

/** `PUT /sales-orders/{id}` (admin, staff): a draft's warehouse, date, notes and lines (priced again). */
export function useUpdateSalesOrder(id: string) {
  return useRefreshingMutation(
    refreshedBy.salesOrders,
    async (changes: TSalesOrderUpdate) => (await api.put<OrderAnswer>(orderPath(id), changes)).salesOrder,
  );
}

/** What a sales order's page does to it by one POST, without a body. */
export type SalesOrderMove = 'confirm' | 'cancel';

/**
 * `POST /sales-orders/{id}/confirm` (its units held, the rest backordered) or `/cancel` (the held
 * units go back).
 */
export function useMoveSalesOrder(id: string) {
  return useRefreshingMutation(
    refreshedBy.salesOrders,
    async (move: SalesOrderMove) => (await api.post<OrderAnswer>(orderPath(id, `/${move}`), {})).salesOrder,
  );
}

/**
 * `POST /sales-orders/{id}/confirm` with `overrideReason` (admins): confirmed past the credit check,
 * the reason kept in the audit log.
 */
export function useConfirmAnyway(id: string) {
  return useRefreshingMutation(
    refreshedBy.salesOrders,
    async (overrideReason: string) =>
      (await api.post<OrderAnswer>(orderPath(id, '/confirm'), { overrideReason })).salesOrder,
  );
}

/**
 * What the order's lines cost its customer today (`POST /pricing/quote`), asked once there is a
 * customer and a line to price (null: nothing to ask); the last answer stays on screen while the
 * next one comes.
 */
export function useSalesQuoteQuery(request: TQuoteRequest | null) {
  return useQuery({
    queryKey: quoteKeys.quote(request ?? {}),
    enabled: request !== null,
    queryFn: async ({ signal }) =>
      (await api.post<{ quote: TQuote }>('/pricing/quote', request, { signal })).quote,
    placeholderData: keepPreviousData,
  });
}
