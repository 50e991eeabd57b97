import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  TInventoryRef,
  TransportStatus,
  TTransport,
  TTransportDetail,
  TTransportLine,
} from '@godown/shared';
import { defineAnswer, namedRef } from '../../db/answer-fields.js';
import type { Db, Tx } from '../../db/client.js';
import {
  deliveryProofs,
  inventories,
  products,
  transportLines,
  transports,
  transportStatusHistory,
  users,
} from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { roundVolume } from '../stock/placements.js';
import { lineJson, linesArray, routeFigures, transportGeoColumns } from './transport-json.js';

// The read model of transports: rows joined with the names the screens show, and the API's shape
// of them. Every read of transports (lists, one transport, an inventory's transfers) builds on it.

const driver = alias(users, 'driver');
const creator = alias(users, 'creator');
const sourceInventory = alias(inventories, 'source_inventory');
const destinationInventory = alias(inventories, 'destination_inventory');

const transportSelection = {
  transport: transports,
  driver: { id: driver.id, name: driver.name },
  creator: { id: creator.id, name: creator.name },
  source: { id: sourceInventory.id, name: sourceInventory.name, location: sourceInventory.location },
  destination: {
    id: destinationInventory.id,
    name: destinationInventory.name,
    location: destinationInventory.location,
  },
  hasProof: sql<boolean>`EXISTS (SELECT 1 FROM ${deliveryProofs} WHERE ${deliveryProofs.transportId} = ${transports.id})`,
};

/** The joins that give transports the names the screens show: driver, creator and the two inventories. */
const nameJoins = [
  [driver, eq(driver.id, transports.assignedTo)],
  [creator, eq(creator.id, transports.createdBy)],
  [sourceInventory, eq(sourceInventory.id, transports.sourceInventoryId)],
  [destinationInventory, eq(destinationInventory.id, transports.destinationInventoryId)],
] as const;

/** Transport rows with their names, for toTransport. */
export function selectTransports(db: Db | Tx) {
  return db
    .select(transportSelection)
    .from(transports)
    .leftJoin(...nameJoins[0])
    .leftJoin(...nameJoins[1])
    .leftJoin(...nameJoins[2])
    .leftJoin(...nameJoins[3]);
}

/**
 * Transports as the API's JSON text (transportAnswer), with what finishTransportJson adds to it:
 * the lists' read.
 */
export function selectTransportJson(db: Db | Tx) {
  let query = db
    .select({ json: transportAnswer.jsonText(transportSource), ...transportGeoColumns })
    .from(transports)
    .$dynamic();
  for (const [table, on] of nameJoins) query = query.leftJoin(table, on);
  return query;
}

/** `{ from, to, changedBy, changedAt }` of a status change `h`, its person `u` (left joined). */
const historyEntryAnswer = defineAnswer<
  {
    fromStatus: TransportStatus | null;
    toStatus: TransportStatus;
    changedAt: Date;
    by: { id: string; name: string } | null;
  },
  { fromStatus: unknown; toStatus: unknown; changedAt: unknown; by: { id: unknown; name: unknown } },
  TTransportDetail['history'][number]
>()((f) => ({
  from: f.column('fromStatus'),
  to: f.column('toStatus'),
  changedBy: f.joined('by', namedRef),
  changedAt: f.time('changedAt'),
}));

/** The status history of the transport in scope, oldest change first, as one JSON array. */
const historyArray = sql`coalesce((
  select json_agg(${historyEntryAnswer.jsonValue({
    fromStatus: sql`h.from_status`,
    toStatus: sql`h.to_status`,
    changedAt: sql`h.changed_at`,
    by: { id: sql`u.id`, name: sql`u.name` },
  })} order by h.changed_at, h.id)
  from ${transportStatusHistory} h left join ${users} u on u.id = h.changed_by
  where h.transport_id = ${transports.id}), '[]'::json)::text`;

/**
 * One transport's JSON as selectTransportJson writes it, with its status history beside it: the
 * detail's one statement.
 */
