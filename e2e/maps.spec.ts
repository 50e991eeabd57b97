import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { fillFields } from './support/forms';
import { dialogShot, dismissNotifications, pageShot } from './support/screens';
import { adminToken, createInventory, createProduct, placeViaApi } from './support/stock';

// The maps draw on tiles from the internet, which a test machine may not reach: what is checked
// here (markers, lines, popups, the picked point) is drawn by the app itself, on a plain background.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A map by its accessible name: Leaflet's box, named by the app. */
const mapRegion = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('region', { name, exact: true });
/** A marker by the start of its name (the name goes on with how full it is, or its units). */
const marker = (map: Locator, name: string): Locator =>
  map.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** A warehouse at a point (GeoJSON [longitude, latitude]), made through the API. */
function warehouseAt(
  request: APIRequestContext,
  token: string,
  name: string,
  coordinates: [number, number],
  size: { location?: string; totalCapacity?: number; totalVolume?: number } = {},
) {
  return createInventory(request, token, {
    name,
    totalCapacity: 100,
    ...size,
    inventoryLocation: { type: 'Point', coordinates },
  });
}

/** Searches the Inventories page's list (and so its map) for `text`. */
async function searchInventories(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search inventories').fill(text);
  await expect(page.getByText(new RegExp(`matching "${text}"|match "${text}"`))).toBeVisible();
}

/** The colour a marker's dot is drawn in (a CSS variable of the theme). */
function dotColor(markerLocator: Locator): Promise<string | null> {
  return markerLocator.locator('span').first().getAttribute('style');
}

/**
 * Expects a marker to be drawn inside its map's box: the view is fitted to the markers (again once
 * the last of them has arrived, so the check is retried until then).
 */
async function expectInView(markerLocator: Locator, map: Locator): Promise<void> {
  await expect(markerLocator).toBeVisible();
  await expect(async () => {
    const box = (await markerLocator.boundingBox())!;
    const frame = (await map.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.y).toBeGreaterThanOrEqual(frame.y);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  }).toPass({ timeout: 5000 });
}

