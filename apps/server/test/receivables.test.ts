import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  indiaDateFromToday,
  type TAgeing,
  type TAlertList,
  type TAuditList,
  type TCustomer,
  type TInvoice,
  type TLedger,
  type TReceipt,
  type TReceiptList,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { syncOverdueInvoiceAlerts } from '../src/modules/receivables/overdue-alerts.js';
import { pdfText } from './support/barcodes.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

// Getting paid (docs/domain.md#receipts-and-receivables): receipts allocated oldest first or as
// chosen, the rest on account; a bounced cheque undone; the ledger's running balance; the ageing.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const refused = expectRefusal;

let g: InvoiceGround;
beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
}, 60_000);

/** A customer of Maharashtra of this test's own, with `terms` days to pay. */
async function newCustomer(terms = 0): Promise<TCustomer> {
  const res = await callApi(ctx.app, 'POST', '/customers', staff(), {
    name: `Kirana ${unique()}`,
    stateCode: '27',
    paymentTermsDays: terms,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { customer: TCustomer } }).data.customer;
}
/** An invoice of `units` of the 18% product (₹105.50 each) to the customer. */
async function invoiced(customer: TCustomer, units: number): Promise<TInvoice> {
  const { shipmentId } = await g.ship(customer.id, [{ product: g.products.medicine.id, quantity: units }]);
  const res = await callApi(ctx.app, 'POST', '/invoices', staff(), { shipmentIds: [shipmentId] });
  expect(res.statusCode, res.body).toBe(201);
  return invoiceOf(res);
}
const receive = (body: Record<string, unknown>) => callApi(ctx.app, 'POST', '/receipts', staff(), body);
const receiptOf = (res: { json(): unknown }) => (res.json() as { data: { receipt: TReceipt } }).data.receipt;
async function received(body: Record<string, unknown>): Promise<TReceipt> {
  const res = await receive(body);
  expect(res.statusCode, res.body).toBe(201);
  return receiptOf(res);
}
/** What an invoice still owes, read from the database. */
/** What an invoice still owes, as its answer says it (and as its stored columns add up). */
async function owed(invoiceId: string): Promise<number> {
  const { invoice } = await getData<{ invoice: TInvoice }>(ctx.app, `/invoices/${invoiceId}`, staff());
  const [row] = await queryRows<{ owed: string }>(
    ctx.database.db,
    sql`SELECT total + debited - credited - paid AS owed FROM invoices WHERE id = ${invoiceId}`,
  );
  expect(invoice.balance).toBe(Number(row!.owed));
  expect(invoice.balance).toBe(
    Math.round((invoice.total + invoice.debited - invoice.credited - invoice.paid) * 100) / 100,
  );
  return invoice.balance;
}

