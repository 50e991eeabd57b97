/** What the Tally files are made of, made through the API: every kind of voucher and a few hard names. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TCustomer, TInvoice, TProduct, TPurchaseOrder, TSalesReturn } from '@godown/shared';
import { callApi } from './http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './invoices.js';
import { createProduct } from './stock.js';
import { registerUser, unique, type RegisteredUser } from './users.js';

export type TallyInvoiceKind = 'intra' | 'inter' | 'b2c' | 'batch' | 'cancelled' | 'returned' | 'transfer';

export interface TallyGround {
  g: InvoiceGround;
  supplier: RegisteredUser;
  /** A product held by batch (LOT-T1) only, at 12% in NOS. */
  batched: TProduct;
  /** Issued today by the invoice ground's registration (Maharashtra). */
  invoices: Record<TallyInvoiceKind, TInvoice>;
  /** The credit note of three boxes returned from the `returned` invoice. */
  creditNumber: string;
  /** Ten boxes at ₹80.25, received as six of batch PO-LOT and then four. */
  purchaseOrder: TPurchaseOrder;
  /** A customer whose name Tally would take for another's, and one called Cash. */
  twin: TCustomer;
  cash: TCustomer;
}

/**
 * Intra-state, inter-state, B2C, batch, cancelled and transfer invoices; a credit note for a return
 * and a debit note; a receipt of ₹500 settling ₹300 of the intra-state invoice (₹200 on account) and
 * a bounced cheque; a purchase order received twice; customers named to trouble Tally and XML.
 */
export async function tallyGround(
  app: FastifyInstance,
  adminToken: string,
  staffToken: string,
  company: string,
): Promise<TallyGround> {
  const admin = () => adminToken;
  const staff = () => staffToken;
  const g = await invoiceGround(app, adminToken, staffToken);
  const invoices = {} as Record<TallyInvoiceKind, TInvoice>;
  async function post<T>(url: string, payload: unknown, status = 201, token = staff()): Promise<T> {
    const res = await callApi(app, 'POST', url, token, payload);
    expect(res.statusCode, res.body).toBe(status);
    return (res.json() as { data: T }).data;
  }
  async function issue(customer: string, lines: { product: string; quantity: number }[], delivered = false) {
    const { orderId, shipmentId } = await g.ship(customer, lines, delivered ? 'delivered' : 'in_transit');
    const res = await callApi(app, 'POST', '/invoices', staff(), { shipmentIds: [shipmentId] });
    expect(res.statusCode, res.body).toBe(201);
    return { orderId, shipmentId, invoice: invoiceOf(res) };
  }
  const customer = async (payload: Record<string, unknown>) =>
    (await post<{ customer: TCustomer }>('/customers', { stateCode: '27', ...payload })).customer;

  const supplier = await registerUser(app, { role: 'supplier' });
  const settings = await callApi(app, 'PUT', '/settings/company', admin(), { legalName: company });
  expect(settings.statusCode, settings.body).toBe(200);
  const { medicine, snack } = g.products;
  invoices.intra = (await issue(g.customers.local.id, [{ product: medicine.id, quantity: 7 }])).invoice;
  invoices.inter = (
    await issue(g.customers.outside.id, [
      { product: snack.id, quantity: 5 },
      { product: medicine.id, quantity: 2 },
    ])
  ).invoice;
  invoices.b2c = (await issue(g.customers.walkIn.id, [{ product: snack.id, quantity: 3 }])).invoice;
  // A product held by batch only: its invoice line names the batch.
  const batched = await createProduct(app, staff(), {
    quantity: 50,
    price: 12.5,
    hsnCode: '9603',
    uqc: 'NOS',
    gstRate: 12,
  });
  const placed = await callApi(app, 'POST', `/inventory/${g.inventoryId}/products`, admin(), {
    productId: batched.id,
    quantity: 50,
    batch: { code: 'LOT-T1' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  invoices.batch = (await issue(g.customers.local.id, [{ product: batched.id, quantity: 4 }])).invoice;
  invoices.cancelled = (await issue(g.customers.local.id, [{ product: medicine.id, quantity: 1 }])).invoice;
  await post(`/invoices/${invoices.cancelled.id}/cancel`, { reason: 'Wrong rate' }, 200, admin());
  // Three of ten boxes come back: a credit note with units; a debit note of a rupee without.
  const returned = await issue(g.customers.local.id, [{ product: medicine.id, quantity: 10 }], true);
  invoices.returned = returned.invoice;
  const back = await post<{ salesReturn: TSalesReturn }>(`/sales-orders/${returned.orderId}/returns`, {
    shipment: returned.shipmentId,
    lines: [{ line: 1, quantity: 3, reason: 'damaged', disposition: 'writeOff' }],
  });
  const creditNumber = (
    await post<{ note: { number: string } }>(`/invoices/${returned.invoice.id}/notes`, {
      kind: 'credit',
      reason: 'return',
      returnId: back.salesReturn.id,
    })
  ).note.number;
  await post(`/invoices/${invoices.inter.id}/notes`, {
    kind: 'debit',
    reason: 'other',
    lines: [{ lineNo: 1, amount: 1 }],
  });
  // A transfer to the company's Karnataka registration, invoiced to it.
  const transfer = await g.transfer(true);
  invoices.transfer = (await post<{ invoice: TInvoice }>(`/transports/${transfer}/invoice`, {})).invoice;
  // ₹500 by UPI: ₹300 settles the intra-state invoice, ₹200 on account; a bounced cheque.
  await post('/receipts', {
    customerId: g.customers.local.id,
    mode: 'upi',
    reference: 'UPI-4421',
    amount: 500,
    allocations: [{ invoiceId: invoices.intra.id, amount: 300 }],
  });
  const cheque = await post<{ receipt: { id: string } }>('/receipts', {
    customerId: g.customers.local.id,
    mode: 'cheque',
    reference: '004512',
    amount: 100,
  });
  await post(`/receipts/${cheque.receipt.id}/bounce`, { reason: 'Insufficient funds' }, 200);
  // Ten boxes bought at ₹80.25, received as six of a batch and then four.
  const purchaseOrder = (
    await post<{ purchaseOrder: TPurchaseOrder }>('/purchase-orders', {
      supplierId: supplier.user.id,
      destinationInventoryId: g.inventoryId,
      status: 'sent',
      lines: [{ product: medicine.id, quantity: 10, unitPrice: 80.25 }],
    })
  ).purchaseOrder;
  const receive = (lines: unknown[]) => post(`/purchase-orders/${purchaseOrder.id}/receive`, { lines }, 200);
  await receive([{ product: medicine.id, quantity: 6, batch: { code: 'PO-LOT' } }]);
  await receive([{ product: medicine.id, quantity: 4 }]);
  // Names Tally would take for one: a repeated customer name, a customer called Cash, and XML's specials.
  const name = `R&B <Traders> "Sons" ${unique()}`;
  await customer({
    name,
    billingAddress: { line: '12, M.G. Road\nFort', district: 'Mumbai', pinCode: '400001' },
  });
  const twin = await customer({ name: `${name.toLowerCase()}.` });
  const cash = await customer({ name: 'Cash' });
  return { g, supplier, batched, invoices, creditNumber, purchaseOrder, twin, cash };
}
