import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  distanceKm,
  etaWarning,
  geoPointOrNull,
  routeProgress,
  type TTransport,
  type TTransportLine,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { deliveryProofs, inventories, products, transportLines, transports, users } from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { roundVolume, unitVolumeSql, unitWeightSql } from '../stock/placements.js';

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

/** transports joined with the names the screens show: driver, creator and the two inventories. */
export function selectTransports(db: Db | Tx) {
  return db
    .select(transportSelection)
    .from(transports)
    .leftJoin(driver, eq(driver.id, transports.assignedTo))
    .leftJoin(creator, eq(creator.id, transports.createdBy))
    .leftJoin(sourceInventory, eq(sourceInventory.id, transports.sourceInventoryId))
    .leftJoin(destinationInventory, eq(destinationInventory.id, transports.destinationInventoryId));
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
  const open = t.status !== 'delivered' && t.status !== 'cancelled';
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
    distanceKm: start && destination ? Math.round(distanceKm(start, destination) * 10) / 10 : null,
    progress:
      t.status === 'delivered' && start && destination ? 1 : routeProgress(start, current, destination),
    etaWarning: open
      ? etaWarning({
          transportMode: t.transportMode,
          eta,
          startLocation: start,
          currentLocation: current,
          destination,
        })
      : null,
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
  const rows = await queryRows<{
    transport_id: string;
    product_id: string;
    product_name: string;
    sku: string | null;
    quantity: number;
    price: string;
    weight: string;
    volume: string;
    batches: { id: string; code: string; expiryDate: string | null; quantity: number }[] | null;
  }>(
    db,
    sql`
    SELECT l.transport_id, l.product_id, p.product_name, p.sku, l.quantity, p.price,
           ${unitWeightSql} * l.quantity AS weight, round(${unitVolumeSql} * l.quantity, 6) AS volume,
           (SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'expiryDate', b.expiry_date,
                                              'quantity', tb.quantity)
                            ORDER BY b.expiry_date NULLS LAST, b.code)
            FROM transport_batches tb JOIN batches b ON b.id = tb.batch_id
            WHERE tb.transport_id = l.transport_id AND tb.product_id = l.product_id) AS batches
    FROM ${transportLines} AS l JOIN ${products} AS p ON p.id = l.product_id
    WHERE l.transport_id IN ${uuidList(transportIds)}
    ORDER BY p.product_name, p.id`,
  );
  for (const r of rows) {
    byTransport.get(r.transport_id)?.push({
      product: r.product_id,
      productName: r.product_name,
      sku: r.sku,
      quantity: r.quantity,
      price: Number(r.price),
      weight: Number(r.weight),
      volume: Number(r.volume),
      batches: (r.batches ?? []).map((b) => ({
        batch: { id: b.id, code: b.code, expiryDate: b.expiryDate },
        quantity: b.quantity,
      })),
    });
  }
  return byTransport;
}
