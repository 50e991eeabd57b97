import { gs1ElementString } from '@godown/shared';
import { decodeBarcodes, pdfPagePng, pdfText, randomEan13 } from '../apps/server/test/support/barcodes';
import { expect, test, type Page } from './support/test';
import { openSignedIn, uniqueSuffix } from './support/accounts';
import { browserWithCamera, barcodeVideo } from './support/camera';
import { bytesOf } from './support/files';
import { createPerson, theAdmin } from './support/people';
import { choose, indiaDate } from './support/purchasing';
import { pageShot } from './support/screens';
import { createInventory, createProduct, createStorage, placeViaApi } from './support/stock';
import { createTransport } from './support/transports';

/** Types a code into a box and presses Enter, as a USB or Bluetooth scanner does. */
async function scanInto(page: Page, box: string, code: string) {
  // The header's box opens a list of choices: a combobox; the Scan screen's is a plain text box.
  const input = page.getByRole('textbox', { name: box }).or(page.getByRole('combobox', { name: box }));
  await input.fill(code);
  await input.press('Enter');
}

test('a code scanned into the header box opens what it names, from any screen', async ({ page, request }) => {
  const admin = await theAdmin(request);
  const suffix = uniqueSuffix();
  const gtin = randomEan13();
  const product = await createProduct(request, admin.auth.token, {
    productName: `Tata Salt ${suffix}`,
    sku: `SALT-${suffix}`,
    gtin,
    quantity: 10,
  });
  await openSignedIn(page, admin.auth, '/alerts');
  await expect(page.getByRole('combobox', { name: 'Scan a code' })).toBeVisible();
  // F2 puts the cursor in the scan box; the scanner types the EAN-13 and Enter.
  await page.keyboard.press('F2');
  await expect(page.getByRole('combobox', { name: 'Scan a code' })).toBeFocused();
  await page.keyboard.type(gtin);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));
  await expect(page.getByRole('heading', { name: product.productName })).toBeVisible();
  await expect(page.getByText(gtin)).toBeVisible();
  // A code nothing has is refused with the server's words.
  await scanInto(page, 'Scan a code', `NOPE-${suffix}`);
  await expect(page.getByText(`Nothing matches "NOPE-${suffix}"`)).toBeVisible();
});

