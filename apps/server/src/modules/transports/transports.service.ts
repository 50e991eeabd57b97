import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  canMoveTransport,
  geoPointOrNull,
  TRANSPORT_ON_ROAD_STATUSES,
  TRANSPORT_STATUS_LABELS,
  TRANSPORT_STATUSES,
  type TErrorDetail,
  type TGeoPoint,
  type TInventoryTransfer,
  type TransportStatus,
  type TTransport,
  type TTransportDetail,
  type TTransportLine,
  type TTransportStatusCounts,
  type zTransportCreateSchema,
  type zTransportUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  inventories,
  products,
  transportLines,
  transports,
  transportStatusHistory,
  users,
} from '../../db/schema.js';
import { countsByValue } from '../../db/row-counts.js';
import { inTransaction, likePattern, queryRows } from '../../db/transaction.js';
import type { AppError } from '../../errors.js';
import { badRequest, conflict, notFound, pgErrorOf, uniqueViolation } from '../../errors.js';
import { roundVolume, unitVolumeSql, unitWeightSql } from '../stock/placements.js';
import { resolveMissedEta } from './missed-eta.js';
import { moveTransportStock } from './transport-stock.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

type TransportRow = typeof transports.$inferSelect;
type TransportCreate = z.output<typeof zTransportCreateSchema>;
type TransportUpdate = z.output<typeof zTransportUpdateSchema>;
type LineInput = { product: string; quantity: number };

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
};

