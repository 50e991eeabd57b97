import { sql } from 'drizzle-orm';
import type { TAllocation, TOrderPickList, TShipmentSummary } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Reads of an order on its way (docs/domain.md#picking-shipping-and-returns): its pick list, its
// shipments, and per line the units allocated and picked that have not left yet.

interface AllocationRow {
  id: number;
  line_no: number;
  product_id: string;
  product_name: string;
  sku: string | null;
  batch_id: string | null;
  code: string | null;
  expiry_date: string | null;
  storage_unit_id: string | null;
  unit_name: string | null;
  location_id: string | null;
  quantity: number;
  picked_quantity: number;
  short_quantity: number;
  shipment_id: string | null;
  package_id: string | null;
  expired_note: string | null;
}

const allocationOf = (r: AllocationRow): TAllocation => ({
  id: Number(r.id),
  lineNo: r.line_no,
  product: { id: r.product_id, productName: r.product_name, sku: r.sku },
  batch: r.batch_id ? { id: r.batch_id, code: r.code ?? '', expiryDate: r.expiry_date } : null,
  storageUnit: r.storage_unit_id
    ? { id: r.storage_unit_id, name: r.unit_name ?? '', locationId: r.location_id ?? '' }
    : null,
  quantity: r.quantity,
  pickedQuantity: r.picked_quantity,
  shortQuantity: r.short_quantity,
  shipment: r.shipment_id ? { id: r.shipment_id, packageId: r.package_id ?? '' } : null,
  expiredNote: r.expired_note,
});

/**
 * An order's pick list: its allocations not yet packed, in the order a picker walks the warehouse
 * (racks by location ID, the loose units last), and the held units still without a place.
 */
export async function getPickList(db: Db | Tx, id: string): Promise<TOrderPickList> {
  const [order] = await queryRows<{
    id: string;
    number: string;
    status: TOrderPickList['salesOrder']['status'];
    customer_id: string;
    customer_name: string | null;
    inventory_id: string;
    inventory_name: string | null;
  }>(
    db,
    sql`SELECT o.id, o.number, o.status, o.customer_id, c.name AS customer_name,
               o.inventory_id, i.name AS inventory_name
        FROM sales_orders o LEFT JOIN customers c ON c.id = o.customer_id
        LEFT JOIN inventories i ON i.id = o.inventory_id WHERE o.id = ${id}`,
  );
  if (!order) throw notFound('notFound.salesOrder');
  const [rows, unallocated] = await Promise.all([
    queryRows<AllocationRow>(
      db,
      sql`SELECT a.id, l.line_no, a.product_id, p.product_name, p.sku, a.batch_id, b.code,
                 b.expiry_date::text AS expiry_date, a.storage_unit_id, u.name AS unit_name, u.location_id,
                 a.quantity, a.picked_quantity, a.short_quantity, a.shipment_id, t.package_id, a.expired_note
          FROM sales_allocations a
          JOIN sales_order_lines l ON l.id = a.line_id
          JOIN products p ON p.id = a.product_id
          LEFT JOIN batches b ON b.id = a.batch_id
          LEFT JOIN storage_units u ON u.id = a.storage_unit_id
          LEFT JOIN transports t ON t.id = a.shipment_id
          WHERE a.sales_order_id = ${id} AND a.shipment_id IS NULL
          ORDER BY u.location_id NULLS LAST, p.product_name, b.expiry_date NULLS LAST, a.id`,
    ),
    queryRows<{
      line_no: number;
      product_id: string;
      product_name: string;
      sku: string | null;
      quantity: number;
    }>(
      db,
      sql`SELECT l.line_no, l.product_id, p.product_name, p.sku,
                 (l.reserved_quantity - coalesce((
                   SELECT sum(a.quantity) FROM sales_allocations a LEFT JOIN transports t ON t.id = a.shipment_id
                   WHERE a.line_id = l.id AND (a.shipment_id IS NULL OR t.status = 'pending')), 0))::int AS quantity
          FROM sales_order_lines l JOIN products p ON p.id = l.product_id
          WHERE l.sales_order_id = ${id} AND l.reserved_quantity > 0
          ORDER BY l.line_no`,
    ),
  ]);
  return {
    salesOrder: {
      id: order.id,
      number: order.number,
      status: order.status,
      customer: order.customer_name === null ? null : { id: order.customer_id, name: order.customer_name },
      inventory:
        order.inventory_name === null ? null : { id: order.inventory_id, name: order.inventory_name },
    },
    allocations: rows.map(allocationOf),
    unallocated: unallocated
      .filter((u) => u.quantity > 0)
      .map((u) => ({
        lineNo: u.line_no,
        product: { id: u.product_id, productName: u.product_name, sku: u.sku },
        quantity: u.quantity,
      })),
  };
}

/** Per order line, the units allocated and picked that have not left the warehouse. */
export async function lineProgress(
  db: Db | Tx,
  id: string,
): Promise<Map<number, { allocated: number; picked: number }>> {
  const rows = await queryRows<{ line_id: number; allocated: number; picked: number }>(
    db,
    sql`SELECT a.line_id, sum(a.quantity)::int AS allocated, sum(a.picked_quantity)::int AS picked
        FROM sales_allocations a LEFT JOIN transports t ON t.id = a.shipment_id
        WHERE a.sales_order_id = ${id} AND (a.shipment_id IS NULL OR t.status = 'pending')
        GROUP BY a.line_id`,
  );
  return new Map(rows.map((r) => [Number(r.line_id), { allocated: r.allocated, picked: r.picked }]));
}

/** An order's shipments, oldest first. */
export async function shipmentsOf(db: Db | Tx, id: string): Promise<TShipmentSummary[]> {
  const rows = await queryRows<{
    id: string;
    package_id: string;
    status: TShipmentSummary['status'];
    driver_id: string | null;
    driver_name: string | null;
    vehicle_number: string | null;
    eta: Date | string | null;
    units: number;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT t.id, t.package_id, t.status, t.assigned_to AS driver_id, u.name AS driver_name,
               t.vehicle_number, t.eta, t.created_at,
               coalesce((SELECT sum(quantity) FROM transport_lines WHERE transport_id = t.id), 0)::int AS units
        FROM transports t LEFT JOIN users u ON u.id = t.assigned_to
        WHERE t.sales_order_id = ${id} ORDER BY t.created_at, t.id`,
  );
  const contents = rows.length
    ? await queryRows<{
        shipment_id: string;
        line_no: number;
        product_id: string;
        product_name: string;
        sku: string | null;
        batch_id: string | null;
        code: string | null;
        expiry_date: string | null;
        quantity: number;
        returned: number;
      }>(
        db,
        sql`SELECT a.shipment_id, l.line_no, a.product_id, p.product_name, p.sku, a.batch_id, b.code,
                   b.expiry_date::text AS expiry_date, sum(a.quantity)::int AS quantity,
                   coalesce((SELECT sum(rl.quantity) FROM sales_return_lines rl
                             JOIN sales_returns r ON r.id = rl.return_id
                             WHERE r.shipment_id = a.shipment_id AND rl.line_id = a.line_id
                               AND rl.batch_id IS NOT DISTINCT FROM a.batch_id), 0)::int AS returned
            FROM sales_allocations a JOIN sales_order_lines l ON l.id = a.line_id
            JOIN products p ON p.id = a.product_id LEFT JOIN batches b ON b.id = a.batch_id
            WHERE a.sales_order_id = ${id} AND a.shipment_id IS NOT NULL
            GROUP BY a.shipment_id, a.line_id, l.line_no, a.product_id, p.product_name, p.sku, a.batch_id,
                     b.code, b.expiry_date
            ORDER BY l.line_no, b.expiry_date NULLS LAST`,
      )
    : [];
  const iso = (v: Date | string) => new Date(v).toISOString();
  return rows.map((r) => ({
    id: r.id,
    packageId: r.package_id,
    status: r.status,
    driver: r.driver_id && r.driver_name !== null ? { id: r.driver_id, name: r.driver_name } : null,
    vehicleNumber: r.vehicle_number,
    eta: r.eta ? iso(r.eta) : null,
    units: r.units,
    createdAt: iso(r.created_at),
    contents: contents
      .filter((c) => c.shipment_id === r.id)
      .map((c) => ({
        lineNo: c.line_no,
        product: { id: c.product_id, productName: c.product_name, sku: c.sku },
        batch: c.batch_id ? { id: c.batch_id, code: c.code ?? '', expiryDate: c.expiry_date } : null,
        quantity: c.quantity,
        returned: c.returned,
      })),
  }));
}
