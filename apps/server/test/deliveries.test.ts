import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES,
  englishOfRule,
  type TDeliveryProof,
  type TInventoryTransferList,
  type TTransport,
  type TTransportDetail,
  type TTransportList,
} from '@godown/shared';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, place, productOf, useStockUsers } from './support/stock.js';
import { appOnSameDatabase, useTestContext } from './support/test-app.js';
import {
  createTransport,
  deliverWithProof,
  JPEG_BYTES,
  moveTransportOk,
  pngImage,
} from './support/transports.js';
import { registerUser, type RegisteredUser } from './support/users.js';

// The driver's phone (docs/domain.md#the-drivers-phone): a driver sees and changes only the
// transports assigned to them, shares the location while in transit, and delivers with a proof.
const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
let driver: RegisteredUser;
let otherDriver: RegisteredUser;
let supplier: RegisteredUser;

const MUMBAI = { type: 'Point' as const, coordinates: [72.8777, 19.076] as [number, number] };
const PUNE = { type: 'Point' as const, coordinates: [73.8567, 18.5204] as [number, number] };
const KOLKATA = { type: 'Point' as const, coordinates: [88.3639, 22.5726] as [number, number] };

beforeAll(async () => {
  driver = await registerUser(ctx.app, { role: 'driver' });
  otherDriver = await registerUser(ctx.app, { role: 'driver' });
  supplier = await registerUser(ctx.app, { role: 'supplier' });
});

const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000).toISOString();

/** A Mumbai -> Pune transport assigned to `to`, moved to `status`. */
async function assigned(
  to: RegisteredUser,
  status: 'pending' | 'dispatched' | 'in_transit' = 'in_transit',
  extra: Record<string, unknown> = {},
): Promise<TTransportDetail> {
  let transport = await createTransport(ctx.app, users.staff.token, {
    assignedTo: to.user.id,
    startLocation: MUMBAI,
    destination: PUNE,
    eta: inTwoHours(),
    ...extra,
  });
  if (status !== 'pending')
    transport = await moveTransportOk(ctx.app, users.staff.token, transport.id, status);
  return transport;
}

