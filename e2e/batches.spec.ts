import { expect, test, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { createPerson, theAdmin } from './support/people';
import {
  batchIdsViaApi,
  choose,
  fillDate,
  indiaDate,
  moveTransportViaApi,
  removeBatchViaApi,
} from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';
import { createInventory, createProduct, placeViaApi } from './support/stock';
import { createTransport } from './support/transports';

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

/** A product with 40 units and a warehouse, made through the API for one test. */
async function stockSetup(request: Parameters<typeof createPerson>[0], warehouses = 1) {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const product = await createProduct(request, admin.auth.token, {
    productName: `Amul Ghee ${suffix}`,
    sku: `GHEE-${suffix}`,
    price: 650,
    quantity: 40,
    weight: 1,
    thresholdLimit: 5,
  });
  const inventories = [];
  for (const [index, city] of ['Thane', 'Nagpur'].slice(0, warehouses).entries()) {
    inventories.push(
      await createInventory(request, admin.auth.token, {
        name: `${city} ${suffix}`,
        location: city,
        totalCapacity: 10_000,
        totalVolume: 100,
        inventoryLocation: { type: 'Point', coordinates: [73 + index, 19 + index] },
      }),
    );
  }
  const staff = await createPerson(request, { role: 'staff', name: `Ravi ${suffix}` });
  return { suffix, admin, product, inventories, staff };
}

test('the product page lists its batches by expiry with badges, hides used-up ones, and its form follows them', async ({
  page,
  request,
}) => {
  const { admin, product, inventories, staff } = await stockSetup(request);
  const [thane] = inventories;
  const token = admin.auth.token;
  const place = (quantity: number, batch?: { code: string; mfgDate?: string; expiryDate?: string }) =>
    placeViaApi(request, token, thane!._id, { productId: product._id, quantity, batch });
  await place(5, { code: 'OLD', expiryDate: indiaDate(-3) });
  await place(6, { code: 'SOON', expiryDate: indiaDate(5) });
  await place(7, { code: 'MID', expiryDate: indiaDate(20) });
  await place(8, { code: 'LATE', mfgDate: indiaDate(-30), expiryDate: indiaDate(200) });
  await place(4, { code: 'NODATE' });
  await place(2, { code: 'GONE', expiryDate: indiaDate(100) });
  await place(3);
  const ids = await batchIdsViaApi(request, product._id);
  await removeBatchViaApi(request, token, thane!._id, {
    productId: product._id,
    quantity: 2,
    batch: ids.GONE!,
  });

  await openSignedIn(page, staff.auth, `/products/${product._id}`);
  const batches = region(page, 'Batches');
  // Earliest expiry first, those without a date last; the used-up one hidden.
  await expect(batches.getByRole('row')).toHaveCount(6);
  const expected: Array<[string, string, string]> = [
    ['OLD', 'Expired 3 days ago', '5'],
    ['SOON', '5 days left', '6'],
    ['MID', '20 days left', '7'],
    ['LATE', '200 days left', '8'],
    ['NODATE', 'No expiry date', '4'],
  ];
  for (const [index, [code, badge, units]] of expected.entries()) {
    const line = batches.getByRole('row').nth(index + 1);
    await expect(line.getByRole('cell').nth(0)).toHaveText(code);
    await expect(line.getByRole('cell').nth(3)).toHaveText(badge);
    await expect(line.getByRole('cell').nth(4)).toHaveText(`${thane!.name}: ${units}`);
    await expect(line.getByRole('cell').nth(6)).toHaveText(units);
  }
  // Red for expired (filled) and within a week, orange within the warning window, green later.
  const badgeOf = (code: string) =>
    row(batches, code).getByRole('cell').nth(3).locator('.mantine-Badge-root');
  await expect(badgeOf('OLD')).toHaveAttribute('data-variant', 'filled');
  // The theme's text colour of a light red, orange or green badge (darkened for contrast).
  const badgeText = (color: string) =>
    page.evaluate((name) => {
      const probe = document.createElement('span');
      probe.style.color = `var(--mantine-color-${name}-light-color)`;
      document.body.append(probe);
      const computed = getComputedStyle(probe).color;
      probe.remove();
      return computed;
    }, color);
  await expect(badgeOf('SOON')).toHaveCSS('color', await badgeText('red'));
  await expect(badgeOf('MID')).toHaveCSS('color', await badgeText('orange'));
  await expect(badgeOf('LATE')).toHaveCSS('color', await badgeText('green'));
  await expect(batches).toContainText('3 placed units carry no batch.');
  await batches.getByRole('switch', { name: 'Show used-up batches (1)' }).check();
  await expect(row(batches, 'GONE').getByRole('cell').nth(6)).toHaveText('0');
  await pageShot(page, 'product-batches');

  // The batch fields follow the batches; the reorder settings are the product's own.
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(form.getByLabel('Batch ID')).toHaveAttribute('readonly');
  await expect(form.getByLabel('Batch ID')).toHaveValue('OLD');
  await expect(form.getByText('Follows its batches')).toHaveCount(3);
  await expect(form.getByLabel('Reorder Point')).toHaveAttribute(
    'placeholder',
    'Default: threshold limit, 5',
  );
  await form.getByLabel('Reorder Point').fill('12');
  await form.getByText('Order up to', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Order up to' }).fill('60');
  await form.getByLabel('Lead Time (days)').fill('4');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  const reorder = region(page, 'Reorder and Expiry');
  for (const text of ['Reorder Point12', 'Order Up To60', 'Lead Time4 days', '30 days (default)']) {
    await expect(reorder).toContainText(text);
  }

  // Trace: from the batch's row to where its units are.
  await batches.getByRole('link', { name: 'Trace batch LATE' }).click();
  await expect(page).toHaveURL(/\/batches\/trace\?product=[0-9a-f-]+&batch=LATE$/);
  await expect(row(region(page, 'Where it is now'), thane!.name)).toContainText('8');
});

test('the inventory lists its units by batch, and Add Product places units of a new batch', async ({
  page,
  request,
}) => {
  const { product, inventories, staff } = await stockSetup(request);
  const [thane] = inventories;
  await openSignedIn(page, staff.auth, `/inventory/${thane!._id}`);
  const batches = region(page, 'Batches');
  await expect(batches).toContainText('No units here carry a batch.');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product to Inventory' });
  await choose(page, dialog.getByLabel(/^Product/), product.productName, new RegExp(product.productName));
  await dialog.getByLabel(/^Quantity/).fill('12');
  await fillDate(dialog.getByLabel('Expiry date'), indiaDate(10));
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(dialog.getByText('Give the batch code these dates belong to')).toBeVisible();
  await dialog.getByLabel('Batch code').fill('GH-2611');
  await fillDate(dialog.getByLabel('Mfg date'), indiaDate(-20));
  await dialogShot(page, 'inventory-add-product-batch');
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(dialog).toBeHidden();

  await expect(batches.getByRole('heading', { name: 'Batches (1)' })).toBeVisible();
  const line = row(batches, 'GH-2611');
  await expect(line.getByRole('cell').nth(0)).toContainText(product.productName);
  await expect(line.getByRole('cell').nth(3)).toHaveText('10 days left');
  await expect(line.getByRole('cell').nth(4)).toHaveText('12');
  await pageShot(page, 'inventory-batches');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    batches.getByRole('article', { name: `Batch GH-2611 of ${product.productName}` }),
  ).toContainText('10 days left');
  await pageShot(page, 'inventory-batches-phone');
});

test('the trace finds a batch in the warehouse and on the road, and says when there is no such batch', async ({
  page,
  request,
}) => {
  const { suffix, admin, product, inventories, staff } = await stockSetup(request, 2);
  const [thane, nagpur] = inventories;
  const token = admin.auth.token;
  await placeViaApi(request, token, thane!._id, {
    productId: product._id,
    quantity: 10,
    batch: { code: 'LOT-7', mfgDate: indiaDate(-40), expiryDate: indiaDate(300) },
  });
  const ids = await batchIdsViaApi(request, product._id);
  const packageId = `TRF-${suffix}`;
  const transport = await createTransport(request, token, {
    packageId,
    sourceInventoryId: thane!._id,
    destinationInventoryId: nagpur!._id,
    products: [{ product: product._id, quantity: 4, batches: [{ batch: ids['LOT-7'], quantity: 4 }] }],
  });
  await moveTransportViaApi(request, token, transport._id, 'dispatched');

  // From the header: the product picked by name, the batch by its code.
  await openSignedIn(page, staff.auth, '/');
  await mainNav(page).getByRole('link', { name: 'Trace', exact: true }).click();
  await expect(page.getByText('Choose a product and type a batch code')).toBeVisible();
  const form = page.getByRole('form', { name: 'Trace a batch' });
  await choose(page, form.getByLabel(/^Product/), product.productName, new RegExp(product.productName));
  await form.getByLabel(/^Batch code/).fill('LOT-7');
  await form.getByRole('button', { name: 'Trace' }).click();
  await expect(page).toHaveURL(/batch=LOT-7/);

  const batch = region(page, 'Batch');
  await expect(batch).toContainText('Total units10');
  await expect(batch).toContainText('In inventories6');
  await expect(batch).toContainText('300 days left');
  await expect(row(region(page, 'Where it is now'), thane!.name).getByRole('cell').nth(2)).toHaveText('6');
  const carrier = row(region(page, 'Transports'), packageId);
  await expect(carrier).toContainText('Dispatched');
  await expect(carrier).toContainText(`${thane!.name}→${nagpur!.name}`);
  await expect(carrier).toContainText('On the road');
  await expect(carrier.getByRole('cell').nth(3)).toHaveText('4');
  const history = region(page, 'Movement history');
  await expect(row(history, 'Dispatched')).toContainText('−4');
  await expect(row(history, 'Placed in inventory')).toContainText('+10');
  await pageShot(page, 'batch-trace');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    region(page, 'Transports').getByRole('article', { name: `Transport ${packageId}` }),
  ).toBeVisible();
  await pageShot(page, 'batch-trace-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The transport's link opens the list searched for it, with the batch on its line.
  await carrier.getByRole('link', { name: packageId }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Transportation/ })).toBeVisible();
  await expect(row(page, packageId)).toContainText(`${product.productName}: LOT-7 × 4`);

  // A code the product does not have.
  await page.goto(`/batches/trace?product=${product._id}&batch=NOPE`);
  await expect(page.getByRole('heading', { name: 'Nothing to trace' })).toBeVisible();
  await expect(page.getByText(`Batch "NOPE" of "${product.productName}" not found`)).toBeVisible();
});