export function selectTransportDetailJson(db: Db | Tx) {
  let query = db
    .select({
      json: transportAnswer.jsonText(transportSource),
      ...transportGeoColumns,
      history: sql<string>`${historyArray}`,
    })
    .from(transports)
    .$dynamic();
  for (const [table, on] of nameJoins) query = query.leftJoin(table, on);
  return query;
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectTransports>['execute']>>[number];

/** `{ _id, id, name, location }` of a joined inventory. */
const inventoryRefAnswer = defineAnswer<
  { id: string; name: string; location: string | null },
  { id: unknown; name: unknown; location: unknown },
  TInventoryRef
>()((f) => ({
  _id: f.column('id'),
  id: f.column('id'),
  name: f.column('name'),
  location: f.column('location'),
}));

export const ref = (row: { id: string; name: string } | null) => (row ? namedRef.toAnswer(row) : null);
export const inventoryRef = (row: { id: string; name: string; location: string | null } | null) =>
  row ? inventoryRefAnswer.toAnswer(row) : null;

/** What a transport's answer reads: the joined row, and its lines (linesOf in Node, linesArray in SQL). */
const transportSource = { ...transportSelection, lines: linesArray };
type TransportAnswerRow = JoinedRow & { lines: TTransportLine[] };
/** The keys added in Node after the others, on both paths: they depend on the clock and the map. */
type RouteFigureKey = keyof ReturnType<typeof routeFigures>;

/**
 * A transport as the API shows it, but for its route figures: one list of fields
 * (db/answer-fields.ts) for toTransport and for the JSON PostgreSQL writes for the lists.
 */
export const transportAnswer = defineAnswer<
  TransportAnswerRow,
  typeof transportSource,
  Omit<TTransport, RouteFigureKey>
>()((f) => {
  const t = f.within('transport');
  const start = t.point('startLongitude', 'startLatitude');
  const destination = t.point('destinationLongitude', 'destinationLatitude');
  return {
    _id: t.column('id'),
    id: t.column('id'),
    packageId: t.column('packageId'),
    status: t.column('status'),
    transportMode: t.column('transportMode'),
    transportationCost: t.float('transportationCost'),
    totalWeight: t.float('totalWeight'),
    totalVolume: t.of(
      (r) => roundVolume(r.totalVolume),
      (s) => sql`round(${s.totalVolume}, 6)::float8`,
    ),
    totalValue: t.float('totalValue'),
    products: f.column('lines'),
    startLocation: start,
    currentLocation: t.point('currentLongitude', 'currentLatitude'),
    destination,
    pickupLocation: start,
    deliveryLocation: destination,
    sourceInventory: f.joined('source', inventoryRefAnswer),
    destinationInventory: f.joined('destination', inventoryRefAnswer),
    assignedTo: t.column('assignedTo'),
    assignedDriver: f.joined('driver', namedRef),
    driverName: f.of(
      (r) => r.driver?.name ?? null,
      (s) => s.driver.name,
    ),
    eta: t.time('eta'),
    isOrder: t.column('isOrder'),
    currentLocationAt: t.time('currentLocationAt'),
    hasProof: f.of(
      (r) => Boolean(r.hasProof),
      (s) => s.hasProof,
    ),
    createdBy: f.joined('creator', namedRef),
    createdAt: t.time('createdAt'),
    updatedAt: t.time('updatedAt'),
  };
});

/** A joined row and its lines as the API returns a transport: the route figures last, as the lists write them. */
export function toTransport(row: JoinedRow, lines: TTransportLine[]): TTransport {
  const answer = transportAnswer.toAnswer({ ...row, lines });
  return {
    ...answer,
    ...routeFigures({
      status: answer.status,
      transportMode: answer.transportMode,
      eta: answer.eta,
      start: answer.startLocation,
      current: answer.currentLocation,
      destination: answer.destination,
    }),
  };
}

/** The product lines of some transports, by product name, keyed by transport id. */
export async function linesOf(db: Db | Tx, transportIds: string[]): Promise<Map<string, TTransportLine[]>> {
  const byTransport = new Map<string, TTransportLine[]>(transportIds.map((id) => [id, []]));
  if (transportIds.length === 0) return byTransport;
  const rows = await queryRows<{ transport_id: string; line: TTransportLine }>(
    db,
    sql`
    SELECT l.transport_id, ${lineJson} AS line
    FROM ${transportLines} AS l JOIN ${products} AS p ON p.id = l.product_id
    WHERE l.transport_id IN ${uuidList(transportIds)}
    ORDER BY p.product_name, p.id`,
  );
  for (const r of rows) byTransport.get(r.transport_id)?.push(r.line);
  return byTransport;
}
