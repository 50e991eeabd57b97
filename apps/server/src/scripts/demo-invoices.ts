import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/transaction.js';
import { issueInvoice, issueTransferInvoice } from '../modules/invoices/invoices-write.service.js';
import { issueNote } from '../modules/invoices/notes-write.service.js';
import { createReceipt } from '../modules/receivables/receipts-write.service.js';

// Demo tax invoices (docs/domain.md#tax-invoices): the shipments of the demo's delivered and shipped
// orders billed through the service the screen calls, each under its warehouse's registration, and a
// credit note for the crushed jars that came back (docs/domain.md#credit-and-debit-notes) and a part
// payment by UPI (docs/domain.md#receipts-and-receivables). The partly
// shipped order's shipment is left to bill, so the new invoice screen has one to offer. The transfers
// that left for another state's warehouse are invoiced to that state's registration, but the one
// dispatched last (docs/domain.md#transfers-between-registrations), so its page offers Issue tax invoice.

/** Issues the demo's invoices and notes once (for shipments and returns not yet billed); how many of each. */
export async function loadDemoInvoices(
  db: Db,
  staff: { id: string; name: string },
  companyName: string,
): Promise<{ invoices: number; notes: number; receipts: number; transfers: number }> {
  const staffId = staff.id;
  const shipments = await queryRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM transports t JOIN sales_orders o ON o.id = t.sales_order_id
        WHERE t.status IN ('in_transit', 'delivered') AND o.status IN ('shipped', 'delivered')
          AND NOT EXISTS (SELECT 1 FROM invoice_shipments s WHERE s.shipment_id = t.id)
        ORDER BY t.created_at`,
  );
  const issued = [];
  for (const shipment of shipments) {
    issued.push(await issueInvoice(db, { shipmentIds: [shipment.id] }, companyName, { id: staffId }));
  }
  // The first customer paid half by UPI; the rest is owed.
  const first = issued[0];
  if (first) {
    await createReceipt(
      db,
      {
        customerId: first.customer!.id,
        mode: 'upi',
        reference: 'UPI-334512908871',
        amount: Math.round(first.total / 2),
        notes: 'Part payment',
      },
      { id: staffId },
    );
  }
  const returns = await queryRows<{ id: string; invoice_id: string }>(
    db,
    sql`SELECT r.id, s.invoice_id FROM sales_returns r
        JOIN invoice_shipments s ON s.shipment_id = r.shipment_id AND s.active
        WHERE NOT EXISTS (SELECT 1 FROM invoice_notes n WHERE n.return_id = r.id)
        ORDER BY r.created_at`,
  );
  for (const r of returns) {
    await issueNote(
      db,
      r.invoice_id,
      { kind: 'credit', reason: 'return', returnId: r.id, notes: 'Jars crushed in transit' },
      { id: staffId },
    );
  }
  const transfers = await queryRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM transports t
        JOIN inventories s ON s.id = t.source_inventory_id JOIN inventories d ON d.id = t.destination_inventory_id
        WHERE t.status IN ('in_transit', 'delivered') AND s.registration_id <> d.registration_id
          AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.transport_id = t.id)
        ORDER BY t.created_at`,
  );
  for (const transfer of transfers) {
    await issueTransferInvoice(
      db,
      transfer.id,
      { notes: 'Stock transfer to the branch' },
      companyName,
      staff,
    );
  }
  return {
    invoices: issued.length,
    notes: returns.length,
    receipts: first ? 1 : 0,
    transfers: transfers.length,
  };
}
