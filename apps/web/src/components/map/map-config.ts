import { useQuery } from '@tanstack/react-query';
import type { TMapConfig } from '@godown/shared';
import { api } from '../../api/client';
import { mapKeys } from '../../api/query-keys';

/** No tiles: what a map draws on until the settings arrive, or when they cannot be fetched. */
export const NO_TILES: TMapConfig = { tileUrl: null, attribution: '', maxZoom: 18 };

/** The tiles every map draws on (`GET /map/config`, public), fetched once per visit. */
export function useMapConfig(): TMapConfig {
  const config = useQuery({
    queryKey: mapKeys.config(),
    queryFn: ({ signal }) => api.get<TMapConfig>('/map/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return config.data ?? NO_TILES;
}