describe('receipts', () => {
  it('settle the oldest invoices first, the rest on account; a part payment by UPI leaves a balance', async () => {
    const shop = await newCustomer();
    const first = await invoiced(shop, 2); // ₹249.00
    const second = await invoiced(shop, 4); // ₹498.00
    const part = await received({ customerId: shop.id, mode: 'upi', reference: 'UPI-4421', amount: 300 });
    expect(part).toMatchObject({
      mode: 'upi',
      reference: 'UPI-4421',
      amount: 300,
      onAccount: 0,
      status: 'received',
    });
    expect(part.number).toMatch(/^RCT\/\d\d-\d\d\/\d{5}$/);
    expect(part.allocations).toEqual([
      { invoice: { id: first.id, number: first.number }, amount: 249 },
      { invoice: { id: second.id, number: second.number }, amount: 51 },
    ]);
    expect(await owed(first.id)).toBe(0);
    expect(await owed(second.id)).toBe(447);

    const more = await received({ customerId: shop.id, mode: 'cash', amount: 500 });
    expect(more).toMatchObject({ onAccount: 53, allocations: [{ invoice: { id: second.id }, amount: 447 }] });
    const listed = await getData<TReceiptList>(ctx.app, `/receipts?customer=${shop.id}`, staff());
    expect(listed.receipts.map((r) => r.id)).toEqual([more.id, part.id]);
    // An invoice with money on it is not cancelled.
    refused(
      await callApi(ctx.app, 'POST', `/invoices/${first.id}/cancel`, admin(), { reason: 'x' }),
      409,
      'invoice.hasPayments',
    );
  });

  it('go to the invoices chosen, never more than each owes, nor more than was received', async () => {
    const shop = await newCustomer();
    const other = await newCustomer();
    const first = await invoiced(shop, 2);
    const second = await invoiced(shop, 2);
    const theirs = await invoiced(other, 1);
    const chosen = await received({
      customerId: shop.id,
      mode: 'bankTransfer',
      reference: 'UTR0042',
      amount: 400,
      allocations: [{ invoiceId: second.id, amount: 249 }],
    });
    expect(chosen).toMatchObject({
      onAccount: 151,
      allocations: [{ invoice: { id: second.id }, amount: 249 }],
    });
    expect(await owed(first.id)).toBe(249);

    const body = { customerId: shop.id, mode: 'cash', amount: 100 };
    refused(
      await receive({ ...body, allocations: [{ invoiceId: first.id, amount: 250 }] }),
      409,
      'receipt.moreThanReceived',
    );
    refused(
      await receive({ ...body, amount: 300, allocations: [{ invoiceId: first.id, amount: 250 }] }),
      409,
      'receipt.moreThanOutstanding',
    );
    refused(
      await receive({ ...body, allocations: [{ invoiceId: theirs.id, amount: 10 }] }),
      409,
      'receipt.invoiceOfAnother',
    );
    refused(
      await receive({ ...body, allocations: [{ invoiceId: crypto.randomUUID(), amount: 10 }] }),
      400,
      'receipt.unknownInvoice',
    );
    refused(await receive({ ...body, mode: 'cheque' }), 400, 'receipt.chequeNumberRequired');
    refused(await receive({ ...body, amount: 0 }), 400);
    // Less than a paisa is nothing to receive (hostile-input found 5e-324 passing as positive).
    refused(await receive({ ...body, amount: 5e-324 }), 400, 'note.amountPositive');
    refused(await receive({ ...body, receiptDate: indiaDateFromToday(1) }), 409, 'invoice.dateInFuture');

    // What is on account is allocated later.
    const res = await callApi(ctx.app, 'POST', `/receipts/${chosen.id}/allocate`, staff(), {
      allocations: [{ invoiceId: first.id, amount: 151 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(receiptOf(res).onAccount).toBe(0);
    expect(await owed(first.id)).toBe(98);
    refused(
      await callApi(ctx.app, 'POST', `/receipts/${chosen.id}/allocate`, staff(), {
        allocations: [{ invoiceId: first.id, amount: 1 }],
      }),
      409,
      'receipt.moreThanReceived',
    );
  });

  it('a cheque that bounces undoes its allocations, once; in the audit log', async () => {
    const shop = await newCustomer();
    const bill = await invoiced(shop, 2);
    const cheque = await received({ customerId: shop.id, mode: 'cheque', reference: '004512', amount: 249 });
    expect(await owed(bill.id)).toBe(0);
    const res = await callApi(ctx.app, 'POST', `/receipts/${cheque.id}/bounce`, staff(), {
      reason: 'Funds insufficient',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(receiptOf(res)).toMatchObject({
      status: 'bounced',
      bounceReason: 'Funds insufficient',
      allocations: [],
      onAccount: 0,
    });
    expect(await owed(bill.id)).toBe(249);
    refused(
      await callApi(ctx.app, 'POST', `/receipts/${cheque.id}/bounce`, staff(), { reason: 'Again' }),
      409,
      'receipt.alreadyBounced',
    );
    const cash = await received({ customerId: shop.id, mode: 'cash', amount: 1 });
    refused(
      await callApi(ctx.app, 'POST', `/receipts/${cash.id}/bounce`, staff(), { reason: 'x' }),
      409,
      'receipt.notCheque',
    );
    const audit = await getData<TAuditList>(ctx.app, '/audit?limit=5', admin());
    expect(audit.entries.some((e) => e.action === 'receipt.bounced' && e.target.name === cheque.number)).toBe(
      true,
    );
  });
});

describe("a customer's ledger", () => {
  it('runs the balance through invoices, notes, receipts and a bounced cheque; the statement prints it', async () => {
    const shop = await newCustomer(15);
    const bill = await invoiced(shop, 4); // ₹498.00
    const credit = await callApi(ctx.app, 'POST', `/invoices/${bill.id}/notes`, staff(), {
      kind: 'credit',
      reason: 'priceDifference',
      lines: [{ lineNo: 1, amount: 50 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const paid = await received({ customerId: shop.id, mode: 'cheque', reference: '77', amount: 200 });
    await callApi(ctx.app, 'POST', `/receipts/${paid.id}/bounce`, staff(), { reason: 'Signature differs' });
    const { ledger } = await getData<{ ledger: TLedger }>(ctx.app, `/customers/${shop.id}/ledger`, staff());
    expect(ledger.openingBalance).toBe(0);
    expect(ledger.entries.map((e) => [e.kind, e.debit, e.credit, e.balance])).toEqual([
      ['invoice', 498, 0, 498],
      ['creditNote', 0, 59, 439],
      ['receipt', 0, 200, 239],
      ['bounce', 200, 0, 439],
    ]);
    expect(ledger.closingBalance).toBe(439);
    const later = await getData<{ ledger: TLedger }>(
      ctx.app,
      `/customers/${shop.id}/ledger?from=${indiaDateFromToday(1)}&to=${indiaDateFromToday(1)}`,
      staff(),
    );
    expect(later.ledger).toMatchObject({ openingBalance: 439, entries: [], closingBalance: 439 });

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${shop.id}/statement.pdf`,
      headers: auth(staff()),
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    for (const part of ['Statement of account', shop.name, bill.number!, 'Cheque bounced', '439.00']) {
      expect(text).toContain(part);
    }
    refused(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/customers/${crypto.randomUUID()}/ledger`,
        headers: auth(staff()),
      }),
      404,
    );
  });
});

describe('the receivables ageing', () => {
  it('puts what is owed in buckets by days past due, names the oldest overdue invoice, and shows money on account', async () => {
    const shop = await newCustomer(30);
    const fresh = await invoiced(shop, 1); // ₹124.50 → ₹125, due in 30 days
    const late = await invoiced(shop, 2); // ₹249, made 45 days overdue
    const older = await invoiced(shop, 4); // ₹498, made 100 days overdue
    await queryRows(
      ctx.database.db,
      sql`UPDATE invoices SET due_date = CASE id WHEN ${late.id} THEN current_date - 45 ELSE current_date - 100 END
          WHERE id IN (${late.id}, ${older.id})`,
    );
    await received({
      customerId: shop.id,
      mode: 'cash',
      amount: 100,
      allocations: [{ invoiceId: older.id, amount: 98 }],
    });
    const ageing = await getData<TAgeing>(ctx.app, `/receivables/ageing?customer=${shop.id}`, staff());
    expect(ageing.customers).toEqual([
      expect.objectContaining({
        customer: { id: shop.id, name: shop.name },
        notDue: fresh.total,
        days1to30: 0,
        days31to60: 249,
        days61to90: 0,
        over90: 400,
        outstanding: fresh.total + 649,
        onAccount: 2,
        oldestOverdue: expect.objectContaining({ id: older.id, number: older.number }),
      }),
    ]);
    expect(ageing.totals.outstanding).toBe(fresh.total + 649);
    const everyone = await getData<TAgeing>(ctx.app, '/receivables/ageing?limit=1000', staff());
    expect(everyone.customers.find((c) => c.customer.id === shop.id)?.over90).toBe(400);
    expect(everyone.total).toBe(everyone.customers.length);
  });

  it('pages the customers largest balance first, with the totals of every customer on each page', async () => {
    await invoiced(await newCustomer(30), 3);
    await invoiced(await newCustomer(30), 1);
    const everyone = await getData<TAgeing>(ctx.app, '/receivables/ageing?limit=1000', staff());
    expect(everyone.total).toBeGreaterThanOrEqual(3);
    const outstanding = everyone.customers.map((c) => c.outstanding);
    expect(outstanding).toEqual([...outstanding].sort((a, b) => b - a));
    const sum = (pick: (c: TAgeing['customers'][number]) => number) =>
      everyone.customers.reduce((total, c) => total + Math.round(pick(c) * 100), 0) / 100;
    expect(everyone.totals.outstanding).toBe(sum((c) => c.outstanding));
    expect(everyone.totals.notDue).toBe(sum((c) => c.notDue));
    expect(everyone.totals.onAccount).toBe(sum((c) => c.onAccount));

    const pages = [];
    for (let offset = 0; offset < everyone.total; offset += 2) {
      const page = await getData<TAgeing>(ctx.app, `/receivables/ageing?limit=2&offset=${offset}`, staff());
      expect(page.totals).toEqual(everyone.totals);
      expect(page.total).toBe(everyone.total);
      pages.push(...page.customers);
    }
    expect(pages).toEqual(everyone.customers);
    const past = await getData<TAgeing>(
      ctx.app,
      `/receivables/ageing?limit=2&offset=${everyone.total}`,
      staff(),
    );
    expect(past).toEqual({ ...everyone, customers: [] });
  });
});

describe('credit limits on confirming an order', () => {
  /** A draft of `units` of the 18% product (₹105.50 each, before tax) for the customer. */
  async function draft(customer: TCustomer, units: number): Promise<string> {
    const res = await callApi(ctx.app, 'POST', '/sales-orders', staff(), {
      customerId: customer.id,
      inventoryId: g.inventoryId,
      lines: [{ product: g.products.medicine.id, quantity: units }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { salesOrder: { id: string } } }).data.salesOrder.id;
  }
  const confirm = (id: string, token = staff(), body?: unknown) =>
    callApi(ctx.app, 'POST', `/sales-orders/${id}/confirm`, token, body);

  it('refuses an order past the limit, naming the limit and what is owed; an admin overrides it with a reason', async () => {
    const res = await callApi(ctx.app, 'POST', '/customers', staff(), {
      name: `Limited ${unique()}`,
      stateCode: '27',
      creditLimit: 700,
      paymentTermsDays: 30,
    });
    const shop = (res.json() as { data: { customer: TCustomer } }).data.customer;
    await invoiced(shop, 4); // ₹498 owed, due in 30 days
    const order = await draft(shop, 2); // ₹211 more: ₹709, past ₹700
    const refusal = await confirm(order);
    refused(refusal, 409, 'salesOrder.creditLimit');
    expect(refusal.json()).toMatchObject({
      error: { params: { customer: shop.name, limit: 700, outstanding: 498, order: 211, exposure: 709 } },
    });
    refused(
      await confirm(order, staff(), { overrideReason: 'Paying on Friday' }),
      403,
      'salesOrder.overrideAdminOnly',
    );
    refused(await confirm(order, admin(), { overrideReason: '' }), 400, 'salesOrder.overrideReasonRequired');
    const passed = await confirm(order, admin(), { overrideReason: 'Paying on Friday' });
    expect(passed.statusCode, passed.body).toBe(200);
    const audit = await getData<TAuditList>(ctx.app, '/audit?limit=5', admin());
    expect(audit.entries[0]).toMatchObject({
      action: 'salesOrder.creditOverride',
      details: expect.objectContaining({
        reason: 'Paying on Friday',
        limit: 700,
        outstanding: 498,
        exposure: 709,
      }),
    });
    // A receipt brings them back under the limit: the next order passes.
    await received({ customerId: shop.id, mode: 'upi', amount: 498 });
    expect((await confirm(await draft(shop, 1))).statusCode).toBe(200);
  });

  it('holds the orders of a customer with an invoice over 90 days overdue, limit or not', async () => {
    const shop = await newCustomer(0);
    const old = await invoiced(shop, 1);
    await queryRows(
      ctx.database.db,
      sql`UPDATE invoices SET due_date = current_date - 95 WHERE id = ${old.id}`,
    );
    const order = await draft(shop, 1);
    const refusal = await confirm(order);
    refused(refusal, 409, 'salesOrder.overdue90');
    expect(refusal.json()).toMatchObject({
      error: { params: { oldest: old.number, outstanding: old.total } },
    });
    await received({ customerId: shop.id, mode: 'cash', amount: old.total });
    expect((await confirm(order)).statusCode).toBe(200);
  });
});

describe('a receipt kept on account', () => {
  it('allocates nothing when the allocations are empty', async () => {
    const shop = await newCustomer();
    await invoiced(shop, 1);
    const kept = await received({ customerId: shop.id, mode: 'cash', amount: 75.5, allocations: [] });
    expect(kept).toMatchObject({ onAccount: 75.5, allocations: [] });
    refused(
      await callApi(ctx.app, 'POST', `/receipts/${kept.id}/allocate`, staff(), { allocations: [] }),
      400,
      'receipt.allocationsRequired',
    );
  });
});

describe('the overdue alert', () => {
  it('is raised for an invoice past its due date unpaid, naming it, and resolves itself once it is paid', async () => {
    const shop = await newCustomer(10);
    const bill = await invoiced(shop, 1);
    await syncOverdueInvoiceAlerts(ctx.database.db);
    const openAlert = async () =>
      (
        await getData<TAlertList>(ctx.app, '/alerts?type=invoiceOverdue&resolved=false&limit=1000', admin())
      ).alerts.find((a) => a.targetId === bill.id);
    expect(await openAlert()).toBeUndefined(); // due in 10 days
    await queryRows(
      ctx.database.db,
      sql`UPDATE invoices SET due_date = current_date - 3 WHERE id = ${bill.id}`,
    );
    expect(await syncOverdueInvoiceAlerts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const alert = await openAlert();
    expect(alert).toMatchObject({ isSystem: true, priority: 'high', affectedItem: bill.number });
    expect(alert!.message).toContain(`Invoice ${bill.number} is overdue`);
    expect(alert!.message).not.toContain(shop.name);
    await received({ customerId: shop.id, mode: 'cash', amount: bill.total });
    await syncOverdueInvoiceAlerts(ctx.database.db);
    expect(await openAlert()).toBeUndefined();
  });
});
