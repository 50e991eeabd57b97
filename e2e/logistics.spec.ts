import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import bwipjs from 'bwip-js/node';
import pg from 'pg';
import {
  header,
  loginThroughForm,
  newPhoneUser,
  newUser,
  openSignedIn,
  registerViaApi,
  type AuthResult,
} from './support/accounts';
import { theAdmin } from './support/people';
import { viewShot } from './support/screens';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { createTransport } from './support/transports';

// Logistics you can see (docs/domain.md#the-drivers-phone, #maps; docs/architecture.md#live-updates):
// the driver's phone, sharing a location that an admin's open page follows, delivering with a proof
// the admin then sees, the live alerts bell, and (on PostgreSQL) a change made through one server
// reaching a browser connected to another.

const PHONE = { width: 390, height: 844 };
const MUMBAI = { type: 'Point', coordinates: [72.8777, 19.076] };
const PUNE = { type: 'Point', coordinates: [73.8567, 18.5204] };
/** Where the driver's phone says it is: halfway along the expressway. */
const HALFWAY = { latitude: 18.8, longitude: 73.37 };

async function moveViaApi(
  request: APIRequestContext,
  token: string,
  id: string,
  status: string,
): Promise<void> {
  const response = await request.put(`/api/v1/transports/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A Mumbai -> Pune transport assigned to `driverId`, moved to `status`. */
async function delivery(request: APIRequestContext, token: string, driverId: string, status: string) {
  const transport = await createTransport(request, token, {
    packageId: `MH-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
    assignedTo: driverId,
    startLocation: MUMBAI,
    destination: PUNE,
    eta: new Date(Date.now() + 4 * 3_600_000).toISOString(),
  });
  if (status !== 'pending') await moveViaApi(request, token, transport._id, status);
  return transport;
}

