import { sql } from 'drizzle-orm';
import { BRAND_NAME, GST_STATES, indiaDateFromToday, type TOrderPickList } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { indianDate, type ReportColumn, type ReportDocument } from '../reports/report-documents.js';

// The papers of an order on its way (docs/domain.md#picking-shipping-and-returns): the pick list a
// picker carries through the racks, and the delivery challan that travels with a shipment. Drawn as
// report documents, so the PDF writer of the reports prints them.

const FILE_PREFIX = BRAND_NAME.toLowerCase();
const fileSafe = (value: string) => value.replace(/[^\w-]+/g, '-');
const text = (header: string, width: number): ReportColumn => ({ header, kind: 'text', width });
const units = (header: string, width = 10): ReportColumn => ({ header, kind: 'units', width });
const date = (header: string): ReportColumn => ({ header, kind: 'date', width: 12 });

/** The pick list on paper: by rack, with a box to tick and the units picked so far. */
export function pickListDocument(list: TOrderPickList): ReportDocument {
  const order = list.salesOrder;
  const rows = list.allocations.map((a) => [
    a.storageUnit ? `${a.storageUnit.locationId} (${a.storageUnit.name})` : 'Loose in the warehouse',
    a.product.productName,
    a.product.sku,
    a.batch?.code ?? null,
    a.batch?.expiryDate ?? null,
    a.quantity,
    a.pickedQuantity,
    '[   ]',
  ]);
  const total = list.allocations.reduce((sum, a) => sum + a.quantity, 0);
  return {
    title: `Pick list ${order.number}`,
    fileName: `${FILE_PREFIX}-pick-list-${fileSafe(order.number)}`,
    parameters: [
      ['Customer', order.customer?.name ?? ''],
      ['Warehouse', order.inventory?.name ?? ''],
      ['Printed on', indianDate(indiaDateFromToday())],
    ],
    notes: [
      'Walk the racks in this order; scan the rack, the product and the batch on the phone, or tick each line.',
      ...(list.unallocated.length
        ? [
            `Held but not yet allocated: ${list.unallocated
              .map((u) => `${u.product.productName} ${u.quantity}`)
              .join(', ')}.`,
          ]
        : []),
    ],
    tables: [
      {
        title: 'To pick',
        columns: [
          text('Rack', 22),
          text('Product', 34),
          text('SKU', 14),
          text('Batch', 14),
          date('Expiry'),
          units('Units'),
          units('Picked'),
          text('Done', 6),
        ],
        rows,
        totals: [['Total', null, null, null, null, total, null, null]],
      },
    ],
  };
}

interface ChallanRow {
  package_id: string;
  vehicle_number: string | null;
  driver: string | null;
  created_at: Date | string;
  order_number: string;
  customer: string | null;
  gstin: string | null;
  ship_to: { line: string; district: string | null; pinCode: string | null; stateCode: string | null } | null;
  warehouse: string | null;
  warehouse_location: string | null;
}

/** The delivery challan of a shipment: who sends what to whom, by batch, with room to sign. */
export async function challanDocument(db: Db, orderId: string, shipmentId: string): Promise<ReportDocument> {
  const [head] = await queryRows<ChallanRow>(
    db,
    sql`SELECT t.package_id, t.vehicle_number, d.name AS driver, t.created_at, o.number AS order_number,
               c.name AS customer, c.gstin, o.ship_to, i.name AS warehouse, i.location AS warehouse_location
        FROM transports t JOIN sales_orders o ON o.id = t.sales_order_id
        LEFT JOIN customers c ON c.id = o.customer_id LEFT JOIN inventories i ON i.id = o.inventory_id
        LEFT JOIN users d ON d.id = t.assigned_to
        WHERE t.id = ${shipmentId} AND t.sales_order_id = ${orderId}`,
  );
  if (!head) throw notFound('notFound.transport');
  const lines = await queryRows<{
    line_no: number;
    product_name: string;
    sku: string | null;
    code: string | null;
    expiry_date: string | null;
    quantity: number;
  }>(
    db,
    sql`SELECT l.line_no, p.product_name, p.sku, b.code, b.expiry_date::text AS expiry_date,
               sum(a.quantity)::int AS quantity
        FROM sales_allocations a JOIN sales_order_lines l ON l.id = a.line_id
        JOIN products p ON p.id = a.product_id LEFT JOIN batches b ON b.id = a.batch_id
        WHERE a.shipment_id = ${shipmentId}
        GROUP BY l.line_no, p.product_name, p.sku, b.code, b.expiry_date
        ORDER BY l.line_no, b.expiry_date NULLS LAST`,
  );
  const shipTo = head.ship_to;
  const place = shipTo
    ? [
        shipTo.line,
        shipTo.district,
        shipTo.stateCode ? GST_STATES[shipTo.stateCode as keyof typeof GST_STATES] : null,
        shipTo.pinCode,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    title: `Delivery challan ${head.package_id}`,
    fileName: `${FILE_PREFIX}-challan-${fileSafe(head.package_id)}`,
    parameters: [
      ['Date', indianDate(new Date(head.created_at).toISOString().slice(0, 10))],
      ['Sales order', head.order_number],
      ['From', [head.warehouse, head.warehouse_location].filter(Boolean).join(', ')],
      ['To', [head.customer, head.gstin ? `GSTIN ${head.gstin}` : null].filter(Boolean).join(', ')],
      ['Ship to', place],
      ['Vehicle', head.vehicle_number ?? ''],
      ['Driver', head.driver ?? ''],
    ],
    notes: [
      'Not a tax invoice.',
      'Received the goods above in good condition. Receiver’s name, signature and date: ______________________________',
    ],
    tables: [
      {
        title: 'Goods',
        columns: [
          units('Line', 6),
          text('Product', 40),
          text('SKU', 14),
          text('Batch', 14),
          date('Expiry'),
          units('Units'),
        ],
        rows: lines.map((l) => [l.line_no, l.product_name, l.sku, l.code, l.expiry_date, l.quantity]),
        totals: [['Total', null, null, null, null, total]],
      },
    ],
  };
}
