import { expect, test, type Locator, type Page } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { expectFieldValues, fillFields } from './support/forms';
import { expectLoadFailure, failCalls } from './support/network';
import { dialogShot, dismissNotifications, pageShot } from './support/screens';
import { adminToken, createInventory, createProduct } from './support/stock';
import { cancelViaApi, createTransport, productQuantity, registerDriver } from './support/transports';

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
const statCard = (page: Page, label: string): Locator => page.getByRole('group', { name: label });
const searchBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Search' });
const statusFilter = (page: Page): Locator => page.getByRole('textbox', { name: 'Status' });

/** Picks `option` in a select or server-searched picker after typing `typed` (nothing: just open it). */
async function choose(page: Page, input: Locator, option: string | RegExp, typed?: string): Promise<void> {
  if (typed === undefined) await input.click();
  else await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** The list heading once the server's total is in. */
async function expectTransportCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: `Transportation (${count})` })).toBeVisible();
}

/** The three stat cards: pending, in transit (with the dispatched hint) and delivered. */
async function expectStats(page: Page, pending: number, inTransit: string, delivered: number) {
  await expect(statCard(page, 'Pending')).toHaveText(`Pending${pending}`);
  await expect(statCard(page, 'In Transit')).toHaveText(`In Transit${inTransit}`);
  await expect(statCard(page, 'Delivered')).toHaveText(`Delivered${delivered}`);
}

