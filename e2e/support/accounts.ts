import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { currentParallelIndex } from './servers';

export type Role = 'admin' | 'staff' | 'supplier' | 'driver';

/** A user a test creates for itself; names stay within the 20-character limit. */
export interface TestUser {
  name: string;
  password: string;
  role: Role;
  email?: string;
  phone?: string;
}

export interface AuthResult {
  token: string;
  user: { name: string; role: Role; email: string | null; phone: string | null };
}

/** A short suffix that makes names, emails and phones unique across tests and runs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A random Indian-style mobile number: 10 digits, the first one 6 to 9. */
export function randomPhone(): string {
  let digits = String(6 + Math.floor(Math.random() * 4));
  while (digits.length < 10) digits += String(Math.floor(Math.random() * 10));
  return digits;
}

/** A new staff user with a unique email (pass `email: undefined, phone` for a phone user). */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const suffix = uniqueSuffix();
  return {
    name: `Asha ${suffix}`,
    email: `asha.${suffix}@example.com`,
    password: 'secret1',
    role: 'staff',
    ...overrides,
  };
}

/** A new user who signs in by phone only. */
export function newPhoneUser(overrides: Partial<TestUser> = {}): TestUser {
  const { email: _email, ...user } = newUser(overrides);
  return { ...user, phone: randomPhone(), ...overrides };
}

/**
 * Registers through the API (`POST /api/v1/users/register`) and returns the token and user. The
 * server makes every sign-up but the first admin wait for an admin (REGISTRATION=approval): unless
 * `approve` is false, the run's owner approves it with the role it chose, as an admin would on the
 * Users screen.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser,
  { approve = true }: { approve?: boolean } = {},
): Promise<AuthResult> {
  const owner = approve ? await ownerToken(request) : null;
  const body: Record<string, string> = { name: user.name, password: user.password, role: user.role };
  if (user.email !== undefined) body.email = user.email;
  if (user.phone !== undefined) body.phone = user.phone;
  const response = await request.post('/api/v1/users/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: AuthResult & { user: { id: string; awaitingApproval: boolean } };
  };
  if (!owner || !data.user.awaitingApproval) return data;
  const approved = await request.post(`/api/v1/users/${data.user.id}/approve`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { role: user.role },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${data.token}` } });
  expect(me.status(), await me.text()).toBe(200);
  return { token: data.token, user: ((await me.json()) as { data: Pick<AuthResult, 'user'> }).data.user };
}

/**
 * Where the owner (the first admin) of this worker's server keeps its session: the run's directory,
 * new per run, one file per server (support/servers.ts).
 */
const ownerFile = () =>
  path.join(process.env.GODOWN_E2E_DATA_DIR ?? os.tmpdir(), `e2e-owner-${currentParallelIndex()}.json`);

/**
 * The token of the run's owner: the first admin of the fresh server, registered by the first test
 * that needs one and kept in a file, since a failed test's worker starts again without memory.
 */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  if (fs.existsSync(ownerFile()))
    return (JSON.parse(fs.readFileSync(ownerFile(), 'utf8')) as { token: string }).token;
  const owner = newUser({ role: 'admin', name: `Owner ${uniqueSuffix()}` });
  const response = await request.post('/api/v1/users/register', {
    data: { name: owner.name, email: owner.email, password: owner.password, role: 'admin' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { token: string; user: { awaitingApproval: boolean } };
  };
  expect(data.user.awaitingApproval, "the run's owner must be the first admin of a fresh server").toBe(false);
  fs.writeFileSync(ownerFile(), JSON.stringify({ token: data.token }));
  return data.token;
}

/** Puts a session into localStorage, as a login would, and opens `path`. */
export async function openSignedIn(page: Page, auth: AuthResult, path = '/'): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, auth);
  // The app starts by asking the server who is signed in (GET /users/me) and stores the answer;
  // a test goes on once that is done, so a token it changes afterwards is not re-read by that answer.
  const currentUser = page.waitForResponse((response) => response.url().includes('/api/v1/users/me'));
  await page.goto(path);
  await expect(header(page).getByText(`${auth.user.name} (${auth.user.role})`)).toBeVisible();
  await currentUser;
}

/** Registers a user through the API and opens `path` signed in as that user. */
export async function signUpAndOpen(
  page: Page,
  request: APIRequestContext,
  overrides: Partial<TestUser> = {},
  path = '/',
): Promise<{ user: TestUser; auth: AuthResult }> {
  const user = newUser(overrides);
  const auth = await registerViaApi(request, user);
  await openSignedIn(page, auth, path);
  return { user, auth };
}

/** The page header (AppShell header, role banner). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The main navigation shown on a desktop-wide window. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Switches an auth form's email/phone control to Phone (Mantine hides the radio behind its label). */
export async function choosePhone(page: Page): Promise<void> {
  await page.getByRole('radiogroup').getByText('Phone', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
}

/** Fills and submits the login form with an email or a phone. */
export async function loginThroughForm(
  page: Page,
  credentials: { email?: string; phone?: string; password: string },
): Promise<void> {
  await page.goto('/login');
  if (credentials.phone !== undefined) {
    await choosePhone(page);
    await page.getByLabel('Phone number').fill(credentials.phone);
  } else {
    await page.getByLabel('Email address').fill(credentials.email ?? '');
  }
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The stored token, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
