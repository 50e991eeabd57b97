import { sql } from 'drizzle-orm';
import type { TransportStatus } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { lockPlacements } from './allocations.js';
import { lockOrder } from './order-lock.js';

// A sales order's shipment moving (docs/domain.md#picking-shipping-and-returns), in the transaction
// of the transport's change, which holds the transport's lock; the order's lock comes next, before
// any stock row. Leaving, its units stop being held for the order and count as shipped (then the
// transport takes them from the warehouse as any dispatch does); arriving, they count as delivered;
// coming back on a cancellation, they are no longer shipped and wait to be held again.

/** Per line, the units of the shipment's allocations. */
const shipmentUnits = (shipmentId: string) => sql`
  SELECT line_id, product_id, sum(quantity)::int AS units FROM sales_allocations
  WHERE shipment_id = ${shipmentId} GROUP BY line_id, product_id`;

/** The order's status from its lines: every unit shipped, every unit delivered, or some shipped. */
async function settleStatus(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE sales_orders o SET updated_at = now(), status = CASE
      WHEN t.delivered = t.units THEN 'delivered'::sales_order_status
      WHEN t.shipped = t.units THEN 'shipped'::sales_order_status
      WHEN t.shipped > 0 THEN 'partlyShipped'::sales_order_status
      ELSE 'confirmed'::sales_order_status END
    FROM (SELECT sum(quantity + free_quantity) AS units, sum(shipped_quantity) AS shipped,
                 sum(delivered_quantity) AS delivered
          FROM sales_order_lines WHERE sales_order_id = ${orderId}) t
    WHERE o.id = ${orderId}`);
}

/**
 * Billed goods come back by a return (and a credit note), not by undoing the shipment; a packed
 * shipment already invoiced is unpacked only once its invoice is cancelled.
 */
async function assertNotInvoiced(tx: Tx, shipmentId: string): Promise<void> {
  const [invoiced] = await queryRows<{ number: string; package_id: string }>(
    tx,
    sql`SELECT i.number, t.package_id FROM invoice_shipments s
        JOIN invoices i ON i.id = s.invoice_id JOIN transports t ON t.id = s.shipment_id
        WHERE s.shipment_id = ${shipmentId} AND s.active`,
  );
  if (invoiced) {
    throw conflict('shipment.invoicedCannotCancel', {
      packageId: invoiced.package_id,
      number: invoiced.number,
    });
  }
}

/** Before the transport moves its stock: the order's side of the move. */
export async function shipmentMoves(
  tx: Tx,
  shipment: { id: string; salesOrderId: string; inventoryId: string | null },
  from: TransportStatus,
  to: TransportStatus,
): Promise<void> {
  const order = await lockOrder(tx, shipment.salesOrderId);
  if (to === 'cancelled') await assertNotInvoiced(tx, shipment.id);
  if (from === 'pending' && to === 'cancelled') {
    // Never left: the picked units wait to be packed again.
    await tx.execute(sql`UPDATE sales_allocations SET shipment_id = NULL WHERE shipment_id = ${shipment.id}`);
    return;
  }
  if (from === 'pending') {
    // Leaving: its allocations stop claiming places in the warehouse (sales_claims), changed under
    // the placements' locks as every change to the claims is.
    const [{ products } = { products: [] }] = await queryRows<{ products: string[] }>(
      tx,
      sql`SELECT coalesce(array_agg(DISTINCT product_id), '{}') AS products FROM sales_allocations
          WHERE shipment_id = ${shipment.id}`,
    );
    await lockPlacements(tx, order.inventoryId, products);
    await tx.execute(sql`UPDATE sales_allocations SET departed = true WHERE shipment_id = ${shipment.id}`);
    await tx.execute(sql`
      WITH u AS (${shipmentUnits(shipment.id)}),
      lines AS (
        UPDATE sales_order_lines l
        SET reserved_quantity = l.reserved_quantity - u.units, shipped_quantity = l.shipped_quantity + u.units
        FROM u WHERE l.id = u.line_id RETURNING l.id
      )
      UPDATE inventory_products ip SET reserved_quantity = ip.reserved_quantity - p.units, updated_at = now()
      FROM (SELECT product_id, sum(units)::int AS units FROM u GROUP BY product_id) p
      WHERE ip.inventory_id = ${order.inventoryId} AND ip.product_id = p.product_id`);
  }
  if (to === 'delivered') {
    await tx.execute(sql`
      UPDATE sales_order_lines l SET delivered_quantity = l.delivered_quantity + u.units
      FROM (${shipmentUnits(shipment.id)}) u WHERE l.id = u.line_id`);
  }
  if (from !== 'pending' && to === 'cancelled') {
    await tx.execute(sql`
      UPDATE sales_order_lines l SET shipped_quantity = l.shipped_quantity - u.units
      FROM (${shipmentUnits(shipment.id)}) u WHERE l.id = u.line_id`);
    // The units come back loose and unheld: the order's backorder takes them again as they arrive.
    await tx.execute(sql`DELETE FROM sales_allocations WHERE shipment_id = ${shipment.id}`);
  }
  await settleStatus(tx, order.id);
}
