import { financialYearOf, indiaDateFromToday } from '@godown/shared';
import { expect, test, type Locator, type Page } from './support/test';
import { openSignedIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { hi } from './support/catalogue';
import { invoicingWorld, type InvoicingWorld } from './support/invoicing';
import { choose } from './support/purchasing';
import { dialogShot, pageShot, viewShot } from './support/screens';

// Counter sales (docs/domain.md#counter-sales): a staff member sells goods the customer takes from
// the warehouse there and then: the preview shows the invoice as the lines are typed, and one click
// hands the units over, issues the tax invoice and records what was paid. A sale the warehouse
// cannot fill is refused in words; the credit check stops a sale on credit past the customer's
// limit, which only an admin may make anyway; the screen fits a phone.

const LOCALE_KEY = 'godown-locale';
const PHONE = { width: 390, height: 844 };
/** The series a new registration numbers its invoices in: `INV/26-27/00001`. */
const firstNumber = () => `INV/${financialYearOf(indiaDateFromToday())}/00001`;

const preview = (page: Page, name = 'Invoice preview'): Locator =>
  page.getByRole('region', { name, exact: true });
const totals = (scope: Locator, name = 'Totals') => scope.getByRole('group', { name });

/** The total of the totals' last line ("Total ₹514.00"), as shown. */
async function shownTotal(scope: Locator): Promise<string> {
  const text = (await totals(scope).innerText()).replace(/\s+/g, ' ');
  return /Total (₹[\d,]+\.\d{2})$/.exec(text.trim())?.[1] ?? text;
}

/** The words of the screen's fields: English unless the test reads it in Hindi. */
const ENGLISH = {
  customer: 'Customer',
  warehouse: 'Warehouse',
  product: (number: number) => `Product of line ${number}`,
  units: (number: number) => `Units of line ${number}`,
  addLine: 'Add line',
};
const HINDI: typeof ENGLISH = {
  customer: hi('sales_customer'),
  warehouse: hi('sales_warehouse'),
  product: (number) => hi('sales_product_number', { number }),
  units: (number) => hi('sales_quantity_number', { number }),
  addLine: hi('sales_add_line'),
};

/** Chooses the customer and the warehouse, and types the lines (product, units) one by one. */
async function fillSale(
  page: Page,
  w: InvoicingWorld,
  customer: { name: string },
  lines: { sku: string; name: string; units: number }[],
  words = ENGLISH,
): Promise<void> {
  await choose(page, page.getByRole('textbox', { name: words.customer }), customer.name, customer.name);
  await choose(
    page,
    page.getByRole('textbox', { name: words.warehouse }),
    w.warehouse.name,
    w.warehouse.name,
  );
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (number > 1) await page.getByRole('button', { name: words.addLine }).click();
    await choose(page, page.getByLabel(words.product(number)), line.sku, line.name);
    await page.getByLabel(words.units(number)).fill(String(line.units));
  }
}

