import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  INVENTORY_DETAIL_PRODUCTS,
  type TCostSummary,
  type TInventoryBatchList,
  type TInventoryCreate,
  type TInventoryDetail,
  type TInventoryTransferList,
  type TInventorySummary,
  type TInventoryUpdate,
  type TPlacement,
  type TInventoryHistory,
  type TPlacementCreate,
  type TPlacementRemove,
  type TUtilization,
  type SortColumn,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { inventoryKeys, refreshedBy } from '../../api/query-keys';

/** `/inventory/{id}` and the paths under it. */
const inventoryPath = (id: string, rest = '') => `/inventory/${encodeURIComponent(id)}${rest}`;

/** One page of inventories matching `search` (name, location, description), filtered by the server. */
export function useInventoryList(
  search: string,
  page: number,
  sort: SortQuery<SortColumn<'inventories'>> = {},
) {
  return useQuery({
    queryKey: inventoryKeys.list(search, page, sort),
    queryFn: ({ signal }) =>
      api.get<{ inventories: TInventorySummary[]; total: number }>(
        `/inventory/?${listParams(search, page, undefined, sort).toString()}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One inventory with its products and storage units. */
export function useInventoryDetail(id: string) {
  return useQuery({
    queryKey: inventoryKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ inventory: TInventoryDetail }>(inventoryPath(id), { signal })).inventory,
  });
}

/** Rows per page of the Products table: the page the detail embeds, so page 1 comes with it. */
export const PLACEMENTS_PAGE_SIZE = INVENTORY_DETAIL_PRODUCTS;

/** One page of the inventory's products (placements), by product name, with how many there are. */
export interface PlacementPage {
  products: TPlacement[];
  total: number;
}

/**
 * A page of the Products table (`GET /inventory/{id}/products?limit=&offset=`). The detail already
 * carries the first page (`products`, with `productCount` counting them all), so page 1 starts from
 * it without another request; adding or removing a product refreshes everything under `inventories`.
 */
export function usePlacementPage(
  inventory: TInventoryDetail,
  detailUpdatedAt: number,
  page: number,
  sort: SortQuery<SortColumn<'placements'>> = {},
) {
  const id = inventory._id;
  // The detail's first page is in the default order: another order asks for its own.
  const isFirstPage = page === 1 && !sort.sort && !sort.order;
  return useQuery({
    queryKey: inventoryKeys.placements(id, page, sort),
    queryFn: ({ signal }) =>
      api.get<PlacementPage>(
        inventoryPath(id, `/products?${listParams('', page, PLACEMENTS_PAGE_SIZE, sort).toString()}`),
        { signal },
      ),
    initialData: isFirstPage ? { products: inventory.products, total: inventory.productCount } : undefined,
    initialDataUpdatedAt: isFirstPage ? detailUpdatedAt : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Weight and volume used against the inventory's totals. */
export function useUtilization(id: string) {
  return useQuery({
    queryKey: inventoryKeys.utilization(id),
    queryFn: ({ signal }) => api.get<TUtilization>(inventoryPath(id, '/utilization'), { signal }),
  });
}

/** Transfers per page of the In Transit card. */
export const TRANSFERS_PAGE_SIZE = 10;

/**
 * Transfers on the road to or from the inventory (`GET /inventory/{id}/in-transit`, signed in).
 * A transport's moves refresh everything under `inventories`, this included.
 */
export function useInventoryTransfers(id: string, page: number) {
  return useQuery({
    queryKey: inventoryKeys.inTransit(id, page),
    queryFn: ({ signal }) =>
      api.get<TInventoryTransferList>(
        inventoryPath(id, `/in-transit?${listParams('', page, TRANSFERS_PAGE_SIZE).toString()}`),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Rows per page of the Batches card. */
export const INVENTORY_BATCHES_PAGE_SIZE = 10;

/**
 * The inventory's units by batch, earliest expiry first (`GET /inventory/{id}/batches`). Placing,
 * receiving and transfers refresh everything under `inventories`, this included.
 */
export function useInventoryBatches(id: string, page: number) {
  return useQuery({
    queryKey: inventoryKeys.batches(id, page),
    queryFn: ({ signal }) =>
      api.get<TInventoryBatchList>(
        inventoryPath(id, `/batches?${listParams('', page, INVENTORY_BATCHES_PAGE_SIZE).toString()}`),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Value of the inventory's placements at the products' prices. */
export function useCostSummary(id: string) {
  return useQuery({
    queryKey: inventoryKeys.costSummary(id),
    queryFn: ({ signal }) => api.get<TCostSummary>(inventoryPath(id, '/cost-summary'), { signal }),
  });
}

/** `POST /inventory/create` (admin). */
export function useCreateInventory() {
  return useRefreshingMutation(
    refreshedBy.inventories,
    async (body: TInventoryCreate) =>
      (await api.post<{ inventory: TInventoryDetail }>('/inventory/create', body)).inventory,
  );
}

/** `PUT /inventory/{id}` (admin). */
export function useUpdateInventory(id: string) {
  return useRefreshingMutation(
    refreshedBy.inventories,
    async (body: TInventoryUpdate) =>
      (await api.put<{ inventory: TInventoryDetail }>(inventoryPath(id), body)).inventory,
  );
}

/** `DELETE /inventory/{id}` (admin). */
export function useDeleteInventory() {
  return useRefreshingMutation(refreshedBy.inventories, (id: string) =>
    api.delete<{ message: string }>(inventoryPath(id)),
  );
}

/** Places units of a product in the inventory (`POST /inventory/{id}/products`). */
export function useAddPlacement(inventoryId: string) {
  return useRefreshingMutation(
    refreshedBy.inventories,
    async (body: TPlacementCreate) =>
      (await api.post<{ placement: TPlacement }>(inventoryPath(inventoryId, '/products'), body)).placement,
  );
}

/** Takes all units of a product out of the inventory (`DELETE /inventory/{id}/products`). */
export function useRemovePlacement(inventoryId: string) {
  return useRefreshingMutation(refreshedBy.inventories, (body: TPlacementRemove) =>
    api.delete<{ message: string }>(inventoryPath(inventoryId, '/products'), body),
  );
}

/** The inventory's volume used at the end of each day (`GET /inventory/{id}/history?days=`). */
export function useInventoryUsageHistoryQuery(id: string, days: number) {
  return useQuery({
    queryKey: inventoryKeys.usageHistory(id, days),
    queryFn: ({ signal }) =>
      api.get<TInventoryHistory>(inventoryPath(id, `/history?days=${days}`), { signal }),
  });
}
