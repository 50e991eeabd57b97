import { MAP_DEFAULT_VIEW } from '@godown/shared';
import { COORDINATE_DECIMALS, isBlank, type NumberField } from '../../lib/form-numbers';

// The API carries points as GeoJSON, [longitude, latitude]; Leaflet takes [latitude, longitude].
// Every conversion between the two goes through this file, so the order is decided once.

/** A point as the API carries it: GeoJSON `[longitude, latitude]`. */
export interface GeoPointLike {
  coordinates: readonly [number, number];
}

/** A point as Leaflet takes it: `[latitude, longitude]`. */
export type LatLngPair = [number, number];

/** A point as the forms hold it: latitude and longitude in degrees. */
export interface PickedPoint {
  latitude: number;
  longitude: number;
}

/** Leaflet's `[latitude, longitude]` of a GeoJSON point. */
export function toLatLng(point: GeoPointLike): LatLngPair {
  const [longitude, latitude] = point.coordinates;
  return [latitude, longitude];
}

const SCALE = 10 ** COORDINATE_DECIMALS;

/** A coordinate rounded to the decimals the forms take (6: about 10 cm). */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * SCALE) / SCALE;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The point a click on the map picks: rounded, and the longitude brought back into -180..180 (a map
 * scrolled sideways past the date line shows the world again, at longitudes beyond 180).
 */
export function pickedPoint(latitude: number, longitude: number): PickedPoint {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return {
    latitude: roundCoordinate(Math.min(90, Math.max(-90, latitude))),
    longitude: roundCoordinate(longitude === 180 ? 180 : wrapped),
  };
}

/** The point two number inputs hold, or null while either is empty or out of range. */
export function pointOfFields(latitude: NumberField, longitude: NumberField): LatLngPair | null {
  if (isBlank(latitude) || isBlank(longitude)) return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}

/** True when the inputs already hold this point (to the decimals the forms keep). */
export function isSamePoint(a: LatLngPair | null, b: LatLngPair | null): boolean {
  if (!a || !b) return false;
  return roundCoordinate(a[0]) === roundCoordinate(b[0]) && roundCoordinate(a[1]) === roundCoordinate(b[1]);
}

/** Where a map looks: a centre and zoom, or a box to fit. */
export type MapView = { center: LatLngPair; zoom: number } | { bounds: [LatLngPair, LatLngPair] };

/** The zoom a map with one point shows it at: a city and its surroundings. */
export const SINGLE_POINT_ZOOM = 11;

/**
 * The view that shows every point: India when there are none, a city around a lone point (or
 * several at the same place), else the box from the south-west to the north-east corner.
 */
export function viewOf(points: readonly LatLngPair[], singleZoom = SINGLE_POINT_ZOOM): MapView {
  const [first] = points;
  if (!first) return { center: MAP_DEFAULT_VIEW.center, zoom: MAP_DEFAULT_VIEW.zoom };
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  if (south === north && west === east) return { center: first, zoom: singleZoom };
  return {
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** A stable text of a list of points: a view is fitted again only when it changes. */
export function pointsKey(points: readonly LatLngPair[]): string {
  return points.map(([lat, lng]) => `${lat},${lng}`).join(';');
}

/** The points back from {@link pointsKey}. */
export function pointsOfKey(key: string): LatLngPair[] {
  if (key === '') return [];
  return key.split(';').map((pair) => {
    const [lat = 0, lng = 0] = pair.split(',').map(Number);
    return [lat, lng];
  });
}
