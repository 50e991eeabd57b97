import { expect, test, type Locator, type Page } from './support/test';
import { newUser, registerViaApi, signUpAndOpen, openSignedIn, uniqueSuffix } from './support/accounts';
import { triggerViaApi } from './support/alerts';
import { pageShot } from './support/screens';
import { createInventory, createProduct, placeViaApi } from './support/stock';

// Sorting on the server with the view in the address, the column chooser, actions on ticked rows,
// the command palette and the shortcuts, the colour scheme, and the charts.

/** The names in the product table, top to bottom. */
async function productNames(page: Page): Promise<string[]> {
  const links = page
    .getByRole('table')
    .getByRole('row')
    .getByRole('link')
    .filter({ hasNotText: /^View$/ });
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

const columnHeader = (page: Page, name: string): Locator => page.getByRole('columnheader', { name });

/** Three products of their own category, so the test's list holds only them: cheap, dear, middling. */
async function threeProducts(request: Parameters<typeof createProduct>[0], token: string) {
  const suffix = uniqueSuffix();
  const category = `Sorted ${suffix}`;
  const names = { cheap: `Bay leaf ${suffix}`, dear: `Saffron ${suffix}`, middle: `Clove ${suffix}` };
  await createProduct(request, token, {
    productName: names.cheap,
    productCategory: category,
    price: 10,
    quantity: 7,
    sku: `BAY-${suffix}`,
  });
  await createProduct(request, token, {
    productName: names.dear,
    productCategory: category,
    price: 900,
    quantity: 3,
    sku: `SAF-${suffix}`,
  });
  await createProduct(request, token, {
    productName: names.middle,
    productCategory: category,
    price: 120,
    quantity: 50,
    sku: `CLV-${suffix}`,
  });
  return { category, names, suffix };
}

test('products sort by a column on the server, and the address keeps the view through a reload and Back', async ({
  page,
  request,
}) => {
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  const { category, names } = await threeProducts(request, admin.token);
  await openSignedIn(page, admin, `/products?category=${encodeURIComponent(category)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Products (3)' })).toBeVisible();
  // Newest first by default: the order they were made in, backwards.
  expect(await productNames(page)).toEqual([names.middle, names.dear, names.cheap]);

  await columnHeader(page, 'Price').getByRole('button').click();
  await expect(page).toHaveURL(/sort=price/);
  await expect.poll(() => productNames(page)).toEqual([names.cheap, names.middle, names.dear]);
  await expect(columnHeader(page, 'Price')).toHaveAttribute('aria-sort', 'ascending');

  await columnHeader(page, 'Price').getByRole('button').click();
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(() => productNames(page)).toEqual([names.dear, names.middle, names.cheap]);
  await expect(columnHeader(page, 'Price')).toHaveAttribute('aria-sort', 'descending');

  // A reload shows the same view: the category and the order come from the address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Products (3)' })).toBeVisible();
  await expect.poll(() => productNames(page)).toEqual([names.dear, names.middle, names.cheap]);

  // Back steps to the previous view (price ascending), then to the first (newest first).
  await page.goBack();
  await expect.poll(() => productNames(page)).toEqual([names.cheap, names.middle, names.dear]);
  await page.goBack();
  await expect.poll(() => productNames(page)).toEqual([names.middle, names.dear, names.cheap]);

  // The search goes into the address once typing pauses, and a reload keeps it.
  await page.getByRole('textbox', { name: 'Search' }).fill('Saffron');
  await expect(page).toHaveURL(/search=Saffron/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('Saffron');
  await expect.poll(() => productNames(page)).toEqual([names.dear]);
  await pageShot(page, 'products-sorted');
});

test('a phone sorts the product cards from a menu', async ({ page, request }) => {
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  const { category, names } = await threeProducts(request, admin.token);
  await openSignedIn(page, admin, `/products?category=${encodeURIComponent(category)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Quantity ↓ (descending)' }).click();
  await expect(page).toHaveURL(/sort=quantity&order=desc/);
  const cards = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`${names.middle}|${names.cheap}|${names.dear}`) });
  await expect.poll(() => cards.allInnerTexts()).toEqual([names.middle, names.cheap, names.dear]);
  await pageShot(page, 'products-sorted-phone');
});

test('each user chooses and orders the columns of a table, remembered in the browser', async ({
  page,
  request,
}) => {
  await signUpAndOpen(page, request, { role: 'staff' }, '/products');
  await expect(columnHeader(page, 'Category')).toBeVisible();
  await expect(columnHeader(page, 'SKU')).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('checkbox', { name: 'Category' }).uncheck();
  await chooser.getByRole('checkbox', { name: 'SKU' }).check();
  // Quantity moves left past the hidden MRP, then past Price.
  await chooser.getByRole('button', { name: 'Move Quantity left' }).click();
  await chooser.getByRole('button', { name: 'Move Quantity left' }).click();
  await page.keyboard.press('Escape');

  await expect(columnHeader(page, 'Category')).toHaveCount(0);
  await expect(columnHeader(page, 'SKU')).toBeVisible();
  const headers = async () => page.getByRole('columnheader').allInnerTexts();
  await expect
    .poll(async () => (await headers()).map((h) => h.trim()).filter(Boolean))
    .toEqual(['Name', 'SKU', 'Brand', 'Quantity', 'Price', 'Status', 'Actions']);
  await page.reload();
  await expect(columnHeader(page, 'SKU')).toBeVisible();
  await expect(columnHeader(page, 'Category')).toHaveCount(0);

  // Another user of the same browser keeps the table's own columns.
  const other = await registerViaApi(request, newUser({ role: 'staff' }));
  await openSignedIn(page, other, '/products');
  await expect(columnHeader(page, 'Category')).toBeVisible();
  await expect(columnHeader(page, 'SKU')).toHaveCount(0);
});

