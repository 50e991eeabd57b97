import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  indiaDateFromToday,
  type TAgeing,
  type TInputTaxRegister,
  type TInvoice,
  type TInvoiceList,
  type TRegistration,
  type TSalesRegister,
  type TTransferPaperwork,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { pdfText } from './support/barcodes.js';
import { addRegistration } from './support/billing.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { ensureEwayBill, invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransport, moveTransportOk } from './support/transports.js';

// Transfers between registrations (docs/domain.md#transfers-between-registrations): goods moved
// to a warehouse of another GSTIN of the company are a supply, invoiced by the sender to the
// receiver (IGST across states, CGST and SGST within one) at the products' prices; within one
// registration they travel on a delivery challan.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const refused = expectRefusal;
const today = indiaDateFromToday();
const yearOf = financialYearOf(today);
const paise = (rupees: number) => Math.round(rupees * 100);

let g: InvoiceGround;
let karnataka: TRegistration;
let karnatakaWarehouse: string;
beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
  karnataka = await addRegistration(ctx.app, admin(), { stateCode: '29' });
  karnatakaWarehouse = await g.stockedInventory(karnataka.id);
}, 60_000);

/** A transfer of 10 boxes of medicine and 4 kg of snacks, moved to `status`. */
async function transfer(
  from: string,
  to: string | null,
  status: 'pending' | 'dispatched' | 'in_transit' | 'delivered' = 'in_transit',
) {
  const { medicine, snack } = g.products;
  const t = await createTransport(ctx.app, staff(), {
    sourceInventoryId: from,
    destinationInventoryId: to,
    products: [
      { product: medicine.id, quantity: 10 },
      { product: snack.id, quantity: 4 },
    ],
  });
  const path = {
    pending: [],
    dispatched: ['dispatched'],
    in_transit: ['in_transit'],
    delivered: ['in_transit', 'delivered'],
  }[status] as ('dispatched' | 'in_transit' | 'delivered')[];
  for (const next of path) await moveTransportOk(ctx.app, staff(), t.id, next);
  return t;
}
const invoiceTransfer = (id: string, body?: Record<string, unknown>, token = staff()) =>
  callApi(ctx.app, 'POST', `/transports/${id}/invoice`, token, body);
const read = (url: string, token = staff()) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });

