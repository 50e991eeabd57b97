import { sql } from 'drizzle-orm';
import { indiaDateFromToday, zShipmentCreateSchema, type TInvoice } from '@godown/shared';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/transaction.js';
import { issueInvoice } from '../modules/invoices/invoices-write.service.js';
import { issueNote } from '../modules/invoices/notes-write.service.js';
import { createReceipt } from '../modules/receivables/receipts-write.service.js';
import { getPickList } from '../modules/sales/fulfilment-read.service.js';
import { allocateOrder, packShipment, pickAllocation } from '../modules/sales/fulfilment-write.service.js';
import { confirmSalesOrder, createSalesOrder } from '../modules/sales/sales-orders-write.service.js';
import { updateTransport } from '../modules/transports/transports-write.service.js';

// A year of the demo's selling (docs/domain.md#tax-invoices, #receipts-and-receivables): sales to
// five customers over the last eleven months, each shipped and delivered through the services the
// screens call, its dispatch dated back to the day of the sale and invoiced on that day, oldest
// first (so each series keeps its dates in order). The old ones are paid; what is left unpaid puts
// a customer in each ageing bucket, one is credited a price difference, and Patil Kirana goes past
// their credit limit with an admin's override.

interface Buyer {
  customer: string;
  warehouse: string;
  /** Days ago of each sale. */
  days: number[];
  /** Units of each of its two products per sale. */
  units: number;
}

const BUYERS: readonly Buyer[] = [
  {
    customer: 'Shree Ganesh Medical Stores',
    warehouse: 'Bhiwandi Central Godown',
    days: [330, 270, 210, 150, 80],
    units: 4,
  },
  {
    customer: 'Aggarwal Super Bazaar',
    warehouse: 'Bhiwandi Central Godown',
    days: [300, 240, 180, 120],
    units: 6,
  },
  {
    customer: 'Namma Mart',
    warehouse: 'Whitefield Fulfilment Centre',
    days: [315, 255, 195, 135, 20],
    units: 3,
  },
  { customer: 'Maa Tara Bhandar', warehouse: 'Bhiwandi Central Godown', days: [285, 225, 100], units: 2 },
  {
    customer: 'Patil Kirana & General Stores',
    warehouse: 'Bhiwandi Central Godown',
    days: [260, 70, 12, 3],
    units: 8,
  },
];

/** Sales at least this old are paid in full by the demo's receipts. */
const PAID_AFTER_DAYS = 110;

/** The two products of a warehouse with the most units free to sell that have a GST rate. */
async function stockedProducts(db: Db, inventoryId: string): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(
    db,
    sql`SELECT ip.product_id FROM inventory_products ip
        WHERE ip.inventory_id = ${inventoryId}
          AND EXISTS (SELECT 1 FROM product_tax_rates r WHERE r.product_id = ip.product_id)
        ORDER BY ip.quantity - ip.reserved_quantity DESC, ip.product_id LIMIT 2`,
  );
  return rows.map((row) => row.product_id);
}

/** One sale: taken, confirmed (an admin overriding the credit check), picked, shipped, delivered. */
async function sell(
  db: Db,
  people: { staffId: string; adminId: string; driverId: string },
  customerId: string,
  inventoryId: string,
  lines: { product: string; quantity: number }[],
): Promise<string | null> {
  const order = await createSalesOrder(db, { customerId, inventoryId, lines }, people.staffId);
  await confirmSalesOrder(db, order.id, {
    reason: 'Festive season stock, approved by the owner',
    actor: { id: people.adminId, name: 'Demo admin' },
  });
  await allocateOrder(db, order.id, {}, { id: people.staffId, role: 'staff' });
  const picks = (await getPickList(db, order.id)).allocations;
  if (picks.length === 0) return null;
  for (const a of picks) {
    await pickAllocation(
      db,
      order.id,
      { allocation: a.id, quantity: a.quantity - a.pickedQuantity },
      people.staffId,
    );
  }
  const packed = await packShipment(
    db,
    order.id,
    zShipmentCreateSchema.parse({
      assignedTo: people.driverId,
      vehicleNumber: 'MH 04 GX 2210',
      transportMode: 'land',
    }),
    people.staffId,
  );
  const shipment = packed.shipments.at(-1)!;
  for (const status of ['in_transit', 'delivered'] as const) {
    await updateTransport(db, shipment.id, { status }, people.staffId, { role: 'staff' });
  }
  return shipment.id;
}