/** Collects the page's uncaught errors: a map that throws (Leaflet, a popup) fails the test at its end. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether the element on top at the centre of `locator` is inside it (nothing covers it). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

test('the Inventories page maps its warehouses by how full they are, with popups to their pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const pageErrors = watchPageErrors(page);
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const pune = await warehouseAt(request, token, `Pune Map ${suffix}`, [73.856743, 18.52043], {
    location: 'Hadapsar, Pune',
    totalVolume: 10,
  });
  const delhi = await warehouseAt(request, token, `Delhi Map ${suffix}`, [77.2773, 28.5355], {
    location: 'Okhla, Delhi',
    totalVolume: 10,
  });
  await warehouseAt(request, token, `Chennai Map ${suffix}`, [80.1548, 13.1143], {
    location: 'Ambattur, Chennai',
    totalVolume: 10,
  });
  // Delhi full by weight (95 of 100 kg), Pune at 75%: red, orange and (Chennai, empty) green.
  const sacks = await createProduct(request, token, {
    productName: `Cement ${suffix}`,
    sku: `CEM-${suffix}`,
    quantity: 200,
    weight: 5,
    price: 400,
  });
  await placeViaApi(request, token, delhi._id, { productId: sacks._id, quantity: 19 });
  await placeViaApi(request, token, pune._id, { productId: sacks._id, quantity: 15 });

  await signUpAndOpen(page, request, { role: 'admin' }, '/inventory');
  await searchInventories(page, suffix);
  const map = mapRegion(page, 'Map of the warehouses');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByText(`Showing all 3 warehouses matching "${suffix}".`)).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3);
  for (const city of ['Pune', 'Delhi', 'Chennai'])
    await expectInView(marker(map, `${city} Map ${suffix},`), map);

  const delhiMarker = marker(map, `Delhi Map ${suffix},`);
  await expect(delhiMarker).toHaveAttribute(
    'title',
    `Delhi Map ${suffix}, 95.0% full (weight 95.0%, volume 0.0%)`,
  );
  expect(await dotColor(delhiMarker)).toContain('--mantine-color-red-7');
  expect(await dotColor(marker(map, `Pune Map ${suffix},`))).toContain('--mantine-color-orange-6');
  expect(await dotColor(marker(map, `Chennai Map ${suffix},`))).toContain('--mantine-color-green-7');
  await expect(page.getByRole('list', { name: 'Map legend' })).toContainText('90% full or more');
  await pageShot(page, 'maps-inventory-list-desktop');

  // The app's header and the Export menu stay above the map (Leaflet's panes have z-index 400+).
  await page.getByRole('button', { name: 'Export' }).click();
  const firstFormat = page.getByRole('menuitem').first();
  await expect(firstFormat).toBeVisible();
  expect(await isOnTop(firstFormat)).toBe(true);
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 200));
  expect(await isOnTop(page.getByRole('banner'))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));

  // A marker's popup names the warehouse, where it is and how full; its name leads to its page.
  await delhiMarker.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('Okhla, Delhi');
  await expect(popup).toContainText('95.0% full');
  await popup.getByRole('link', { name: `Delhi Map ${suffix}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Delhi Map ${suffix}` })).toBeVisible();

  // The inventory's page has a small map of its point.
  const own = mapRegion(page, `Map of Delhi Map ${suffix}`);
  await expect(own).toBeVisible();
  await expect(marker(own, `Delhi Map ${suffix},`)).toBeVisible();
  await pageShot(page, 'maps-inventory-detail-desktop');

  await page.setViewportSize(PHONE);
  await expect(marker(own, `Delhi Map ${suffix},`)).toBeVisible();
  await pageShot(page, 'maps-inventory-detail-phone');
  await page.goto('/inventory');
  await searchInventories(page, suffix);
  const phoneMap = mapRegion(page, 'Map of the warehouses');
  await expect(phoneMap.locator('.leaflet-marker-icon')).toHaveCount(3);
  for (const city of ['Pune', 'Delhi', 'Chennai'])
    await expectInView(marker(phoneMap, `${city} Map ${suffix},`), phoneMap);
  await pageShot(page, 'maps-inventory-list-phone');
  expect(pageErrors).toEqual([]);
});

test('an admin sets an inventory point with a click on the map, and the list maps it there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const pageErrors = watchPageErrors(page);
  const suffix = uniqueSuffix();
  const name = `Picked ${suffix}`;
  await signUpAndOpen(page, request, { role: 'admin' }, '/inventory');

  await page.getByRole('button', { name: 'Create Inventory' }).click();
  const form = page.getByRole('dialog', { name: 'Create Inventory' });
  await fillFields(form, [
    [/^Name/, name],
    ['Location', 'Nagpur'],
    ['Total capacity (kg)', '500'],
  ]);
  const latitude = form.getByLabel(/^Latitude/);
  const longitude = form.getByLabel(/^Longitude/);
  await expect(latitude).toHaveValue('');

  await form.getByRole('button', { name: /^Pick on map/ }).click();
  const picker = mapRegion(form, 'Map to pick the inventory location');
  await expect(picker).toBeVisible();
  // An empty form's map shows India: a click in its middle is somewhere in central India.
  await picker.click({ position: { x: 200, y: 120 } });
  await expect(latitude).not.toHaveValue('');
  const first = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
  expect(first.lat).toBeGreaterThan(8);
  expect(first.lat).toBeLessThan(37);
  expect(first.lng).toBeGreaterThan(68);
  expect(first.lng).toBeLessThan(98);
  // Six decimals at most, as the inputs take them.
  expect(await latitude.inputValue()).toMatch(/^-?\d+(\.\d{1,6})?$/);
  await expect(marker(picker, 'The inventory location')).toBeVisible();

  // Another click moves the point (and the marker with it).
  await picker.click({ position: { x: 320, y: 200 } });
  await expect(latitude).not.toHaveValue(String(first.lat));
  const lat = await latitude.inputValue();
  const lng = await longitude.inputValue();
  expect(Number(lat)).toBeLessThan(first.lat);
  expect(Number(lng)).toBeGreaterThan(first.lng);
  await dialogShot(page, 'maps-inventory-form-desktop');

  await form.getByRole('button', { name: 'Create Inventory' }).click();
  await expect(form).toBeHidden();
  await dismissNotifications(page);

  // The card says the picked point, and the list's map has the new warehouse there.
  await searchInventories(page, suffix);
  await expect(page.getByRole('article', { name }).getByText(`${lat}, ${lng}`)).toBeVisible();
  const map = mapRegion(page, 'Map of the warehouses');
  await expect(marker(map, `${name},`)).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);

  // Editing shows the saved point on the picker's map; on a phone the form is the same.
  await page.setViewportSize(PHONE);
  await page.getByRole('article', { name }).getByRole('link', { name: 'View Details' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory' });
  await expect(edit.getByLabel(/^Latitude/)).toHaveValue(lat);
  await edit.getByRole('button', { name: /^Pick on map/ }).click();
  await expect(
    marker(mapRegion(edit, 'Map to pick the inventory location'), 'The inventory location'),
  ).toBeVisible();
  await dialogShot(page, 'maps-inventory-form-phone');
  expect(pageErrors).toEqual([]);
});

test('a product page maps the warehouses holding it and its supplier', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const pageErrors = watchPageErrors(page);
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const mumbai = await warehouseAt(request, token, `Mumbai Stock ${suffix}`, [73.0483, 19.2813], {
    location: 'Bhiwandi',
    totalCapacity: 1000,
    totalVolume: 100,
  });
  const kolkata = await warehouseAt(request, token, `Kolkata Stock ${suffix}`, [88.2636, 22.5958], {
    location: 'Howrah',
    totalCapacity: 1000,
    totalVolume: 100,
  });
  const tea = await createProduct(request, token, {
    productName: `Tea ${suffix}`,
    sku: `TEA-${suffix}`,
    quantity: 30,
    weight: 1,
    price: 250,
    supplierLocation: { type: 'Point', coordinates: [94.9, 26.75] },
  });
  await placeViaApi(request, token, mumbai._id, { productId: tea._id, quantity: 4 });
  await placeViaApi(request, token, kolkata._id, { productId: tea._id, quantity: 6 });

  await signUpAndOpen(page, request, { role: 'staff' }, `/products/${tea._id}`);
  const map = mapRegion(page, 'Map of the warehouses holding this product and its supplier');
  await expect(map).toBeVisible();
  await expect(marker(map, `Mumbai Stock ${suffix}, 4 units`)).toBeVisible();
  await expect(marker(map, `Kolkata Stock ${suffix}, 6 units`)).toBeVisible();
  const supplier = marker(map, 'Supplier location');
  await expect(supplier).toBeVisible();
  expect(await dotColor(supplier)).toContain('--mantine-color-violet-7');
  // A dashed line from the supplier to each warehouse.
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(2);
  const legend = page.getByRole('list', { name: 'Map legend' });
  await expect(legend).toContainText('Warehouses holding it (2)');
  await expect(legend).toContainText('Supplier location');
  await pageShot(page, 'maps-product-desktop');

  await marker(map, `Kolkata Stock ${suffix}, 6 units`).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('6 units here');
  await expect(popup).toContainText(/km from the supplier/);
  await expect(popup.getByRole('link', { name: `Kolkata Stock ${suffix}` })).toBeVisible();
  await page.locator('.leaflet-popup-close-button').click();

  // On a phone the map fits them all too.
  await page.setViewportSize(PHONE);
  await page.reload();
  for (const name of [`Mumbai Stock ${suffix}`, `Kolkata Stock ${suffix}`, 'Supplier location']) {
    await expectInView(marker(map, name), map);
  }
  await pageShot(page, 'maps-product-phone');

  // The product form's supplier location has the same picker, and "Find a warehouse" sets the
  // point to a warehouse's.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Product' });
  await form.getByRole('button', { name: /^Pick on map: supplier location/ }).click();
  const picker = mapRegion(form, 'Map to pick the supplier location');
  await expect(marker(picker, 'The supplier location')).toBeVisible();
  await expect(form.getByLabel('Supplier Latitude', { exact: true })).toHaveValue('26.75');
  await form.getByLabel('Find a warehouse for the supplier location').fill(`Mumbai Stock ${suffix}`);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(`Mumbai Stock ${suffix}`) }).click();
  await expect(form.getByLabel('Supplier Latitude', { exact: true })).toHaveValue('19.2813');
  await expect(form.getByLabel('Supplier Longitude', { exact: true })).toHaveValue('73.0483');
  await expect(form.getByText(`Set to Mumbai Stock ${suffix}`)).toBeVisible();
  await form.getByRole('button', { name: /^Hide map/ }).click();
  await expect(picker).toBeHidden();
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(pageErrors).toEqual([]);
});

test("the transport form's start, current and destination points each have the picker", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const pageErrors = watchPageErrors(page);
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' }, '/transportation');
  const suffix = uniqueSuffix();
  await createInventory(request, auth.token, {
    name: `Surat Hub ${suffix}`,
    inventoryLocation: { type: 'Point', coordinates: [72.8311, 21.1702] },
  });
  await page.getByRole('button', { name: 'Create Transport' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create Transport' });

  // A warehouse found by name fills the destination; the start is clicked on its map, which shows
  // the destination and the route between them.
  await form.getByLabel('Find a warehouse for the destination point').fill(`Surat Hub ${suffix}`);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(`Surat Hub ${suffix}`) }).click();
  await expect(form.getByLabel('Destination latitude')).toHaveValue('21.1702');
  await expect(form.getByLabel('Destination longitude')).toHaveValue('72.8311');

  await form.getByRole('button', { name: /^Pick on map: start point/ }).click();
  const picker = mapRegion(form, 'Map to pick the start point');
  await expect(marker(picker, 'Destination point')).toBeVisible();
  await picker.click({ position: { x: 120, y: 60 } });
  await expect(form.getByLabel('Start latitude')).not.toHaveValue('');
  await expect(form.getByLabel('Start longitude')).not.toHaveValue('');
  await expect(marker(picker, 'The start point')).toBeVisible();
  await expect(picker.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await dialogShot(page, 'maps-transport-form-desktop');

  await page.setViewportSize(PHONE);
  await expect(marker(picker, 'The start point')).toBeVisible();
  await dialogShot(page, 'maps-transport-form-phone');
  expect(pageErrors).toEqual([]);
});

test('warehouses close together make one cluster, in the colour of the fullest, that opens on a click', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const pageErrors = watchPageErrors(page);
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const at = (name: string, coordinates: [number, number]) =>
    warehouseAt(request, token, `${name} ${suffix}`, coordinates);
  const hadapsar = await at('Hadapsar Depot', [73.9259, 18.5089]);
  await at('Kharadi Depot', [73.9411, 18.5515]);
  await at('Noida Depot', [77.391, 28.5355]);
  const bricks = await createProduct(request, token, {
    productName: `Bricks ${suffix}`,
    quantity: 20,
    weight: 4,
  });
  await placeViaApi(request, token, hadapsar._id, { productId: bricks._id, quantity: 20 });

  await signUpAndOpen(page, request, { role: 'staff' }, '/inventory');
  await searchInventories(page, suffix);
  const map = mapRegion(page, 'Map of the warehouses');
  // The two Pune depots, 5 km apart, are one cluster at a scale that shows Noida too.
  const cluster = map.getByRole('button', { name: '2 warehouses' });
  await expect(cluster).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  // 80% full Hadapsar (orange) outranks empty Kharadi (green).
  expect(await dotColor(cluster)).toContain('--mantine-color-orange-6');
  await expectInView(marker(map, `Noida Depot ${suffix},`), map);
  await pageShot(page, 'maps-inventory-cluster-desktop');

  await cluster.click();
  await expect(marker(map, `Hadapsar Depot ${suffix},`)).toBeVisible();
  await expect(marker(map, `Kharadi Depot ${suffix},`)).toBeVisible();
  await expectInView(marker(map, `Hadapsar Depot ${suffix},`), map);
  await expectInView(marker(map, `Kharadi Depot ${suffix},`), map);
  expect(pageErrors).toEqual([]);
});
