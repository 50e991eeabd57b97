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

let sharedAdmin: Promise<Person> | undefined;

/**
 * The admin these tests act as, registered once per worker: the server allows a few dozen
 * registrations a minute from one address, and every test registers the people it needs. A test
 * that needs an admin of its own (another admin's row) registers one.
 */
export function theAdmin(request: APIRequestContext): Promise<Person> {
  sharedAdmin ??= createPerson(request, { role: 'admin' }).catch((error: unknown) => {
    sharedAdmin = undefined;
    throw error;
  });
  return sharedAdmin;
}

/** The tests' admin (`theAdmin`), signed in on `page` at `path`. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string): Promise<Person> {
  const admin = await theAdmin(request);
  await openSignedIn(page, admin.auth, path);
  return admin;
}

/** GETs an API list as `token` and returns its `data`. */
export async function getViaApi<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(`/api/v1${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A wage month as the API spells it and as the page shows it. */
export interface WageMonth {
  value: string;
  label: string;
}

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

function wageMonth(year: number, month: number): WageMonth {
  const label = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return { value: `${year}-${String(month).padStart(2, '0')}`, label };
}

/** Year and month (1-12) of an instant in India time (no daylight saving: a fixed +05:30). */
function indiaYearMonth(at: Date): { year: number; month: number } {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1 };
}

/** The month wages belong to now (India time), as the API spells it and as the page shows it. */
export function currentWageMonth(): WageMonth {
  const { year, month } = indiaYearMonth(new Date());
  return wageMonth(year, month);
}

/** The month before the current one (India time): a closed month. */
export function previousWageMonth(): WageMonth {
  const { year, month } = indiaYearMonth(new Date());
  return month === 1 ? wageMonth(year - 1, 12) : wageMonth(year, month - 1);
}

/** The instant the current wage month began: midnight of its first day, India time. */
export function currentWageMonthStart(): Date {
  const { year, month } = indiaYearMonth(new Date());
  return new Date(Date.UTC(year, month - 1, 1) - INDIA_OFFSET_MS);
}

/** The users list and summary as the API answers them, as far as the tests read them. */
export interface UserListAnswer {
  users: Array<{
    _id: string;
    name: string;
    shift: string | null;
    wagePerHour: number;
    hoursThisMonth: number;
    extraShift: boolean;
    active: boolean;
  }>;
  total: number;
  summary: {
    total: number;
    byRole: { admin: number; staff: number; supplier: number; driver: number };
    active: number;
    inactive: number;
    extraShift: number;
  };
}

/**
 * The unfiltered first page of users the page itself is answered with (signed in), to compare the
 * screen with the numbers it was given: a later call could count users another test made meanwhile.
 * Call it before the page opens.
 */
export function usersShownTo(page: Page): Promise<UserListAnswer> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/v1/users/' &&
        response.request().method() === 'GET' &&
        response.status() === 200 &&
        !url.searchParams.has('search') &&
        !url.searchParams.has('role') &&
        !url.searchParams.has('awaiting') &&
        response.request().headers()['authorization'] !== undefined
      );
    })
    .then(async (response) => ((await response.json()) as { data: UserListAnswer }).data);
}

/** One user as the API shows them now, found by a unique name. */
export async function userViaApi(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<UserListAnswer['users'][number]> {
  const { users } = await getViaApi<UserListAnswer>(
    request,
    token,
    `/users/?search=${encodeURIComponent(name)}`,
  );
  expect(users.map((user) => user.name)).toEqual([name]);
  const [user] = users;
  if (!user) throw new Error(`No user named ${name}`);
  return user;
}
