import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  message,
  PURCHASE_ORDER_TRANSITIONS,
  TRANSPORT_OPEN_STATUSES,
  type TPurchaseOrder,
  type zPurchaseOrderConfirmSchema,
  type zPurchaseOrderCreateSchema,
  type zPurchaseOrderShipSchema,
  type zPurchaseOrderUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inventories, products, purchaseOrderLines, purchaseOrders, transports } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound } from '../../errors.js';
import { closeConsignment, createTransportIn } from '../transports/transports-write.service.js';
import { assertSupplier } from '../users/active-role.js';
import { getPurchaseOrder, visibleTo, type Viewer } from './purchase-orders-read.service.js';

// Purchase orders (docs/domain.md#purchase-orders), written: the buyer (admin or staff) drafts,
// sends and cancels; the supplier the order is addressed to confirms and ships it (receiving is
// purchase-receipts.service.ts). Every write is one transaction that locks the order first.

type PurchaseOrderCreate = z.output<typeof zPurchaseOrderCreateSchema>;
type PurchaseOrderUpdate = z.output<typeof zPurchaseOrderUpdateSchema>;
type PurchaseOrderConfirm = z.output<typeof zPurchaseOrderConfirmSchema>;
type PurchaseOrderShip = z.output<typeof zPurchaseOrderShipSchema>;
type OrderRow = typeof purchaseOrders.$inferSelect;

async function assertInventory(tx: Tx, inventoryId: string): Promise<void> {
  const [row] = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!row) {
    throw badRequest(message('purchaseOrder.destinationNotFound'), [
      fieldProblem(['destinationInventoryId'], 'purchaseOrder.destinationNotFound'),
    ]);
  }
}

async function assertLineProducts(tx: Tx, productIds: string[], field = 'lines'): Promise<void> {
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  const known = new Set(found.map((p) => p.id));
  const details = productIds.flatMap((id, index) =>
    known.has(id) ? [] : [fieldProblem([field, index, 'product'], 'purchaseOrder.unknownProduct')],
  );
  if (details.length) throw badRequest(message('purchaseOrder.lineUnknownProduct'), details);
}

async function writeLines(tx: Tx, orderId: string, lines: PurchaseOrderCreate['lines']): Promise<void> {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId));
  await tx.insert(purchaseOrderLines).values(
    lines.map((l) => ({
      purchaseOrderId: orderId,
      productId: l.product,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  );
}

/** Creates a purchase order, a draft unless sent at once. */
export async function createPurchaseOrder(
  db: Db,
  input: PurchaseOrderCreate,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  const id = await inTransaction(db, async (tx) => {
    await assertSupplier(tx, input.supplierId);
    await assertInventory(tx, input.destinationInventoryId);
    await assertLineProducts(
      tx,
      input.lines.map((l) => l.product),
    );
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        supplierId: input.supplierId,
        destinationInventoryId: input.destinationInventoryId,
        expectedDate: input.expectedDate ?? null,
        notes: input.notes || null,
        status: input.status ?? 'draft',
        createdBy: viewer.id,
      })
      .returning({ id: purchaseOrders.id });
    await writeLines(tx, row!.id, input.lines);
    return row!.id;
  });
  return getPurchaseOrder(db, id, viewer);
}

/** Locks an order the viewer may act on (404 otherwise). */
export async function lockOrder(tx: Tx, id: string, viewer: Viewer): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), visibleTo(viewer)))
    .for('update');
  if (!order) throw notFound('notFound.purchaseOrder');
  return order;
}

/**
 * The buyer's changes: a status move by hand (PURCHASE_ORDER_TRANSITIONS; 409 otherwise), dates,
 * notes, the destination (until goods arrive), the lines (while a draft), or the answer to the
 * supplier's changed quantities. Cancelling closes an open consignment too.
 */
