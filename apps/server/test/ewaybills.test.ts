import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDateFromToday, type TCustomer, type TEwayBillStatus, type TInvoice } from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { raiseEwayBillExpiryAlerts } from '../src/modules/ewaybills/ewaybill-expiry.js';
import { gstinOf } from './support/billing.js';
import { validateEwayBills } from './support/gst-schemas.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

// e-Way bills (docs/domain.md#e-way-bills): the portal's bulk JSON of a shipment (its tax invoice)
// or a transfer within one registration (a delivery challan), valid under the portal's schema; the
// bill's number and validity recorded from its answer; vehicle changes, several vehicles for one
// consignment; the threshold that keeps goods from leaving without one; the alert before it runs out.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const refused = expectRefusal;
const today = indiaDateFromToday();

let g: InvoiceGround;
let bengaluru: TCustomer;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BulkFile = { version: string; billLists: Record<string, any>[] };

const status = (transportId: string) =>
  getData<TEwayBillStatus>(ctx.app, `/transports/${transportId}/ewaybill`, staff());
const file = (transportId: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/transports/${transportId}/ewaybill.json${query}`,
    headers: auth(staff()),
  });
const post = (url: string, body: unknown, as = staff()) => callApi(ctx.app, 'POST', url, as, body);
const move = (transportId: string, next: string) =>
  callApi(ctx.app, 'PUT', `/transports/${transportId}`, staff(), { status: next });

/** The portal's answer to a generated bill, as a GSP wraps it (india-compliance's test data's form). */
function portalAnswer(number: string, hoursAgo = 0, validHours = 24) {
  const clock = (hours: number) => {
    const india = new Date(Date.now() + 5.5 * 3_600_000 + hours * 3_600_000);
    const [date, time] = india.toISOString().slice(0, 19).split('T') as [string, string];
    const [h, m, s] = time.split(':').map(Number) as [number, number, number];
    const half = h >= 12 ? 'PM' : 'AM';
    const hour12 = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
    return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${hour12}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')} ${half}`;
  };
  return JSON.stringify({
    success: true,
    message: 'E-Way Bill is generated successfully',
    result: {
      ewayBillNo: Number(number),
      ewayBillDate: clock(-hoursAgo),
      validUpto: clock(validHours - hoursAgo),
      alert: '',
    },
  });
}

let serial = 0;
const billNumber = () =>
  `3410${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(2, '0')}`;

/** A shipment of `boxes` medicines (₹105.50 + 18%) to `customer`, packed, on vehicle MH12AB1234. */
async function packed(customerId: string, boxes: number): Promise<string> {
  const { shipmentId } = await g.ship(
    customerId,
    [{ product: g.products.medicine.id, quantity: boxes }],
    'pending',
  );
  await ctx.database.db.execute(
    sql`UPDATE transports SET vehicle_number = 'MH12AB1234' WHERE id = ${shipmentId}`,
  );
  return shipmentId;
}

async function invoiceFor(shipmentId: string): Promise<TInvoice> {
  const res = await post('/invoices', { shipmentIds: [shipmentId] });
  expect(res.statusCode, res.body).toBe(201);
  return invoiceOf(res);
}

beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
  const res = await post('/customers', {
    name: 'Bengaluru Medicals',
    gstin: gstinOf('29'),
    stateCode: '29',
    billingAddress: { line: '12, MG Road', district: 'Bengaluru', pinCode: '560001' },
  });
  expect(res.statusCode, res.body).toBe(201);
  bengaluru = (res.json() as { data: { customer: TCustomer } }).data.customer;
});