const getTransport = (id: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/transports/${id}`, headers: auth(token) });

describe('a driver sees only their own transports', () => {
  it('lists, reads, exports and finds by scan only the transports assigned to them', async () => {
    const mine = await assigned(driver, 'pending');
    const theirs = await assigned(otherDriver, 'pending');
    const list = await getData<TTransportList>(ctx.app, '/transports/?limit=100', driver.token);
    expect(list.transports.map((t) => t.id)).toContain(mine.id);
    expect(list.transports.map((t) => t.id)).not.toContain(theirs.id);
    expect(list.transports.every((t) => t.assignedTo === driver.user.id)).toBe(true);
    expect(list.total).toBe(list.transports.length);
    expectError(await getTransport(theirs.id, driver.token), 404, 'NOT_FOUND');
    expect((await getTransport(mine.id, driver.token)).statusCode).toBe(200);
    const scanned = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/scan/${encodeURIComponent(theirs.packageId)}`,
      headers: auth(driver.token),
    });
    expect(scanned.statusCode).toBe(404);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export/transports',
      headers: auth(driver.token),
    });
    expect(exported.body).toContain(mine.packageId);
    expect(exported.body).not.toContain(theirs.packageId);
  });

  it("an inventory's transfers in transit show a driver only theirs", async () => {
    const source = await createInventory(ctx.app, users.admin.token);
    const destination = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 20 });
    await place(ctx.app, users.admin.token, source.id, product.id, 20);
    const route = { sourceInventoryId: source.id, destinationInventoryId: destination.id };
    const mine = await assigned(driver, 'dispatched', {
      ...route,
      products: [{ product: product.id, quantity: 5 }],
    });
    await assigned(otherDriver, 'dispatched', { ...route, products: [{ product: product.id, quantity: 3 }] });
    // Under the default policy a driver reads none of the company's transfers (docs/domain.md#roles);
    // under ROLE_POLICY=open, only their own.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/${source.id}/in-transit`,
      headers: auth(driver.token),
    });
    expectError(refused, 403, 'FORBIDDEN');
    const open = await appOnSameDatabase(ctx, { rolePolicy: 'open' });
    try {
      const seen = await getData<TInventoryTransferList>(
        open,
        `/inventory/${source.id}/in-transit`,
        driver.token,
      );
      expect(seen.transfers.map((t) => t.id)).toEqual([mine.id]);
      expect(seen).toMatchObject({ total: 1, outgoingUnits: 5 });
    } finally {
      await open.close();
    }
    const all = await getData<TInventoryTransferList>(
      ctx.app,
      `/inventory/${source.id}/in-transit`,
      users.staff.token,
    );
    expect(all).toMatchObject({ total: 2, outgoingUnits: 8 });
  });

  it('moves the status of their own transport, but not another driver’s (404)', async () => {
    const mine = await assigned(driver, 'pending');
    expect((await moveTransportOk(ctx.app, driver.token, mine.id, 'dispatched')).status).toBe('dispatched');
    expect((await moveTransportOk(ctx.app, driver.token, mine.id, 'in_transit')).status).toBe('in_transit');
    const theirs = await assigned(otherDriver, 'pending');
    expectError(
      await callApi(ctx.app, 'PUT', `/transports/${theirs.id}`, driver.token, { status: 'dispatched' }),
      404,
    );
    expectError(await callApi(ctx.app, 'POST', `/transports/${theirs.id}/cancel`, driver.token), 404);
  });

  it('may send the form back unchanged, but not change another field (403), nor deliver without a proof (403)', async () => {
    const mine = await assigned(driver, 'dispatched');
    const unchanged = await callApi(ctx.app, 'PUT', `/transports/${mine.id}`, driver.token, {
      packageId: mine.packageId,
      transportMode: mine.transportMode,
      transportationCost: mine.transportationCost,
      assignedTo: driver.user.id,
      eta: mine.eta,
      startLocation: mine.startLocation,
      destination: mine.destination,
      products: [],
      status: 'in_transit',
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const eta = await callApi(ctx.app, 'PUT', `/transports/${mine.id}`, driver.token, {
      eta: '2099-01-01',
    });
    expect(expectError(eta, 403, 'FORBIDDEN')).toContain('eta');
    const reassign = await callApi(ctx.app, 'PUT', `/transports/${mine.id}`, driver.token, {
      assignedTo: otherDriver.user.id,
    });
    expectError(reassign, 403);
    const delivered = await callApi(ctx.app, 'PUT', `/transports/${mine.id}`, driver.token, {
      status: 'delivered',
    });
    expect(expectError(delivered, 403)).toBe(englishOfRule(DELIVERY_MESSAGES.driverDeliversWithProof));
    expect(
      (await getData<{ transport: TTransport }>(ctx.app, `/transports/${mine.id}`, driver.token)).transport
        .status,
    ).toBe('in_transit');
  });

  it('cannot create transports or orders (403); staff still can', async () => {
    for (const path of ['/transports/', '/buy/order']) {
      const res = await callApi(ctx.app, 'POST', path, driver.token, {
        packageId: `DRV-${crypto.randomUUID()}`,
      });
      expect(expectError(res, 403, 'FORBIDDEN')).toBe(englishOfRule(DELIVERY_MESSAGES.driverCannotCreate));
    }
  });
});

describe('GET /transports/deliveries', () => {
  it("lists the caller's open transports, nearest ETA first and those without one last", async () => {
    const me = await registerUser(ctx.app, { role: 'driver' });
    const later = await assigned(me, 'pending', { eta: new Date(Date.now() + 9 * 3_600_000).toISOString() });
    const sooner = await assigned(me, 'in_transit', {
      eta: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    const none = await assigned(me, 'dispatched', { eta: null });
    const cancelled = await assigned(me, 'pending');
    await callApi(ctx.app, 'POST', `/transports/${cancelled.id}/cancel`, users.staff.token);
    await assigned(otherDriver, 'pending');
    const { transports } = await getData<{ transports: TTransport[] }>(
      ctx.app,
      '/transports/deliveries',
      me.token,
    );
    expect(transports.map((t) => t.id)).toEqual([sooner.id, later.id, none.id]);
    expect(transports[0]).toMatchObject({ distanceKm: expect.any(Number), etaWarning: null });
    expect(transports[0]!.distanceKm).toBeGreaterThan(110);
    expect(transports[0]!.distanceKm).toBeLessThan(130);
  });

  it('is for the company’s people: a supplier gets 403', async () => {
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/transports/deliveries',
        headers: auth(supplier.token),
      }),
      403,
    );
  });
});