export async function updatePurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderUpdate,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    const values: Partial<typeof purchaseOrders.$inferInsert> = {};
    if (input.acceptChanges !== undefined) {
      if (!order.changesProposed) {
        throw conflict('purchaseOrder.noChangesToAnswer', { number: order.number });
      }
      if (input.acceptChanges) {
        await tx
          .update(purchaseOrderLines)
          .set({
            quantity: sql`coalesce(${purchaseOrderLines.proposedQuantity}, ${purchaseOrderLines.quantity})`,
            proposedQuantity: null,
          })
          .where(eq(purchaseOrderLines.purchaseOrderId, id));
      } else {
        await tx
          .update(purchaseOrderLines)
          .set({ proposedQuantity: null })
          .where(eq(purchaseOrderLines.purchaseOrderId, id));
        // Refused: the supplier is asked again for the quantities ordered.
        values.status = 'sent';
        values.confirmedDate = null;
      }
      values.changesProposed = false;
    }
    const status = input.status;
    if (status !== undefined && status !== order.status) {
      if (!PURCHASE_ORDER_TRANSITIONS[order.status].includes(status)) {
        throw status === 'received' || status === 'partially_received'
          ? conflict('purchaseOrder.becomesOnReceipt', { number: order.number, status })
          : conflict('purchaseOrder.cannotBecome', {
              number: order.number,
              status: order.status,
              next: status,
            });
      }
      values.status = status;
      if (status === 'cancelled' && order.transportId)
        await closeConsignment(tx, order.transportId, 'cancelled', viewer.id);
    }
    if (input.lines) {
      if (order.status !== 'draft') {
        throw conflict('purchaseOrder.linesLocked', { number: order.number, status: order.status });
      }
      await assertLineProducts(
        tx,
        input.lines.map((l) => l.product),
      );
      await writeLines(tx, id, input.lines);
    }
    if (
      input.destinationInventoryId !== undefined &&
      input.destinationInventoryId !== order.destinationInventoryId
    ) {
      if (!['draft', 'sent', 'confirmed'].includes(order.status) || order.transportId) {
        throw conflict('purchaseOrder.destinationLocked', { number: order.number });
      }
      await assertInventory(tx, input.destinationInventoryId);
      values.destinationInventoryId = input.destinationInventoryId;
    }
    if (input.expectedDate !== undefined) values.expectedDate = input.expectedDate;
    if (input.notes !== undefined) values.notes = input.notes || null;
    await tx
      .update(purchaseOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id, viewer);
}

/**
 * The supplier confirms a sent order with the date the goods will be ready; quantities that differ
 * from the order's are proposed, and the buyer accepts or refuses them (PUT acceptChanges).
 */
export async function confirmPurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderConfirm,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    if (order.status !== 'sent') {
      throw conflict('purchaseOrder.onlySentConfirmed', { number: order.number, status: order.status });
    }
    const lines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, id));
    let changed = false;
    for (const [index, proposed] of (input.lines ?? []).entries()) {
      const line = lines.find((l) => l.productId === proposed.product);
      if (!line) {
        throw badRequest(message('purchaseOrder.lineNotOnOrder'), [
          fieldProblem(['lines', index, 'product'], 'purchaseOrder.notOnOrder'),
        ]);
      }
      if (proposed.quantity === line.quantity) continue;
      changed = true;
      await tx
        .update(purchaseOrderLines)
        .set({ proposedQuantity: proposed.quantity })
        .where(
          and(eq(purchaseOrderLines.purchaseOrderId, id), eq(purchaseOrderLines.productId, line.productId)),
        );
    }
    await tx
      .update(purchaseOrders)
      .set({
        status: 'confirmed',
        confirmedDate: input.confirmedDate,
        supplierNote: input.note || null,
        changesProposed: changed,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id, viewer);
}

/**
 * The supplier ships a confirmed order: an incoming consignment (a transport from outside to the
 * destination inventory, in transit, carrying what is still to come) that the warehouse receives on
 * the order. Refused while changed quantities await the buyer or a consignment is already on the way.
 */
export async function shipPurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderShip,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    if (order.status !== 'confirmed' && order.status !== 'partially_received') {
      throw conflict('purchaseOrder.confirmBeforeShipping', { number: order.number, status: order.status });
    }
    if (order.changesProposed) {
      throw conflict('purchaseOrder.waitsForBuyer', { number: order.number });
    }
    if (!order.destinationInventoryId) {
      throw conflict('purchaseOrder.noDestinationAskBuyer', { number: order.number });
    }
    if (order.transportId) {
      const [open] = await tx
        .select({ packageId: transports.packageId })
        .from(transports)
        .where(
          and(eq(transports.id, order.transportId), inArray(transports.status, [...TRANSPORT_OPEN_STATUSES])),
        );
      if (open)
        throw conflict('purchaseOrder.alreadyOnTheWay', { number: order.number, packageId: open.packageId });
    }
    const outstanding = await tx
      .select({
        productId: purchaseOrderLines.productId,
        quantity: sql<number>`${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}`,
      })
      .from(purchaseOrderLines)
      .where(
        and(
          eq(purchaseOrderLines.purchaseOrderId, id),
          sql`${purchaseOrderLines.receivedQuantity} < ${purchaseOrderLines.quantity}`,
        ),
      );
    const [shipments] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM transports WHERE package_id LIKE ${`${order.number}-S%`}`,
    );
    const transportId = await createTransportIn(
      tx,
      {
        packageId: `${order.number}-S${(shipments?.n ?? 0) + 1}`,
        // On the road from the moment the supplier ships it.
        status: 'in_transit',
        transportMode: 'land',
        destinationInventoryId: order.destinationInventoryId,
        eta: input.eta ?? null,
        products: outstanding.map((l) => ({ product: l.productId, quantity: Number(l.quantity) })),
      },
      viewer.id,
    );
    await tx
      .update(purchaseOrders)
      .set({
        transportId,
        shippedAt: sql`now()`,
        // The shipping note follows the confirmation's, which stays.
        ...(input.note
          ? { supplierNote: sql`concat_ws(' · ', ${purchaseOrders.supplierNote}, ${input.note}::text)` }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id, viewer);
}
