import { gs1CheckDigit } from '@godown/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { createPerson, theAdmin } from './support/people';
import { choose } from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';
import { createInventory, createProduct, createStorage, placeViaApi } from './support/stock';

const region = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('region', { name, exact: true });
const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });
const statCard = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: label, exact: true });
const scanBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Scan to count' });
const lastScan = (page: Page): Locator => page.getByRole('status', { name: 'Last scan' });

/** Moves units already placed in an inventory onto one of its storage units (`POST /stock/move`). */
async function putAwayViaApi(
  request: APIRequestContext,
  token: string,
  body: { productId: string; quantity: number; inventoryId: string; storageUnitId: string },
): Promise<void> {
  const response = await request.post('/api/v1/stock/move', {
    data: {
      productId: body.productId,
      quantity: body.quantity,
      from: { inventoryId: body.inventoryId },
      to: { inventoryId: body.inventoryId, storageUnitId: body.storageUnitId },
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A warehouse with a rack holding 10 units of dal (₹120 each) and 4 of chana, put away there, and a
 * staff member to count with the admin.
 */
async function rackSetup(request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const token = admin.auth.token;
  const staff = await createPerson(request, { role: 'staff', name: `Priya ${suffix}` });
  const godown = await createInventory(request, token, {
    name: `Nagpur ${suffix}`,
    location: 'Butibori, Nagpur',
    totalCapacity: 10_000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [79.0, 20.95] },
  });
  const rack = await createStorage(request, token, {
    locationId: `R-${suffix}`,
    name: `Rack ${suffix}`,
    dimensions: { length: 200, width: 80, height: 200 },
    holdingCapacity: 1000,
    inventory: godown._id,
  });
  const dal = await createProduct(request, token, {
    productName: `Toor Dal ${suffix}`,
    sku: `DAL-${suffix}`,
    price: 120,
    quantity: 20,
    weight: 1,
  });
  const chana = await createProduct(request, token, {
    productName: `Kabuli Chana ${suffix}`,
    sku: `CHANA-${suffix}`,
    price: 90,
    quantity: 4,
    weight: 1,
  });
  for (const [product, units] of [
    [dal, 10],
    [chana, 4],
  ] as const) {
    await placeViaApi(request, token, godown._id, { productId: product._id, quantity: units });
    await putAwayViaApi(request, token, {
      productId: product._id,
      quantity: units,
      inventoryId: godown._id,
      storageUnitId: rack._id,
    });
  }
  return { suffix, admin, staff, godown, rack, dal, chana, dalSku: `DAL-${suffix}` };
}

/** Scans a code as a keyboard-wedge scanner does: its characters into the box, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  await scanBox(page).fill(code);
  await scanBox(page).press('Enter');
  // The box empties at once, ready for the next code.
  await expect(scanBox(page)).toHaveValue('');
}

test('two people count a rack by scanning, a line is recounted, and the admin posts the difference', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { admin, staff, godown, rack, dal, chana, dalSku } = await rackSetup(request);

  // The admin starts a count of the rack on the Counts screen.
  await openSignedIn(page, admin.auth, '/');
  await mainNav(page).getByRole('link', { name: 'Counts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Stock counts \([\d,]+\)$/ })).toBeVisible();
  // The header's button (an empty list offers one too).
  await page.getByRole('button', { name: 'Start count' }).first().click();
  const start = page.getByRole('dialog', { name: 'Start count' });
  // The inventory picker opens with the dialog; leaving it closes its list, which can cover the button.
  await start.getByRole('heading', { name: 'Start count' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await start.getByRole('button', { name: 'Start count' }).click();
  await expect(start.getByText('Choose the inventory to count')).toBeVisible();
  await choose(page, start.getByLabel(/^Inventory/), godown.name, godown.name);
  await start.getByLabel('One storage unit').check();
  await start.getByRole('button', { name: 'Start count' }).click();
  await expect(start.getByText('Choose the storage unit to count')).toBeVisible();
  await start.getByLabel(/^Storage unit/).click();
  await page.getByRole('option', { name: `${rack.name} (R-` }).click();
  await start.getByLabel('Note').fill('Rack check after a complaint');
  await dialogShot(page, 'count-start-dialog');
  await start.getByRole('button', { name: 'Start count' }).click();

  await expect(page).toHaveURL(/\/counts\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 2, name: /^CNT-\d{5}$/ });
  await expect(title).toBeVisible();
  const number = (await title.textContent()) ?? '';
  const countUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Counting', { exact: true })).toBeVisible();
  await expect(page.getByText(`One storage unit: ${rack.name}`)).toBeVisible();
  await expect(statCard(page, 'Lines')).toContainText('2');
  await expect(statCard(page, 'Counted')).toContainText('0 of 2');
  const lines = region(page, 'Lines');
  await expect(row(lines, dal.productName)).toContainText('Not counted');

  // A second count of the same inventory is refused while this one is open, with the server's words.
  await page.goto('/counts');
  await expect(row(page, number)).toContainText('Counting');
  await page.getByRole('button', { name: 'Start count' }).first().click();
  const again = page.getByRole('dialog', { name: 'Start count' });
  await choose(page, again.getByLabel(/^Inventory/), godown.name, godown.name);
  await again.getByRole('button', { name: 'Start count' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    `Failed to start the count: A count of this inventory is already open (${number}): post or cancel it first`,
  );
  await again.getByRole('button', { name: 'Cancel' }).click();
  await row(page, number).getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(countUrl);

  // The admin, at a desk, scans the dal's SKU four times: one unit each.
  await expect(scanBox(page)).toBeFocused();
  for (let units = 1; units <= 4; units++) {
    await scan(page, dalSku);
    await expect(lastScan(page)).toHaveText(`Counted 1 × ${dal.productName}: ${units} on the line`);
  }
  // A code that names nothing is refused under the box.
  await scan(page, `NOPE-${dalSku}`);
  await expect(page.getByRole('alert', { name: 'Last scan' })).toContainText(
    `Nothing matches "NOPE-${dalSku}"`,
  );

  // The staff member counts the same shelf on a phone, two units a scan.
  const phoneContext = await browser.newContext({ baseURL });
  const phone = await phoneContext.newPage();
  await openSignedIn(phone, staff.auth, countUrl);
  await phone.setViewportSize({ width: 375, height: 812 });
  await expect(phone.getByRole('heading', { level: 2, name: number })).toBeVisible();
  await phone.getByLabel('Units per scan').fill('2');
  await scan(phone, dalSku);
  await expect(lastScan(phone)).toHaveText(`Counted 2 × ${dal.productName}: 6 on the line`);
  await scan(phone, dalSku);
  await expect(lastScan(phone)).toHaveText(`Counted 2 × ${dal.productName}: 8 on the line`);
  const dalCard = phone.getByRole('article', { name: dal.productName });
  await expect(dalCard).toContainText(`Counted by ${admin.user.name} 4 · ${staff.user.name} 4`);
  await expect(dalCard).toContainText('−2');
  await expect(dalCard).toContainText('−₹240.00');
  // No admin buttons for staff.
  await expect(phone.getByRole('button', { name: 'Post count' })).toHaveCount(0);
  await pageShot(phone, 'count-phone');

  // The review on the admin's screen: both counters, the total, the variance in units and rupees.
  await page.reload();
  const dalRow = row(lines, dal.productName);
  await expect(dalRow).toContainText(`${admin.user.name} 4 · ${staff.user.name} 4`);
  await expect(dalRow.getByRole('cell').nth(4)).toHaveText('8');
  await expect(dalRow).toContainText('−2');
  await expect(dalRow).toContainText('−₹240.00');
  await expect(statCard(page, 'Counted')).toContainText('1 of 2');
  await expect(statCard(page, 'Variance ₹')).toContainText('−₹240.00');

  // The chana is typed in without a scanner, then cleared for a recount and left uncounted.
  await lines.getByRole('button', { name: `Set count of ${chana.productName}` }).click();
  const setCount = page.getByRole('dialog', { name: `Set count: ${chana.productName}` });
  await setCount.getByLabel(/^Units counted/).fill('5');
  await setCount.getByRole('button', { name: 'Save' }).click();
  await expect(setCount).toBeHidden();
  await expect(row(lines, chana.productName)).toContainText('+₹90.00');
  await pageShot(page, 'count-desktop');
  await lines.getByRole('button', { name: `Recount ${chana.productName}` }).click();
  await page
    .getByRole('dialog', { name: `Recount ${chana.productName}` })
    .getByRole('button', { name: 'Recount' })
    .click();
  await expect(row(lines, chana.productName)).toContainText('Not counted');
  await expect(statCard(page, 'Counted')).toContainText('1 of 2');

  // The admin posts: the uncounted line is left as it is.
  await page.getByRole('button', { name: 'Post count' }).click();
  const post = page.getByRole('dialog', { name: `Post count ${number}` });
  await expect(post.getByRole('group', { name: 'Variance to post' })).toContainText('−2');
  await expect(post.getByRole('group', { name: 'Variance to post' })).toContainText('−₹240.00');
  await expect(post.getByLabel('Leave them as they are')).toBeChecked();
  await post.getByRole('button', { name: 'Post count' }).click();
  await expect(post).toBeHidden();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`Posted .* by ${admin.user.name}`))).toBeVisible();
  await expect(scanBox(page)).toHaveCount(0);
  await expect(lines.getByRole('columnheader', { name: 'Adjustment' })).toBeVisible();
  await expect(row(lines, dal.productName).getByRole('cell').nth(7)).toHaveText('−2');
  await pageShot(page, 'count-posted-desktop');

  // The phone sees the count posted: no more scanning.
  await phone.reload();
  await expect(phone.getByText('Posted', { exact: true })).toBeVisible();
  await expect(scanBox(phone)).toHaveCount(0);
  await phoneContext.close();

  // The list: the count posted, with its variance; filtered to the inventory, it is the only one.
  await page.goto('/counts');
  await choose(page, page.getByRole('textbox', { name: 'Inventory' }), godown.name, godown.name);
  await expect(page.getByRole('heading', { level: 2, name: 'Stock counts (1)' })).toBeVisible();
  const listed = row(page, number);
  for (const text of ['Posted', godown.name, rack.name, '1 of 2', '−2', '−₹240.00', admin.user.name]) {
    await expect(listed).toContainText(text);
  }
  await pageShot(page, 'counts-list');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('article', { name: `Count ${number}` })).toContainText('−₹240.00');
  await pageShot(page, 'counts-list-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The dal's stock history shows the count's adjustment.
  await page.goto(`/products/${dal._id}`);
  const history = region(page, 'Stock History');
  const countRows = row(history, 'Stock count');
  await expect(countRows.first()).toBeVisible();
  for (const countRow of await countRows.all()) {
    await expect(countRow).toContainText('−2');
    await expect(countRow).toContainText(admin.user.name);
    await expect(countRow).toContainText(godown.name);
  }
  await expect(row(history, 'Quantity adjusted')).toHaveCount(0);
});

/** A GTIN-13 of this run: 890 (India), nine random digits and the check digit. */
function newGtin(): string {
  let body = '890';
  while (body.length < 12) body += String(Math.floor(Math.random() * 10));
  return `${body}${gs1CheckDigit(body)}`;
}

test('a product held by batch asks which batch, and a carton counts a batch Godown did not know', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const token = admin.auth.token;
  const staff = await createPerson(request, { role: 'staff', name: `Ravi ${suffix}` });
  const godown = await createInventory(request, token, {
    name: `Indore ${suffix}`,
    totalCapacity: 10_000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [75.86, 22.72] },
  });
  await createStorage(request, token, {
    locationId: `SH-${suffix}`,
    name: `Shelf ${suffix}`,
    dimensions: { length: 100, width: 50, height: 50 },
    holdingCapacity: 200,
    inventory: godown._id,
  });
  const gtin = newGtin();
  const ghee = await createProduct(request, token, {
    productName: `Desi Ghee ${suffix}`,
    sku: `GHEE-${suffix}`,
    gtin,
    price: 550,
    quantity: 12,
    weight: 1,
  });
  await placeViaApi(request, token, godown._id, {
    productId: ghee._id,
    quantity: 6,
    batch: { code: `B1-${suffix}`, expiryDate: '2030-01-31' },
  });
  const started = await request.post('/api/v1/counts', {
    data: { inventoryId: godown._id, scope: 'inventory' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { count } = ((await started.json()) as { data: { count: { id: string; number: string } } }).data;

  await openSignedIn(page, staff.auth, `/counts/${count.id}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 2, name: count.number })).toBeVisible();

  // The SKU names the product, not a batch: the counter is asked which.
  await scan(page, `GHEE-${suffix}`);
  const which = page.getByRole('dialog', { name: `Which batch of ${ghee.productName}?` });
  await expect(which.getByRole('button', { name: /Units without a batch/ })).toBeVisible();
  await which.getByRole('button', { name: new RegExp(`B1-${suffix}`) }).click();
  await expect(which).toBeHidden();
  await expect(lastScan(page)).toHaveText(
    `Counted 1 × ${ghee.productName} (batch B1-${suffix}): 1 on the line`,
  );
  await expect(scanBox(page)).toBeFocused();

  // A manufacturer's carton: its GTIN, expiry and a batch Godown has not seen, counted on a new line.
  await scan(page, `(01)0${gtin}(17)310630(10)LOT-${suffix}`);
  await expect(lastScan(page)).toHaveText(
    `Counted 1 × ${ghee.productName} (batch LOT-${suffix}): 1 on the line`,
  );
  const found = page.getByRole('article', { name: `${ghee.productName} (batch LOT-${suffix})` });
  await expect(found).toContainText('Expires 30 Jun 2031');
  await expect(found).toContainText('+₹550.00');

  // A shelf's label is nothing to count: refused, in red under the box.
  await scan(page, `SH-${suffix}`);
  await expect(page.getByRole('alert', { name: 'Last scan' })).toHaveText(
    `"Shelf ${suffix} (SH-${suffix}), ${godown.name}" is a storage unit: scan a product or a batch`,
  );
  await pageShot(page, 'count-batches-phone');
});
