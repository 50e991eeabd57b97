import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Role, TUser } from '@godown/shared';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Which database the API suite runs on: PGlite by default, PostgreSQL when TEST_DB=pg. */
export const usesPostgres = process.env.TEST_DB === 'pg';

/** Creates an empty database on TEST_DATABASE_URL's server; `drop` removes it (connections too). */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `godown_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function freshPostgres(): Promise<{ database: Database; drop(): Promise<void> }> {
  const { url, drop } = await freshPostgresDatabase();
  return { database: await openPostgres(url, 20), drop };
}

/** Builds the app on a fresh, migrated database of its own. */
export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  let database: Database;
  let drop = async () => {};
  if (usesPostgres) {
    ({ database, drop } = await freshPostgres());
  } else {
    database = await openPglite();
  }
  await migrateDatabase(database);
  const config: AppConfig = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    databasePoolSize: 20,
    jwtSecret: TEST_JWT_SECRET,
    jwtExpiresIn: '1h',
    openAdminSignup: false,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    webDistDir: undefined,
    // Suites register many users from one address; the rate-limit tests set their own limits.
    rateLimits: { registrationsPerMinute: 10_000 },
    ...overrides,
  };
  const app = await buildApp({ config, database });
  const leaks = watchForSecrets(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close().catch(() => undefined);
      await drop();
      if (leaks.length) {
        throw new Error(`Responses gave away a password or hash:\n${leaks.slice(0, 5).join('\n')}`);
      }
    },
  };
}

/** The request body as JSON, or '' for one too deep to stringify (which then explains nothing). */
function stringifiedBody(body: unknown): string {
  try {
    return JSON.stringify(body ?? '');
  } catch {
    return '';
  }
}

/** Patterns no response may ever contain: a hash, its column, or a password field. */
const SECRET_PATTERN = /password_?hash|\$argon2|"password"\s*:/gi;

/**
 * Scans every response body the app sends in the suite for passwords and hashes: the patterns
 * above, and every password a request of the suite sent successfully (registrations, logins,
 * password changes). Returns the list of leaks found, checked when the context closes.
 */
export function watchForSecrets(app: FastifyInstance): string[] {
  const leaks: string[] = [];
  const passwords = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
    if (!text) return payload;
    const where = `${request.method} ${request.url}`;
    // The API's description names the password field of its schemas; it holds no value.
    const describesApi = request.url.startsWith('/api/docs') || request.url.endsWith('/openapi.json');
    // Text the request itself sent comes back without being a secret: a refusal naming a key it
    // sent (`Unrecognized key: "passwordHash"`), or a description it stored ("… password_hash …").
    // Only when something matched: the hostile-input tests send bodies nested too deep to stringify.
    const matches = [...text.matchAll(SECRET_PATTERN)];
    const sent = matches.length > 0 ? `${request.url} ${stringifiedBody(request.body)}` : '';
    const unexplained = matches.filter(([found]) => !sent.includes(found));
    if (!describesApi && unexplained.length > 0) {
      const at = Math.max(0, unexplained[0]!.index - 80);
      leaks.push(`${where}: …${text.slice(at, at + 200)}`);
    }
    for (const password of passwords) {
      if (text.includes(password)) leaks.push(`${where}: contains a password the suite used`);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || typeof request.body !== 'object' || request.body === null) return;
    for (const [key, value] of Object.entries(request.body)) {
      // Passwords of letters and digits, 6 or more with both: shorter or plainer ones (and the
      // hostile-input tests' generated strings) could turn up in a response by chance.
      const distinctive = typeof value === 'string' && /^(?=.*\d)(?=.*[a-z])[a-z\d]{6,}$/i.test(value);
      if (/password/i.test(key) && distinctive) passwords.add(value);
    }
  });
  return leaks;
}

/**
 * One fresh app and database for the test file: built before its tests, closed after them.
 * The returned object is filled in by the beforeAll hook.
 */
export function useTestContext(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(overrides));
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

let counter = 0;
/** A value unique within the run, for names, emails and phones. */
export function unique(): string {
  counter += 1;
  return `${process.pid % 1000}${counter}${crypto.randomBytes(2).toString('hex')}`;
}

/** A random phone number of exactly 10 digits. */
export function uniquePhone(): string {
  return `9${crypto.randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

export interface RegisteredUser {
  user: TUser;
  token: string;
  password: string;
  email?: string;
  phone?: string;
}

/** Registers a user through the API (a factory: unique values unless overridden). */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; password: string; role: Role; email: string; phone: string }> = {},
): Promise<RegisteredUser> {
  const body = {
    name: `User ${unique()}`.slice(0, 20),
    password: 'pass1234',
    role: 'staff' as Role,
    ...(overrides.phone === undefined ? { email: `user${unique()}@example.in` } : {}),
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const { data } = res.json() as { data: { user: TUser; token: string } };
  return {
    user: data.user,
    token: data.token,
    password: body.password,
    email: body.email,
    phone: body.phone,
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the error envelope with a status and code, and returns its message. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error?: { code?: unknown; message?: unknown } };
  expect(body.error, res.body).toBeDefined();
  expect(typeof body.error?.message).toBe('string');
  if (code) expect(body.error?.code).toBe(code);
  expect(res.body).not.toMatch(/\bat .+\.(js|ts):\d+/); // never a stack trace
  return body.error!.message as string;
}

/** Asserts no password or hash appears anywhere in a response body. */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(SECRET_PATTERN);
}

/** Signs a JWT by hand, to forge expired, wrongly-signed or wrong-algorithm tokens. */
export function signRawJwt(
  payload: Record<string, unknown>,
  secret: string,
  alg: 'HS256' | 'HS512' | 'none' = 'HS256',
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hmac = crypto
    .createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(head)
    .digest('base64url');
  return `${head}.${hmac}`;
}
