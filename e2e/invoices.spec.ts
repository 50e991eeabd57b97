import fs from 'node:fs';
import { financialYearOf, indiaDateFromToday } from '@godown/shared';
import { expect, test, type Locator, type Page } from './support/test';
import { openSignedIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { hi } from './support/catalogue';
import { invoicingWorld, issueViaApi } from './support/invoicing';
import { pageShot, shotPath, viewShot } from './support/screens';

// Tax invoices (docs/domain.md#tax-invoices): a staff member bills a customer's shipments that have
// left the warehouse (IGST across states, CGST and SGST within), the preview shows what issuing
// makes, the invoice prints and downloads as a PDF; an admin cancels one with a reason; a refusal
// reads in words; the invoice reads in Hindi on a phone in dark mode.

const LOCALE_KEY = 'godown-locale';
const PHONE = { width: 390, height: 844 };
/** The series a new registration numbers its invoices in: `INV/26-27/00001`. */
const firstNumber = () => `INV/${financialYearOf(indiaDateFromToday())}/00001`;

const region = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('region', { name, exact: true });
const preview = (page: Page) => region(page, 'Invoice preview');
const totals = (scope: Page | Locator) => scope.getByRole('group', { name: 'Totals' });

/** Chooses the customer on the New invoice screen. */
async function chooseCustomer(page: Page, name: string, waiting: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: `${name} — ${waiting} to invoice` }).click();
}

/** The total of the totals' last line ("Total ₹254.00"), as shown. */
async function shownTotal(scope: Locator): Promise<string> {
  const text = (await totals(scope).innerText()).replace(/\s+/g, ' ');
  return /Total (₹[\d,]+\.\d{2})$/.exec(text.trim())?.[1] ?? text;
}

