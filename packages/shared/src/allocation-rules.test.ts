import { describe, expect, it } from 'vitest';
import { allocateUnits, type AllocationPlace } from './allocation-rules.js';

const place = (over: Partial<AllocationPlace>): AllocationPlace => ({
  batchId: null,
  batchCode: null,
  expiryDate: null,
  expired: false,
  storageUnitId: null,
  locationId: null,
  free: 0,
  ...over,
});

describe('allocateUnits', () => {
  const early = place({
    batchId: 'b1',
    batchCode: 'B1',
    expiryDate: '2027-01-31',
    storageUnitId: 'r2',
    locationId: 'A-02',
    free: 4,
  });
  const earlyLoose = place({ batchId: 'b1', batchCode: 'B1', expiryDate: '2027-01-31', free: 3 });
  const earlyRackA = place({
    batchId: 'b1',
    batchCode: 'B1',
    expiryDate: '2027-01-31',
    storageUnitId: 'r1',
    locationId: 'A-01',
    free: 2,
  });
  const late = place({
    batchId: 'b2',
    batchCode: 'B2',
    expiryDate: '2027-06-30',
    storageUnitId: 'r1',
    locationId: 'A-01',
    free: 10,
  });
  const undated = place({ batchId: 'b3', batchCode: 'B3', free: 10 });
  const unbatched = place({ free: 10 });

  it('takes the earliest expiry first, its racks by location, then its loose units', () => {
    const places = [late, earlyLoose, early, earlyRackA, unbatched, undated].map((p) => ({ ...p }));
    const result = allocateUnits(12, places, false);
    expect(result.takes.map((t) => [t.place.batchCode, t.place.locationId, t.quantity])).toEqual([
      ['B1', 'A-01', 2],
      ['B1', 'A-02', 4],
      ['B1', null, 3],
      ['B2', 'A-01', 3],
    ]);
    expect(result.short).toBe(0);
  });

  it('takes batches without a date after dated ones, and units without a batch last', () => {
    const places = [unbatched, undated, late].map((p) => ({ ...p }));
    const result = allocateUnits(25, places, false);
    expect(result.takes.map((t) => [t.place.batchCode, t.quantity])).toEqual([
      ['B2', 10],
      ['B3', 10],
      [null, 5],
    ]);
  });

  it('leaves expired batches alone unless allowed, and reports them', () => {
    const stale = place({ batchId: 'b0', batchCode: 'B0', expiryDate: '2020-01-01', expired: true, free: 5 });
    const refused = allocateUnits(8, [{ ...stale }, { ...late, free: 3 }], false);
    expect(refused.takes.map((t) => t.place.batchCode)).toEqual(['B2']);
    expect(refused.short).toBe(5);
    expect(refused.expiredLeft.map((p) => p.batchCode)).toEqual(['B0']);
    const allowed = allocateUnits(8, [{ ...stale }, { ...late, free: 3 }], true);
    expect(allowed.takes.map((t) => [t.place.batchCode, t.quantity])).toEqual([
      ['B2', 3],
      ['B0', 5],
    ]);
    expect(allowed.short).toBe(0);
  });

  it('lowers what each place has free, so a second line sees the rest', () => {
    const places = [{ ...late, free: 5 }];
    expect(allocateUnits(3, places, false).short).toBe(0);
    const second = allocateUnits(3, places, false);
    expect(second.takes[0]?.quantity).toBe(2);
    expect(second.short).toBe(1);
  });
});
