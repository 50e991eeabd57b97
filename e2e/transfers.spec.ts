import { expect, test, type Locator, type Page } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { dialogShot, dismissNotifications, pageShot } from './support/screens';
import { adminToken, createInventory, createProduct, placeViaApi } from './support/stock';

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });
const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Picks `option` in a server-searched picker after typing `typed`, or in a plain select. */
async function choose(page: Page, input: Locator, option: string | RegExp, typed?: string): Promise<void> {
  if (typed === undefined) await input.click();
  else await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** What an inventory page shows for the product: its row's quantity and the Utilization card. */
async function expectInventory(
  page: Page,
  inventoryId: string,
  product: string,
  expected: { quantity: string | null; weight: string; volume: string },
): Promise<void> {
  await page.goto(`/inventory/${inventoryId}`);
  const utilization = section(page, 'Utilization');
  await expect(utilization.getByText(expected.weight)).toBeVisible();
  await expect(utilization.getByText(expected.volume)).toBeVisible();
  if (expected.quantity === null) await expect(row(page, product)).toHaveCount(0);
  else await expect(row(page, product).getByRole('cell').nth(1)).toHaveText(expected.quantity);
}

/** Moves the transport to a status through its Edit modal on /transportation. */
async function moveTo(page: Page, packageId: string, status: string): Promise<void> {
  await page.goto('/transportation');
  await page.getByRole('textbox', { name: 'Search' }).fill(packageId);
  await row(page, packageId).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transport' });
  await choose(page, edit.getByLabel(/^Status/), status);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, packageId).getByRole('cell').nth(3)).toHaveText(status);
}

