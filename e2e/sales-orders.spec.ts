import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { createPerson, theAdmin } from './support/people';
import { choose } from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';
import { createInventory, createProduct, createViaApi, placeViaApi } from './support/stock';
import { seriousViolations } from './support/axe';

// Sales orders (docs/domain.md#sales-orders): admins and staff take a customer's order, priced live by
// their price list and the running schemes; confirming holds its units in the warehouse and what is
// not there waits as a backorder.

const region = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('region', { name, exact: true });
const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });
/** The status badges beside an order's number on its page. */
const orderStatus = (page: Page): Locator => page.getByRole('group', { name: 'Order status' });

/**
 * Two products in a warehouse (20 biscuits, 50 soaps), a price list with the biscuits at ₹9.50, a
 * buy-10-get-1 scheme on them, and a customer on the list, made for one test.
 */
async function sellingSetup(request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const token = admin.auth.token;
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
  const godown = await createInventory(request, token, {
    name: `Nagpur ${suffix}`,
    location: 'Wardha Road, Nagpur',
    totalCapacity: 10_000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [79.08, 21.14] },
  });
  await placeViaApi(request, token, godown._id, { productId: biscuits._id, quantity: 20 });
  await placeViaApi(request, token, godown._id, { productId: soap._id, quantity: 50 });
  const list = await createViaApi<{ id: string; name: string }>(request, token, '/price-lists', 'priceList', {
    name: `Chemists ${suffix}`,
    items: [{ product: biscuits._id, kind: 'price', value: 9.5 }],
  });
  const scheme = await createViaApi<{ id: string; name: string }>(request, token, '/schemes', 'scheme', {
    kind: 'freeQuantity',
    name: `Ten plus one ${suffix}`,
    product: biscuits._id,
    buyQuantity: 10,
    freeQuantity: 1,
  });
  const customer = await createViaApi<{ id: string; name: string }>(
    request,
    token,
    '/customers',
    'customer',
    {
      name: `Sharma Medical ${suffix}`,
      stateCode: '27',
      billingAddress: { line: '12, Sitabuldi Main Road', district: 'Nagpur', pinCode: '440012' },
      priceListId: list.id,
    },
  );
  const staff = await createPerson(request, { role: 'staff', name: `Priya ${suffix}` });
  return { suffix, biscuits, soap, godown, list, scheme, customer, staff };
}

