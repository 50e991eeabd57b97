import type { GeoPointLike } from '../../components/map/map-points';

// Where the inventories holding a product are. The product's stock list names each inventory but
// not its point, so the points come from inventories already in the cache (a list page or an
// inventory's page seen before), and the rest from each inventory's own page (GET /inventory/{id}).

/** What the query cache holds for one inventory query: its data, and whether it is out of date. */
export interface CachedInventoryData {
  data: unknown;
  isInvalidated: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isPoint(value: unknown): value is GeoPointLike {
  return (
    isObject(value) &&
    Array.isArray(value.coordinates) &&
    value.coordinates.length === 2 &&
    value.coordinates.every((n) => typeof n === 'number')
  );
}

/** An inventory (a summary, a detail, or a picker's option): its id and point, if `value` is one. */
function inventoryPoint(value: unknown): [string, GeoPointLike] | null {
  if (!isObject(value)) return null;
  if (typeof value._id === 'string' && isPoint(value.inventoryLocation))
    return [value._id, value.inventoryLocation];
  if (typeof value.value === 'string' && isPoint(value.point)) return [value.value, value.point];
  return null;
}

/**
 * The points of the inventories the cache already holds, by id: from the lists (`{ inventories }`),
 * the inventory pickers' options and the inventories' own pages. Data a change has made out of date is left out (an edited
 * inventory may have moved).
 */
export function cachedInventoryPoints(entries: readonly CachedInventoryData[]): Map<string, GeoPointLike> {
  const points = new Map<string, GeoPointLike>();
  for (const { data, isInvalidated } of entries) {
    if (isInvalidated) continue;
    let found: unknown[] = [data];
    if (Array.isArray(data)) found = data;
    else if (isObject(data) && Array.isArray(data.inventories)) found = data.inventories;
    for (const item of found) {
      const entry = inventoryPoint(item);
      if (entry) points.set(...entry);
    }
  }
  return points;
}

/** At most this many inventories' pages are fetched for one product's map. */
export const STOCK_MAP_FETCH_LIMIT = 50;
