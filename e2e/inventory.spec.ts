import { expect, test, type Locator, type Page } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { expectFieldValues, fillFields } from './support/forms';
import { expectLoadFailure, failCalls } from './support/network';
import { dialogShot, pageShot, viewShot } from './support/screens';
import { adminToken, createInventory, createProduct, createStorage, placeViaApi } from './support/stock';

const inventoryCard = (page: Page, name: string): Locator => page.getByRole('article', { name });
// Exact: "Utilization" is also the start of "Utilization over time", the chart under it.
const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const productRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });

/** Opens the Add Product modal, picks the product by searching for it, and places `quantity` units. */
async function placeProduct(page: Page, productName: string, quantity: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product to Inventory' });
  await dialog.getByLabel(/^Product/).fill(productName);
  // The server's answer to the typed name lists that one product; until it arrives the list shows
  // the previous answer, and a click while it is being replaced can miss.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(productName) }).click();
  await dialog.getByLabel(/^Quantity/).fill(quantity);
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  return dialog;
}

/** Clicks Remove on a product's row and confirms. */
async function removeProduct(page: Page, productName: string): Promise<void> {
  await productRow(page, productName)
    .getByRole('button', { name: `Remove ${productName}` })
    .click();
  await page.getByRole('dialog', { name: 'Remove product' }).getByRole('button', { name: 'Remove' }).click();
}

/** The Utilization card's "used of total" lines, and its percentages when given. */
async function expectUtilization(page: Page, weight: string, volume: string, percents: string[] = []) {
  const card = section(page, 'Utilization');
  for (const text of [weight, volume, ...percents]) await expect(card.getByText(text)).toBeVisible();
}

async function expectCost(page: Page, total: string, average: string): Promise<void> {
  const card = section(page, 'Cost Summary');
  await expect(card.getByRole('group', { name: 'Total Value' })).toHaveText(`Total Value${total}`);
  await expect(card.getByRole('group', { name: 'Average Cost per Item' })).toHaveText(
    `Average Cost per Item${average}`,
  );
}

