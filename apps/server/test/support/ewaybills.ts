import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TEwayBillStatus } from '@godown/shared';
import { callApi, getData } from './http.js';
import type { InvoiceGround } from './invoices.js';
import { unique } from './users.js';

// e-Way bills for the route-wide tests (docs/domain.md#e-way-bills): bills recorded on transfers of
// an invoice ground, and a transfer worth more than the threshold, still in its warehouse.

let serial = 0;

/** A 12-digit bill number no other call of this run gives. */
export function nextEwayBillNumber(): string {
  serial += 1;
  return `3${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e5).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
}

/** A transfer within the ground's registration, on the road with a live bill; its ids. */
export async function freshEwayBill(
  app: FastifyInstance,
  token: string,
  ground: InvoiceGround,
): Promise<{ transportId: string; billId: string }> {
  const transportId = await ground.transfer(false);
  // Left on a bill already when the threshold is 0 (a test may have set it so): that one.
  const { bills } = await getData<TEwayBillStatus>(app, `/transports/${transportId}/ewaybill`, token);
  const live = bills.find((bill) => bill.status === 'active');
  if (live) return { transportId, billId: live.id };
  const res = await callApi(app, 'POST', `/transports/${transportId}/ewaybill`, token, {
    number: nextEwayBillNumber(),
    generatedAt: new Date(Date.now() - 60_000).toISOString(),
    validUntil: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    distanceKm: 12,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { transportId, billId: (res.json() as { data: TEwayBillStatus }).data.bills[0]!.id };
}

/** A transfer of 2,000 snacks (₹66,660) within the ground's registration, still in its warehouse. */
export async function heavyTransfer(
  app: FastifyInstance,
  token: string,
  ground: InvoiceGround,
): Promise<string> {
  const destination = await ground.stockedInventory(ground.registration.id);
  const res = await callApi(app, 'POST', '/transports', token, {
    packageId: `EW-${unique()}`,
    sourceInventoryId: ground.inventoryId,
    destinationInventoryId: destination,
    products: [{ product: ground.products.snack.id, quantity: 2000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { transport: { id: string } } }).data.transport.id;
}
