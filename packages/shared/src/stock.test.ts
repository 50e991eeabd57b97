import { englishOfRule } from './messages/index.js';
import { describe, expect, it } from 'vitest';
import { formatNumber, volumeFromDimensions } from './format.js';
import { geoPointOrNull, zGeoPointSchema, zRequiredGeoPointSchema } from './geo.js';
import { zInventoryCreateSchema } from './inventories.js';
import { zDateSchema, zProductCreateSchema, zProductUpdateSchema } from './products.js';
import { zStorageCreateSchema } from './storages.js';

describe('stock formatters', () => {
  it('computes m³ from cm dimensions, 0 when a side is missing', () => {
    expect(volumeFromDimensions({ length: 100, width: 50, height: 20 })).toBe(0.1);
    expect(volumeFromDimensions({ length: 100, width: 50, height: null })).toBe(0);
    expect(volumeFromDimensions(null)).toBe(0);
  });

  it('groups plain numbers the Indian way', () => {
    expect(formatNumber(1234567.891)).toBe('12,34,567.89');
    expect(formatNumber('abc')).toBe('0');
  });
});

describe('stock schemas', () => {
  it('reads GeoJSON points as [longitude, latitude] with range checks', () => {
    expect(zGeoPointSchema.safeParse({ type: 'Point', coordinates: [77.59, 12.97] }).success).toBe(true);
    expect(zGeoPointSchema.safeParse({ type: 'Point', coordinates: [12.97, 91] }).success).toBe(false);
    expect(zGeoPointSchema.safeParse({ type: 'Point', coordinates: [-181, 0] }).success).toBe(false);
    const missing = zRequiredGeoPointSchema('Where is it?').safeParse(undefined);
    expect(englishOfRule(missing.error?.issues[0]?.message ?? '')).toBe('Where is it?');
    expect(geoPointOrNull(null, 3)).toBeNull();
  });

  it('takes dates as YYYY-MM-DD, cutting a date-time to its date and refusing impossible days', () => {
    expect(zDateSchema.parse('2026-02-28')).toBe('2026-02-28');
    expect(zDateSchema.parse('2026-02-28T10:00:00Z')).toBe('2026-02-28');
    expect(zDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(zDateSchema.safeParse('1800-01-01').success).toBe(false);
  });

  it('trims product text and orders the dates', () => {
    expect(zProductCreateSchema.parse({ productName: '  Dal  ' }).productName).toBe('Dal');
    const reversed = zProductCreateSchema.safeParse({
      productName: 'Dal',
      mfgDate: '2026-02-02',
      expiryDate: '2026-02-01',
    });
    expect(englishOfRule(reversed.error?.issues[0]?.message ?? '')).toBe('Expiry date cannot be before the manufacturing date');
    expect(zProductUpdateSchema.safeParse({ description: null }).success).toBe(true);
  });

  it('requires the inventory location and the storage form fields', () => {
    const inventory = zInventoryCreateSchema.safeParse({ name: 'Hub' });
    expect(inventory.error?.issues.map((i) => englishOfRule(i.message))).toEqual(['Latitude and longitude are required']);
    const storage = zStorageCreateSchema.safeParse({});
    expect(storage.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'dimensions',
      'holdingCapacity',
      'inventory',
      'locationId',
    ]);
  });
});