describe('distance, progress and an impossible ETA', () => {
  it('warns of 1,600 km by land in an hour, and not of the same by air in three', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const byLand = await createTransport(ctx.app, users.staff.token, {
      startLocation: MUMBAI,
      destination: KOLKATA,
      eta: soon,
    });
    expect(byLand.distanceKm).toBeGreaterThan(1600);
    expect(byLand.distanceKm).toBeLessThan(1700);
    expect(byLand.etaWarning).toMatch(/^The ETA needs 1,6\d\d km by land in 1 h/);
    const byAir = await createTransport(ctx.app, users.staff.token, {
      startLocation: MUMBAI,
      destination: KOLKATA,
      transportMode: 'air',
      eta: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    expect(byAir.etaWarning).toBeNull();
    expect(byAir.progress).toBe(0);
  });
});

describe('PUT /transports/{id}/location', () => {
  it('moves the current point of a transport in transit and records when; progress follows', async () => {
    const transport = await assigned(driver);
    const halfway = { type: 'Point' as const, coordinates: [73.367, 18.798] as [number, number] };
    const res = await callApi(ctx.app, 'PUT', `/transports/${transport.id}/location`, driver.token, {
      currentLocation: halfway,
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = (res.json() as { data: { transport: TTransport } }).data.transport;
    expect(moved.currentLocation).toEqual(halfway);
    expect(Date.now() - Date.parse(moved.currentLocationAt!)).toBeLessThan(60_000);
    expect(moved.progress).toBeGreaterThan(0.4);
    expect(moved.progress).toBeLessThan(0.6);
  });

  it('is refused unless in transit (409), for another driver’s transport (404) and for a supplier (403)', async () => {
    const pending = await assigned(driver, 'pending');
    const body = { currentLocation: PUNE };
    const refused = await callApi(ctx.app, 'PUT', `/transports/${pending.id}/location`, driver.token, body);
    expect(expectError(refused, 409, 'CONFLICT')).toBe(englishOfRule(DELIVERY_MESSAGES.shareOnlyInTransit));
    expect(
      (await getData<{ transport: TTransport }>(ctx.app, `/transports/${pending.id}`, driver.token)).transport
        .currentLocation,
    ).toEqual(MUMBAI);
    const theirs = await assigned(otherDriver);
    expectError(await callApi(ctx.app, 'PUT', `/transports/${theirs.id}/location`, driver.token, body), 404);
    expectError(
      await callApi(ctx.app, 'PUT', `/transports/${theirs.id}/location`, supplier.token, body),
      403,
    );
    expectError(
      await callApi(ctx.app, 'PUT', `/transports/${theirs.id}/location`, otherDriver.token, {
        currentLocation: { type: 'Point', coordinates: [200, 10] },
      }),
      400,
    );
  });

  it(`accepts ${DELIVERY_LIMITS.locationSharesPerMinute} shares a minute from one phone, then 429`, async () => {
    const phone = await registerUser(ctx.app, { role: 'driver' });
    const transport = await assigned(phone);
    const statuses: number[] = [];
    for (let i = 0; i <= DELIVERY_LIMITS.locationSharesPerMinute; i += 1) {
      const res = await callApi(ctx.app, 'PUT', `/transports/${transport.id}/location`, phone.token, {
        currentLocation: PUNE,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /transports/{id}/deliver', () => {
  it('delivers with a name, a photo and a signature; the proof is kept byte for byte and shown to staff', async () => {
    const transport = await assigned(driver);
    const signature = await pngImage('signed');
    const res = await deliverWithProof(ctx.app, driver.token, transport.id, {
      fields: {
        receiverName: '  Suresh Patil ',
        note: 'Left at gate 2',
        latitude: '18.52',
        longitude: '73.85',
      },
      photo: { bytes: JPEG_BYTES, name: 'IMG_0001.jpg' },
      signature: { bytes: signature, name: 'signature.png', type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const delivered = (res.json() as { data: { transport: TTransportDetail } }).data.transport;
    expect(delivered).toMatchObject({
      status: 'delivered',
      hasProof: true,
      currentLocation: PUNE,
      progress: 1,
    });
    expect(delivered.history.at(-1)).toMatchObject({ from: 'in_transit', to: 'delivered' });

    const { proof } = await getData<{ proof: TDeliveryProof }>(
      ctx.app,
      `/transports/${transport.id}/proof`,
      users.staff.token,
    );
    expect(proof).toMatchObject({
      receiverName: 'Suresh Patil',
      note: 'Left at gate 2',
      photo: {
        type: 'image/jpeg',
        size: JPEG_BYTES.length,
        sha256: crypto.createHash('sha256').update(JPEG_BYTES).digest('hex'),
      },
      signature: { type: 'image/png', size: signature.length },
      location: { type: 'Point', coordinates: [73.85, 18.52] },
      deliveredBy: { id: driver.user.id, name: driver.user.name },
    });
    for (const [which, bytes, type] of [
      ['photo', JPEG_BYTES, 'image/jpeg'],
      ['signature', signature, 'image/png'],
    ] as const) {
      const image = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/transports/${transport.id}/proof/${which}`,
        headers: auth(users.admin.token),
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(image.rawPayload, Buffer.from(bytes))).toBe(0);
    }
    // The driver who delivered reads it; another driver and a supplier do not.
    expect(
      (await getData<{ proof: TDeliveryProof }>(ctx.app, `/transports/${transport.id}/proof`, driver.token))
        .proof.receiverName,
    ).toBe('Suresh Patil');
    for (const [token, status] of [
      [otherDriver.token, 404],
      [supplier.token, 403],
    ] as const) {
      for (const path of ['proof', 'proof/photo', 'proof/signature']) {
        const res2 = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/transports/${transport.id}/${path}`,
          headers: auth(token),
        });
        expectError(res2, status);
      }
    }
  });

  it('places a transfer’s units in the destination as any delivery does', async () => {
    const source = await createInventory(ctx.app, users.admin.token);
    const destination = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 30 });
    await place(ctx.app, users.admin.token, source.id, product.id, 30);
    const transport = await assigned(driver, 'in_transit', {
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 12 }],
    });
    const res = await deliverWithProof(ctx.app, driver.token, transport.id, {
      fields: { receiverName: 'Store keeper' },
      photo: { bytes: await pngImage(), type: 'image/png', name: 'p.png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = await getData<{ products: { product: { id: string }; quantity: number }[] }>(
      ctx.app,
      `/inventory/${destination.id}/products`,
    );
    expect(placed.products.find((p) => p.product.id === product.id)?.quantity).toBe(12);
    expect((await productOf(ctx.app, product.id)).quantity).toBe(30);
  });

  it('refuses a bad proof with a 4xx and stores nothing: the transport stays in transit', async () => {
    const transport = await assigned(driver);
    const cases: [Parameters<typeof deliverWithProof>[3], number, string][] = [
      [{ fields: { receiverName: 'A' } }, 400, englishOfRule(DELIVERY_MESSAGES.photoRequired)],
      [{ photo: { bytes: JPEG_BYTES } }, 400, englishOfRule(DELIVERY_MESSAGES.receiverRequired)],
      [
        {
          fields: { receiverName: 'A' },
          photo: { bytes: Buffer.from('just text, named like a photo'), name: 'photo.jpg' },
        },
        415,
        englishOfRule(DELIVERY_MESSAGES.photoType),
      ],
      [
        {
          fields: { receiverName: 'A' },
          photo: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
        },
        415,
        englishOfRule(DELIVERY_MESSAGES.photoType),
      ],
      [
        {
          fields: { receiverName: 'A' },
          photo: { bytes: Buffer.concat([JPEG_BYTES, Buffer.alloc(DELIVERY_LIMITS.photoMaxBytes)]) },
        },
        413,
        englishOfRule(DELIVERY_MESSAGES.photoTooLarge),
      ],
      [
        { fields: { receiverName: 'A' }, photo: { bytes: JPEG_BYTES }, signature: { bytes: JPEG_BYTES } },
        415,
        englishOfRule(DELIVERY_MESSAGES.signatureType),
      ],
      [
        { fields: { receiverName: 'A', colour: 'red' }, photo: { bytes: JPEG_BYTES } },
        400,
        'Unknown or repeated field "colour"',
      ],
      [{ fields: { receiverName: 'A', latitude: 'north' }, photo: { bytes: JPEG_BYTES } }, 400, ''],
    ];
    for (const [parts, status, message] of cases) {
      const res = await deliverWithProof(ctx.app, driver.token, transport.id, parts);
      expect(expectError(res, status)).toContain(message);
    }
    const json = await callApi(ctx.app, 'POST', `/transports/${transport.id}/deliver`, driver.token, {
      receiverName: 'A',
    });
    expectError(json, 415);
    const after = await getData<{ transport: TTransport }>(
      ctx.app,
      `/transports/${transport.id}`,
      users.staff.token,
    );
    expect(after.transport).toMatchObject({ status: 'in_transit', hasProof: false });
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/transports/${transport.id}/proof`,
        headers: auth(users.staff.token),
      }),
      404,
    );
  });

  it('refuses a transport not in transit (409), one already delivered (409), and another driver’s (404)', async () => {
    const proof = { fields: { receiverName: 'A' }, photo: { bytes: JPEG_BYTES } };
    const dispatched = await assigned(driver, 'dispatched');
    expect(expectError(await deliverWithProof(ctx.app, driver.token, dispatched.id, proof), 409)).toContain(
      'cannot move from dispatched to delivered',
    );
    const onTheWay = await assigned(driver);
    expect((await deliverWithProof(ctx.app, driver.token, onTheWay.id, proof)).statusCode).toBe(200);
    expect(expectError(await deliverWithProof(ctx.app, driver.token, onTheWay.id, proof), 409)).toContain(
      'already delivered',
    );
    const theirs = await assigned(otherDriver);
    expectError(await deliverWithProof(ctx.app, driver.token, theirs.id, proof), 404);
    expectError(await deliverWithProof(ctx.app, supplier.token, theirs.id, proof), 403);
    expectError(await deliverWithProof(ctx.app, null, theirs.id, proof), 401);
  });
});