describe('an inter-state shipment of ₹2 lakh', () => {
  it('needs its invoice and a bill to leave; its JSON is the portal’s, and the bill recorded lets it go', async () => {
    const shipment = await packed(bengaluru.id, 1600);
    const before = await status(shipment);
    expect(before).toMatchObject({
      state: 'needed',
      threshold: 50000,
      value: 168800,
      document: null,
      units: 1600,
    });
    expect(before.blocker?.reason).toBe('ewaybill.notInvoiced');
    refused(await move(shipment, 'dispatched'), 409, 'ewaybill.required');
    refused(await file(shipment), 409, 'ewaybill.notInvoiced');

    const invoice = await invoiceFor(shipment);
    expect(invoice.supply).toBe('inter');
    const ready = await status(shipment);
    expect(ready.document).toEqual({ kind: 'invoice', number: invoice.number, date: invoice.invoiceDate });
    expect(ready.value).toBe(invoice.total);
    expect(ready.blocker).toBeNull();
    // Thane 421302 to Bengaluru 560001: about 840 km in a straight line, 1,050 or so by road.
    expect(ready.distanceEstimateKm).toBeGreaterThan(900);
    expect(ready.distanceEstimateKm).toBeLessThan(1200);

    const res = await file(shipment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('ewaybill-');
    const bulk = res.json() as BulkFile;
    expect(validateEwayBills(bulk)).toEqual([]);
    const [bill] = bulk.billLists;
    expect(bill).toMatchObject({
      userGstin: g.registration.gstin,
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: invoice.number,
      fromGstin: g.registration.gstin,
      fromPincode: 421302,
      fromStateCode: 27,
      toGstin: bengaluru.gstin,
      toPincode: 560001,
      toStateCode: 29,
      actualToStateCode: 29,
      cgstValue: 0,
      sgstValue: 0,
      totInvValue: invoice.total,
      transMode: 1,
      vehicleNo: 'MH12AB1234',
      transDistance: ready.distanceEstimateKm,
    });
    expect(bill!.igstValue).toBe(invoice.igst);
    expect(bill!.itemList).toEqual([
      expect.objectContaining({
        hsnCode: '3004',
        quantity: 1600,
        qtyUnit: 'BOX',
        igstRate: 18,
        cgstRate: 0,
        taxableAmount: 168800,
      }),
    ]);
    // The portal's arithmetic: the taxable value, the taxes and the round-off make the total.
    const sum = Math.round((bill!.totalValue + bill!.igstValue + bill!.cessValue + bill!.OthValue) * 100);
    expect(sum).toBe(Math.round(invoice.total * 100));
    // The distance as the user corrects it, never past the portal's 4,000 km.
    expect((await file(shipment, '?distanceKm=850')).json().billLists[0].transDistance).toBe(850);
    refused(await file(shipment, '?distanceKm=4001'), 400, 'ewaybill.distanceRange');
    refused(await file(shipment, '?transporterId=NOTAGSTIN'), 400);

    // The portal's answer, hostile first: nothing is recorded.
    const url = `/transports/${shipment}/ewaybill`;
    refused(await post(url, { answer: 'not json', distanceKm: 850 }), 400, 'ewaybill.answerNotJson');
    refused(
      await post(url, { answer: '{"success":false,"message":"Invalid GSTIN"}', distanceKm: 850 }),
      400,
      'ewaybill.portalRefused',
    );
    refused(
      await post(url, {
        answer: '{"result":{"ewayBillNo":12345,"ewayBillDate":"01/12/2026 10:00:00 AM"}}',
        distanceKm: 850,
      }),
      400,
      'ewaybill.numberForm',
    );
    refused(await post(url, { answer: '{"hello":1}', distanceKm: 850 }), 400, 'ewaybill.answerUnrecognised');
    refused(
      await post(url, {
        answer: '{"ewayBillNo":341000000001,"ewayBillDate":"31/02/2026 10:00:00 AM"}',
        distanceKm: 850,
      }),
      400,
      'ewaybill.timeForm',
    );
    refused(
      await post(url, { number: '34100000000', generatedAt: new Date().toISOString(), distanceKm: 850 }),
      400,
      'ewaybill.numberForm',
    );
    refused(await post(url, { distanceKm: 850 }), 400, 'ewaybill.answerRequired');
    refused(
      await post(url, {
        number: '341000000001',
        generatedAt: new Date(Date.now() + 3_600_000).toISOString(),
        distanceKm: 850,
      }),
      400,
      'ewaybill.generatedInFuture',
    );
    expect((await status(shipment)).bills).toEqual([]);

    const number = billNumber();
    const recorded = await post(url, { answer: portalAnswer(number), distanceKm: 850 });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const active = (recorded.json() as { data: TEwayBillStatus }).data;
    expect(active.state).toBe('active');
    expect(active.bills[0]).toMatchObject({ status: 'active', number, distanceKm: 850 });
    expect(
      new Date(active.bills[0]!.validUntil!).getTime() - new Date(active.bills[0]!.generatedAt!).getTime(),
    ).toBe(24 * 3_600_000);
    expect(active.bills[0]!.vehicles).toEqual([
      expect.objectContaining({ vehicleNumber: 'MH12AB1234', reason: 'firstTime', update: 1 }),
    ]);
    refused(
      await post(url, { answer: portalAnswer(billNumber()), distanceKm: 850 }),
      409,
      'ewaybill.alreadyActive',
    );

    // The same number for another consignment is the portal's mistake or the user's: refused.
    const other = await packed(bengaluru.id, 10);
    refused(
      await post(`/transports/${other}/ewaybill`, {
        number,
        generatedAt: new Date().toISOString(),
        distanceKm: 900,
      }),
      409,
      'ewaybill.numberTaken',
    );

    const left = await move(shipment, 'dispatched');
    expect(left.statusCode, left.body).toBe(200);
    refused(await callApi(ctx.app, 'DELETE', `/transports/${shipment}`, admin()), 409);
  });

  it('changes vehicles on the road, one or several sharing the goods, and alerts before the bill runs out', async () => {
    const shipment = await packed(bengaluru.id, 1000);
    await invoiceFor(shipment);
    const number = billNumber();
    const recorded = await post(`/transports/${shipment}/ewaybill`, {
      answer: portalAnswer(number),
      distanceKm: 1040,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const billId = (recorded.json() as { data: TEwayBillStatus }).data.bills[0]!.id;
    expect((await move(shipment, 'in_transit')).statusCode).toBe(200);

    const vehicles = `/ewaybills/${billId}/vehicles`;
    const change = {
      mode: 'land',
      fromPlace: 'Kolhapur',
      fromStateCode: '27',
      reason: 'breakdown',
      remark: 'Axle broke',
    };
    refused(await post(vehicles, { ...change, vehicles: [{}] }), 400, 'ewaybill.vehicleOrDocument');
    refused(
      await post(vehicles, { ...change, reason: 'flat', vehicles: [{ vehicleNumber: 'KA01AB1234' }] }),
      400,
      'ewaybill.vehicleReasonOneOf',
    );
    refused(
      await post(vehicles, {
        ...change,
        vehicles: [{ vehicleNumber: 'KA 01 AB 1234' }, { vehicleNumber: 'KA01CD5678' }],
      }),
      400,
      'ewaybill.vehicleQuantities',
    );
    refused(
      await post(vehicles, {
        ...change,
        vehicles: [
          { vehicleNumber: 'KA01AB1234', quantity: 600 },
          { vehicleNumber: 'KA01CD5678', quantity: 300 },
        ],
      }),
      400,
      'ewaybill.vehicleQuantities',
    );
    const one = await post(vehicles, { ...change, vehicles: [{ vehicleNumber: 'KA 01 AB 1234' }] });
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as { data: TEwayBillStatus }).data.bills[0]!.vehicles[0]).toMatchObject({
      update: 2,
      vehicleNumber: 'KA01AB1234',
      reason: 'breakdown',
      fromPlace: 'Kolhapur',
    });
    // The shipment names the vehicle now carrying it (its challan prints it).
    const [carried] = await queryRows<{ vehicle_number: string }>(
      ctx.database.db,
      sql`SELECT vehicle_number FROM transports WHERE id = ${shipment}`,
    );
    expect(carried?.vehicle_number).toBe('KA01AB1234');

    // Two trucks share the 1,000 boxes, and the portal's new validity runs out in two hours.
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const split = await post(vehicles, {
      ...change,
      reason: 'transhipment',
      vehicles: [
        { vehicleNumber: 'KA01AB1234', quantity: 600 },
        { vehicleNumber: 'KA01CD5678', quantity: 400 },
      ],
      validUntil: soon,
    });
    expect(split.statusCode, split.body).toBe(200);
    const bill = (split.json() as { data: TEwayBillStatus }).data.bills[0]!;
    expect(bill.vehicles.filter((v) => v.update === 3).map((v) => [v.vehicleNumber, v.quantity])).toEqual([
      ['KA01AB1234', 600],
      ['KA01CD5678', 400],
    ]);
    expect(await raiseEwayBillExpiryAlerts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await raiseEwayBillExpiryAlerts(ctx.database.db)).toBe(0);
    const alertOf = async () =>
      (
        await queryRows<{ message_key: string; resolved: boolean; message_params: Record<string, unknown> }>(
          ctx.database.db,
          sql`SELECT message_key, resolved, message_params FROM alerts WHERE type = 'ewayBillExpiring' AND target_id = ${shipment}`,
        )
      )[0];
    expect(await alertOf()).toMatchObject({
      message_key: 'alert.ewayBillExpiring',
      resolved: false,
      message_params: { number },
    });
    // Extended on the portal: recorded with the vehicle update, the alert is resolved.
    const extended = await post(vehicles, {
      ...change,
      reason: 'others',
      vehicles: [{ vehicleNumber: 'KA01AB1234' }],
      validUntil: new Date(Date.now() + 30 * 3_600_000).toISOString(),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((await alertOf())?.resolved).toBe(true);

    // Cancelling is the portal's within 24 hours, recorded by an admin.
    refused(await post(`/ewaybills/${billId}/cancel`, { reason: 'dataEntryMistake' }), 403);
    refused(
      await post(`/ewaybills/${billId}/cancel`, { reason: 'oops' }, admin()),
      400,
      'ewaybill.cancelReasonOneOf',
    );
    const cancelled = await post(
      `/ewaybills/${billId}/cancel`,
      { reason: 'dataEntryMistake', remark: 'Wrong distance' },
      admin(),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { data: TEwayBillStatus }).data).toMatchObject({ state: 'cancelled' });
    refused(
      await post(vehicles, { ...change, vehicles: [{ vehicleNumber: 'KA01AB1234' }] }),
      409,
      'ewaybill.notActive',
    );
  });

  it('is cancelled only within the portal’s 24 hours', async () => {
    const shipment = await packed(bengaluru.id, 600);
    await invoiceFor(shipment);
    const res = await post(`/transports/${shipment}/ewaybill`, {
      answer: portalAnswer(billNumber(), 25, 72),
      distanceKm: 1040,
    });
    expect(res.statusCode, res.body).toBe(200);
    const billId = (res.json() as { data: TEwayBillStatus }).data.bills[0]!.id;
    refused(
      await post(`/ewaybills/${billId}/cancel`, { reason: 'duplicate' }, admin()),
      409,
      'ewaybill.tooLateToCancel',
    );
  });
});

describe('a transfer within one registration', () => {
  it('travels on a delivery challan for own use, untaxed; an admin may let it go without a bill, saying why', async () => {
    const to = await g.stockedInventory(g.registration.id);
    await ctx.database.db.execute(
      sql`UPDATE inventories SET pin_code = '411026', address_line = 'Plot T-112, Bhosari MIDC' WHERE id = ${to}`,
    );
    const created = await post('/transports', {
      packageId: `TR-${Date.now() % 1e8}`,
      sourceInventoryId: g.inventoryId,
      destinationInventoryId: to,
      products: [{ product: g.products.medicine.id, quantity: 600 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { transport: { id: string } } }).data.transport.id;
    const needed = await status(id);
    expect(needed).toMatchObject({ state: 'needed', value: 63300, document: { kind: 'challan' } });
    const bulk = (await file(id, '?distanceKm=160')).json() as BulkFile;
    expect(validateEwayBills(bulk)).toEqual([]);
    expect(bulk.billLists[0]).toMatchObject({
      subSupplyType: 5,
      docType: 'CHL',
      fromGstin: g.registration.gstin,
      toGstin: g.registration.gstin,
      toPincode: 411026,
      toAddr1: 'Plot T-112, Bhosari MIDC',
      totInvValue: 63300,
      igstValue: 0,
      transDistance: 160,
    });
    expect(bulk.billLists[0]!.itemList[0]).toMatchObject({ igstRate: 0, cgstRate: 0, taxableAmount: 63300 });

    // By air, Part-B is the airway bill: its number and date, no vehicle.
    await ctx.database.db.execute(sql`UPDATE transports SET transport_mode = 'air' WHERE id = ${id}`);
    const byAir = (
      await file(id, `?distanceKm=160&transportDocument=AWB-7781&transportDocumentDate=${today}`)
    ).json() as BulkFile;
    expect(validateEwayBills(byAir)).toEqual([]);
    expect(byAir.billLists[0]).toMatchObject({ transMode: 3, transDocNo: 'AWB-7781', vehicleNo: '' });
    expect(byAir.billLists[0]!.transDocDate).toBe(
      `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`,
    );
    await ctx.database.db.execute(sql`UPDATE transports SET transport_mode = 'land' WHERE id = ${id}`);

    refused(await move(id, 'dispatched'), 409, 'ewaybill.required');
    refused(await post(`/transports/${id}/ewaybill/waiver`, { reason: 'Portal down' }), 403);
    refused(
      await post(`/transports/${id}/ewaybill/waiver`, { reason: ' ' }, admin()),
      400,
      'ewaybill.reasonRequired',
    );
    const waived = await post(
      `/transports/${id}/ewaybill/waiver`,
      { reason: 'Portal down since morning' },
      admin(),
    );
    expect(waived.statusCode, waived.body).toBe(200);
    expect((waived.json() as { data: TEwayBillStatus }).data.bills[0]).toMatchObject({
      status: 'waived',
      waiverReason: 'Portal down since morning',
    });
    refused(
      await post(`/transports/${id}/ewaybill/waiver`, { reason: 'Again' }, admin()),
      409,
      'ewaybill.alreadyWaived',
    );
    expect((await move(id, 'dispatched')).statusCode).toBe(200);
  });

  it('under the threshold needs no bill; the threshold is the company’s setting', async () => {
    const small = await packed(bengaluru.id, 5);
    expect((await status(small)).state).toBe('notNeeded');
    refused(
      await post(`/transports/${small}/ewaybill/waiver`, { reason: 'x' }, admin()),
      409,
      'ewaybill.notNeeded',
    );
    refused(
      await callApi(ctx.app, 'PUT', '/settings/company', admin(), { ewaybillThreshold: 10_000_001 }),
      400,
      'ewaybill.thresholdRange',
    );
    refused(await callApi(ctx.app, 'PUT', '/settings/company', staff(), { ewaybillThreshold: 0 }), 403);
    const set = await callApi(ctx.app, 'PUT', '/settings/company', admin(), { ewaybillThreshold: 100 });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (set.json() as { data: { company: { ewaybillThreshold: number } } }).data.company.ewaybillThreshold,
    ).toBe(100);
    expect((await status(small)).state).toBe('needed');
    refused(await move(small, 'dispatched'), 409, 'ewaybill.required');
    await callApi(ctx.app, 'PUT', '/settings/company', admin(), { ewaybillThreshold: 50000 });
    expect((await move(small, 'dispatched')).statusCode).toBe(200);
  });

  it('a transport that is neither shipment nor transfer, or an unknown one', async () => {
    refused(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/transports/${crypto.randomUUID()}/ewaybill`,
        headers: auth(staff()),
      }),
      404,
    );
    refused(await post(`/ewaybills/${crypto.randomUUID()}/cancel`, { reason: 'duplicate' }, admin()), 404);
  });
});
