import { useQuery } from '@tanstack/react-query';
import type { TMapConfig } from '@godown/shared';
import { api } from '../../api/client';

/**
 * The cache key of the tile settings. Nothing in the app changes them (they are the server's
 * MAP_TILE_URL), so no change refreshes them and they live outside api/query-keys.ts's roots.
 */
const MAP_CONFIG_KEY = ['map-config'] as const;

/** No tiles: what a map draws on until the settings arrive, or when they cannot be fetched. */
export const NO_TILES: TMapConfig = { tileUrl: null, attribution: '', maxZoom: 18 };

/** The tiles every map draws on (`GET /map/config`, public), fetched once per visit. */
export function useMapConfig(): TMapConfig {
  const config = useQuery({
    queryKey: MAP_CONFIG_KEY,
    queryFn: ({ signal }) => api.get<TMapConfig>('/map/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return config.data ?? NO_TILES;
}
