import { expect, test, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { createPerson, theAdmin, type Person } from './support/people';
import { choose, confirmViaApi, createOrderViaApi, fillDate, indiaDate } from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';
import { createInventory, createProduct } from './support/stock';

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });
/** The status badges beside an order's number on its page. */
const orderStatus = (page: Page): Locator => page.getByRole('group', { name: 'Order status' });

/** A supplier, a product they supply (below its reorder point) and a warehouse, made for one test. */
async function purchasingSetup(
  request: Parameters<typeof createPerson>[0],
  product: { quantity?: number; weight?: number; reorderQuantity?: number } = {},
  inventory: { totalCapacity?: number } = {},
) {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const supplier = await createPerson(request, { role: 'supplier', name: `Farhan ${suffix}` });
  const dal = await createProduct(request, admin.auth.token, {
    productName: `Toor Dal ${suffix}`,
    sku: `DAL-${suffix}`,
    price: 120,
    quantity: product.quantity ?? 4,
    weight: product.weight ?? 1,
    thresholdLimit: 10,
    supplierId: supplier.id,
    ...(product.reorderQuantity ? { reorderQuantity: product.reorderQuantity } : {}),
  });
  const godown = await createInventory(request, admin.auth.token, {
    name: `Pune ${suffix}`,
    location: 'Hadapsar, Pune',
    totalCapacity: inventory.totalCapacity ?? 10_000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [73.93, 18.5] },
  });
  const staff = await createPerson(request, { role: 'staff', name: `Priya ${suffix}` });
  return { suffix, admin, supplier, staff, dal, godown };
}

/** The order's number from its page's title. */
async function orderNumber(page: Page): Promise<string> {
  const title = page.getByRole('heading', { level: 2, name: /^PO-/ });
  await expect(title).toBeVisible();
  return (await title.textContent()) ?? '';
}

