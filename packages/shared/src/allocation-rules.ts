// Allocation (docs/domain.md#picking-shipping-and-returns): which places a line's held units are
// picked from. A place is a batch (or the units without one) in a rack (or loose in the warehouse),
// with the units no other open allocation claims.

/** Units of one product in one place of a warehouse, free to allocate. */
export interface AllocationPlace {
  batchId: string | null;
  batchCode: string | null;
  expiryDate: string | null;
  expired: boolean;
  storageUnitId: string | null;
  /** The rack's location ID, the order a picker walks them in. */
  locationId: string | null;
  free: number;
}

export interface PlaceTake {
  place: AllocationPlace;
  quantity: number;
}

export interface AllocationResult {
  takes: PlaceTake[];
  /** Units no place could give. */
  short: number;
  /** Expired places that hold units, left alone (an admin may allocate them with a reason). */
  expiredLeft: AllocationPlace[];
}

const LAST_DAY = '9999-12-31';

/**
 * The order places are allocated in: batches by expiry date (first-expiry-first-out; batches without
 * a date after those with one, then by code), the units without a batch after every batch; within
 * one batch the racks by location ID, then the loose units.
 */
export function placeOrder(a: AllocationPlace, b: AllocationPlace): number {
  const batched = Number(a.batchId === null) - Number(b.batchId === null);
  if (batched !== 0) return batched;
  const expiry = (a.expiryDate ?? LAST_DAY).localeCompare(b.expiryDate ?? LAST_DAY);
  if (expiry !== 0) return expiry;
  const code = (a.batchCode ?? '').localeCompare(b.batchCode ?? '');
  if (code !== 0) return code;
  const loose = Number(a.storageUnitId === null) - Number(b.storageUnitId === null);
  if (loose !== 0) return loose;
  return (a.locationId ?? '').localeCompare(b.locationId ?? '');
}

/**
 * Allocates `need` units over the places, first-expiry-first-out; expired batches are taken only
 * with `allowExpired` (after every other place), else they are reported in `expiredLeft`. Takes
 * whole units and never more than a place has free; lowers each place's `free` by what it gave, so
 * the next line of the same product sees what is left.
 */
export function allocateUnits(
  need: number,
  places: AllocationPlace[],
  allowExpired: boolean,
): AllocationResult {
  const sorted = [...places].sort(placeOrder);
  const takes: PlaceTake[] = [];
  let left = need;
  const takeFrom = (candidates: AllocationPlace[]) => {
    for (const place of candidates) {
      if (left === 0) return;
      const n = Math.min(left, place.free);
      if (n <= 0) continue;
      takes.push({ place, quantity: n });
      place.free -= n;
      left -= n;
    }
  };
  takeFrom(sorted.filter((p) => !p.expired));
  if (allowExpired) takeFrom(sorted.filter((p) => p.expired));
  const expiredLeft = allowExpired ? [] : sorted.filter((p) => p.expired && p.free > 0);
  return { takes, short: left, expiredLeft };
}