/** The value shown under a label on a transport's page. */
const shown = (scope: Page | Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** A user's id, which the register answer carries beside the name and role. */
const idOf = (auth: AuthResult) => (auth.user as unknown as { id: string }).id;

test('a driver sees only their deliveries, shares the location an admin watches live, and delivers with a proof', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const admin = await theAdmin(request);
  const driverUser = newPhoneUser({ role: 'driver' });
  const driver = await registerViaApi(request, driverUser);
  const other = await registerViaApi(request, newUser({ role: 'driver' }));
  const onTheRoad = await delivery(request, admin.auth.token, idOf(driver), 'in_transit');
  const next = await delivery(request, admin.auth.token, idOf(driver), 'pending');
  const notMine = await delivery(request, admin.auth.token, idOf(other), 'in_transit');

  // The admin watches the transport's page (desktop); nothing has been shared yet.
  await openSignedIn(page, admin.auth, `/transportation/${onTheRoad._id}`);
  await expect(shown(page, 'Location shared')).toHaveText('Never');
  await expect(page.locator('.leaflet-container')).toBeVisible();

  // The driver signs in on a phone (with a fake position) and lands on My deliveries.
  const phone = await browser.newContext({
    viewport: PHONE,
    geolocation: HALFWAY,
    permissions: ['geolocation'],
    isMobile: true,
    hasTouch: true,
  });
  const driverPage = await phone.newPage();
  await loginThroughForm(driverPage, { phone: driverUser.phone!, password: driverUser.password });
  await expect(driverPage).toHaveURL('/deliveries');
  const card = (packageId: string) => driverPage.getByRole('article', { name: `Delivery ${packageId}` });
  await expect(card(onTheRoad.packageId)).toBeVisible();
  await expect(card(next.packageId)).toBeVisible();
  await expect(card(next.packageId).getByRole('button', { name: 'Dispatch' })).toBeVisible();
  await expect(card(notMine.packageId)).toHaveCount(0);
  await expect(card(onTheRoad.packageId).getByRole('link', { name: 'Navigate' })).toHaveAttribute(
    'href',
    /destination=18\.5204,73\.8567/,
  );
  await driverPage.screenshot({ path: 'screenshots/logistics-my-deliveries-phone.png', fullPage: true });

  // Sharing the location: the admin's page follows without a reload.
  await driverPage.getByRole('switch', { name: 'Share my location while this page is open' }).check();
  await expect(driverPage.getByText(/^Location sent /)).toBeVisible();
  await expect(shown(page, 'Location shared')).not.toHaveText('Never', { timeout: 10_000 });
  await expect(page.getByRole('progressbar', { name: /Progress: \d+% of the way/ })).toBeVisible();
  await expect(page.locator(`[title^="${onTheRoad.packageId}: now at 18.8000, 73.3700"]`)).toHaveCount(1);

  // Delivering: a name, a photo from the camera, a signature drawn with a finger.
  await card(onTheRoad.packageId).getByRole('button', { name: 'Deliver' }).click();
  const dialog = driverPage.getByRole('dialog', { name: `Deliver ${onTheRoad.packageId}` });
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog.getByText("Receiver's name is required")).toBeVisible();
  await expect(dialog.getByText('Take a photo of the delivered goods')).toBeVisible();
  await dialog.getByLabel("Receiver's name").fill('Sunita Deshmukh');
  const photo = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'Delivered to Pune', scale: 12 });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'Photo to send' })).toBeVisible();
  const pad = await dialog.getByTestId('signature-pad').boundingBox();
  await driverPage.mouse.move(pad!.x + 30, pad!.y + 90);
  await driverPage.mouse.down();
  for (const [dx, dy] of [
    [60, -40],
    [110, 30],
    [170, -30],
    [230, 20],
    [290, -10],
  ] as const) {
    await driverPage.mouse.move(pad!.x + dx, pad!.y + 90 + dy, { steps: 6 });
  }
  await driverPage.mouse.up();
  await driverPage.screenshot({ path: 'screenshots/logistics-deliver-phone.png' });
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(driverPage.getByText(`${onTheRoad.packageId} delivered. The proof is saved.`)).toBeVisible();
  await expect(card(onTheRoad.packageId)).toHaveCount(0);

  // The admin's page turns delivered by itself and shows the proof.
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toBeVisible({ timeout: 10_000 });
  await expect(shown(proof, 'Received by')).toHaveText('Sunita Deshmukh');
  await expect(shown(proof, 'Delivered by')).toHaveText(driver.user.name);
  for (const name of ['Delivery photo', "Receiver's signature"]) {
    const image = proof.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await viewShot(page, 'logistics-transport-proof', { fullPage: true });

  // On Transportation a driver finds only their own transports, and no Create button.
  await driverPage.goto('/transportation');
  await expect(driverPage.getByRole('heading', { name: /^Transportation \(\d+\)$/ })).toBeVisible();
  await expect(driverPage.getByText(next.packageId)).toBeVisible();
  await expect(driverPage.getByText(notMine.packageId)).toHaveCount(0);
  await expect(driverPage.getByRole('button', { name: 'Create Transport' })).toHaveCount(0);

  // Another driver never sees it: the transport and its proof are 404 to them.
  const proofAsOther = await request.get(`/api/v1/transports/${onTheRoad._id}/proof`, {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(proofAsOther.status()).toBe(404);
  await phone.close();
});

test('Transportation draws the listed routes on a map; a transport opens its page', async ({
  page,
  request,
}) => {
  const admin = await theAdmin(request);
  const driver = await registerViaApi(request, newUser({ role: 'driver' }));
  const transport = await delivery(request, admin.auth.token, idOf(driver), 'dispatched');
  await openSignedIn(page, admin.auth, `/transportation?search=${transport.packageId}`);
  const map = page
    .getByRole('region', { name: "Map of the transports' routes" })
    .or(page.locator('.leaflet-container'));
  await expect(map.first()).toBeVisible();
  await expect(page.locator(`[title="${transport.packageId}: to 18.5204, 73.8567"]`)).toHaveCount(1);
  await expect(page.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
  await viewShot(page, 'logistics-transportation-map', { fullPage: true });
  await page
    .getByRole('link', { name: `Transport ${transport.packageId}: route, history and proof` })
    .click();
  await expect(page).toHaveURL(`/transportation/${transport._id}`);
  await expect(shown(page, 'Distance')).toHaveText(/^1\d\d km/);
});

test('saving a transport with an ETA its mode cannot meet warns, and the page says why', async ({
  page,
  request,
}) => {
  const admin = await theAdmin(request);
  const KOLKATA = { type: 'Point', coordinates: [88.3639, 22.5726] };
  const transport = await createTransport(request, admin.auth.token, {
    packageId: `FAST-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
    startLocation: MUMBAI,
    destination: KOLKATA,
    eta: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await openSignedIn(page, admin.auth, `/transportation?search=${transport.packageId}`);
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Transport' });
  await edit.getByLabel(/^Transportation Cost/).fill('4200');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Check the ETA of ${transport.packageId}`)).toBeVisible();
  await expect(page.getByText(/^The ETA needs 1,6\d\d km by land in (59 min|1 h)/)).toBeVisible();
  await page.goto(`/transportation/${transport._id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible ETA' })).toContainText('km/h');
});

test('the bell counts active alerts, live', async ({ page, request }) => {
  const admin = await theAdmin(request);
  const opened = page.waitForResponse((response) => response.url().includes('/api/v1/events?'));
  await openSignedIn(page, admin.auth, '/products');
  await opened;
  const bell = header(page).getByRole('link', { name: /^Active alerts: / });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))!.replace(/\D/g, ''));
  const raised = await request.post('/api/v1/alerts/trigger', {
    headers: { Authorization: `Bearer ${admin.auth.token}` },
    data: { type: 'maintenance', message: 'Dock 2 shutter jammed' },
  });
  expect(raised.status()).toBe(201);
  await expect(bell).toHaveAttribute('aria-label', `Active alerts: ${(before + 1).toLocaleString('en-IN')}`);
});

// ---- Two servers on one PostgreSQL database (run when TEST_DATABASE_URL is set, as in CI) ----------

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server on `databaseUrl`, resolving once it listens. */
async function startServer(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      WORKERS: '1',
      JWT_SECRET: 'two-servers-share-this-secret-of-32-chars',
      OPEN_ADMIN_SIGNUP: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Godown is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`the server ended: ${output}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

// Skipped without TEST_DATABASE_URL, for a reason: two servers need a shared PostgreSQL, since the
// embedded database serves one process. CI sets it, so CI runs this test.
test('an alert raised through one server reaches a browser on another within a second', async ({
  browser,
}) => {
  // The reason above: no shared PostgreSQL, no second server.
  test.skip(
    !process.env.TEST_DATABASE_URL,
    'needs PostgreSQL (TEST_DATABASE_URL): the embedded database serves one process',
  );
  test.slow();
  const name = `godown_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const root = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const servers: ChildProcess[] = [];
  try {
    const first = await startServer(url.toString());
    servers.push(first.child);
    const second = await startServer(url.toString());
    servers.push(second.child);
    const register = await fetch(`${first.base}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...newUser({ role: 'admin' }),
        email: `two${crypto.randomBytes(3).toString('hex')}@example.in`,
      }),
    });
    expect(register.status).toBe(201);
    const auth = ((await register.json()) as { data: AuthResult }).data;

    // The browser talks to the second server only.
    const context = await browser.newContext({ baseURL: second.base });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, auth);
    const opened = page.waitForResponse((response) => response.url().includes('/api/v1/events?'));
    await page.goto('/alerts');
    await opened;
    const bell = header(page).getByRole('link', { name: /^Active alerts: / });
    await expect(bell).toHaveAttribute('aria-label', 'Active alerts: 0');

    // Raised through the first server.
    const raised = await fetch(`${first.base}/api/v1/alerts/trigger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
      body: JSON.stringify({ type: 'maintenance', message: 'Raised on server one' }),
    });
    expect(raised.status).toBe(201);
    const sent = Date.now();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Active alerts: 1"]') !== null,
      undefined,
      { polling: 'raf', timeout: 5_000 },
    );
    expect(Date.now() - sent).toBeLessThan(1_000);
    await expect(page.getByText('Raised on server one')).toBeVisible();
    await context.close();
  } finally {
    for (const child of servers) child.kill('SIGKILL');
    await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await root.end();
  }
});
