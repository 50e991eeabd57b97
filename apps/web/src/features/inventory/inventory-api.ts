import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIST_PAGE_SIZE,
  type TCostSummary,
  type TInventoryCreate,
  type TInventoryDetail,
  type TInventorySummary,
  type TInventoryUpdate,
  type TPlacement,
  type TPlacementCreate,
  type TPlacementRemove,
  type TProduct,
  type TUtilization,
} from '@godown/shared';
import { ApiError, api } from '../../api/client';

/** Query keys of the inventory screens; everything under `inventories` is refreshed after a change. */
export const inventoryKeys = {
  all: ['inventories'] as const,
  list: (search: string, page: number) => ['inventories', 'list', { search, page }] as const,
  detail: (id: string) => ['inventories', 'detail', id] as const,
  utilization: (id: string) => ['inventories', 'utilization', id] as const,
  costSummary: (id: string) => ['inventories', 'cost-summary', id] as const,
  productOptions: ['inventories', 'product-options'] as const,
};

/** Query string of a list page: search (when any), limit and offset. */
export function listQuery(search: string, page: number, limit = LIST_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('limit', String(limit));
  params.set('offset', String((page - 1) * limit));
  return params.toString();
}

/** One page of inventories matching `search` (name, location, description), filtered by the server. */
export function useInventoryList(search: string, page: number) {
  return useQuery({
    queryKey: inventoryKeys.list(search, page),
    queryFn: () =>
      api.get<{ inventories: TInventorySummary[]; total: number }>(`/inventory/?${listQuery(search, page)}`),
    placeholderData: keepPreviousData,
  });
}

/** One inventory with its products and storage units. */
export function useInventoryDetail(id: string) {
  return useQuery({
    queryKey: inventoryKeys.detail(id),
    queryFn: async () => (await api.get<{ inventory: TInventoryDetail }>(`/inventory/${id}`)).inventory,
  });
}

/** Weight and volume used against the inventory's totals. */
export function useUtilization(id: string) {
  return useQuery({
    queryKey: inventoryKeys.utilization(id),
    queryFn: () => api.get<TUtilization>(`/inventory/${id}/utilization`),
  });
}

/** Value of the inventory's placements at the products' prices. */
export function useCostSummary(id: string) {
  return useQuery({
    queryKey: inventoryKeys.costSummary(id),
    queryFn: () => api.get<TCostSummary>(`/inventory/${id}/cost-summary`),
  });
}

/** Products matching a search, for the Add Product modal's picker (first 20). */
export async function searchProducts(search: string): Promise<TProduct[]> {
  const params = new URLSearchParams({ limit: '20' });
  if (search) params.set('search', search);
  const { products } = await api.get<{ products: TProduct[]; total: number }>(
    `/products/?${params.toString()}`,
  );
  return products;
}

/**
 * Refreshes whatever a change to inventories can move: the inventory screens, the storage units
 * (they show their inventory's name) and products (their placed quantities).
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['storages'] }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export function useCreateInventory() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (body: TInventoryCreate) =>
      (await api.post<{ inventory: TInventoryDetail }>('/inventory/create', body)).inventory,
    onSuccess: refresh,
  });
}

export function useUpdateInventory(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (body: TInventoryUpdate) =>
      (await api.put<{ inventory: TInventoryDetail }>(`/inventory/${id}`, body)).inventory,
    onSuccess: refresh,
  });
}

export function useDeleteInventory() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/inventory/${id}`),
    onSuccess: refresh,
  });
}

export function useAddPlacement(inventoryId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (body: TPlacementCreate) =>
      (await api.post<{ placement: TPlacement }>(`/inventory/${inventoryId}/products`, body)).placement,
    onSuccess: refresh,
  });
}

export function useRemovePlacement(inventoryId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TPlacementRemove) =>
      api.delete<{ message: string }>(`/inventory/${inventoryId}/products`, body),
    onSuccess: refresh,
  });
}

/** The spec's message for a failed action, with the server's reason when it refused a conflict (409). */
export function failureWithReason(error: unknown, message: string): string {
  return error instanceof ApiError && error.status === 409 ? `${message}: ${error.message}` : message;
}
