import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { salesOrders } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';

export type OrderRow = typeof salesOrders.$inferSelect;

/**
 * Locks a sales order (404 when there is none). Every write of an order, its allocations, picks,
 * shipments and returns takes this lock first, then the stock rows it touches.
 */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(salesOrders).where(eq(salesOrders.id, id)).for('update');
  if (!order) throw notFound('notFound.salesOrder');
  return order;
}

/** An order whose held units may be allocated, picked and shipped: confirmed or partly shipped (409 otherwise). */
export function assertOpen(order: OrderRow): void {
  if (order.status !== 'confirmed' && order.status !== 'partlyShipped') {
    throw conflict('allocation.orderNotOpen', { number: order.number, status: order.status });
  }
}
