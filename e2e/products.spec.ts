import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';

// Screenshots for a human to look at (git-ignored); the tests check what a user would notice.
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');
// Transitions finished and toasts hidden, so a screenshot shows the page itself.
const shot = (name: string) => ({
  path: path.join(SCREENSHOT_DIR, `${name}.png`),
  fullPage: true,
  animations: 'disabled' as const,
  style: '.mantine-Notifications-root { display: none !important; }',
});

test.beforeAll(() => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

interface CreatedProduct {
  _id: string;
  productName: string;
}

/** Creates a product through the API (for tests that are not about the form). */
async function createProduct(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<CreatedProduct> {
  const response = await request.post('/api/v1/products/', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { product: CreatedProduct } }).data.product;
}

const productRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
const categoryFilter = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Category' }).or(page.getByRole('combobox', { name: 'Category' }));
const isProductList = (url: URL): boolean => url.pathname === '/api/v1/products/';
const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

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
  await expect(page.getByRole('heading', { level: 2, name: /^Products \(\d+\)$/ })).toBeVisible();

  // The form: a required name, and dates in order (a tall window shows all of it at once).
  await page.setViewportSize({ width: 1280, height: 1150 });
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await expect(form.getByLabel(/^Product Name/)).toBeVisible();
  await page.screenshot(shot('product-form'));

  await form.getByLabel('Manufacturing Date').fill('2026-05-01');
  await form.getByLabel('Manufacturing Date').press('Tab');
  await form.getByLabel('Expiry Date').fill('2026-04-01');
  await form.getByLabel('Expiry Date').press('Tab');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByText('Product name is required')).toBeVisible();
  await expect(form.getByText('Expiry date cannot be before the manufacturing date')).toBeVisible();
  // The form scrolled back to the first field in error.
  await expect(form.getByLabel(/^Product Name/)).toBeInViewport();
  await page.screenshot(shot('product-form-errors'));

  // Fill it in; weight stays empty, quantity is above the threshold.
  await form.getByLabel(/^Product Name/).fill(`  ${name}  `);
  await form.getByLabel('SKU').fill(sku);
  await form.getByLabel('Category').fill(category);
  await form.getByLabel('Description').fill('Long grain rice, aged two years');
  await form.getByLabel(/^Price/).fill('1234.5');
  await form.getByLabel('Quantity').fill('40');
  await form.getByLabel('Threshold Limit').fill('10');
  await form.getByLabel('Length (cm)').fill('50');
  await form.getByLabel('Width (cm)').fill('40');
  await form.getByLabel('Height (cm)').fill('30');
  await form.getByLabel('Expiry Date').fill('2027-05-01');
  await form.getByLabel('Expiry Date').press('Tab');
  await form.getByLabel('Supplier Longitude').fill('77.5946');
  await form.getByLabel('Supplier Latitude').fill('12.9716');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Product created')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // In the list: SKU under the name, price in rupees, stock status; no Delete for staff.
  const row = productRow(page, name);
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row).toContainText(`SKU: ${sku}`);
  await expect(row).toContainText(category);
  await expect(row).toContainText('₹1,234.50');
  await expect(row).toContainText('In Stock');
  await expect(row.getByRole('link', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Search (server-side, debounced) by SKU, then filter by category.
  await page.getByLabel('Search').fill(sku.toLowerCase());
  await expectCount(page, 1);
  await expect(productRow(page, name)).toBeVisible();
  await page.screenshot(shot('products-list'));

  await page.getByLabel('Search').fill('');
  await categoryFilter(page).click();
  await page.getByRole('option', { name: category }).click();
  await expectCount(page, 1);
  await expect(productRow(page, name)).toBeVisible();

  // A filter that matches nothing says so and offers to clear the filters.
  await page.getByLabel('Search').fill(`nothing-${suffix}`);
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await page.screenshot(shot('products-empty-filter'));
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
  await page.screenshot(shot('products-list-phone'));
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Product' }).getByLabel(/^Product Name/)).toBeVisible();
  await page.screenshot(shot('product-form-phone'));
  await page.getByRole('dialog', { name: 'Add Product' }).getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Detail: the cards, volume to 2 decimals, the payload rules visible in the saved product.
  await productRow(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toHaveCount(0);
  const basic = card(page, 'Basic Information');
  await expect(basic).toContainText(name);
  await expect(basic).toContainText(sku);
  await expect(basic).toContainText('₹1,234.50');
  await expect(basic).toContainText('Long grain rice, aged two years');
  const physical = card(page, 'Physical Properties');
  await expect(physical).toContainText('Weight' + 'Not set');
  await expect(physical).toContainText('50 × 40 × 30 cm');
  await expect(physical).toContainText('0.06 m³');
  await expect(physical).toContainText('12.9716, 77.5946');
  const dates = card(page, 'Dates');
  await expect(dates).toContainText('Manufacturing Date' + '1 May 2026');
  await expect(dates).toContainText('Expiry Date' + '1 May 2027');
  await expect(dates).toContainText('Shelf Life' + 'Not set');
  const system = card(page, 'System Information');
  await expect(system).toContainText('Restock Recommended' + 'No');
  await expect(system).toContainText('Placed in Inventories' + '0 of 40');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.screenshot(shot('product-detail'));

  // Edit: the form comes filled in; lower the quantity below the threshold, clear the date and SKU.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel(/^Product Name/)).toHaveValue(name);
  await expect(edit.getByLabel('SKU')).toHaveValue(sku);
  await expect(edit.getByLabel('Quantity')).toHaveValue('40');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('No changes to update')).toBeVisible();

  await edit.getByLabel('Quantity').fill('5');
  await edit.getByLabel('SKU').fill('');
  await edit.getByLabel('Manufacturing Date').fill('');
  await edit.getByLabel('Manufacturing Date').press('Tab');
  await edit.getByLabel('Expiry Date').fill('');
  await edit.getByLabel('Expiry Date').press('Tab');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
  await expect(card(page, 'Dates')).toHaveCount(0);
  await expect(basic).toContainText('SKU' + 'Not set');
  await expect(system).toContainText('Restock Recommended' + 'Yes');
  await page.screenshot(shot('product-detail-no-dates'));

  // Back in the list the status follows.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await page.getByLabel('Search').fill(suffix);
  await expect(productRow(page, name)).toContainText('Low Stock');
});

