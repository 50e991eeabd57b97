import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { queryRows } from '../src/db/transaction.js';
import { auth, expectError } from './support/http.js';
import { createTestContext, useTestContext, usesPostgres } from './support/test-app.js';
import { registerUser } from './support/users.js';

const ctx = useTestContext();

describe('system endpoints', () => {
  it('GET /api/v1/health reports the database reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: ctx.database.kind } });
  });

  // Skipped on the embedded database, for a reason: PGlite is built without JIT, so there is no
  // setting of the server's to check.
  it.runIf(usesPostgres)(
    "on PostgreSQL, the server's connections compile no statement (docs/decisions.md#114-no-jit-compilation-on-postgresql)",
    async () => {
      const rows = await queryRows<{ jit: string }>(ctx.database.db, sql`SHOW jit`);
      expect(rows).toEqual([{ jit: 'off' }]);
    },
  );

  it('GET /api/v1/openapi.json describes the account calls from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/v1/users/register', '/api/v1/users/login', '/api/v1/users/me', '/api/v1/health']) {
      expect(doc.paths[p], p).toBeDefined();
    }
    const body = doc.paths['/api/v1/users/register'].post.requestBody.content['application/json'].schema;
    expect(body.properties.password.maxLength).toBe(10);
  });

  it('serves the API docs at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/html/);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(expectError(res, 404, 'NOT_FOUND')).toBe('Route GET /api/v1/nothing-here not found');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('the database going away', () => {
  it('answers 503 with a clear message, never a 500', async () => {
    const local = await createTestContext();
    const { token } = await registerUser(local.app);
    await local.database.close();
    try {
      const health = await local.app.inject({ method: 'GET', url: '/api/v1/health' });
      expectError(health, 503, 'SERVICE_UNAVAILABLE');
      const me = await local.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(token) });
      expect(expectError(me, 503, 'SERVICE_UNAVAILABLE')).toMatch(/database is unavailable/);
    } finally {
      await local.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves files, falls back to index.html for client routes, and keeps API 404s as JSON', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Godown</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const local = await createTestContext({ webDistDir: dist });
    try {
      const page = await local.app.inject({ method: 'GET', url: '/products/some-id' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Godown</title>');
      const asset = await local.app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expectError(await local.app.inject({ method: 'GET', url: '/api/v1/unknown' }), 404, 'NOT_FOUND');
      expectError(await local.app.inject({ method: 'POST', url: '/products' }), 404, 'NOT_FOUND');
    } finally {
      await local.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
