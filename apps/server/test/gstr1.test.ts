import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDateFromToday, type TCustomer, type TGstr1Summary, type TInvoice } from '@godown/shared';
import { validateGstr1 } from './support/gst-schemas.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser } from './support/users.js';

// GSTR-1 (docs/domain.md#gstr-1): a registration's month as the offline tool's JSON (valid under its
// schema) and workbook, each invoice and note in its table, the HSN summary split B2B and B2C, the
// documents issued with the cancelled ones, and the sums equal to the sales register's to the paisa.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const today = indiaDateFromToday();
const month = today.slice(0, 7);
const returnDate = `${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}`;

// The portal's JSON, read as the tests read it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let g: InvoiceGround;
const made = {} as Record<'intra' | 'inter' | 'small' | 'large' | 'smallInter' | 'cancelled', TInvoice>;

async function invoiced(customer: string, product: string, quantity: number): Promise<TInvoice> {
  const { shipmentId } = await g.ship(customer, [{ product, quantity }], 'delivered');
  const res = await callApi(ctx.app, 'POST', '/invoices', staff(), { shipmentIds: [shipmentId] });
  expect(res.statusCode, res.body).toBe(201);
  return invoiceOf(res);
}
async function note(invoice: TInvoice, kind: 'credit' | 'debit', amount: number) {
  const res = await callApi(ctx.app, 'POST', `/invoices/${invoice.id}/notes`, staff(), {
    kind,
    reason: 'priceDifference',
    lines: [{ lineNo: 1, amount }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { note: { number: string; total: number } } }).data.note;
}
const get = (query: string, as = staff()) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/reports/gstr1?${query}`, headers: auth(as) });

let notes: Record<'b2b' | 'large' | 'small' | 'debit', { number: string; total: number }>;
beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
  const customer = async (body: Record<string, unknown>) => {
    const res = await callApi(ctx.app, 'POST', '/customers', staff(), {
      name: `Shop ${Math.random()}`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { customer: TCustomer } }).data.customer;
  };
  const farAway = await customer({ stateCode: '29' });
  const { medicine, snack } = g.products;
  made.intra = await invoiced(g.customers.local.id, medicine.id, 10);
  made.inter = await invoiced(g.customers.outside.id, snack.id, 30);
  made.small = await invoiced(g.customers.walkIn.id, medicine.id, 4);
  // 1,000 × ₹105.50 and 18% IGST: ₹1,24,490, above the ₹1 lakh of a B2C large invoice.
  made.large = await invoiced(farAway.id, medicine.id, 1000);
  made.smallInter = await invoiced(farAway.id, snack.id, 5);
  made.cancelled = await invoiced(g.customers.local.id, snack.id, 1);
  const cancel = await callApi(ctx.app, 'POST', `/invoices/${made.cancelled.id}/cancel`, admin(), {
    reason: 'Keyed twice',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  notes = {
    b2b: await note(made.intra, 'credit', 50),
    large: await note(made.large, 'credit', 1000),
    small: await note(made.small, 'credit', 10),
    debit: await note(made.inter, 'debit', 20),
  };
}, 180_000);

describe('GSTR-1 of a month', () => {
  it("puts each document in its table, valid under the offline tool's schema", async () => {
    const res = await get(`registration=${g.registration.id}&month=${month}&format=json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`gstr1-${g.registration.gstin}-`);
    const json = res.json() as Json;
    expect(validateGstr1(json)).toEqual([]);
    expect(json.gstin).toBe(g.registration.gstin);
    expect(json.fp).toBe(`${today.slice(5, 7)}${today.slice(0, 4)}`);

    // B2B: both registered buyers, the cancelled invoice left out.
    const b2b = json.b2b as Json[];
    expect(b2b.map((b) => b.ctin).sort()).toEqual(
      [g.customers.local.gstin, g.customers.outside.gstin].sort(),
    );
    const intra = b2b.find((b) => b.ctin === g.customers.local.gstin)!.inv as Json[];
    expect(intra.map((i) => i.inum)).toEqual([made.intra.number]);
    expect(intra[0]).toMatchObject({
      idt: returnDate,
      val: made.intra.total,
      pos: '27',
      rchrg: 'N',
      inv_typ: 'R',
    });
    expect(intra[0]!.itms[0].itm_det).toEqual({
      rt: 18,
      txval: made.intra.taxable,
      camt: made.intra.cgst,
      samt: made.intra.sgst,
      csamt: 0,
    });
    const inter = b2b.find((b) => b.ctin === g.customers.outside.gstin)!.inv[0] as Json;
    expect(inter.itms[0].itm_det).toEqual({
      rt: 5,
      txval: made.inter.taxable,
      iamt: made.inter.igst,
      csamt: made.inter.cess,
    });

    // B2C large: the inter-state invoice above ₹1 lakh, by its place of supply.
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: made.large.number,
            idt: returnDate,
            val: made.large.total,
            itms: [
              { num: 1, itm_det: { rt: 18, txval: made.large.taxable, iamt: made.large.igst, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    // B2C small: summed by supply, place and rate, its credit note taken off.
    const small = (json.b2cs as Json[]).find((r) => r.sply_ty === 'INTRA')!;
    expect(small).toMatchObject({ pos: '27', typ: 'OE', rt: 18 });
    expect(Math.round(small.txval * 100)).toBe(Math.round((made.small.taxable - 10) * 100));
    expect((json.b2cs as Json[]).find((r) => r.sply_ty === 'INTER')).toMatchObject({
      pos: '29',
      rt: 5,
      txval: made.smallInter.taxable,
    });

    // Notes: to a registered buyer in CDNR, against the B2C large invoice in CDNUR.
    const cdnr = (json.cdnr as Json[]).flatMap((c) => c.nt as Json[]);
    expect(cdnr.map((n) => [n.nt_num, n.ntty]).sort()).toEqual(
      [
        [notes.b2b.number, 'C'],
        [notes.debit.number, 'D'],
      ].sort(),
    );
    expect(json.cdnur).toEqual([
      expect.objectContaining({
        typ: 'B2CL',
        ntty: 'C',
        nt_num: notes.large.number,
        pos: '29',
        val: notes.large.total,
      }),
    ]);

    // HSN, B2B apart from B2C; the documents issued, the cancelled one counted.
    expect((json.hsn.hsn_b2b as Json[]).map((r) => [r.hsn_sc, r.uqc, r.rt])).toEqual(
      expect.arrayContaining([
        ['3004', 'BOX', 18],
        ['21069099', 'KGS', 5],
      ]),
    );
    expect((json.hsn.hsn_b2c as Json[]).find((r) => r.hsn_sc === '3004')!.qty).toBe(1004);
    const invoices = (json.doc_issue.doc_det as Json[]).find((d) => d.doc_num === 1)!.docs[0];
    expect(invoices).toMatchObject({
      from: made.intra.number,
      to: made.cancelled.number,
      totnum: 6,
      cancel: 1,
      net_issue: 5,
    });
    expect((json.doc_issue.doc_det as Json[]).map((d) => d.doc_num).sort()).toEqual([1, 4, 5]);
  });

  it('sums to the sales register of the same days, to the paisa', async () => {
    const summary = await getData<TGstr1Summary>(
      ctx.app,
      `/reports/gstr1?registration=${g.registration.id}&month=${month}`,
      staff(),
    );
    expect(summary.net).toEqual(summary.register);
    expect(summary.sections.b2b.count).toBe(2);
    expect(summary.sections.b2cl).toMatchObject({ count: 1, value: made.large.total });
    expect(summary.sections.cdnur.taxable).toBe(-1000);
    expect(summary.documents.find((d) => d.kind === 'invoice')).toMatchObject({ total: 6, cancelled: 1 });
    // The quarter holding the month says the same.
    const m = Number(today.slice(5, 7));
    const start = Number(today.slice(2, 4)) - (m >= 4 ? 0 : 1);
    const quarter = `${start}-${start + 1}-Q${m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4}`;
    const q = await getData<TGstr1Summary>(
      ctx.app,
      `/reports/gstr1?registration=${g.registration.id}&quarter=${quarter}`,
      staff(),
    );
    expect(q.net).toEqual(summary.net);
    expect(q.fp).toMatch(/^(03|06|09|12)\d{4}$/);
    expect(q.from <= today && today <= q.to).toBe(true);
  });

  it('writes the workbook as the offline tool lays it out', async () => {
    const res = await get(`registration=${g.registration.id}&month=${month}&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'b2b,sez,de',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    const b2b = book.getWorksheet('b2b,sez,de')!;
    expect(b2b.getRow(4).getCell(1).value).toBe('GSTIN/UIN of Recipient');
    const numbers: unknown[] = [];
    b2b.eachRow((row, n) => n > 4 && numbers.push(row.getCell(3).value));
    expect(numbers.sort()).toEqual([made.intra.number, made.inter.number].sort());
    expect(book.getWorksheet('b2cl')!.getRow(5).getCell(1).value).toBe(made.large.number);
  });
});

describe('GSTR-1 refuses', () => {
  it('a month and a quarter both or neither, a bad period, one not begun, an unknown registration, and outsiders', async () => {
    expectRefusal(await get(`registration=${g.registration.id}`), 400, 'gstr1.monthOrQuarter');
    expectRefusal(
      await get(`registration=${g.registration.id}&month=${month}&quarter=26-27-Q1`),
      400,
      'gstr1.monthOrQuarter',
    );
    expectRefusal(await get(`registration=${g.registration.id}&month=2026-13`), 400, 'gstr1.month');
    expectRefusal(await get(`registration=${g.registration.id}&quarter=26-28-Q1`), 400, 'gstr1.quarter');
    expectRefusal(await get(`registration=${g.registration.id}&month=2099-01`), 400, 'gstr1.future');
    expectRefusal(
      await get(`registration=${crypto.randomUUID()}&month=${month}`),
      404,
      'notFound.registration',
    );
    expectRefusal(
      await get(`registration=${g.registration.id}&month=${month}&format=pdf`),
      400,
      'gstr1.format',
    );
    for (const role of ['supplier', 'driver'] as const) {
      const outsider = await registerUser(ctx.app, { role });
      expectRefusal(await get(`registration=${g.registration.id}&month=${month}`, outsider.token), 403);
    }
  });
});