/** transports joined with the names the screens show: driver, creator and the two inventories. */
function selectTransports(db: Db | Tx) {
  return db
    .select(transportSelection)
    .from(transports)
    .leftJoin(driver, eq(driver.id, transports.assignedTo))
    .leftJoin(creator, eq(creator.id, transports.createdBy))
    .leftJoin(sourceInventory, eq(sourceInventory.id, transports.sourceInventoryId))
    .leftJoin(destinationInventory, eq(destinationInventory.id, transports.destinationInventoryId));
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectTransports>['execute']>>[number];

const ref = (row: { id: string; name: string } | null) =>
  row ? { _id: row.id, id: row.id, name: row.name } : null;
const inventoryRef = (row: { id: string; name: string; location: string | null } | null) =>
  row ? { _id: row.id, id: row.id, name: row.name, location: row.location } : null;

function toTransport(row: JoinedRow, lines: TTransportLine[]): TTransport {
  const t = row.transport;
  const start = geoPointOrNull(t.startLongitude, t.startLatitude);
  const destination = geoPointOrNull(t.destinationLongitude, t.destinationLatitude);
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
    currentLocation: geoPointOrNull(t.currentLongitude, t.currentLatitude),
    destination,
    pickupLocation: start,
    deliveryLocation: destination,
    sourceInventory: inventoryRef(row.source),
    destinationInventory: inventoryRef(row.destination),
    assignedTo: t.assignedTo,
    assignedDriver: ref(row.driver),
    driverName: row.driver?.name ?? null,
    eta: t.eta?.toISOString() ?? null,
    isOrder: t.isOrder,
    createdBy: ref(row.creator),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The product lines of some transports, by product name, keyed by transport id. */
async function linesOf(db: Db | Tx, transportIds: string[]): Promise<Map<string, TTransportLine[]>> {
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
  }>(
    db,
    sql`
    SELECT l.transport_id, l.product_id, p.product_name, p.sku, l.quantity, p.price,
           ${unitWeightSql} * l.quantity AS weight, round(${unitVolumeSql} * l.quantity, 6) AS volume
    FROM ${transportLines} AS l JOIN ${products} AS p ON p.id = l.product_id
    WHERE l.transport_id IN (${sql.join(
      transportIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
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
    });
  }
  return byTransport;
}

/**
 * A search by package id or driver name. The drivers are looked up first (users' trigram index) and
 * matched by id, so both halves are index conditions on transports (its package id's trigram
 * index, its assigned_to index) rather than a filter over every transport joined to its driver.
 */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(transports.packageId, pattern),
    sql`${transports.assignedTo} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${users.name} ILIKE ${pattern}))`,
  );
}

/**
 * A page of transports, newest first: `status` filters (either vocabulary), `search` matches the
 * package id or the driver's name. statusCounts counts the search's matches in every status.
 */
export async function listTransports(
  db: Db,
  query: { status?: TransportStatus; search?: string; limit?: number; offset?: number },
): Promise<{ transports: TTransport[]; total: number; statusCounts: TTransportStatusCounts }> {
  const search = searchFilter(query.search);
  const where = and(search, query.status ? eq(transports.status, query.status) : undefined);
  let rowsQuery = selectTransports(db)
    .where(where)
    .orderBy(desc(transports.createdAt), desc(transports.id))
    .$dynamic();
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset) rowsQuery = rowsQuery.offset(query.offset);
  // Without a search the counts are the trigger-kept ones (migration 0005), not a count of every transport.
  const countsQuery = search
    ? db
        .select({ status: transports.status, n: count() })
        .from(transports)
        .where(search)
        .groupBy(transports.status)
    : countsByValue(db, 'transports').then((byStatus) =>
        Object.entries(byStatus).map(([status, n]) => ({ status: status as TransportStatus, n })),
      );
  const [rows, counts] = await Promise.all([rowsQuery, countsQuery]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.transport.id),
  );
  const statusCounts = Object.fromEntries(TRANSPORT_STATUSES.map((s) => [s, 0])) as TTransportStatusCounts;
  for (const c of counts) statusCounts[c.status] = c.n;
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    transports: rows.map((r) => toTransport(r, lines.get(r.transport.id) ?? [])),
    total,
    statusCounts,
  };
}

/** One transport with its lines and its status history, oldest change first. */
export async function getTransport(db: Db | Tx, id: string): Promise<TTransportDetail> {
  const [row] = await selectTransports(db).where(eq(transports.id, id)).limit(1);
  if (!row) throw notFound('Transport');
  const [lines, history] = await Promise.all([
    linesOf(db, [id]),
    db
      .select({ entry: transportStatusHistory, by: { id: users.id, name: users.name } })
      .from(transportStatusHistory)
      .leftJoin(users, eq(users.id, transportStatusHistory.changedBy))
      .where(eq(transportStatusHistory.transportId, id))
      .orderBy(asc(transportStatusHistory.changedAt), asc(transportStatusHistory.id)),
  ]);
  return {
    ...toTransport(row, lines.get(id) ?? []),
    history: history.map((h) => ({
      from: h.entry.fromStatus,
      to: h.entry.toStatus,
      changedBy: ref(h.by),
      changedAt: h.entry.changedAt.toISOString(),
    })),
  };
}

// ---- Checks of the references a body names ----------------------------------------------------

/** The assignee must be an active driver: anyone else is a 400 naming why. */
async function assertDriver(tx: Tx, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const [user] = await tx
    .select({ role: users.role, active: users.active, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const problem = !user
    ? 'Assigned driver must be an existing user'
    : user.role !== 'driver'
      ? `${user.name} is not a driver: only users with the driver role can be assigned`
      : !user.active
        ? `${user.name} is not active and cannot be assigned`
        : null;
  if (problem) throw badRequest(problem, [{ path: ['assignedTo'], message: problem }]);
}

/** Every product of the lines must exist: an unknown one is a 400 pointing at its line. */
async function assertProducts(tx: Tx, lines: LineInput[]): Promise<void> {
  if (lines.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.product),
      ),
    );
  const known = new Set(found.map((p) => p.id));
  const details: TErrorDetail[] = lines.flatMap((l, index) =>
    known.has(l.product) ? [] : [{ path: ['products', index, 'product'], message: 'Unknown product' }],
  );
  if (details.length) {
    throw badRequest(
      details.length === 1
        ? 'A product line names an unknown product'
        : 'Product lines name unknown products',
      details,
    );
  }
}

/** The named inventory's point, or a 400 when it does not exist. */
async function inventoryPoint(
  tx: Tx,
  inventoryId: string | null | undefined,
  field: 'sourceInventoryId' | 'destinationInventoryId',
): Promise<TGeoPoint | null> {
  if (!inventoryId) return null;
  const [row] = await tx
    .select({ longitude: inventories.longitude, latitude: inventories.latitude })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!row) {
    const message = `${field === 'sourceInventoryId' ? 'Source' : 'Destination'} inventory not found`;
    throw badRequest(message, [{ path: [field], message }]);
  }
  return geoPointOrNull(row.longitude, row.latitude);
}

const pointColumns = (prefix: 'start' | 'current' | 'destination', point: TGeoPoint | null) => ({
  [`${prefix}Longitude`]: point?.coordinates[0] ?? null,
  [`${prefix}Latitude`]: point?.coordinates[1] ?? null,
});

// ---- Writes ------------------------------------------------------------------------------------

/** Maps the database's refusals of a transport write to answers a person can act on. */
function transportWriteError(error: unknown, packageId: string | undefined): never {
  if (uniqueViolation(error) === 'transports_package_id_unique') {
    throw conflict(`A transport with package ID "${packageId}" already exists`);
  }
  // A product, inventory or driver checked a moment ago was deleted by a concurrent request.
  if (pgErrorOf(error)?.code === '23503') {
    throw conflict(
      'A product, inventory or driver this transport names was just deleted. Reload and try again.',
    );
  }
  throw error;
}

async function writeLines(tx: Tx, transportId: string, lines: LineInput[]): Promise<void> {
  await tx.delete(transportLines).where(eq(transportLines.transportId, transportId));
  if (lines.length) {
    await tx
      .insert(transportLines)
      .values(lines.map((l) => ({ transportId, productId: l.product, quantity: l.quantity })));
  }
}

/** Totals of the lines at the products' current weight, size and price: never typed by a person. */
async function computeTotals(tx: Tx, transportId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE ${transports} AS t
    SET total_weight = d.weight, total_volume = d.volume, total_value = d.value
    FROM (SELECT coalesce(sum(${unitWeightSql} * l.quantity), 0) AS weight,
                 coalesce(sum(${unitVolumeSql} * l.quantity), 0) AS volume,
                 coalesce(sum(p.price * l.quantity), 0) AS value
          FROM ${transportLines} AS l JOIN ${products} AS p ON p.id = l.product_id
          WHERE l.transport_id = ${transportId}) AS d
    WHERE t.id = ${transportId}`);
}

