import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TProductList, TPurchaseOrderList, TTransportList } from '@godown/shared';
import { api } from '../../api/client';
import { listParams } from '../../api/list-query';
import { productKeys, purchaseOrderKeys, transportKeys } from '../../api/query-keys';

/** How many of the newest orders and consignments the page shows; their own screens list them all. */
export const NEWEST = 5;

/** The products the signed-in supplier supplies, by name (`GET /products/supplied`). */
export function useSuppliedProductsQuery(params: { search: string; page: number }) {
  return useQuery({
    queryKey: productKeys.supplied(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page);
      return api.get<TProductList>(`/products/supplied?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The newest purchase orders addressed to the supplier (the server answers a supplier only theirs). */
export function useNewestOrdersQuery() {
  return useQuery({
    queryKey: purchaseOrderKeys.list({ newest: NEWEST }),
    queryFn: ({ signal }) => api.get<TPurchaseOrderList>(`/purchase-orders?limit=${NEWEST}`, { signal }),
  });
}

/** The newest consignments the supplier created (the server answers a supplier only theirs). */
export function useNewestConsignmentsQuery() {
  return useQuery({
    queryKey: transportKeys.list({ newest: NEWEST }),
    queryFn: ({ signal }) => api.get<TTransportList>(`/transports/?limit=${NEWEST}`, { signal }),
  });
}
