import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { createPerson, theAdmin } from './support/people';
import { choose } from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';
import { createProduct, createViaApi } from './support/stock';

// Price lists and schemes (docs/domain.md#price-lists-and-schemes): admins and staff price products
// for a kind of customer and run schemes; a customer's page prices a product as their order would be.
// Suppliers and drivers never see them.

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Two products with a price and an MRP, made through the API. */
async function twoProducts(request: APIRequestContext, token: string, suffix: string) {
  const biscuits = await createProduct(request, token, {
    productName: `Glucose Biscuits ${suffix}`,
    sku: `BIS-${suffix}`,
    price: 10,
    mrp: 12,
    quantity: 500,
  });
  const soap = await createProduct(request, token, {
    productName: `Neem Soap ${suffix}`,
    sku: `SOAP-${suffix}`,
    price: 40,
    mrp: 45,
    quantity: 200,
  });
  return { biscuits, soap };
}

test('a staff member prices two products on a list, runs a 10 + 1 scheme, and a customer on the list sees both', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const listName = `Chemists ${suffix}`;
  const schemeName = `Ten plus one ${suffix}`;
  const staff = await createPerson(request, { role: 'staff' });
  const { biscuits, soap } = await twoProducts(request, staff.auth.token, suffix);
  const customer = await createViaApi<{ id: string; name: string }>(
    request,
    staff.auth.token,
    '/customers',
    'customer',
    { name: `Sharma Medical ${suffix}`, stateCode: '27' },
  );

  // The list, from the Selling menu.
  await openSignedIn(page, staff.auth, '/customers');
  await mainNav(page).getByRole('link', { name: 'Price lists', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Price lists/ })).toBeVisible();
  await page.getByRole('button', { name: 'New price list' }).first().click();
  const newList = page.getByRole('dialog', { name: 'New price list' });
  await newList.getByLabel(/^Name/).fill(listName);
  await newList.getByRole('button', { name: 'New price list' }).click();
  await expect(page).toHaveURL(/\/price-lists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: listName })).toBeVisible();

  // The biscuits at a price of the list's own: above the MRP is warned of, not refused.
  await page.getByRole('button', { name: 'Add item' }).click();
  const item = page.getByRole('dialog', { name: 'Add item' });
  await choose(page, item.getByRole('textbox', { name: /^Product/ }), `BIS-${suffix}`, /^Glucose Biscuits/);
  await expect(item.getByText('Product price ₹10.00, MRP ₹12.00')).toBeVisible();
  await item.getByLabel(/^List price \(₹\)/).fill('13');
  await expect(item.getByText('The rate ₹13.00 is above the MRP ₹12.00.', { exact: false })).toBeVisible();
  await item.getByLabel(/^List price \(₹\)/).fill('9.5');
  await expect(item.getByText(/above the MRP/)).toHaveCount(0);
  await item.getByRole('button', { name: 'Add item' }).click();
  await expect(item).toBeHidden();
  await expect(row(page, biscuits.productName)).toContainText('₹9.50');

  // The soap at 10% off its price.
  await page.getByRole('button', { name: 'Add item' }).click();
  await choose(page, item.getByRole('textbox', { name: /^Product/ }), `SOAP-${suffix}`, /^Neem Soap/);
  await item.getByText('% off the price').click();
  await item.getByLabel(/^Discount \(%\)/).fill('10');
  await expect(item.getByText('Rate ₹36.00')).toBeVisible();
  await dialogShot(page, 'price-list-item');
  await item.getByRole('button', { name: 'Add item' }).click();
  await expect(item).toBeHidden();
  const soapRow = row(page, soap.productName);
  for (const text of [`SKU SOAP-${suffix}`, '₹40.00', '₹45.00', '10% off', '₹36.00', 'Always']) {
    await expect(soapRow).toContainText(text);
  }
  await expect(page.getByText('Products priced: 2 · Customers: 0')).toBeVisible();
  await pageShot(page, 'price-list');

  // A scheme: buy 10 biscuits, get 1 free.
  await mainNav(page).getByRole('link', { name: 'Schemes', exact: true }).click();
  await page.getByRole('button', { name: 'New scheme' }).first().click();
  const scheme = page.getByRole('dialog', { name: 'New scheme' });
  await scheme.getByLabel(/^Name/).fill(schemeName);
  await choose(page, scheme.getByRole('textbox', { name: /^Product bought/ }), `BIS-${suffix}`, /^Glucose/);
  await scheme.getByLabel(/^Buy \(units\)/).fill('10');
  await scheme.getByLabel(/^Free \(units\)/).fill('1');
  await expect(scheme.getByRole('status')).toContainText(
    `Buy 10 get 1 free of Glucose Biscuits ${suffix} (BIS-${suffix})`,
  );
  await dialogShot(page, 'scheme-new');
  await scheme.getByRole('button', { name: 'New scheme' }).click();
  await expect(scheme).toBeHidden();
  await expect(row(page, schemeName)).toContainText(`Buy 10 get 1 free of Glucose Biscuits ${suffix}`);
  await expect(row(page, schemeName)).toContainText('Active');
  // Deleting is an admin's.
  await expect(page.getByRole('button', { name: `Delete ${schemeName}` })).toHaveCount(0);

  // The customer gets the list; their page names it and prices 25 biscuits: 2 free.
  await page.goto(`/customers/${customer.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await choose(page, edit.getByRole('textbox', { name: /^Price list/ }), listName, listName);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(region(page, 'Terms').getByRole('link', { name: listName })).toBeVisible();

  const prices = region(page, 'Prices for this customer');
  await choose(page, prices.getByRole('textbox', { name: 'Product' }), `BIS-${suffix}`, /^Glucose/);
  await prices.getByLabel('Quantity (units)').fill('25');
  await expect(prices.getByText('Free units', { exact: true }).locator('..')).toHaveText('Free units2');
  await expect(prices).toContainText('₹9.50 a unit');
  await expect(prices).toContainText(`Price list ${listName}: ₹9.50`);
  await expect(prices).toContainText(`Scheme ${schemeName}: buy 10 get 1 free; 25 bought earn 2 free`);
  await pageShot(page, 'customer-prices');

  // The list now counts its customer.
  await region(page, 'Terms').getByRole('link', { name: listName }).click();
  await expect(page.getByText('Products priced: 2 · Customers: 1')).toBeVisible();
});

test('suppliers have no price lists or schemes', async ({ page, request }) => {
  const supplier = await createPerson(request, { role: 'supplier' });
  await openSignedIn(page, supplier.auth, '/price-lists');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  for (const name of ['Price lists', 'Schemes']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await page.goto('/schemes');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  const refused = await request.get('/api/v1/price-lists', {
    headers: { Authorization: `Bearer ${supplier.auth.token}` },
  });
  expect(refused.status()).toBe(403);
});

test('on a phone a price list’s items are cards', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const { biscuits, soap } = await twoProducts(request, admin.auth.token, suffix);
  const list = await createViaApi<{ id: string; name: string }>(
    request,
    admin.auth.token,
    '/price-lists',
    'priceList',
    {
      name: `Wholesalers ${suffix}`,
      description: 'Cases of 24 and more',
      items: [
        { product: biscuits._id, kind: 'price', value: 12.5, validFrom: '2026-01-01', validTo: null },
        { product: soap._id, kind: 'discount', value: 5 },
      ],
    },
  );
  await openSignedIn(page, admin.auth, `/price-lists/${list.id}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2, name: list.name })).toBeVisible();
  const card = page.getByRole('article', { name: biscuits.productName });
  await expect(card).toContainText('₹12.50');
  await expect(card).toContainText('Above MRP');
  await expect(card).toContainText('From 1 Jan 2026');
  await expect(page.getByRole('article', { name: soap.productName })).toContainText('5% off');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await pageShot(page, 'price-list-phone');
});
