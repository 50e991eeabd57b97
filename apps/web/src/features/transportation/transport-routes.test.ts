import { describe, expect, it } from 'vitest';
import type { TTransport } from '@godown/shared';
import { distanceText, navigationUrl, transportLayers } from './transport-routes';

const point = (longitude: number, latitude: number) => ({
  type: 'Point' as const,
  coordinates: [longitude, latitude] as [number, number],
});

const base = {
  id: 't1',
  packageId: 'PKG-1',
  status: 'in_transit',
  startLocation: point(72.88, 19.08),
  currentLocation: point(73.37, 18.8),
  destination: point(73.86, 18.52),
  sourceInventory: null,
  destinationInventory: null,
  distanceKm: 120.4,
  progress: 0.52,
} as unknown as TTransport;

describe('transportLayers', () => {
  it('draws the start and destination, the current point between them, and the route through all three', () => {
    const { markers, lines } = transportLayers(base);
    expect(markers.map((m) => m.id)).toEqual(['t1:start', 't1:destination', 't1:current']);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.points).toEqual([base.startLocation, base.currentLocation, base.destination]);
    expect(lines[0]!.isDashed).toBe(false);
  });

  it('leaves the current point out when it is the start (not left yet) and dashes a pending route', () => {
    const pending = { ...base, status: 'pending', currentLocation: base.startLocation } as TTransport;
    const { markers, lines } = transportLayers(pending);
    expect(markers.map((m) => m.id)).toEqual(['t1:start', 't1:destination']);
    expect(lines[0]!.points).toHaveLength(2);
    expect(lines[0]!.isDashed).toBe(true);
  });

  it('draws no line with a single point', () => {
    const lone = { ...base, startLocation: null, currentLocation: null } as TTransport;
    expect(transportLayers(lone).lines).toEqual([]);
  });
});

describe('distanceText and navigationUrl', () => {
  it('says the distance, and the progress once under way', () => {
    expect(distanceText(base)).toBe('120 km, 52% of the way');
    expect(distanceText({ ...base, status: 'pending' })).toBe('120 km');
    expect(distanceText({ ...base, distanceKm: 4.25 })).toBe('4.3 km, 52% of the way');
    expect(distanceText({ ...base, distanceKm: null })).toBeNull();
  });

  it('opens directions to latitude,longitude', () => {
    expect(navigationUrl(point(73.86, 18.52))).toContain('destination=18.52,73.86');
  });
});