test('an admin dispatches expired units with a reason; anyone else is told why not', async ({
  page,
  request,
}) => {
  const { suffix, admin, product, inventories, staff } = await stockSetup(request, 2);
  const [thane, nagpur] = inventories;
  const token = admin.auth.token;
  await placeViaApi(request, token, thane!._id, {
    productId: product._id,
    quantity: 5,
    batch: { code: 'EXP-1', expiryDate: indiaDate(-5) },
  });
  const ids = await batchIdsViaApi(request, product._id);
  const packageId = `RTV-${suffix}`;
  await createTransport(request, token, {
    packageId,
    sourceInventoryId: thane!._id,
    destinationInventoryId: nagpur!._id,
    products: [{ product: product._id, quantity: 5, batches: [{ batch: ids['EXP-1'], quantity: 5 }] }],
  });

  const dispatch = async () => {
    await page.getByRole('button', { name: `Edit ${packageId}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Transport' });
    await expect(edit.getByLabel('Units of batch EXP-1 (line 1)')).toHaveValue('5');
    await edit.getByLabel(/^Status/).click();
    await page.getByRole('option', { name: 'Dispatched' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    return edit;
  };

  // Staff: the refusal, and nothing to get past it.
  await openSignedIn(page, staff.auth, `/transportation?search=${packageId}`);
  let edit = await dispatch();
  await expect(edit.getByRole('alert')).toContainText(`Batch "EXP-1" of "${product.productName}" expired on`);
  await expect(edit.getByRole('button', { name: 'Dispatch anyway' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // An admin gives a reason and dispatches them anyway.
  await openSignedIn(page, admin.auth, `/transportation?search=${packageId}`);
  edit = await dispatch();
  await edit.getByRole('button', { name: 'Dispatch anyway' }).click();
  await expect(edit.getByText('Give a reason for dispatching expired units')).toBeVisible();
  await edit
    .getByLabel(/^Reason for dispatching expired units/)
    .fill('Returned to the supplier for destruction');
  await dialogShot(page, 'transport-dispatch-expired');
  await edit.getByRole('button', { name: 'Dispatch anyway' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, packageId)).toContainText('Dispatched');

  // The reason is kept with the units.
  await page.goto(`/batches/trace?product=${product._id}&batch=EXP-1`);
  await expect(row(region(page, 'Movement history'), 'Dispatched')).toContainText(
    'Returned to the supplier for destruction',
  );
});

test('a transfer takes the earliest-expiring batch first, and a batch expiring next week is an alert', async ({
  page,
  request,
}) => {
  const { suffix, admin, product, inventories, staff } = await stockSetup(request, 2);
  const [thane, nagpur] = inventories;
  const token = admin.auth.token;
  const far = `FAR-${suffix}`;
  const near = `NEAR-${suffix}`;
  // The later batch is placed first: the order of arrival does not decide what leaves.
  await placeViaApi(request, token, thane!._id, {
    productId: product._id,
    quantity: 10,
    batch: { code: far, expiryDate: indiaDate(200) },
  });
  await placeViaApi(request, token, thane!._id, {
    productId: product._id,
    quantity: 10,
    batch: { code: near, expiryDate: indiaDate(6) },
  });
  const packageId = `FEFO-${suffix}`;
  await createTransport(request, token, {
    packageId,
    sourceInventoryId: thane!._id,
    destinationInventoryId: nagpur!._id,
    products: [{ product: product._id, quantity: 12 }],
  });

  // Dispatched from the screen: the ten units expiring next week go first, then two of the later batch.
  await openSignedIn(page, staff.auth, `/transportation?search=${packageId}`);
  await page.getByRole('button', { name: `Edit ${packageId}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transport' });
  await edit.getByLabel(/^Status/).click();
  await page.getByRole('option', { name: 'Dispatched' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, packageId)).toContainText(`${near} × 10, ${far} × 2`);

  // The product's batches: the near one is on the road, the far one mostly still in Thane.
  await page.goto(`/products/${product._id}`);
  const batches = region(page, 'Batches');
  await expect(row(batches, near)).toContainText('6 days left');
  await expect(row(batches, far)).toContainText(`${thane!.name}: 8`);

  // The alert warns of the batch expiring next week.
  await page.goto('/alerts');
  await page.getByRole('textbox', { name: 'Search' }).fill(near);
  await expect(page.getByText(`Batch ${near} of ${product.productName} expires on`)).toBeVisible();
  await pageShot(page, 'alerts-batch-expiring');
});

test('a pending transfer chooses the batches a line takes; the rest leave first-expiry-first-out', async ({
  page,
  request,
}) => {
  const { suffix, admin, product, inventories, staff } = await stockSetup(request, 2);
  const [thane, nagpur] = inventories;
  const token = admin.auth.token;
  const soon = `SOON-${suffix}`;
  const later = `LATER-${suffix}`;
  for (const [code, days] of [
    [soon, 30],
    [later, 300],
  ] as const) {
    await placeViaApi(request, token, thane!._id, {
      productId: product._id,
      quantity: 5,
      batch: { code, expiryDate: indiaDate(days) },
    });
  }
  const packageId = `PICK-${suffix}`;
  await createTransport(request, token, {
    packageId,
    sourceInventoryId: thane!._id,
    destinationInventoryId: nagpur!._id,
    products: [{ product: product._id, quantity: 4 }],
  });

  // Three units of the later batch, chosen on the line; the fourth is left to first expiry first out.
  await openSignedIn(page, staff.auth, `/transportation?search=${packageId}`);
  await page.getByRole('button', { name: `Edit ${packageId}` }).click();
  let edit = page.getByRole('dialog', { name: 'Edit Transport' });
  await expect(edit.getByText('First expiry first out, unless you choose batches.')).toBeVisible();
  await edit.getByRole('button', { name: 'Choose batches for line 1' }).click();
  const batches = edit.getByRole('group', { name: 'Batches of line 1' });
  await expect(batches).toContainText(`${soon}`);
  await expect(batches).toContainText('5 held here');
  await batches.getByLabel(`Units of batch ${later} (line 1)`).fill('3');
  await dialogShot(page, 'transport-choose-batches');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, packageId)).toContainText(`${later} × 3`);

  // Dispatched: the chosen units, and the earliest batch for the rest.
  await page.getByRole('button', { name: `Edit ${packageId}` }).click();
  edit = page.getByRole('dialog', { name: 'Edit Transport' });
  await expect(edit.getByLabel(`Units of batch ${later} (line 1)`)).toHaveValue('3');
  await edit.getByLabel(/^Status/).click();
  await page.getByRole('option', { name: 'Dispatched' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, packageId)).toContainText(`${soon} × 1, ${later} × 3`);
});
