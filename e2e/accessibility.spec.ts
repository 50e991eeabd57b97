import { expect, test, type Browser, type Page } from './support/test';
import { newUser, openSignedIn, registerViaApi, uniqueSuffix, type AuthResult } from './support/accounts';
import { triggerViaApi } from './support/alerts';
import { createOrderViaApi } from './support/purchasing';
import { sellingViaApi } from './support/selling';
import { hi } from './support/catalogue';
import {
  invoicingWorld,
  issueViaApi,
  noteViaApi,
  receiptViaApi,
  transferInvoiceViaApi,
} from './support/invoicing';
import { viewShot } from './support/screens';
import { createInventory, createProduct, createStorage, placeViaApi } from './support/stock';
import { createTransport } from './support/transports';
import { seriousViolations } from './support/axe';

// Every screen, in the light and the dark colour scheme, and in Hindi, has no serious or critical
// accessibility violation as axe-core finds them (WCAG 2.1 A and AA), with data on it; in Hindi no
// English is left in its controls; and the app works by keyboard alone. The screens come in two
// halves (stock, people and purchasing; selling and billing), each with its own data.

const RUNS = [
  { scheme: 'light', locale: 'en-IN' },
  { scheme: 'dark', locale: 'en-IN' },
  { scheme: 'dark', locale: 'hi-IN' },
] as const;

/** Words that are written in Latin letters in Hindi too. */
const LATIN_IN_HINDI =
  /\b(SKU|GST|HSN|ETA|PDF|CSV|Excel|xlsx|csv|xml|XML|JSON|GS1|GTIN|EAN|MRP|ID|KB|kg|cm|km|Godown|OpenStreetMap|Leaflet|JavaScript|Ctrl|Esc|Enter|Tab|Shift|Alt|YYYY|MM|DD|you@example\.com)\b/g;

/**
 * A text without the words written in Latin in Hindi too, the addresses (an email's, a UPI id's) and
 * the ids (a transport's, whole or short).
 */
const withoutCodes = (text: string): string =>
  text
    .replace(LATIN_IN_HINDI, '')
    .replace(/[\w.-]+@[\w.-]+/g, '')
    .replace(/[0-9a-f-]{36}/g, '')
    .replace(/\b[0-9a-f]{6}\b/g, '');

/**
 * The texts of the main area's controls, headings, column headers and field labels (and their
 * accessible names and placeholders) that still have English words, leaving out the test's own data
 * (`dataMarks`: its names and codes).
 */