async function recordStatus(
  tx: Tx,
  transportId: string,
  from: TransportStatus | null,
  to: TransportStatus,
  userId: string,
): Promise<void> {
  await tx
    .insert(transportStatusHistory)
    .values({ transportId, fromStatus: from, toStatus: to, changedBy: userId });
}

const asLines = (lines: LineInput[]) => lines.map((l) => ({ productId: l.product, quantity: l.quantity }));

/**
 * Creates a transport (an order when `isOrder`). Its points default to its inventories' locations;
 * created in a status past pending, it moves its stock as if it had gone through those statuses.
 */
export async function createTransport(
  db: Db,
  input: TransportCreate,
  userId: string,
  options: { isOrder?: boolean } = {},
): Promise<TTransportDetail> {
  const lines = input.products ?? [];
  const status = input.status ?? 'pending';
  try {
    const id = await inTransaction(db, async (tx) => {
      await assertDriver(tx, input.assignedTo);
      await assertProducts(tx, lines);
      const sourcePoint = await inventoryPoint(tx, input.sourceInventoryId, 'sourceInventoryId');
      const destinationPoint = await inventoryPoint(
        tx,
        input.destinationInventoryId,
        'destinationInventoryId',
      );
      const start = input.startLocation ?? sourcePoint;
      const [row] = await tx
        .insert(transports)
        .values({
          packageId: input.packageId,
          status,
          transportMode: input.transportMode ?? 'land',
          transportationCost: input.transportationCost ?? 0,
          ...pointColumns('start', start),
          ...pointColumns('current', input.currentLocation ?? (status === 'delivered' ? null : start)),
          ...pointColumns('destination', input.destination ?? destinationPoint),
          sourceInventoryId: input.sourceInventoryId ?? null,
          destinationInventoryId: input.destinationInventoryId ?? null,
          assignedTo: input.assignedTo ?? null,
          eta: input.eta ? new Date(input.eta) : null,
          isOrder: options.isOrder ?? false,
          createdBy: userId,
        })
        .returning();
      const transport = row!;
      if (status === 'delivered' && !input.currentLocation) {
        await tx
          .update(transports)
          .set({
            currentLongitude: transport.destinationLongitude,
            currentLatitude: transport.destinationLatitude,
          })
          .where(eq(transports.id, transport.id));
      }
      await writeLines(tx, transport.id, lines);
      await computeTotals(tx, transport.id);
      await recordStatus(tx, transport.id, null, status, userId);
      await moveTransportStock(tx, transport, asLines(lines), 'pending', status, userId);
      return transport.id;
    });
    return await getTransport(db, id);
  } catch (error) {
    transportWriteError(error, input.packageId);
  }
}

/** The 409 for a status change DESIGN.md does not allow. */
function illegalMove(transport: TransportRow, to: TransportStatus): AppError {
  const from = transport.status;
  const label = (s: TransportStatus) => TRANSPORT_STATUS_LABELS[s].toLowerCase();
  if (from === to) return conflict(`Transport "${transport.packageId}" is already ${label(from)}`);
  if (from === 'delivered' || from === 'cancelled') {
    return conflict(
      `Transport "${transport.packageId}" is ${label(from)}, a final status: it cannot become ${label(to)}`,
    );
  }
  return conflict(`Transport "${transport.packageId}" cannot move from ${label(from)} to ${label(to)}`);
}

