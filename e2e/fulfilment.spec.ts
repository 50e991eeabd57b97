import bwipjs from 'bwip-js/node';
import { gstinCheckCharacter } from '@godown/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { openSignedIn, uniqueSuffix } from './support/accounts';
import { createPerson, theAdmin } from './support/people';
import { choose } from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';
import { createInventory, createProduct, createStorage, placeViaApi } from './support/stock';

// Selling, end to end (docs/domain.md#picking-shipping-and-returns), as the walk-through
// has it: a staff member adds a customer by GSTIN, takes an order of three products (a price-list
// price, a free-quantity scheme, one short of stock), confirms it (the short line waits), allocates
// it in one click (the earliest batch), picks it on the phone by scanning, packs it for a driver who
// delivers it with a photo; a receipt fills the backorder; two units of one batch come back into
// quarantine.

const PHONE = { width: 390, height: 844 };
const region = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('region', { name, exact: true });
const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (from: string) => from[Math.floor(Math.random() * from.length)]!;
/** A PAN of a company nobody has used yet (letters and digits drawn at random). */
function newPan(): string {
  const letters = Array.from({ length: 3 }, () => pick(LETTERS)).join('');
  const digits = Array.from({ length: 4 }, () => pick('0123456789')).join('');
  return `${letters}C${pick(LETTERS)}${digits}${pick(LETTERS)}`;
}

