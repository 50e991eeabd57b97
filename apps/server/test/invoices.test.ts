import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYearOf,
  indiaDateFromToday,
  type TAuditList,
  type TBillableShipmentList,
  type TInvoice,
  type TInvoiceList,
  type TOrderPickList,
  type TSalesOrder,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { decodeBarcodes, pdfPagePng, pdfText } from './support/barcodes.js';
import { addRegistration } from './support/billing.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

// Tax invoices (docs/domain.md#tax-invoices): issued from shipments that have left, CGST and SGST
// within the seller's state and IGST across, every amount exact to the paisa, numbered gap-free in
// the registration's series; cancelled with the number kept.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;

let g: InvoiceGround;
beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
}, 60_000);

const issue = (body: Record<string, unknown>, token = staff()) =>
  callApi(ctx.app, 'POST', '/invoices', token, body);
async function issued(body: Record<string, unknown>): Promise<TInvoice> {
  const res = await issue(body);
  expect(res.statusCode, res.body).toBe(201);
  return invoiceOf(res);
}
const refused = expectRefusal;
const read = (url: string, token = staff()) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });
const paise = (rupees: number) => Math.round(rupees * 100);
const sumPaise = (values: number[]) => values.reduce((sum, v) => sum + paise(v), 0);
const today = indiaDateFromToday();
const yearOf = financialYearOf(today);