describe('a transfer to another registration', () => {
  it('across states: the sender invoices the receiver with IGST at the products’ prices, in its own series', async () => {
    const t = await transfer(g.inventoryId, karnatakaWarehouse);
    const paperwork = () =>
      getData<{ paperwork: TTransferPaperwork }>(ctx.app, `/transports/${t.id}/paperwork`, staff());
    expect((await paperwork()).paperwork).toEqual({
      document: 'invoice',
      from: { id: g.registration.id, gstin: g.registration.gstin, name: g.registration.name },
      to: { id: karnataka.id, gstin: karnataka.gstin, name: karnataka.name },
      invoice: null,
      canInvoice: true,
    });
    const res = await invoiceTransfer(t.id, { notes: 'Stock for the Bengaluru branch' });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = invoiceOf(res);
    // 10 × ₹105.50 = ₹1,055.00 at 18%: ₹189.90; 4 × ₹33.33 = ₹133.32 at 5% (₹6.666 → ₹6.67) and
    // 12% cess (₹15.9984 → ₹16.00). ₹1,400.89 in all, ₹1,401 on the invoice.
    expect(invoice).toMatchObject({
      number: expect.stringMatching(new RegExp(`^INV/${yearOf}/\\d{5}$`)),
      invoiceDate: today,
      dueDate: today,
      customer: null,
      registration: { id: g.registration.id, gstin: g.registration.gstin },
      transfer: {
        transport: { id: t.id, packageId: t.packageId },
        recipient: { id: karnataka.id, gstin: karnataka.gstin },
      },
      kind: 'b2b',
      supply: 'inter',
      placeOfSupply: '29',
      taxable: 1188.32,
      cgst: 0,
      sgst: 0,
      igst: 196.57,
      cess: 16,
      roundOff: 0.11,
      total: 1401,
      balance: 0,
      shipments: [],
      notes: 'Stock for the Bengaluru branch',
    });
    expect(invoice.buyer).toMatchObject({ gstin: karnataka.gstin, stateCode: '29' });
    expect(invoice.lines.map((l) => [l.quantity, l.rate, l.taxable, l.igst])).toEqual([
      [10, 105.5, 1055, 189.9],
      [4, 33.33, 133.32, 6.67],
    ]);
    expect(paise(invoice.taxable) + paise(invoice.igst) + paise(invoice.cess) + paise(invoice.roundOff)).toBe(
      paise(invoice.total),
    );

    // Once: a second invoice of the same transfer is refused.
    refused(await invoiceTransfer(t.id), 409, 'transfer.invoiced');
    expect((await paperwork()).paperwork).toMatchObject({
      invoice: { id: invoice.id, number: invoice.number },
      canInvoice: false,
    });
    // The PDF names the receiving GSTIN and the IGST.
    const pdf = await read(`/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(karnataka.gstin);
    expect(text).toContain('IGST');
    // Listed with the invoices, and in the sales register under the receiving registration.
    const list = await getData<TInvoiceList>(ctx.app, `/invoices?search=${invoice.number}`, staff());
    expect(list.invoices.map((i) => i.id)).toContain(invoice.id);
    const register = await getData<TSalesRegister>(
      ctx.app,
      `/reports/sales-register?from=${today}&to=${today}&limit=500`,
      staff(),
    );
    expect(register.rows.find((row) => row.id === invoice.id)).toMatchObject({
      customer: { id: null, name: expect.stringContaining(karnataka.name) },
      gstin: karnataka.gstin,
      igst: 196.57,
    });
    // No customer owes it: the ageing has no row without a customer.
    const ageing = await getData<TAgeing>(ctx.app, '/receivables/ageing?limit=1000', staff());
    expect(ageing.customers.every((row) => row.customer.id)).toBe(true);
    // It is put right by cancelling it, not by a note.
    refused(
      await callApi(ctx.app, 'POST', `/invoices/${invoice.id}/notes`, staff(), {
        kind: 'credit',
        reason: 'other',
        lines: [{ lineNo: 1, amount: 1 }],
      }),
      409,
      'transfer.noNote',
    );
    const cancelled = await callApi(ctx.app, 'POST', `/invoices/${invoice.id}/cancel`, admin(), {
      reason: 'Wrong branch',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await invoiceTransfer(t.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(invoiceOf(again).number).not.toBe(invoice.number);
    // The transport is kept with its invoice.
    await moveTransportOk(ctx.app, staff(), t.id, 'delivered');
    refused(await callApi(ctx.app, 'DELETE', `/transports/${t.id}`, admin()), 409, 'transport.invoiced');
  });

  it('within one state: CGST and SGST at half the rate each', async () => {
    const pune = await addRegistration(ctx.app, admin(), { stateCode: '27' });
    const warehouse = await g.stockedInventory(pune.id);
    const t = await transfer(g.inventoryId, warehouse, 'delivered');
    const res = await invoiceTransfer(t.id);
    expect(res.statusCode, res.body).toBe(201);
    const invoice: TInvoice = invoiceOf(res);
    expect(invoice).toMatchObject({ supply: 'intra', placeOfSupply: '27', igst: 0, taxable: 1188.32 });
    expect(invoice.cgst).toBe(invoice.sgst);
    expect(invoice.lines[0]).toMatchObject({ cgst: 94.95, sgst: 94.95 });

    // A registration that has issued or received an invoice is kept.
    const moved = await callApi(ctx.app, 'PUT', `/inventory/${warehouse}`, admin(), { registrationId: null });
    expect(moved.statusCode, moved.body).toBe(200);
    refused(
      await callApi(ctx.app, 'DELETE', `/gst-registrations/${pune.id}`, admin()),
      409,
      'registration.hasInvoices',
    );
  });
});

describe('the input tax register', () => {
  it("lists the transfers' invoices each registration received, with the tax it may claim; a cancelled one at nothing", async () => {
    const goa = await addRegistration(ctx.app, admin(), { stateCode: '30' });
    const goaWarehouse = await g.stockedInventory(goa.id);
    const first = invoiceOf(await invoiceTransfer((await transfer(g.inventoryId, goaWarehouse)).id));
    const t = await transfer(g.inventoryId, goaWarehouse);
    const second = invoiceOf(await invoiceTransfer(t.id));
    // A sale and a transfer to another registration are not this registration's inward supplies.
    await invoiceTransfer((await transfer(g.inventoryId, karnatakaWarehouse)).id);
    const cancelled = await callApi(ctx.app, 'POST', `/invoices/${first.id}/cancel`, admin(), {
      reason: 'Sent twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const url = `/reports/input-tax?from=${today}&to=${today}&registration=${goa.id}`;
    const register = await getData<TInputTaxRegister>(ctx.app, url, staff());
    expect(register.total).toBe(2);
    // In date order, then by number: the cancelled first invoice, then the second.
    expect(register.rows).toEqual([
      expect.objectContaining({ id: first.id, status: 'cancelled', taxable: 0, igst: 0, total: 0 }),
      {
        date: today,
        id: second.id,
        number: second.number,
        status: 'issued',
        supplier: { id: g.registration.id, name: g.registration.name, gstin: g.registration.gstin },
        recipient: { id: goa.id, name: goa.name, gstin: goa.gstin },
        placeOfSupply: '30',
        transport: { id: t.id, packageId: t.packageId },
        taxable: 1188.32,
        cgst: 0,
        sgst: 0,
        igst: 196.57,
        cess: 16,
        total: 1401,
      },
    ]);
    expect(register.totals).toEqual({
      taxable: 1188.32,
      cgst: 0,
      sgst: 0,
      igst: 196.57,
      cess: 16,
      total: 1401,
    });
    // Paged: one at a time, the totals of both.
    const page = await getData<TInputTaxRegister>(ctx.app, `${url}&limit=1&offset=1`, staff());
    expect(page.rows).toHaveLength(1);
    expect(page.totals).toEqual(register.totals);
    // The whole register as a file.
    const pdf = await read(`${url}&format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Input tax register');
    expect(text).toContain(second.number);
    expect(text).toContain(goa.gstin);
    const xlsx = await read(`${url}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('input-tax');
    // A registration that received nothing: an empty register.
    const none = await getData<TInputTaxRegister>(
      ctx.app,
      `/reports/input-tax?from=${today}&to=${today}&registration=${g.registration.id}`,
      staff(),
    );
    expect(none).toMatchObject({ rows: [], total: 0, totals: { taxable: 0, total: 0 } });
  });
});

describe('what is not invoiced', () => {
  it('a transfer within one registration: it travels on a delivery challan', async () => {
    const sameWarehouse = await g.stockedInventory(g.registration.id);
    const t = await transfer(g.inventoryId, sameWarehouse);
    refused(await invoiceTransfer(t.id), 409, 'transfer.sameRegistration');
    const { paperwork } = await getData<{ paperwork: TTransferPaperwork }>(
      ctx.app,
      `/transports/${t.id}/paperwork`,
      staff(),
    );
    expect(paperwork).toMatchObject({ document: 'challan', invoice: null, canInvoice: false });
    const challan = await read(`/transports/${t.id}/challan.pdf`);
    expect(challan.statusCode, challan.body).toBe(200);
    expect(challan.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(challan.rawPayload);
    expect(text).toContain(`Delivery challan ${t.packageId}`);
    expect(text).toContain('no supply');
    expect(text).toContain(g.registration.gstin);
    // ₹1,055.00 + ₹133.32 of goods.
    expect(text).toContain('1,188.32');

    // Between two registrations there is no challan: the invoice travels with the goods.
    const across = await transfer(g.inventoryId, karnatakaWarehouse, 'pending');
    refused(await read(`/transports/${across.id}/challan.pdf`), 409, 'transfer.twoRegistrations');
  });

  it('a cancelled transfer, a receipt, a sale, a warehouse of no registration, a date before it left', async () => {
    const cancelled = await transfer(g.inventoryId, karnatakaWarehouse, 'pending');
    await moveTransportOk(ctx.app, staff(), cancelled.id, 'cancelled');
    refused(await invoiceTransfer(cancelled.id), 409, 'transfer.cancelled');
    const early = await getData<{ paperwork: TTransferPaperwork }>(
      ctx.app,
      `/transports/${cancelled.id}/paperwork`,
      staff(),
    );
    expect(early.paperwork).toMatchObject({ document: 'invoice', canInvoice: false });
    const receipt = await createTransport(ctx.app, staff(), {
      destinationInventoryId: karnatakaWarehouse,
      products: [{ product: g.products.medicine.id, quantity: 1 }],
    });
    refused(await invoiceTransfer(receipt.id), 409, 'transfer.notTransfer');
    const { shipmentId } = await g.ship(g.customers.local.id, [
      { product: g.products.medicine.id, quantity: 1 },
    ]);
    refused(await invoiceTransfer(shipmentId), 409, 'transfer.notTransfer');
    const unregistered = await g.stockedInventory();
    refused(
      await invoiceTransfer((await transfer(unregistered, karnatakaWarehouse)).id),
      409,
      'invoice.noRegistration',
    );
    const t = await transfer(g.inventoryId, karnatakaWarehouse);
    refused(
      await invoiceTransfer(t.id, { invoiceDate: indiaDateFromToday(-1) }),
      409,
      'invoice.dateBeforeDispatch',
    );
    refused(await invoiceTransfer(t.id, { invoiceDate: indiaDateFromToday(1) }), 409, 'invoice.dateInFuture');
    refused(await invoiceTransfer(t.id, { number: 'X' }), 400);
    refused(await invoiceTransfer(crypto.randomUUID()), 404, 'notFound.transport');
  });
});

describe('a transfer invoiced before it leaves', () => {
  /** A batch-kept product of the Maharashtra warehouse: `batches` as [code, units, days to expiry]. */
  async function batchedProduct(price: number, batches: [string, number, number | null][], loose = 0) {
    const product = await createProduct(ctx.app, staff(), {
      quantity: 1000,
      price,
      hsnCode: '3004',
      uqc: 'BOX',
      gstRate: 12,
    });
    for (const [code, quantity, days] of batches) {
      const placed = await callApi(ctx.app, 'POST', `/inventory/${g.inventoryId}/products`, admin(), {
        productId: product.id,
        quantity,
        batch: { code, ...(days === null ? {} : { expiryDate: indiaDateFromToday(days) }) },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    if (loose > 0) {
      const placed = await callApi(ctx.app, 'POST', `/inventory/${g.inventoryId}/products`, admin(), {
        productId: product.id,
        quantity: loose,
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    return product;
  }
  const put = (id: string, body: Record<string, unknown>) =>
    callApi(ctx.app, 'PUT', `/transports/${id}`, staff(), body);
  /** The batches the transport records, by code. */
  const carried = async (id: string) =>
    (
      await queryRows<{ code: string; quantity: number }>(
        ctx.database.db,
        sql`SELECT b.code, tb.quantity FROM transport_batches tb
            JOIN batches b ON b.id = tb.batch_id WHERE tb.transport_id = ${id} ORDER BY b.code`,
      )
    ).map((r) => [r.code, Number(r.quantity)]);

  it('over the threshold: held until invoiced and billed; its batches settled first-expiry-first-out and kept as invoiced', async () => {
    // 60 boxes at ₹1,000 with 12% GST: ₹67,200, over the ₹50,000 threshold.
    const product = await batchedProduct(1000, [
      ['LATE', 40, 200],
      ['SOON', 40, 100],
    ]);
    const t = await createTransport(ctx.app, staff(), {
      sourceInventoryId: g.inventoryId,
      destinationInventoryId: karnatakaWarehouse,
      products: [{ product: product.id, quantity: 60 }],
    });
    // No bill, no leaving; and the bill cites the invoice, which it has not yet.
    refused(await moveTransport(ctx.app, staff(), t.id, 'dispatched'), 409, 'ewaybill.required');
    refused(
      await read(`/transports/${t.id}/ewaybill.json?distanceKm=840`),
      409,
      'ewaybill.transferNotInvoiced',
    );
    const { paperwork } = await getData<{ paperwork: TTransferPaperwork }>(
      ctx.app,
      `/transports/${t.id}/paperwork`,
      staff(),
    );
    expect(paperwork).toMatchObject({ document: 'invoice', invoice: null, canInvoice: true });

    const res = await invoiceTransfer(t.id);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = invoiceOf(res);
    expect(invoice).toMatchObject({ supply: 'inter', taxable: 60_000, igst: 7200, total: 67_200 });
    expect(invoice.lines.map((l) => [l.batch?.code ?? null, l.quantity])).toEqual([
      ['SOON', 40],
      ['LATE', 20],
    ]);
    expect(await carried(t.id)).toEqual([
      ['LATE', 20],
      ['SOON', 40],
    ]);

    // Its goods, batches and warehouses stay as invoiced, and it stays until the invoice goes.
    const frozen = { packageId: t.packageId, number: invoice.number };
    refused(
      await put(t.id, { products: [{ product: product.id, quantity: 50 }] }),
      409,
      'transfer.invoicedFrozen',
    );
    refused(
      await put(t.id, { destinationInventoryId: await g.stockedInventory(karnataka.id) }),
      409,
      'transfer.invoicedFrozen',
    );
    const [late] = (
      await getData<{ batches: { id: string; code: string }[] }>(
        ctx.app,
        `/products/${product.id}/batches`,
        staff(),
      )
    ).batches.filter((b) => b.code === 'LATE');
    const other = await put(t.id, {
      products: [{ product: product.id, quantity: 60, batches: [{ batch: late!.id, quantity: 60 }] }],
    });
    refused(other, 409, 'transfer.invoicedFrozen');
    expect(other.body).toContain(frozen.number);
    // A form that sends the same lines and no batches changes nothing it names.
    expect(
      (await put(t.id, { products: [{ product: product.id, quantity: 60 }], transportationCost: 4200 }))
        .statusCode,
    ).toBe(200);
    expect(await carried(t.id)).toEqual([
      ['LATE', 20],
      ['SOON', 40],
    ]);
    refused(await moveTransport(ctx.app, staff(), t.id, 'cancelled'), 409, 'transfer.invoicedCannotCancel');

    // Billed, it leaves with exactly the invoiced batches.
    await ensureEwayBill(ctx.app, staff(), t.id);
    await moveTransportOk(ctx.app, staff(), t.id, 'dispatched');
    expect(await carried(t.id)).toEqual([
      ['LATE', 20],
      ['SOON', 40],
    ]);
    refused(await moveTransport(ctx.app, staff(), t.id, 'cancelled'), 409, 'transfer.invoicedCannotCancel');
  });

  it('refuses what the warehouse cannot send, and a dispatch that would take other batches than invoiced', async () => {
    const short = await batchedProduct(10, [['ONLY', 5, 100]]);
    const tooMany = await createTransport(ctx.app, staff(), {
      sourceInventoryId: g.inventoryId,
      destinationInventoryId: karnatakaWarehouse,
      products: [{ product: short.id, quantity: 6 }],
    });
    refused(await invoiceTransfer(tooMany.id), 409, 'stock.shortfall');
    const expired = await batchedProduct(10, [['OLD', 5, -3]]);
    const stale = await createTransport(ctx.app, staff(), {
      sourceInventoryId: g.inventoryId,
      destinationInventoryId: karnatakaWarehouse,
      products: [{ product: expired.id, quantity: 5 }],
    });
    refused(await invoiceTransfer(stale.id), 409, 'stock.expiredNotDispatched');
    // Nothing was written by the refusals.
    expect(await carried(tooMany.id)).toEqual([]);

    // 5 of batch X and 7 of no batch on the invoice; batch Y arrives before it leaves, and would go
    // first-expiry-first-out instead of the loose units.
    const mixed = await batchedProduct(10, [['X', 5, 100]], 10);
    const t = await createTransport(ctx.app, staff(), {
      sourceInventoryId: g.inventoryId,
      destinationInventoryId: karnatakaWarehouse,
      products: [{ product: mixed.id, quantity: 12 }],
    });
    const invoice = invoiceOf(await invoiceTransfer(t.id));
    expect(invoice.lines.map((l) => [l.batch?.code ?? null, l.quantity])).toEqual([
      ['X', 5],
      [null, 7],
    ]);
    const placed = await callApi(ctx.app, 'POST', `/inventory/${g.inventoryId}/products`, admin(), {
      productId: mixed.id,
      quantity: 5,
      batch: { code: 'Y', expiryDate: indiaDateFromToday(150) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    refused(await moveTransport(ctx.app, staff(), t.id, 'dispatched'), 409, 'transfer.batchesChanged');
    // Cancelled, the invoice frees the transfer: it leaves as the warehouse now picks.
    const cancel = await callApi(ctx.app, 'POST', `/invoices/${invoice.id}/cancel`, admin(), {
      reason: 'Batch Y arrived: invoice again',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await moveTransportOk(ctx.app, staff(), t.id, 'dispatched');
    expect(await carried(t.id)).toEqual([
      ['X', 5],
      ['Y', 5],
    ]);
  });
});
