import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  indiaDateFromToday,
  type TNote,
  type TNoteList,
  type TSalesReturn,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { pdfText } from './support/barcodes.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

// Credit and debit notes (docs/domain.md#credit-and-debit-notes): against an issued invoice, the tax
// reversed (or added) on the invoice lines' basis, numbered in the registration's note series, and
// nothing credited twice.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const year = financialYearOf(indiaDateFromToday());

let g: InvoiceGround;
beforeAll(async () => {
  g = await invoiceGround(ctx.app, admin(), staff());
}, 60_000);

const refused = expectRefusal;
const noteOf = (res: { json(): unknown }) => (res.json() as { data: { note: TNote } }).data.note;
const paise = (rupees: number) => Math.round(rupees * 100);

/** A delivered shipment of `units` of the 18% product to `customer`, invoiced; the order, shipment and invoice. */
async function billed(units: number, customer = g.customers.local.id) {
  const { orderId, shipmentId } = await g.ship(
    customer,
    [{ product: g.products.medicine.id, quantity: units }],
    'delivered',
  );
  const res = await callApi(ctx.app, 'POST', '/invoices', staff(), { shipmentIds: [shipmentId] });
  expect(res.statusCode, res.body).toBe(201);
  return { orderId, shipmentId, invoice: invoiceOf(res) };
}
async function returned(orderId: string, shipmentId: string, quantity: number): Promise<TSalesReturn> {
  const res = await callApi(ctx.app, 'POST', `/sales-orders/${orderId}/returns`, staff(), {
    shipment: shipmentId,
    lines: [{ line: 1, quantity, reason: 'damaged', disposition: 'writeOff' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { salesReturn: TSalesReturn } }).data.salesReturn;
}
const note = (invoiceId: string, body: Record<string, unknown>, token = staff()) =>
  callApi(ctx.app, 'POST', `/invoices/${invoiceId}/notes`, token, body);

describe('a credit note for a return', () => {
  it('credits the returned units at their share of the line, taxed as the invoice was, once', async () => {
    const { orderId, shipmentId, invoice } = await billed(10);
    // 10 × ₹105.50 = ₹1,055.00; three returned: ₹316.50, CGST and SGST 9% each: ₹28.485 → ₹28.49.
    const first = await returned(orderId, shipmentId, 3);
    const res = await note(invoice.id, { kind: 'credit', reason: 'return', returnId: first.id });
    expect(res.statusCode, res.body).toBe(201);
    const credit = noteOf(res);
    expect(credit).toMatchObject({
      kind: 'credit',
      reason: 'return',
      number: `CN/${year}/00001`,
      invoice: { id: invoice.id, number: invoice.number },
      salesReturn: { id: first.id },
      supply: 'intra',
      taxable: 316.5,
      cgst: 28.49,
      sgst: 28.49,
      igst: 0,
    });
    expect(credit.lines).toEqual([
      expect.objectContaining({ invoiceLineNo: 1, quantity: 3, gstRate: 18, taxable: 316.5, cgst: 28.49 }),
    ]);
    expect(paise(credit.total) - paise(credit.taxable + credit.cgst + credit.sgst)).toBe(
      paise(credit.roundOff),
    );
    refused(
      await note(invoice.id, { kind: 'credit', reason: 'return', returnId: first.id }),
      409,
      'note.returnCredited',
    );

    // The other seven come back: they take what is left of the line, to the paisa.
    const rest = await returned(orderId, shipmentId, 7);
    const second = noteOf(await note(invoice.id, { kind: 'credit', reason: 'return', returnId: rest.id }));
    expect(paise(credit.taxable) + paise(second.taxable)).toBe(paise(invoice.taxable));
    expect(second.number).toBe(`CN/${year}/00002`);
    // The list says which return each note credits (the screen offers only the others).
    const listed = await getData<TNoteList>(ctx.app, `/invoice-notes?invoice=${invoice.id}`, staff());
    expect(listed.notes.map((n) => n.returnId).sort()).toEqual([first.id, rest.id].sort());
    // Nothing is left to take off by a price note either.
    refused(
      await note(invoice.id, {
        kind: 'credit',
        reason: 'priceDifference',
        lines: [{ lineNo: 1, amount: 0.01 }],
      }),
      409,
      'note.moreThanBilled',
    );
  });

  it('refuses a return of a shipment the invoice does not bill, and a debit note for a return', async () => {
    const one = await billed(2);
    const other = await billed(2);
    const back = await returned(other.orderId, other.shipmentId, 1);
    refused(
      await note(one.invoice.id, { kind: 'credit', reason: 'return', returnId: back.id }),
      409,
      'note.returnNotOfInvoice',
    );
    refused(
      await note(one.invoice.id, { kind: 'debit', reason: 'return', returnId: back.id }),
      400,
      'note.debitNoReturn',
    );
    refused(
      await note(one.invoice.id, { kind: 'credit', reason: 'return', returnId: crypto.randomUUID() }),
      400,
      'note.unknownReturn',
    );
    refused(await note(one.invoice.id, { kind: 'credit', reason: 'return' }), 400, 'note.returnRequired');
  });
});

describe('notes for a change of price', () => {
  it('a credit across states takes IGST off; a debit adds it, in its own series', async () => {
    const { invoice } = await billed(4, g.customers.outside.id);
    const credit = noteOf(
      await note(invoice.id, {
        kind: 'credit',
        reason: 'priceDifference',
        lines: [{ lineNo: 1, amount: 50.05 }],
      }),
    );
    // ₹50.05 at 18% IGST: ₹9.009 → ₹9.01.
    expect(credit).toMatchObject({
      supply: 'inter',
      taxable: 50.05,
      igst: 9.01,
      cgst: 0,
      sgst: 0,
      total: 59,
    });
    expect(credit.lines[0]).toMatchObject({ quantity: null, taxable: 50.05 });
    const debit = noteOf(
      await note(invoice.id, {
        kind: 'debit',
        reason: 'other',
        lines: [{ lineNo: 1, amount: 20 }],
        notes: 'Freight',
      }),
    );
    expect(debit).toMatchObject({
      kind: 'debit',
      number: `DN/${year}/00001`,
      taxable: 20,
      igst: 3.6,
      total: 24,
    });
    // 4 × ₹105.50 = ₹422.00, ₹50.05 credited: ₹371.95 left.
    const over = await note(invoice.id, {
      kind: 'credit',
      reason: 'priceDifference',
      lines: [{ lineNo: 1, amount: 372 }],
    });
    refused(over, 409, 'note.moreThanBilled');
    expect(over.json()).toMatchObject({ error: { params: { left: 371.95, asked: 372 } } });
    refused(
      await note(invoice.id, { kind: 'credit', reason: 'other', lines: [{ lineNo: 9, amount: 1 }] }),
      400,
      'note.unknownLine',
    );
    refused(
      await note(invoice.id, { kind: 'credit', reason: 'other', lines: [{ lineNo: 1, amount: 1.005 }] }),
      400,
      'note.amountPaise',
    );

    const listed = await getData<TNoteList>(ctx.app, `/invoice-notes?invoice=${invoice.id}`, staff());
    expect(listed.notes.map((n) => n.number).sort()).toEqual([credit.number, debit.number].sort());
  });

  it('is made only against an issued invoice, dated from the invoice to today; an invoice with notes is not cancelled', async () => {
    const { invoice } = await billed(1);
    const body = { kind: 'credit', reason: 'other', lines: [{ lineNo: 1, amount: 1 }] };
    refused(
      await note(invoice.id, { ...body, noteDate: indiaDateFromToday(1) }),
      409,
      'invoice.dateInFuture',
    );
    refused(
      await note(invoice.id, { ...body, noteDate: indiaDateFromToday(-1) }),
      409,
      'note.dateBeforeInvoice',
    );
    refused(await note(crypto.randomUUID(), body), 404, 'notFound.invoice');
    expect((await note(invoice.id, body)).statusCode).toBe(201);
    const cancel = await callApi(ctx.app, 'POST', `/invoices/${invoice.id}/cancel`, admin(), {
      reason: 'Wrong',
    });
    refused(cancel, 409, 'invoice.hasNotes');

    const other = await billed(1);
    expect(
      (await callApi(ctx.app, 'POST', `/invoices/${other.invoice.id}/cancel`, admin(), { reason: 'Wrong' }))
        .statusCode,
    ).toBe(200);
    refused(await note(other.invoice.id, body), 409, 'note.invoiceCancelled');
  });
});

describe('a note on paper', () => {
  it('prints as a credit note against its invoice, with the seller and buyer the invoice kept and no UPI code', async () => {
    const { orderId, shipmentId, invoice } = await billed(5);
    const back = await returned(orderId, shipmentId, 2);
    const credit = noteOf(await note(invoice.id, { kind: 'credit', reason: 'return', returnId: back.id }));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/invoice-notes/${credit.id}/pdf`,
      headers: auth(staff()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    for (const part of [
      'CREDIT NOTE',
      credit.number,
      invoice.number!,
      'Goods returned',
      back.number,
      g.registration.gstin,
      'HSN-wise summary',
      credit.amountInWords,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Scan to pay');
    const read = await getData<{ note: TNote }>(ctx.app, `/invoice-notes/${credit.id}`, staff());
    expect(read.note).toEqual(credit);
    const [line] = await queryRows<{ credited_quantity: number; credited_value: string }>(
      ctx.database.db,
      sql`SELECT credited_quantity, credited_value FROM invoice_lines WHERE invoice_id = ${invoice.id}`,
    );
    expect(line).toMatchObject({ credited_quantity: 2 });
    expect(Number(line!.credited_value)).toBe(credit.taxable);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/invoice-notes/${crypto.randomUUID()}`,
      headers: auth(staff()),
    });
    refused(missing, 404, 'notFound.note');
  });
});
