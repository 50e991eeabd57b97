import fs from 'node:fs';
import { financialYearOf, indiaDateFromToday } from '@godown/shared';
import { expect, test, type Locator, type Page } from './support/test';
import { openSignedIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { hi } from './support/catalogue';
import { deliverViaApi, invoicingWorld, issueViaApi, receiptViaApi, returnViaApi } from './support/invoicing';
import { dialogShot, pageShot, viewShot } from './support/screens';

// Getting paid (docs/domain.md#receipts-and-receivables, #credit-and-debit-notes): a staff member
// records a part payment by UPI against an invoice and reads the customer's ledger and the ageing;
// goods come back and the invoice's page credits them; the credit check stops an order past the
// customer's limit until an admin confirms it with a reason; a cheque bounces. The ageing and the
// ledger read in Hindi on a phone in dark mode.

const LOCALE_KEY = 'godown-locale';
const PHONE = { width: 390, height: 844 };
/** The first number of a series of the current financial year: `CN/26-27/00001`. */
const firstOf = (series: string) => `${series}/${financialYearOf(indiaDateFromToday())}/00001`;

const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });
/** A stat card of the ledger ("Closing balance ₹154.00"). */
const stat = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

test('a staff member records a part payment by UPI against an invoice, then reads the ledger and the ageing', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const w = await invoicingWorld(request);
  const customer = w.customers.mumbai;
  const shipment = await w.ship(customer.id, [{ product: w.products.ors.id, quantity: 10 }]);
  // 10 × ₹21.50 = ₹215.00 at 18% within the state: ₹253.70, ₹254.00 rounded.
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);
  expect(invoice.total).toBe(254);

  // The invoice's page opens a receipt for its customer.
  await openSignedIn(page, w.staff.auth, `/invoices/${invoice.id}`);
  await page.getByRole('link', { name: 'Record payment' }).click();
  await expect(page).toHaveURL(`/receipts/new?customer=${customer.id}`);
  await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue(customer.name);
  await expect(page.getByRole('status').filter({ hasText: 'Owes ₹254.00' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mode' })).toHaveValue('UPI');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await page.getByRole('textbox', { name: 'UPI transaction id' }).fill('UPI451907');
  await page.getByRole('radio', { name: 'Choose invoices' }).check();
  const invoices = page.getByRole('group', { name: 'Invoices to allocate to' });
  // More than the receipt is refused before anything is sent.
  await invoices.getByRole('textbox', { name: `Amount for ${invoice.number}` }).fill('150');
  await page.getByRole('button', { name: 'Record receipt' }).click();
  await expect(
    page.getByText('The amounts come to ₹150.00, more than the ₹100.00 to allocate'),
  ).toBeVisible();
  await invoices.getByRole('textbox', { name: `Amount for ${invoice.number}` }).fill('100');
  await pageShot(page, 'receipts-new');
  await page.getByRole('button', { name: 'Record receipt' }).click();

  await expect(page).toHaveURL(/\/receipts\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 2, name: /^RCT\/\d{2}-\d{2}\/\d{5}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).trim();
  await expect(page.getByText(`Receipt ${number} recorded`)).toBeVisible();
  const particulars = page.getByRole('region', { name: 'Particulars' });
  await expect(particulars).toContainText('UPI451907');
  await expect(particulars).toContainText('₹100.00');
  await expect(row(page.getByRole('table', { name: 'Allocations' }), invoice.number)).toContainText(
    '₹100.00',
  );
  await expect(page.getByRole('button', { name: 'Allocate' })).toHaveCount(0);
  await pageShot(page, 'receipts-page');

  // The ledger: the invoice's ₹254.00, the receipt's ₹100.00 off, ₹154.00 owed.
  await page.getByRole('link', { name: 'Customer ledger' }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}/ledger`);
  await expect(page.getByRole('heading', { level: 2, name: `Ledger: ${customer.name}` })).toBeVisible();
  await expect(row(page, invoice.number)).toContainText('₹254.00');
  await expect(row(page, number)).toContainText('₹100.00');
  await expect(row(page, number)).toContainText('₹154.00');
  await expect(stat(page, 'Closing balance')).toContainText('₹154.00');
  await expect(row(page, 'Closing balance')).toContainText('₹154.00');
  await pageShot(page, 'receivables-ledger');
  // The pointer rests where Customer ledger was, over Record payment now: axe reads the page unhovered.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page), 'ledger').toEqual([]);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement' }).click();
  const bytes = fs.readFileSync(await (await saved).path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The ageing, for this customer: not due yet (30 days' terms), ₹154.00 outstanding.
  await page.goto(`/receivables?customer=${customer.id}`);
  const line = row(page, customer.name);
  await expect(line).toContainText('₹154.00');
  await expect(line.getByRole('link', { name: `Ledger: ${customer.name}` })).toHaveAttribute(
    'href',
    `/customers/${customer.id}/ledger`,
  );
  // The totals, of this one customer.
  await expect(row(page, 'Total')).toContainText('₹154.00');
  await expect(page.getByRole('region', { name: 'Outstanding by age' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outstanding by age' }).locator('svg').first()).toBeVisible();
  await pageShot(page, 'receivables-ageing');
  expect(await seriousViolations(page), 'ageing').toEqual([]);

  // The receipts list, for this customer.
  await page.goto(`/receipts?customer=${customer.id}`);
  const listed = row(page, number);
  await expect(listed).toContainText(customer.name);
  await expect(listed).toContainText('UPI451907');
  await expect(listed).toContainText('₹100.00');
  await expect(listed).toContainText('Received');
  await pageShot(page, 'receipts-list');
  expect(await seriousViolations(page), 'receipts list').toEqual([]);
});

test('goods come back: the invoice’s page makes a credit note for the return, and the note reads as it prints', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const token = w.admin.auth.token;
  const shipment = await w.ship(w.customers.bengaluru.id, [{ product: w.products.ors.id, quantity: 4 }]);
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);
  await deliverViaApi(request, token, shipment.shipmentId);
  const salesReturn = await returnViaApi(request, token, shipment, 1);

  await openSignedIn(page, w.staff.auth, `/invoices/${invoice.id}`);
  const notes = page.getByRole('region', { name: 'Credit & debit notes' });
  await expect(notes).toContainText('No credit or debit notes against this invoice.');
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note against ${invoice.number}` });
  await expect(dialog.getByRole('radio', { name: 'Goods returned' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: new RegExp(salesReturn.number) })).toBeChecked();
  await expect(dialog).toContainText(`1 × ${w.products.ors.name}`);
  await dialogShot(page, 'notes-credit-note-modal');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog).toBeHidden();
  const number = firstOf('CN');
  await expect(page.getByText(`Credit note ${number} issued`)).toBeVisible();

  // The invoice lists its note; the note's page reads as it prints.
  await expect(row(notes, number)).toContainText('Goods returned');
  // 1 × ₹21.50 at 18% across states: IGST ₹3.87, ₹25.37, ₹25.00 rounded.
  await expect(row(notes, number)).toContainText('₹25.00');
  await pageShot(page, 'invoices-page-with-notes');
  await notes.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(/\/invoice-notes\/[0-9a-f-]{36}$/);
  const sheet = page.getByRole('article', { name: `Credit note ${number}` });
  await expect(sheet.getByRole('heading', { name: 'Credit note' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: invoice.number })).toHaveAttribute(
    'href',
    `/invoices/${invoice.id}`,
  );
  await expect(sheet).toContainText(`Goods returned (${salesReturn.number})`);
  const lines = sheet.getByRole('table', { name: 'Note lines' });
  await expect(lines.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(row(lines, w.products.ors.name)).toContainText('1 BOX');
  await expect(row(lines, w.products.ors.name)).toContainText('₹21.50');
  await expect(row(lines, w.products.ors.name)).toContainText('₹3.87');
  await expect(sheet.getByRole('group', { name: 'Totals' })).toContainText('₹25.00');
  await expect(sheet).toContainText('Rupees Twenty Five Only');
  await pageShot(page, 'notes-page');
  expect(await seriousViolations(page), 'note page').toEqual([]);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-.*\.pdf$/);

  // The list of notes finds it by the invoice's number; a return is credited once.
  await page.goto(`/invoice-notes?kind=credit&search=${encodeURIComponent(w.customers.bengaluru.name)}`);
  await expect(row(page, number)).toContainText(invoice.number);
  await pageShot(page, 'notes-list');
  // Opened again, the form offers no return: the one there was is credited.
  await page.goto(`/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Credit note' }).click();
  await expect(dialog.getByRole('radio', { name: 'Price difference' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Goods returned' }).check();
  await expect(dialog).toContainText('No return of this invoice’s shipments is left to credit');
  await expect(dialog.getByRole('radio', { name: new RegExp(salesReturn.number) })).toHaveCount(0);
});

test('an order past the customer’s credit limit: staff are refused in words, an admin confirms it with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const customer = await w.newCustomer('Om Sai Chemists', 100);
  const order = await w.draftOrder(customer.id, [{ product: w.products.ors.id, quantity: 10 }]);

  await openSignedIn(page, w.staff.auth, `/sales-orders/${order.id}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Credit check: ${order.number}` });
  // The limit and what they owe, as the server's message has them (its rupees unprefixed for now).
  await expect(dialog.getByRole('alert')).toContainText(
    /past their credit limit of ₹?100\.00: they owe ₹?0\.00/,
  );
  await expect(dialog.getByRole('alert')).toContainText('and have no invoice overdue');
  await expect(dialog.getByRole('alert')).toContainText(customer.name);
  await expect(dialog).toContainText('Only an admin can confirm this order past the credit check');
  await expect(dialog.getByRole('button', { name: 'Confirm anyway' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: `See ${customer.name}’s ledger` })).toHaveAttribute(
    'href',
    `/customers/${customer.id}/ledger`,
  );
  await dialogShot(page, 'sales-credit-check-staff');
  // The footer's Close (the title's × is named Close too, without text).
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Order status' })).toContainText('Draft');

  await openSignedIn(page, w.admin.auth, `/sales-orders/${order.id}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm anyway' }).click();
  await expect(dialog.getByText('Give the reason for confirming past the credit check')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason for confirming anyway' }).fill('Advance cheque in hand');
  await dialogShot(page, 'sales-credit-check-admin');
  await dialog.getByRole('button', { name: 'Confirm anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${order.number}: Confirmed`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Order status' })).toContainText('Confirmed');
});