test('a staff member takes an order with a live quote, saves the draft and confirms it: units held and backordered', async ({
  page,
  request,
}) => {
  const { suffix, biscuits, soap, godown, list, scheme, customer, staff } = await sellingSetup(request);

  // The list, from the Selling menu.
  await openSignedIn(page, staff.auth, '/customers');
  await mainNav(page).getByRole('link', { name: 'Sales orders', exact: true }).click();
  await expect(page).toHaveURL('/sales-orders');
  await expect(page.getByRole('heading', { level: 2, name: /^Sales orders/ })).toBeVisible();

  await page.getByRole('button', { name: 'New sales order' }).first().click();
  const form = page.getByRole('dialog', { name: 'New sales order' });
  const quote = region(form, 'Live quote');
  await expect(quote).toContainText('Choose the customer to price the lines');
  await choose(page, form.getByRole('textbox', { name: /^Customer/ }), customer.name, customer.name);
  await choose(page, form.getByRole('textbox', { name: /^Warehouse/ }), godown.name, godown.name);
  await choose(page, form.getByLabel('Product of line 1'), `BIS-${suffix}`, /^Glucose/);
  await form.getByLabel('Units of line 1').fill('25');
  await form.getByRole('button', { name: 'Add line' }).click();
  await choose(page, form.getByLabel('Product of line 2'), soap.productName, /^Neem Soap/);
  await form.getByLabel('Units of line 2').fill('6');

  // The quote prices both lines for this customer, and says why.
  const biscuitLine = row(quote, biscuits.productName);
  await expect(biscuitLine).toContainText(`Price list ${list.name}: ₹9.50`);
  await expect(biscuitLine).toContainText(`Scheme ${scheme.name}: buy 10 get 1 free; 25 bought earn 2 free`);
  await expect(biscuitLine).toContainText('₹237.50');
  const soapLine = row(quote, soap.productName);
  await expect(soapLine).toContainText('The product’s price, ₹40.00');
  await expect(soapLine).toContainText('₹240.00');
  await expect(quote.getByRole('group', { name: 'Totals' })).toContainText('₹477.50');
  await dialogShot(page, 'sales-order-new');

  // Saved as a draft, it opens on its own page.
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/sales-orders\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 2, name: /^SO\// });
  await expect(title).toBeVisible();
  const number = (await title.textContent()) ?? '';
  await expect(orderStatus(page)).toHaveText('Draft');
  const summary = region(page, 'Order');
  await expect(summary.getByRole('link', { name: customer.name })).toBeVisible();
  await expect(summary).toContainText(godown.name);
  await expect(summary).toContainText('440012');
  await expect(summary).toContainText(list.name);
  await expect(region(page, 'Timeline')).toContainText('Created');

  // Confirmed: 20 of the 27 biscuits (25 and 2 free) are held, 7 wait; the 6 soaps are held.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(orderStatus(page)).toHaveText('ConfirmedBackordered');
  const lines = region(page, 'Lines');
  const biscuitRow = row(lines, biscuits.productName);
  await expect(biscuitRow.getByRole('cell').nth(1)).toHaveText('25 + 2 free');
  await expect(biscuitRow.getByRole('cell').nth(4)).toHaveText('20');
  await expect(biscuitRow.getByRole('cell').nth(5)).toHaveText('7');
  const soapRow = row(lines, soap.productName);
  await expect(soapRow.getByRole('cell').nth(4)).toHaveText('6');
  await expect(soapRow.getByRole('cell').nth(5)).toHaveText('0');
  await expect(region(page, 'Timeline')).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await pageShot(page, 'sales-order');

  // The list's Confirmed tab shows it, backordered; the Draft tab does not.
  await page.getByRole('link', { name: 'All sales orders' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(customer.name);
  await page.getByRole('tab', { name: 'Confirmed' }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  const listed = row(page, number);
  await expect(listed).toContainText(customer.name);
  await expect(listed).toContainText('Backordered');
  await expect(listed).toContainText('₹477.50');
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(page.getByText('No sales orders match')).toBeVisible();

  // The customer's page lists it.
  await page.goto(`/customers/${customer.id}`);
  await expect(row(region(page, 'Sales orders'), number)).toContainText('Confirmed');
});

test('on a phone the sales orders are cards; cancelling a confirmed order asks first', async ({
  page,
  request,
}) => {
  const { biscuits, godown, customer, staff } = await sellingSetup(request);
  const order = await createViaApi<{ id: string; number: string }>(
    request,
    staff.auth.token,
    '/sales-orders',
    'salesOrder',
    { customerId: customer.id, inventoryId: godown._id, lines: [{ product: biscuits._id, quantity: 12 }] },
  );
  await openSignedIn(page, staff.auth, `/sales-orders/${order.id}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(orderStatus(page)).toHaveText('Confirmed');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sales-orders?search=${encodeURIComponent(customer.name)}`);
  const card = page.getByRole('article', { name: `Sales order ${order.number}` });
  await expect(card).toContainText(customer.name);
  await expect(card).toContainText('₹114.00');
  await expect(card).toContainText('Confirmed');
  await expect(page.getByRole('table')).toHaveCount(0);
  await pageShot(page, 'sales-orders-phone');

  await card.getByRole('link', { name: order.number }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const ask = page.getByRole('dialog', { name: `Cancel ${order.number}?` });
  await expect(ask).toContainText('go back to the warehouse’s stock');
  await ask.getByRole('button', { name: 'Cancel order' }).click();
  await expect(orderStatus(page)).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('the sales order list, an order and the form with its quote pass axe, light and dark', async ({
  browser,
  request,
}) => {
  // Six axe runs, each a few seconds on a 2-core machine.
  test.setTimeout(120_000);
  const { suffix, biscuits, godown, customer, staff } = await sellingSetup(request);
  const order = await createViaApi<{ id: string; number: string }>(
    request,
    staff.auth.token,
    '/sales-orders',
    'salesOrder',
    { customerId: customer.id, inventoryId: godown._id, lines: [{ product: biscuits._id, quantity: 30 }] },
  );
  const confirmed = await request.post(`/api/v1/sales-orders/${order.id}/confirm`, {
    headers: { Authorization: `Bearer ${staff.auth.token}` },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await openSignedIn(page, staff.auth, '/sales-orders');
    await expect(row(page, order.number)).toContainText('Backordered');
    expect(await seriousViolations(page), `list, ${colorScheme}`).toEqual([]);

    await page.goto(`/sales-orders/${order.id}`);
    await expect(row(region(page, 'Lines'), biscuits.productName)).toBeVisible();
    expect(await seriousViolations(page), `order, ${colorScheme}`).toEqual([]);

    await page.goto('/sales-orders?new=1');
    const form = page.getByRole('dialog', { name: 'New sales order' });
    await choose(page, form.getByRole('textbox', { name: /^Customer/ }), customer.name, customer.name);
    await choose(page, form.getByLabel('Product of line 1'), `BIS-${suffix}`, /^Glucose/);
    await form.getByLabel('Units of line 1').fill('12');
    await expect(region(form, 'Live quote').getByRole('group', { name: 'Totals' })).toContainText('₹114.00');
    expect(await seriousViolations(page), `form, ${colorScheme}`).toEqual([]);
    await context.close();
  }
});