test('an admin creates an inventory, places and removes products, edits, searches and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const name = `Pune Central ${suffix}`;
  const rice = `Rice ${suffix}`;
  const oil = `Oil drum ${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' }, '/inventory');
  await expect(page.getByRole('heading', { level: 2, name: /^Inventories \([\d,]+\)$/ })).toBeVisible();

  // The form asks for what is required before anything is sent.
  await page.getByRole('button', { name: 'Create Inventory' }).click();
  const form = page.getByRole('dialog', { name: 'Create Inventory' });
  await form.getByRole('button', { name: 'Create Inventory' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Latitude and longitude are required')).toHaveCount(2);

  await fillFields(form, [
    [/^Name/, name],
    ['Location', 'Hadapsar, Pune'],
    ['Description', 'Dry goods warehouse'],
    ['Total capacity (kg)', '100'],
    ['Total volume (m³)', '10'],
    [/^Latitude/, '18.520430'],
    [/^Longitude/, '73.856743'],
  ]);
  await dialogShot(page, 'inventory-create-form');
  await form.getByRole('button', { name: 'Create Inventory' }).click();
  await expect(form).toBeHidden();

  // The new card: capacity, counts and coordinates as latitude, longitude.
  const card = inventoryCard(page, name);
  await expect(card.getByText('Hadapsar, Pune')).toBeVisible();
  await expect(card.getByText('0 of 100 kg')).toBeVisible();
  await expect(card.getByText('0 of 10 m³')).toBeVisible();
  await expect(card.getByText('0 products')).toBeVisible();
  await expect(card.getByText('0 storage units')).toBeVisible();
  await expect(card.getByText('18.52043, 73.856743')).toBeVisible();

  // Products come from the product screens; here they are made through the API.
  await createProduct(request, auth.token, {
    productName: rice,
    sku: `RICE-${suffix}`,
    productCategory: 'Grains',
    price: 250.5,
    quantity: 50,
    weight: 5,
    dimensions: { length: 30, width: 20, height: 10 },
  });
  await createProduct(request, auth.token, {
    productName: oil,
    sku: `OIL-${suffix}`,
    productCategory: 'Oils',
    price: 180,
    quantity: 10,
    weight: 10,
    dimensions: { length: 100, width: 100, height: 100 },
  });

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // A storage unit in it (the storage screen's job) is listed in the information card.
  const inventoryId = new URL(page.url()).pathname.split('/').pop()!;
  await createStorage(request, auth.token, {
    locationId: `BIN-${suffix}`,
    name: `Bin A1 ${suffix}`,
    type: 'Shelf bin',
    dimensions: { length: 100, width: 50, height: 50 },
    holdingCapacity: 40,
    inventory: inventoryId,
  });
  await page.reload();
  const info = section(page, 'Inventory Information');
  await expect(info.getByRole('list', { name: 'Storage units' })).toHaveText(
    `Bin A1 ${suffix} · Shelf binActive`,
  );
  await expectUtilization(page, '0 of 100 kg', '0 of 10 m³');
  await expectCost(page, '₹0.00', '₹0.00');
  await expect(page.getByText('No products in this inventory yet.', { exact: false })).toBeVisible();

  // Add Product: the product is required; the picker shows SKU and unplaced units.
  await page.getByRole('button', { name: 'Add Product' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Product to Inventory' });
  await expect(dialog.getByLabel(/^Quantity/)).toHaveValue('1');
  await dialog.getByLabel(/^Product/).fill(rice);
  const riceOption = page.getByRole('option', { name: new RegExp(rice) });
  await expect(riceOption).toContainText(`SKU RICE-${suffix} · 50 unplaced`);
  await viewShot(page, 'inventory-add-product');
  await riceOption.click();
  await dialog.getByLabel(/^Quantity/).fill('4');
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(dialog).toBeHidden();

  await expect(productRow(page, rice)).toContainText('Grains');
  await expect(productRow(page, rice).getByRole('cell')).toHaveText([
    rice + 'Grains',
    '4',
    '₹250.50',
    '₹1,002.00',
    'Remove',
  ]);
  await expect(productRow(page, rice).getByRole('link', { name: rice })).toHaveAttribute(
    'href',
    /^\/products\//,
  );
  await expectUtilization(page, '20 of 100 kg', '0.024 of 10 m³', ['20.0%', '0.2%']);
  await expectCost(page, '₹1,002.00', '₹250.50');

  // Nine drums of oil weigh 90 kg: the server refuses, and the modal says why.
  dialog = await placeProduct(page, oil, '9');
  await expect(dialog.getByRole('alert')).toHaveText(
    `Failed to add product to inventory: Not enough room in "${name}" for 9 units of "${oil}": they need 90 kg and 9 m³, but only 80 kg and 9.976 m³ are free`,
  );
  await dialog.getByLabel(/^Quantity/).fill('2');
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(dialog).toBeHidden();
  await expectUtilization(page, '40 of 100 kg', '2.024 of 10 m³', ['40.0%', '20.2%']);
  await expectCost(page, '₹1,362.00', '₹227.00');
  await expect(productRow(page, oil)).toContainText('₹360.00');

  // More rice than is left unplaced: refused with the server's numbers.
  dialog = await placeProduct(page, rice, '60');
  await expect(dialog.getByRole('alert')).toHaveText(
    `Failed to add product to inventory: Cannot place 60 units of "${rice}": only 46 of its 50 units are not already placed in an inventory`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await pageShot(page, 'inventory-detail');

  // Remove asks first, then the table, utilization and cost summary follow.
  await productRow(page, oil)
    .getByRole('button', { name: `Remove ${oil}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove product' });
  await expect(confirm).toContainText(`Remove all 2 units of ${oil} from ${name}?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(productRow(page, oil)).toHaveCount(0);
  await expectUtilization(page, '20 of 100 kg', '0.024 of 10 m³');
  await expectCost(page, '₹1,002.00', '₹250.50');

  // Edit opens the form filled in; the server refuses a capacity below what is occupied.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory' });
  await expectFieldValues(edit, [
    [/^Name/, name],
    ['Location', 'Hadapsar, Pune'],
    [/^Latitude/, '18.52043'],
    [/^Longitude/, '73.856743'],
  ]);
  await edit.getByLabel('Total capacity (kg)').fill('10');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    `Total capacity cannot be 10 kg: 20 kg are already occupied in "${name}"`,
  );
  await edit.getByLabel('Total capacity (kg)').fill('200');
  await edit.getByLabel('Description').fill('Rice and oil store');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(section(page, 'Inventory Information').getByText('Rice and oil store')).toBeVisible();
  await expectUtilization(page, '20 of 200 kg', '0.024 of 10 m³');

  // The list: search on the server, then the exact delete confirmation.
  await page.getByRole('link', { name: 'All inventories' }).click();
  const search = page.getByRole('textbox', { name: 'Search inventories' });
  await search.fill(`central ${suffix}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Inventories (1)' })).toBeVisible();
  await expect(inventoryCard(page, name).getByText('1 product', { exact: true })).toBeVisible();
  await expect(inventoryCard(page, name).getByText('1 storage unit', { exact: true })).toBeVisible();
  await expect(inventoryCard(page, name).getByText('20 of 200 kg')).toBeVisible();
  await pageShot(page, 'inventory-list');

  await search.fill(`nowhere ${suffix}`);
  await expect(page.getByRole('heading', { name: `No inventories match "nowhere ${suffix}"` })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await search.fill('Dry goods');
  await expect(page.getByRole('heading', { level: 2, name: /^Inventories \([\d,]+\)$/ })).toBeVisible();
  await search.fill(suffix);
  await expect(page.getByRole('heading', { level: 2, name: 'Inventories (1)' })).toBeVisible();

  await inventoryCard(page, name).getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: `Delete ${name}` });
  await expect(
    confirmDelete.getByText('Are you sure you want to delete this inventory?', { exact: true }),
  ).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(inventoryCard(page, name)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Inventories (0)' })).toBeVisible();
});