function sameLines(current: { productId: string; quantity: number }[], next: LineInput[]): boolean {
  if (current.length !== next.length) return false;
  const quantities = new Map(current.map((l) => [l.productId, l.quantity]));
  return next.every((l) => quantities.get(l.product) === l.quantity);
}

/**
 * Changes a transport. A new status must be an allowed move (409 otherwise) and moves the stock;
 * the lines and inventories can change only while it is pending (afterwards its units have left).
 */
export async function updateTransport(
  db: Db,
  id: string,
  input: TransportUpdate,
  userId: string,
  options: { mustMove?: boolean } = {},
): Promise<TTransportDetail> {
  try {
    await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(transports).where(eq(transports.id, id)).for('update');
      if (!current) throw notFound('Transport');
      const currentLines = await tx
        .select({ productId: transportLines.productId, quantity: transportLines.quantity })
        .from(transportLines)
        .where(eq(transportLines.transportId, id));

      const status = input.status ?? current.status;
      const moves = status !== current.status;
      // Sending the status it already has is no change; asking to cancel a cancelled one is.
      if ((moves || options.mustMove) && !canMoveTransport(current.status, status)) {
        throw illegalMove(current, status);
      }

      const source =
        input.sourceInventoryId !== undefined ? input.sourceInventoryId : current.sourceInventoryId;
      const destination =
        input.destinationInventoryId !== undefined
          ? input.destinationInventoryId
          : current.destinationInventoryId;
      if (source && source === destination) {
        throw badRequest('The source and destination inventories must be different', [
          { path: ['destinationInventoryId'], message: 'Same as the source inventory' },
        ]);
      }
      const linesChange = input.products !== undefined && !sameLines(currentLines, input.products);
      const endsChange =
        source !== current.sourceInventoryId || destination !== current.destinationInventoryId;
      if ((linesChange || endsChange) && current.status !== 'pending') {
        throw conflict(
          `The product lines and inventories of transport "${current.packageId}" cannot change once it is ${TRANSPORT_STATUS_LABELS[current.status].toLowerCase()}`,
        );
      }
      const lines =
        input.products ?? currentLines.map((l) => ({ product: l.productId, quantity: l.quantity }));
      if ((source || destination) && lines.length === 0) {
        throw badRequest('A transport between inventories needs at least one product line', [
          { path: ['products'], message: 'Add a product line' },
        ]);
      }

      // A driver already assigned stays valid when a form sends it again (even if deactivated since).
      if (input.assignedTo !== current.assignedTo) await assertDriver(tx, input.assignedTo);
      if (input.products) await assertProducts(tx, input.products);
      const values: Partial<typeof transports.$inferInsert> = {};
      if (input.sourceInventoryId !== undefined) {
        values.sourceInventoryId = source;
        const point = await inventoryPoint(tx, source, 'sourceInventoryId');
        if (point && input.startLocation === undefined) Object.assign(values, pointColumns('start', point));
      }
      if (input.destinationInventoryId !== undefined) {
        values.destinationInventoryId = destination;
        const point = await inventoryPoint(tx, destination, 'destinationInventoryId');
        if (point && input.destination === undefined)
          Object.assign(values, pointColumns('destination', point));
      }
      if (input.packageId !== undefined) values.packageId = input.packageId;
      if (input.transportMode !== undefined) values.transportMode = input.transportMode;
      if (input.transportationCost !== undefined) values.transportationCost = input.transportationCost;
      if (input.assignedTo !== undefined) values.assignedTo = input.assignedTo;
      if (input.eta !== undefined) {
        values.eta = input.eta ? new Date(input.eta) : null;
        // A new ETA is a new promise: missing it alerts again, even if it repeats an earlier one.
        if (values.eta?.getTime() !== current.eta?.getTime()) values.etaAlertedFor = null;
      }
      if (input.startLocation !== undefined)
        Object.assign(values, pointColumns('start', input.startLocation));
      if (input.currentLocation !== undefined)
        Object.assign(values, pointColumns('current', input.currentLocation));
      if (input.destination !== undefined)
        Object.assign(values, pointColumns('destination', input.destination));
      if (moves) values.status = status;
      const [updated] = await tx
        .update(transports)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(transports.id, id))
        .returning();
      const row = updated!;

      if (linesChange) await writeLines(tx, id, input.products!);
      if (input.products !== undefined && current.status === 'pending') await computeTotals(tx, id);
      if (moves) {
        await recordStatus(tx, id, current.status, status, userId);
        const stockLines = linesChange ? asLines(input.products!) : currentLines;
        await moveTransportStock(tx, row, stockLines, current.status, status, userId);
        if (
          status === 'delivered' &&
          input.currentLocation === undefined &&
          row.destinationLongitude !== null
        ) {
          await tx
            .update(transports)
            .set({ currentLongitude: row.destinationLongitude, currentLatitude: row.destinationLatitude })
            .where(eq(transports.id, id));
        }
      }
      const etaCleared = input.eta !== undefined && (!row.eta || row.eta.getTime() > Date.now());
      if (status === 'delivered' || status === 'cancelled' || etaCleared) await resolveMissedEta(tx, id);
    });
    return await getTransport(db, id);
  } catch (error) {
    transportWriteError(error, input.packageId);
  }
}

