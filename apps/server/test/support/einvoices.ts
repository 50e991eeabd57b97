import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TInvoice } from '@godown/shared';
import { callApi, getData } from './http.js';

// The e-invoice portal's answers, made as it makes them (docs/domain.md#e-invoices): its signed
// tokens' signatures are not Godown's to check, so any signature does.

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token shaped as the portal signs it. */
export const portalToken = (data: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({ data: JSON.stringify(data), iss: 'NIC' })}.c2lnbmF0dXJl`;

/** dd/mm/yyyy */
export const portalDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The portal's clock in India, `hoursAgo` before now: "2026-11-30 14:05:00". */
export const portalClock = (hoursAgo = 0) =>
  new Date(Date.now() + 5.5 * 3_600_000 - hoursAgo * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export interface PortalDocument {
  sellerGstin: string;
  number: string | null;
  total: number;
  date: string;
  type: 'INV' | 'CRN' | 'DBN';
}

export interface AnswerOptions {
  irn?: string;
  qrIrn?: string;
  total?: number;
  number?: string;
  hoursAgo?: number;
}

/** The portal's answer to registering `document`, as a GST Suvidha Provider wraps it. */
export function einvoiceAnswer(document: PortalDocument, options: AnswerOptions = {}) {
  const irn = options.irn ?? crypto.randomBytes(32).toString('hex');
  const ackAt = portalClock(options.hoursAgo ?? 0);
  return {
    success: true,
    message: 'IRN generated successfully',
    result: {
      AckNo: Number(`1122${crypto.randomInt(1e9)}`),
      AckDt: ackAt,
      Irn: irn,
      SignedInvoice: portalToken({ Irn: irn }),
      SignedQRCode: portalToken({
        SellerGstin: document.sellerGstin,
        BuyerGstin: '29AAAAA0000A1Z5',
        DocNo: options.number ?? document.number,
        DocTyp: document.type,
        DocDt: portalDate(document.date),
        TotInvVal: options.total ?? document.total,
        ItemCnt: 1,
        MainHsnCode: '3004',
        Irn: options.qrIrn ?? irn,
        IrnDt: ackAt,
      }),
      Status: 'ACT',
    },
  };
}

/** The document an invoice is to the portal. */
export const invoiceDocument = (invoice: TInvoice): PortalDocument => ({
  sellerGstin: invoice.seller.gstin,
  number: invoice.number,
  total: invoice.total,
  date: invoice.invoiceDate,
  type: 'INV',
});

/** The portal's answer to cancelling `irn`, `hoursAgo` before now. */
export const cancellationAnswer = (irn: string, hoursAgo = 0) =>
  JSON.stringify({ success: true, result: { Irn: irn, CancelDate: portalClock(hoursAgo) } });

/** Records an answer for the invoice `id` (an invoice to a registered buyer); the answer's text and IRN. */
export async function registeredInvoice(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<{ answer: string; irn: string }> {
  const { invoice } = await getData<{ invoice: TInvoice }>(app, `/invoices/${id}`, token);
  const answer = einvoiceAnswer(invoiceDocument(invoice));
  const text = JSON.stringify(answer);
  const res = await callApi(app, 'POST', '/einvoices/answers', token, { answer: text });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: text, irn: answer.result.Irn };
}
