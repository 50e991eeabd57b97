import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  indiaDateFromToday,
  type TEinvoiceList,
  type TEinvoiceRecorded,
  type TInvoice,
  type TNote,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { pdfText } from './support/barcodes.js';
import { einvoiceArithmetic, validateEinvoice } from './support/gst-schemas.js';
import {
  cancellationAnswer,
  einvoiceAnswer,
  invoiceDocument,
  portalDate,
  type AnswerOptions,
} from './support/einvoices.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser } from './support/users.js';

// e-Invoices (docs/domain.md#e-invoices): the portal's JSON of invoices and notes to registered
// buyers, valid under the portal's schema 1.1 and its arithmetic; its answers recorded, each checked
// against the document it names, all or nothing; its cancelling recorded within its 24 hours.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const today = indiaDateFromToday();

let g: InvoiceGround;
let intra: TInvoice;
let inter: TInvoice;
let walkIn: TInvoice;
let credit: TNote;

async function invoiced(customer: string, lines: { product: string; quantity: number }[]): Promise<TInvoice> {
  const { shipmentId } = await g.ship(customer, lines, 'delivered');
  const res = await callApi(ctx.app, 'POST', '/invoices', staff(), { shipmentIds: [shipmentId] });
  expect(res.statusCode, res.body).toBe(201);
  return invoiceOf(res);
}

const answerFor = (
  document: { number: string | null; total: number; date: string; type: 'INV' | 'CRN' | 'DBN' },
  options: AnswerOptions = {},
) => einvoiceAnswer({ ...document, sellerGstin: g.registration.gstin }, options);
const invoiceDoc = invoiceDocument;
const cancelling = cancellationAnswer;
// The portal's JSON, read as the tests read it: any field, any depth.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PortalJson = Record<string, any>;
const get = (url: string, as: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(as) });
const post = (url: string, body: unknown, as = staff()) => callApi(ctx.app, 'POST', url, as, body);
const record = (answer: unknown, extra: Record<string, unknown> = {}, as = staff()) =>
  post(
    '/einvoices/answers',
    { answer: typeof answer === 'string' ? answer : JSON.stringify(answer), ...extra },
    as,
  );
