import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { geoPointOrNull, type TTransport, type TTransportLine } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { deliveryProofs, inventories, products, transportLines, transports, users } from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { roundVolume } from '../stock/placements.js';
import { lineJson, routeFigures, transportGeoColumns, transportJson } from './transport-json.js';

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
 * Transports as the API's JSON text (transport-json.ts), with what finishTransportJson adds to it:
 * the lists' read.
 */
export function selectTransportJson(db: Db | Tx) {
  let query = db
    .select({
      json: transportJson({ driver, creator, source: sourceInventory, destination: destinationInventory }),
      ...transportGeoColumns,
    })
    .from(transports)
    .$dynamic();
  for (const [table, on] of nameJoins) query = query.leftJoin(table, on);
  return query;
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectTransports>['execute']>>[number];

export const ref = (row: { id: string; name: string } | null) =>
  row ? { _id: row.id, id: row.id, name: row.name } : null;
export const inventoryRef = (row: { id: string; name: string; location: string | null } | null) =>
  row ? { _id: row.id, id: row.id, name: row.name, location: row.location } : null;

/** A joined row and its lines as the API returns a transport. */
export function toTransport(row: JoinedRow, lines: TTransportLine[]): TTransport {
  const t = row.transport;
  const start = geoPointOrNull(t.startLongitude, t.startLatitude);
  const destination = geoPointOrNull(t.destinationLongitude, t.destinationLatitude);
  const current = geoPointOrNull(t.currentLongitude, t.currentLatitude);
  const eta = t.eta?.toISOString() ?? null;
  const { distanceKm, progress, etaWarning } = routeFigures({
    status: t.status,
    transportMode: t.transportMode,
    eta,
    start,
    current,
    destination,
  });
  return {
    _id: t.id,
    id: t.id,
    packageId: t.packageId,
    status: t.status,
    transportMode: t.transportMode,
    transportationCost: t.transportationCost,
    totalWeight: t.totalWeight,
    totalVolume: roundVolume(t.totalVolume),
    totalValue: t.totalValue,
    products: lines,
    startLocation: start,
    currentLocation: current,
    destination,
    pickupLocation: start,
    deliveryLocation: destination,
    sourceInventory: inventoryRef(row.source),
    destinationInventory: inventoryRef(row.destination),
    assignedTo: t.assignedTo,
    assignedDriver: ref(row.driver),
    driverName: row.driver?.name ?? null,
    eta,
    isOrder: t.isOrder,
    distanceKm,
    progress,
    etaWarning,
    currentLocationAt: t.currentLocationAt?.toISOString() ?? null,
    hasProof: Boolean(row.hasProof),
    createdBy: ref(row.creator),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
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
