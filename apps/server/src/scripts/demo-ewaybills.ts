import { sql } from 'drizzle-orm';
import { indiaDateFromToday, zShipmentCreateSchema } from '@godown/shared';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/transaction.js';
import { estimateDistanceKm } from '../modules/ewaybills/ewaybill-answers.js';
import { changeVehicles, recordEwayBill } from '../modules/ewaybills/ewaybills-write.service.js';
import { issueInvoice } from '../modules/invoices/invoices-write.service.js';
import { getPickList } from '../modules/sales/fulfilment-read.service.js';
import { allocateOrder, packShipment, pickAllocation } from '../modules/sales/fulfilment-write.service.js';
import { confirmSalesOrder, createSalesOrder } from '../modules/sales/sales-orders-write.service.js';
import { updateTransport } from '../modules/transports/transports-write.service.js';

// A demo e-way bill (docs/domain.md#e-way-bills): 80 bags of basmati from the Bhiwandi godown to
// Namma Mart in Bengaluru, about ₹2 lakh with its GST and so over the threshold: packed, invoiced
// while packed, its bill recorded as the portal answered it, on the road, and moved
// to a second truck at Kolhapur after a breakdown.

/** The demo's bill, once: nothing when a bill is already recorded. Answers its number, or null. */
export async function loadDemoEwayBills(
  db: Db,
  people: { staff: { id: string; name: string }; driverId: string },
  companyName: string,
): Promise<string | null> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM eway_bills`);
  if ((existing?.n ?? 0) > 0) return null;
  const [ground] = await queryRows<{ customer: string; inventory: string; product: string }>(
    db,
    sql`SELECT (SELECT id FROM customers WHERE name = 'Namma Mart') AS customer,
               (SELECT id FROM inventories WHERE name = 'Bhiwandi Central Godown' AND registration_id IS NOT NULL) AS inventory,
               (SELECT id FROM products WHERE sku = 'GR-RICE-25') AS product`,
  );
  if (!ground?.customer || !ground.inventory || !ground.product) return null;
  const staffId = people.staff.id;
  const order = await createSalesOrder(
    db,
    {
      customerId: ground.customer,
      inventoryId: ground.inventory,
      lines: [{ product: ground.product, quantity: 80 }],
      notes: 'Monthly basmati for the Bengaluru stores',
      expectedDate: indiaDateFromToday(4),
    },
    staffId,
  );
  await confirmSalesOrder(db, order.id);
  await allocateOrder(db, order.id, {}, { id: staffId, role: 'staff' });
  for (const a of (await getPickList(db, order.id)).allocations) {
    await pickAllocation(
      db,
      order.id,
      { allocation: a.id, quantity: a.quantity - a.pickedQuantity },
      staffId,
    );
  }
  const packed = await packShipment(
    db,
    order.id,
    zShipmentCreateSchema.parse({
      assignedTo: people.driverId,
      vehicleNumber: 'MH 04 KT 7711',
      eta: indiaDateFromToday(3),
      transportMode: 'land',
    }),
    staffId,
  );
  const shipment = packed.shipments.at(-1);
  if (!shipment) return null;
  await issueInvoice(db, { shipmentIds: [shipment.id] }, companyName, { id: staffId });
  // Bhiwandi 421302 to Bengaluru 560038; the portal gives a day for each 200 km, to midnight.
  const distanceKm = (await estimateDistanceKm('421302', '560038')) ?? 1010;
  // Generated as it was packed and invoiced: a few minutes ago (the demo makes the shipment now).
  const generatedAt = new Date(Date.now() - 5 * 60_000);
  const validUntil = new Date(`${indiaDateFromToday(Math.ceil(distanceKm / 200))}T23:59:00+05:30`);
  const number = '341003383265';
  const recorded = await recordEwayBill(
    db,
    shipment.id,
    { number, generatedAt: generatedAt.toISOString(), validUntil: validUntil.toISOString(), distanceKm },
    people.staff,
    companyName,
  );
  await updateTransport(db, shipment.id, { status: 'in_transit' }, staffId, { role: 'staff' });
  await changeVehicles(
    db,
    recorded.bills[0]!.id,
    {
      mode: 'land',
      fromPlace: 'Kolhapur',
      fromStateCode: '27',
      reason: 'breakdown',
      remark: 'Gearbox failed near Kolhapur',
      vehicles: [{ vehicleNumber: 'MH09CU4410' }],
    },
    people.staff,
    companyName,
  );
  return number;
}
