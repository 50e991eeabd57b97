import { PRODUCT_SEARCH } from '@godown/shared';
import { expect, test, type Locator, type Page } from './support/test';
import { newUser, registerViaApi, signUpAndOpen, uniqueSuffix } from './support/accounts';
import { fillFields } from './support/forms';
import { failCalls } from './support/network';
import { dialogShot, pageShot } from './support/screens';
import { createInventory, createProduct, placeViaApi } from './support/stock';

const productRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
const categoryFilter = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Category' }).or(page.getByRole('combobox', { name: 'Category' }));
const isProductList = (url: URL): boolean => url.pathname === '/api/v1/products/';
const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** Types a date (YYYY-MM-DD, or '' to clear it) and leaves the field, so the date input takes it. */
async function fillDate(form: Locator, label: string, value: string): Promise<void> {
  await form.getByLabel(label).fill(value);
  await form.getByLabel(label).press('Tab');
}

/** Expects each of the texts somewhere in `scope`. */
async function expectTexts(scope: Locator, texts: string[]): Promise<void> {
  for (const text of texts) await expect(scope).toContainText(text);
}

/** Waits for the list title to show the server's total. */
async function expectCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: `Products (${count})` })).toBeVisible();
}

test('a staff user adds a product through the form, finds it, filters the list and edits it', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Basmati ${suffix}`;
  const sku = `RICE-${suffix}`;
  const category = `Grains ${suffix}`;
  await signUpAndOpen(page, request, { role: 'staff' }, '/products');
  await expect(page.getByRole('heading', { level: 2, name: /^Products \([\d,]+\)$/ })).toBeVisible();

  // The form: a required name, and dates in order (a tall window shows all of it at once).
  await page.setViewportSize({ width: 1280, height: 1150 });
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await expect(form.getByLabel(/^Product Name/)).toBeVisible();
  await pageShot(page, 'product-form');

  await fillDate(form, 'Manufacturing Date', '2026-05-01');
  await fillDate(form, 'Expiry Date', '2026-04-01');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByText('Product name is required')).toBeVisible();
  await expect(form.getByText('Expiry date cannot be before the manufacturing date')).toBeVisible();
  // The form scrolled back to the first field in error.
  await expect(form.getByLabel(/^Product Name/)).toBeInViewport();
  await pageShot(page, 'product-form-errors');

  // Fill it in; weight stays empty, quantity is above the threshold.
  await fillFields(form, [
    [/^Product Name/, `  ${name}  `],
    ['SKU', sku],
    ['Category', category],
    ['Description', 'Long grain rice, aged two years'],
    [/^Price/, '1234.5'],
    ['Quantity', '40'],
    ['Threshold Limit', '10'],
    ['Length (cm)', '50'],
    ['Width (cm)', '40'],
    ['Height (cm)', '30'],
    ['Shelf Life (days)', '365'],
  ]);
  await fillDate(form, 'Expiry Date', '2027-05-01');
  await fillFields(form, [
    ['Supplier Longitude', '77.5946'],
    ['Supplier Latitude', '12.9716'],
  ]);
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Product created')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // In the list: SKU under the name, price in rupees, stock status; no Delete for staff.
  const row = productRow(page, name);
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expectTexts(row, [`SKU: ${sku}`, category, '₹1,234.50', 'In Stock']);
  await expect(row.getByRole('link', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Search (server-side, debounced) by SKU, then filter by category.
  await page.getByLabel('Search').fill(sku.toLowerCase());
  await expectCount(page, 1);
  await expect(productRow(page, name)).toBeVisible();
  await pageShot(page, 'products-list');

  await page.getByLabel('Search').fill('');
  await categoryFilter(page).click();
  await page.getByRole('option', { name: category }).click();
  await expectCount(page, 1);
  await expect(productRow(page, name)).toBeVisible();

  // A filter that matches nothing says so and offers to clear the filters.
  await page.getByLabel('Search').fill(`nothing-${suffix}`);
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await pageShot(page, 'products-empty-filter');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(categoryFilter(page)).toHaveValue('');
  await expect(productRow(page, name)).toBeVisible();

  // The phone view keeps the table usable (it scrolls sideways).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Search').fill(suffix);
  await expectCount(page, 1);
  // On a phone each product is a card with its price, quantity and actions.
  await expect(page.getByText('₹1,234.50').filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' })).toBeVisible();
  await pageShot(page, 'products-list-phone');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Product' }).getByLabel(/^Product Name/)).toBeVisible();
  await pageShot(page, 'product-form-phone');
  await page.getByRole('dialog', { name: 'Add Product' }).getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Detail: the cards, volume to 2 decimals, the payload rules visible in the saved product.
  await productRow(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toHaveCount(0);
  const basic = card(page, 'Basic Information');
  const system = card(page, 'System Information');
  await expectTexts(basic, [
    name,
    sku,
    '₹1,234.50',
    'Shelf Life' + '365 days',
    'Long grain rice, aged two years',
  ]);
  await expectTexts(card(page, 'Physical Properties'), [
    'Weight' + 'Not set',
    '50 × 40 × 30 cm',
    '0.06 m³',
    '12.9716, 77.5946',
  ]);
  await expectTexts(card(page, 'Dates'), ['Manufacturing Date' + '1 May 2026', 'Expiry Date' + '1 May 2027']);
  await expectTexts(system, ['Restock Recommended' + 'No', 'Placed in Inventories' + '0 of 40']);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await pageShot(page, 'product-detail');

  // Edit: the form comes filled in; lower the quantity below the threshold, clear the date and SKU.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel(/^Product Name/)).toHaveValue(name);
  await expect(edit.getByLabel('SKU')).toHaveValue(sku);
  await expect(edit.getByLabel('Quantity', { exact: true })).toHaveValue('40');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('No changes to update')).toBeVisible();

  await fillFields(edit, [
    ['Quantity', '5'],
    ['SKU', ''],
  ]);
  await fillDate(edit, 'Manufacturing Date', '');
  await fillDate(edit, 'Expiry Date', '');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
  await expect(card(page, 'Dates')).toHaveCount(0);
  await expect(basic).toContainText('SKU' + 'Not set');
  // Shelf life is no date: it stays in view without the Dates card.
  await expect(basic).toContainText('Shelf Life' + '365 days');
  await expect(system).toContainText('Restock Recommended' + 'Yes');
  await pageShot(page, 'product-detail-no-dates');

  // Back in the list the status follows.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await page.getByLabel('Search').fill(suffix);
  await expect(productRow(page, name)).toContainText('Low Stock');
});

test('an admin gives a product its brand and MRP; the price may not pass the MRP', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Tata Salt ${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' }, '/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await fillFields(form, [
    [/^Product Name/, name],
    ['Brand', 'Tata'],
    [/^Price/, '110'],
    ['MRP (₹)', '120'],
  ]);
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form).toBeHidden();

  // The list shows the brand in a column of its own; the MRP waits in the column chooser.
  await page.getByLabel('Search').fill(suffix);
  await expectCount(page, 1);
  await expect(page.getByRole('columnheader', { name: 'Brand' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'MRP' })).toHaveCount(0);
  await expectTexts(productRow(page, name), ['Tata', '₹110.00']);

  // Its page: the brand, the MRP, and what the price leaves under it.
  await productRow(page, name).getByRole('link', { name }).click();
  const basic = card(page, 'Basic Information');
  await expectTexts(basic, ['Brand' + 'Tata', 'MRP' + '₹120.00', '₹10.00 below MRP (8.3%)']);

  // A price above the MRP is refused under the price before anything is sent.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await fillFields(edit, [[/^Price/, '130']]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByLabel(/^Price/)).toHaveAttribute('aria-invalid', 'true');
  await expect(edit.getByText('The price may not be above the MRP')).toBeVisible();

  // The MRP lowered meanwhile by someone else: the server's refusal names both, in the form.
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const lowered = await request.put(`/api/v1/products/${id}`, {
    data: { mrp: 112 },
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  expect(lowered.status(), await lowered.text()).toBe(200);
  await fillFields(edit, [[/^Price/, '115']]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText(/The price ₹115(\.00)? is above the MRP ₹112(\.00)?/);
  await dialogShot(page, 'product-form-over-mrp');
});

test('the list pages on the server and the two empty states differ', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const category = `Paged ${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'staff' });
  for (let i = 1; i <= 26; i += 1) {
    await createProduct(request, auth.token, {
      productName: `Item ${String(i).padStart(2, '0')} ${suffix}`,
      productCategory: category,
      price: i,
    });
  }

  await page.goto('/products');
  await categoryFilter(page).click();
  await page.getByRole('option', { name: category }).click();
  await expectCount(page, 26);
  await expect(page.getByRole('row')).toHaveCount(26); // header + 25 on the first page
  await expect(page.getByText('1–25 of 26')).toBeVisible();
  // Newest first: the last one created opens the list.
  await expect(page.getByRole('row').nth(1)).toContainText(`Item 26 ${suffix}`);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByText('26–26 of 26')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(`Item 01 ${suffix}`);

  // A category filter that matches nothing (combined with a search).
  await page.getByLabel('Search').fill('no-such-item');
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await expect(page.getByText(`Nothing matches “no-such-item” in the category ${category}.`)).toBeVisible();

  // With no products at all the page invites the first one (an empty server is simulated).
  await page.route(isProductList, (route) => route.fulfill({ json: { data: { products: [], total: 0 } } }));
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
  await expect(page.getByText('Add your first product with the Add Product button.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products (0)' })).toBeVisible();
  await pageShot(page, 'products-empty');

  // A failed load says so.
  await page.unroute(isProductList);
  await page.route(isProductList, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
  );
  await page.goto('/products');
  await expect(page.getByText('Failed to fetch products')).toBeVisible();
});

