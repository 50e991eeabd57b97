import { expect, test, type Page } from './support/test';
import { openSignedIn, uniqueSuffix } from './support/accounts';
import { seriousViolations } from './support/axe';
import { hi } from './support/catalogue';
import { createPerson } from './support/people';
import { dialogShot, pageShot } from './support/screens';

// API tokens (docs/domain.md#api-tokens): a person makes a token on their profile, copies its
// secret (shown once), another system calls the API with it within its scopes, and the person
// revokes it.

const LOCALE_KEY = 'godown-locale';
const tokensRegion = (page: Page) => page.getByRole('region', { name: 'API tokens', exact: true });

test('a staff member makes a read-only stock token, uses it from another system, and revokes it', async ({
  page,
  request,
}) => {
  const staff = await createPerson(request, { role: 'staff' });
  const name = `Online store ${uniqueSuffix()}`;
  await openSignedIn(page, staff.auth, '/profile');
  await page.getByRole('tab', { name: 'API tokens' }).click();
  const region = tokensRegion(page);
  await expect(region.getByText('No API tokens yet')).toBeVisible();
  await pageShot(page, 'api-tokens-empty');

  await region.getByRole('button', { name: 'New API token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  // Nothing chosen: the form says what is missing.
  await dialog.getByRole('button', { name: 'Make token' }).click();
  await expect(dialog.getByText('Give the token a name')).toBeVisible();
  await expect(dialog.getByText('Choose at least one area to read or change')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radiogroup', { name: 'Stock' }).getByText('Read', { exact: true }).click();
  await expect(dialog.getByText('Choose at least one area to read or change')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Expires after' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await dialogShot(page, 'api-token-form');
  await dialog.getByRole('button', { name: 'Make token' }).click();

  const made = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(made.getByText('it is shown this once')).toBeVisible();
  const secret = (await made.getByLabel('The token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^gdn_pat_[A-Za-z0-9_-]{40}$/);
  await dialogShot(page, 'api-token-made');
  await made.getByRole('button', { name: 'Done' }).click();

  const row = region.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText('Stock: Read');
  await expect(row).toContainText('29 days left');
  await expect(row).toContainText('Live');
  await expect(row).toContainText('Never');
  await pageShot(page, 'api-tokens');

  // Another system calls with it: it reads stock, and is refused a change and another area.
  const bearer = { Authorization: `Bearer ${secret}` };
  const alerts = await request.get('/api/v1/alerts?limit=5', { headers: bearer });
  expect(alerts.status()).toBe(200);
  expect(alerts.headers()['godown-token-expires']).toBeTruthy();
  const write = await request.post('/api/v1/products', {
    headers: bearer,
    data: { productName: `Token tea ${uniqueSuffix()}`, quantity: 1, price: 1 },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { error: { reason: string } }).error.reason).toBe('apiToken.scopeMissing');
  expect((await request.get('/api/v1/invoices', { headers: bearer })).status()).toBe(403);
  // The list shows where it was used from.
  await page.reload();
  await page.getByRole('tab', { name: 'API tokens' }).click();
  await expect(tokensRegion(page).getByRole('row').filter({ hasText: name })).not.toContainText('Never');

  // Revoked, it stops at once.
  await tokensRegion(page)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(tokensRegion(page).getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  const after = await request.get('/api/v1/alerts?limit=5', { headers: bearer });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: { reason: string } }).error.reason).toBe('apiToken.revoked');
});

test('the tokens on a phone in Hindi and dark mode: cards, nothing wider than the screen, and no serious axe finding', async ({
  page,
  request,
}) => {
  const staff = await createPerson(request, { role: 'staff' });
  const made = await request.post('/api/v1/users/me/tokens', {
    headers: { Authorization: `Bearer ${staff.auth.token}` },
    data: { name: 'Tally sync', scopes: ['billing:read', 'reports:read'], expiresInDays: 7 },
  });
  expect(made.status()).toBe(201);
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, staff.auth, '/profile');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('tab', { name: hi('profile_api_tokens') }).click();
  const card = page.getByRole('article', { name: 'Tally sync' });
  await expect(card).toContainText('बिलिंग: पढ़ना');
  // Seven days left: the card warns it expires soon.
  await expect(card).toContainText('में समाप्त: नया बनाएँ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await pageShot(page, 'api-tokens-phone-hindi-dark');
});
