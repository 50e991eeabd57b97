import { beforeAll, describe, expect, it } from 'vitest';
import {
  indiaDateFromToday,
  type TAuditList,
  type TCustomer,
  type TInvoice,
  type TReceiptList,
  type TSalesOrder,
  type TSalesOrderList,
  type TTransportDetail,
} from '@godown/shared';
import { pdfText } from './support/barcodes.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { createProduct, heldIn, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

// Counter sales (docs/domain.md#counter-sales): goods sold and handed over in the warehouse, in one
// step: the order, its units held and picked first-expiry-first-out, the shipment handed over, the
// tax invoice (supplied in the seller's state, whoever buys) and the payment, all or nothing.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const refused = expectRefusal;
const paise = (rupees: number) => Math.round(rupees * 100);

let g: InvoiceGround;
beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
}, 60_000);

const sell = (body: Record<string, unknown>, token = staff()) =>
  callApi(ctx.app, 'POST', '/counter-sales', token, body);
const preview = (body: Record<string, unknown>) =>
  callApi(ctx.app, 'POST', '/counter-sales/preview', staff(), body);
/** A sale from the ground's warehouse of 3 boxes of medicine and 2 kg of snacks to `customer`. */
const saleOf = (customer: TCustomer, extra: Record<string, unknown> = {}) => ({
  customerId: customer.id,
  inventoryId: g.inventoryId,
  lines: [
    { product: g.products.medicine.id, quantity: 3 },
    { product: g.products.snack.id, quantity: 2 },
  ],
  ...extra,
});

/** What a refused sale could have left behind: orders, invoices and receipts, and the stock. */
async function traces(customerId: string) {
  const [orders, invoices, receipts, medicine] = await Promise.all([
    getData<TSalesOrderList>(ctx.app, `/sales-orders?customer=${customerId}`, staff()),
    getData<{ total: number }>(ctx.app, `/invoices?customer=${customerId}`, staff()),
    getData<TReceiptList>(ctx.app, `/receipts?customer=${customerId}`, staff()),
    heldIn(ctx.app, g.inventoryId, g.products.medicine.id),
  ]);
  return { orders: orders.total, invoices: invoices.total, receipts: receipts.total, medicine };
}

async function newCustomer(body: Record<string, unknown> = {}) {
  const res = await callApi(ctx.app, 'POST', '/customers', staff(), {
    name: `Counter buyer ${unique()}`,
    stateCode: '27',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { customer: TCustomer } }).data.customer;
}

