import { eq, sql } from 'drizzle-orm';
import { TRANSPORT_ON_ROAD_STATUSES, type TransportStatus, type TTransportDetail } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  products,
  purchaseOrders,
  transportLines,
  transportPicks,
  transports,
  transportStatusHistory,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, forbidden, notFound, pgErrorOf, uniqueViolation } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { unitVolumeSql, unitWeightSql } from '../stock/placements.js';
import { resolveMissedEta } from './missed-eta.js';
import { resolveEwayBillExpiry } from '../ewaybills/ewaybill-expiry.js';
import { assertEwayBillForDispatch } from '../ewaybills/ewaybills-write.service.js';
import { assertDriver } from '../users/active-role.js';
import { assertNoPapers, checkInvoicedTransferChange } from './invoiced-transfer.js';
import {
  assertLineBatches,
  assertProducts,
  assertShipmentChange,
  inventoryPoint,
  orderNumber,
} from './transport-references.js';
import {
  changedColumns,
  checkTransportChange,
  fieldDriverMayNotChange,
  isFinalStatus,
  pointColumns,
  type LineInput,
  type TransportCreate,
  type TransportState,
  type TransportUpdate,
} from './transport-rules.js';
import { moveTransportStock, recordTransportBatches } from './transport-stock.js';
import { getTransport } from './transports-read.service.js';

// Writes of transports: create, change, cancel and delete, each one transaction that locks the
// transport row first, checks the change (transport-rules.ts), then writes it and moves its stock.

/** Maps the database's refusals of a transport write to answers a person can act on. */
function transportWriteError(error: unknown, packageId: string | undefined): never {
  if (uniqueViolation(error) === 'transports_package_id_unique') {
    throw conflict('transport.packageIdTaken', { packageId: packageId ?? '' });
  }
  // A product, inventory or driver checked a moment ago was deleted by a concurrent request.
  if (pgErrorOf(error)?.code === '23503') {
    throw conflict('transport.referenceDeleted');
  }
  throw error;
}

async function writeLines(
  tx: Tx,
  transportId: string,
  lines: LineInput[],
  /** A transport made in this transaction: it has no lines, picks or batches to clear (three round trips). */
  fresh = false,
): Promise<void> {
  if (!fresh) {
    await tx.delete(transportLines).where(eq(transportLines.transportId, transportId));
    // New lines are picked again from the start (docs/domain.md#scanning).
    await tx.delete(transportPicks).where(eq(transportPicks.transportId, transportId));
  }
  if (lines.length) {
    await tx
      .insert(transportLines)
      .values(lines.map((l) => ({ transportId, productId: l.product, quantity: l.quantity })));
  }
  await writeChosenBatches(tx, transportId, lines, fresh);
}

/** The batches the lines choose (while pending): dispatch takes these first. */
async function writeChosenBatches(
  tx: Tx,
  transportId: string,
  lines: LineInput[],
  fresh: boolean,
): Promise<void> {
  await recordTransportBatches(
    tx,
    transportId,
    lines.map((l) => ({
      productId: l.product,
      quantity: l.quantity,
      batches: (l.batches ?? []).map((b) => ({ batchId: b.batch, quantity: b.quantity })),
    })),
    fresh,
  );
}

/**
 * A consignment a supplier shipped for a purchase order is received through the order (its batches
 * and quantities are recorded there): marking it delivered by hand is a 409 saying so.
 */
async function assertNotConsignment(tx: Tx, transportId: string, packageId: string): Promise<void> {
  const [order] = await tx
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.transportId, transportId))
    .limit(1);
  if (order) {
    throw conflict('transport.bringsPurchaseOrder', { packageId, number: order.number });
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

/** The lines of the transport in scope, as `{ productId, quantity }` objects in product id order. */
const currentLinesJson = sql<{ productId: string; quantity: number }[]>`coalesce((
  select json_agg(json_build_object('productId', l.product_id, 'quantity', l.quantity) order by l.product_id)
  from ${transportLines} l where l.transport_id = ${transports.id}), '[]'::json)`;

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
  try {
    const id = await inTransaction(db, (tx) => createTransportIn(tx, input, userId, options));
    return await getTransport(db, id);
  } catch (error) {
    transportWriteError(error, input.packageId);
  }
}