describe('issuing an invoice', () => {
  it('within the state: CGST and SGST at half the rate each, per line to the paisa, the total to the rupee', async () => {
    const { medicine, snack } = g.products;
    const { shipmentId } = await g.ship(g.customers.local.id, [
      { product: medicine.id, quantity: 7 },
      { product: snack.id, quantity: 3 },
    ]);
    const invoice = await issued({ shipmentIds: [shipmentId], notes: 'Deliver to the back gate' });
    expect(invoice).toMatchObject({
      number: `INV/${yearOf}/00001`,
      financialYear: yearOf,
      invoiceDate: today,
      dueDate: indiaDateFromToday(30),
      status: 'issued',
      kind: 'b2b',
      supply: 'intra',
      placeOfSupply: '27',
      customer: { id: g.customers.local.id },
      registration: { id: g.registration.id, gstin: g.registration.gstin },
      notes: 'Deliver to the back gate',
      igst: 0,
    });
    // 7 × ₹105.50 = ₹738.50 at 18%: ₹66.465 each half, rounded half up to ₹66.47.
    const [line1, line2] = invoice.lines;
    expect(line1).toMatchObject({
      quantity: 7,
      rate: 105.5,
      taxable: 738.5,
      gstRate: 18,
      cgst: 66.47,
      sgst: 66.47,
    });
    expect(line1).toMatchObject({ hsnCode: '3004', uqc: 'BOX', igst: 0, cess: 0, discount: 0 });
    // 3 × ₹33.33 = ₹99.99 at 5% (₹2.49975 each half: ₹2.50) and 12% cess (₹11.9988: ₹12.00).
    expect(line2).toMatchObject({ quantity: 3, taxable: 99.99, cgst: 2.5, sgst: 2.5, cess: 12, uqc: 'KGS' });
    expect(invoice.taxable).toBe(838.49);
    expect(invoice.cgst).toBe(invoice.sgst);
    const before = sumPaise([invoice.taxable, invoice.cgst, invoice.sgst, invoice.cess]);
    expect(paise(invoice.total) % 100).toBe(0);
    expect(paise(invoice.total) - before).toBe(paise(invoice.roundOff));
    expect(Math.abs(invoice.roundOff)).toBeLessThanOrEqual(0.5);
    expect(invoice.amountInWords).toBe(amountInWords(paise(invoice.total)));
    expect(invoice.hsnSummary.map((row) => [row.hsnCode, row.gstRate, row.quantity])).toEqual([
      ['21069099', 5, 3],
      ['3004', 18, 7],
    ]);
    expect(invoice.seller).toMatchObject({ gstin: g.registration.gstin, stateCode: '27' });
    expect(invoice.buyer).toMatchObject({ name: g.customers.local.name, gstin: g.customers.local.gstin });
    expect(invoice.shipments.map((s) => s.id)).toEqual([shipmentId]);

    // It is read back as it was issued, and listed.
    expect(await getData<{ invoice: TInvoice }>(ctx.app, `/invoices/${invoice.id}`, staff())).toEqual({
      invoice,
    });
    const list = await getData<TInvoiceList>(
      ctx.app,
      `/invoices?search=${encodeURIComponent(invoice.number!)}`,
      staff(),
    );
    expect(list.invoices.map((i) => i.id)).toEqual([invoice.id]);
    // Found by the customer's name too; the whole list's totals (kept by a trigger) are the rows'.
    const byName = await getData<TInvoiceList>(
      ctx.app,
      `/invoices?search=${encodeURIComponent(g.customers.local.name)}&limit=1000`,
      staff(),
    );
    expect(byName.invoices.map((i) => i.id)).toContain(invoice.id);
    const [counted] = await queryRows<{ issued: number; all: number }>(
      ctx.database.db,
      sql`SELECT count(*) FILTER (WHERE status = 'issued')::int AS issued, count(*)::int AS "all" FROM invoices`,
    );
    expect((await getData<TInvoiceList>(ctx.app, '/invoices?limit=1', staff())).total).toBe(counted!.all);
    expect((await getData<TInvoiceList>(ctx.app, '/invoices?status=issued&limit=1', staff())).total).toBe(
      counted!.issued,
    );
  });

  it('across states: IGST at the whole rate, B2C for a customer without a GSTIN, numbers in order', async () => {
    const { shipmentId } = await g.ship(g.customers.outside.id, [
      { product: g.products.medicine.id, quantity: 3 },
    ]);
    const inter = await issued({ shipmentIds: [shipmentId] });
    expect(inter).toMatchObject({ supply: 'inter', placeOfSupply: '29', kind: 'b2b', cgst: 0, sgst: 0 });
    // 3 × ₹105.50 = ₹316.50 at 18%: ₹56.97.
    expect(inter.lines[0]).toMatchObject({ taxable: 316.5, igst: 56.97, cgst: 0, sgst: 0 });
    expect(inter.total).toBe(373);
    expect(inter.roundOff).toBe(-0.47);

    const walkIn = await g.ship(
      g.customers.walkIn.id,
      [{ product: g.products.snack.id, quantity: 1 }],
      'delivered',
    );
    const b2c = await issued({ shipmentIds: [walkIn.shipmentId] });
    expect(b2c).toMatchObject({ kind: 'b2c', supply: 'intra' });
    const numbers = [inter.number, b2c.number].map((n) => Number(n!.slice(-5)));
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('bills one line shipped in parts exactly: the shares add up to the line to the paisa', async () => {
    // Seven units picked and packed as three, then four: two shipments, two invoices of one line.
    const post = async (url: string, body: unknown = {}, status = 200) => {
      const res = await callApi(ctx.app, 'POST', url, staff(), body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as { data: { salesOrder: TSalesOrder } };
    };
    const order = (
      await post(
        '/sales-orders',
        {
          customerId: g.customers.local.id,
          inventoryId: g.inventoryId,
          lines: [{ product: g.products.snack.id, quantity: 7 }],
        },
        201,
      )
    ).data.salesOrder;
    await post(`/sales-orders/${order.id}/confirm`);
    await post(`/sales-orders/${order.id}/allocate`);
    const shipped: string[] = [];
    for (const units of [3, 4]) {
      const { pickList } = await getData<{ pickList: TOrderPickList }>(
        ctx.app,
        `/sales-orders/${order.id}/pick-list`,
        staff(),
      );
      const open = pickList.allocations.find((a) => a.pickedQuantity < a.quantity)!;
      await post(`/sales-orders/${order.id}/picks`, { allocation: open.id, quantity: units });
      const packed = (await post(`/sales-orders/${order.id}/shipments`, {}, 201)).data.salesOrder;
      const id = packed.shipments.at(-1)!.id;
      expect(
        (await callApi(ctx.app, 'PUT', `/transports/${id}`, staff(), { status: 'in_transit' })).statusCode,
      ).toBe(200);
      shipped.push(id);
    }
    const first = await issued({ shipmentIds: [shipped[0]] });
    const second = await issued({ shipmentIds: [shipped[1]] });
    expect(first.lines[0]).toMatchObject({ quantity: 3, taxable: 99.99 });
    expect(second.lines[0]).toMatchObject({ quantity: 4, taxable: 133.32 });
    const [line] = await queryRows<{ invoiced_quantity: number; invoiced_value: string; amount: string }>(
      ctx.database.db,
      sql`SELECT invoiced_quantity, invoiced_value, amount - order_discount AS amount FROM sales_order_lines
          WHERE sales_order_id = ${order.id}`,
    );
    expect(line!.invoiced_quantity).toBe(7);
    expect(Number(line!.invoiced_value)).toBe(Number(line!.amount));
    expect(sumPaise([first.taxable, second.taxable])).toBe(paise(Number(line!.amount)));
  });

  it('shows a preview without taking a number, and lists what is left to bill', async () => {
    const { shipmentId } = await g.ship(g.customers.local.id, [
      { product: g.products.medicine.id, quantity: 2 },
    ]);
    const billable = await getData<TBillableShipmentList>(
      ctx.app,
      `/invoices/billable-shipments?customer=${g.customers.local.id}`,
      staff(),
    );
    const offered = billable.shipments.find((s) => s.id === shipmentId);
    expect(offered).toMatchObject({
      customer: { id: g.customers.local.id },
      registration: { id: g.registration.id },
      placeOfSupply: '27',
      units: 2,
      dispatchedOn: today,
    });
    const preview = await callApi(ctx.app, 'POST', '/invoices/preview', staff(), {
      shipmentIds: [shipmentId],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(invoiceOf(preview)).toMatchObject({ number: null, taxable: 211, cgst: 18.99, sgst: 18.99 });
    const real = await issued({ shipmentIds: [shipmentId] });
    const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(
      ctx.database.db,
      sql`SELECT last FROM number_series WHERE series = ${`invoice:${g.registration.id}`}`,
    );
    expect(real.number).toBe(`INV/${yearOf}/${String(last).padStart(5, '0')}`);
    const after = await getData<TBillableShipmentList>(ctx.app, '/invoices/billable-shipments', staff());
    expect(after.shipments.some((s) => s.id === shipmentId)).toBe(false);
  });
});

describe('what issuing refuses', () => {
  it('a cancelled shipment, one already billed, unknown and repeated ids', async () => {
    const dropped = await g.ship(
      g.customers.local.id,
      [{ product: g.products.snack.id, quantity: 1 }],
      'pending',
    );
    await callApi(ctx.app, 'POST', `/transports/${dropped.shipmentId}/cancel`, staff());
    refused(await issue({ shipmentIds: [dropped.shipmentId] }), 409, 'invoice.shipmentCancelled');
    const gone = await g.ship(g.customers.local.id, [{ product: g.products.snack.id, quantity: 1 }]);
    const first = await issued({ shipmentIds: [gone.shipmentId] });
    const again = await issue({ shipmentIds: [gone.shipmentId] });
    refused(again, 409, 'invoice.shipmentInvoiced');
    expect(again.json()).toMatchObject({ error: { params: { number: first.number } } });
    refused(await issue({ shipmentIds: [crypto.randomUUID()] }), 400, 'invoice.shipmentUnknown');
    refused(await issue({ shipmentIds: [gone.shipmentId, gone.shipmentId] }), 400);
    refused(await issue({ shipmentIds: [] }), 400);
  });

  it('shipments of two customers or two registrations, a warehouse without one, a product without a rate', async () => {
    const a = await g.ship(g.customers.local.id, [{ product: g.products.snack.id, quantity: 1 }]);
    const b = await g.ship(g.customers.outside.id, [{ product: g.products.snack.id, quantity: 1 }]);
    refused(await issue({ shipmentIds: [a.shipmentId, b.shipmentId] }), 409, 'invoice.mixedCustomers');

    const other = await addRegistration(ctx.app, admin(), { stateCode: '27' });
    const elsewhere = await g.stockedInventory(other.id);
    const c = await g.ship(
      g.customers.local.id,
      [{ product: g.products.snack.id, quantity: 1 }],
      'in_transit',
      elsewhere,
    );
    refused(await issue({ shipmentIds: [a.shipmentId, c.shipmentId] }), 409, 'invoice.mixedRegistrations');

    const bare = await g.stockedInventory();
    const d = await g.ship(
      g.customers.local.id,
      [{ product: g.products.snack.id, quantity: 1 }],
      'in_transit',
      bare,
    );
    refused(await issue({ shipmentIds: [d.shipmentId] }), 409, 'invoice.noRegistration');

    const untaxed = await createProduct(ctx.app, staff(), { quantity: 10, price: 50, hsnCode: '3004' });
    const placed = await callApi(ctx.app, 'POST', `/inventory/${g.inventoryId}/products`, admin(), {
      productId: untaxed.id,
      quantity: 10,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const e = await g.ship(g.customers.local.id, [{ product: untaxed.id, quantity: 1 }]);
    const noRate = await issue({ shipmentIds: [e.shipmentId] });
    refused(noRate, 409, 'invoice.noTaxRate');
    expect(noRate.json()).toMatchObject({
      error: { params: { product: untaxed.productName, date: today } },
    });

    // A rate from tomorrow is not in force today: today's invoice takes the rate it replaces.
    const later = await callApi(ctx.app, 'POST', `/products/${untaxed.id}/tax-rates`, admin(), {
      effectiveFrom: '2020-01-01',
      gstRate: 12,
    });
    expect(later.statusCode, later.body).toBe(200);
    const scheduled = await callApi(ctx.app, 'POST', `/products/${untaxed.id}/tax-rates`, admin(), {
      effectiveFrom: indiaDateFromToday(1),
      gstRate: 5,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await issued({ shipmentIds: [e.shipmentId] })).lines[0]).toMatchObject({
      gstRate: 12,
      cgst: 3,
      sgst: 3,
    });
  });

  it('a date after today, before the shipment left, or before the series’ last invoice', async () => {
    const { shipmentId } = await g.ship(g.customers.local.id, [
      { product: g.products.snack.id, quantity: 1 },
    ]);
    refused(
      await issue({ shipmentIds: [shipmentId], invoiceDate: indiaDateFromToday(1) }),
      409,
      'invoice.dateInFuture',
    );
    refused(
      await issue({ shipmentIds: [shipmentId], invoiceDate: indiaDateFromToday(-1) }),
      409,
      'invoice.dateBeforeDispatch',
    );
    refused(
      await issue({ shipmentIds: [shipmentId], invoiceDate: '2017-06-30' }),
      409,
      'invoice.dateBeforeGst',
    );

    // A shipment that left two days ago, billed after today's invoices of the series: not dated back.
    await queryRows(
      ctx.database.db,
      sql`UPDATE transport_status_history SET changed_at = now() - interval '2 days' WHERE transport_id = ${shipmentId}`,
    );
    await issued({
      shipmentIds: [
        (await g.ship(g.customers.local.id, [{ product: g.products.snack.id, quantity: 1 }])).shipmentId,
      ],
    });
    const back = await issue({ shipmentIds: [shipmentId], invoiceDate: indiaDateFromToday(-1) });
    refused(back, 409, 'invoice.dateBeforeLast');
    expect((await issued({ shipmentIds: [shipmentId] })).invoiceDate).toBe(today);
  });

  it('a series that has given all its numbers this year, judged without using one', async () => {
    const small = await addRegistration(ctx.app, admin(), {
      stateCode: '27',
      invoiceSeries: { prefix: 'T', withYear: false, digits: 3 },
    });
    const inventory = await g.stockedInventory(small.id);
    const { shipmentId } = await g.ship(
      g.customers.local.id,
      [{ product: g.products.snack.id, quantity: 1 }],
      'in_transit',
      inventory,
    );
    await queryRows(
      ctx.database.db,
      sql`INSERT INTO number_series (series, financial_year, last) VALUES (${`invoice:${small.id}`}, ${yearOf}, 998)`,
    );
    expect((await issued({ shipmentIds: [shipmentId] })).number).toBe('T999');
    const next = await g.ship(
      g.customers.local.id,
      [{ product: g.products.snack.id, quantity: 1 }],
      'in_transit',
      inventory,
    );
    const full = await issue({ shipmentIds: [next.shipmentId] });
    refused(full, 409, 'invoice.seriesFull');
    expect(full.json()).toMatchObject({ error: { params: { prefix: 'T', capacity: 999 } } });
    const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(
      ctx.database.db,
      sql`SELECT last FROM number_series WHERE series = ${`invoice:${small.id}`}`,
    );
    expect(last).toBe(999);
  });
});

describe('a packed shipment', () => {
  it('is invoiced before it leaves, as the goods and their e-way bill need, and stays packed until the invoice is cancelled', async () => {
    const packed = await g.ship(
      g.customers.local.id,
      [{ product: g.products.snack.id, quantity: 2 }],
      'pending',
    );
    const billable = await getData<TBillableShipmentList>(ctx.app, '/invoices/billable-shipments', staff());
    expect(billable.shipments.find((s) => s.id === packed.shipmentId)).toMatchObject({ status: 'pending' });
    const invoice = await issued({ shipmentIds: [packed.shipmentId] });
    expect(invoice.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
    const url = `/transports/${packed.shipmentId}`;
    refused(await callApi(ctx.app, 'POST', `${url}/cancel`, staff()), 409, 'shipment.invoicedCannotCancel');
    refused(await callApi(ctx.app, 'DELETE', url, admin()), 409, 'transport.invoiced');
    // It leaves on its invoice; the invoice is dated before it left.
    const left = await callApi(ctx.app, 'PUT', url, staff(), { status: 'dispatched' });
    expect(left.statusCode).toBe(200);
    await callApi(ctx.app, 'POST', `/invoices/${invoice.id}/cancel`, admin(), { reason: 'Re-bill' });
    const again = await issued({ shipmentIds: [packed.shipmentId] });
    expect(again.number).not.toBe(invoice.number);
  });
});

describe('cancelling an invoice', () => {
  it('is for admins, keeps the number, frees the shipment for a new invoice, and is audited', async () => {
    const { shipmentId } = await g.ship(g.customers.local.id, [
      { product: g.products.medicine.id, quantity: 4 },
    ]);
    const invoice = await issued({ shipmentIds: [shipmentId] });
    const url = `/invoices/${invoice.id}/cancel`;
    refused(await callApi(ctx.app, 'POST', url, staff(), { reason: 'Wrong rate' }), 403);
    refused(await callApi(ctx.app, 'POST', url, admin(), { reason: ' ' }), 400, 'invoice.reasonRequired');

    // Billed goods on the road cannot be called back by cancelling the shipment.
    const back = await callApi(ctx.app, 'PUT', `/transports/${shipmentId}`, admin(), { status: 'cancelled' });
    refused(back, 409, 'shipment.invoicedCannotCancel');

    const res = await callApi(ctx.app, 'POST', url, admin(), { reason: 'Wrong rate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(invoiceOf(res)).toMatchObject({
      number: invoice.number,
      status: 'cancelled',
      cancelReason: 'Wrong rate',
    });
    refused(
      await callApi(ctx.app, 'POST', url, admin(), { reason: 'Again' }),
      409,
      'invoice.alreadyCancelled',
    );
    const audit = await getData<TAuditList>(ctx.app, '/audit?limit=5', admin());
    expect(audit.entries[0]).toMatchObject({ action: 'invoice.cancelled', target: { name: invoice.number } });

    const reissued = await issued({ shipmentIds: [shipmentId] });
    expect(reissued.number).not.toBe(invoice.number);
    expect(reissued.total).toBe(invoice.total);
    const [line] = await queryRows<{ invoiced_quantity: number; invoiced_value: string }>(
      ctx.database.db,
      sql`SELECT invoiced_quantity, invoiced_value FROM sales_order_lines l
          JOIN transports t ON t.sales_order_id = l.sales_order_id WHERE t.id = ${shipmentId}`,
    );
    expect(line).toMatchObject({ invoiced_quantity: 4 });
    expect(Number(line!.invoiced_value)).toBe(reissued.taxable);
  });
});

describe('the PDF', () => {
  it('prints the seller, the buyer, the lines, the taxes, the HSN summary, the words and the UPI QR', async () => {
    const company = await callApi(ctx.app, 'PUT', '/settings/company', admin(), {
      legalName: 'Sahyadri Test Distributors',
      upiId: 'sahyadri@okhdfcbank',
    });
    expect(company.statusCode, company.body).toBe(200);
    const { shipmentId } = await g.ship(g.customers.outside.id, [
      { product: g.products.medicine.id, quantity: 12 },
      { product: g.products.snack.id, quantity: 5 },
    ]);
    const invoice = await issued({ shipmentIds: [shipmentId] });
    expect(invoice.seller).toMatchObject({
      legalName: 'Sahyadri Test Distributors',
      upiId: 'sahyadri@okhdfcbank',
    });
    const res = await read(`/invoices/${invoice.id}/pdf`, staff());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(invoice.number!.replace(/\//g, '-'));
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const part of [
      'TAX INVOICE',
      'Sahyadri Test Distributors',
      invoice.number!,
      g.registration.gstin,
      g.customers.outside.gstin!,
      'Karnataka (29)',
      'IGST',
      'HSN-wise summary',
      invoice.amountInWords,
      'Scan to pay by UPI',
      g.products.medicine.sku!,
      '1,266.00',
    ]) {
      expect(text).toContain(part);
    }
    // The QR code a phone scans asks its UPI app to pay the company this invoice's total.
    const codes = await decodeBarcodes(await pdfPagePng(res.rawPayload));
    const upi = new URL(codes.find((code) => code.format === 'QRCode')!.text);
    expect(upi.protocol).toBe('upi:');
    expect(Object.fromEntries(upi.searchParams)).toEqual({
      pa: 'sahyadri@okhdfcbank',
      pn: 'Sahyadri Test Distributors',
      am: invoice.total.toFixed(2),
      cu: 'INR',
      tn: `Invoice ${invoice.number}`,
    });
  });
});

describe('who sees invoices', () => {
  it('an invoice that does not exist is a 404, and a bad id a 400', async () => {
    refused(await read(`/invoices/${crypto.randomUUID()}`, staff()), 404, 'notFound.invoice');
    refused(await read('/invoices/nope', staff()), 400);
  });
});
