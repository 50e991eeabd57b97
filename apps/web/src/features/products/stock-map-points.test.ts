import { describe, expect, it } from 'vitest';
import { cachedInventoryPoints } from './stock-map-points';

const point = (longitude: number, latitude: number) => ({
  type: 'Point',
  coordinates: [longitude, latitude],
});

describe('cachedInventoryPoints', () => {
  it('finds inventories in cached lists and in cached inventory pages', () => {
    const points = cachedInventoryPoints([
      {
        data: {
          inventories: [
            { _id: 'a', name: 'A', inventoryLocation: point(73.85, 18.52) },
            { _id: 'b', name: 'B', inventoryLocation: point(77.2, 28.6) },
          ],
          total: 2,
        },
        isInvalidated: false,
      },
      {
        data: { _id: 'c', name: 'C', inventoryLocation: point(80.27, 13.08), products: [] },
        isInvalidated: false,
      },
      { data: [{ value: 'd', label: 'D', point: point(72.88, 19.08) }], isInvalidated: false },
    ]);
    expect([...points.keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(points.get('c')?.coordinates).toEqual([80.27, 13.08]);
  });

  it('leaves out data a change has made out of date, and anything that is not an inventory', () => {
    const points = cachedInventoryPoints([
      { data: { _id: 'a', inventoryLocation: point(73.85, 18.52) }, isInvalidated: true },
      { data: { weight: { used: 1, total: 2, percent: 50 } }, isInvalidated: false },
      { data: [{ value: 'x', label: 'X' }], isInvalidated: false },
      { data: undefined, isInvalidated: false },
      { data: { _id: 'b', inventoryLocation: { coordinates: ['1', 2] } }, isInvalidated: false },
    ]);
    expect(points.size).toBe(0);
  });
});