const registrations = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM einvoice_registrations`,
    )
  )[0]!.n;

beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
  const on = await callApi(ctx.app, 'PUT', '/settings/company', admin(), { einvoiceFrom: '2017-07-01' });
  expect(on.statusCode, on.body).toBe(200);
  intra = await invoiced(g.customers.local.id, [
    { product: g.products.medicine.id, quantity: 7 },
    { product: g.products.snack.id, quantity: 3 },
  ]);
  inter = await invoiced(g.customers.outside.id, [{ product: g.products.snack.id, quantity: 11 }]);
  walkIn = await invoiced(g.customers.walkIn.id, [{ product: g.products.medicine.id, quantity: 1 }]);
  const noted = await post(`/invoices/${inter.id}/notes`, {
    kind: 'credit',
    reason: 'priceDifference',
    lines: [{ lineNo: 1, amount: 12.34 }],
  });
  expect(noted.statusCode, noted.body).toBe(201);
  credit = (noted.json() as { data: { note: TNote } }).data.note;
}, 120_000);

describe('the e-invoice JSON', () => {
  it('writes an intra-state invoice as the portal takes it: CGST and SGST, its figures adding up to the paisa', async () => {
    const res = await get(`/invoices/${intra.id}/einvoice`, staff());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('einvoice-');
    const document = res.json() as PortalJson;
    expect(validateEinvoice(document)).toEqual([]);
    expect(einvoiceArithmetic(document)).toEqual([]);
    expect(document.DocDtls).toEqual({ Typ: 'INV', No: intra.number!.toUpperCase(), Dt: portalDate(today) });
    expect(document.SellerDtls).toMatchObject({ Gstin: g.registration.gstin, Pin: 421302, Stcd: '27' });
    expect(document.BuyerDtls).toMatchObject({ Gstin: g.customers.local.gstin, Pos: '27', Stcd: '27' });
    expect(document.ItemList).toHaveLength(2);
    expect(document.ItemList[0]).toMatchObject({ HsnCd: '3004', Unit: 'BOX', GstRt: 18, IgstAmt: 0 });
    expect(document.ValDtls.TotInvVal).toBe(intra.total);
    expect(document.ValDtls.RndOffAmt).toBe(intra.roundOff);
    // The goods left from the registration's own address: no dispatch details.
    expect(document.DispDtls).toBeUndefined();
  });

  it('names the warehouse the goods left in DispDtls when it has an address of its own', async () => {
    const put = await callApi(ctx.app, 'PUT', `/inventory/${g.inventoryId}`, admin(), {
      addressLine: 'Plot T-112, Bhosari MIDC',
      pinCode: '411026',
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const document = (await get(`/invoices/${intra.id}/einvoice`, staff())).json() as PortalJson;
      expect(validateEinvoice(document)).toEqual([]);
      expect(document.DispDtls).toMatchObject({ Addr1: 'Plot T-112, Bhosari MIDC', Pin: 411026, Stcd: '27' });
      expect(document.DispDtls.Loc).toBe('Pune');
    } finally {
      await callApi(ctx.app, 'PUT', `/inventory/${g.inventoryId}`, admin(), {
        addressLine: null,
        pinCode: null,
      });
    }
  });

  it('writes an inter-state invoice with IGST and cess, and a credit note with the invoice it refers to', async () => {
    const invoice = (await get(`/invoices/${inter.id}/einvoice`, staff())).json() as PortalJson;
    expect(validateEinvoice(invoice)).toEqual([]);
    expect(einvoiceArithmetic(invoice)).toEqual([]);
    expect(invoice.ItemList[0]).toMatchObject({ GstRt: 5, CesRt: 12, CgstAmt: 0, SgstAmt: 0 });
    expect(invoice.BuyerDtls.Pos).toBe('29');
    const note = (await get(`/invoice-notes/${credit.id}/einvoice`, staff())).json() as PortalJson;
    expect(validateEinvoice(note)).toEqual([]);
    expect(einvoiceArithmetic(note)).toEqual([]);
    expect(note.DocDtls.Typ).toBe('CRN');
    expect(note.RefDtls.PrecDocDtls).toEqual([
      { InvNo: inter.number!.toUpperCase(), InvDt: portalDate(today) },
    ]);
    expect(note.ValDtls.AssVal).toBe(12.34);
  });

  it('refuses an invoice to a buyer with no GSTIN, and lists only the documents to registered buyers', async () => {
    expectRefusal(await get(`/invoices/${walkIn.id}/einvoice`, staff()), 409, 'einvoice.notB2b');
    const list = await getData<TEinvoiceList>(
      ctx.app,
      `/einvoices?state=pending&registration=${g.registration.id}`,
      staff(),
    );
    expect(list.einvoiceFrom).toBe('2017-07-01');
    expect(list.rows.map((row) => row.number)).toEqual(
      expect.arrayContaining([intra.number, inter.number, credit.number]),
    );
    expect(list.rows.map((row) => row.id)).not.toContain(walkIn.id);
  });

  it('writes the pending documents of a range as one file for the bulk upload', async () => {
    const res = await get(
      `/einvoices/file?from=${today}&to=${today}&registration=${g.registration.id}`,
      staff(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const documents = res.json() as PortalJson[];
    expect(validateEinvoice(documents)).toEqual([]);
    expect(einvoiceArithmetic(documents)).toEqual([]);
    expect(documents.map((d) => d.DocDtls.Typ).sort()).toEqual(['CRN', 'INV', 'INV']);
  });
});

describe("recording the portal's answer", () => {
  it('refuses what is not an answer for the document, and records nothing', async () => {
    const before = await registrations();
    const good = answerFor(invoiceDoc(intra));
    expectRefusal(await record('{"AckNo": 12'), 400, 'einvoice.answerNotJson');
    expectRefusal(await record({ hello: 'world' }), 400, 'einvoice.answerUnrecognised');
    expectRefusal(
      await record({ success: false, message: '2150: Duplicate IRN' }),
      400,
      'einvoice.portalRefused',
    );
    expectRefusal(await record({ ...good.result, Irn: 'abc123' }), 400, 'einvoice.irnLength');
    expectRefusal(await record({ ...good.result, AckDt: '31/11/2026' }), 400, 'einvoice.ackDate');
    expectRefusal(
      await record({ ...good.result, SignedQRCode: 'not.a-token' }),
      400,
      'einvoice.qrUnreadable',
    );
    expectRefusal(
      await record(answerFor(invoiceDoc(intra), { qrIrn: 'f'.repeat(64) })),
      400,
      'einvoice.qrOtherIrn',
    );
    expectRefusal(
      await record(answerFor(invoiceDoc(intra), { number: 'NOSUCH/1' })),
      409,
      'einvoice.unknownDocument',
    );
    expectRefusal(await record(answerFor(invoiceDoc(intra), { total: 1 })), 409, 'einvoice.totalDiffers');
    expectRefusal(
      await record(good, { document: { kind: 'invoice', id: inter.id } }),
      409,
      'einvoice.otherDocument',
    );
    // A bulk answer with one bad registration records none of it.
    expectRefusal(
      await record([good.result, answerFor(invoiceDoc(inter), { total: 2 }).result]),
      409,
      'einvoice.totalDiffers',
    );
    expect(await registrations()).toBe(before);
  });

  it('records the IRN, acknowledgement and QR code once; the invoice and its PDF show them', async () => {
    const answer = answerFor(invoiceDoc(intra));
    const res = await record(answer, { document: { kind: 'invoice', id: intra.id } });
    expect(res.statusCode, res.body).toBe(200);
    const { recorded } = (res.json() as { data: TEinvoiceRecorded }).data;
    expect(recorded).toEqual([
      { kind: 'invoice', id: intra.id, number: intra.number, irn: answer.result.Irn, changed: true },
    ]);
    const again = await record(answer);
    expect((again.json() as { data: TEinvoiceRecorded }).data.recorded[0]!.changed).toBe(false);
    expectRefusal(await record(answerFor(invoiceDoc(intra))), 409, 'einvoice.otherIrn');

    const invoice = await getData<{ invoice: TInvoice }>(ctx.app, `/invoices/${intra.id}`, staff());
    expect(invoice.invoice.einvoice).toMatchObject({
      irn: answer.result.Irn,
      ackNo: String(answer.result.AckNo),
      status: 'active',
      signedQrCode: answer.result.SignedQRCode,
    });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${intra.id}/pdf`,
      headers: auth(staff()),
    });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text.replace(/\s+/g, '')).toContain(`IRN:${answer.result.Irn}`);
    expect(text).toContain(`Ack No.: ${answer.result.AckNo}`);

    const registered = await getData<TEinvoiceList>(
      ctx.app,
      `/einvoices?state=registered&registration=${g.registration.id}`,
      staff(),
    );
    expect(registered.rows.map((row) => row.id)).toContain(intra.id);
  });

  it('records a bulk answer of a note and an invoice, in the portal API’s own envelope too', async () => {
    const note = answerFor({
      number: credit.number,
      total: credit.total,
      date: credit.noteDate,
      type: 'CRN',
    });
    const invoice = answerFor(invoiceDoc(inter), { hoursAgo: 30 });
    const res = await record({
      Status: '1',
      Data: JSON.stringify([note.result, invoice.result]),
      ErrorDetails: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: TEinvoiceRecorded }).data.recorded.map((r) => r.kind)).toEqual([
      'credit',
      'invoice',
    ]);
    const read = await getData<{ note: TNote }>(ctx.app, `/invoice-notes/${credit.id}`, staff());
    expect(read.note.einvoice?.irn).toBe(note.result.Irn);
  });
});