test('a staff member sells two products for cash at the counter: the preview’s total is invoiced and paid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const customer = w.customers.mumbai;

  await openSignedIn(page, w.staff.auth, '/invoices');
  await page.getByRole('link', { name: 'Counter sale' }).click();
  await expect(page).toHaveURL('/invoices/counter');
  await expect(page.getByRole('heading', { level: 2, name: 'Counter sale' })).toBeVisible();
  await expect(page.getByText('the invoice’s lines, taxes and total show here')).toBeVisible();

  await fillSale(page, w, customer, [
    { sku: `ORS-${w.suffix}`, name: w.products.ors.name, units: 10 },
    { sku: `RICE-${w.suffix}`, name: w.products.rice.name, units: 4 },
  ]);
  // 10 × ₹21.50 at 18% and 4 × ₹62.00 at 5% within Maharashtra: ₹463.00 taxable, CGST and SGST
  // ₹25.55 each, ₹514.10 rounded to ₹514.00.
  const shown = preview(page);
  await expect(shown.getByRole('table', { name: 'Invoice lines' }).getByRole('row')).toHaveCount(3);
  await expect(shown.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(totals(shown)).toContainText('₹463.00');
  expect(await shownTotal(shown)).toBe('₹514.00');
  await expect(page.getByRole('status').filter({ hasText: 'sold on credit' })).toContainText(
    '₹514.00 is sold on credit',
  );

  // Paid in cash, the whole invoice (no amount typed).
  await page.getByRole('textbox', { name: 'Payment', exact: true }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Amount paid' })).toHaveAttribute(
    'placeholder',
    'Blank: the whole invoice',
  );
  await expect(page.getByRole('status').filter({ hasText: 'paid now' })).toHaveText(
    'The whole invoice, ₹514.00, is paid now.',
  );
  await pageShot(page, 'counter-sale');

  await page.getByRole('button', { name: 'Sell and issue invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  const number = firstNumber();
  await expect(page.getByText(`Invoice ${number} issued`)).toBeVisible();
  await expect(page.getByText(`Sold to ${customer.name} and paid in full.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
  const sheet = page.getByRole('article', { name: `Tax invoice ${number}` });
  expect(await shownTotal(sheet)).toBe('₹514.00');
  // Shipped nowhere: the sheet says where the goods were handed over instead of a ship-to.
  await expect(sheet.getByText('Handed over at the counter')).toBeVisible();
  await expect(sheet.getByText('Ship to')).toHaveCount(0);
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('Paid₹514.00');
  await expect(payment).toContainText('Settled');
  await pageShot(page, 'counter-sale-invoice');

  // The order the sale made was handed over at once, and says it was a counter sale.
  await sheet
    .getByRole('link', { name: /^Sales order / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sales-orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('group', { name: 'Order status' })).toHaveText('Delivered');
  await expect(page.getByText('Counter sale', { exact: true })).toBeVisible();
});

test('more than the warehouse holds is refused in words before selling', async ({ page, request }) => {
  const w = await invoicingWorld(request);

  await openSignedIn(page, w.staff.auth, '/invoices/counter');
  await fillSale(page, w, w.customers.mumbai, [
    { sku: `ORS-${w.suffix}`, name: w.products.ors.name, units: 5000 },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'This sale cannot be made' })).toContainText(
    `${w.warehouse.name} has 1,000 of ${w.products.ors.name} free to sell; the sale asks for 5,000`,
  );
  await expect(page.getByRole('button', { name: 'Sell and issue invoice' })).toBeDisabled();

  // Fewer units sell.
  await page.getByLabel('Units of line 1').fill('1000');
  await expect(page.getByRole('button', { name: 'Sell and issue invoice' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the credit check stops a sale on credit past the limit: staff read why, an admin sells with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const customer = await w.newCustomer('Laxmi Traders', 100);
  const lines = [{ sku: `RICE-${w.suffix}`, name: w.products.rice.name, units: 4 }];

  await openSignedIn(page, w.staff.auth, '/invoices/counter');
  await fillSale(page, w, customer, lines);
  await expect(page.getByRole('status').filter({ hasText: 'sold on credit' })).toBeVisible();
  await page.getByRole('button', { name: 'Sell and issue invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit check: sale to ${customer.name}` });
  await expect(dialog.getByRole('alert')).toContainText('past their credit limit of ₹100.00');
  await expect(dialog).toContainText('Only an admin can sell past the credit check');
  await expect(dialog.getByRole('link', { name: `See ${customer.name}’s ledger` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sell anyway' })).toHaveCount(0);
  // The dialog's own Close, not the × in its title.
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/invoices/counter');

  await openSignedIn(page, w.admin.auth, '/invoices/counter');
  await fillSale(page, w, customer, lines);
  await page.getByRole('button', { name: 'Sell and issue invoice' }).click();
  await expect(dialog.getByRole('alert')).toContainText('past their credit limit of ₹100.00');
  await dialog.getByRole('button', { name: 'Sell anyway' }).click();
  await expect(dialog).toContainText('Give the reason for selling past the credit check');
  await dialog
    .getByRole('textbox', { name: 'Reason for selling on credit anyway' })
    .fill('Regular buyer, pays on Friday');
  await dialogShot(page, 'counter-sale-credit-check');
  await dialog.getByRole('button', { name: 'Sell anyway' }).click();

  // 4 × ₹62.00 at 5%: ₹260.40, rounded to ₹260.00, all owed.
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Sold to ${customer.name}; ₹260.00 is owed.`)).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('Paid₹0.00');
  await expect(payment).not.toContainText('Settled');
});

test('the counter sale in Hindi on a phone in dark mode: fields stacked, nothing wider than the screen', async ({
  browser,
  request,
}) => {
  const w = await invoicingWorld(request);
  const context = await browser.newContext({ colorScheme: 'dark', hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
  // Signed in on a wide window (the header names the user), then narrowed to a phone.
  await openSignedIn(page, w.staff.auth, '/invoices/counter');
  await page.setViewportSize(PHONE);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 2, name: hi('invoices_counter_sale') })).toBeVisible();

  await fillSale(
    page,
    w,
    w.customers.bengaluru,
    [
      { sku: `ORS-${w.suffix}`, name: w.products.ors.name, units: 12 },
      { sku: `RICE-${w.suffix}`, name: w.products.rice.name, units: 40 },
    ],
    HINDI,
  );
  await page.getByRole('textbox', { name: hi('invoices_counter_payment'), exact: true }).click();
  await page.getByRole('option', { name: hi('receipts_mode_upi'), exact: true }).click();
  await page.getByRole('textbox', { name: hi('receipts_reference_upi') }).fill('412345678901');
  const shown = preview(page, hi('invoices_preview_of_invoice'));
  await expect(totals(shown, hi('invoices_totals'))).toBeVisible();
  // The lines are cards on a phone; the customer's and the warehouse's fields stand one above the other.
  await expect(shown.getByRole('list', { name: hi('invoices_lines') }).getByRole('listitem')).toHaveCount(2);
  const customerBox = await page.getByRole('textbox', { name: HINDI.customer }).boundingBox();
  const warehouseBox = await page.getByRole('textbox', { name: HINDI.warehouse }).boundingBox();
  expect(warehouseBox!.y).toBeGreaterThan(customerBox!.y + customerBox!.height);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await viewShot(page, 'counter-sale-phone-dark-hi');
  await pageShot(page, 'counter-sale-phone-dark-hi-full');
  expect(await seriousViolations(page), 'counter sale, Hindi, dark phone').toEqual([]);
  await context.close();
});
