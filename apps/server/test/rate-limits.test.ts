import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LIMITS } from '@godown/shared';
import {
  LOGIN_ADDRESS_FAILURES_PER_HOUR,
  LOGIN_FAILURES_PER_MINUTE,
  REGISTRATIONS_PER_MINUTE,
} from '../src/modules/users/rate-limits.js';
import { auth, callApi, expectError } from './support/http.js';
import { useStockUsers } from './support/stock.js';
import { startServer, type ServerProcess } from './support/server-process.js';
import {
  createTestContext,
  freshPostgresDatabase,
  usesPostgres,
  useTestContext,
  type TestContext,
} from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

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

describe('password spraying: failed logins per address over all accounts (defaults from packages/shared)', () => {
  const ctx = useTestContext();
  const login = (payload: object, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload, remoteAddress });
  // Unknown accounts count as known ones do: a refusal must not tell which accounts exist.
  const sprayed = () => ({ email: `sprayed${unique()}@example.in`, password: 'Spring2025' });

  it(`refuses an address after ${LOGIN_ADDRESS_FAILURES_PER_HOUR} failures on different accounts in an hour, the right password too; successes never count`, async () => {
    const office = await Promise.all([0, 1, 2].map(() => registerUser(ctx.app)));
    for (let i = 0; i < LOGIN_ADDRESS_FAILURES_PER_HOUR - 1; i++) {
      expectError(await login(sprayed(), '10.20.0.1'), 401);
    }
    // People signing in from the same address (an office behind one NAT address) take nothing.
    for (const { email, password } of [...office, ...office]) {
      expect((await login({ email, password }, '10.20.0.1')).statusCode).toBe(200);
    }
    expectError(await login(sprayed(), '10.20.0.1'), 401);
    const refused = await login(sprayed(), '10.20.0.1');
    expect(expectError(refused, 429, 'RATE_LIMITED')).toMatch(
      /^Too many failed login attempts from your network\. Try again in (59|60) minutes\.$/,
    );
    const [first] = office;
    expectError(await login({ email: first!.email, password: first!.password }, '10.20.0.1'), 429);
    // Another address is not refused for this one's failures.
    expect((await login({ email: first!.email, password: first!.password }, '10.20.0.2')).statusCode).toBe(
      200,
    );
    expectError(await login(sprayed(), '10.20.0.2'), 401);
  });

  it(`holds under a burst: ${LOGIN_ADDRESS_FAILURES_PER_HOUR + 20} wrong passwords on as many accounts at once get ${LOGIN_ADDRESS_FAILURES_PER_HOUR} checks, the rest 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_FAILURES_PER_HOUR + 20 }, () => login(sprayed(), '10.21.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_ADDRESS_FAILURES_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});

describe('an account under attack from many addresses (its failures of the hour reached)', () => {
  const ctx = useTestContext({ rateLimits: { registrationsPerMinute: 10_000, loginFailuresPerHour: 4 } });
  const login = (payload: object, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload, remoteAddress });
  /** An account with the hour's 4 failures, one from each of four addresses of `prefix`. */
  async function attacked(prefix: string) {
    const account = await registerUser(ctx.app);
    for (let i = 0; i < 4; i++) {
      expectError(await login({ email: account.email, password: 'wrongpass' }, `${prefix}.${i}`), 401);
    }
    return account;
  }

  it('never locks the owner out: the right password from an address that has not failed on it signs in', async () => {
    const { email, password, user } = await attacked('10.9.0');
    const res = await login({ email, password }, '10.9.9.9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    // Still under attack: another clean address is checked too.
    expect((await login({ email, password }, '10.9.9.8')).statusCode).toBe(200);
  });

  it('gives each address one failure an hour at it: one that has failed is refused, the right password too', async () => {
    const { email, password } = await attacked('10.9.1');
    const refused = await login({ email, password }, '10.9.1.0');
    expect(expectError(refused, 429, 'RATE_LIMITED')).toMatch(
      /^Too many failed login attempts for this account\. Try again in (59|60) minutes, or sign in from another network\.$/,
    );
    expectError(await login({ email, password: 'guess2' }, '10.9.1.9'), 401);
    expectError(await login({ email, password: 'guess3' }, '10.9.1.9'), 429, 'RATE_LIMITED');
    expectError(await login({ email, password }, '10.9.1.9'), 429, 'RATE_LIMITED');
  });

  it("below the hour's failures an address keeps its allowance; the failure that reaches them starts the guard", async () => {
    const { email, password } = await registerUser(ctx.app);
    for (let i = 0; i < 4; i++) {
      expectError(await login({ email, password: 'wrongpass' }, '10.9.2.1'), 401);
    }
    expectError(await login({ email, password }, '10.9.2.1'), 429, 'RATE_LIMITED');
    expect((await login({ email, password }, '10.9.2.2')).statusCode).toBe(200);
  });

  it('holds under a burst: 12 guesses at once from 3 addresses get one check each, the rest 429', async () => {
    const { email } = await attacked('10.8.0');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ email, password: 'wrongpass' }, `10.8.1.${i % 3}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
});

