import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  message,
  PURCHASE_ORDER_RECEIVABLE_STATUSES,
  type TPurchaseOrder,
  type zPurchaseOrderReceiveSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { products, purchaseOrderLines, purchaseOrders } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem } from '../../errors.js';
import { syncAlertsOfProducts } from '../alerts/stock-alerts.js';
import { ensureBatch } from '../stock/batch-stock.js';
import { lockProducts } from '../stock/locks.js';
import { assertRoomForReceipt, putIntoInventory, sortedLines } from '../stock/placements.js';
import { ledgerRows, recordMovements, type StockLine } from '../stock/stock-ledger.js';
import { closeConsignment } from '../transports/transports-write.service.js';
import { getPurchaseOrder, type Viewer } from './purchase-orders-read.service.js';
import { lockOrder } from './purchase-orders-write.service.js';

// Receiving goods on a purchase order: in the order's lock (purchase-orders-write.service.ts), so
// two receipts of one line never over-receive.

type PurchaseOrderReceive = z.output<typeof zPurchaseOrderReceiveSchema>;

/**
 * Receives goods on an order into its destination inventory, by product and batch: the products'
 * quantities, the inventory's placements and capacity, the batches and the ledger change together,
 * or not at all (409 when the inventory is full, as for any placement). A receipt past what is still
 * to come is refused; partial receipts add up, and the order becomes partially received or received
 * (its consignment delivered).
 */
export async function receivePurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderReceive,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    if (!(PURCHASE_ORDER_RECEIVABLE_STATUSES as readonly string[]).includes(order.status)) {
      throw conflict('purchaseOrder.cannotReceiveStatus', { number: order.number, status: order.status });
    }
    if (order.changesProposed) {
      throw conflict('purchaseOrder.answerChangesFirst', { number: order.number });
    }
    const inventoryId = order.destinationInventoryId;
    if (!inventoryId) throw conflict('purchaseOrder.noDestinationSetOne', { number: order.number });
    // The order's products, locked in id order (NO KEY UPDATE: the lines' foreign keys hold KEY
    // SHARE locks on them, stock/locks.ts), then its lines, which the order's lock keeps as they are.
    const locked = await lockProducts(
      tx,
      sql`${products.id} IN (SELECT product_id FROM ${purchaseOrderLines} WHERE purchase_order_id = ${id})`,
      'no key update',
      { id: products.id, productName: products.productName },
    );
    const nameOf = new Map(locked.map((p) => [p.id, p.productName]));
    const lines = (
      await tx
        .select()
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.purchaseOrderId, id))
        .orderBy(asc(purchaseOrderLines.productId))
    ).map((line) => ({ line, productName: nameOf.get(line.productId)! }));

    // Units per product, with the batch of each part.
    const byProduct = new Map<string, StockLine>();
    for (const [index, received] of input.lines.entries()) {
      const found = lines.find((l) => l.line.productId === received.product);
      if (!found) {
        throw badRequest(message('purchaseOrder.receiptLineNotOnOrder'), [
          fieldProblem(['lines', index, 'product'], 'purchaseOrder.notOnOrder'),
        ]);
      }
      const stock = byProduct.get(received.product) ?? {
        productId: received.product,
        quantity: 0,
        batches: [],
      };
      stock.quantity += received.quantity;
      if (received.batch) {
        const batch = await ensureBatch(tx, received.product, received.batch);
        stock.batches!.push({ batchId: batch.id, quantity: received.quantity });
      }
      byProduct.set(received.product, stock);
    }
    const stockLines = sortedLines([...byProduct.values()]);
    for (const stock of stockLines) {
      const { line, productName } = lines.find((l) => l.line.productId === stock.productId)!;
      const open = line.quantity - line.receivedQuantity;
      if (stock.quantity > open) {
        throw conflict(open === 1 ? 'purchaseOrder.receivePastOpen.one' : 'purchaseOrder.receivePastOpen', {
          quantity: stock.quantity,
          product: productName,
          number: order.number,
          ordered: line.quantity,
          received: line.receivedQuantity,
          open,
        });
      }
    }
    await assertRoomForReceipt(tx, stockLines);

    const entry = { reason: 'received' as const, userId: viewer.id, purchaseOrderId: id };
    for (const stock of stockLines) {
      await tx
        .update(products)
        .set({
          quantity: sql`${products.quantity} + ${stock.quantity}`,
          placedQuantity: sql`${products.placedQuantity} + ${stock.quantity}`,
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, stock.productId));
      await tx
        .update(purchaseOrderLines)
        .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${stock.quantity}` })
        .where(
          and(eq(purchaseOrderLines.purchaseOrderId, id), eq(purchaseOrderLines.productId, stock.productId)),
        );
    }
    await putIntoInventory(tx, inventoryId, stockLines, entry);
    await recordMovements(tx, ledgerRows('stock', inventoryId, stockLines, 1, entry));
    await syncAlertsOfProducts(
      tx,
      stockLines.map((l) => l.productId),
    );

    const [remaining] = await queryRows<{ open: number }>(
      tx,
      sql`SELECT count(*)::int AS open FROM purchase_order_lines WHERE purchase_order_id = ${id} AND received_quantity < quantity`,
    );
    const complete = (remaining?.open ?? 0) === 0;
    await tx
      .update(purchaseOrders)
      .set({ status: complete ? 'received' : 'partially_received', updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, id));
    if (complete && order.transportId) await closeConsignment(tx, order.transportId, 'delivered', viewer.id);
  });
  return getPurchaseOrder(db, id, viewer);
}
