import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// Reservations (docs/domain.md#sales-orders): a confirmed order's units held in the warehouse it
// ships from. A placement's reserved units are the sum of its orders' lines' (both kept in one
// statement), never more than it holds (a CHECK), and no removal takes them (takeFromInventory
// counts available = held - reserved). The placements are locked in product id order, the order
// every stock change locks them in, before a line is written.

/**
 * Holds what it can of the order's lines, each up to the units it still needs (bought and free,
 * less those held or shipped) and to what its placement has free: returns the units held in all.
 */
export async function reserveOrder(tx: Tx, orderId: string, inventoryId: string): Promise<number> {
  const [row] = await queryRows<{ held: number | null }>(
    tx,
    sql`
    WITH needs AS (
      SELECT l.id, l.product_id,
             l.quantity + l.free_quantity - l.reserved_quantity - l.shipped_quantity AS need
      FROM sales_order_lines l
      WHERE l.sales_order_id = ${orderId}
        AND l.quantity + l.free_quantity > l.reserved_quantity + l.shipped_quantity
    ), free AS (
      SELECT ip.product_id, ip.quantity - ip.reserved_quantity AS free
      FROM inventory_products ip
      WHERE ip.inventory_id = ${inventoryId} AND ip.product_id IN (SELECT product_id FROM needs)
      ORDER BY ip.product_id
      FOR UPDATE
    ), -- A product may be on two lines (bought, and free of another's scheme): the earlier line first.
    taken AS (
      SELECT n.id, n.product_id,
             greatest(0, least(n.need, f.free - coalesce(sum(n.need) OVER (
               PARTITION BY n.product_id ORDER BY n.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS units
      FROM needs n JOIN free f ON f.product_id = n.product_id
    ), held AS (
      UPDATE inventory_products ip
      SET reserved_quantity = ip.reserved_quantity + t.units, updated_at = now()
      FROM (SELECT product_id, sum(units)::int AS units FROM taken GROUP BY product_id) t
      WHERE ip.inventory_id = ${inventoryId} AND ip.product_id = t.product_id AND t.units > 0
      RETURNING ip.product_id
    ), lines AS (
      UPDATE sales_order_lines l SET reserved_quantity = l.reserved_quantity + t.units
      FROM taken t WHERE l.id = t.id AND t.units > 0
      RETURNING t.units
    )
    SELECT sum(units)::int AS held FROM lines`,
  );
  return row?.held ?? 0;
}

/** Lets go of every unit the order holds (cancelled): its placements get them back. */
export async function releaseOrder(tx: Tx, orderId: string, inventoryId: string): Promise<void> {
  await tx.execute(sql`
    WITH locked AS (
      SELECT ip.product_id FROM inventory_products ip
      WHERE ip.inventory_id = ${inventoryId} AND ip.product_id IN (
        SELECT product_id FROM sales_order_lines WHERE sales_order_id = ${orderId} AND reserved_quantity > 0)
      ORDER BY ip.product_id
      FOR UPDATE
    ), freed AS (
      UPDATE inventory_products ip
      SET reserved_quantity = ip.reserved_quantity - r.units, updated_at = now()
      FROM (SELECT product_id, sum(reserved_quantity)::int AS units FROM sales_order_lines
            WHERE sales_order_id = ${orderId} AND reserved_quantity > 0 GROUP BY product_id) r
      WHERE ip.inventory_id = ${inventoryId} AND ip.product_id = r.product_id
        AND ip.product_id IN (SELECT product_id FROM locked)
      RETURNING 1
    )
    UPDATE sales_order_lines SET reserved_quantity = 0
    WHERE sales_order_id = ${orderId} AND reserved_quantity > 0`);
}

/**
 * Fills backorders with units that arrived in an inventory (a receipt, a transfer in, a placement):
 * the confirmed orders shipping from it that wait for these products, the oldest confirmed first.
 * Returns how many orders got units.
 */
export async function fillBackorders(
  tx: Tx,
  inventoryId: string,
  productIds: readonly string[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  const waiting = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT o.id, o.confirmed_at FROM sales_orders o
        JOIN sales_order_lines l ON l.sales_order_id = o.id
        WHERE o.inventory_id = ${inventoryId} AND o.status IN ('confirmed', 'partlyShipped')
          AND l.product_id IN (${sql.join(
            productIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          AND l.reserved_quantity + l.shipped_quantity < l.quantity + l.free_quantity
        ORDER BY o.confirmed_at, o.id`,
  );
  let filled = 0;
  for (const order of waiting) {
    if ((await reserveOrder(tx, order.id, inventoryId)) > 0) filled += 1;
  }
  return filled;
}