test('a staff member invoices a Karnataka customer’s shipment (IGST), issues it, downloads the PDF and finds it in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const customer = w.customers.bengaluru;
  const shipment = await w.ship(customer.id, [{ product: w.products.ors.id, quantity: 10 }]);

  await openSignedIn(page, w.staff.auth, '/invoices');
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  await expect(page).toHaveURL('/invoices/new');
  await chooseCustomer(page, customer.name, 1);
  const shipments = region(page, 'Shipments to invoice');
  const row = shipments.getByRole('row').filter({ hasText: shipment.packageId });
  await expect(row).toContainText(shipment.orderNumber);
  await expect(row).toContainText(w.registration.gstin);
  await expect(row).toContainText('Karnataka (29)');
  await row.getByRole('checkbox', { name: `Select ${shipment.packageId}` }).check();

  // 10 × ₹21.50 = ₹215.00 at 18% across states: IGST ₹38.70, ₹253.70 rounded to ₹254.00.
  const shown = preview(page);
  await expect(totals(shown)).toContainText('₹38.70');
  await expect(shown.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(shown.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
  await expect(shown.getByRole('columnheader', { name: 'SGST' })).toHaveCount(0);
  await expect(shown).toContainText('Karnataka (29)');
  await expect(shown).toContainText('Rupees Two Hundred and Fifty Four Only');
  expect(await shownTotal(shown)).toBe('₹254.00');
  await pageShot(page, 'invoices-new-preview');

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  const number = firstNumber();
  await expect(page.getByText(`Invoice ${number} issued`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
  const sheet = page.getByRole('article', { name: `Tax invoice ${number}` });
  await expect(sheet).toContainText(w.registration.gstin);
  await expect(sheet).toContainText(customer.name);
  await expect(sheet).toContainText('Inter-state (IGST)');
  await expect(sheet.getByRole('link', { name: `Sales order ${shipment.orderNumber}` })).toHaveAttribute(
    'href',
    `/sales-orders/${shipment.orderId}`,
  );
  // Staff read and print invoices; only an admin cancels one.
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);
  await pageShot(page, 'invoices-page');
  expect(await seriousViolations(page), 'invoice page').toEqual([]);

  // On paper (A4 less its margins, 718 px wide): no header, navigation or buttons, the lines a table.
  const screenSize = page.viewportSize()!;
  await page.setViewportSize({ width: 718, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.getByRole('table', { name: 'Invoice lines' })).toBeVisible();
  await page.screenshot({ path: shotPath('invoices-print'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(screenSize);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`invoice-${number.replace(/\//g, '-')}.pdf`);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: 'All invoices' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(customer.name);
  await expect(page).toHaveURL(/search=/);
  // The header and the one invoice of this customer: the search's answer, not the whole list dimmed.
  await expect(page.getByRole('row')).toHaveCount(2);
  const listed = page.getByRole('row').filter({ hasText: number });
  await expect(listed).toContainText(customer.name);
  await expect(listed).toContainText('IGST');
  // The tax, the total and what is still owed (all of it); the taxable value waits in the chooser.
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Taxable' })).toHaveCount(0);
  await expect(listed).toContainText('₹38.70');
  await expect(listed).toContainText('₹254.00₹254.00');
  await expect(listed).toContainText('Issued');
  await pageShot(page, 'invoices-list');
  expect(await seriousViolations(page), 'invoice list').toEqual([]);
});

test('two shipments of a Maharashtra customer on one invoice: CGST and SGST, the preview’s total is the invoice’s', async ({
  page,
  request,
}) => {
  const w = await invoicingWorld(request);
  const customer = w.customers.mumbai;
  const first = await w.ship(customer.id, [{ product: w.products.ors.id, quantity: 7 }]);
  const second = await w.ship(customer.id, [
    { product: w.products.rice.id, quantity: 25 },
    { product: w.products.ors.id, quantity: 3 },
  ]);

  // The sales order's page offers to invoice the shipment that has left.
  await openSignedIn(page, w.staff.auth, `/sales-orders/${first.orderId}`);
  await page.getByRole('link', { name: `Invoice shipment ${first.packageId}` }).click();
  await expect(page).toHaveURL(`/invoices/new?customer=${customer.id}&shipment=${first.shipmentId}`);
  const shipments = region(page, 'Shipments to invoice');
  await expect(shipments.getByRole('checkbox', { name: `Select ${first.packageId}` })).toBeChecked();
  await shipments.getByRole('checkbox', { name: `Select ${second.packageId}` }).check();

  const shown = preview(page);
  await expect(shown.getByRole('table', { name: 'Invoice lines' }).getByRole('row')).toHaveCount(4);
  await expect(shown.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(shown.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
  await expect(shown.getByRole('columnheader', { name: 'IGST' })).toHaveCount(0);
  await expect(shown).toContainText('Maharashtra (27)');
  await expect(page.getByRole('button', { name: 'Issue invoice' })).toBeEnabled();
  const previewTotal = await shownTotal(shown);
  expect(previewTotal).toMatch(/^₹[\d,]+\.00$/);

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  const sheet = page.getByRole('article', { name: `Tax invoice ${firstNumber()}` });
  await expect(sheet).toContainText('Intra-state (CGST + SGST)');
  expect(await shownTotal(sheet)).toBe(previewTotal);
  for (const s of [first, second]) await expect(sheet).toContainText(s.packageId);
});

test('an admin cancels an invoice with a reason; staff see no Cancel', async ({ page, request }) => {
  const w = await invoicingWorld(request);
  const shipment = await w.ship(w.customers.mumbai.id, [{ product: w.products.rice.id, quantity: 4 }]);
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);

  await openSignedIn(page, w.staff.auth, `/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 2, name: invoice.number })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

  await openSignedIn(page, w.admin.auth, `/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel invoice ${invoice.number}` });
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(dialog).toContainText('Give the reason for cancelling the invoice');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Billed at the wrong rate');
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reason: Billed at the wrong rate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: `Tax invoice ${invoice.number}` })).toContainText(
    'Cancelled',
  );

  // Its shipment waits for an invoice again; the list shows it cancelled.
  // Every new registration's series starts at the same number: the customer finds it.
  await page.goto(`/invoices?status=cancelled&search=${encodeURIComponent(w.customers.mumbai.name)}`);
  await expect(page.getByRole('row').filter({ hasText: invoice.number })).toContainText('Cancelled');
  await page.goto(`/invoices/new?customer=${w.customers.mumbai.id}`);
  await expect(region(page, 'Shipments to invoice')).toContainText(shipment.packageId);
});

test('a shipment from a warehouse without a GST registration is refused in words', async ({
  page,
  request,
}) => {
  const w = await invoicingWorld(request);
  const kalyan = await w.unregisteredWarehouse();
  const shipment = await w.ship(
    w.customers.mumbai.id,
    [{ product: w.products.ors.id, quantity: 2 }],
    kalyan.id,
  );

  await openSignedIn(
    page,
    w.staff.auth,
    `/invoices/new?customer=${w.customers.mumbai.id}&shipment=${shipment.shipmentId}`,
  );
  const row = region(page, 'Shipments to invoice').getByRole('row').filter({ hasText: shipment.packageId });
  await expect(row).toContainText('No GST registration');
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'This invoice cannot be issued' })).toContainText(
    `Warehouse ${kalyan.name} bills under no GST registration: choose one on the warehouse first`,
  );
  await expect(page.getByRole('button', { name: 'Issue invoice' })).toBeDisabled();

  // On a phone the shipments are cards, each with its tick.
  await page.setViewportSize(PHONE);
  const card = page.getByRole('article', { name: shipment.packageId });
  await expect(card).toContainText('No GST registration');
  await expect(page.getByRole('checkbox', { name: `Select ${shipment.packageId}` })).toBeChecked();
  await pageShot(page, 'invoices-new-refused-phone');
});

test('the invoice in Hindi, on a phone in dark mode: cards for its lines, nothing wider than the screen', async ({
  browser,
  request,
}) => {
  const w = await invoicingWorld(request);
  const shipment = await w.ship(w.customers.bengaluru.id, [
    { product: w.products.ors.id, quantity: 12 },
    { product: w.products.rice.id, quantity: 40 },
  ]);
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);
  const context = await browser.newContext({ colorScheme: 'dark', hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
  // Signed in on a wide window (the header names the user), then narrowed to a phone.
  await openSignedIn(page, w.staff.auth, `/invoices/${invoice.id}`);
  await page.setViewportSize(PHONE);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  const sheet = page.getByRole('article', {
    name: hi('invoices_tax_invoice_named', { number: invoice.number }),
  });
  await expect(sheet.getByRole('heading', { name: hi('invoices_tax_invoice') })).toBeVisible();
  await expect(sheet).toContainText(hi('invoices_place_of_supply'));
  await expect(sheet).toContainText('कर्नाटक (29)');
  // The lines are cards on a phone, not a table.
  const lines = sheet.getByRole('list', { name: hi('invoices_lines') });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(sheet.getByRole('table', { name: hi('invoices_lines') })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await viewShot(page, 'invoices-page-phone-dark-hi');
  await pageShot(page, 'invoices-page-phone-dark-hi-full');
  expect(await seriousViolations(page), 'invoice page, Hindi, dark phone').toEqual([]);

  await page.goto(`/invoices?search=${encodeURIComponent(w.customers.bengaluru.name)}`);
  await expect(
    page.getByRole('article', { name: hi('invoices_invoice_number', { number: invoice.number }) }),
  ).toBeVisible();
  await pageShot(page, 'invoices-list-phone-dark-hi');
  expect(await seriousViolations(page), 'invoice list, Hindi, dark phone').toEqual([]);
  await context.close();
});
