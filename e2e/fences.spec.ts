import { expect, test, type Page } from './support/test';
import { header, mainNav, newUser, openSignedIn, registerViaApi, uniqueSuffix } from './support/accounts';
import { createPerson, getViaApi, openAsAdmin, theAdmin } from './support/people';
import { createProduct } from './support/stock';

// Least privilege by role, tried as a new supplier and a new driver would (docs/domain.md#roles):
// their own page, their own data, and nothing of the staff by screen, address, export or API.

/** Opens a page by its address and expects the "not for your role" panel instead of its data. */
async function expectRefused(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
}

test('a supplier lands on their own page and reaches no staff data by screen, address or API', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const supplier = await createPerson(request, { role: 'supplier', name: `Farhan ${suffix}` });
  const mine = await createProduct(request, admin.auth.token, {
    productName: `Kashmiri Chilli ${suffix}`,
    sku: `KC-${suffix}`,
    price: 320,
    quantity: 40,
    supplierId: supplier.id,
  });
  const theirs = await createProduct(request, admin.auth.token, {
    productName: `Toor Dal ${suffix}`,
    price: 140,
    quantity: 20,
  });

  await openSignedIn(page, supplier.auth, '/');
  await expect(page).toHaveURL('/supplier');
  await expect(page.getByRole('heading', { name: 'My page' })).toBeVisible();
  const products = page.getByRole('region', { name: /^Products I supply/ });
  await expect(products.getByRole('link', { name: mine.productName })).toBeVisible();
  await expect(products.getByText(theirs.productName)).toHaveCount(0);
  // The menu: their page and lists, none of the company's people, alerts or dashboard.
  for (const name of ['My Page', 'Products', 'My Purchase Orders', 'Profile']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Dashboard', 'Alerts', 'Users', 'Wages', 'Counts', 'Purchase Orders']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(header(page).getByRole('button', { name: /alerts/i })).toHaveCount(0);

  for (const path of ['/users', '/wages', '/alerts', '/counts', '/reports']) await expectRefused(page, path);

  // Their own product: editable, but its stock and the company's rules read only; no ledger.
  await page.goto(`/products/${mine._id}`);
  await expect(page.getByRole('heading', { name: mine.productName })).toBeVisible();
  await expect(page.getByText('Stock history')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveAttribute('readonly', '');
  await form.getByRole('textbox', { name: 'Description' }).fill('Stemless, 25 kg sacks');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Stemless, 25 kg sacks')).toBeVisible();
  // Another's product: no Edit.
  await page.goto(`/products/${theirs._id}`);
  await expect(page.getByRole('heading', { name: theirs.productName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // By URL, export and API: refused.
  const token = supplier.auth.token;
  for (const url of [
    '/api/v1/users/',
    '/api/v1/wages/',
    '/api/v1/alerts/',
    '/api/v1/dashboard/charts',
    `/api/v1/products/${theirs._id}/movements`,
    '/api/v1/export/users',
    '/api/v1/export/alerts',
    '/api/v1/export/movements',
  ]) {
    const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), url).toBe(403);
  }
  const summary = await getViaApi<{ counts: { users: number }; activeAlerts: unknown[] }>(
    request,
    token,
    '/dashboard/summary',
  );
  expect(summary.counts.users).toBe(0);
  expect(summary.activeAlerts).toEqual([]);
  const edit = await request.put(`/api/v1/products/${mine._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { quantity: 4000 },
  });
  expect(edit.status()).toBe(403);
});

test('a driver lands on their deliveries and reads their own wages only', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const driver = await createPerson(request, { role: 'driver', name: `Suresh ${suffix}` });
  const colleague = await createPerson(request, { role: 'staff', name: `Meena ${suffix}` });
  for (const person of [driver, colleague]) {
    const set = await request.put(`/api/v1/users/${person.id}`, {
      headers: { authorization: `Bearer ${admin.auth.token}` },
      data: { wagePerHour: 150, hoursThisMonth: 12 },
    });
    expect(set.status()).toBe(200);
  }
  const calculated = await request.post('/api/v1/wages/calculate', {
    headers: { authorization: `Bearer ${admin.auth.token}` },
    data: {},
  });
  expect(calculated.status()).toBe(200);

  await openSignedIn(page, driver.auth, '/');
  await expect(page).toHaveURL('/deliveries');
  for (const name of ['Dashboard', 'Alerts', 'Users', 'Counts']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await mainNav(page).getByRole('link', { name: 'Wages', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Overworked' })).toHaveCount(0);
  await expect(page.getByText(driver.user.name).first()).toBeVisible();
  await expect(page.getByText(colleague.user.name)).toHaveCount(0);
  for (const path of ['/users', '/alerts', '/counts']) await expectRefused(page, path);
});

test('an admin approves a waiting sign-up on the Users screen, choosing its role', async ({
  page,
  request,
}) => {
  const waiting = newUser({ role: 'staff', name: `Kiran ${uniqueSuffix()}` });
  const auth = await registerViaApi(request, waiting, { approve: false });
  await openAsAdmin(page, request, '/users');
  const card = page.getByRole('region', { name: 'Waiting for approval' });
  const row = card.getByRole('article', { name: waiting.name });
  await expect(row).toBeVisible();
  await row.getByRole('textbox', { name: `Role for ${waiting.name}` }).click();
  await page.getByRole('option', { name: 'Driver' }).click();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Account approved')).toBeVisible();
  await expect(card.getByRole('article', { name: waiting.name })).toHaveCount(0);
  const me = await getViaApi<{ user: { role: string; awaitingApproval: boolean } }>(
    request,
    auth.token,
    '/users/me',
  );
  expect(me.user).toMatchObject({ role: 'driver', awaitingApproval: false });
});
