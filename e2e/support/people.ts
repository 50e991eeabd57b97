import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, openSignedIn, registerViaApi, type AuthResult, type TestUser } from './accounts';

/** A user made through the API, with the id the admin endpoints take. */
export interface Person {
  id: string;
  user: TestUser;
  auth: AuthResult;
}

/** What an admin may set on a user (`PUT /api/v1/users/{id}`). */
export interface UserChanges {
  active?: boolean;
  role?: TestUser['role'];
  shift?: string | null;
  wagePerHour?: number;
  hoursThisMonth?: number;
  extraShift?: boolean;
}

/** Registers a user through the API (a staff member unless `overrides` say otherwise). */
export async function createPerson(
  request: APIRequestContext,
  overrides: Partial<TestUser> = {},
): Promise<Person> {
  const user = newUser(overrides);
  const auth = await registerViaApi(request, user);
  const { _id } = auth.user as AuthResult['user'] & { _id: string };
  return { id: _id, user, auth };
}

/** Changes a user as an admin through the API, behind the page's back. */
export async function updateUserViaApi(
  request: APIRequestContext,
  adminToken: string,
  id: string,
  changes: UserChanges,
): Promise<void> {
  const response = await request.put(`/api/v1/users/${id}`, {
    data: changes,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A user registered through the API with the hours, rate and extra shift of the month set by an admin. */
export async function createWorker(
  request: APIRequestContext,
  adminToken: string,
  overrides: Partial<TestUser>,
  changes: UserChanges,
): Promise<Person> {
  const person = await createPerson(request, overrides);
  await updateUserViaApi(request, adminToken, person.id, changes);
  return person;
}

/** An admin registered through the API and signed in on `page` at `path`. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string): Promise<Person> {
  const admin = await createPerson(request, { role: 'admin' });
  await openSignedIn(page, admin.auth, path);
  return admin;
}

/** GETs an API list as `token` and returns its `data`. */
export async function getViaApi<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(`/api/v1${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The month wages belong to now (India time), as the API spells it and as the page shows it. */
export function currentWageMonth(): { value: string; label: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const year = Number(part('year'));
  const month = Number(part('month'));
  const label = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return { value: `${part('year')}-${part('month')}`, label };
}
