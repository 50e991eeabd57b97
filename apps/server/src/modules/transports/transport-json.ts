import { sql, type SQL } from 'drizzle-orm';
import {
  distanceKm,
  englishOf,
  etaWarningMessage,
  geoPointOrNull,
  routeProgress,
  type TGeoPoint,
  type TransportMode,
  type TransportStatus,
  type TTransport,
} from '@godown/shared';
import { isoTime, jsonValue } from '../../db/json.js';
import { batches, products, transportBatches, transportLines, transports } from '../../db/schema.js';
import { unitVolumeSql, unitWeightSql } from '../stock/placements.js';

// A transport's JSON as PostgreSQL writes it: the transports lists' rows go from the database to
// the response as text, with no row objects to map or serialise in Node
// (docs/performance.md#sorted-lists). The transport's fields are one list (transportAnswer in
// transport-read-model.ts); its lines are written by PostgreSQL on both paths (lineJson). Only what
// depends on the clock or on the map's arithmetic (distance, progress, the ETA warning) is added in
// Node, after the other keys, by the same function on both paths (routeFigures).

/**
 * One product line of transport `transportId`, `l` joined with its product `p`, as toTransport's
 * `products` entries: weight and volume of the line, its batches by expiry (none last), then code.
 */
export const lineJson: SQL = jsonValue([
  ['product', sql`l.product_id`],
  ['productName', sql`p.product_name`],
  ['sku', sql`p.sku`],
  ['quantity', sql`l.quantity`],
  ['price', sql`p.price::float8`],
  ['weight', sql`(${unitWeightSql} * l.quantity)::float8`],
  ['volume', sql`round(${unitVolumeSql} * l.quantity, 6)::float8`],
  [
    'batches',
    sql`coalesce((
      select json_agg(json_build_object('batch', json_build_object('id', b.id, 'code', b.code, 'expiryDate', b.expiry_date),
                                        'quantity', tb.quantity)
                      order by b.expiry_date nulls last, b.code)
      from ${transportBatches} tb join ${batches} b on b.id = tb.batch_id
      where tb.transport_id = l.transport_id and tb.product_id = l.product_id), '[]'::json)`,
  ],
]);

/** The lines of the transport in scope, by product name, as one JSON array. */
export const linesArray = sql`coalesce((
  select json_agg(${lineJson} order by p.product_name, p.id)
  from ${transportLines} l join ${products} p on p.id = l.product_id
  where l.transport_id = ${transports.id}), '[]'::json)`;

/** What finishTransportJson reads beside the text: the status, mode, ETA and the three points. */
export const transportGeoColumns = {
  status: transports.status,
  mode: transports.transportMode,
  eta: isoTime(transports.eta),
  startLongitude: transports.startLongitude,
  startLatitude: transports.startLatitude,
  currentLongitude: transports.currentLongitude,
  currentLatitude: transports.currentLatitude,
  destinationLongitude: transports.destinationLongitude,
  destinationLatitude: transports.destinationLatitude,
};

export interface TransportJsonRow {
  json: string;
  status: TransportStatus;
  mode: TransportMode;
  eta: string | null;
  startLongitude: number | null;
  startLatitude: number | null;
  currentLongitude: number | null;
  currentLatitude: number | null;
  destinationLongitude: number | null;
  destinationLatitude: number | null;
}

/** Where a transport stands on its route, as toTransport and finishTransportJson both show it. */
export function routeFigures(
  t: {
    status: TransportStatus;
    transportMode: TransportMode;
    eta: string | null;
    start: TGeoPoint | null;
    current: TGeoPoint | null;
    destination: TGeoPoint | null;
  },
  now = new Date(),
): Pick<TTransport, 'distanceKm' | 'progress' | 'etaWarning' | 'etaWarningMessage'> {
  const { start, current, destination } = t;
  const open = t.status !== 'delivered' && t.status !== 'cancelled';
  const warning = open
    ? etaWarningMessage(
        {
          transportMode: t.transportMode,
          eta: t.eta,
          startLocation: start,
          currentLocation: current,
          destination,
        },
        now,
      )
    : null;
  return {
    distanceKm: start && destination ? Math.round(distanceKm(start, destination) * 10) / 10 : null,
    progress:
      t.status === 'delivered' && start && destination ? 1 : routeProgress(start, current, destination),
    etaWarning: warning ? englishOf(warning) : null,
    etaWarningMessage: warning,
  };
}

/** A row's JSON with its distance, progress and ETA warning added, on the clock of this request. */
export function finishTransportJson(row: TransportJsonRow, now = new Date()): string {
  const figures = routeFigures(
    {
      status: row.status,
      transportMode: row.mode,
      eta: row.eta,
      start: geoPointOrNull(row.startLongitude, row.startLatitude),
      current: geoPointOrNull(row.currentLongitude, row.currentLatitude),
      destination: geoPointOrNull(row.destinationLongitude, row.destinationLatitude),
    },
    now,
  );
  // The four keys are toTransport's too: the object's text, its closing brace replaced.
  return `${row.json.slice(0, -1)},${JSON.stringify(figures).slice(1)}`;
}
