import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TInventorySummary,
  type TStorage,
  type TStorageCreate,
  type TStorageList,
  type TStorageUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, OPTIONS_LIMIT } from '../../api/list-query';
import { useRefreshingMutation } from '../../lib/query-client';
import type { SearchOption } from '../../components/search-select';

/** Query keys of the storage screen; everything under `storages` is refreshed after a change. */
export const storageKeys = {
  all: ['storages'] as const,
  list: (search: string, page: number) => ['storages', 'list', { search, page }] as const,
  inventoryOptions: ['storages', 'inventory-options'] as const,
};

/** `/storages/{id}`. */
const storagePath = (id: string) => `/storages/${encodeURIComponent(id)}`;

/** Units matching `search` (name, location, type), a page at a time, with totals for the stat cards. */
export function useStorageList(search: string, page: number) {
  return useQuery({
    queryKey: storageKeys.list(search, page),
    queryFn: ({ signal }) =>
      api.get<TStorageList>(`/storages/?${listParams(search, page).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Inventories matching a name, for the form's Inventory picker (first 20). */
export async function fetchInventoryOptions(search: string, signal?: AbortSignal): Promise<SearchOption[]> {
  const { inventories } = await api.get<{ inventories: TInventorySummary[]; total: number }>(
    `/inventory/?${listParams(search, 1, OPTIONS_LIMIT).toString()}`,
    { signal },
  );
  return inventories.map((inventory) => ({
    value: inventory._id,
    label: inventory.name,
    description: inventory.location ?? undefined,
  }));
}

/** A unit changes its inventory too: the storage count on its card and the units listed on its page. */
const REFRESHED_AFTER_CHANGE = [storageKeys.all, ['inventories']] as const;

/** `POST /storages/`. */
export function useCreateStorage() {
  return useRefreshingMutation(
    REFRESHED_AFTER_CHANGE,
    async (body: TStorageCreate) => (await api.post<{ storage: TStorage }>('/storages/', body)).storage,
  );
}

/** `PUT /storages/{id}` (admin). */
export function useUpdateStorage(id: string) {
  return useRefreshingMutation(
    REFRESHED_AFTER_CHANGE,
    async (body: TStorageUpdate) => (await api.put<{ storage: TStorage }>(storagePath(id), body)).storage,
  );
}

/** `DELETE /storages/{id}` (admin). */
export function useDeleteStorage() {
  return useRefreshingMutation(REFRESHED_AFTER_CHANGE, (id: string) =>
    api.delete<{ message: string }>(storagePath(id)),
  );
}
