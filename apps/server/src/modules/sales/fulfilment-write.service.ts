import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOrderPickList, TSalesOrder, zOrderPickSchema, zShipmentCreateSchema } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { products, salesAllocations } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { AppError, conflict, forbidden } from '../../errors.js';
import { takeFromStorageUnit } from '../stock/storage-unit-stock.js';
import { unitCount } from '../stock/stock-ledger.js';
import { createTransportIn } from '../transports/transports-write.service.js';
import { allocateLines, linesToAllocate, lockPlacements } from './allocations.js';
import { getPickList } from './fulfilment-read.service.js';
import { assertOpen, lockOrder, type OrderRow } from './order-lock.js';
import { getSalesOrder } from './sales-orders-read.service.js';

// Allocating, picking and packing a sales order (docs/domain.md#picking-shipping-and-returns). Each
// is one transaction that locks the order, then the warehouse's placements of its products.

type OrderPick = z.output<typeof zOrderPickSchema>;
type ShipmentCreate = z.output<typeof zShipmentCreateSchema>;

/**
 * One click: every held unit of the order not yet allocated gets a place to be picked from (FEFO,
 * racks by location). Expired batches only with an admin's reason (403 for anyone else, 409 naming
 * them without one); a 409 when everything held is already allocated.
 */
export async function allocateOrder(
  db: Db,
  id: string,
  input: { expiredReason?: string },
  actor: { id: string; role: string },
): Promise<TSalesOrder> {
  if (input.expiredReason !== undefined && actor.role !== 'admin') {
    throw forbidden('allocation.expiredAdminOnly');
  }
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    assertOpen(order);
    const lines = await linesToAllocate(tx, id);
    if (lines.length === 0) throw conflict('allocation.nothingToAllocate', { number: order.number });
    await lockPlacements(
      tx,
      order.inventoryId,
      lines.map((l) => l.productId),
    );
    await allocateLines(tx, order, lines, input.expiredReason);
    await tx.execute(sql`UPDATE sales_orders SET updated_at = now() WHERE id = ${id}`);
  });
  return getSalesOrder(db, id);
}

/**
 * Records units of one allocation picked (taken off its rack: they wait loose to be packed). `short`
 * closes it at what has been picked; its other units are allocated elsewhere, or stop being held
 * (a backorder) when the warehouse has no other place for them.
 */
export async function pickAllocation(
  db: Db,
  id: string,
  input: OrderPick,
  userId: string,
): Promise<TOrderPickList> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    assertOpen(order);
    await pickIn(tx, order, input, userId);
  });
  return getPickList(db, id);
}

/** pickAllocation in the caller's transaction, which holds the order's lock. */
export async function pickIn(tx: Tx, order: OrderRow, input: OrderPick, userId: string): Promise<void> {
  const id = order.id;
  const [allocation] = await tx
    .select({ row: salesAllocations, productName: products.productName })
    .from(salesAllocations)
    .innerJoin(products, eq(products.id, salesAllocations.productId))
    .where(and(eq(salesAllocations.id, input.allocation), eq(salesAllocations.salesOrderId, id)))
    .for('update', { of: salesAllocations });
  if (!allocation) {
    throw conflict('pick.unknownAllocation', { number: order.number, allocation: input.allocation });
  }
  const a = allocation.row;
  if (a.closed || a.shipmentId) throw conflict('pick.closed', { product: allocation.productName });
  const left = a.quantity - a.pickedQuantity;
  if (input.quantity > left) {
    throw conflict('pick.overAllocation', {
      left: [unitCount(left)],
      product: allocation.productName,
      quantity: input.quantity,
    });
  }
  await lockPlacements(tx, a.inventoryId, [a.productId]);
  if (input.quantity > 0 && a.storageUnitId) {
    await takeFromStorageUnit(
      tx,
      a.inventoryId,
      {
        storageUnitId: a.storageUnitId,
        productId: a.productId,
        batchId: a.batchId,
        quantity: input.quantity,
      },
      { reason: 'picked', userId, salesOrderId: id },
    );
  }
  const picked = a.pickedQuantity + input.quantity;
  const missing = input.short ? a.quantity - picked : 0;
  await tx
    .update(salesAllocations)
    .set({
      pickedQuantity: picked,
      quantity: a.quantity - missing,
      shortQuantity: a.shortQuantity + missing,
      closed: picked === a.quantity - missing,
      ...(input.quantity > 0 && { pickedBy: userId, pickedAt: sql`now()` }),
    })
    .where(eq(salesAllocations.id, a.id));
  if (missing > 0) await replaceShort(tx, order, a.lineId, a.productId, missing);
}

