import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { INVENTORY_COLUMNS, PRODUCT_COLUMNS, exportFileName } from '@godown/shared';
import { expect, test } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { failCalls } from './support/network';
import { createInventory, createProduct } from './support/stock';
import { bytesOf, exportAs } from './support/files';

test('a staff user exports the products on screen as CSV, every column an import reads', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const sku = `SONA-${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'staff' }, '/products');
  await createProduct(request, auth.token, {
    productName: `Sona Masoori ${suffix}`,
    sku,
    productCategory: 'Rice',
    price: 1234.5,
    quantity: 12,
    description: 'सोना मसूरी, 25 kg',
    mfgDate: '2026-10-01',
  });
  await page.getByLabel('Search').fill(sku);
  await expect(page.getByRole('heading', { level: 2, name: 'Products (1)' })).toBeVisible();

  const download = await exportAs(page, 'CSV');
  expect(download.suggestedFilename()).toBe(exportFileName('products', 'csv'));
  const text = (await bytesOf(download)).toString('utf8');
  // A byte order mark first, so Excel reads ₹ and Indian scripts.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = parse(text.slice(1)) as string[][];
  expect(rows[0]).toEqual(PRODUCT_COLUMNS.map((column) => column.header));
  // The search on screen is the export's: this one product.
  expect(rows).toHaveLength(2);
  const row = Object.fromEntries(rows[0]!.map((header, i) => [header, rows[1]![i]]));
  expect(row).toMatchObject({
    SKU: sku,
    'Product name': `Sona Masoori ${suffix}`,
    Category: 'Rice',
    'Price (₹)': '1234.5',
    Quantity: '12',
    Description: 'सोना मसूरी, 25 kg',
    'Mfg date': '2026-10-01',
  });
});

test('the inventory list exports as .xlsx from a phone, and a failed export says so', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Nagpur Depot ${suffix}`;
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' }, '/inventory');
  await createInventory(request, auth.token, {
    name,
    location: 'Nagpur, Maharashtra',
    totalCapacity: 12_500.5,
    totalVolume: 300,
    inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: 'Search inventories' }).fill(suffix);
  await expect(page.getByRole('heading', { level: 2, name: 'Inventories (1)' })).toBeVisible();

  // On a phone, Export and the admin's Create Inventory both fit on the screen.
  await expect(page.getByRole('button', { name: 'Export' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Create Inventory' })).toBeInViewport({ ratio: 1 });

  const download = await exportAs(page, 'Excel (.xlsx)');
  expect(download.suggestedFilename()).toBe(exportFileName('inventories', 'xlsx'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(download)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Inventories');
  const header = INVENTORY_COLUMNS.map((_, i) => sheet.getRow(1).getCell(i + 1).value);
  expect(header).toEqual(INVENTORY_COLUMNS.map((column) => column.header));
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe(name);
  expect(sheet.getRow(2).getCell(2).value).toBe('Nagpur, Maharashtra');
  // Amounts are numbers, not text.
  expect(sheet.getRow(2).getCell(4).value).toBe(12_500.5);

  // The server cannot be reached: a notification says the export failed, and the page stays.
  await failCalls(page, /\/api\/v1\/export\//);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  await expect(page.getByText('Failed to export inventories')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Inventories (1)' })).toBeVisible();
});