test('a buyer orders from Reorder, the supplier confirms and ships, and the warehouse receives two batches', async ({
  page,
  request,
}) => {
  const { supplier, staff, dal, godown } = await purchasingSetup(request, { reorderQuantity: 40 });

  // Reorder: the supplier's card suggests the product's reorder quantity; the buyer orders 50.
  await openSignedIn(page, staff.auth, '/reorder');
  const card = region(page, supplier.user.name);
  const quantity = card.getByLabel(`Quantity of ${dal.productName}`);
  await expect(quantity).toHaveValue('40');
  await expect(card).toContainText("The product's reorder quantity is 40");
  await quantity.fill('50');
  await expect(row(card, dal.productName)).toContainText('₹6,000.00');
  await card.getByRole('button', { name: 'Create purchase order' }).click();
  const create = page.getByRole('dialog', { name: `Purchase order to ${supplier.user.name}` });
  await choose(page, create.getByLabel(/^Destination inventory/), godown.name, godown.name);
  await create.getByRole('button', { name: 'Create draft' }).click();

  // The draft opens on its own page, then is sent.
  await expect(page).toHaveURL(/\/purchase-orders\/[0-9a-f-]{36}$/);
  const number = await orderNumber(page);
  await expect(orderStatus(page)).toHaveText('Draft');
  await expect(row(region(page, 'Lines'), dal.productName)).toContainText('50');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(orderStatus(page)).toHaveText('Sent');
  const orderUrl = page.url();

  // The supplier finds it in their own list, confirms and ships it.
  await openSignedIn(page, supplier.auth, '/my-purchase-orders');
  await expect(mainNav(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await row(page, number).getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm ${number}` });
  await expect(confirm.getByLabel(`Quantity of ${dal.productName}`)).toHaveValue('50');
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  await expect(confirm.getByText('Give the date the goods will be ready')).toBeVisible();
  await fillDate(confirm.getByLabel(/^Ready date/), indiaDate(3));
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  await expect(confirm).toBeHidden();
  await expect(orderStatus(page)).toHaveText('Confirmed');
  await page.getByRole('button', { name: 'Ship' }).click();
  const ship = page.getByRole('dialog', { name: `Ship ${number}` });
  await fillDate(ship.getByLabel(/^ETA/), indiaDate(5));
  await ship.getByLabel('Note to the buyer').fill('Truck MH-12 AB 1234');
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(ship).toBeHidden();
  const summary = region(page, 'Order');
  await expect(summary).toContainText(`${number}-S1`);
  await expect(summary).toContainText('Truck MH-12 AB 1234');
  await expect(page.getByRole('button', { name: 'Ship' })).toHaveCount(0);

  // The warehouse receives 30 units of one batch and 20 of another.
  await openSignedIn(page, staff.auth, new URL(orderUrl).pathname);
  await expect(region(page, 'Order').getByRole('link', { name: `${number}-S1` })).toBeVisible();
  await page.getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: `Receive goods on ${number}` });
  const lines = receive.getByRole('group', { name: dal.productName });
  const field = (label: string, rowNumber: number) =>
    lines.getByLabel(`${label} (${dal.productName}, row ${rowNumber})`);
  await expect(field('Units', 1)).toHaveValue('50');
  await field('Units', 1).fill('30');
  await field('Batch code', 1).fill('LOT-A');
  await fillDate(field('Expiry date', 1), indiaDate(200));
  await lines.getByRole('button', { name: 'Add another batch' }).click();
  await expect(field('Units', 2)).toHaveValue('20');
  await field('Batch code', 2).fill('LOT-B');
  await fillDate(field('Mfg date', 2), indiaDate(-10));
  await fillDate(field('Expiry date', 2), indiaDate(400));
  await dialogShot(page, 'purchase-order-receive');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toBeHidden();
  await expect(orderStatus(page)).toHaveText('Received');
  const receipts = region(page, 'Receipts');
  await expect(row(receipts, 'LOT-A')).toContainText('30');
  await expect(row(receipts, 'LOT-B')).toContainText('20');
  const line = row(region(page, 'Lines'), dal.productName);
  await expect(line.getByRole('cell').nth(1)).toHaveText('50');
  await expect(line.getByRole('cell').nth(2)).toHaveText('50');
  await expect(summary.getByText('Delivered')).toBeVisible();
  await pageShot(page, 'purchase-order-received');

  // On a phone the lines and receipts are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(receipts.getByRole('article', { name: `Receipt of ${dal.productName}` })).toHaveCount(2);
  await pageShot(page, 'purchase-order-received-phone');
});

test("the buyer answers the supplier's other quantities: accepted, or refused back to sent", async ({
  page,
  request,
}) => {
  const { admin, supplier, staff, dal, godown } = await purchasingSetup(request);
  const lines = [{ product: dal._id, quantity: 20, unitPrice: 118.5 }];
  const order = { supplierId: supplier.id, destinationInventoryId: godown._id, lines };
  const accepted = await createOrderViaApi(request, admin.auth.token, order);
  const refused = await createOrderViaApi(request, admin.auth.token, order);
  for (const { id } of [accepted, refused]) {
    await confirmViaApi(request, supplier.auth.token, id, {
      confirmedDate: indiaDate(2),
      lines: [{ product: dal._id, quantity: 15 }],
    });
  }

  // The list says which orders wait for an answer, and filters by status.
  await openSignedIn(page, staff.auth, '/purchase-orders');
  await page.getByRole('textbox', { name: 'Search' }).fill(supplier.user.name);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(row(page, accepted.number)).toContainText('Changes proposed');
  await expect(row(page, accepted.number)).toContainText('0 / 20');
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page.getByText('No purchase orders match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Accepted: the proposed quantity becomes the order's, and goods may be received.
  await page.getByRole('textbox', { name: 'Search' }).fill(accepted.number);
  await row(page, accepted.number).getByRole('link', { name: accepted.number }).click();
  await expect(page.getByRole('heading', { level: 2, name: accepted.number })).toBeVisible();
  await expect(orderStatus(page)).toHaveText('ConfirmedChanges proposed');
  const line = row(region(page, 'Lines'), dal.productName);
  await expect(line.getByRole('cell').nth(3)).toHaveText('15');
  await expect(page.getByRole('button', { name: 'Receive' })).toHaveCount(0);
  await pageShot(page, 'purchase-order-proposed');
  await page.getByRole('button', { name: 'Accept changes' }).click();
  await expect(orderStatus(page)).toHaveText('Confirmed');
  await expect(line.getByRole('cell').nth(1)).toHaveText('15');
  await expect(line.getByRole('cell').nth(3)).toHaveText('—');
  await expect(page.getByRole('button', { name: 'Receive' })).toBeVisible();

  // Refused: the order goes back to sent at the quantity ordered.
  await page.goto(`/purchase-orders/${refused.id}`);
  await page.getByRole('button', { name: 'Refuse changes' }).click();
  await page
    .getByRole('dialog', { name: 'Refuse the changed quantities' })
    .getByRole('button', { name: 'Refuse changes' })
    .click();
  await expect(orderStatus(page)).toHaveText('Sent');
  await expect(line.getByRole('cell').nth(1)).toHaveText('20');
});

test('a new purchase order is checked, takes the product price, and a draft stays out of the supplier’s sight', async ({
  page,
  request,
}) => {
  const { supplier, staff, dal, godown } = await purchasingSetup(request);
  await openSignedIn(page, staff.auth, '/purchase-orders');
  await page.getByRole('button', { name: 'New purchase order' }).first().click();
  const form = page.getByRole('dialog', { name: 'New purchase order' });
  await form.getByRole('button', { name: 'Send purchase order' }).click();
  for (const message of [
    'Choose the supplier',
    'Choose the inventory the goods go to',
    'Product is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  // Only users with the supplier role are offered: the staff member is not.
  await form.getByLabel(/^Supplier/).fill(staff.user.name);
  await expect(page.getByText('Nothing found')).toBeVisible();
  await choose(page, form.getByLabel(/^Supplier/), supplier.user.name, supplier.user.name);
  await choose(page, form.getByLabel(/^Destination inventory/), godown.name, godown.name);
  await choose(page, form.getByLabel('Product 1'), dal.productName, new RegExp(dal.productName));
  await expect(form.getByLabel('Unit price 1')).toHaveValue('120');
  await form.getByLabel('Quantity 1').fill('12');
  await expect(form.getByText('₹1,440.00')).toBeVisible();
  await form.getByRole('switch', { name: /Send to the supplier now/ }).uncheck();
  await dialogShot(page, 'purchase-order-new');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  const number = await orderNumber(page);
  await expect(orderStatus(page)).toHaveText('Draft');

  // The supplier does not see drafts.
  await openSignedIn(page, supplier.auth, '/my-purchase-orders');
  await expect(page.getByText('No purchase orders yet')).toBeVisible();
  await expect(page.getByText(number)).toHaveCount(0);
});

test('receiving refuses more than is still to come, and shows the server’s refusal of a full inventory', async ({
  page,
  request,
}) => {
  // 20 units of 1 kg for a warehouse that holds 10 kg.
  const { admin, supplier, staff, dal, godown } = await purchasingSetup(request, {}, { totalCapacity: 10 });
  const order = await createOrderViaApi(request, admin.auth.token, {
    supplierId: supplier.id,
    destinationInventoryId: godown._id,
    lines: [{ product: dal._id, quantity: 20, unitPrice: 120 }],
  });
  await openSignedIn(page, staff.auth, `/purchase-orders/${order.id}`);
  await page.getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: `Receive goods on ${order.number}` });
  const units = receive.getByLabel(`Units (${dal.productName}, row 1)`);
  await units.fill('25');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive.getByText('More than the 20 units still to come')).toBeVisible();
  await units.fill('20');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive.getByRole('alert')).toContainText('Failed to receive the goods:');
  await expect(receive).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(orderStatus(page)).toHaveText('Sent');
  await expect(region(page, 'Receipts')).toContainText('Nothing received yet.');
});

test('purchasing is for buyers, My Purchase Orders for suppliers; others are turned away', async ({
  page,
  request,
}) => {
  for (const path of ['/purchase-orders', '/reorder', '/batches/trace', '/my-purchase-orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  }
  const driver = await createPerson(request, { role: 'driver' });
  await openSignedIn(page, driver.auth, '/purchase-orders');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  for (const name of ['Purchase Orders', 'Reorder', 'Trace', 'My Purchase Orders']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(mainNav(page).getByRole('link', { name: 'Wages', exact: true })).toBeVisible();

  const supplier: Person = await createPerson(request, { role: 'supplier' });
  await openSignedIn(page, supplier.auth, '/reorder');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  await page.goto('/users');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'My Purchase Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^My Purchase Orders/ })).toBeVisible();
});
