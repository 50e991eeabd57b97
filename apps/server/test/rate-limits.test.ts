import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_MINUTE, REGISTRATIONS_PER_MINUTE } from '@godown/shared';
import { expectError } from './support/http.js';
import { createTestContext, useTestContext, type TestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

describe('login rate limits (defaults from packages/shared)', () => {
  const ctx = useTestContext();
  const login = (payload: object, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload, remoteAddress });

  it(`blocks an account from one address after ${LOGIN_FAILURES_PER_MINUTE} failures in a minute, even with the right password`, async () => {
    const { email, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      expectError(await login({ email, password: 'wrongpass' }, '10.1.1.1'), 401);
    }
    const blocked = await login({ email, password }, '10.1.1.1');
    expect(expectError(blocked, 429, 'RATE_LIMITED')).toMatch(/Too many failed login attempts/);
    // Another address is not blocked for this account.
    expect((await login({ email, password }, '10.1.1.2')).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const { email, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE + 5; i++) {
      expect((await login({ email, password }, '10.2.2.2')).statusCode).toBe(200);
    }
  });

  it(`holds under a burst: ${3 * LOGIN_FAILURES_PER_MINUTE} wrong passwords sent at once get ${LOGIN_FAILURES_PER_MINUTE} checks, the rest 429`, async () => {
    const { email, password } = await registerUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 3 * LOGIN_FAILURES_PER_MINUTE }, () =>
        login({ email, password: 'wrongpass' }, '10.4.4.4'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_FAILURES_PER_MINUTE);
    expectError(await login({ email, password }, '10.4.4.4'), 429, 'RATE_LIMITED');
  });

  it('successful logins sent at once all succeed and leave no failure behind', async () => {
    const { email, password } = await registerUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_MINUTE - 1 }, () => login({ email, password }, '10.5.5.5')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: LOGIN_FAILURES_PER_MINUTE - 1 }, () => 200),
    );
    // All of the minute's failures are still allowed: the successes took none of them.
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      expectError(await login({ email, password: 'wrongpass' }, '10.5.5.5'), 401);
    }
    expectError(await login({ email, password }, '10.5.5.5'), 429);
  });

  it('counts failures per account: another account from the same address is not blocked', async () => {
    const victim = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      await login({ email: victim.email, password: 'wrongpass' }, '10.3.3.3');
    }
    expectError(await login({ email: victim.email, password: victim.password }, '10.3.3.3'), 429);
    expect((await login({ email: other.email, password: other.password }, '10.3.3.3')).statusCode).toBe(200);
  });

  it('counts the connection, not X-Forwarded-For: a client rotating the header is still one address', async () => {
    const rightPassword = await failThenRight(ctx.app, '10.6.6.6', (i) => `203.0.113.${i}`);
    expectError(await rightPassword('203.0.113.99'), 429, 'RATE_LIMITED');
  });
});

describe('the client address failed logins count against', () => {
  it('is the forwarded client when TRUST_PROXY names the proxy: each client behind it counts apart', async () => {
    const ctx = await createTestContext({ trustProxy: ['10.6.6.0/24'] });
    try {
      const rightPassword = await failThenRight(ctx.app, '10.6.6.1', () => '203.0.113.7');
      expectError(await rightPassword('203.0.113.7'), 429, 'RATE_LIMITED');
      // Another client behind the same proxy is not blocked by the first one's failures.
      expect((await rightPassword('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

/** Fails an account's logins for a minute; returns its right password, tried from a client. */
async function failThenRight(
  app: TestContext['app'],
  remoteAddress: string,
  failingClient: (i: number) => string,
) {
  const { email, password } = await registerUser(app);
  const login = (pass: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: pass },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) {
    expectError(await login('wrongpass', failingClient(i)), 401);
  }
  return (forwardedFor: string) => login(password, forwardedFor);
}

describe('hourly per-account login limit', () => {
  it('blocks an account after the hourly number of failures from any mix of addresses', async () => {
    const ctx = await createTestContext({
      rateLimits: { registrationsPerMinute: 1000, loginFailuresPerHour: 4 },
    });
    try {
      const { email, password } = await registerUser(ctx.app);
      for (let i = 0; i < 4; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email, password: 'wrongpass' },
          remoteAddress: `10.9.0.${i}`,
        });
        expectError(res, 401);
      }
      const blocked = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email, password },
        remoteAddress: '10.9.9.9',
      });
      expect(expectError(blocked, 429, 'RATE_LIMITED')).toMatch(/this account/);
    } finally {
      await ctx.close();
    }
  });

  it('holds under a burst from many addresses at once', async () => {
    const ctx = await createTestContext({
      rateLimits: { registrationsPerMinute: 1000, loginFailuresPerHour: 4 },
    });
    try {
      const { email } = await registerUser(ctx.app);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/v1/users/login',
            payload: { email, password: 'wrongpass' },
            remoteAddress: `10.8.0.${i}`,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    } finally {
      await ctx.close();
    }
  });
});

describe('registration rate limit', () => {
  it(`allows ${REGISTRATIONS_PER_MINUTE} registrations a minute per address, then answers 429`, async () => {
    const ctx = await createTestContext({ rateLimits: {} });
    try {
      const register = (remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          // Invalid bodies still count, and are fast: no password hashing.
          payload: { name: 'X', password: 'x', role: 'staff', email: `r${unique()}@example.in` },
          remoteAddress,
        });
      for (let i = 0; i < REGISTRATIONS_PER_MINUTE; i++) {
        expect((await register('10.5.5.5')).statusCode).toBe(400);
      }
      const limited = await register('10.5.5.5');
      expect(expectError(limited, 429, 'RATE_LIMITED')).toMatch(/Too many registrations/);
      expect((await register('10.5.5.6')).statusCode).toBe(400);
    } finally {
      await ctx.close();
    }
  });
});
