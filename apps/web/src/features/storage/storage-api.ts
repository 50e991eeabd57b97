import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIST_PAGE_SIZE,
  type TInventorySummary,
  type TStorage,
  type TStorageCreate,
  type TStorageList,
  type TStorageUpdate,
} from '@godown/shared';
import { ApiError, api } from '../../api/client';
import type { SearchOption } from '../../components/search-select';

/** Query keys of the storage screen; everything under `storages` is refreshed after a change. */
export const storageKeys = {
  all: ['storages'] as const,
  list: (search: string, page: number) => ['storages', 'list', { search, page }] as const,
  inventoryOptions: ['storages', 'inventory-options'] as const,
};

/** Units matching `search` (name, location, type), a page at a time, with totals for the stat cards. */
export function useStorageList(search: string, page: number) {
  return useQuery({
    queryKey: storageKeys.list(search, page),
    queryFn: () => {
      const params = new URLSearchParams({
        limit: String(LIST_PAGE_SIZE),
        offset: String((page - 1) * LIST_PAGE_SIZE),
      });
      if (search) params.set('search', search);
      return api.get<TStorageList>(`/storages/?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** Inventories matching a name, for the form's Inventory picker (first 20). */
export async function fetchInventoryOptions(search: string): Promise<SearchOption[]> {
  const params = new URLSearchParams({ limit: '20' });
  if (search) params.set('search', search);
  const { inventories } = await api.get<{ inventories: TInventorySummary[]; total: number }>(
    `/inventory/?${params.toString()}`,
  );
  return inventories.map((inventory) => ({
    value: inventory._id,
    label: inventory.name,
    description: inventory.location ?? undefined,
  }));
}

/** A unit changes its inventory's storage count too. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: storageKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['inventories'] }),
    ]);
}

export function useCreateStorage() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (body: TStorageCreate) =>
      (await api.post<{ storage: TStorage }>('/storages/', body)).storage,
    onSuccess: refresh,
  });
}

export function useUpdateStorage(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (body: TStorageUpdate) =>
      (await api.put<{ storage: TStorage }>(`/storages/${id}`, body)).storage,
    onSuccess: refresh,
  });
}

export function useDeleteStorage() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/storages/${id}`),
    onSuccess: refresh,
  });
}

/** The spec's message for a failed action, with the server's reason when it refused a conflict (409). */
export function failureWithReason(error: unknown, message: string): string {
  return error instanceof ApiError && error.status === 409 ? `${message}: ${error.message}` : message;
}
