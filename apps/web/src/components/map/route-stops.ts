import type { NumberField } from '../../lib/form-numbers';
import { MARKER_COLORS } from './map-colors';
import { pointOfFields, type GeoPointLike } from './map-points';
import type { MapLine, MapMarker } from './map-types';

/** One stop of a route a form is filling in (a transport's start, current point, destination). */
export interface RouteStop {
  id: string;
  /** "Start point". */
  name: string;
  latitude: NumberField;
  longitude: NumberField;
}

/**
 * What a picker of one stop draws besides its own point: the route's other stops that have a point
 * (grey), and the route through every stop that has one, in order.
 */
export function routeContext(
  stops: readonly RouteStop[],
  pickedId: string,
): { markers: MapMarker[]; lines: MapLine[] } {
  const placed = stops.flatMap((stop) => {
    const point = pointOfFields(stop.latitude, stop.longitude);
    return point ? [{ stop, point: { coordinates: [point[1], point[0]] } as GeoPointLike }] : [];
  });
  const markers = placed
    .filter(({ stop }) => stop.id !== pickedId)
    .map(({ stop, point }) => ({ id: stop.id, point, color: MARKER_COLORS.other, title: stop.name }));
  const lines =
    placed.length > 1
      ? [
          {
            id: 'route',
            points: placed.map(({ point }) => point),
            color: MARKER_COLORS.other,
            isDashed: true,
          },
        ]
      : [];
  return { markers, lines };
}
