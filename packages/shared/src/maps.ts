import { z } from 'zod';
import { englishOf, message, type TKeyedMessage } from './messages/index.js';
import type { TransportMode } from './transport-enums.js';

/** A point as the API carries it: GeoJSON `[longitude, latitude]`. */
type PointLike = { coordinates: readonly [number, number] };

/** The Earth's mean radius in km (the haversine distance's sphere). */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle ("as the crow flies") distance between two points, in km. */
export function distanceKm(a: PointLike, b: PointLike): number {
  const [lon1, lat1] = a.coordinates;
  const [lon2, lat2] = b.coordinates;
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far along its route a transport is, 0 to 1: the share of the start-to-destination distance
 * already behind the current point (its distance still to go against the whole). Null without a
 * start, a current point or a destination, or when start and destination are the same place.
 */
export function routeProgress(
  start: PointLike | null | undefined,
  current: PointLike | null | undefined,
  destination: PointLike | null | undefined,
): number | null {
  if (!start || !current || !destination) return null;
  const whole = distanceKm(start, destination);
  if (whole < 0.001) return null;
  const toGo = distanceKm(current, destination);
  return Math.min(1, Math.max(0, 1 - toGo / whole));
}

/**
 * The fastest average speed, in km/h, a straight-line distance can be covered at by each mode,
 * door to door: a road trip's straight line is shorter than its road, and ships and planes wait
 * in ports. An ETA that needs more is impossible and is warned about.
 */
export const MAX_PLAUSIBLE_SPEED_KMH: Record<TransportMode, number> = {
  land: 90,
  ship: 60,
  air: 900,
};

/** A distance in km for people: one decimal under 10 km, whole km (Indian grouping) above. */
export function formatKm(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en-IN')} km`;
}

/** Hours and minutes for a duration in hours, by key: "45 min", "3 h 20 min", "26 h". */
function durationMessage(hours: number): TKeyedMessage {
  const minutes = Math.max(1, Math.round(hours * 60));
  if (minutes < 60) return message('map.minutes', { minutes });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h >= 10 || m === 0
    ? message('map.hours', { hours: h })
    : message('map.hoursMinutes', { hours: h, minutes: m });
}

/** What etaWarning looks at. */
interface EtaTrip {
  transportMode: TransportMode;
  eta: string | null;
  startLocation: PointLike | null;
  currentLocation: PointLike | null;
  destination: PointLike | null;
}

/** The warning of etaWarning in English (an answer's `etaWarning`, for API users), or null. */
export function etaWarning(transport: EtaTrip, now: Date = new Date()): string | null {
  const warning = etaWarningMessage(transport, now);
  return warning ? englishOf(warning) : null;
}

/**
 * A warning, by key (`map.etaImplausible`), when the ETA cannot be met by the mode: the distance
 * still to cover (from the current point, else the start, to the destination) over the time left
 * needs a speed above the mode's plausible maximum. Null when it can be met, when the ETA has
 * passed, or when there is no ETA, destination or point to start from. `now` is injectable for tests.
 */
export function etaWarningMessage(
  transport: EtaTrip,
  now: Date = new Date(),
): TKeyedMessage<'map.etaImplausible'> | null {
  const from = transport.currentLocation ?? transport.startLocation;
  if (!transport.eta || !from || !transport.destination) return null;
  const km = distanceKm(from, transport.destination);
  if (km < 1) return null;
  const hours = (new Date(transport.eta).getTime() - now.getTime()) / 3_600_000;
  if (hours <= 0) return null; // a passed ETA is the missed-ETA alert's business
  const maxSpeed = MAX_PLAUSIBLE_SPEED_KMH[transport.transportMode];
  const speed = km / hours;
  if (speed <= maxSpeed) return null;
  return message('map.etaImplausible', {
    distance: formatKm(km),
    mode: transport.transportMode,
    duration: [durationMessage(hours)],
    speed: Math.round(speed),
    max: maxSpeed,
  });
}

/** The tiles the maps draw on (GET /map/config): a URL template with {z}/{x}/{y}, or none. */
export const zMapConfigSchema = z.object({
  /** e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; null draws markers on a plain background. */
  tileUrl: z.string().nullable(),
  /** The tile provider's credit, shown in the map's corner (HTML allowed by Leaflet: plain text here). */
  attribution: z.string(),
  maxZoom: z.number(),
});
export type TMapConfig = z.infer<typeof zMapConfigSchema>;

/** OpenStreetMap's standard tiles: the default MAP_TILE_URL. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
export const MAP_MAX_ZOOM = 19;

/** Where a map with nothing on it looks: India. */
export const MAP_DEFAULT_VIEW = { center: [22.5, 79] as [number, number], zoom: 4 };
