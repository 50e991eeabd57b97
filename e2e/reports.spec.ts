import ExcelJS from 'exceljs';
import { formatRupees } from '@godown/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { mainNav, signUpAndOpen, uniqueSuffix } from './support/accounts';
import { theAdmin } from './support/people';
import { choose, indiaDate } from './support/purchasing';
import { pageShot } from './support/screens';
import { createInventory, createProduct, placeViaApi } from './support/stock';
import { bytesOf, downloadWith, pdfTextOf, region, rowWith as row } from './support/files';

/**
 * A category of its own with one product of ₹140 a unit: 50 units, 30 of them in a warehouse in a
 * batch expiring in 12 days (₹4,200.00 there, ₹2,800.00 in no warehouse, ₹7,000.00 in all).
 */
async function reportSetup(request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const { auth } = await theAdmin(request);
  const category = `Pulses ${suffix}`;
  const dal = await createProduct(request, auth.token, {
    productName: `Toor Dal ${suffix}`,
    sku: `DAL-${suffix}`,
    productCategory: category,
    price: 140,
    quantity: 50,
  });
  const godown = await createInventory(request, auth.token, {
    name: `Bhiwandi ${suffix}`,
    location: 'Bhiwandi, Maharashtra',
    totalCapacity: 10_000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
  });
  const batch = `LOT-${suffix}`;
  await placeViaApi(request, auth.token, godown._id, {
    productId: dal._id,
    quantity: 30,
    batch: { code: batch, expiryDate: indiaDate(12) },
  });
  return { category, dal, godown, batch };
}

test('a staff user opens the valuation from Reports, sees a warehouse total and downloads it as Excel and PDF', async ({
  page,
  request,
}) => {
  const { category, godown } = await reportSetup(request);
  await signUpAndOpen(page, request, { role: 'staff' }, '/');
  await mainNav(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  for (const title of ['Stock valuation', 'Stock movements', 'Expiring stock']) {
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Open stock valuation' }).click();
  await expect(page).toHaveURL(/\/reports\/valuation$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Stock valuation' })).toBeVisible();

  await choose(page, page.getByRole('textbox', { name: 'Category' }), category, category);
  const warehouses = region(page, 'By warehouse');
  await expect(row(warehouses, godown.name)).toContainText(formatRupees(4200));
  await expect(row(warehouses, godown.name)).toContainText('30');
  await expect(row(warehouses, 'Not in an inventory')).toContainText(formatRupees(2800));
  await expect(row(warehouses, 'Total')).toContainText(formatRupees(7000));
  await expect(page.getByRole('group', { name: 'Total value' })).toContainText(formatRupees(7000));
  await pageShot(page, 'reports-valuation');

  const excel = await downloadWith(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toBe(`godown-valuation-${indiaDate(0)}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(excel)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('By warehouse')!;
  const cells: unknown[][] = [];
  sheet.eachRow((line) => cells.push([line.getCell(1).value, line.getCell(2).value, line.getCell(3).value]));
  expect(cells).toContainEqual([godown.name, 30, 4200]);
  expect(cells).toContainEqual(['Total', 50, 7000]);

  const pdf = await downloadWith(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe(`godown-valuation-${indiaDate(0)}.pdf`);
  const text = await pdfTextOf(pdf);
  expect(text).toContain('Godown');
  expect(text).toContain('Stock valuation');
  expect(text).toContain(`Category: ${category}`);
  expect(text).toContain(godown.name);
  // ₹ with a font that has it on the server's machine, "Rs." without.
  expect(text).toMatch(/(₹|Rs\. )7,000\.00/);
});

test('the expiring stock and the movements show the batch and the units, on a desktop and on a phone', async ({
  page,
  request,
}) => {
  const { category, dal, godown, batch } = await reportSetup(request);
  await signUpAndOpen(
    page,
    request,
    { role: 'admin' },
    `/reports/expiring?category=${encodeURIComponent(category)}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Expiring stock' })).toBeVisible();
  const line = row(page.getByRole('table'), batch);
  await expect(line).toContainText('12 days left');
  await expect(line).toContainText(godown.name);
  await expect(line).toContainText(formatRupees(4200));
  await expect(page.getByRole('group', { name: 'Value at risk' })).toContainText(formatRupees(4200));
  await page.getByText('90 days', { exact: true }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(line).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article', { name: `Batch ${batch} of ${dal.productName} in ${godown.name}` });
  await expect(card).toContainText('12 days left');
  // On a phone, both downloads fit on the screen.
  await expect(page.getByRole('button', { name: 'Excel (.xlsx)' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'PDF' })).toBeInViewport({ ratio: 1 });
  await pageShot(page, 'reports-expiring-phone');

  await page.goto(`/reports/movements?category=${encodeURIComponent(category)}`);
  const total = page.getByRole('article', { name: 'Total', exact: true });
  await expect(total).toContainText('Closing');
  await expect(total).toContainText('50');
  await page.setViewportSize({ width: 1280, height: 720 });
  const product = row(page.getByRole('table'), dal.productName);
  // Opening 0, in 50 (the product was created in the period), closing 50.
  await expect(product.getByRole('cell').nth(1)).toHaveText('0');
  await expect(product.getByRole('cell').nth(2)).toHaveText('50');
  await expect(product.getByRole('cell').nth(7)).toHaveText('50');
  await pageShot(page, 'reports-movements');
});
