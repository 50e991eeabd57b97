import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PurchaseOrderStatus,
  TPurchaseOrder,
  TPurchaseOrderConfirm,
  TPurchaseOrderCreate,
  TPurchaseOrderList,
  TPurchaseOrderReceive,
  TPurchaseOrderShip,
  TPurchaseOrderUpdate,
  TReorderSuggestions,
  SortColumn,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { purchaseOrderKeys, refreshedBy, reorderKeys } from '../../api/query-keys';

/** One page of purchase orders: a status filter (or all), the applied search and the page. */
export interface PurchaseOrderListParams extends SortQuery<SortColumn<'purchaseOrders'>> {
  status: PurchaseOrderStatus | null;
  search: string;
  /** 1-based page number. */
  page: number;
}

const orderPath = (id: string, rest = '') => `/purchase-orders/${encodeURIComponent(id)}${rest}`;

/** An order as every purchase order call answers it. */
type OrderAnswer = { purchaseOrder: TPurchaseOrder };

/**
 * A page of purchase orders, newest first (`GET /purchase-orders?status=&search=&limit=&offset=`); a
 * supplier is answered only the orders addressed to them, never drafts. The previous page stays on
 * screen while the next one loads.
 */
export function usePurchaseOrdersQuery(params: PurchaseOrderListParams) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page, undefined, params);
      if (params.status) query.set('status', params.status);
      return api.get<TPurchaseOrderList>(`/purchase-orders?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One purchase order with its lines, consignment and receipts; a 404 or 400 means there is none. */
export function usePurchaseOrderQuery(id: string) {
  return useQuery({
    queryKey: purchaseOrderKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<OrderAnswer>(orderPath(id), { signal })).purchaseOrder,
  });
}

/** `POST /purchase-orders` (admin, staff): a draft, or an order sent at once. */
export function useCreatePurchaseOrder() {
  return useRefreshingMutation(
    refreshedBy.purchaseOrders,
    async (body: TPurchaseOrderCreate) =>
      (await api.post<OrderAnswer>('/purchase-orders', body)).purchaseOrder,
  );
}

/** `PUT /purchase-orders/{id}` (admin, staff): a status move, or the answer to proposed quantities. */
export function useUpdatePurchaseOrder(id: string) {
  return useRefreshingMutation(
    refreshedBy.purchaseOrders,
    async (changes: TPurchaseOrderUpdate) =>
      (await api.put<OrderAnswer>(orderPath(id), changes)).purchaseOrder,
  );
}

/** `POST /purchase-orders/{id}/receive` (admin, staff): goods into the destination inventory, by batch. */
export function useReceivePurchaseOrder(id: string) {
  return useRefreshingMutation(
    refreshedBy.receipts,
    async (body: TPurchaseOrderReceive) =>
      (await api.post<OrderAnswer>(orderPath(id, '/receive'), body)).purchaseOrder,
  );
}

/** `POST /purchase-orders/{id}/confirm` (its supplier): the ready date, and any other quantities. */
export function useConfirmPurchaseOrder(id: string) {
  return useRefreshingMutation(
    refreshedBy.supplierReplies,
    async (body: TPurchaseOrderConfirm) =>
      (await api.post<OrderAnswer>(orderPath(id, '/confirm'), body)).purchaseOrder,
  );
}

/** `POST /purchase-orders/{id}/ship` (its supplier): the goods leave as an incoming consignment. */
export function useShipPurchaseOrder(id: string) {
  return useRefreshingMutation(
    refreshedBy.supplierReplies,
    async (body: TPurchaseOrderShip) =>
      (await api.post<OrderAnswer>(orderPath(id, '/ship'), body)).purchaseOrder,
  );
}

/** What to buy today, by supplier, with the reasoning (`GET /reorder/suggestions`, admin and staff). */
export function useReorderSuggestionsQuery() {
  return useQuery({
    queryKey: reorderKeys.suggestions(),
    queryFn: ({ signal }) => api.get<TReorderSuggestions>('/reorder/suggestions', { signal }),
  });
}
