import { useQuery } from '@tanstack/react-query';
import type { TStorageList } from '@godown/shared';
import { api } from './client';
import { listParams } from './list-query';
import { storageKeys } from './query-keys';

/**
 * The storage units of one inventory a picker lists at most (a count of one of them, a return's
 * quarantine rack): the list endpoint pages; an inventory with more is searched on the Storage
 * screen instead.
 */
export const STORAGE_UNIT_CHOICES_MAX = 100;

/**
 * The storage units of an inventory (`GET /storages/?inventory=&limit=100`), for a count of one of
 * them or a return's quarantine rack; nothing is fetched until an inventory is chosen. Kept under the storage units' root, so a
 * unit added or renamed refreshes it.
 */
export function useInventoryStorageUnitsQuery(inventoryId: string | null) {
  return useQuery({
    queryKey: storageKeys.ofInventory(inventoryId ?? ''),
    queryFn: async ({ signal }) => {
      const query = listParams('', 1, STORAGE_UNIT_CHOICES_MAX);
      query.set('inventory', inventoryId ?? '');
      const { storages, total } = await api.get<TStorageList>(`/storages/?${query.toString()}`, { signal });
      return { storages, total };
    },
    enabled: inventoryId !== null,
  });
}