test('an admin ticks products and deletes them together, exports them and prints their labels', async ({
  page,
  request,
}) => {
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  const { category, names } = await threeProducts(request, admin.token);
  await openSignedIn(page, admin, `/products?category=${encodeURIComponent(category)}`);
  await page.getByRole('checkbox', { name: `Select ${names.cheap}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names.dear}` }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 selected');

  // Export the ticked rows: the file holds just them.
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await (await download).path();
  const csv = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(csv).toContain(names.cheap);
  expect(csv).toContain(names.dear);
  expect(csv).not.toContain(names.middle);

  await expect(bar.getByRole('link', { name: 'Print labels' })).toHaveAttribute(
    'href',
    /\/labels\?products=/,
  );

  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 products' });
  await expect(confirm).toContainText(names.cheap);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 products deleted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products (1)' })).toBeVisible();
  expect(await productNames(page)).toEqual([names.middle]);
  await expect(bar).toHaveCount(0);
});

test('ticked alerts are resolved together', async ({ page, request }) => {
  const { auth } = await signUpAndOpen(page, request, { role: 'staff' });
  const suffix = uniqueSuffix();
  const messages = [`Dock door ${suffix}`, `Forklift ${suffix}`];
  for (const message of messages) await triggerViaApi(request, auth.token, { type: 'maintenance', message });
  await page.goto(`/alerts?search=${suffix}`);
  for (const message of messages) await page.getByRole('checkbox', { name: `Select ${message}` }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('2 alerts resolved')).toBeVisible();
  await expect(page.getByText('No alerts match your filters')).toBeVisible();
});

test('Ctrl+K finds a product by SKU and opens it; / and ? work from the keyboard', async ({
  page,
  request,
}) => {
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  const { names, suffix } = await threeProducts(request, admin.token);
  await openSignedIn(page, admin, '/products');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await expect(palette.getByRole('textbox', { name: 'Search Godown' })).toBeFocused();
  await page.keyboard.type(`SAF-${suffix}`);
  await expect(palette.getByRole('button', { name: new RegExp(names.dear) }).first()).toBeVisible();
  await pageShot(page, 'command-palette');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: names.dear })).toBeVisible();

  // An action: "New product" opens the form on the products screen.
  await page.keyboard.press('Control+k');
  // Typed only once the box has the cursor (the keys before it would go to the page behind).
  await expect(palette.getByRole('textbox', { name: 'Search Godown' })).toBeFocused();
  await page.keyboard.type('new product');
  await expect(palette.getByRole('textbox', { name: 'Search Godown' })).toHaveValue('new product');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'New product' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
  await page.keyboard.press('Escape');

  // `/` puts the cursor in the page's search; `?` lists the shortcuts.
  await page.getByRole('heading', { level: 2, name: /^Products/ }).click();
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 2, name: /^Products/ }).click();
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toContainText('Open the command palette');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test('the colour scheme is light, dark or the system’s, and stays chosen', async ({ page, request }) => {
  await signUpAndOpen(page, request, { role: 'staff' }, '/products');
  const html = page.locator('html');
  await page.getByRole('button', { name: /^Colour scheme/ }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 2, name: /^Products \(/ })).toBeVisible();
  await pageShot(page, 'products-dark');
  await page.getByRole('button', { name: /^Colour scheme/ }).click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the dashboard, a product and an inventory draw their charts', async ({ page, request }) => {
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  const suffix = uniqueSuffix();
  const product = await createProduct(request, admin.token, {
    productName: `Charted ${suffix}`,
    price: 50,
    quantity: 40,
    dimensions: { length: 10, width: 10, height: 10 },
  });
  const inventory = await createInventory(request, admin.token, {
    name: `Charted store ${suffix}`,
    location: 'Pune',
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [73.86, 18.52] },
  });
  await placeViaApi(request, admin.token, inventory._id, { productId: product._id, quantity: 40 });

  await openSignedIn(page, admin, '/');
  for (const title of [
    'Stock value by category',
    'Stock value by warehouse',
    'Stock in and out',
    'Transports by status',
    'Fewest days of cover',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Stock value by warehouse' }).locator('svg').first(),
  ).toBeVisible();
  await pageShot(page, 'dashboard-charts');

  await page.goto(`/products/${product._id}`);
  const stock = page.getByRole('region', { name: 'Stock over time' });
  await expect(stock).toContainText(/to 40 units over 90 days/);
  await expect(stock.locator('.recharts-surface').first()).toBeVisible();

  await page.goto(`/inventory/${inventory._id}`);
  const usage = page.getByRole('region', { name: 'Utilization over time' });
  await expect(usage.locator('.recharts-surface').first()).toBeVisible();
  await usage.getByText('1 year').click();
  await expect(usage).toContainText('over 365 days');
});