test('the list pages on the server and the two empty states differ', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const category = `Paged ${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'supplier' });
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
  await page.screenshot(shot('products-empty'));

  // A failed load says so.
  await page.unroute(isProductList);
  await page.route(isProductList, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
  );
  await page.goto('/products');
  await expect(page.getByText('Failed to fetch products')).toBeVisible();
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
  const inventory = await request.post('/api/v1/inventory/create', {
    data: {
      name: `Depot ${suffix}`,
      totalCapacity: 1000,
      totalVolume: 100,
      inventoryLocation: { type: 'Point', coordinates: [77.2, 28.6] },
    },
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  expect(inventory.status(), await inventory.text()).toBe(201);
  const inventoryId = ((await inventory.json()) as { data: { inventory: { _id: string } } }).data.inventory
    ._id;
  const placed = await request.post(`/api/v1/inventory/${inventoryId}/products`, {
    data: { productId: second._id, quantity: 1 },
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await page.goto(`/products/${second._id}`);
  await expect(card(page, 'System Information')).toContainText('Placed in Inventories' + '1 of 2');
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  const refusal = page.getByRole('alert').filter({ hasText: /inventor/i });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toHaveText('Failed to delete product');
  await expect(page).toHaveURL(new RegExp(`/products/${second._id}$`));

  // Once removed from the inventory it goes, and the page returns to the list.
  const removed = await request.delete(`/api/v1/inventory/${inventoryId}/products`, {
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
  const registered = await request.post('/api/v1/users/register', {
    data: { name: `Ravi ${suffix}`, email: `ravi.${suffix}@example.com`, password: 'secret1', role: 'staff' },
  });
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
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
