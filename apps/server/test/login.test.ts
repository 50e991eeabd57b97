import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { LOGIN_FAILURES_PER_HOUR, LOGIN_FAILURES_PER_MINUTE } from '../src/modules/users/rate-limits.js';
import { auth, expectError } from './support/http.js';
import { expectNoSecrets } from './support/secrets.js';
import { TEST_JWT_SECRET, useTestContext } from './support/test-app.js';
import { registerUser, signRawJwt, uniquePhone } from './support/users.js';

const ctx = useTestContext();

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: payload as object, remoteAddress });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(token) });

describe('POST /api/v1/users/login', () => {
  it('signs in by email (any case) and returns the user and a working token', async () => {
    const { email, password, user } = await registerUser(ctx.app);
    const res = await login({ email: email!.toUpperCase(), password });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    expect(res.json().data.user.id).toBe(user.id);
    expect((await me(res.json().data.token)).statusCode).toBe(200);
  });

  it('signs in by phone', async () => {
    const phone = uniquePhone();
    const { password, user } = await registerUser(ctx.app, { phone, role: 'driver' });
    const res = await login({ phone, password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, role: 'driver' });
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const { email } = await registerUser(ctx.app);
    const wrong = await login({ email, password: 'wrongpass' });
    expect(expectError(wrong, 401, 'UNAUTHORIZED')).toBe('Invalid email/phone or password');
    const unknown = await login({ email: 'nobody-here@example.in', password: 'whatever' });
    expect(expectError(unknown, 401, 'UNAUTHORIZED')).toBe('Invalid email/phone or password');
  });

  it.each([
    ['no contact', { password: 'abcd' }],
    ['both email and phone', { email: 'a@b.in', phone: '9876543210', password: 'abcd' }],
    ['an empty password', { email: 'a@b.in', password: '' }],
    ['a malformed email', { email: 'nope', password: 'abcd' }],
    ['a short phone', { phone: '98765', password: 'abcd' }],
    ['a password that is not a string', { email: 'a@b.in', password: 1234 }],
    ['a huge password', { email: 'a@b.in', password: 'x'.repeat(10_000) }],
  ])('refuses %s with 400', async (_label, payload) => {
    expectError(await login(payload), 400, 'VALIDATION_FAILED');
  });

  it('refuses a deactivated account with 403, and its existing tokens with 401 at once', async () => {
    const { email, password, token, user } = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(expectError(await login({ email, password }), 403, 'FORBIDDEN')).toMatch(/deactivated/);
    expect(expectError(await me(token), 401, 'UNAUTHORIZED')).toMatch(/deactivated/);
  });
});

describe('sign-in under attack (defaults from packages/shared)', () => {
  it(`${LOGIN_FAILURES_PER_HOUR} failed sign-ins for an account from many addresses slow the guessers and never lock its owner out`, async () => {
    const { email, password, user } = await registerUser(ctx.app);
    // Guessers each staying under the per-minute limit, from as many addresses as the hour needs.
    const guessesEach = Math.floor(LOGIN_FAILURES_PER_MINUTE / 2);
    const guessers = Array.from(
      { length: Math.ceil(LOGIN_FAILURES_PER_HOUR / guessesEach) },
      (_, i) => `10.66.${Math.floor(i / 250)}.${i % 250}`,
    );
    for (const address of guessers) {
      for (let i = 0; i < guessesEach; i++) {
        expectError(await login({ email, password: `guess${i}` }, address), 401);
      }
    }
    // Each guessing address is now refused at this account, even with the right password...
    for (const address of guessers.slice(0, 3)) {
      const refused = await login({ email, password }, address);
      expect(expectError(refused, 429, 'RATE_LIMITED')).toMatch(/for this account.*another network/);
    }
    // ...a new one gets a single guess...
    expectError(await login({ email, password: 'guess' }, '10.67.0.1'), 401);
    expectError(await login({ email, password: 'guess' }, '10.67.0.1'), 429, 'RATE_LIMITED');
    // ...and the owner, from an address that has not failed on the account, signs in.
    const res = await login({ email, password }, '10.68.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    expect((await me(res.json().data.token)).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('refuses a missing, garbage or malformed authorization header with 401', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me' }), 401, 'UNAUTHORIZED');
    expectError(await me('garbage'), 401, 'UNAUTHORIZED');
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expectError(basic, 401, 'UNAUTHORIZED');
  });

  it('refuses expired tokens, other secrets, other algorithms and unsigned tokens', async () => {
    const { user } = await registerUser(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: user.id, tv: 0 };
    const forged = [
      signRawJwt({ ...base, iat: now - 7200, exp: now - 3600 }, TEST_JWT_SECRET),
      signRawJwt({ ...base, iat: now, exp: now + 3600 }, 'another-secret-that-is-long-enough-000'),
      signRawJwt({ ...base, iat: now, exp: now + 3600 }, TEST_JWT_SECRET, 'HS512'),
      signRawJwt({ ...base, iat: now, exp: now + 3600 }, TEST_JWT_SECRET, 'none'),
      signRawJwt({ sub: 'not-a-uuid', tv: 0, iat: now, exp: now + 3600 }, TEST_JWT_SECRET),
    ];
    for (const token of forged) expectError(await me(token), 401, 'UNAUTHORIZED');
    // The same construction with the right secret and a future expiry is accepted.
    expect((await me(signRawJwt({ ...base, iat: now, exp: now + 3600 }, TEST_JWT_SECRET))).statusCode).toBe(
      200,
    );
  });

  it('refuses the token of a user who no longer exists', async () => {
    const { token, user } = await registerUser(ctx.app);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expectError(await me(token), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/v1/users/logout', () => {
  it('revokes every token of the user; signing in again issues a working one', async () => {
    const { email, password, token } = await registerUser(ctx.app);
    const second = (await login({ email, password })).json().data.token as string;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('Logged out');
    expectError(await me(token), 401, 'UNAUTHORIZED');
    expectError(await me(second), 401, 'UNAUTHORIZED');
    const again = (await login({ email, password })).json().data.token as string;
    expect((await me(again)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/v1/users/me', () => {
  it('returns the signed-in user without secrets', async () => {
    const { token, user } = await registerUser(ctx.app, { role: 'supplier' });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    expect(res.json().data.user).toMatchObject({ id: user.id, role: 'supplier', name: user.name });
  });
});
