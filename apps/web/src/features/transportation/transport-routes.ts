import {
  formatCoordinates,
  formatKm,
  formatNumber,
  transportPlace,
  type TransportStatus,
  type TTransport,
} from '@godown/shared';
import { STATUS_MAP_COLORS } from '../../components/map/map-colors';
import type { MapLine, MapMarker } from '../../components/map/map-types';
import { transportStatusLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';

// A transport on a map: its start, where it is now and its destination as markers, and its route
// start -> current -> destination as a line, coloured by status (the list's badges agree).

/** The legend of a map of transports: one entry per status shown. */
export function statusLegend(statuses: readonly TransportStatus[]) {
  return [...new Set(statuses)].map((status) => ({
    color: STATUS_MAP_COLORS[status].color,
    label: transportStatusLabel(status),
  }));
}

/** Whether the current point is a stop of its own (not the start, not the destination). */
function isBetween(transport: TTransport): boolean {
  const current = transport.currentLocation?.coordinates;
  if (!current) return false;
  const same = (other: { coordinates: readonly [number, number] } | null) =>
    other !== null && other.coordinates[0] === current[0] && other.coordinates[1] === current[1];
  return !same(transport.startLocation) && !same(transport.destination);
}

/** The markers and line of one transport; `popup` builds what a click on its current point shows. */
export function transportLayers(
  transport: TTransport,
  popup?: (transport: TTransport) => MapMarker['popup'],
): { markers: MapMarker[]; lines: MapLine[] } {
  const { color, rank } = STATUS_MAP_COLORS[transport.status];
  const name = transport.packageId;
  const markers: MapMarker[] = [];
  if (transport.startLocation) {
    markers.push({
      id: `${transport.id}:start`,
      point: transport.startLocation,
      color,
      shape: 'square',
      rank,
      title: m.transportation_marker_from({
        packageId: name,
        place: transportPlace(transport.sourceInventory, transport.startLocation),
      }),
    });
  }
  if (transport.destination) {
    markers.push({
      id: `${transport.id}:destination`,
      point: transport.destination,
      color,
      shape: 'square',
      rank,
      title: m.transportation_marker_to({
        packageId: name,
        place: transportPlace(transport.destinationInventory, transport.destination),
      }),
    });
  }
  if (transport.currentLocation && isBetween(transport)) {
    markers.push({
      id: `${transport.id}:current`,
      point: transport.currentLocation,
      color,
      rank: rank + 10,
      title: m.transportation_marker_now_at({
        packageId: name,
        coordinates: formatCoordinates(transport.currentLocation) ?? '',
        status: transportStatusLabel(transport.status),
      }),
      popup: popup?.(transport),
    });
  }
  const route = [
    transport.startLocation,
    isBetween(transport) ? transport.currentLocation : null,
    transport.destination,
  ].filter((point) => point !== null);
  const lines: MapLine[] =
    route.length > 1
      ? [
          {
            id: `${transport.id}:route`,
            points: route,
            color,
            isDashed: transport.status === 'pending' || transport.status === 'cancelled',
          },
        ]
      : [];
  return { markers, lines };
}

/** Every transport's markers and lines, for one map. */
export function transportsLayers(
  transports: readonly TTransport[],
  popup?: (transport: TTransport) => MapMarker['popup'],
): { markers: MapMarker[]; lines: MapLine[] } {
  const layers = transports.map((transport) => transportLayers(transport, popup));
  return { markers: layers.flatMap((l) => l.markers), lines: layers.flatMap((l) => l.lines) };
}

/** "120 km, 45% of the way": a transport's straight-line distance and progress, or null without points. */
export function distanceText(
  transport: Pick<TTransport, 'distanceKm' | 'progress' | 'status'>,
): string | null {
  if (transport.distanceKm === null) return null;
  const km = formatKm(transport.distanceKm);
  if (transport.progress === null || transport.status === 'pending' || transport.status === 'cancelled')
    return km;
  return m.transportation_distance_progress({
    distance: km,
    percent: formatNumber(Math.round(transport.progress * 100), 0),
  });
}

/** A link that opens turn-by-turn directions to a point in the phone's maps app (or Google Maps on the web). */
export function navigationUrl(point: { coordinates: readonly [number, number] }): string {
  const [longitude, latitude] = point.coordinates;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}&travelmode=driving`;
}
