import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { formatRupees, PRODUCT_SEARCH } from '@godown/shared';
import { expect as expectAtOnce, test, type Page } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { bytesOf, csv, downloadWith, dropCsv, exportAs, pdfTextOf, region, rowWith } from './support/files';
import { theAdmin } from './support/people';
import { choose } from './support/purchasing';
import { pageShot } from './support/screens';
import { createInventory } from './support/stock';

/**
 * Every step here checks or writes 2,000 rows, in the browser or on the server; on a busy two-core
 * machine one of them can take longer than an assertion's default 5 seconds, so each waits up to 30.
 */
const expect = expectAtOnce.configure({ timeout: 30_000 });

const count = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/**
 * The product spreadsheet a distributor brings: 2,000 rows under headers of its own ("Selling Rate"
 * is not one Godown knows), three of them bad (a quantity in words, no name, an SKU twice).
 */
function catalogue(suffix: string, category: string): string[][] {
  const rows = [['Item Code', 'Item Name', 'Group', 'HSN', 'Selling Rate', 'Qty']];
  for (let i = 0; i < 2000; i++) {
    rows.push([`SP-${suffix}-${i}`, `Masala ${suffix} ${i}`, category, '0910', `₹${10 + (i % 5)}`, '100']);
  }
  rows[1501]![5] = 'hundred';
  rows[1502]![1] = '';
  rows[1503]![0] = `SP-${suffix}-7`;
  return rows;
}

test('a distributor moves to Godown: a 2,000-row catalogue, opening stock in two warehouses, a price changed in the export, the valuation as .xlsx and PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const category = `Spices ${suffix}`;
  const admin = await theAdmin(request);
  const warehouse = (name: string) =>
    createInventory(request, admin.auth.token, {
      name,
      location: 'Maharashtra',
      totalCapacity: 100_000,
      totalVolume: 1_000,
      inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
    });
  const north = await warehouse(`Nashik ${suffix}`);
  const south = await warehouse(`Kolhapur ${suffix}`);
  await signUpAndOpen(page, request, { role: 'staff' }, '/import/products');

  // The catalogue: the price column is not guessed; the user maps it and checks again.
  await dropCsv(page, 'catalogue.csv', catalogue(suffix, category));
  // The browser checks all 2,000 rows before it shows the file (its progress bar meanwhile).
  await expect(page.getByText('catalogue.csv: 2,000 rows, 6 columns')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^SKU/ })).toHaveValue('Item Code');
  await expect(page.getByRole('textbox', { name: /^HSN/ })).toHaveValue('HSN');
  await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveValue('');
  await choose(page, page.getByRole('textbox', { name: /^Price/ }), 'Selling', 'Selling Rate');
  await page.getByRole('button', { name: 'Check again' }).click();

  // The preview: 1,997 new, the three bad rows with their row numbers and reasons. Checking again
  // runs the browser's check of all 2,000 rows once more.
  await expect(count(page, 'New')).toContainText('1,997');
  await expect(count(page, 'With problems')).toContainText('3');
  const problems = region(page, /^Problems/);
  await expect(rowWith(problems, 'Quantity must be a number')).toContainText('1,502');
  await expect(rowWith(problems, 'Product name is required')).toContainText('1,503');
  await expect(rowWith(problems, 'Repeats row 9 of the file (the same SKU)')).toContainText('1,504');
  await pageShot(page, 'import-catalogue-preview');

  // All or nothing: refused; then skipping the bad rows imports the rest.
  await page.getByRole('button', { name: 'Import 2,000 rows' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
    '3 rows have problems',
  );
  await page.getByLabel('Skip bad rows').check();
  await page.getByRole('button', { name: 'Import 1,997 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText(
    '1,997 rows imported (1,997 new, 0 updated, 0 unchanged)',
  );

  // Opening stock in two warehouses: 5 units of each of the first ten in Nashik, 3 of the next ten
  // in Kolhapur.
  await page.goto('/import/opening-stock');
  const stock = [['SKU', 'Warehouse', 'Qty']];
  for (let i = 0; i < 20; i++) {
    stock.push([`SP-${suffix}-${i}`, i < 10 ? north.name : south.name, i < 10 ? '5' : '3']);
  }
  await dropCsv(page, 'opening-stock.csv', stock);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(count(page, 'Updated')).toContainText('20');
  await page.getByRole('button', { name: 'Import 20 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText('20 rows imported');

  // Export the catalogue from the products screen, change one price in the file, import it back:
  // only that product changes.
  await page.goto('/products');
  await page.getByLabel('Search').fill(`Masala ${suffix}`);
  // More matches than a search counts (docs/domain.md#product-search); the export holds every one.
  await expect(
    page.getByRole('heading', { level: 2, name: `Products (more than ${PRODUCT_SEARCH.exactTotalMax})` }),
  ).toBeVisible();
  const exported = (await bytesOf(await exportAs(page, 'CSV'))).toString('utf8');
  const table = parse(exported.replace(/^\uFEFF/, '')) as string[][];
  expect(table).toHaveLength(1998);
  const header = table[0]!;
  const first = table.find((line) => line[header.indexOf('SKU')] === `SP-${suffix}-0`)!;
  expect(first[header.indexOf('Price (₹)')]).toBe('10');
  first[header.indexOf('Price (₹)')] = '25';
  await page.goto('/import/products');
  await dropCsv(page, 'products-edited.csv', csv(table));
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(count(page, 'Updated')).toContainText('1');
  await expect(count(page, 'Unchanged')).toContainText('1,996');
  await page.getByRole('button', { name: 'Import 1,997 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText(
    '1,997 rows imported (0 new, 1 updated, 1,996 unchanged)',
  );

  // The valuation of the category: Nashik 5 × (25 + 11 + 12 + 13 + 14 + 10 + 11 + 12 + 13 + 14),
  // Kolhapur 3 × 120.
  await page.goto('/reports/valuation');
  await choose(page, page.getByRole('textbox', { name: 'Category' }), category, category);
  const warehouses = region(page, 'By warehouse');
  await expect(rowWith(warehouses, north.name)).toContainText(formatRupees(675));
  await expect(rowWith(warehouses, south.name)).toContainText(formatRupees(360));
  await pageShot(page, 'valuation-after-import');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await bytesOf(await downloadWith(page, 'Excel (.xlsx)'))) as unknown as ArrayBuffer,
  );
  const cells: unknown[][] = [];
  workbook
    .getWorksheet('By warehouse')!
    .eachRow((line) => cells.push([line.getCell(1).value, line.getCell(2).value, line.getCell(3).value]));
  expect(cells).toContainEqual([north.name, 50, 675]);
  expect(cells).toContainEqual([south.name, 30, 360]);

  const text = await pdfTextOf(await downloadWith(page, 'PDF'));
  expect(text).toContain('Stock valuation');
  expect(text).toContain(north.name);
  expect(text).toMatch(/(₹|Rs\. )675\.00/);
});