function gstinOf(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'get',
  url: string,
  data?: unknown,
) {
  const response = await request[method](`/api/v1${url}`, {
    ...(data === undefined ? {} : { data }),
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A warehouse with a pharmacy rack and a quarantine cage; ORS in two batches (the earlier one on the
 * rack), paracetamol at the chemists' price, 5 handwash bottles; a chemists' price list, "ORS 10 + 1".
 */
async function sellingWorld(request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const token = admin.auth.token;
  const godown = await createInventory(request, token, {
    name: `Whitefield ${suffix}`,
    location: 'Whitefield, Bengaluru',
    totalCapacity: 100_000,
    totalVolume: 1_000,
    inventoryLocation: { type: 'Point', coordinates: [77.75, 12.97] },
  });
  const rackId = `PH-${suffix}`;
  const cageId = `Q-${suffix}`;
  const rack = await createStorage(request, token, {
    locationId: rackId,
    name: 'Pharma Cage',
    inventory: godown._id,
    dimensions: { length: 200, width: 100, height: 200 },
    holdingCapacity: 1000,
  });
  const cage = await createStorage(request, token, {
    locationId: cageId,
    name: 'Quarantine Cage',
    inventory: godown._id,
    dimensions: { length: 200, width: 100, height: 200 },
    holdingCapacity: 1000,
  });
  const product = (name: string, sku: string, price: number, mrp: number) =>
    createProduct(request, token, {
      productName: `${name} ${suffix}`,
      sku: `${sku}-${suffix}`,
      price,
      mrp,
      quantity: 1000,
    });
  const ors = await product('ORS Sachet', 'ORS', 21, 23);
  const para = await product('Paracetamol 500', 'PARA', 25, 30);
  const handwash = await product('Handwash 5L', 'HW', 899, 999);
  const early = `ORS-E-${suffix}`;
  const late = `ORS-L-${suffix}`;
  await placeViaApi(request, token, godown._id, {
    productId: ors._id,
    quantity: 40,
    batch: { code: late, expiryDate: '2028-06-30' },
  });
  await placeViaApi(request, token, godown._id, {
    productId: ors._id,
    quantity: 30,
    batch: { code: early, expiryDate: '2027-03-31' },
  });
  await placeViaApi(request, token, godown._id, { productId: para._id, quantity: 100 });
  await placeViaApi(request, token, godown._id, { productId: handwash._id, quantity: 5 });
  const batches = await api<{ batches: { id: string; code: string }[] }>(
    request,
    token,
    'get',
    `/products/${ors._id}/batches`,
  );
  // The earlier batch sits on the pharmacy rack.
  await api(request, token, 'post', '/stock/move', {
    productId: ors._id,
    batchId: batches.batches.find((b) => b.code === early)!.id,
    quantity: 30,
    from: { inventoryId: godown._id },
    to: { inventoryId: godown._id, storageUnitId: rack._id },
  });
  const list = await api<{ priceList: { id: string; name: string } }>(
    request,
    token,
    'post',
    '/price-lists',
    {
      name: `Chemists ${suffix}`,
      items: [{ product: para._id, kind: 'price', value: 22 }],
    },
  );
  await api(request, token, 'post', '/schemes', {
    kind: 'freeQuantity',
    name: `ORS 10 + 1 ${suffix}`,
    product: ors._id,
    buyQuantity: 10,
    freeQuantity: 1,
  });
  const staff = await createPerson(request, { role: 'staff', name: `Priya ${suffix}` });
  const driver = await createPerson(request, { role: 'driver', name: `Suresh ${suffix}` });
  return {
    suffix,
    token,
    godown,
    rack: { ...rack, locationId: rackId },
    cage: { ...cage, locationId: cageId },
    ors,
    para,
    handwash,
    early,
    list: list.priceList,
    staff,
    driver,
  };
}

test('selling end to end: GSTIN customer, order, backorder, one-click allocation, phone picking, delivery with a photo, a receipt fills the backorder, a return into quarantine', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const w = await sellingWorld(request);
  const shopName = `Sri Venkateswara Pharma ${w.suffix}`;

  // 1. A customer by GSTIN, on the chemists' list.
  await openSignedIn(page, w.staff.auth, '/customers');
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const customerForm = page.getByRole('dialog', { name: 'Add customer' });
  await customerForm.getByLabel(/^Name/).fill(shopName);
  await customerForm.getByLabel('GSTIN').fill(gstinOf('29', newPan()));
  await expect(customerForm.getByRole('textbox', { name: /^State \(place of supply\)/ })).toHaveValue(
    'Karnataka (29)',
  );
  await customerForm.getByLabel('Address', { exact: true }).fill('14, Commercial Street');
  await customerForm.getByLabel('PIN code', { exact: true }).fill('560001');
  await expect(customerForm.getByLabel('District', { exact: true })).toHaveValue(/Bangalore|Bengaluru/);
  await choose(page, customerForm.getByRole('textbox', { name: /^Price list/ }), w.list.name, w.list.name);
  await customerForm.getByRole('button', { name: 'Add customer' }).click();
  await expect(customerForm).toBeHidden();

  // 2. The order: 25 ORS (10 + 1 earns 2 free), 40 paracetamol at the list's ₹22, 8 handwash (5 in stock).
  await page.goto('/sales-orders');
  await page.getByRole('button', { name: 'New sales order' }).first().click();
  const form = page.getByRole('dialog', { name: 'New sales order' });
  await choose(page, form.getByRole('textbox', { name: /^Customer/ }), shopName, shopName);
  await choose(page, form.getByRole('textbox', { name: /^Warehouse/ }), w.godown.name, w.godown.name);
  await choose(page, form.getByLabel('Product of line 1'), `ORS-${w.suffix}`, /^ORS Sachet/);
  await form.getByLabel('Units of line 1').fill('25');
  await form.getByRole('button', { name: 'Add line' }).click();
  await choose(page, form.getByLabel('Product of line 2'), `PARA-${w.suffix}`, /^Paracetamol/);
  await form.getByLabel('Units of line 2').fill('40');
  await form.getByRole('button', { name: 'Add line' }).click();
  await choose(page, form.getByLabel('Product of line 3'), `HW-${w.suffix}`, /^Handwash/);
  await form.getByLabel('Units of line 3').fill('8');
  const quote = region(form, 'Live quote');
  await expect(row(quote, w.para.productName)).toContainText(`Price list ${w.list.name}: ₹22.00`);
  await expect(row(quote, w.ors.productName)).toContainText('25 bought earn 2 free');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/sales-orders\/[0-9a-f-]{36}$/);
  const orderUrl = page.url();
  const number = (await page.getByRole('heading', { level: 2, name: /^SO\// }).textContent()) ?? '';

  // 3. Confirmed: the handwash line waits for 3.
  await page.getByRole('button', { name: 'Confirm' }).click();
  const lines = region(page, 'Lines');
  await expect(row(lines, w.handwash.productName).getByRole('cell').nth(5)).toHaveText('3');

  // 4. One click allocates every held unit: ORS from the earlier batch, on its rack.
  await page.getByRole('button', { name: /^Allocate \d+ units$/ }).click();
  await expect(page.getByRole('link', { name: 'Pick by scanning' })).toBeVisible();
  // The toast says so; the screenshot is taken once it is there (and closed for the picture).
  await expect(page.getByText(`${number} allocated`)).toBeVisible();
  await pageShot(page, 'fulfilment-order-allocated');

  // 5. Picking on the phone: the rack, then the goods, then the units.
  // Signed in on a wide window (the header names the user), then narrowed to a phone.
  const phone = await browser.newContext({ hasTouch: true });
  const picker = await phone.newPage();
  await openSignedIn(picker, w.staff.auth, `${new URL(orderUrl).pathname}/pick`);
  await picker.setViewportSize(PHONE);
  await expect(picker.getByRole('heading', { level: 2, name: `Pick ${number}` })).toBeVisible();
  const current = picker.getByTestId('pick-current');
  for (let step = 0; step < 3; step++) {
    await expect(current).toBeVisible();
    const text = (await current.textContent()) ?? '';
    if (text.includes(w.ors.productName)) {
      await expect(current).toContainText(`Batch ${w.early}`);
      await current.getByRole('textbox', { name: 'Scan the rack' }).fill(w.rack.locationId);
      await current.getByRole('textbox', { name: 'Scan the rack' }).press('Enter');
      const goods = current.getByRole('textbox', { name: 'Scan the product (or its batch)' });
      // Another batch is refused before anything is sent.
      await goods.fill(`ORS-L-${w.suffix}`);
      await goods.press('Enter');
      await expect(picker.getByRole('alert')).toContainText(`take batch ${w.early}`);
      await goods.fill(w.early);
      await goods.press('Enter');
      await picker.screenshot({ path: 'screenshots/fulfilment-pick-phone.png', fullPage: true });
    } else {
      const sku = text.includes(w.para.productName) ? `PARA-${w.suffix}` : `HW-${w.suffix}`;
      await current.getByRole('textbox', { name: 'Scan the product (or its batch)' }).fill(sku);
      await current.getByRole('textbox', { name: 'Scan the product (or its batch)' }).press('Enter');
    }
    await current.getByRole('button', { name: /^Confirm \d+ picked$/ }).click();
    await expect(picker.getByRole('status')).toContainText('Picked');
  }
  await expect(picker.getByText('Everything is picked')).toBeVisible();
  await phone.close();

  // 6. Packed for the driver, with the vehicle; the challan is there.
  await page.goto(orderUrl);
  await page.getByRole('button', { name: 'Pack shipment' }).click();
  const ship = page.getByRole('dialog', { name: `Pack a shipment of ${number}` });
  await choose(page, ship.getByRole('textbox', { name: /^Driver/ }), w.driver.user.name, w.driver.user.name);
  await ship.getByLabel('Vehicle number').fill('KA 05 MN 4821');
  await dialogShot(page, 'fulfilment-pack');
  await ship.getByRole('button', { name: 'Pack shipment' }).click();
  await expect(ship).toBeHidden();
  const shipmentRow = page.getByRole('listitem', { name: `${number}-1` });
  await expect(shipmentRow).toContainText('KA05MN4821');
  await expect(shipmentRow).toContainText(w.driver.user.name);

  // 7. The driver's phone: dispatch, start the trip, deliver with a photo.
  const driverPhone = await browser.newContext({ hasTouch: true });
  const driverPage = await driverPhone.newPage();
  await openSignedIn(driverPage, w.driver.auth, '/deliveries');
  await driverPage.setViewportSize(PHONE);
  const card = driverPage.getByRole('article', { name: `Delivery ${number}-1` });
  await card.getByRole('button', { name: 'Dispatch' }).click();
  await card.getByRole('button', { name: 'Start trip' }).click();
  await card.getByRole('button', { name: 'Deliver' }).click();
  const deliver = driverPage.getByRole('dialog', { name: `Deliver ${number}-1` });
  await deliver.getByLabel("Receiver's name").fill('Manjunath');
  const photo = await bwipjs.toBuffer({ bcid: 'qrcode', text: `Delivered ${number}`, scale: 12 });
  await deliver
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_3001.png', mimeType: 'image/png', buffer: photo });
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(driverPage.getByText(`${number}-1 delivered. The proof is saved.`)).toBeVisible();
  await driverPhone.close();

  await page.reload();
  await expect(page.getByRole('listitem', { name: `${number}-1` })).toContainText('Delivered');
  await expect(row(lines, w.para.productName).getByRole('cell').nth(7)).toHaveText('40');

  // 8. Three handwash bottles arrive: the backorder holds them by itself.
  await api(request, w.token, 'post', '/stock/receive', {
    inventoryId: w.godown._id,
    productId: w.handwash._id,
    quantity: 3,
  });
  await expect(row(lines, w.handwash.productName).getByRole('cell').nth(5)).toHaveText('0', {
    timeout: 15_000,
  });

  // 9. Two ORS of the earlier batch come back damaged, into the quarantine cage.
  await page.getByRole('button', { name: 'Record a return' }).click();
  const back = page.getByRole('dialog', { name: `Return against ${number}` });
  const orsRow = back
    .locator('div')
    .filter({ hasText: `${w.ors.productName}, batch ${w.early}` })
    .last();
  await orsRow.getByLabel('Units back').fill('2');
  await choose(
    page,
    back.getByRole('textbox', { name: 'Quarantine rack' }),
    w.cage.locationId,
    new RegExp(w.cage.locationId),
  );
  await dialogShot(page, 'fulfilment-return');
  await back.getByRole('button', { name: 'Record return' }).click();
  await expect(back).toBeHidden();
  await page.getByRole('link', { name: 'Open Returns' }).click();
  const returned = page.getByTestId('return-card').filter({ hasText: number });
  await expect(returned).toContainText(`2 × ${w.ors.productName}`);
  await expect(returned).toContainText(`In quarantine, ${w.cage.locationId}`);
  await pageShot(page, 'fulfilment-returns');

  // 10. Checked, the two are fine after all: back to stock, from the Returns page on a phone.
  await page.setViewportSize(PHONE);
  await pageShot(page, 'fulfilment-returns-phone');
  await returned.getByRole('button', { name: 'Back to stock' }).click();
  const restock = page.getByRole('dialog', { name: 'Back to stock?' });
  await expect(restock).toContainText(`in rack ${w.cage.locationId}`);
  await restock.getByRole('button', { name: 'Back to stock' }).click();
  await expect(page.getByText('The units are back in stock')).toBeVisible();
  await expect(returned).toContainText('Back in stock');
  await expect(returned.getByRole('button', { name: 'Back to stock' })).toHaveCount(0);
});