describe("the portal's cancelling", () => {
  it('is recorded within 24 hours of the acknowledgement, never after; an invoice past them is not cancelled', async () => {
    const late = await invoiced(g.customers.local.id, [{ product: g.products.medicine.id, quantity: 2 }]);
    const lateAnswer = answerFor(invoiceDoc(late), { hoursAgo: 25 });
    expect((await record(lateAnswer)).statusCode).toBe(200);
    const lateIrn = lateAnswer.result.Irn;
    expectRefusal(
      await post('/einvoices/cancellations', { answer: cancelling(lateIrn) }, admin()),
      409,
      'einvoice.cancelWindowPassed',
    );
    expectRefusal(
      await post(`/invoices/${late.id}/cancel`, { reason: 'Wrong buyer' }, admin()),
      409,
      'invoice.irnTooLateToCancel',
    );
    expectRefusal(
      await post('/einvoices/cancellations', { answer: cancelling('a'.repeat(64)) }, admin()),
      409,
      'einvoice.irnUnknown',
    );
    expectRefusal(await post('/einvoices/cancellations', { answer: cancelling(lateIrn) }, staff()), 403);

    const irn = (await getData<{ invoice: TInvoice }>(ctx.app, `/invoices/${intra.id}`, staff())).invoice
      .einvoice!.irn;
    const cancelled = await post('/invoices/' + intra.id + '/cancel', { reason: 'Keyed twice' }, admin());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const pending = await getData<TEinvoiceList>(
      ctx.app,
      `/einvoices?state=cancelPending&registration=${g.registration.id}`,
      staff(),
    );
    expect(pending.rows.map((row) => row.id)).toEqual([intra.id]);
    const res = await post(
      '/einvoices/cancellations',
      { answer: cancelling(irn), reason: '2', remark: 'Keyed twice' },
      admin(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const invoice = await getData<{ invoice: TInvoice }>(ctx.app, `/invoices/${intra.id}`, staff());
    expect(invoice.invoice.einvoice).toMatchObject({ irn, status: 'cancelled' });
    const state = await getData<TEinvoiceList>(
      ctx.app,
      `/einvoices?state=cancelled&registration=${g.registration.id}`,
      staff(),
    );
    expect(state.rows.map((row) => row.id)).toEqual([intra.id]);
    // Every state at once: each document once, with its state, as the lists by state give them.
    const byState = async (query: string) =>
      (await getData<TEinvoiceList>(ctx.app, `/einvoices?registration=${g.registration.id}${query}`, staff()))
        .rows;
    const all = await byState('&limit=500');
    for (const s of ['pending', 'registered', 'cancelPending', 'cancelled'] as const) {
      const rows = await byState(`&state=${s}&limit=500`);
      expect(all.filter((row) => row.state === s)).toEqual(rows);
    }
    expect(all.find((row) => row.id === intra.id)).toMatchObject({
      state: 'cancelled',
      documentStatus: 'cancelled',
      einvoice: { irn, status: 'cancelled' },
    });
  });
});

describe('who may', () => {
  it('lets sellers read and record; suppliers and drivers see nothing', async () => {
    for (const role of ['supplier', 'driver'] as const) {
      const outsider = await registerUser(ctx.app, { role });
      expectRefusal(await get('/einvoices', outsider.token), 403);
      expectRefusal(await get(`/invoices/${inter.id}/einvoice`, outsider.token), 403);
      expectRefusal(await record(answerFor(invoiceDoc(inter)), {}, outsider.token), 403);
    }
  });
});