// Two Godown processes on one PostgreSQL database, as in multi-process.test.ts: the count is the
// database's, under a lock on the address, so it holds across them. Skipped on the embedded
// database, which serves one process.
describe.runIf(usesPostgres)('failed logins per address, counted across two processes', () => {
  let drop = async () => {};
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    servers = await Promise.all([0, 1].map(() => startServer({ databaseUrl: database.url })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await drop();
  });

  it(`a burst of wrong passwords on as many accounts from one address over both gets ${LOGIN_ADDRESS_FAILURES_PER_HOUR} checks, then both refuse it`, async () => {
    const sprayed = () => ({ email: `sprayed${unique()}@example.in`, password: 'Spring2025' });
    const via = (n: number) => servers[n % 2]!.api;
    const answers = await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_FAILURES_PER_HOUR + 20 }, (_, n) =>
        postFrom('127.0.0.7', `${via(n)}/users/login`, sprayed()),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_ADDRESS_FAILURES_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const n of [0, 1]) {
      const refused = await postFrom('127.0.0.7', `${via(n)}/users/login`, sprayed());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatch(/Too many failed login attempts from your network/);
    }
    expect((await postFrom('127.0.0.8', `${via(1)}/users/login`, sprayed())).status).toBe(401);
  }, 60_000);
});

/** POSTs JSON from a client address of its own: any 127.x address reaches a server on 127.0.0.1. */
function postFrom(from: string, url: string, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('location shares: counted after sign-in, per user and transport', () => {
  const ctx = useTestContext({ openAdminSignup: true });
  const users = useStockUsers(ctx);
  const shares = DELIVERY_LIMITS.locationSharesPerMinute;
  const share = (id: string, token: string | null) =>
    callApi(ctx.app, 'PUT', `/transports/${id}/location`, token, {
      currentLocation: { type: 'Point', coordinates: [73.8567, 18.5204] },
    });
  async function inTransitFor(driver: RegisteredUser) {
    const transport = await createTransport(ctx.app, users.staff.token, {
      assignedTo: driver.user.id,
      startLocation: { type: 'Point', coordinates: [72.8777, 19.076] },
      destination: { type: 'Point', coordinates: [73.8567, 18.5204] },
      eta: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
    return moveTransportOk(ctx.app, users.staff.token, transport.id, 'in_transit');
  }

  it(`anonymous calls and other users' never use up the driver's ${shares} shares a minute`, async () => {
    const driver = await registerUser(ctx.app, { role: 'driver' });
    const otherDriver = await registerUser(ctx.app, { role: 'driver' });
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    const transport = await inTransitFor(driver);
    for (let i = 0; i <= shares; i++) {
      expectError(await share(transport.id, null), 401);
      expectError(await share(transport.id, supplier.token), 403);
    }
    // Another driver's calls use up their own allowance (404s: not their transport), not this one's.
    for (let i = 0; i < shares; i++) expectError(await share(transport.id, otherDriver.token), 404);
    expectError(await share(transport.id, otherDriver.token), 429, 'RATE_LIMITED');

    for (let i = 0; i < shares; i++) {
      const res = await share(transport.id, driver.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await share(transport.id, driver.token);
    expect(expectError(limited, 429, 'RATE_LIMITED')).toBe(
      'Too many location shares for this delivery from your account. Try again in a minute.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit runs after the sign-in and role checks: these still answer 401 and 403.
    expectError(await share(transport.id, null), 401);
    expectError(await share(transport.id, supplier.token), 403);
  });

  it("counts per transport, and limits none of the phone's other calls", async () => {
    const driver = await registerUser(ctx.app, { role: 'driver' });
    const [first, second] = [await inTransitFor(driver), await inTransitFor(driver)];
    for (let i = 0; i < shares; i++) expect((await share(first.id, driver.token)).statusCode).toBe(200);
    expectError(await share(first.id, driver.token), 429, 'RATE_LIMITED');
    expect((await share(second.id, driver.token)).statusCode).toBe(200);
    for (let i = 0; i <= shares; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/transports/deliveries',
        headers: auth(driver.token),
      });
      expect(res.statusCode, res.body).toBe(200);
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
