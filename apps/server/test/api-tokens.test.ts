import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_SECRET_PATTERN,
  apiTokenScopeOf,
  type TApiToken,
  type TApiTokenCreated,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { auth, callApi, expectRefusal, getData } from './support/http.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, type RegisteredUser } from './support/users.js';

// API tokens (docs/domain.md#api-tokens): a person's token for another system, shown once and kept
// as a hash, with scopes per area, an expiry, its last use, revocable; it never does more than its
// user may, and reaches nothing of the account.
const ctx = useTestContext({ rateLimits: { apiTokenCallsPerMinute: 40 } });

async function makeToken(user: RegisteredUser, body: Record<string, unknown>): Promise<TApiTokenCreated> {
  const res = await callApi(ctx.app, 'POST', '/users/me/tokens', user.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: TApiTokenCreated }).data;
}
const withToken = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(secret),
    ...(body ? { payload: body } : {}),
  });
const tokensOf = async (user: RegisteredUser) =>
  (await getData<{ tokens: TApiToken[] }>(ctx.app, '/users/me/tokens', user.token)).tokens;

describe('making and listing tokens', () => {
  it('answers the secret once, keeps only its hash, and lists the token by its hint', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    const made = await makeToken(staff, { name: 'Online store', scopes: ['stock:read', 'sales:write'] });
    expect(made.secret).toMatch(API_TOKEN_SECRET_PATTERN);
    expect(made.token).toMatchObject({
      name: 'Online store',
      hint: made.secret.slice(0, 12),
      scopes: ['stock:read', 'sales:write'],
      state: 'live',
      daysLeft: API_TOKEN_LIMITS.expiryDaysDefault - 1,
      lastUsedAt: null,
      revokedAt: null,
    });
    const days = (Date.parse(made.token.expiresAt) - Date.parse(made.token.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(API_TOKEN_LIMITS.expiryDaysDefault);
    const listed = await tokensOf(staff);
    expect(listed).toEqual([made.token]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    // Only the digest is stored.
    const rows = await queryRows<{ secret_hash: string }>(
      ctx.database.db,
      sql`SELECT secret_hash FROM api_tokens WHERE id = ${made.token.id}`,
    );
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(made.secret.slice(8));
    // Another person sees none of them.
    const other = await registerUser(ctx.app, { role: 'staff' });
    expect(await tokensOf(other)).toEqual([]);
  });

  it('refuses a token without a name or scopes, an unknown or repeated scope, an expiry out of range, and the 21st live token', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    const post = (body: unknown) => callApi(ctx.app, 'POST', '/users/me/tokens', staff.token, body);
    expectRefusal(await post({ name: ' ', scopes: ['stock:read'] }), 400, 'apiToken.nameRequired');
    expectRefusal(await post({ name: 'X', scopes: [] }), 400, 'apiToken.scopesRequired');
    expectRefusal(await post({ name: 'X', scopes: ['stock:admin'] }), 400, 'apiToken.scopeUnknown');
    expectRefusal(
      await post({ name: 'X', scopes: ['stock:read', 'stock:read'] }),
      400,
      'apiToken.scopeTwice',
    );
    expectRefusal(
      await post({ name: 'X', scopes: ['stock:read'], expiresInDays: 0 }),
      400,
      'apiToken.expiryRange',
    );
    expectRefusal(
      await post({ name: 'X', scopes: ['stock:read'], expiresInDays: 366 }),
      400,
      'apiToken.expiryRange',
    );
    expectRefusal(await post({ name: 'X', scopes: ['stock:read'], secret: 'mine' }), 400);
    for (let i = 0; i < API_TOKEN_LIMITS.livePerUserMax; i++) {
      await makeToken(staff, { name: `Token ${i}`, scopes: ['reports:read'], expiresInDays: 1 + i });
    }
    expectRefusal(await post({ name: 'One more', scopes: ['reports:read'] }), 409, 'apiToken.tooMany');
    // A revoked token frees its place.
    const [first] = await tokensOf(staff);
    expect((await callApi(ctx.app, 'DELETE', `/users/me/tokens/${first!.id}`, staff.token)).statusCode).toBe(
      200,
    );
    await makeToken(staff, { name: 'One more', scopes: ['reports:read'] });
  });
});

describe('calling the API with a token', () => {
  it('reads with a read scope, is refused a write, another area, and anything of the account', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    const { secret } = await makeToken(staff, { name: 'Stock reader', scopes: ['stock:read'] });
    const read = await withToken(secret, 'GET', '/alerts?limit=5');
    expect(read.statusCode, read.body).toBe(200);
    expect(Date.parse(String(read.headers['godown-token-expires']))).toBeGreaterThan(Date.now());
    const write = await withToken(secret, 'POST', '/products', {
      productName: 'Token tea',
      quantity: 1,
      price: 1,
    });
    expectRefusal(write, 403, 'apiToken.scopeMissing');
    expect(write.json()).toMatchObject({
      error: { message: 'This API token may not change stock: it needs the scope stock:write' },
    });
    expectRefusal(await withToken(secret, 'GET', '/invoices'), 403, 'apiToken.scopeMissing');
    // Bodies valid for each, so the refusal is the token's, not the body's.
    for (const [method, url, body] of [
      ['GET', '/users/me', undefined],
      ['GET', '/users/me/tokens', undefined],
      ['POST', '/users/me/tokens', { name: 'Another', scopes: ['stock:write'] }],
      ['PUT', '/users/update_password', { currentPassword: 'pass1234', newPassword: 'newpass1' }],
      ['POST', '/users/logout', undefined],
      ['GET', '/audit', undefined],
      ['GET', '/wages', undefined],
    ] as const) {
      expectRefusal(await withToken(secret, method, url, body), 403, 'apiToken.notForThis');
    }
    // Its use is recorded: when and from where.
    const [token] = await tokensOf(staff);
    expect(token!.lastUsedAt).not.toBeNull();
    expect(token!.lastUsedFrom).toBe('127.0.0.1');
  });

  it('writes with a write scope, as its user; never more than its user may', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    const { secret } = await makeToken(staff, {
      name: 'Stock writer',
      scopes: ['stock:write', 'billing:write'],
    });
    const made = await withToken(secret, 'POST', '/products', {
      productName: 'Token tea',
      quantity: 3,
      price: 10,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await withToken(secret, 'GET', '/invoices')).statusCode).toBe(200);
    // A supplier's token with every scope still reaches nothing of selling or billing.
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    const all = await makeToken(supplier, {
      name: 'Everything',
      scopes: ['sales:write', 'billing:write', 'stock:write'],
    });
    expectRefusal(await withToken(all.secret, 'GET', '/invoices'), 403);
    expectRefusal(await withToken(all.secret, 'GET', '/customers'), 403);
    // A deactivated user's tokens stop working.
    const driver = await registerUser(ctx.app, { role: 'driver' });
    const drivers = await makeToken(driver, { name: 'Phone app', scopes: ['logistics:read'] });
    expect((await withToken(drivers.secret, 'GET', '/transports/deliveries')).statusCode).toBe(200);
    const admin = await registerUser(ctx.app, { role: 'admin' });
    const off = await callApi(ctx.app, 'PUT', `/users/${driver.user.id}`, admin.token, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expectRefusal(await withToken(drivers.secret, 'GET', '/transports/deliveries'), 401, 'auth.deactivated');
  });

  it('stops at once when revoked, when expired, and refuses a made-up or malformed secret', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    const made = await makeToken(staff, { name: 'To revoke', scopes: ['reports:read'] });
    expect((await withToken(made.secret, 'GET', '/dashboard/summary')).statusCode).toBe(200);
    const revoke = await callApi(ctx.app, 'DELETE', `/users/me/tokens/${made.token.id}`, staff.token);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((revoke.json() as { data: { token: TApiToken } }).data.token.state).toBe('revoked');
    expectRefusal(await withToken(made.secret, 'GET', '/dashboard/summary'), 401, 'apiToken.revoked');
    // Revoking again changes nothing; another person's token is not found.
    expect(
      (await callApi(ctx.app, 'DELETE', `/users/me/tokens/${made.token.id}`, staff.token)).statusCode,
    ).toBe(200);
    const other = await registerUser(ctx.app, { role: 'staff' });
    const theirs = await makeToken(other, { name: 'Theirs', scopes: ['reports:read'] });
    expectRefusal(
      await callApi(ctx.app, 'DELETE', `/users/me/tokens/${theirs.token.id}`, staff.token),
      404,
      'notFound.apiToken',
    );

    const old = await makeToken(staff, { name: 'Old', scopes: ['reports:read'], expiresInDays: 1 });
    await ctx.database.db.execute(
      sql`UPDATE api_tokens SET expires_at = now() - interval '1 day' WHERE id = ${old.token.id}`,
    );
    expectRefusal(await withToken(old.secret, 'GET', '/dashboard/summary'), 401, 'apiToken.expired');
    expect((await tokensOf(staff)).find((t) => t.id === old.token.id)).toMatchObject({
      state: 'expired',
      daysLeft: null,
    });

    const forged = `gdn_pat_${'A'.repeat(API_TOKEN_LIMITS.secretLength)}`;
    expectRefusal(await withToken(forged, 'GET', '/dashboard/summary'), 401, 'apiToken.invalid');
    expectRefusal(await withToken('gdn_pat_short', 'GET', '/dashboard/summary'), 401, 'apiToken.invalid');
    // Signing out everywhere ends sessions, not tokens (they are revoked one by one).
    const kept = await makeToken(staff, { name: 'Kept', scopes: ['reports:read'] });
    expect((await callApi(ctx.app, 'POST', '/users/logout', staff.token)).statusCode).toBe(200);
    expect((await withToken(kept.secret, 'GET', '/dashboard/summary')).statusCode).toBe(200);
  });

  it('is held to its calls a minute (429 past them)', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    const { secret } = await makeToken(staff, { name: 'Busy', scopes: ['stock:read'] });
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++)
      statuses.push((await withToken(secret, 'GET', '/alerts?limit=1')).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    const refused = await withToken(secret, 'GET', '/alerts?limit=1');
    expectRefusal(refused, 429, 'apiToken.tooFast');
    // A person's session is not held to it.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products?limit=1',
      headers: auth(staff.token),
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe('the area of each route', () => {
  it('names an area for every route but the account, the audit log, wages and the event stream', () => {
    expect(apiTokenScopeOf('GET', '/api/v1/products/')).toEqual({ area: 'stock', access: 'read' });
    expect(apiTokenScopeOf('POST', '/api/v1/transports/:id/invoice')).toEqual({
      area: 'billing',
      access: 'write',
    });
    expect(apiTokenScopeOf('GET', '/api/v1/customers/:id/ledger')).toEqual({
      area: 'billing',
      access: 'read',
    });
    expect(apiTokenScopeOf('POST', '/api/v1/pricing/quote')).toEqual({ area: 'sales', access: 'read' });
    expect(apiTokenScopeOf('GET', '/api/v1/export/products')).toEqual({ area: 'reports', access: 'read' });
    for (const url of ['/api/v1/users/me', '/api/v1/audit', '/api/v1/wages/', '/api/v1/events']) {
      expect(apiTokenScopeOf('GET', url), url).toBeNull();
    }
  });
});
