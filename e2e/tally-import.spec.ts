import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { seriousViolations } from './support/axe';
import { pageShot } from './support/screens';
import { region, rowWith as row } from './support/files';
import { getViaApi } from './support/people';
import { adminToken, createInventory } from './support/stock';

// The import of TallyPrime's masters (docs/domain.md#from-tally) on the import screen: the XML
// export dropped, the godowns mapped to inventories (Tally's Main Location chosen by hand), the
// preview of the stock items, and the import.

/** A count above the preview, by its label. */
const count = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });

/** The server test's fixture with names of this run's own: the shared database keeps every run's data. */
function mastersFile(suffix: string): Buffer {
  const text = fs
    .readFileSync(new URL('../apps/server/test/fixtures/tally/masters.xml', import.meta.url), 'utf8')
    .replaceAll('Central Godown', `Central Godown ${suffix}`)
    .replaceAll('Pune Depot', `Pune Depot ${suffix}`)
    .replaceAll('Amul Butter 500 g', `Amul Butter ${suffix}`)
    .replaceAll('AMUL-BTR-500', `AMUL-BTR-500-${suffix}`)
    .replaceAll('Basmati Rice 5 kg Bag', `Basmati Rice ${suffix}`)
    .replaceAll('Parle-G Biscuit 100 g', `Parle-G Biscuit ${suffix}`);
  return Buffer.from(text, 'utf8');
}

const inventoryAt = (name: string) => ({
  name,
  location: 'Bhiwandi, Maharashtra',
  totalCapacity: 10_000,
  totalVolume: 500,
  inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
});

test('a staff user imports stock items from a TallyPrime masters file, choosing where Main Location goes', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await adminToken(request);
  await createInventory(request, admin, inventoryAt(`Central Godown ${suffix}`));
  await createInventory(request, admin, inventoryAt(`Pune Depot ${suffix}`));
  const { auth } = await signUpAndOpen(page, request, { role: 'staff' }, '/import/tally-stock-items');

  await expect(page.getByRole('radio', { name: /^Tally stock items \(XML\)/ })).toBeChecked();
  // No template: the file is TallyPrime's own export.
  await expect(page.getByRole('button', { name: 'Download template' })).toHaveCount(0);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Master.xml', mimeType: 'text/xml', buffer: mastersFile(suffix) });

  // Godowns: each one's inventory of its name; Main Location has none until one is chosen.
  await expect(page.getByText('Master.xml: 3 rows')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Inventory for Central Godown ${suffix}` })).toHaveValue(
    `Central Godown ${suffix}`,
  );
  const main = page.getByRole('textbox', { name: 'Inventory for Main Location' });
  await expect(main).toHaveValue('');
  await main.fill(`Central Godown ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`^Central Godown ${suffix}`) }).click();
  await page.getByRole('button', { name: 'Check again' }).click();

  // Preview: three new products, each with its SKU, rate and opening stock.
  await expect(count(page, 'New')).toContainText('3');
  const rows = region(page, 'Rows');
  const butter = row(rows, `AMUL-BTR-500-${suffix}`);
  await expect(butter).toContainText('New');
  await expect(butter).toContainText(`Central Godown ${suffix}: 60 (B-101, exp 2028-01-01)`);
  await expect(row(rows, `Basmati Rice ${suffix}`)).toContainText(`Central Godown ${suffix}: 40`);

  expect(await seriousViolations(page), 'the Tally import preview').toEqual([]);
  await pageShot(page, 'tally-import-preview');

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText(
    '3 rows imported (3 new, 0 updated, 0 unchanged)',
  );
  const imported = await getViaApi<{ total: number }>(request, auth.token, `/products/?search=${suffix}`);
  expect(imported.total).toBe(3);
});