test('a label sheet for five products prints as a PDF whose barcodes read back', async ({
  page,
  request,
}) => {
  const admin = await theAdmin(request);
  const suffix = uniqueSuffix();
  const gtin = randomEan13();
  const products = [];
  for (let i = 1; i <= 5; i++) {
    products.push(
      await createProduct(request, admin.auth.token, {
        productName: `Label ${i} ${suffix}`,
        sku: `LB${i}-${suffix}`,
        price: 10 * i,
        ...(i === 1 ? { gtin } : {}),
      }),
    );
  }
  const skus = products.map((_, i) => `LB${i + 1}-${suffix}`);
  await openSignedIn(page, admin.auth, `/products/${products[0]!._id}`);
  await page.getByRole('link', { name: 'Print labels' }).click();
  await expect(page.getByRole('heading', { name: 'Labels' })).toBeVisible();
  const chosen = page.getByRole('tabpanel', { name: 'Product labels' });
  await expect(chosen.getByText(`Label 1 ${suffix} (${skus[0]})`, { exact: true })).toBeVisible();
  for (const [i, product] of products.entries()) {
    if (i === 0) continue;
    await choose(
      page,
      page.getByRole('textbox', { name: 'Add a product' }),
      skus[i]!,
      new RegExp(product.productName),
    );
  }
  for (const [i, product] of products.entries())
    await expect(chosen.getByText(`${product.productName} (${skus[i]})`, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Label sheet' }).click();
  await page.getByRole('option', { name: 'A4, 3 × 8 (70 × 37 mm)' }).click();
  await pageShot(page, 'labels-products-desktop');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print labels (PDF)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await bytesOf(download);
  const { text } = await pdfText(pdf);
  for (const product of products) expect(text).toContain(product.productName);
  expect(text).toContain('Price ₹50.00');
  const codes = await decodeBarcodes(await pdfPagePng(pdf));
  // The first carries its EAN-13, the others their SKUs as Code 128.
  expect(codes.map((c) => c.text).sort()).toEqual([gtin, ...skus.slice(1)].sort());
});

test('receiving a batched carton by its GS1 code puts it on the shelf scanned, with its batch and expiry', async ({
  page,
  request,
}) => {
  const admin = await theAdmin(request);
  const staff = await createPerson(request, { role: 'staff' });
  const suffix = uniqueSuffix();
  const gtin = randomEan13();
  const product = await createProduct(request, admin.auth.token, {
    productName: `Dolo 650 ${suffix}`,
    sku: `DOLO-${suffix}`,
    gtin,
    quantity: 0,
  });
  const inventory = await createInventory(request, admin.auth.token, {
    name: `Pharma ${suffix}`,
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [77.59, 12.97] },
  });
  const shelf = await createStorage(request, admin.auth.token, {
    locationId: `PH-${suffix}`,
    name: `Pharma cage ${suffix}`,
    dimensions: { length: 100, width: 100, height: 200 },
    holdingCapacity: 500,
    inventory: inventory._id,
  });
  await openSignedIn(page, staff.auth, '/scan?task=receive');
  await page.setViewportSize({ width: 390, height: 844 });
  await scanInto(page, 'Shelf (optional)', `PH-${suffix}`);
  await expect(page.getByText(`Put away into Pharma cage ${suffix}`)).toBeVisible();
  const expiry = indiaDate(400);
  await scanInto(
    page,
    'Product or carton',
    `]C1${gs1ElementString({ gtin, expiryDate: expiry, batch: 'DL26A' }).replace(/\((\d+)\)/g, '$1')}`,
  );
  await expect(page.getByText(`Dolo 650 ${suffix} (batch DL26A, expires`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Units' }).fill('24');
  await pageShot(page, 'scan-receive-phone');
  await page.getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByText(`Received 24 × Dolo 650 ${suffix} (batch DL26A`)).toBeVisible();
  await page.goto(`/storage/${shelf._id}`);
  await expect(page.getByRole('row').filter({ hasText: product.productName })).toContainText('DL26A');
  await expect(page.getByRole('row').filter({ hasText: product.productName })).toContainText('24');
});

test('picking a transfer by scanning refuses a wrong item, then dispatches', async ({ page, request }) => {
  const admin = await theAdmin(request);
  const suffix = uniqueSuffix();
  const token = admin.auth.token;
  const rice = await createProduct(request, token, {
    productName: `Rice ${suffix}`,
    sku: `RICE-${suffix}`,
    quantity: 20,
  });
  const stray = await createProduct(request, token, {
    productName: `Soap ${suffix}`,
    sku: `SOAP-${suffix}`,
    quantity: 5,
  });
  const source = await createInventory(request, token, {
    name: `Pick from ${suffix}`,
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [72.88, 19.08] },
  });
  await placeViaApi(request, token, source._id, { productId: rice._id, quantity: 10 });
  const transfer = await createTransport(request, token, {
    packageId: `PICK-${suffix}`,
    sourceInventoryId: source._id,
    products: [{ product: rice._id, quantity: 2 }],
  });
  await openSignedIn(page, admin.auth, '/scan?task=pick');
  await page.setViewportSize({ width: 390, height: 844 });
  await scanInto(page, 'Transport', transfer.packageId);
  await expect(page.getByText(`Picking ${transfer.packageId}`)).toBeVisible();
  await scanInto(page, 'Item', `SOAP-${suffix}`);
  await expect(page.getByRole('alert')).toHaveText(
    `"${stray.productName}" is not on transport ${transfer.packageId}`,
  );
  await pageShot(page, 'scan-pick-refused-phone');
  await scanInto(page, 'Item', `RICE-${suffix}`);
  await scanInto(page, 'Item', `RICE-${suffix}`);
  await expect(page.getByText('2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Dispatch' }).click();
  await expect(page.getByText(`Transport ${transfer.packageId} is dispatched`)).toBeVisible();
});

test("the phone's camera reads a product's barcode and opens it", async ({ request, baseURL }) => {
  const admin = await theAdmin(request);
  const suffix = uniqueSuffix();
  const sku = `CAM-${suffix}`.toUpperCase();
  const product = await createProduct(request, admin.auth.token, {
    productName: `Camera item ${suffix}`,
    sku,
  });
  const browser = await browserWithCamera(barcodeVideo(sku));
  try {
    const context = await browser.newContext({
      baseURL,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await openSignedIn(page, admin.auth, '/scan');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    // The camera's dialog may read the code and close before a check could see it open: what a
    // person sees is the product, opened.
    await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`), { timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Scan with the camera' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: product.productName })).toBeVisible();
  } finally {
    await browser.close();
  }
});