test('a transfer between two warehouses moves the stock and the utilization on dispatch and delivery', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const packageId = `TRF-${suffix}`;
  const productName = `Sunflower Oil ${suffix}`;
  const token = await adminToken(request);
  // 2 kg and 10 × 10 × 100 cm (0.01 m³) a unit.
  const product = await createProduct(request, token, {
    productName,
    sku: `OIL-${suffix}`,
    price: 300,
    quantity: 50,
    weight: 2,
    dimensions: { length: 10, width: 10, height: 100 },
  });
  const bhiwandi = await createInventory(request, token, {
    name: `Bhiwandi ${suffix}`,
    location: 'Bhiwandi, Thane',
    totalCapacity: 1000,
    totalVolume: 10,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
  });
  const nagpur = await createInventory(request, token, {
    name: `Nagpur ${suffix}`,
    location: 'Nagpur, Maharashtra',
    totalCapacity: 500,
    totalVolume: 5,
    inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
  });
  await placeViaApi(request, token, bhiwandi._id, { productId: product._id, quantity: 10 });

  // A staff user plans the transfer: the inventories fill in the points.
  await signUpAndOpen(page, request, { role: 'staff' }, '/transportation');
  await page.getByRole('button', { name: 'Create Transport' }).click();
  const form = page.getByRole('dialog', { name: 'Create Transport' });
  await form.getByLabel(/^Package ID/).fill(packageId);
  await choose(page, form.getByLabel(/^Source Inventory/), new RegExp(bhiwandi.name), bhiwandi.name);
  await choose(page, form.getByLabel(/^Destination Inventory/), new RegExp(nagpur.name), nagpur.name);
  await expect(form.getByLabel('Start latitude')).toHaveValue('19.2813');
  await expect(form.getByLabel('Destination longitude')).toHaveValue('79.0882');
  await form.getByRole('button', { name: 'Add product' }).click();
  await choose(page, form.getByLabel('Product 1'), new RegExp(productName), productName);
  await form.getByLabel('Quantity 1').fill('6');
  await form.getByRole('button', { name: 'Create Transport' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(packageId);
  const transport = row(page, packageId);
  await expect(transport.getByRole('cell').nth(1)).toHaveText(bhiwandi.name);
  await expect(transport.getByRole('cell').nth(2)).toHaveText(nagpur.name);

  // Pending: nothing has moved yet.
  await expectInventory(page, bhiwandi._id, productName, {
    quantity: '10',
    weight: '20 of 1,000 kg',
    volume: '0.1 of 10 m³',
  });

  // Dispatched: 6 units leave Bhiwandi and are on the road, shown on both inventories.
  await moveTo(page, packageId, 'Dispatched');
  await expectInventory(page, bhiwandi._id, productName, {
    quantity: '4',
    weight: '8 of 1,000 kg',
    volume: '0.04 of 10 m³',
  });
  const outgoing = section(page, 'In Transit').getByRole('listitem', { name: `Transfer ${packageId}` });
  await expect(outgoing).toContainText('Outgoing');
  await expect(outgoing).toContainText(`To ${nagpur.name}`);
  await expect(outgoing).toContainText(`6 × ${productName}`);
  await dismissNotifications(page);
  await pageShot(page, 'transfer-source-dispatched');

  await expectInventory(page, nagpur._id, productName, {
    quantity: null,
    weight: '0 of 500 kg',
    volume: '0 of 5 m³',
  });
  const incoming = section(page, 'In Transit').getByRole('listitem', { name: `Transfer ${packageId}` });
  await expect(incoming).toContainText('Incoming');
  await expect(incoming).toContainText(`From ${bhiwandi.name}`);
  await expect(section(page, 'In Transit')).toContainText('6 units coming in');

  // The product counts them as in transit.
  await page.goto(`/products/${product._id}`);
  await expect(row(page, 'In transit between inventories').getByRole('cell').nth(1)).toHaveText('6');

  // In transit, then delivered: the units enter Nagpur and its utilization rises.
  await moveTo(page, packageId, 'In Transit');
  await moveTo(page, packageId, 'Delivered');
  await expectInventory(page, nagpur._id, productName, {
    quantity: '6',
    weight: '12 of 500 kg',
    volume: '0.06 of 5 m³',
  });
  await expect(section(page, 'In Transit')).toContainText('No transfers are on the road');
  await expectInventory(page, bhiwandi._id, productName, {
    quantity: '4',
    weight: '8 of 1,000 kg',
    volume: '0.04 of 10 m³',
  });
  await dismissNotifications(page);
  await pageShot(page, 'transfer-source-delivered');
});

test('a transfer the source cannot supply is refused with the reason, and nothing moves', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const packageId = `TRF-${suffix}`;
  const productName = `Toor Dal ${suffix}`;
  const token = await adminToken(request);
  const product = await createProduct(request, token, { productName, price: 90, quantity: 20, weight: 1 });
  const source = await createInventory(request, token, {
    name: `Indore ${suffix}`,
    totalCapacity: 100,
    totalVolume: 10,
    inventoryLocation: { type: 'Point', coordinates: [75.8577, 22.7196] },
  });
  const destination = await createInventory(request, token, {
    name: `Bhopal ${suffix}`,
    totalCapacity: 100,
    totalVolume: 10,
    inventoryLocation: { type: 'Point', coordinates: [77.4126, 23.2599] },
  });
  await placeViaApi(request, token, source._id, { productId: product._id, quantity: 3 });

  await signUpAndOpen(page, request, { role: 'staff' }, '/transportation');
  await page.getByRole('button', { name: 'Create Transport' }).click();
  const form = page.getByRole('dialog', { name: 'Create Transport' });
  await form.getByLabel(/^Package ID/).fill(packageId);
  await choose(page, form.getByLabel(/^Status/), 'In Transit');
  await choose(page, form.getByLabel(/^Source Inventory/), new RegExp(source.name), source.name);
  await choose(
    page,
    form.getByLabel(/^Destination Inventory/),
    new RegExp(destination.name),
    destination.name,
  );
  await form.getByRole('button', { name: 'Add product' }).click();
  await choose(page, form.getByLabel('Product 1'), new RegExp(productName), productName);
  await form.getByLabel('Quantity 1').fill('5');
  await form.getByRole('button', { name: 'Create Transport' }).click();
  await expect(
    form.getByText(`"${source.name}" holds 3 units of "${productName}", not the 5 needed`),
  ).toBeVisible();
  await dialogShot(page, 'transfer-refused');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await expectInventory(page, source._id, productName, {
    quantity: '3',
    weight: '3 of 100 kg',
    volume: '0 of 10 m³',
  });
});