/** createTransport in the caller's transaction (a purchase order's consignment); returns its id. */
export async function createTransportIn(
  tx: Tx,
  input: TransportCreate,
  userId: string,
  options: { isOrder?: boolean; salesOrderId?: string; vehicleNumber?: string | null } = {},
): Promise<string> {
  const lines = input.products ?? [];
  const status = input.status ?? 'pending';
  await assertDriver(tx, input.assignedTo);
  await assertProducts(tx, lines);
  await assertLineBatches(tx, lines);
  const sourcePoint = await inventoryPoint(tx, input.sourceInventoryId, 'sourceInventoryId');
  const destinationPoint = await inventoryPoint(tx, input.destinationInventoryId, 'destinationInventoryId');
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
      salesOrderId: options.salesOrderId ?? null,
      vehicleNumber: options.vehicleNumber ?? null,
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
  await writeLines(tx, transport.id, lines, true);
  // With no lines its totals are the columns' zeros.
  if (lines.length) await computeTotals(tx, transport.id);
  await recordStatus(tx, transport.id, null, status, userId);
  await moveTransportStock(tx, transport, asLines(lines), 'pending', status, userId);
  return transport.id;
}

/**
 * Marks a purchase order's consignment delivered or cancelled (the order was received or
 * cancelled), in the caller's transaction: the order's receipts moved its stock, so this moves none.
 */
export async function closeConsignment(
  tx: Tx,
  transportId: string,
  to: 'delivered' | 'cancelled',
  userId: string,
): Promise<void> {
  const [current] = await tx.select().from(transports).where(eq(transports.id, transportId)).for('update');
  if (!current || isFinalStatus(current.status)) return;
  await tx
    .update(transports)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'delivered' && current.destinationLongitude !== null
        ? { currentLongitude: current.destinationLongitude, currentLatitude: current.destinationLatitude }
        : {}),
    })
    .where(eq(transports.id, transportId));
  await recordStatus(tx, transportId, current.status, to, userId);
  await resolveMissedEta(tx, transportId);
}

export interface UpdateOptions {
  /** A cancellation: sending the current status is refused too. */
  mustMove?: boolean;
  role?: string;
  /** The change carries a proof of delivery (POST /transports/{id}/deliver). */
  withProof?: boolean;
  /** The current point comes from a phone sharing its location: its time is recorded. */
  sharedLocation?: boolean;
  /** Handed over at the warehouse's counter (a counter sale): the buyer carries the goods, so no e-way bill. */
  handedOver?: boolean;
  /** More writes in the change's transaction, after it (the proof of delivery). */
  afterWrite?: (tx: Tx, row: typeof transports.$inferSelect) => Promise<void>;
}

/**
 * A driver's change reduced to what a driver may change (docs/domain.md#the-drivers-phone): the
 * status and the current point. Another field sent with a different value is a 403, and so is
 * marking the transport delivered without a proof of delivery.
 */
function driversChange(
  current: Parameters<typeof fieldDriverMayNotChange>[0],
  input: TransportUpdate,
  options: UpdateOptions,
): TransportUpdate {
  const field = fieldDriverMayNotChange(current, input);
  if (field) throw forbidden('delivery.driverFieldCannotChange', { field });
  if (input.status === 'delivered' && current.status !== 'delivered' && !options.withProof) {
    throw forbidden('delivery.driverDeliversWithProof');
  }
  return {
    ...(input.status !== undefined && { status: input.status }),
    ...(input.currentLocation !== undefined && { currentLocation: input.currentLocation }),
  };
}

/**
 * Changes a transport, as checkTransportChange allows: a new status moves the stock; the lines and
 * inventories can change only while it is pending (afterwards its units have left).
 */
export async function updateTransport(
  db: Db,
  id: string,
  input: TransportUpdate,
  userId: string,
  options: UpdateOptions = {},
): Promise<TTransportDetail> {
  if (input.expiredOverride && options.role !== 'admin') {
    throw forbidden('transport.expiredDispatchAdminOnly');
  }
  try {
    await inTransaction(db, (tx) => updateTransportIn(tx, id, input, userId, options));
    return await getTransport(db, id);
  } catch (error) {
    transportWriteError(error, input.packageId);
  }
}

