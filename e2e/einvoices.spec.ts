import crypto from 'node:crypto';
import { indiaDateFromToday } from '@godown/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { openSignedIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { hi } from './support/catalogue';
import { bytesOf, downloadWith } from './support/files';
import { invoicingWorld, issueViaApi, type InvoicingWorld } from './support/invoicing';
import { dialogShot, pageShot } from './support/screens';
import { decodeBarcodes, pdfPagePng, pdfText } from '../apps/server/test/support/barcodes';

// e-Invoices (docs/domain.md#e-invoices): an accountant downloads the month's JSON for the portal,
// pastes back the portal's answer, and the invoice's page and PDF show the IRN and the portal's QR
// code; an answer for another invoice is refused in words.

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (data: unknown) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({ data: JSON.stringify(data), iss: 'NIC' })}.c2ln`;
const portalDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const portalNow = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The portal's answer to registering an invoice, as a provider wraps it. */
function answerFor(w: InvoicingWorld, invoice: { number: string | null; total: number }) {
  const irn = crypto.randomBytes(32).toString('hex');
  const ackAt = portalNow();
  const signedQrCode = token({
    SellerGstin: w.registration.gstin,
    BuyerGstin: '27AAAAA0000A1Z5',
    DocNo: invoice.number,
    DocTyp: 'INV',
    DocDt: portalDate(indiaDateFromToday()),
    TotInvVal: invoice.total,
    ItemCnt: 1,
    MainHsnCode: '3004',
    Irn: irn,
    IrnDt: ackAt,
  });
  return {
    irn,
    signedQrCode,
    text: JSON.stringify({
      success: true,
      result: { AckNo: 112610000123456, AckDt: ackAt, Irn: irn, SignedQRCode: signedQrCode, Status: 'ACT' },
    }),
  };
}

async function turnOnEinvoicing(w: InvoicingWorld, request: APIRequestContext) {
  const res = await request.put('/api/v1/settings/company', {
    headers: { authorization: `Bearer ${w.admin.auth.token}` },
    data: { einvoiceFrom: '2017-07-01' },
  });
  expect(res.status()).toBe(200);
}

test("an accountant downloads the month's e-invoice JSON, records the portal's answer and prints the IRN and its QR code", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const w = await invoicingWorld(request);
  await turnOnEinvoicing(w, request);
  const shipment = await w.ship(w.customers.bengaluru.id, [{ product: w.products.ors.id, quantity: 40 }]);
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);
  const other = await issueViaApi(request, w.staff.auth.token, [
    (await w.ship(w.customers.mumbai.id, [{ product: w.products.rice.id, quantity: 3 }])).shipmentId,
  ]);

  // The month's documents awaiting an IRN, for the world's registration.
  await openSignedIn(page, w.staff.auth, `/einvoices?registration=${w.registration.id}&state=pending`);
  await expect(page.getByRole('heading', { level: 2, name: /^e-Invoices \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invoice.number! });
  await expect(row).toContainText('Awaiting IRN');
  await expect(row).toContainText(w.customers.bengaluru.name);
  await pageShot(page, 'einvoices-pending');
  expect(await seriousViolations(page), 'e-invoices').toEqual([]);
  const file = await downloadWith(page, 'Download JSON for the portal');
  const documents = JSON.parse((await bytesOf(file)).toString('utf8')) as {
    DocDtls: { No: string };
    ValDtls: { TotInvVal: number; IgstVal: number };
  }[];
  const mine = documents.find((d) => d.DocDtls.No === invoice.number!.toUpperCase());
  expect(mine?.ValDtls.TotInvVal).toBe(invoice.total);
  expect(mine?.ValDtls.IgstVal).toBeGreaterThan(0);
  expect(documents.map((d) => d.DocDtls.No)).toContain(other.number!.toUpperCase());

  // On the invoice's page, an answer for the other invoice is refused; the right one is recorded.
  await page.getByRole('link', { name: invoice.number! }).click();
  await expect(page.getByText('No IRN recorded yet')).toBeVisible();
  await page.getByRole('button', { name: 'Record IRN' }).click();
  const dialog = page.getByRole('dialog', { name: "Record the portal's answer" });
  await dialog.getByRole('textbox', { name: "The portal's answer (JSON)" }).fill(answerFor(w, other).text);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(
    dialog.getByText(`The answer is for ${other.number}, not for ${invoice.number}`),
  ).toBeVisible();
  const answer = answerFor(w, invoice);
  await dialog.getByRole('textbox', { name: "The portal's answer (JSON)" }).fill(answer.text);
  await dialogShot(page, 'einvoice-answer');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(answer.irn)).toBeVisible();
  await expect(page.getByText('112610000123456')).toBeVisible();
  await pageShot(page, 'invoice-with-irn');

  // The PDF carries the IRN, and the QR code reads back as what the portal signed.
  const pdf = await bytesOf(await downloadWith(page, 'Download PDF'));
  const { text } = await pdfText(pdf);
  expect(text.replace(/\s+/g, '')).toContain(`IRN:${answer.irn}`);
  expect(text).toContain('Ack No.: 112610000123456');
  const codes = await decodeBarcodes(await pdfPagePng(pdf));
  expect(codes.map((c) => c.text)).toContain(answer.signedQrCode);

  // The list now says registered.
  await page.goto(`/einvoices?registration=${w.registration.id}&state=registered`);
  await expect(page.getByRole('row').filter({ hasText: invoice.number! })).toContainText('Registered');
});

test('the e-invoices page on a phone in Hindi and dark mode: cards, nothing wider than the screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const context = await browser.newContext({ colorScheme: 'dark', hasTouch: true });
  const page = await context.newPage();
  await turnOnEinvoicing(w, request);
  const invoice = await issueViaApi(request, w.staff.auth.token, [
    (await w.ship(w.customers.bengaluru.id, [{ product: w.products.ors.id, quantity: 2 }])).shipmentId,
  ]);
  await page.addInitScript(() => localStorage.setItem('godown-locale', 'hi-IN'));
  // Signed in on a wide window (the header names the user), then narrowed to a phone.
  await openSignedIn(page, w.staff.auth, `/einvoices?registration=${w.registration.id}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${hi('einvoices_title')}`) }),
  ).toBeVisible();
  const card = page.getByRole('article', { name: `${hi('einvoices_kind_invoice')} ${invoice.number}` });
  await expect(card).toContainText(hi('einvoices_state_pending'));
  // The sidebar slides away as the window narrows: what is left fits the phone.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await pageShot(page, 'einvoices-phone-hi-dark');
  expect(await seriousViolations(page), 'e-invoices, Hindi, dark phone').toEqual([]);
  await context.close();
});