/**
 * Units a pick found short: allocated from the warehouse's other places (never one this order found
 * short), and what none has stops being held, so the line shows it as a backorder.
 */
async function replaceShort(
  tx: Tx,
  order: { id: string; inventoryId: string },
  lineId: number,
  productId: string,
  missing: number,
) {
  const unplaced = await allocateLines(tx, order, [{ lineId, productId, need: missing }], undefined).catch(
    (error: unknown) => {
      // Only expired units elsewhere: they are not allocated without an admin; the units wait.
      if (error instanceof AppError && error.said.reason === 'allocation.expiredBatches') {
        return new Map([[lineId, missing]]);
      }
      throw error;
    },
  );
  const release = unplaced.get(lineId) ?? 0;
  if (release === 0) return;
  await tx.execute(sql`
    WITH line AS (
      UPDATE sales_order_lines SET reserved_quantity = reserved_quantity - ${release}
      WHERE id = ${lineId} RETURNING product_id
    )
    UPDATE inventory_products SET reserved_quantity = reserved_quantity - ${release}, updated_at = now()
    WHERE inventory_id = ${order.inventoryId} AND product_id = ${productId}`);
}

/**
 * Packs the order's picked units into a shipment: an outgoing transport from its warehouse to the
 * ship-to point, with a driver, vehicle and ETA, its lines and batches the picked ones. An
 * allocation picked in part is split: the rest stays to pick. 409 when nothing picked waits.
 */
export async function packShipment(
  db: Db,
  id: string,
  input: ShipmentCreate,
  userId: string,
): Promise<TSalesOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    assertOpen(order);
    await packIn(tx, order, input, userId);
  });
  return getSalesOrder(db, id);
}

/** packShipment in the caller's transaction, which holds the order's lock; returns the shipment's id. */
export async function packIn(
  tx: Tx,
  order: OrderRow,
  input: ShipmentCreate,
  userId: string,
): Promise<string> {
  const id = order.id;
  const picked = await tx
    .select()
    .from(salesAllocations)
    .where(
      and(
        eq(salesAllocations.salesOrderId, id),
        sql`${salesAllocations.shipmentId} IS NULL AND ${salesAllocations.pickedQuantity} > 0`,
      ),
    )
    .orderBy(salesAllocations.id)
    .for('update');
  if (picked.length === 0) throw conflict('shipment.nothingPicked', { number: order.number });
  // Splitting an allocation changes its places' claims: under the placements' locks (allocations.ts).
  await lockPlacements(
    tx,
    order.inventoryId,
    picked.map((a) => a.productId),
  );

  const byProduct = new Map<string, { quantity: number; batches: Map<string, number> }>();
  for (const a of picked) {
    const line = byProduct.get(a.productId) ?? { quantity: 0, batches: new Map<string, number>() };
    line.quantity += a.pickedQuantity;
    if (a.batchId) line.batches.set(a.batchId, (line.batches.get(a.batchId) ?? 0) + a.pickedQuantity);
    byProduct.set(a.productId, line);
  }
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM transports WHERE sales_order_id = ${id}`,
  );
  const point = order.shipTo?.point;
  const shipmentId = await createTransportIn(
    tx,
    {
      packageId: `${order.number}-${(count?.n ?? 0) + 1}`,
      status: 'pending',
      transportMode: input.transportMode ?? 'land',
      sourceInventoryId: order.inventoryId,
      destination: point ? { type: 'Point', coordinates: point } : undefined,
      assignedTo: input.assignedTo ?? null,
      eta: input.eta ?? null,
      products: [...byProduct].map(([product, line]) => ({
        product,
        quantity: line.quantity,
        batches: [...line.batches].map(([batch, quantity]) => ({ batch, quantity })),
      })),
    },
    userId,
    { salesOrderId: id, vehicleNumber: input.vehicleNumber ?? null },
  );
  for (const a of picked) {
    const rest = a.quantity - a.pickedQuantity;
    await tx
      .update(salesAllocations)
      .set({ shipmentId, quantity: a.pickedQuantity, closed: true })
      .where(eq(salesAllocations.id, a.id));
    // The units of an allocation not yet picked stay to pick, in the same place.
    if (rest > 0 && !a.closed) {
      await tx.insert(salesAllocations).values({
        salesOrderId: a.salesOrderId,
        lineId: a.lineId,
        inventoryId: a.inventoryId,
        productId: a.productId,
        batchId: a.batchId,
        storageUnitId: a.storageUnitId,
        quantity: rest,
        expiredNote: a.expiredNote,
      });
    }
  }
  return shipmentId;
}