describe('a counter sale', () => {
  it('takes the goods out of the warehouse, issues the invoice and receives the payment in one step', async () => {
    const before = await heldIn(ctx.app, g.inventoryId, g.products.medicine.id);
    const res = await sell(saleOf(g.customers.walkIn, { payment: { mode: 'cash' } }));
    expect(res.statusCode, res.body).toBe(201);
    const invoice = invoiceOf(res);
    expect(invoice.number).toBeTruthy();
    expect(invoice.invoiceDate).toBe(indiaDateFromToday());
    expect([invoice.kind, invoice.supply, invoice.placeOfSupply]).toEqual(['b2c', 'intra', '27']);
    // 3 × ₹105.50 at 18% and 2 × ₹33.33 at 5% with 12% cess.
    expect(invoice.lines.map((l) => [l.product.id, l.quantity, l.taxable])).toEqual([
      [g.products.medicine.id, 3, 316.5],
      [g.products.snack.id, 2, 66.66],
    ]);
    expect(paise(invoice.taxable + invoice.cgst + invoice.sgst + invoice.cess + invoice.roundOff)).toBe(
      paise(invoice.total),
    );
    expect([invoice.paid, invoice.balance]).toEqual([invoice.total, 0]);
    expect(await heldIn(ctx.app, g.inventoryId, g.products.medicine.id)).toBe(before - 3);

    // The order and its shipment are there to read, handed over at the counter.
    const shipment = invoice.shipments[0]!;
    const { salesOrder } = await getData<{ salesOrder: TSalesOrder }>(
      ctx.app,
      `/sales-orders/${shipment.salesOrder.id}`,
      staff(),
    );
    expect([salesOrder.counter, salesOrder.status, salesOrder.shipTo]).toEqual([true, 'delivered', null]);
    expect(salesOrder.lines.map((l) => [l.shippedQuantity, l.deliveredQuantity, l.reservedQuantity])).toEqual(
      [
        [3, 3, 0],
        [2, 2, 0],
      ],
    );
    const { transport } = await getData<{ transport: TTransportDetail }>(
      ctx.app,
      `/transports/${shipment.id}`,
      staff(),
    );
    expect([transport.status, transport.destinationInventory]).toEqual(['delivered', null]);
    const { receipts } = await getData<TReceiptList>(
      ctx.app,
      `/receipts?customer=${g.customers.walkIn.id}`,
      staff(),
    );
    expect(receipts[0]!.allocations).toEqual([
      { invoice: { id: invoice.id, number: invoice.number }, amount: invoice.total },
    ]);
    expect([receipts[0]!.mode, receipts[0]!.amount, receipts[0]!.onAccount]).toEqual([
      'cash',
      invoice.total,
      0,
    ]);
  });

  it('is supplied in the seller’s state whoever buys: a Karnataka business pays CGST and SGST of Maharashtra', async () => {
    const res = await sell(saleOf(g.customers.outside, { payment: { mode: 'upi', reference: 'UPI-77' } }));
    expect(res.statusCode, res.body).toBe(201);
    const invoice = invoiceOf(res);
    expect([invoice.kind, invoice.supply, invoice.placeOfSupply, invoice.igst]).toEqual([
      'b2b',
      'intra',
      '27',
      0,
    ]);
    expect(invoice.cgst).toBeGreaterThan(0);
    expect(invoice.buyer.shippingAddress).toBeNull();
    // Shipped nowhere: the invoice says where the goods were handed over, on screen and printed.
    expect(invoice.counter).toBe(true);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${invoice.id}/pdf`,
      headers: auth(staff()),
    });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Handed over at the counter');
  });

  it('sells first-expiry-first-out, one invoice line per batch, and never an expired batch', async () => {
    const product = await createProduct(ctx.app, staff(), {
      quantity: 100,
      price: 40,
      gstRate: 12,
      hsnCode: '1905',
    });
    const place = async (code: string, expiryDate: string, quantity: number) => {
      const res = await callApi(ctx.app, 'POST', `/inventory/${g.inventoryId}/products`, staff(), {
        productId: product.id,
        quantity,
        batch: { code, expiryDate },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await place('LATE', '2031-03-31', 10);
    await place('EARLY', '2030-01-31', 4);
    await place('GONE', '2024-01-31', 5);
    const body = {
      customerId: g.customers.local.id,
      inventoryId: g.inventoryId,
      lines: [{ product: product.id, quantity: 6 }],
    };
    const res = await sell(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(invoiceOf(res).lines.map((l) => [l.batch?.code, l.quantity])).toEqual([
      ['EARLY', 4],
      ['LATE', 2],
    ]);
    // 8 LATE units are left to sell, and 5 expired: a ninth would be an expired one, named; the
    // warehouse has 13 in all.
    const before = await traces(g.customers.local.id);
    const expired = await sell({ ...body, lines: [{ product: product.id, quantity: 9 }] });
    refused(expired, 409, 'allocation.expiredBatches');
    expect(expired.body).toContain('GONE');
    refused(
      await sell({ ...body, lines: [{ product: product.id, quantity: 14 }] }),
      409,
      'counterSale.notInStock',
    );
    expect(await traces(g.customers.local.id)).toEqual(before);
  });

  it('refuses what the warehouse does not have free, naming it, and leaves nothing behind', async () => {
    const customer = await newCustomer();
    const before = await traces(customer.id);
    const res = await sell({
      customerId: customer.id,
      inventoryId: g.inventoryId,
      lines: [
        { product: g.products.snack.id, quantity: 1 },
        { product: g.products.medicine.id, quantity: 1_000_000 },
      ],
      payment: { mode: 'cash' },
    });
    refused(res, 409, 'counterSale.notInStock');
    const { error } = res.json() as { error: { params: Record<string, unknown> } };
    expect(error.params).toMatchObject({ product: g.products.medicine.productName, asked: 1_000_000 });
    expect(await traces(customer.id)).toEqual(before);
  });

  it('takes a part payment, and refuses one above the invoice with nothing written', async () => {
    const customer = await newCustomer();
    const part = await sell(saleOf(customer, { payment: { mode: 'cash', amount: 100 } }));
    expect(part.statusCode, part.body).toBe(201);
    const invoice = invoiceOf(part);
    expect([invoice.paid, invoice.balance]).toEqual([100, Number((invoice.total - 100).toFixed(2))]);
    const before = await traces(customer.id);
    refused(
      await sell(saleOf(customer, { payment: { mode: 'cash', amount: 1_000_000 } })),
      409,
      'counterSale.paidMoreThanTotal',
    );
    expect(await traces(customer.id)).toEqual(before);
    refused(
      await sell(saleOf(customer, { payment: { mode: 'cheque' } })),
      400,
      'receipt.chequeNumberRequired',
    );
  });

  it('passes what is left unpaid through the credit check; paid in full, nothing is lent', async () => {
    const customer = await newCustomer({ creditLimit: 100 });
    const before = await traces(customer.id);
    refused(await sell(saleOf(customer)), 409, 'counterSale.creditLimit');
    expect(await traces(customer.id)).toEqual(before);
    // Paid in full at the counter: no credit, no check.
    expect((await sell(saleOf(customer, { payment: { mode: 'cash' } }))).statusCode).toBe(201);
    // Only an admin sells on credit past the limit, with a reason kept in the audit log.
    refused(
      await sell(saleOf(customer, { overrideReason: 'Known shop' })),
      403,
      'salesOrder.overrideAdminOnly',
    );
    const overridden = await sell(saleOf(customer, { overrideReason: 'Known shop' }), admin());
    expect(overridden.statusCode, overridden.body).toBe(201);
    const { entries } = await getData<TAuditList>(ctx.app, '/audit?limit=5', admin());
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['salesOrder.creditOverride', 'invoice.counterSale']),
    );
  });

  it('previews the invoice without keeping anything', async () => {
    const customer = await newCustomer();
    const before = await traces(customer.id);
    const res = await preview(saleOf(customer, { payment: { mode: 'cash' } }));
    expect(res.statusCode, res.body).toBe(200);
    const draft = invoiceOf(res) as TInvoice;
    expect(draft.number).toBeNull();
    expect(draft.lines).toHaveLength(2);
    expect(await traces(customer.id)).toEqual(before);
    const sold = invoiceOf(await sell(saleOf(customer)));
    expect(sold.total).toBe(draft.total);
  });

  it('refuses an inactive customer, an unknown product and a warehouse with no registration, with nothing written', async () => {
    const customer = await newCustomer();
    const noRegistration = await g.stockedInventory();
    const before = await traces(customer.id);
    refused(await sell({ ...saleOf(customer), inventoryId: noRegistration }), 409, 'invoice.noRegistration');
    refused(
      await sell({
        ...saleOf(customer),
        lines: [{ product: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      }),
      400,
      'pricing.unknownProduct',
    );
    expect(await traces(customer.id)).toEqual(before);
    const off = await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, admin(), { active: false });
    expect(off.statusCode, off.body).toBe(200);
    refused(await sell(saleOf(customer)), 409, 'salesOrder.inactiveCustomer');
  });
});
