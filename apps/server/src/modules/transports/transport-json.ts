import { sql, type SQL } from 'drizzle-orm';
import {
  distanceKm,
  etaWarning,
  geoPointOrNull,
  routeProgress,
  type TGeoPoint,
  type TransportMode,
  type TransportStatus,
  type TTransport,
} from '@godown/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoTime, jsonValue } from '../../db/json.js';
import {
  batches,
  deliveryProofs,
  products,
  transportBatches,
  transportLines,
  transports,
} from '../../db/schema.js';
import { unitVolumeSql, unitWeightSql } from '../stock/placements.js';

// A transport as the API shows it (toTransport in transport-read-model.ts), written as JSON by
// PostgreSQL: the transports lists' rows go from the database to the response as text, with no row
// objects to map or serialise in Node (docs/performance.md#sorted-lists). Only what depends on the
// clock or on the map's arithmetic (distance, progress, the ETA warning) is added in Node, by the
// same functions as toTransport's. A test compares the text with toTransport for every kind of value.

/** `{ _id, id, name }` of a joined row, or null when the join found none. */
const namedRef = (id: AnyPgColumn, name: AnyPgColumn) =>
  sql`case when ${id} is not null then json_build_object('_id', ${id}, 'id', ${id}, 'name', ${name}) end`;

/** A GeoJSON point from two nullable columns, null when either is missing (geoPointOrNull). */
const point = (longitude: AnyPgColumn, latitude: AnyPgColumn) =>
  sql`case when ${longitude} is not null and ${latitude} is not null
    then json_build_object('type', 'Point', 'coordinates', json_build_array(${longitude}, ${latitude})) end`;

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
const linesArray = sql`coalesce((
  select json_agg(${lineJson} order by p.product_name, p.id)
  from ${transportLines} l join ${products} p on p.id = l.product_id
  where l.transport_id = ${transports.id}), '[]'::json)`;

/** The joined tables a transport's JSON reads besides transports: its people and inventories. */
export interface TransportJsonJoins {
  driver: { id: AnyPgColumn; name: AnyPgColumn };
  creator: { id: AnyPgColumn; name: AnyPgColumn };
  source: { id: AnyPgColumn; name: AnyPgColumn; location: AnyPgColumn };
  destination: { id: AnyPgColumn; name: AnyPgColumn; location: AnyPgColumn };
}

const inventoryRef = (inventory: TransportJsonJoins['source']) =>
  sql`case when ${inventory.id} is not null then json_build_object('_id', ${inventory.id}, 'id', ${inventory.id},
    'name', ${inventory.name}, 'location', ${inventory.location}) end`;

/** A transport without its distance, progress and ETA warning, as JSON text (finishTransportJson adds them). */
export function transportJson({ driver, creator, source, destination }: TransportJsonJoins): SQL<string> {
  const t = transports;
  const start = point(t.startLongitude, t.startLatitude);
  const end = point(t.destinationLongitude, t.destinationLatitude);
  return sql<string>`${jsonValue([
    ['_id', t.id],
    ['id', t.id],
    ['packageId', t.packageId],
    ['status', t.status],
    ['transportMode', t.transportMode],
    ['transportationCost', sql`${t.transportationCost}::float8`],
    ['totalWeight', sql`${t.totalWeight}::float8`],
    ['totalVolume', sql`round(${t.totalVolume}, 6)::float8`],
    ['totalValue', sql`${t.totalValue}::float8`],
    ['products', linesArray],
    ['startLocation', start],
    ['currentLocation', point(t.currentLongitude, t.currentLatitude)],
    ['destination', end],
    ['pickupLocation', start],
    ['deliveryLocation', end],
    ['sourceInventory', inventoryRef(source)],
    ['destinationInventory', inventoryRef(destination)],
    ['assignedTo', t.assignedTo],
    ['assignedDriver', namedRef(driver.id, driver.name)],
    ['driverName', driver.name],
    ['eta', isoTime(t.eta)],
    ['isOrder', t.isOrder],
    ['currentLocationAt', isoTime(t.currentLocationAt)],
    ['hasProof', sql`exists (select 1 from ${deliveryProofs} where ${deliveryProofs.transportId} = ${t.id})`],
    ['createdBy', namedRef(creator.id, creator.name)],
    ['createdAt', isoTime(t.createdAt)],
    ['updatedAt', isoTime(t.updatedAt)],
  ])}::text`;
}

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
): Pick<TTransport, 'distanceKm' | 'progress' | 'etaWarning'> {
  const { start, current, destination } = t;
  const open = t.status !== 'delivered' && t.status !== 'cancelled';
  return {
    distanceKm: start && destination ? Math.round(distanceKm(start, destination) * 10) / 10 : null,
    progress:
      t.status === 'delivered' && start && destination ? 1 : routeProgress(start, current, destination),
    etaWarning: open
      ? etaWarning(
          {
            transportMode: t.transportMode,
            eta: t.eta,
            startLocation: start,
            currentLocation: current,
            destination,
          },
          now,
        )
      : null,
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
  // The three keys are toTransport's too: the object's text, its closing brace replaced.
  return `${row.json.slice(0, -1)},${JSON.stringify(figures).slice(1)}`;
}