async function englishLeft(page: Page, dataMarks: readonly (string | RegExp)[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const found: string[] = [];
    for (const element of Array.from(
      main.querySelectorAll<HTMLElement>(
        'button, a, th, h2, h3, h4, label, legend, [role="tab"], [role="radio"], .mantine-Badge-root, .mantine-InputWrapper-description, [role="status"], [role="alert"]',
      ),
    )) {
      found.push(element.innerText);
    }
    for (const element of Array.from(
      main.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'),
    )) {
      for (const name of ['aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  return [
    ...new Set(
      texts
        .map((text) => text.replace(/\s+/g, ' ').trim())
        .filter(
          (text) =>
            text !== '' &&
            !dataMarks.some((mark) => (typeof mark === 'string' ? text.includes(mark) : mark.test(text))),
        )
        .filter((text) => /[a-z]{3,}/.test(withoutCodes(text))),
    ),
  ];
}

/** Opens `path` and waits until its main heading and its data are on screen. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(/^Loading|लोड हो रह/)).toHaveCount(0, { timeout: 15_000 });
}

type Run = (typeof RUNS)[number];

/**
 * A name or code made unique by a test's suffix (uniqueSuffix: eight letters and digits after a space
 * or a dash: "ORS Sachet 4jvccuxa", "TR-4jvccuxa-KA").
 */
const SUFFIXED = /[\s-][0-9a-z]{8}([\s-]|$)/;

/**
 * Opens each of `screens` signed in as `auth` in the run's scheme and language: the serious axe
 * violations found, and in Hindi the English left on them (`dataMarks` leave out the test's data).
 * `more` goes on with the same page (a modal, the screens signed out).
 */
async function checkScreens(
  browser: Browser,
  { scheme, locale }: Run,
  auth: AuthResult,
  screens: readonly string[],
  dataMarks: readonly (string | RegExp)[],
  more?: (page: Page, found: string[]) => Promise<void>,
): Promise<void> {
  const inHindi = locale === 'hi-IN';
  const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1366, height: 900 } });
  await context.addInitScript((chosen) => localStorage.setItem('godown-locale', chosen), locale);
  const page = await context.newPage();
  const found: string[] = [];
  const english: string[] = [];
  await openSignedIn(page, auth, '/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  for (const path of screens) {
    await openScreen(page, path);
    for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
    if (inHindi) for (const text of await englishLeft(page, dataMarks)) english.push(`${path}: ${text}`);
    // Each screen in each scheme (and in Hindi), for a person to look at.
    const name = path
      .replace(/\?.*$/, '')
      .replace(/\/[0-9a-f-]{36}/g, '/one')
      .replace(/\//g, '-');
    await viewShot(page, `scheme-${scheme}${inHindi ? '-hi' : ''}${name}`);
  }
  await more?.(page, found);
  await context.close();
  expect(found).toEqual([]);
  expect(english, 'English left on the Hindi screens').toEqual([]);
}

const runName = ({ scheme, locale }: Run) =>
  `in the ${scheme} scheme${locale === 'hi-IN' ? ', in Hindi' : ''}`;

// Six tests, each its own data: the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const run of RUNS) {
  test(`the stock, people and purchasing screens pass axe ${runName(run)}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const suffix = uniqueSuffix();
    const admin = await registerViaApi(request, newUser({ role: 'admin' }));
    const supplier = await registerViaApi(request, newUser({ role: 'supplier' }));
    const product = await createProduct(request, admin.token, {
      productName: `Axe rice ${suffix}`,
      sku: `AXE-${suffix}`,
      productCategory: 'Grains',
      price: 80,
      quantity: 30,
      thresholdLimit: 40,
      dimensions: { length: 20, width: 10, height: 10 },
    });
    const inventory = await createInventory(request, admin.token, {
      name: `Axe godown ${suffix}`,
      location: 'Bhiwandi',
      totalCapacity: 5000,
      totalVolume: 50,
      inventoryLocation: { type: 'Point', coordinates: [73.06, 19.29] },
    });
    await placeViaApi(request, admin.token, inventory._id, { productId: product._id, quantity: 10 });
    const unit = await createStorage(request, admin.token, {
      locationId: `AX-${suffix}`,
      name: `Rack ${suffix}`,
      dimensions: { length: 100, width: 50, height: 200 },
      holdingCapacity: 1000,
      inventory: inventory._id,
    });
    const transport = await createTransport(request, admin.token, { packageId: `AXE-PKG-${suffix}` });
    await triggerViaApi(request, admin.token, { type: 'maintenance', message: `Axe check ${suffix}` });
    const order = await createOrderViaApi(request, admin.token, {
      supplierId: (supplier.user as { _id?: string; id?: string })._id ?? '',
      destinationInventoryId: inventory._id,
      lines: [{ product: product._id, quantity: 5, unitPrice: 70 }],
    });
    const screens = [
      '/',
      '/products',
      `/products/${product._id}`,
      '/inventory',
      `/inventory/${inventory._id}`,
      '/storage',
      `/storage/${unit._id}`,
      '/transportation',
      `/transportation/${transport._id}`,
      '/orders',
      '/alerts',
      '/counts',
      '/purchase-orders',
      `/purchase-orders/${order.id}`,
      '/reorder',
      '/trace',
      '/import',
      '/reports',
      '/scan',
      '/labels',
      '/wages',
      '/users',
      '/profile',
    ];
    // The data of this run and of the others on the same server (names, codes, people).
    const dataMarks = [SUFFIXED, 'Axe ', 'AXE-', 'AX-', 'Rack ', 'Asha ', 'Grains', 'Bhiwandi'];
    await checkScreens(browser, run, admin, screens, dataMarks, async (page, found) => {
      // A form open in a modal.
      await openScreen(page, '/products');
      const addProduct = run.locale === 'hi-IN' ? hi('products_add_product') : 'Add Product';
      await page.getByRole('button', { name: addProduct }).click();
      await expect(page.getByRole('dialog', { name: addProduct })).toBeVisible();
      for (const line of await seriousViolations(page)) found.push(`Add Product form: ${line}`);
      await page.keyboard.press('Escape');
      // Signed out: the dashboard, login and register.
      await page.evaluate(() => localStorage.clear());
      for (const path of ['/', '/login', '/register']) {
        await openScreen(page, path);
        for (const line of await seriousViolations(page)) found.push(`${path} (signed out): ${line}`);
      }
    });
  });

  test(`the selling and billing screens pass axe ${runName(run)}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const w = await invoicingWorld(request);
    const token = w.admin.auth.token;
    // A customer's order confirmed and allocated (its page shows picking and shipping), an invoice
    // for a shipment of another, a credit note against it, a part payment.
    const selling = await sellingViaApi(request, token, {
      customer: { name: `Axe shop ${w.suffix}`, stateCode: '27' },
      inventoryId: w.warehouse.id,
      lines: [{ product: w.products.rice.id, quantity: 3 }],
    });
    const shipment = await w.ship(w.customers.mumbai.id, [{ product: w.products.ors.id, quantity: 4 }]);
    const invoice = await issueViaApi(request, token, [shipment.shipmentId]);
    const note = await noteViaApi(request, token, invoice.id, {
      kind: 'credit',
      reason: 'priceDifference',
      lines: [{ lineNo: 1, amount: 5 }],
    });
    const receipt = await receiptViaApi(request, token, {
      customerId: w.customers.mumbai.id,
      mode: 'upi',
      amount: 20,
      reference: String(Date.now()),
    });
    // A transfer to the company's Karnataka registration, invoiced: the input tax register's row.
    await transferInvoiceViaApi(request, token, (await w.transfer(true)).id);
    const customer = w.customers.mumbai.id;
    const screens = [
      '/customers',
      `/customers/${customer}`,
      `/customers/${customer}/ledger`,
      '/price-lists',
      '/schemes',
      '/sales-orders',
      `/sales-orders/${selling.orderId}`,
      `/sales-orders/${selling.orderId}/pick`,
      '/returns',
      '/settings',
      '/invoices',
      '/invoices/new',
      '/invoices/counter',
      `/invoices/${invoice.id}`,
      '/invoice-notes',
      `/invoice-notes/${note.id}`,
      '/receipts',
      '/receipts/new',
      `/receipts/${receipt.id}`,
      '/receivables',
      '/reports/sales-register',
      '/reports/output-tax',
      '/reports/hsn-summary',
      '/reports/input-tax',
      '/reports/gstr1',
      '/reports/tally',
      '/einvoices',
      `/transportation/${shipment.shipmentId}`,
      '/import/tally-stock-items',
    ];
    // The data of the tests on this server: names with a test's suffix; the addresses are the
    // invoicing world's (e2e/support/invoicing.ts).
    const dataMarks = [SUFFIXED, 'Road', 'Street', 'Thane', 'Mumbai', 'Bengaluru', 'Pune', 'Bhiwandi'];
    await checkScreens(browser, run, w.admin.auth, screens, dataMarks);
  });
}

test('the app works by keyboard alone: the palette, a modal that traps and returns focus, a sort', async ({
  page,
  request,
}) => {
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  await createProduct(request, admin.token, { productName: `Keyboard ${uniqueSuffix()}`, price: 5 });
  await openSignedIn(page, admin, '/products');

  // Tab reaches the header's search button; Enter opens the palette, where typing and Enter go.
  const paletteButton = page.getByRole('button', { name: /^Search…/ });
  for (
    let presses = 0;
    presses < 10 && !(await paletteButton.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(paletteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Search Godown' })).toBeFocused();
  await page.keyboard.type('alerts');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/alerts$/);

  // A modal keeps the focus inside it and gives it back to the button that opened it.
  await page.goto('/products');
  const trigger = page.getByRole('button', { name: 'Add Product' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Escape closes the dialog from its first field (in a picker it would close the picker first).
  await dialog.getByLabel(/^Product Name/).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // A column header sorts from the keyboard, and the focus shows.
  await page.goto('/products');
  const price = page.getByRole('columnheader', { name: 'Price' }).getByRole('button');
  await price.focus();
  await expect(price).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=price/);
});
