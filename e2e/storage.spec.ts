import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newUser, registerViaApi, signUpAndOpen, uniqueSuffix } from './support/accounts';

// Screenshots for a human to look at (git-ignored); the tests check what a user would notice.
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');
const shotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/** A full-page screenshot from the top, without the toasts. */
async function pageShot(page: Page, name: string): Promise<void> {
  await dismissNotifications(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shotPath(name), fullPage: true, animations: 'disabled' });
}

/** A screenshot of an open modal, in a window tall enough to show all of it. */
async function dialogShot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: 1100 });
  await page.screenshot({ path: shotPath(name), animations: 'disabled' });
  await page.setViewportSize(size);
}

test.beforeAll(() => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

/** Closes the toasts so a screenshot shows the page under them. */
async function dismissNotifications(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-closeButton');
  for (const button of await close.all()) {
    // A toast may close itself meanwhile; then there is nothing to click.
    await button.click({ timeout: 2000 }).catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}

/** POSTs to the API as a signed-in user and returns the created object under `key`. */
async function create(
  request: APIRequestContext,
  token: string,
  url: string,
  key: string,
  body: Record<string, unknown>,
): Promise<{ _id: string; name: string }> {
  const response = await request.post(`/api/v1${url}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Record<string, { _id: string; name: string }> }).data[key]!;
}

/** An inventory made through the API by a fresh admin, with that admin's token. */
async function inventoryViaApi(request: APIRequestContext, name: string) {
  const { token } = await registerViaApi(request, newUser({ role: 'admin' }));
  const inventory = await create(request, token, '/inventory/create', 'inventory', {
    name,
    location: 'Bhiwandi, Thane',
    totalCapacity: 50_000,
    totalVolume: 400,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
  });
  return { token, inventory };
}

const storageCard = (page: Page, name: string): Locator => page.getByRole('article', { name });
const statCard = (page: Page, label: string): Locator => page.getByRole('group', { name: label });
const searchBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Search storage units' });
const figure = (card: Locator, label: string, value: string) =>
  expect(card.getByText(label, { exact: true }).locator('..')).toHaveText(`${label}${value}`);

test('a staff user adds a storage unit, sees its utilization and the totals, and searches', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const depot = `Thane Depot ${suffix}`;
  const unit = `Cold Room ${suffix}`;
  await inventoryViaApi(request, depot);
  await signUpAndOpen(page, request, { role: 'staff' }, '/storage');
  await expect(page.getByRole('heading', { level: 2, name: /^Storage Units \(\d+\)$/ })).toBeVisible();
  await expect(statCard(page, 'Active Units')).toBeVisible();

  // Required fields first.
  await page.getByRole('button', { name: 'Add Storage' }).click();
  const form = page.getByRole('dialog', { name: 'Add Storage Unit' });
  await form.getByRole('button', { name: 'Add Storage' }).click();
  for (const message of [
    'Location ID is required',
    'Inventory is required',
    'Length is required',
    'Width is required',
    'Height is required',
    'Holding capacity is required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await form.getByLabel(/^Location ID/).fill(`CR-${suffix}`);
  await form.getByLabel(/^Inventory/).fill(depot);
  await page.getByRole('option', { name: new RegExp(depot) }).click();
  await form.getByLabel('Name', { exact: true }).fill(unit);
  await form.getByLabel('Type', { exact: true }).fill(`Chiller-${suffix}`);
  await form.getByLabel('Location', { exact: true }).fill(`Aisle ${suffix}`);
  await form.getByLabel('Description').fill('Dairy and vaccines');
  await form.getByLabel(/^Length/).fill('200');
  await form.getByLabel(/^Width/).fill('100');
  await form.getByLabel(/^Height/).fill('250');
  await expect(form.getByText('Leave empty to use the dimensions: 5.00 m³')).toBeVisible();
  await form.getByLabel(/^Holding capacity/).fill('800');
  await form.getByLabel('Minimum temperature (°C)').fill('2');
  await form.getByLabel('Maximum temperature (°C)').fill('8');
  await form.getByLabel('Current weight (kg)').fill('200');
  await form.getByLabel('Current volume (m³)').fill('1.5');
  await dialogShot(page, 'storage-form');
  await form.getByRole('button', { name: 'Add Storage' }).click();
  await expect(form).toBeHidden();

  // Its card, found by the server-side search over name, location and type.
  await searchBox(page).fill(`aisle ${suffix}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Storage Units (1)' })).toBeVisible();
  const card = storageCard(page, unit);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Dairy and vaccines')).toBeVisible();
  await expect(card.getByRole('link', { name: depot })).toHaveAttribute('href', /^\/inventory\//);
  await figure(card, 'Max weight', '800 kg');
  await figure(card, 'Max volume', '5 m³');
  await figure(card, 'Current weight', '200 kg');
  await figure(card, 'Current volume', '1.5 m³');
  await figure(card, 'Min temperature', '2 °C');
  await figure(card, 'Max temperature', '8 °C');
  await expect(card.getByText('25.0%')).toBeVisible();
  await expect(card.getByText('30.0%')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Weight used' })).toHaveAttribute('aria-valuenow', '25');
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The stat cards total what the search matches.
  await expect(statCard(page, 'Active Units')).toHaveText(/Active Units1of 1 unit/);
  await expect(statCard(page, 'Total Weight')).toHaveText(/Total Weight200 kgof 800 kg max/);
  await expect(statCard(page, 'Total Volume')).toHaveText(/Total Volume1.5 m³of 5 m³ max/);

  await searchBox(page).fill(`chiller-${suffix}`);
  await expect(storageCard(page, unit)).toBeVisible();
  await searchBox(page).fill(`nothing ${suffix}`);
  await expect(
    page.getByRole('heading', { name: `No storage units match "nothing ${suffix}"` }),
  ).toBeVisible();
  await expect(statCard(page, 'Active Units')).toHaveText(/Active Units0of 0 units/);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await searchBox(page).fill(suffix);
  await expect(storageCard(page, unit)).toBeVisible();
  await pageShot(page, 'storage-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await pageShot(page, 'storage-list-phone');
});

test('an admin edits a storage unit in the filled-in form and deletes it', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const depot = `Kalyan Depot ${suffix}`;
  const rack = `Rack ${suffix}`;
  const { token, inventory } = await inventoryViaApi(request, depot);
  await create(request, token, '/storages/', 'storage', {
    locationId: `R-${suffix}`,
    name: rack,
    type: 'Pallet rack',
    location: 'Aisle 4',
    dimensions: { length: 300, width: 100, height: 200 },
    holdingCapacity: 1000,
    inventory: inventory._id,
    currentWeight: 250,
    currentVolume: 1.2,
  });

  await signUpAndOpen(page, request, { role: 'admin' }, '/storage');
  await searchBox(page).fill(suffix);
  await expect(page.getByRole('heading', { level: 2, name: 'Storage Units (1)' })).toBeVisible();
  const card = storageCard(page, rack);
  await figure(card, 'Max volume', '6 m³');
  await expect(card.getByText('25.0%')).toBeVisible();
  await expect(card.getByText('20.0%')).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: `Edit ${rack}` });
  await expect(form.getByLabel(/^Location ID/)).toHaveValue(`R-${suffix}`);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(rack);
  await expect(form.getByLabel('Type', { exact: true })).toHaveValue('Pallet rack');
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue('Aisle 4');
  await expect(form.getByLabel(/^Inventory/)).toHaveValue(depot);
  await expect(form.getByLabel(/^Length/)).toHaveValue('300');
  await expect(form.getByLabel(/^Width/)).toHaveValue('100');
  await expect(form.getByLabel(/^Height/)).toHaveValue('200');
  await expect(form.getByLabel(/^Holding capacity/)).toHaveValue('1,000');
  await expect(form.getByLabel('Volume (m³)', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Current weight (kg)')).toHaveValue('250');
  await expect(form.getByLabel('Current volume (m³)')).toHaveValue('1.2');
  await expect(form.getByLabel('Active')).toBeChecked();
  await dialogShot(page, 'storage-edit');

  // The server refuses more weight than the unit holds, and says so.
  await form.getByLabel('Current weight (kg)').fill('1200');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toHaveText('Current weight cannot exceed the holding capacity');

  await form.getByLabel('Current weight (kg)').fill('500');
  await form.getByLabel('Volume (m³)', { exact: true }).fill('4');
  await form.getByLabel('Active').uncheck();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await figure(card, 'Max volume', '4 m³');
  await figure(card, 'Current weight', '500 kg');
  await expect(card.getByText('50.0%')).toBeVisible();
  await expect(card.getByText('30.0%')).toBeVisible();
  await expect(statCard(page, 'Active Units')).toHaveText(/Active Units0of 1 unit/);

  // Opening Edit again shows the saved values.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Volume (m³)', { exact: true })).toHaveValue('4');
  await expect(form.getByLabel('Active')).not.toBeChecked();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${rack}` });
  await expect(confirm).toContainText('Are you sure you want to delete this storage unit?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(storageCard(page, rack)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Storage Units (0)' })).toBeVisible();
});

test('failed calls show the spec messages', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const { token, inventory } = await inventoryViaApi(request, `Vapi Depot ${suffix}`);
  const bin = `Bin ${suffix}`;
  await create(request, token, '/storages/', 'storage', {
    locationId: `B-${suffix}`,
    name: bin,
    dimensions: { length: 50, width: 50, height: 50 },
    holdingCapacity: 30,
    inventory: inventory._id,
  });
  // A proxy in the way answers something that is not the API's JSON.
  const badGateway = { status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' };

  await signUpAndOpen(page, request, { role: 'admin' }, '/');
  await page.route(/\/api\/v1\/storages\/\?/, (route) => route.fulfill(badGateway));
  await page.goto('/storage');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch storage units');
  await page.unroute(/\/api\/v1\/storages\/\?/);

  await page.reload();
  await searchBox(page).fill(suffix);
  const card = storageCard(page, bin);
  await page.route('**/api/v1/storages/*', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill(badGateway),
  );
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: `Edit ${bin}` });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to update storage unit');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${bin}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete storage unit');
  await expect(card).toBeVisible();

  await page.route('**/api/v1/storages/', (route) => route.fulfill(badGateway));
  await page.getByRole('button', { name: 'Add Storage' }).click();
  const add = page.getByRole('dialog', { name: 'Add Storage Unit' });
  await add.getByLabel(/^Location ID/).fill(`B2-${suffix}`);
  await add.getByLabel(/^Inventory/).fill(`Vapi Depot ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Vapi Depot ${suffix}`) }).click();
  await add.getByLabel(/^Length/).fill('10');
  await add.getByLabel(/^Width/).fill('10');
  await add.getByLabel(/^Height/).fill('10');
  await add.getByLabel(/^Holding capacity/).fill('5');
  await add.getByRole('button', { name: 'Add Storage' }).click();
  await expect(add.getByRole('alert')).toHaveText('Failed to create storage unit');
});
