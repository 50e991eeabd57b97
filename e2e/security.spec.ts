import { expect, test, type Page } from './support/test';
import { signUpAndOpen } from './support/accounts';
import { createInventory, createProduct } from './support/stock';

/** Every message Chromium logs about something the page's Content-Security-Policy refused. */
function collectRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  page.on('pageerror', (error) => refusals.push(`page error: ${error.message}`));
  return refusals;
}

test('the built app runs under its Content-Security-Policy on every screen, with the forms open', async ({
  page,
  request,
}) => {
  const refusals = collectRefusals(page);
  const { auth } = await signUpAndOpen(page, request, { role: 'admin' });
  // Something on the lists, so rows, cards and pickers are drawn too.
  await createProduct(request, auth.token, { productName: `CSP check ${Date.now()}`, quantity: 5 });
  await createInventory(request, auth.token, {
    name: `CSP godown ${Date.now()}`,
    location: 'Nashik',
    totalCapacity: 100,
    totalVolume: 10,
    inventoryLocation: { type: 'Point', coordinates: [73.79, 19.99] },
  });

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of [
    'Dashboard',
    'Products',
    'Inventory',
    'Transportation',
    'Storage',
    'Alerts',
    'Orders',
    'Purchase Orders',
    'Reorder',
    'Trace',
    'Wages',
    'Users',
    'Profile',
  ]) {
    await nav.getByRole('link', { name: screen, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  // A form with a date picker and selects (their styles and portals are what a policy breaks first).
  await nav.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await expect(form).toBeVisible();
  await form.getByLabel('Manufacturing Date').click();
  await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Escape');

  expect(refusals).toEqual([]);
});

test('the first page draws from the HTML alone: its stylesheet is inline and no lazy page fetches it again', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<style>[\s\S]+<\/style>/);
  // The inline stylesheet's file, named by a disabled link: not fetched, but a lazy page's preload
  // of it finds it already loaded (vite.config.ts).
  const file = /<link disabled rel="stylesheet" crossorigin href="([^"]+\.css)">/.exec(home)?.[1];
  expect(file).toBeDefined();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === file) fetched.push(r.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signUpAndOpen(page, request, { role: 'admin' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of ['Products', 'Inventory', 'Transportation', 'Alerts', 'Import', 'Reports']) {
    await nav.getByRole('link', { name: screen, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  // A lazy page's Mantine parts are styled too: the switch's label sits beside its track, not
  // under it (each component's stylesheet comes with the component; decision 97).
  await page.goto('/deliveries');
  const label = page.getByText('Share my location while this page is open');
  await expect(label).toBeVisible();
  const labelBox = await label.boundingBox();
  const trackBox = await page.locator('.mantine-Switch-track').first().boundingBox();
  expect(labelBox && trackBox).toBeTruthy();
  expect(labelBox!.x).toBeGreaterThanOrEqual(trackBox!.x + trackBox!.width);
  expect(labelBox!.y).toBeLessThan(trackBox!.y + trackBox!.height);
  // The page is styled (Mantine's variables come from the inline stylesheet).
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
  );
  expect(primary.trim()).not.toBe('');
  expect(fetched).toEqual([]);
  expect(errors).toEqual([]);
});

test('answers carry the security headers; the API sends no CORS permission to other sites', async ({
  request,
}) => {
  const home = await request.get('/');
  const csp = home.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  // The one inline script (the colour scheme, before the first paint) runs by its hash, no other.
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(csp).not.toContain("'unsafe-inline' 'sha256");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');

  const api = await request.get('/api/v1/products/', { headers: { origin: 'https://evil.example' } });
  expect(api.status()).toBe(200);
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();
  const preflight = await request.fetch('/api/v1/products/', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});
