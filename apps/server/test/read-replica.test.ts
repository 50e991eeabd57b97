import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TProduct } from '@godown/shared';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/open.js';
import { READ_AFTER_COOKIE, READ_AFTER_HEADER } from '../src/plugins/read-replica.js';
import { auth, expectError } from './support/http.js';
import { startReplica, type Replica } from './support/replica.js';
import { createProduct } from './support/stock.js';
import { TEST_JWT_SECRET, freshPostgresDatabase, usesPostgres } from './support/test-app.js';
import { registerUser, type RegisteredUser } from './support/users.js';

// DATABASE_REPLICA_URL (docs/scaling.md#read-replicas), on a real streaming replica of the test
// server started for this file. Skipped on the embedded database, for a reason: it has no replicas.
describe.runIf(usesPostgres)('reads from a streaming replica (DATABASE_REPLICA_URL)', () => {
  let replica: Replica;
  let drop: () => Promise<void> = async () => {};
  let database: Database;
  let app: FastifyInstance;
  let admin: RegisteredUser;
  let staff: RegisteredUser;
  let product: TProduct;

  beforeAll(async () => {
    const primaryUrl = process.env.TEST_DATABASE_URL ?? '';
    replica = await startReplica(primaryUrl);
    let url: string;
    ({ url, drop } = await freshPostgresDatabase());
    const name = new URL(url).pathname.slice(1);
    const config = {
      env: 'test',
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      databaseUrl: url,
      databaseReplicaUrl: replica.url(name),
      databasePoolSize: 5,
      jwtSecret: TEST_JWT_SECRET,
      jwtExpiresIn: '1h',
      openAdminSignup: true,
      // The users it reads are let in at once (approvals: register.test.ts).
      registration: 'open' as const,
      logLevel: 'silent',
      webDistDir: undefined,
      periodicChecks: false,
      rateLimits: { registrationsPerMinute: 10_000 },
    } satisfies AppConfig;
    // The database appears on the replica once it has replayed its creation.
    await replica.catchUp();
    database = await openConfiguredDatabase(config);
    app = await buildApp({ config, database });
    await app.ready();
    admin = await registerUser(app, { role: 'admin' });
    staff = await registerUser(app, { role: 'staff' });
    product = await createProduct(app, admin.token, { productName: 'Toor Dal 1 kg' });
    await replica.catchUp();
  }, 120_000);

  afterAll(async () => {
    await replica?.resume().catch(() => undefined);
    await app?.close();
    await database?.close().catch(() => undefined);
    await drop();
    await replica?.remove();
  });

  const nameSeenBy = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/products/${product.id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { product: TProduct } }).data.product.productName;
  };

  const rename = async (productName: string) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product.id}`,
      headers: auth(admin.token),
      payload: { productName },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('sends reads to the replica, and a writer reads its own write from the primary while the replica lags', async () => {
    await replica.pause();
    const write = await rename('Toor Dal 2 kg');
    const position = write.headers[READ_AFTER_HEADER];
    expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(String(write.headers['set-cookie'])).toContain(
      `${READ_AFTER_COOKIE}=${position as string}; Path=/api`,
    );

    // Another user reads the replica, which has not replayed the rename.
    expect(await nameSeenBy(auth(staff.token))).toBe('Toor Dal 1 kg');
    // The writer reads the rename: by its token (this process remembers it), by the cookie its
    // browser sends back, or by the header a client echoes.
    expect(await nameSeenBy(auth(admin.token))).toBe('Toor Dal 2 kg');
    expect(
      await nameSeenBy({
        ...auth(staff.token),
        cookie: `theme=dark; ${READ_AFTER_COOKIE}=${position as string}`,
      }),
    ).toBe('Toor Dal 2 kg');
    expect(await nameSeenBy({ ...auth(staff.token), [READ_AFTER_HEADER]: position as string })).toBe(
      'Toor Dal 2 kg',
    );
    // A list read follows the same rule.
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/products/?search=${encodeURIComponent('Toor Dal')}`,
      headers: auth(staff.token),
    });
    expect(list.json().data.products.map((p: TProduct) => p.productName)).toEqual(['Toor Dal 1 kg']);

    await replica.resume();
    await replica.catchUp();
    expect(await nameSeenBy(auth(staff.token))).toBe('Toor Dal 2 kg');
  });

  it('reads from the replica again once it has replayed the writer’s position', async () => {
    const write = await rename('Toor Dal 3 kg');
    await replica.catchUp();
    await replica.pause();
    // A write by someone else after the pause: the replica does not hold it, and the first writer,
    // whose own write it does hold, is served by the replica.
    const other = await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product.id}`,
      headers: auth(staff.token),
      payload: { productName: 'Toor Dal 4 kg' },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(
      await nameSeenBy({
        authorization: `Bearer ${admin.token}`,
        [READ_AFTER_HEADER]: write.headers[READ_AFTER_HEADER] as string,
      }),
    ).toBe('Toor Dal 3 kg');
    expect(await nameSeenBy(auth(staff.token))).toBe('Toor Dal 4 kg');
    await replica.resume();
    await replica.catchUp();
  });

  it('checks a token against the primary: a deactivated user is refused at once, whatever the replica holds', async () => {
    const driver = await registerUser(app, { role: 'driver' });
    await replica.catchUp();
    await replica.pause();
    const off = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${driver.user.id}`,
      headers: auth(admin.token),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(driver.token) });
    expect(me.statusCode).toBe(401);
    await replica.resume();
  });

  it('ignores a position that is not one (no error, the read is answered)', async () => {
    for (const value of ['garbage', '0/0/0', 'ZZ/1', '', '1'.repeat(5000), "1/1'; DROP TABLE products; --"]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/products/?limit=5',
        headers: {
          ...auth(staff.token),
          [READ_AFTER_HEADER]: value,
          cookie: `${READ_AFTER_COOKIE}=${value}`,
        },
      });
      expect(res.statusCode, value).toBe(200);
    }
    // A position far ahead of anything written reads from the primary.
    expect(await nameSeenBy({ ...auth(staff.token), [READ_AFTER_HEADER]: 'FFFFFFFF/FFFFFFFF' })).toBe(
      'Toor Dal 4 kg',
    );
  });

  it('reads from the primary when the replica is down', async () => {
    await replica.stop();
    expect(await nameSeenBy(auth(staff.token))).toBe('Toor Dal 4 kg');
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/products/?limit=5',
      headers: auth(staff.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/products/00000000-0000-4000-8000-000000000000',
      headers: auth(staff.token),
    });
    expectError(missing, 404);
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});