test('a staff user places and removes products but cannot create, edit or delete inventories', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Nagpur Depot ${suffix}`;
  const token = await adminToken(request);
  await createInventory(request, token, {
    name,
    location: 'Wardha Road',
    totalCapacity: 500,
    totalVolume: 50,
    inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
  });
  const sugar = `Sugar ${suffix}`;
  await createProduct(request, token, { productName: sugar, price: 45, quantity: 20, weight: 1 });

  await signUpAndOpen(page, request, { role: 'staff' }, '/inventory');
  await page.getByRole('textbox', { name: 'Search inventories' }).fill(suffix);
  const card = inventoryCard(page, name);
  await expect(card.getByText('21.1458, 79.0882')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Inventory' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // A product must be chosen before anything is sent.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product to Inventory' });
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(dialog.getByText('Product is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await placeProduct(page, sugar, '5');
  await expect(productRow(page, sugar)).toContainText('₹225.00');
  await expectCost(page, '₹225.00', '₹45.00');

  await removeProduct(page, sugar);
  await expect(productRow(page, sugar)).toHaveCount(0);
  await expectCost(page, '₹0.00', '₹0.00');
});

test('the Products table of an inventory with more than a page of products pages on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const name = `Nashik Bulk Store ${suffix}`;
  const token = await adminToken(request);
  const inventory = await createInventory(request, token, {
    name,
    totalCapacity: 100_000,
    totalVolume: 1_000,
    inventoryLocation: { type: 'Point', coordinates: [73.7898, 19.9975] },
  });
  // 27 products: one page of 25 (the table sorts by name) and 2 on the second.
  const items = Array.from(
    { length: 27 },
    (_, i) => `Onion sack ${String(i + 1).padStart(2, '0')} ${suffix}`,
  );
  for (const productName of items) {
    const product = await createProduct(request, token, { productName, price: 100, quantity: 10, weight: 1 });
    await placeViaApi(request, token, inventory._id, { productId: product._id, quantity: 2 });
  }

  await signUpAndOpen(page, request, { role: 'staff' }, `/inventory/${inventory._id}`);
  const products = section(page, 'Products');
  // The count is every product placed here, not the rows of the page shown.
  await expect(products.getByRole('heading', { level: 3, name: 'Products (27)' })).toBeVisible();
  await expect(section(page, 'Inventory Information').getByText('27', { exact: true })).toBeVisible();
  await expect(products.getByText('1–25 of 27')).toBeVisible();
  await expect(productRow(page, items[0]!)).toBeVisible();
  await expect(productRow(page, items[24]!)).toBeVisible();
  await expect(productRow(page, items[25]!)).toHaveCount(0);
  await pageShot(page, 'inventory-detail-paged');

  // The second page comes from the server: limit 25 from offset 25.
  const secondPage = page.waitForRequest(
    (req) => req.url().includes(`/inventory/${inventory._id}/products?`) && req.url().includes('offset=25'),
  );
  await products.getByRole('button', { name: '2', exact: true }).click();
  await secondPage;
  await expect(products.getByText('26–27 of 27')).toBeVisible();
  await expect(productRow(page, items[25]!)).toBeVisible();
  await expect(productRow(page, items[26]!)).toBeVisible();
  await expect(productRow(page, items[0]!)).toHaveCount(0);

  // Removing refreshes the page shown and the count; when the last row of a later page goes, the
  // table steps back to the page before.
  await removeProduct(page, items[26]!);
  await expect(products.getByRole('heading', { level: 3, name: 'Products (26)' })).toBeVisible();
  await expect(productRow(page, items[26]!)).toHaveCount(0);
  await removeProduct(page, items[25]!);
  await expect(products.getByRole('heading', { level: 3, name: 'Products (25)' })).toBeVisible();
  await expect(productRow(page, items[0]!)).toBeVisible();
  await expect(products.getByText(/of 25$/)).toHaveCount(0);

  // Adding goes back into the count and onto the page where its name sorts.
  await placeProduct(page, items[26]!, '1');
  await expect(products.getByRole('heading', { level: 3, name: 'Products (26)' })).toBeVisible();
  await expect(products.getByText('1–25 of 26')).toBeVisible();
});

test('a visitor sees an inventory without actions, and an unknown id says "Inventory not found"', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Surat Hub ${suffix}`;
  const inventory = await createInventory(request, await adminToken(request), {
    name,
    totalCapacity: 0,
    inventoryLocation: { type: 'Point', coordinates: [72.8311, 21.1702] },
  });

  await page.goto(`/inventory/${inventory._id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(section(page, 'Utilization').getByText('0.0%')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.goto('/inventory/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Inventory not found' })).toBeVisible();
  await page.goto('/inventory/not-an-id');
  await expect(page.getByRole('heading', { name: 'Inventory not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to inventories' }).click();
  await expect(page).toHaveURL('/inventory');
});

test('the inventory list on a phone', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const tea = await createProduct(request, token, {
    productName: `Tea chest ${suffix}`,
    price: 1200,
    quantity: 100,
    weight: 10,
    dimensions: { length: 60, width: 50, height: 50 },
  });
  for (const [city, lng, lat, chests] of [
    ['Kochi', 76.2673, 9.9312, 80],
    ['Indore', 75.8577, 22.7196, 15],
  ] as const) {
    const inventory = await createInventory(request, token, {
      name: `${city} Store ${suffix}`,
      location: `${city} industrial area`,
      description: 'Fast-moving consumer goods',
      totalCapacity: 2500,
      totalVolume: 120,
      inventoryLocation: { type: 'Point', coordinates: [lng, lat] },
    });
    await placeViaApi(request, token, inventory._id, { productId: tea._id, quantity: chests });
  }
  await signUpAndOpen(page, request, { role: 'admin' }, '/inventory');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: 'Search inventories' }).fill(suffix);
  await expect(page.getByRole('heading', { level: 2, name: 'Inventories (2)' })).toBeVisible();
  await expect(inventoryCard(page, `Kochi Store ${suffix}`).getByText('9.9312, 76.2673')).toBeVisible();
  await pageShot(page, 'inventory-list-phone');
  await inventoryCard(page, `Kochi Store ${suffix}`).getByRole('link', { name: 'View Details' }).click();
  await expect(section(page, 'Cost Summary').getByText('₹96,000.00')).toBeVisible();
  await pageShot(page, 'inventory-detail-phone');
});

test('failed calls show the fixed messages', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const name = `Agra Yard ${suffix}`;
  const token = await adminToken(request);
  const inventory = await createInventory(request, token, {
    name,
    totalCapacity: 100,
    totalVolume: 10,
    inventoryLocation: { type: 'Point', coordinates: [78.0081, 27.1767] },
  });
  const salt = `Salt ${suffix}`;
  const product = await createProduct(request, token, { productName: salt, price: 20, quantity: 5 });
  await placeViaApi(request, token, inventory._id, { productId: product._id, quantity: 2 });

  await signUpAndOpen(page, request, { role: 'admin' }, '/');
  await expectLoadFailure(page, /\/api\/v1\/inventory\/\?/, '/inventory', 'Failed to fetch inventories');
  await expectLoadFailure(
    page,
    `**/api/v1/inventory/${inventory._id}`,
    `/inventory/${inventory._id}`,
    'Failed to fetch inventory details',
  );

  await page.reload();
  await failCalls(page, `**/api/v1/inventory/${inventory._id}/products`);
  await placeProduct(page, salt, '1');
  const dialog = page.getByRole('dialog', { name: 'Add Product to Inventory' });
  await expect(dialog.getByRole('alert')).toHaveText('Failed to add product to inventory');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await removeProduct(page, salt);
  await expect(section(page, 'Products').getByRole('alert')).toHaveText(
    'Failed to remove product from inventory',
  );
  await expect(productRow(page, salt)).toContainText('₹40.00');

  await failCalls(page, `**/api/v1/inventory/${inventory._id}`, ['PUT', 'DELETE']);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory' });
  await edit.getByLabel('Description').fill('Salt pans');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Failed to update inventory');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.goto('/inventory');
  await page.getByRole('textbox', { name: 'Search inventories' }).fill(suffix);
  await inventoryCard(page, name).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete inventory');
  await expect(inventoryCard(page, name)).toBeVisible();

  await failCalls(page, '**/api/v1/inventory/create');
  await page.getByRole('button', { name: 'Create Inventory' }).click();
  const create = page.getByRole('dialog', { name: 'Create Inventory' });
  await fillFields(create, [
    [/^Name/, `Mathura Yard ${suffix}`],
    [/^Latitude/, '27.4924'],
    [/^Longitude/, '77.6737'],
  ]);
  await create.getByRole('button', { name: 'Create Inventory' }).click();
  await expect(create.getByRole('alert')).toHaveText('Failed to create inventory');
});

test('a product changed on its page shows at once in the inventory holding it and in the picker', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Ludhiana Store ${suffix}`;
  const lentils = `Lentils ${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' }, '/');
  const inventory = await createInventory(request, auth.token, {
    name,
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [75.8573, 30.901] },
  });
  const product = await createProduct(request, auth.token, {
    productName: lentils,
    sku: `DAL-${suffix}`,
    price: 90,
    quantity: 30,
    weight: 1,
  });
  await placeViaApi(request, auth.token, inventory._id, { productId: product._id, quantity: 10 });

  // The inventory page and its picker have the product cached.
  await page.goto(`/inventory/${inventory._id}`);
  await expectCost(page, '₹900.00', '₹90.00');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product to Inventory' });
  await dialog.getByLabel(/^Product/).fill(lentils);
  const option = page.getByRole('option', { name: new RegExp(lentils) });
  await expect(option).toContainText('20 unplaced');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Edit the product on its page, going there and back by links (the app keeps its cache).
  await productRow(page, lentils).getByRole('link', { name: lentils }).click();
  // On the product's page before its Edit (the inventory page has an Edit of its own).
  // The address changes before the product's page is drawn: while its code loads, the inventory
  // page (with an Edit of its own) stays on screen, so wait for the product's heading.
  await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));
  await expect(page.getByRole('heading', { level: 2, name: lentils })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await fillFields(edit, [
    [/^Price/, '120'],
    ['Quantity', '40'],
  ]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await section(page, 'Stock by Inventory').getByRole('link', { name }).click();

  await expect(productRow(page, lentils).getByRole('cell')).toHaveText([
    lentils,
    '10',
    '₹120.00',
    '₹1,200.00',
    'Remove',
  ]);
  await expectCost(page, '₹1,200.00', '₹120.00');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await dialog.getByLabel(/^Product/).fill(lentils);
  await expect(option).toContainText('30 unplaced');
});