/** updateTransport in the caller's transaction (a counter sale hands its shipment over). */
export async function updateTransportIn(
  tx: Tx,
  id: string,
  input: TransportUpdate,
  userId: string,
  options: UpdateOptions = {},
): Promise<void> {
  // The row locked and its lines read in one statement (the lines change only under this lock).
  const [locked] = await tx
    .select({ transport: transports, lines: currentLinesJson })
    .from(transports)
    .where(eq(transports.id, id))
    .for('update');
  const current = locked?.transport;
  const currentLines = locked?.lines ?? [];
  // A supplier changes only the transports they created, a driver only those assigned to them
  // (docs/domain.md#roles).
  if (
    !current ||
    (options.role === 'supplier' && current.createdBy !== userId) ||
    (options.role === 'driver' && current.assignedTo !== userId)
  )
    throw notFound('notFound.transport');
  if (options.role === 'driver') input = driversChange({ ...current, lines: currentLines }, input, options);

  if (current.salesOrderId) await assertShipmentChange(tx, current, currentLines, input);
  const state: TransportState = { ...current, lines: currentLines };
  const change = checkTransportChange(state, input, options);
  // A transfer's issued invoice names its goods, batches and warehouses (invoiced-transfer.ts).
  const invoice = await checkInvoicedTransferChange(tx, id, current, input, change);

  // A driver already assigned stays valid when a form sends it again (even if deactivated since).
  if (input.assignedTo !== current.assignedTo) await assertDriver(tx, input.assignedTo);
  if (input.products) {
    await assertProducts(tx, input.products);
    await assertLineBatches(tx, input.products);
  }
  if (change.moves && change.status === 'delivered') await assertNotConsignment(tx, id, current.packageId);
  // Leaving the warehouse: goods over the threshold go with their e-way bill (docs/domain.md#e-way-bills).
  const isConsignment =
    current.salesOrderId !== null ||
    (current.sourceInventoryId !== null && current.destinationInventoryId !== null);
  if (
    isConsignment &&
    change.moves &&
    current.status === 'pending' &&
    change.status !== 'cancelled' &&
    !options.handedOver
  ) {
    await assertEwayBillForDispatch(tx, id, '');
  }
  const points = {
    source:
      input.sourceInventoryId !== undefined
        ? await inventoryPoint(tx, change.sourceInventoryId, 'sourceInventoryId')
        : null,
    destination:
      input.destinationInventoryId !== undefined
        ? await inventoryPoint(tx, change.destinationInventoryId, 'destinationInventoryId')
        : null,
  };
  const values = changedColumns(state, input, change, points);
  const [updated] = await tx
    .update(transports)
    .set({
      ...values,
      updatedAt: sql`now()`,
      // A phone's shared position records when it was shared.
      ...(options.sharedLocation && input.currentLocation !== undefined
        ? { currentLocationAt: sql`now()` }
        : {}),
    })
    .where(eq(transports.id, id))
    .returning();
  const row = updated!;

  if (change.linesChange) await writeLines(tx, id, change.lines);
  else if (input.products && current.status === 'pending' && !invoice)
    await writeChosenBatches(tx, id, input.products, false);
  if (input.products !== undefined && current.status === 'pending') await computeTotals(tx, id);
  if (change.moves) {
    await recordStatus(tx, id, current.status, change.status, userId);
    await moveTransportStock(tx, row, asLines(change.lines), current.status, change.status, userId, {
      expiredOverride: input.expiredOverride,
      invoice: current.status === 'pending' ? invoice : null,
    });
    if (
      change.status === 'delivered' &&
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
  if (isFinalStatus(change.status) || etaCleared) await resolveMissedEta(tx, id);
  if (isFinalStatus(change.status)) await resolveEwayBillExpiry(tx, id);
  await options.afterWrite?.(tx, { ...row, status: change.status });
}

/** Cancels a transport (POST /transports/{id}/cancel): units on the road return to the source. */
export async function cancelTransport(
  db: Db,
  id: string,
  userId: string,
  role?: string,
): Promise<TTransportDetail> {
  return updateTransport(db, id, { status: 'cancelled' }, userId, { mustMove: true, role });
}

/**
 * Deletes a transport (admin). One whose units are on the road from an inventory is refused:
 * cancelling it first returns them. The ledger keeps its rows without the transport.
 */
export async function deleteTransport(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(transports).where(eq(transports.id, id)).for('update');
    if (!current) throw notFound('notFound.transport');
    if (current.salesOrderId && current.status !== 'pending' && current.status !== 'cancelled') {
      throw conflict('transport.shipmentKept', {
        packageId: current.packageId,
        number: await orderNumber(tx, current.salesOrderId),
      });
    }
    if (current.sourceInventoryId && TRANSPORT_ON_ROAD_STATUSES.includes(current.status)) {
      throw conflict('transport.carryingUnits', { packageId: current.packageId });
    }
    await assertNoPapers(tx, id, current.packageId);
    await tx.execute(sql`DELETE FROM eway_bills WHERE transport_id = ${id}`);
    await resolveMissedEta(tx, id);
    await resolveEwayBillExpiry(tx, id);
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
