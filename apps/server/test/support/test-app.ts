/** The app under test: built on a fresh, migrated database of its own (PGlite, or PostgreSQL when TEST_DB=pg). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../../src/db/client.js';
import { watchForSecrets } from './secrets.js';

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
    // The run's migrated template (pglite-template.ts), when the suite was started with it.
    const template = inject('pgliteTemplate');
    database = await openPglite(undefined, template ? new Blob([fs.readFileSync(template)]) : undefined);
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
    // Tests read the charts right after changing the data: summed on every call (charts.test.ts
    // checks the sharing on an app of its own).
    chartsMaxAgeMs: 0,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
  });
  const leaks = watchForSecrets(app);
  databasesOfApps.set(app, database);
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

const databasesOfApps = new WeakMap<FastifyInstance, Database>();

/**
 * A second app on a context's database, with other settings (a role policy): to read the same data
 * as the other policy answers it. Close it with `app.close()`; the database stays the context's.
 */
export async function appOnSameDatabase(
  ctx: TestContext,
  overrides: Partial<AppConfig>,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...ctx.config, ...overrides }, database: ctx.database });
  databasesOfApps.set(app, ctx.database);
  await app.ready();
  return app;
}

/**
 * Lets a self-registered account in as an admin's approval would (the approval itself is tested
 * through the API in register.test.ts): the tests' factories register people of every role.
 */
export async function approveInDatabase(app: FastifyInstance, userId: string): Promise<void> {
  const database = databasesOfApps.get(app);
  if (!database) throw new Error('approveInDatabase: the app was not built by createTestContext');
  await database.db.execute(sql`UPDATE users SET awaiting_approval = false WHERE id = ${userId}`);
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
