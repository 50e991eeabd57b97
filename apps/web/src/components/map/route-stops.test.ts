import { describe, expect, it } from 'vitest';
import { MARKER_COLORS } from './map-colors';
import { routeContext, type RouteStop } from './route-stops';

const stops: RouteStop[] = [
  { id: 'start', name: 'Start point', latitude: 18.52, longitude: 73.85 },
  { id: 'current', name: 'Current point', latitude: '', longitude: '' },
  { id: 'destination', name: 'Destination point', latitude: '28.61', longitude: '77.2' },
];

describe('routeContext', () => {
  it('draws the other stops with a point, in GeoJSON order', () => {
    const { markers } = routeContext(stops, 'destination');
    expect(markers).toEqual([
      {
        id: 'start',
        point: { coordinates: [73.85, 18.52] },
        color: MARKER_COLORS.other,
        title: 'Start point',
      },
    ]);
  });

  it('draws the route through every stop that has a point, the picked one included', () => {
    const { lines } = routeContext(stops, 'start');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.points.map((point) => point.coordinates)).toEqual([
      [73.85, 18.52],
      [77.2, 28.61],
    ]);
    expect(routeContext(stops.slice(0, 2), 'start').lines).toEqual([]);
  });
});