/**
 * Sells, invoices and collects the demo's year once (nothing when an invoice exists), before today's
 * invoices are issued. Answers how many invoices, notes and receipts it made.
 */
export async function loadDemoInvoiceHistory(
  db: Db,
  people: { staffId: string; adminId: string; driverId: string },
  companyName: string,
): Promise<{ invoices: number; notes: number; receipts: number }> {
  const made = { invoices: 0, notes: 0, receipts: 0 };
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM invoices`);
  if ((existing?.n ?? 0) > 0) return made;
  const names = await queryRows<{ id: string; name: string; kind: string }>(
    db,
    sql`SELECT id, name, 'customer' AS kind FROM customers UNION ALL SELECT id, name, 'inventory' FROM inventories`,
  );
  const idOf = (kind: string, name: string) => names.find((n) => n.kind === kind && n.name === name)?.id;
  const sales = BUYERS.flatMap((buyer) => buyer.days.map((days) => ({ buyer, days }))).sort(
    (a, b) => b.days - a.days,
  );
  const issued: { invoice: TInvoice; days: number; buyer: Buyer }[] = [];
  for (const { buyer, days } of sales) {
    const customerId = idOf('customer', buyer.customer);
    const inventoryId = idOf('inventory', buyer.warehouse);
    if (!customerId || !inventoryId) continue;
    const products = await stockedProducts(db, inventoryId);
    if (products.length === 0) continue;
    const lines = products.map((product) => ({ product, quantity: buyer.units }));
    const shipmentId = await sell(db, people, customerId, inventoryId, lines);
    if (!shipmentId) continue;
    const day = indiaDateFromToday(-days);
    await db.execute(sql`
      UPDATE transport_status_history SET changed_at = (${day}::date + time '10:30') AT TIME ZONE 'Asia/Kolkata'
      WHERE transport_id = ${shipmentId}`);
    const invoice = await issueInvoice(db, { shipmentIds: [shipmentId], invoiceDate: day }, companyName, {
      id: people.staffId,
    });
    issued.push({ invoice, days, buyer });
    made.invoices += 1;
    // An old invoice is paid when it falls due (by bank transfer, or a cheque), before the next sale.
    if (days >= PAID_AFTER_DAYS) {
      await createReceipt(
        db,
        {
          customerId: invoice.customer!.id,
          mode: days % 2 === 0 ? 'bankTransfer' : 'cheque',
          reference: `UTR${String(100_000 + made.receipts * 37)}`,
          amount: invoice.total,
          receiptDate: invoice.dueDate <= indiaDateFromToday() ? invoice.dueDate : invoice.invoiceDate,
          allocations: [{ invoiceId: invoice.id, amount: invoice.total }],
        },
        { id: people.staffId },
      );
      made.receipts += 1;
    }
  }
  // A price difference credited on Namma Mart's recent invoice (a rate agreed after billing).
  const recent = issued.find((i) => i.buyer.customer === 'Namma Mart' && i.days < PAID_AFTER_DAYS);
  if (recent) {
    await issueNote(
      db,
      recent.invoice.id,
      {
        kind: 'credit',
        reason: 'priceDifference',
        lines: [
          { lineNo: 1, amount: Math.max(1, Math.min(50, Math.floor(recent.invoice.lines[0]!.taxable / 10))) },
        ],
        notes: 'Rate agreed after billing',
      },
      { id: people.staffId },
    );
    made.notes += 1;
  }
  return made;
}