test('a staff user creates an order with two product lines and moves it to delivered', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const packageId = `ORD-${suffix}`;
  const driver = `Ravi ${suffix}`;
  const depot = `Thane Depot ${suffix}`;
  const token = await adminToken(request);
  const rice = await createProduct(request, token, {
    productName: `Basmati ${suffix}`,
    sku: `RICE-${suffix}`,
    price: 120,
    quantity: 10,
    weight: 25,
  });
  const dal = await createProduct(request, token, {
    productName: `Toor Dal ${suffix}`,
    price: 80,
    quantity: 4,
    weight: 1,
  });
  const inventory = await createInventory(request, token, {
    name: depot,
    location: 'Thane',
    totalCapacity: 50_000,
    totalVolume: 400,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
  });
  await registerDriver(request, driver);

  await signUpAndOpen(page, request, { role: 'staff' }, '/orders');
  await expect(page.getByRole('heading', { level: 2, name: /^Orders \([\d,]+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create Order' }).click();
  const form = page.getByRole('dialog', { name: 'Create Order' });
  await expect(form.getByLabel(/^Status/)).toHaveValue('Pending');
  await expect(form.getByLabel(/^Transport Mode/)).toHaveValue('Land');

  // Required: a package id, and a product on every line.
  await form.getByRole('button', { name: 'Add product' }).click();
  await form.getByRole('button', { name: 'Create Order' }).click();
  await expect(form.getByText('Package ID is required')).toBeVisible();
  await expect(form.getByText('Product is required')).toBeVisible();

  await form.getByLabel(/^Package ID/).fill(packageId);
  await choose(page, form.getByLabel(/^Transport Mode/), 'Air');
  await form.getByLabel(/^Transportation Cost/).fill('1500');
  await choose(page, form.getByLabel('Assigned Driver'), new RegExp(driver), driver);
  await form.getByLabel('ETA', { exact: true }).fill('2027-01-15T10:30');
  await fillFields(form, [
    ['Start latitude', '19.076'],
    ['Start longitude', '72.8777'],
  ]);
  // Choosing the destination inventory fills in its point.
  await choose(page, form.getByLabel(/^Destination Inventory/), new RegExp(depot), depot);
  await expectFieldValues(form, [
    ['Destination latitude', '19.2813'],
    ['Destination longitude', '73.0483'],
  ]);
  await choose(page, form.getByLabel('Product 1'), new RegExp(`Basmati ${suffix}`), `Basmati ${suffix}`);
  await expect(form.getByLabel('Product 1')).toHaveValue(`Basmati ${suffix} (RICE-${suffix})`);
  await form.getByLabel('Quantity 1').fill('3');
  await form.getByRole('button', { name: 'Add product' }).click();
  await choose(page, form.getByLabel('Product 2'), new RegExp(`Toor Dal ${suffix}`), `Toor Dal ${suffix}`);
  await form.getByLabel('Quantity 2').fill('2');
  await dialogShot(page, 'order-form');
  await form.getByRole('button', { name: 'Create Order' }).click();
  await expect(form).toBeHidden();

  // On /orders: Package ID, Status, Transport Mode, ETA, Assigned To, Actions; the Order tag.
  await searchBox(page).fill(suffix);
  const order = row(page, packageId);
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('cell').nth(0)).toHaveText(`${packageId}Order`);
  await expect(order.getByRole('cell').nth(1)).toHaveText('Pending');
  await expect(order.getByRole('cell').nth(2)).toHaveText('Air');
  await expect(order.getByRole('cell').nth(3)).toHaveText(/^15 Jan 2027, 10:30\sam$/);
  await expect(order.getByRole('cell').nth(4)).toHaveText(driver);
  await pageShot(page, 'orders-list');

  // On /transportation: places by name or coordinates, never raw points.
  await page.goto('/transportation');
  await searchBox(page).fill(suffix);
  await expectTransportCount(page, 1);
  const transport = row(page, packageId);
  await expect(transport.getByRole('cell').nth(0)).toHaveText(new RegExp(`^[0-9a-f]{6}${packageId}Order$`));
  await expect(transport.getByRole('cell').nth(1)).toHaveText('19.0760, 72.8777');
  await expect(transport.getByRole('cell').nth(2)).toHaveText(depot);
  await expect(transport.getByRole('cell').nth(4)).toHaveText(driver);
  await expectStats(page, 1, '0', 0);
  await pageShot(page, 'transportation-order');

  // Through Edit on /orders: pending -> in transit -> delivered.
  await page.goto('/orders');
  await searchBox(page).fill(suffix);
  await order.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Order' });
  await expectFieldValues(edit, [
    [/^Package ID/, packageId],
    ['ETA', '2027-01-15T10:30'],
    ['Product 1', `Basmati ${suffix} (RICE-${suffix})`],
    ['Quantity 1', '3'],
    ['Product 2', `Toor Dal ${suffix}`],
    ['Quantity 2', '2'],
  ]);
  await expect(edit.getByText('₹520.00')).toBeVisible();
  await edit.getByLabel(/^Status/).click();
  await expect(page.getByRole('option')).toHaveText(['Pending', 'Dispatched', 'In Transit']);
  await page.getByRole('option', { name: 'In Transit' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(order.getByRole('cell').nth(1)).toHaveText('In Transit');

  await order.getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByText('can change only while the order is pending')).toBeVisible();
  await expect(edit.getByLabel('Product 1')).toBeDisabled();
  await expect(edit.getByRole('button', { name: 'Add product' })).toHaveCount(0);
  await dismissNotifications(page);
  await dialogShot(page, 'order-edit');
  await choose(page, edit.getByLabel(/^Status/), 'Delivered');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(order.getByRole('cell').nth(1)).toHaveText('Delivered');

  // Delivered into the depot: the units are received as new stock.
  expect(await productQuantity(request, token, rice._id)).toBe(13);
  expect(await productQuantity(request, token, dal._id)).toBe(6);
  await page.goto(`/inventory/${inventory._id}`);
  await expect(row(page, `Basmati ${suffix}`).getByRole('cell').nth(1)).toHaveText('3');

  // A delivered transport cannot be cancelled.
  await page.goto('/transportation');
  await searchBox(page).fill(suffix);
  await expect(transport.getByRole('cell').nth(3)).toHaveText('Delivered');
  await expect(transport.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expectStats(page, 0, '0', 1);
});

test('cancelling a transport, filtering by status and the stat cards', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const ids = (n: number) => `TR-${suffix}-${n}`;
  await createTransport(request, token, { packageId: ids(1) });
  await createTransport(request, token, { packageId: ids(2) });
  await createTransport(request, token, { packageId: ids(3), status: 'inTransit' });
  await createTransport(request, token, { packageId: ids(4), status: 'dispatched' });

  await signUpAndOpen(page, request, { role: 'staff' }, '/transportation');
  await searchBox(page).fill(suffix);
  await expectTransportCount(page, 4);
  await expectStats(page, 2, '11 dispatched', 0);
  await expect(row(page, ids(1)).getByRole('cell').nth(1)).toHaveText('—');
  await expect(row(page, ids(1)).getByRole('cell').nth(4)).toHaveText('Unassigned');

  await row(page, ids(1)).getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel ${ids(1)}` });
  await expect(confirm).toContainText('Are you sure you want to cancel this transport?');
  await confirm.getByRole('button', { name: 'Cancel Transport' }).click();
  await expect(row(page, ids(1)).getByRole('cell').nth(3)).toHaveText('Cancelled');
  await expect(row(page, ids(1)).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expectStats(page, 1, '11 dispatched', 0);

  // The filter narrows the rows; the cards keep counting every status of the search.
  const filter = statusFilter(page);
  await choose(page, filter, 'Cancelled');
  await expectTransportCount(page, 1);
  await expect(row(page, ids(1))).toBeVisible();
  await expect(row(page, ids(2))).toHaveCount(0);
  await choose(page, filter, 'In Transit');
  await expect(row(page, ids(1))).toHaveCount(0);
  await expectTransportCount(page, 1);
  await expect(row(page, ids(3))).toBeVisible();
  await expect(row(page, ids(4))).toHaveCount(0);
  await expectStats(page, 1, '11 dispatched', 0);
  // Dispatched, not yet in transit: found under its own filter.
  await choose(page, filter, 'Dispatched');
  await expect(row(page, ids(3))).toHaveCount(0);
  await expect(row(page, ids(4))).toBeVisible();
  await expectTransportCount(page, 1);
  await choose(page, filter, 'Delivered');
  await expect(page.getByRole('heading', { name: 'No transports match your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(filter).toHaveValue('All statuses');
  await searchBox(page).fill(suffix);
  await expectTransportCount(page, 4);
  await pageShot(page, 'transportation-list');

  await page.getByRole('button', { name: 'Create Transport' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Transport' })).toBeVisible();
  await dialogShot(page, 'transport-form');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: ids(2) })).toContainText('Pending');
  await pageShot(page, 'transportation-list-phone');
  await page
    .getByRole('article', { name: ids(2) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Transport' })).toBeVisible();
  await dialogShot(page, 'transport-form-phone');
});

test('a failed status filter falls back to the full list; failures show the fixed messages', async ({
  page,
  request,
}) => {
  // Signed out: the API needs a token, so the pages ask for a login instead of listing.
  const signedOutPages: Array<[string, string]> = [
    ['/transportation', 'Transportation'],
    ['/orders', 'Orders'],
  ];
  for (const [path, title] of signedOutPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  }

  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const pending = await createTransport(request, token, { packageId: `FB-${suffix}-1` });
  await createTransport(request, token, { packageId: `FB-${suffix}-2`, status: 'delivered' });

  await signUpAndOpen(page, request, { role: 'staff' }, '/transportation');
  await searchBox(page).fill(suffix);
  await expectTransportCount(page, 2);

  // The status-filtered call fails: the full list is shown, and says so.
  await failCalls(page, '**/api/v1/transports/status/**');
  await choose(page, statusFilter(page), 'Delivered');
  await expect(page.getByRole('status').filter({ hasText: 'Could not filter' })).toHaveText(
    'Could not filter by Delivered: showing all transports.',
  );
  await expect(row(page, `FB-${suffix}-1`)).toBeVisible();
  await expect(row(page, `FB-${suffix}-2`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/api/v1/transports/status/**');

  // Both calls fail, the filtered one and the full list it falls back to: then the list is an error.
  await failCalls(page, /\/api\/v1\/transports\/(status\/\w+)?\?/);
  await choose(page, statusFilter(page), 'Pending');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch transportation data');
  await page.unroute(/\/api\/v1\/transports\/(status\/\w+)?\?/);
  await expectLoadFailure(
    page,
    /\/api\/v1\/transports\/(status\/\w+)?\?/,
    '/transportation',
    'Failed to fetch transportation data',
  );
  await expectLoadFailure(page, /\/api\/v1\/transports\/\?/, '/orders', 'Failed to fetch orders');

  // Cancelled elsewhere meanwhile, unseen (the live updates cut, as on a lost connection): the
  // server's reason follows the screen's own message. With live updates on, the list can refresh
  // before the click, and the row has no Cancel button left to press.
  await page.route(/\/api\/v1\/events(\/ticket)?(\?|$)/, (route) => route.abort());
  await page.goto('/transportation');
  await searchBox(page).fill(suffix);
  await expectTransportCount(page, 2);
  await cancelViaApi(request, token, pending._id);
  await row(page, `FB-${suffix}-1`).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Transport' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Failed to cancel transport: Transport "FB-${suffix}-1" is already cancelled`,
  );
  // The refusal refreshes the list: the row shows what is true now.
  await expect(row(page, `FB-${suffix}-1`).getByRole('cell').nth(3)).toHaveText('Cancelled');
  await expect(row(page, `FB-${suffix}-1`).getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // A package id already taken: the save fails with the server's reason.
  await page.getByRole('button', { name: 'Create Transport' }).click();
  const form = page.getByRole('dialog', { name: 'Create Transport' });
  await form.getByLabel(/^Package ID/).fill(`FB-${suffix}-2`);
  await form.getByRole('button', { name: 'Create Transport' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `Failed to save transportation record: A transport with package ID "FB-${suffix}-2" already exists`,
  );

  await page.goto('/orders');
  await failCalls(page, '**/api/v1/buy/order', ['POST']);
  await page.getByRole('button', { name: 'Create Order' }).click();
  const orderForm = page.getByRole('dialog', { name: 'Create Order' });
  await orderForm.getByLabel(/^Package ID/).fill(`FB-${suffix}-3`);
  await orderForm.getByRole('button', { name: 'Create Order' }).click();
  await expect(orderForm.getByRole('alert')).toHaveText('Failed to save order');
});

test('cancelling the last transport of a later page steps back to the page before', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  // One more than a page (25) of pending transports.
  for (let i = 0; i < 26; i++) {
    await createTransport(request, token, { packageId: `PG-${suffix}-${String(i).padStart(2, '0')}` });
  }
  await signUpAndOpen(page, request, { role: 'staff' }, '/transportation');
  await searchBox(page).fill(suffix);
  await choose(page, statusFilter(page), 'Pending');
  await expectTransportCount(page, 26);
  await page.getByRole('button', { name: '2', exact: true }).click();
  // Newest first: the oldest is alone on page 2.
  await expect(page.getByRole('row')).toHaveCount(2);
  await row(page, `PG-${suffix}-00`).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Transport' }).click();
  await expectTransportCount(page, 25);
  await expect(page.getByRole('row')).toHaveCount(26);
  await expect(row(page, `PG-${suffix}-25`)).toBeVisible();
});
