import { expect, test, type Locator, type Page } from './support/test';
import { loginThroughForm, mainNav, openSignedIn, signUpAndOpen, uniqueSuffix } from './support/accounts';
import { getViaApi, theAdmin } from './support/people';
import { dialogShot, pageShot } from './support/screens';
import { dropCsv, region, rowWith as row } from './support/files';

/** A count above the preview, by its label. */
const count = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });

test('a staff user imports products: the preview shows the bad row, all-or-nothing is refused, skipping it imports the rest', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const { auth } = await signUpAndOpen(page, request, { role: 'staff' }, '/products');

  // From the products list: the Import button opens the products import.
  await page.getByRole('main').getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import\/products$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Import products' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Products/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Opening stock/ })).toBeVisible();
  // Users, inventories and storage units are for admins.
  await expect(page.getByRole('radio', { name: /^Users/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Inventories/ })).toHaveCount(0);

  // Three good rows and one whose price is not a number, under headers of the file's own.
  await dropCsv(page, 'products.csv', [
    ['Item Name', 'SKU', 'Rate', 'Qty'],
    [`Sona Masoori ${suffix}`, `SONA-${suffix}`, '₹1,250.50', '40'],
    [`Toor Dal ${suffix}`, `DAL-${suffix}`, 'Rs. 99', '12'],
    [`Jeera ${suffix}`, `JEERA-${suffix}`, '320', '5'],
    [`Hing ${suffix}`, `HING-${suffix}`, 'twelve', '3'],
  ]);

  // Columns: the server's guess, each column of the file read.
  await expect(page.getByText('products.csv: 4 rows, 4 columns')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Product name/ })).toHaveValue('Item Name');
  await expect(page.getByRole('textbox', { name: /^SKU/ })).toHaveValue('SKU');
  await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveValue('Rate');
  await expect(page.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('Qty');
  await pageShot(page, 'import-columns');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  // Preview: 3 new, 1 with a problem; the rows as they will be saved, the problem with its row.
  await expect(count(page, 'New')).toContainText('3');
  await expect(count(page, 'With problems')).toContainText('1');
  const rows = region(page, 'Rows');
  await expect(row(rows, `SONA-${suffix}`)).toContainText('New');
  await expect(row(rows, `SONA-${suffix}`)).toContainText('1250.5');
  await expect(row(rows, `HING-${suffix}`)).toContainText('Problem');
  const problem = row(region(page, /^Problems/), 'Rate');
  await expect(problem).toContainText('5');
  await expect(problem).toContainText('Price (₹) must be a number');
  await pageShot(page, 'import-preview');

  // All or nothing: refused, and nothing written.
  await page.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
    '1 row has problems',
  );
  const matching = await getViaApi<{ total: number }>(request, auth.token, `/products/?search=${suffix}`);
  expect(matching.total).toBe(0);

  // Skipping the bad row imports the other three.
  await page.getByLabel('Skip bad rows').check();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toHaveText(
    '3 rows imported (3 new, 0 updated, 0 unchanged); 1 row with problems skipped.',
  );
  await expect(row(region(page, 'Rows left out'), 'Rate')).toContainText('Price (₹) must be a number');
  await pageShot(page, 'import-done');

  // The products list has them (and not the bad row).
  await page.getByRole('link', { name: 'Open Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByLabel('Search').fill(suffix);
  await expect(page.getByRole('heading', { level: 2, name: 'Products (3)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Sona Masoori ${suffix}` })).toContainText(
    '₹1,250.50',
  );
  await expect(page.getByRole('row').filter({ hasText: `Toor Dal ${suffix}` })).toContainText('₹99.00');
  await expect(page.getByRole('row').filter({ hasText: `Hing ${suffix}` })).toHaveCount(0);
});

test('an admin imports a user on a phone; the user signs in with the one-time password and must choose their own', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Kiran ${suffix}`;
  const email = `kiran.${suffix}@example.com`;
  const admin = await theAdmin(request);
  await openSignedIn(page, admin.auth, '/import');
  await page.setViewportSize({ width: 390, height: 844 });

  // The admin chooses the kind on the page, then drops the file.
  await page.getByRole('radio', { name: /^Users/ }).click();
  await expect(page).toHaveURL(/\/import\/users$/);
  await dropCsv(page, 'team.csv', [
    ['Name', 'Email', 'Role'],
    [name, email, 'staff'],
  ]);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  // On a phone the preview rows are cards.
  await expect(page.getByRole('article', { name: 'Row 2' })).toContainText('New');
  await expect(page.getByRole('radio', { name: 'One-time passwords' })).toBeChecked();
  await page.getByRole('button', { name: 'Import 1 row' }).click();

  // The password is shown this once.
  const users = region(page, 'New users');
  await expect(users).toContainText('Shown only once: copy them now');
  const card = users.getByRole('article', { name });
  await expect(card).toContainText(email);
  const password = (await card.locator('code').textContent()) ?? '';
  expect(password).toMatch(/^\S{10}$/);
  await expect(users.getByRole('button', { name: 'Copy passwords' })).toBeVisible();
  await pageShot(page, 'import-users-phone');

  // The new user signs in with it: only the password change is open to them.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => localStorage.clear());
  await loginThroughForm(page, { email, password });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Choose your own password to continue')).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText(['Profile']);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('secret12');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Update password' }).click();

  // Then the whole app opens.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Products' })).toBeVisible();
});

test('a user imported without a sign-in gets a one-time password from an admin on the Users screen', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Meena ${suffix}`;
  const email = `meena.${suffix}@example.com`;
  const admin = await theAdmin(request);
  await openSignedIn(page, admin.auth, '/import/users');
  await dropCsv(page, 'team.csv', [
    ['Name', 'Email', 'Role'],
    [name, email, 'driver'],
  ]);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByRole('radio', { name: 'No sign-in yet' }).check();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText('1 row imported');

  // On the Users screen the admin opens Meena and gives her a one-time password.
  await page.goto('/users');
  await page.getByLabel('Search').fill(name);
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('button', { name: 'Give a one-time password' }).click();
  await expect(dialog.getByRole('status')).toContainText('Shown only once: copy it now');
  const password = (await dialog.getByLabel('One-time password').textContent()) ?? '';
  expect(password).toMatch(/^\S{10}$/);
  await dialogShot(page, 'users-one-time-password');

  // She signs in with it and is asked for her own.
  await page.evaluate(() => localStorage.clear());
  await loginThroughForm(page, { email, password });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Choose your own password to continue')).toBeVisible();
});
