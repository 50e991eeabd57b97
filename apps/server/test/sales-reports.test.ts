import { beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  indiaDateFromToday,
  type THsnReport,
  type TInvoice,
  type TOutputTax,
  type TSalesRegister,
} from '@godown/shared';
import { pdfText } from './support/barcodes.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

// The sales reports (docs/domain.md#sales-reports): the register, the output tax by rate and the HSN
// summary of a range, notes counted, on screen and as .xlsx and PDF files.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;

let g: InvoiceGround;
let local: TInvoice;
let outside: TInvoice;
let cancelled: TInvoice;
let creditNumber: string;
const paise = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
  const issue = async (customer: string, lines: { product: string; quantity: number }[]) => {
    const { shipmentId } = await g.ship(customer, lines);
    const res = await callApi(ctx.app, 'POST', '/invoices', staff(), { shipmentIds: [shipmentId] });
    expect(res.statusCode, res.body).toBe(201);
    return invoiceOf(res);
  };
  // Within the state: 7 × ₹105.50 at 18%. Across: 5 × ₹33.33 at 5% with 12% cess, and 2 × ₹105.50.
  local = await issue(g.customers.local.id, [{ product: g.products.medicine.id, quantity: 7 }]);
  outside = await issue(g.customers.outside.id, [
    { product: g.products.snack.id, quantity: 5 },
    { product: g.products.medicine.id, quantity: 2 },
  ]);
  cancelled = await issue(g.customers.local.id, [{ product: g.products.medicine.id, quantity: 1 }]);
  const cancel = await callApi(ctx.app, 'POST', `/invoices/${cancelled.id}/cancel`, admin(), {
    reason: 'Wrong',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const note = await callApi(ctx.app, 'POST', `/invoices/${local.id}/notes`, staff(), {
    kind: 'credit',
    reason: 'priceDifference',
    lines: [{ lineNo: 1, amount: 38.5 }],
  });
  expect(note.statusCode, note.body).toBe(201);
  creditNumber = (note.json() as { data: { note: { number: string } } }).data.note.number;
}, 90_000);

const query = () => `?registration=${g.registration.id}&from=${indiaDateFromToday(-1)}`;

describe('the sales register', () => {
  it('lists every invoice and note of the range, a credit note negative, a cancelled invoice at nothing', async () => {
    const report = await getData<TSalesRegister>(ctx.app, `/reports/sales-register${query()}`, staff());
    expect(report.rows.map((r) => [r.number, r.document, r.status])).toEqual([
      [local.number, 'invoice', 'issued'],
      [outside.number, 'invoice', 'issued'],
      [cancelled.number, 'invoice', 'cancelled'],
      [creditNumber, 'creditNote', 'issued'],
    ]);
    const credit = report.rows[3]!;
    // ₹38.50 off at 18% within the state: ₹3.465 each half, ₹3.47.
    expect(credit).toMatchObject({ taxable: -38.5, cgst: -3.47, sgst: -3.47, total: -45 });
    expect(report.rows[2]).toMatchObject({ taxable: 0, total: 0 });
    expect(report.total).toBe(4);
    expect(report.totals.total).toBe(local.total + outside.total - 45);
    expect(paise(report.totals.taxable)).toBe(paise(local.taxable) + paise(outside.taxable) - 3850);
  });
});

describe('the output tax and the HSN summary', () => {
  it('sum the taxes by rate and by HSN code, the credit note taken off', async () => {
    const tax = await getData<TOutputTax>(ctx.app, `/reports/output-tax${query()}`, staff());
    expect(tax.rows.map((r) => r.gstRate)).toEqual([5, 18]);
    const five = tax.rows[0]!;
    expect(five).toMatchObject({ taxable: 166.65, igst: 8.33, cess: 20, cgst: 0 });
    const eighteen = tax.rows[1]!;
    // ₹738.50 − ₹38.50 within the state, ₹211 across.
    expect(eighteen).toMatchObject({ taxable: 911, cgst: 66.47 - 3.47, sgst: 66.47 - 3.47, igst: 37.98 });
    expect(tax.totals.taxable).toBe(1077.65);

    const hsn = await getData<THsnReport>(ctx.app, `/reports/hsn-summary${query()}`, staff());
    expect(hsn.rows.map((r) => [r.hsnCode, r.gstRate, r.quantity, r.uqc])).toEqual([
      ['21069099', 5, 5, 'KGS'],
      ['3004', 18, 9, 'BOX'],
    ]);
    expect(hsn.totals).toEqual(tax.totals);
  });
});

describe('the files and the range', () => {
  it('answers .xlsx and PDF files, for a financial year too; refuses a bad year or a year with a range', async () => {
    const file = (path: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: auth(staff()) });
    const xlsx = await file(`/reports/sales-register${query()}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await file(`/reports/hsn-summary${query()}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('HSN-wise summary of outward supplies');
    expect(text).toContain('21069099');
    const ageing = await file('/reports/receivables-ageing?format=pdf');
    expect(ageing.statusCode).toBe(200);
    expect((await pdfText(ageing.rawPayload)).text).toContain(g.customers.local.name);

    const year = financialYearOf(indiaDateFromToday());
    const byYear = await getData<TSalesRegister>(
      ctx.app,
      `/reports/sales-register?year=${year}&registration=${g.registration.id}`,
      staff(),
    );
    expect(byYear.total).toBe(4);
    expectRefusal(await file('/reports/output-tax?year=26-28'), 400, 'report.financialYear');
    expectRefusal(await file(`/reports/output-tax?year=${year}&from=2026-04-01`), 400, 'report.yearOrRange');
  });
});
