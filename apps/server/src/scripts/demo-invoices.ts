import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invoices } from '../db/schema.js';
import { queryRows } from '../db/transaction.js';
import { issueInvoice } from '../modules/invoices/invoices-write.service.js';
import { issueNote } from '../modules/invoices/notes-write.service.js';

// Demo tax invoices (docs/domain.md#tax-invoices): the shipments of the demo's delivered and shipped
// orders billed through the service the screen calls, each under its warehouse's registration, and a
// credit note for the crushed jars that came back (docs/domain.md#credit-and-debit-notes). The partly
// shipped order's shipment is left to bill, so the new invoice screen has one to offer.

/** Issues the demo's invoices and notes once (nothing when an invoice exists); how many of each. */
export async function loadDemoInvoices(
  db: Db,
  staffId: string,
  companyName: string,
): Promise<{ invoices: number; notes: number }> {
  const [existing] = await db.select({ n: count() }).from(invoices);
  if ((existing?.n ?? 0) > 0) return { invoices: 0, notes: 0 };
  const shipments = await queryRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM transports t JOIN sales_orders o ON o.id = t.sales_order_id
        WHERE t.status IN ('in_transit', 'delivered') AND o.status IN ('shipped', 'delivered')
        ORDER BY t.created_at`,
  );
  let issued = 0;
  for (const shipment of shipments) {
    await issueInvoice(db, { shipmentIds: [shipment.id] }, companyName, { id: staffId });
    issued += 1;
  }
  const returns = await queryRows<{ id: string; invoice_id: string }>(
    db,
    sql`SELECT r.id, s.invoice_id FROM sales_returns r
        JOIN invoice_shipments s ON s.shipment_id = r.shipment_id AND s.active
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
  return { invoices: issued, notes: returns.length };
}
