import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  EINVOICE_DOCUMENT_TYPES,
  indiaDateFromToday,
  portalDate,
  type EinvoiceDocumentKind,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME } from '../config.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/transaction.js';
import { updateCompanySettings } from '../modules/billing/company-settings.service.js';
import { recordAnswers } from '../modules/einvoices/einvoices-write.service.js';

// Demo e-invoices (docs/domain.md#e-invoices): e-invoicing applies from the first of last month; the
// invoices and notes to registered buyers of last month and this one were registered at the portal
// (their answers recorded through the service the screen calls), but for the last two, which
// wait for their IRN. The demo's answers are shaped as the portal's, with an unsigned token: the
// demo cannot sign as the portal does.

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface DocumentRow {
  kind: EinvoiceDocumentKind;
  number: string;
  date: string;
  total: string;
  seller_gstin: string;
  buyer_gstin: string;
  financial_year: string;
}

/** The portal's answer to a document, as it would have answered at 11:05 on its day. */
function demoAnswer(row: DocumentRow, serial: number) {
  const type = EINVOICE_DOCUMENT_TYPES[row.kind];
  const irn = crypto
    .createHash('sha256')
    .update(`${row.seller_gstin}${row.financial_year}${type}${row.number.toUpperCase()}`)
    .digest('hex');
  const ackAt = `${row.date} 11:05:${String(serial % 60).padStart(2, '0')}`;
  const claims = {
    SellerGstin: row.seller_gstin,
    BuyerGstin: row.buyer_gstin,
    DocNo: row.number.toUpperCase(),
    DocTyp: type,
    DocDt: portalDate(row.date),
    TotInvVal: Number(row.total),
    ItemCnt: 1,
    MainHsnCode: '',
    Irn: irn,
    IrnDt: ackAt,
  };
  const token = (data: unknown) =>
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ data: JSON.stringify(data), iss: 'NIC' })}.`;
  return {
    AckNo: `1126${row.date.replace(/-/g, '').slice(2)}${String(serial).padStart(5, '0')}`,
    AckDt: ackAt,
    Irn: irn,
    SignedInvoice: token({ Irn: irn }),
    SignedQRCode: token(claims),
    Status: 'ACT',
  };
}

/** Turns e-invoicing on and records the demo's answers, once; how many documents were registered and wait. */
export async function loadDemoEinvoices(
  db: Db,
  admin: { id: string; name: string },
): Promise<{ registered: number; pending: number }> {
  const today = indiaDateFromToday();
  const lastMonth = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const from = lastMonth.toISOString().slice(0, 10);
  await updateCompanySettings(db, { einvoiceFrom: from }, admin, DEFAULT_COMPANY_NAME);
  const documents = await queryRows<DocumentRow>(
    db,
    sql`SELECT 'invoice' AS kind, i.number, i.invoice_date::text AS date, i.total, g.gstin AS seller_gstin,
               i.buyer->>'gstin' AS buyer_gstin, i.financial_year
        FROM invoices i JOIN gst_registrations g ON g.id = i.registration_id
        WHERE i.kind = 'b2b' AND i.status = 'issued' AND i.invoice_date >= ${from}
        UNION ALL
        SELECT n.kind, n.number, n.note_date::text, n.total, g.gstin, i.buyer->>'gstin', n.financial_year
        FROM invoice_notes n JOIN invoices i ON i.id = n.invoice_id JOIN gst_registrations g ON g.id = n.registration_id
        WHERE i.kind = 'b2b' AND n.note_date >= ${from}
        ORDER BY date, number`,
  );
  // The last two documents wait for their IRN.
  const answered = documents.slice(0, Math.max(0, documents.length - 2));
  if (answered.length) {
    await recordAnswers(
      db,
      { answer: JSON.stringify(answered.map((row, index) => demoAnswer(row, index + 1))) },
      admin,
    );
  }
  return { registered: answered.length, pending: documents.length - answered.length };
}