test('a cheque bounces: the receipt is marked with the bank’s reason and the invoice owes again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const customer = w.customers.mumbai;
  const shipment = await w.ship(customer.id, [{ product: w.products.rice.id, quantity: 10 }]);
  // 10 × ₹62.00 = ₹620.00 at 5%: ₹651.00.
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);
  const receipt = await receiptViaApi(request, w.staff.auth.token, {
    customerId: customer.id,
    mode: 'cheque',
    reference: '004512',
    amount: 651,
  });

  await openSignedIn(page, w.staff.auth, `/receipts/${receipt.id}`);
  await expect(row(page.getByRole('table', { name: 'Allocations' }), invoice.number)).toContainText(
    '₹651.00',
  );
  await page.getByRole('button', { name: 'Cheque bounced' }).click();
  const dialog = page.getByRole('dialog', { name: `Cheque bounced: receipt ${receipt.number}` });
  await expect(dialog).toContainText('The cheque 004512 for ₹651.00 bounced');
  await dialog.getByRole('button', { name: 'Mark bounced' }).click();
  await expect(dialog.getByText('Give the reason the cheque bounced')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Insufficient funds');
  await dialog.getByRole('button', { name: 'Mark bounced' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Receipt ${receipt.number}: cheque bounced`)).toBeVisible();
  await expect(page.getByText('Reason: Insufficient funds')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cheque bounced' })).toHaveCount(0);
  await expect(page.getByText('The cheque bounced: what it settled was undone')).toBeVisible();
  await pageShot(page, 'receipts-bounced');

  // The ledger: the invoice, the receipt, the bounce; all ₹651.00 owed again.
  await page.getByRole('link', { name: 'Customer ledger' }).click();
  await expect(row(page, 'Cheque bounced')).toContainText(receipt.number);
  await expect(stat(page, 'Closing balance')).toContainText('₹651.00');
  await page.goto(`/receipts?customer=${customer.id}&mode=cheque`);
  await expect(row(page, receipt.number)).toContainText('Bounced');
});

test('the ageing and the ledger in Hindi, on a phone in dark mode: cards, nothing wider than the screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const customer = w.customers.bengaluru;
  const shipment = await w.ship(customer.id, [{ product: w.products.rice.id, quantity: 20 }]);
  const invoice = await issueViaApi(request, w.staff.auth.token, [shipment.shipmentId]);
  const receipt = await receiptViaApi(request, w.staff.auth.token, {
    customerId: customer.id,
    mode: 'bankTransfer',
    reference: 'UTR88120045',
    amount: 500,
  });
  const context = await browser.newContext({ colorScheme: 'dark', hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
  // Signed in on a wide window (the header names the user), then narrowed to a phone.
  await openSignedIn(page, w.staff.auth, `/receivables?customer=${customer.id}`);
  await page.setViewportSize(PHONE);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await expect(page.getByRole('heading', { level: 2, name: hi('receivables_title') })).toBeVisible();
  const card = page.getByRole('article', { name: customer.name });
  await expect(card).toContainText(hi('receivables_bucket_not_due'));
  await expect(page.getByRole('article', { name: hi('receivables_total') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: hi('receivables_chart_title') })
      .locator('svg')
      .first(),
  ).toBeVisible();
  let width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await viewShot(page, 'receivables-ageing-phone-dark-hi');
  await pageShot(page, 'receivables-ageing-phone-dark-hi-full');
  expect(await seriousViolations(page), 'ageing, Hindi, dark phone').toEqual([]);

  await card.getByRole('link', { name: hi('receivables_ledger_of', { customer: customer.name }) }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}/ledger`);
  await expect(
    page.getByRole('article', { name: `${hi('receivables_entry_invoice')} ${invoice.number}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: `${hi('receivables_entry_receipt')} ${receipt.number}` }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: hi('receivables_closing_balance') })).toBeVisible();
  width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await viewShot(page, 'receivables-ledger-phone-dark-hi');
  await pageShot(page, 'receivables-ledger-phone-dark-hi-full');
  expect(await seriousViolations(page), 'ledger, Hindi, dark phone').toEqual([]);
  await context.close();
});