/** Cancels a transport (POST /transports/{id}/cancel): units on the road return to the source. */
export async function cancelTransport(db: Db, id: string, userId: string): Promise<TTransportDetail> {
  return updateTransport(db, id, { status: 'cancelled' }, userId, { mustMove: true });
}

/**
 * Deletes a transport (admin). One whose units are on the road from an inventory is refused:
 * cancelling it first returns them. The ledger keeps its rows without the transport.
 */
export async function deleteTransport(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(transports).where(eq(transports.id, id)).for('update');
    if (!current) throw notFound('Transport');
    if (current.sourceInventoryId && TRANSPORT_ON_ROAD_STATUSES.includes(current.status)) {
      throw conflict(
        `Transport "${current.packageId}" is carrying units from an inventory: cancel it first to return them, then delete it`,
      );
    }
    await resolveMissedEta(tx, id);
    await tx.delete(transports).where(eq(transports.id, id));
    await recordAudit(
      tx,
      actor,
      'transport.deleted',
      { type: 'transport', id, name: current.packageId },
      {
        status: current.status,
      },
    );
  });
}

// ---- Transfers seen from an inventory ----------------------------------------------------------

/**
 * Transfers on the road to or from an inventory (dispatched or in transit), newest first, with
 * their lines and the units coming in and going out.
 */
export async function listInventoryTransfers(
  db: Db,
  inventoryId: string,
  page: { limit?: number; offset?: number } = {},
): Promise<{ transfers: TInventoryTransfer[]; total: number; incomingUnits: number; outgoingUnits: number }> {
  const [inventory] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!inventory) throw notFound('Inventory');
  const where = and(
    inArray(transports.status, [...TRANSPORT_ON_ROAD_STATUSES]),
    or(eq(transports.sourceInventoryId, inventoryId), eq(transports.destinationInventoryId, inventoryId)),
  );
  let rowsQuery = selectTransports(db)
    .where(where)
    .orderBy(desc(transports.createdAt), desc(transports.id))
    .$dynamic();
  if (page.limit !== undefined) rowsQuery = rowsQuery.limit(page.limit);
  if (page.offset) rowsQuery = rowsQuery.offset(page.offset);
  const [rows, [totals]] = await Promise.all([
    rowsQuery,
    queryRows<{ total: number; incoming: string; outgoing: string }>(
      db,
      sql`
      SELECT count(DISTINCT t.id)::int AS total,
             coalesce(sum(l.quantity) FILTER (WHERE t.destination_inventory_id = ${inventoryId}), 0) AS incoming,
             coalesce(sum(l.quantity) FILTER (WHERE t.source_inventory_id = ${inventoryId}), 0) AS outgoing
      FROM ${transports} AS t JOIN ${transportLines} AS l ON l.transport_id = t.id
      WHERE t.status IN ('dispatched', 'in_transit')
        AND (t.source_inventory_id = ${inventoryId} OR t.destination_inventory_id = ${inventoryId})`,
    ),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.transport.id),
  );
  return {
    transfers: rows.map((r) => {
      const t = r.transport;
      const transportLinesOf = lines.get(t.id) ?? [];
      return {
        _id: t.id,
        id: t.id,
        packageId: t.packageId,
        status: t.status,
        eta: t.eta?.toISOString() ?? null,
        direction: t.destinationInventoryId === inventoryId ? 'incoming' : 'outgoing',
        sourceInventory: inventoryRef(r.source),
        destinationInventory: inventoryRef(r.destination),
        products: transportLinesOf.map((l) => ({
          product: l.product,
          productName: l.productName,
          sku: l.sku,
          quantity: l.quantity,
        })),
        totalQuantity: transportLinesOf.reduce((sum, l) => sum + l.quantity, 0),
      };
    }),
    total: totals?.total ?? 0,
    incomingUnits: Number(totals?.incoming ?? 0),
    outgoingUnits: Number(totals?.outgoing ?? 0),
  };
}