test('a search matching more than it counts says "more than", lists the newest first and pages on', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const over = PRODUCT_SEARCH.exactTotalMax + 10;
  const { auth } = await signUpAndOpen(page, request, { role: 'staff' });
  for (let start = 1; start <= over; start += 30) {
    await Promise.all(
      Array.from({ length: Math.min(30, over - start + 1) }, (_, i) =>
        createProduct(request, auth.token, { productName: `Crowd ${suffix} ${start + i}` }),
      ),
    );
  }
  const product = await createProduct(request, auth.token, {
    productName: `Odd one ${suffix}`,
    sku: `CROWD-${suffix}`.toUpperCase(),
  });

  await page.goto(`/products?search=${encodeURIComponent(`crowd ${suffix}`)}`);
  const bound = PRODUCT_SEARCH.exactTotalMax;
  await expect(page.getByRole('heading', { level: 2, name: `Products (more than ${bound})` })).toBeVisible();
  await expect(page.getByTestId('search-more-than')).toContainText(`More than ${bound} products match`);
  await expect(page.getByText(`1–25 of more than ${bound}`)).toBeVisible();
  await pageShot(page, 'products-search-more-than');

  // The last page the count reaches has a next one: the matches past it are still there.
  const lastCounted = bound / 25;
  await page.goto(`/products?search=${encodeURIComponent(`crowd ${suffix}`)}&page=${lastCounted}`);
  await expect(page.getByText(`${bound - 24}–${bound} of more than ${bound}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('row')).toHaveCount(1 + (over + 1 - bound));

  // Two words narrow it to an exact count; the SKU typed in small letters finds its product first.
  await page.getByLabel('Search').fill(`crowd-${suffix}`.toLowerCase());
  await expect(page.getByRole('row').nth(1)).toContainText(product.productName);
  await expect(page.getByRole('heading', { level: 2, name: 'Products (1)' })).toBeVisible();
});

test('an admin deletes a product after confirming, from the list and from its page', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' });
  const first = await createProduct(request, auth.token, { productName: `Ghee ${suffix}`, quantity: 3 });
  const second = await createProduct(request, auth.token, { productName: `Jaggery ${suffix}`, quantity: 2 });

  // From the list: the confirmation names the product; Cancel keeps it.
  await page.goto('/products');
  await page.getByLabel('Search').fill(suffix);
  await expectCount(page, 2);
  await productRow(page, first.productName).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${first.productName}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(productRow(page, first.productName)).toBeVisible();

  await productRow(page, first.productName).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expectCount(page, 1);
  await expect(productRow(page, first.productName)).toHaveCount(0);

  // A product placed in an inventory cannot be deleted: the server's reason is shown.
  const inventory = await createInventory(request, auth.token, {
    name: `Depot ${suffix}`,
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [77.2, 28.6] },
  });
  await placeViaApi(request, auth.token, inventory._id, { productId: second._id, quantity: 1 });

  await page.goto(`/products/${second._id}`);
  await expect(card(page, 'System Information')).toContainText('Placed in Inventories' + '1 of 2');
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert')).toHaveText(
    `Failed to delete product: "${second.productName}" is placed in 1 inventory (1 unit). Remove it from them first.`,
  );
  await expect(page).toHaveURL(new RegExp(`/products/${second._id}$`));

  // Once removed from the inventory it goes, and the page returns to the list.
  const removed = await request.delete(`/api/v1/inventory/${inventory._id}/products`, {
    data: { productId: second._id },
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('Product deleted')).toBeVisible();

  await page.goto(`/products/${second._id}`);
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('failed saves show the fixed messages', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' });
  const product = await createProduct(request, auth.token, { productName: `Saffron ${suffix}`, quantity: 4 });

  await failCalls(page, '**/api/v1/products/', ['POST']);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel(/^Product Name/).fill(`Turmeric ${suffix}`);
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to create product');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await failCalls(page, `**/api/v1/products/${product._id}`, ['PUT', 'DELETE']);
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByLabel('Quantity', { exact: true }).fill('6');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Failed to update product');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete product');
  await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));
  await expect(card(page, 'Basic Information')).toContainText('Quantity' + '4');
});

test('unknown, malformed and failing product pages; a visitor can look but not change', async ({
  page,
  request,
}) => {
  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Product not found')).toBeVisible();
  await page.goto('/products/not-an-id');
  await expect(page.getByText('Product not found')).toBeVisible();

  await page.route('**/api/v1/products/11111111-1111-4111-8111-111111111111', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
  );
  await page.goto('/products/11111111-1111-4111-8111-111111111111');
  await expect(page.getByText('Failed to fetch product details')).toBeVisible();

  // Signed out: the list and a product are readable, with no Add, Edit or Delete.
  const suffix = uniqueSuffix();
  const { token } = await registerViaApi(request, newUser());
  const product = await createProduct(request, token, { productName: `Cardamom ${suffix}`, quantity: 0 });

  await page.goto('/products');
  await page.getByLabel('Search').fill(suffix);
  await expectCount(page, 1);
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await expect(productRow(page, product.productName)).toContainText('Low Stock');
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 2, name: product.productName })).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('a product page shows where its units are and its stock history', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' });
  const product = await createProduct(request, auth.token, { productName: `Poha ${suffix}`, quantity: 30 });
  const inventory = await createInventory(request, auth.token, {
    name: `Indore Depot ${suffix}`,
    location: 'Sanwer Road, Indore',
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [75.8577, 22.7196] },
  });
  await placeViaApi(request, auth.token, inventory._id, { productId: product._id, quantity: 12 });

  await page.goto(`/products/${product._id}`);
  const stock = page.getByRole('region', { name: 'Stock by Inventory' });
  await expect(
    stock.getByRole('row', { name: new RegExp(`Indore Depot ${suffix}.*Sanwer Road, Indore.*12`) }),
  ).toBeVisible();
  await expect(stock.getByRole('row', { name: /Not placed in any inventory\s*18/ })).toBeVisible();

  const history = page.getByRole('region', { name: 'Stock History' });
  await expect(history.getByRole('row')).toHaveCount(3);
  // Each row says what it counts toward: the placement in the inventory, or the company's stock.
  await expect(history.getByRole('row').nth(1)).toContainText(
    `Placed in inventory${`Indore Depot ${suffix}`}Placement${auth.user.name}+12`,
  );
  await expect(history.getByRole('row').nth(2)).toContainText(`Opening stock—Stock${auth.user.name}+30`);
  await stock.getByRole('link', { name: `Indore Depot ${suffix}` }).scrollIntoViewIfNeeded();
  await pageShot(page, 'product-detail-stock');

  await stock.getByRole('link', { name: `Indore Depot ${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/${inventory._id}$`));

  // Signed out, the history (which names people) is not shown; where the stock is, is.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('region', { name: 'Stock by Inventory' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stock History' })).toHaveCount(0);
});
