import type { TInventorySummary } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { FILL_LEVELS } from '../../components/map/map-colors';
import { inventoryFill, inventoryMapCaption, inventoryMarker } from './inventory-map-points';

const inventory = (overrides: Partial<TInventorySummary> = {}): TInventorySummary => ({
  _id: 'inv-1',
  id: 'inv-1',
  name: 'Pune Central',
  location: 'Hadapsar, Pune',
  description: null,
  totalCapacity: 100,
  totalVolume: 10,
  capacityOccupied: 0,
  volumeOccupied: 0,
  inventoryLocation: { type: 'Point', coordinates: [73.856743, 18.52043] },
  registrationId: null,
  addressLine: null,
  pinCode: null,
  productCount: 0,
  storageCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('inventoryFill', () => {
  it('is the weight and volume used against the totals, 0 where a total is 0', () => {
    expect(inventoryFill(inventory({ capacityOccupied: 25, volumeOccupied: 9.5 }))).toEqual({
      weight: 25,
      volume: 95,
    });
    expect(inventoryFill(inventory({ totalCapacity: 0, capacityOccupied: 5 })).weight).toBe(0);
  });
});

describe('inventoryMarker', () => {
  it('colours the marker by the fuller of weight and volume', () => {
    expect(inventoryMarker(inventory({ capacityOccupied: 10, volumeOccupied: 1 })).color).toBe(
      FILL_LEVELS.roomy.color,
    );
    expect(inventoryMarker(inventory({ capacityOccupied: 10, volumeOccupied: 7.5 })).color).toBe(
      FILL_LEVELS.filling.color,
    );
    expect(inventoryMarker(inventory({ capacityOccupied: 95, volumeOccupied: 1 })).color).toBe(
      FILL_LEVELS.full.color,
    );
  });

  it('keeps the GeoJSON point and names the marker with how full it is', () => {
    const marker = inventoryMarker(inventory({ capacityOccupied: 64, volumeOccupied: 1.25 }));
    expect(marker.point.coordinates).toEqual([73.856743, 18.52043]);
    expect(marker.title).toBe('Pune Central, 64.0% full (weight 64.0%, volume 12.5%)');
  });
});

describe('inventoryMapCaption', () => {
  it('says when the map shows only the page the list is on', () => {
    expect(inventoryMapCaption(25, 40, '')).toBe('Showing the 25 warehouses of this page (40 in all).');
    expect(inventoryMapCaption(25, 1200, 'pune')).toBe(
      'Showing the 25 warehouses of this page (1,200 match "pune").',
    );
  });

  it('says when it shows them all, or none', () => {
    expect(inventoryMapCaption(3, 3, '')).toBe('Showing all 3 warehouses.');
    expect(inventoryMapCaption(1, 1, 'pune')).toBe('Showing the 1 warehouse matching "pune".');
    expect(inventoryMapCaption(0, 0, 'x')).toBe('No warehouses match "x".');
  });
});
