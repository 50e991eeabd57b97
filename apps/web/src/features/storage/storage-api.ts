import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TStorage,
  type TStorageCreate,
  type TStorageList,
  type TStorageUnitStock,
  type TStorageUpdate,
  type SortColumn,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { refreshedBy, storageKeys } from '../../api/query-keys';

/** `/storages/{id}`. */
const storagePath = (id: string) => `/storages/${encodeURIComponent(id)}`;

/** Units matching `search` (name, location, type), a page at a time, with totals for the stat cards. */
export function useStorageList(search: string, page: number, sort: SortQuery<SortColumn<'storages'>> = {}) {
  return useQuery({
    queryKey: storageKeys.list(search, page, sort),
    queryFn: ({ signal }) =>
      api.get<TStorageList>(`/storages/?${listParams(search, page, undefined, sort).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /storages/`. */
export function useCreateStorage() {
  return useRefreshingMutation(
    refreshedBy.storages,
    async (body: TStorageCreate) => (await api.post<{ storage: TStorage }>('/storages/', body)).storage,
  );
}

/** `PUT /storages/{id}` (admin). */
export function useUpdateStorage(id: string) {
  return useRefreshingMutation(
    refreshedBy.storages,
    async (body: TStorageUpdate) => (await api.put<{ storage: TStorage }>(storagePath(id), body)).storage,
  );
}

/** `DELETE /storages/{id}` (admin). */
export function useDeleteStorage() {
  return useRefreshingMutation(refreshedBy.storages, (id: string) =>
    api.delete<{ message: string }>(storagePath(id)),
  );
}

/** One storage unit (`GET /storages/{id}`). */
export function useStorageQuery(id: string) {
  return useQuery({
    queryKey: storageKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ storage: TStorage }>(storagePath(id), { signal })).storage,
  });
}

/** What a storage unit holds, by product and batch (`GET /storages/{id}/stock`). */
export function useStorageStockQuery(id: string) {
  return useQuery({
    queryKey: storageKeys.stock(id),
    queryFn: ({ signal }) => api.get<TStorageUnitStock>(`${storagePath(id)}/stock`, { signal }),
  });
}
