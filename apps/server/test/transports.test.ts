import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TRANSPORT_STATUS_TRANSITIONS,
  TRANSPORT_STATUSES,
  type TransportStatus,
  type TTransportDetail,
  type TTransportList,
} from '@godown/shared';
import { users as usersTable } from '../src/db/schema.js';
import { expectError, callApi, getData } from './support/http.js';
import { createInventory, createProduct, place, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import {
  createOrder,
  createTransport,
  deliverWithProof,
  JPEG_BYTES,
  moveTransport,
  moveTransportOk,
  PATH_TO,
} from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const MISSING = '00000000-0000-4000-8000-000000000000';
const MUMBAI = { type: 'Point' as const, coordinates: [72.8777, 19.076] as [number, number] };
const PUNE = { type: 'Point' as const, coordinates: [73.8567, 18.5204] as [number, number] };

const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  callApi(ctx.app, method, url, token, payload);
const staffToken = () => users.staff.token;

async function driver(name = `Ravi ${unique()}`.slice(0, 20)): Promise<RegisteredUser> {
  return registerUser(ctx.app, { role: 'driver', name });
}

describe('creating transports', () => {
  it('creates with the defaults, the aliases the screens read and a first history entry', async () => {
    const ravi = await driver();
    const res = await inject('POST', '/transports/', staffToken(), {
      packageId: '  PKG-1001  ',
      transportationCost: 2500.5,
      startLocation: MUMBAI,
      destination: PUNE,
      assignedTo: ravi.user.id,
      eta: '2030-01-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json().data.transport as TTransportDetail;
    expect(t).toMatchObject({
      packageId: 'PKG-1001',
      status: 'pending',
      transportMode: 'land',
      transportationCost: 2500.5,
      totalWeight: 0,
      totalVolume: 0,
      totalValue: 0,
      products: [],
      startLocation: MUMBAI,
      currentLocation: MUMBAI,
      destination: PUNE,
      pickupLocation: MUMBAI,
      deliveryLocation: PUNE,
      assignedTo: ravi.user.id,
      assignedDriver: { _id: ravi.user.id, name: ravi.user.name },
      driverName: ravi.user.name,
      eta: '2030-01-15T18:29:59.999Z',
      isOrder: false,
      sourceInventory: null,
      destinationInventory: null,
      createdBy: { id: users.staff.user.id, name: users.staff.user.name },
    });
    expect(t._id).toBe(t.id);
    expect(Date.parse(t.createdAt)).not.toBeNaN();
    expect(t.history).toEqual([
      {
        from: null,
        to: 'pending',
        changedBy: { _id: users.staff.user.id, id: users.staff.user.id, name: users.staff.user.name },
        changedAt: expect.any(String),
      },
    ]);

    const { transport } = await getData<{ transport: TTransportDetail }>(
      ctx.app,
      `/transports/${t.id}`,
      staffToken(),
    );
    expect(transport).toEqual(t);
  });

  it('computes totalWeight, totalVolume and totalValue from the lines, never from the body', async () => {
    const rice = await createProduct(ctx.app, staffToken(), {
      price: 1250.5,
      weight: 25,
      dimensions: { length: 50, width: 40, height: 20 },
    });
    const oil = await createProduct(ctx.app, staffToken(), { price: 180, weight: 0.95 });
    const t = await createTransport(ctx.app, staffToken(), {
      products: [
        { product: rice.id, quantity: 4 },
        { product: oil.id, quantity: 10 },
      ],
    });
    expect(t.totalWeight).toBe(109.5);
    expect(t.totalVolume).toBe(0.16);
    expect(t.totalValue).toBe(6802);
    expect(t.products).toHaveLength(2);
    expect(t.products.find((l) => l.product === rice.id)).toMatchObject({
      productName: rice.productName,
      sku: rice.sku,
      quantity: 4,
      price: 1250.5,
      weight: 100,
      volume: 0.16,
    });

    const typed = await inject('POST', '/transports/', staffToken(), {
      packageId: `PKG-${unique()}`,
      totalValue: 5,
    });
    expect(expectError(typed, 400, 'VALIDATION_FAILED')).toMatch(/totalValue|Unrecognized/i);

    const res = await inject('PUT', `/transports/${t.id}`, staffToken(), {
      products: [{ product: oil.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.transport).toMatchObject({ totalWeight: 0.95, totalVolume: 0, totalValue: 180 });
  });

  it('keeps a product on a transport from being deleted (409)', async () => {
    const product = await createProduct(ctx.app, staffToken());
    await createTransport(ctx.app, staffToken(), { products: [{ product: product.id, quantity: 2 }] });
    const res = await inject('DELETE', `/products/${product.id}`, users.admin.token);
    expect(expectError(res, 409)).toBe('This product is on a transport or order and cannot be deleted');
  });

  it('refuses a duplicate package id with 409', async () => {
    const t = await createTransport(ctx.app, staffToken());
    const again = await inject('POST', '/transports/', staffToken(), { packageId: t.packageId });
    expect(expectError(again, 409, 'CONFLICT')).toBe(
      `A transport with package ID "${t.packageId}" already exists`,
    );
    const other = await createTransport(ctx.app, staffToken());
    const renamed = await inject('PUT', `/transports/${other.id}`, staffToken(), { packageId: t.packageId });
    expectError(renamed, 409, 'CONFLICT');
  });

  it('refuses each bad input with 400 and writes nothing', async () => {
    const product = await createProduct(ctx.app, staffToken());
    const staffUser = await registerUser(ctx.app, { role: 'staff' });
    const good = { packageId: `PKG-${unique()}`, products: [{ product: product.id, quantity: 1 }] };
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['missing package id', { products: good.products }, /packageId|Package ID/],
      ['blank package id', { packageId: '   ' }, /Package ID is required/],
      ['unknown mode', { ...good, transportMode: 'rail' }, /Transport mode must be one of land, air, ship/],
      [
        'quantity 0',
        { ...good, products: [{ product: product.id, quantity: 0 }] },
        /Quantity must be at least 1/,
      ],
      [
        'fractional quantity',
        { ...good, products: [{ product: product.id, quantity: 1.5 }] },
        /whole number/,
      ],
      ['unknown product', { ...good, products: [{ product: MISSING, quantity: 1 }] }, /unknown product/],
      [
        'product not a uuid',
        { ...good, products: [{ product: 'rice', quantity: 1 }] },
        /Product is required/,
      ],
      [
        'a product twice',
        {
          ...good,
          products: [
            { product: product.id, quantity: 1 },
            { product: product.id, quantity: 2 },
          ],
        },
        /only one line/,
      ],
      ['non-driver assignee', { ...good, assignedTo: staffUser.user.id }, /is not a driver/],
      ['unknown assignee', { ...good, assignedTo: MISSING }, /existing user/],
      [
        'latitude out of range',
        { ...good, destination: { type: 'Point', coordinates: [72.8, 91] } },
        /Latitude/,
      ],
      [
        'longitude out of range',
        { ...good, startLocation: { type: 'Point', coordinates: [181, 19] } },
        /Longitude/,
      ],
      ['not a point', { ...good, destination: { lat: 19, lng: 72 } }, /Point/],
      ['bad date', { ...good, eta: '15/01/2030' }, /ETA must be a date/],
      ['impossible date', { ...good, eta: '2030-02-30' }, /ETA must be a date/],
      ['unknown status', { ...good, status: 'shipped' }, /Status must be one of/],
      ['negative cost', { ...good, transportationCost: -1 }, /Transportation cost must be 0 or more/],
      ['unknown source inventory', { ...good, sourceInventoryId: MISSING }, /Source inventory not found/],
      ['NUL in package id', { ...good, packageId: 'PKG\u0000' }, /NUL/],
    ];
    const before = await getData<TTransportList>(ctx.app, '/transports/?limit=1', staffToken());
    for (const [label, body, message] of cases) {
      const res = await inject('POST', '/transports/', staffToken(), body);
      expect(expectError(res, 400), label).toMatch(message);
    }
    const after = await getData<TTransportList>(ctx.app, '/transports/?limit=1', staffToken());
    expect(after.total).toBe(before.total);
  });

  it('refuses an inactive driver, but keeps one assigned before', async () => {
    const ravi = await driver();
    const assigned = await createTransport(ctx.app, staffToken(), { assignedTo: ravi.user.id });
    await ctx.database.db.update(usersTable).set({ active: false }).where(eq(usersTable.id, ravi.user.id));
    // A form that sends the whole record again is not refused for the driver it already has.
    const resent = await inject('PUT', `/transports/${assigned.id}`, staffToken(), {
      assignedTo: ravi.user.id,
      status: 'dispatched',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const res = await inject('POST', '/transports/', staffToken(), {
      packageId: `PKG-${unique()}`,
      assignedTo: ravi.user.id,
    });
    expect(expectError(res, 400)).toMatch(/is not active/);
  });

  it('answers 404 for an unknown transport and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/transports/${MISSING}`,
      headers: { authorization: `Bearer ${staffToken()}` },
    });
    expect(expectError(missing, 404)).toBe('Transport not found');
    expectError(await inject('PUT', `/transports/${MISSING}`, staffToken(), { status: 'cancelled' }), 404);
    expectError(await inject('POST', `/transports/${MISSING}/cancel`, staffToken()), 404);
    expectError(await inject('PUT', '/transports/nope', staffToken(), {}), 400);
  });
});

describe('status moves', () => {
  const reach = async (status: TransportStatus) => {
    const t = await createTransport(ctx.app, staffToken());
    for (const step of PATH_TO[status]) await moveTransportOk(ctx.app, staffToken(), t.id, step);
    return t;
  };

  for (const from of TRANSPORT_STATUSES) {
    for (const to of TRANSPORT_STATUSES) {
      if (from === to) continue;
      const allowed = TRANSPORT_STATUS_TRANSITIONS[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'refused with 409'}`, async () => {
        const t = await reach(from);
        const res = await moveTransport(ctx.app, staffToken(), t.id, to);
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data.transport.status).toBe(to);
        } else {
          expect(expectError(res, 409, 'CONFLICT')).toMatch(
            from === 'delivered' || from === 'cancelled' ? /a final status/ : /cannot move from/,
          );
          const { transport } = await getData<{ transport: TTransportDetail }>(
            ctx.app,
            `/transports/${t.id}`,
            staffToken(),
          );
          expect(transport.status).toBe(from);
        }
      });
    }
  }

  it('accepts inTransit as in_transit and keeps who moved it when', async () => {
    const t = await createTransport(ctx.app, staffToken());
    const moved = await moveTransport(ctx.app, users.admin.token, t.id, 'inTransit');
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json().data.transport as TTransportDetail;
    expect(detail.status).toBe('in_transit');
    const delivered = await moveTransportOk(ctx.app, staffToken(), t.id, 'delivered');
    expect(delivered.history.map((h) => [h.from, h.to, h.changedBy?.id])).toEqual([
      [null, 'pending', users.staff.user.id],
      ['pending', 'in_transit', users.admin.user.id],
      ['in_transit', 'delivered', users.staff.user.id],
    ]);
    const times = delivered.history.map((h) => Date.parse(h.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('a delivery moves the current location to the destination', async () => {
    const t = await createTransport(ctx.app, staffToken(), { startLocation: MUMBAI, destination: PUNE });
    await moveTransportOk(ctx.app, staffToken(), t.id, 'in_transit');
    const delivered = await moveTransportOk(ctx.app, staffToken(), t.id, 'delivered');
    expect(delivered.currentLocation).toEqual(PUNE);
  });

  it('cancels through POST /transports/{id}/cancel; a delivered or cancelled one answers 409', async () => {
    const t = await createTransport(ctx.app, staffToken());
    const res = await inject('POST', `/transports/${t.id}/cancel`, staffToken());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.transport.status).toBe('cancelled');
    expect(expectError(await inject('POST', `/transports/${t.id}/cancel`, staffToken()), 409)).toBe(
      `Transport "${t.packageId}" is already cancelled`,
    );
    const done = await reach('delivered');
    expect(expectError(await inject('POST', `/transports/${done.id}/cancel`, staffToken()), 409)).toMatch(
      /is delivered, a final status: it cannot become cancelled/,
    );
  });
});

describe('lists', () => {
  it('filters by status in either vocabulary, searches package id and driver, pages, and counts', async () => {
    const tag = unique();
    const ravi = await driver(`Ravi ${tag}`.slice(0, 20));
    const created: TTransportDetail[] = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        await createTransport(ctx.app, staffToken(), {
          packageId: `LST-${tag}-${i}`,
          ...(i < 2 ? { assignedTo: ravi.user.id } : {}),
        }),
      );
    }
    await moveTransportOk(ctx.app, staffToken(), created[0]!.id, 'in_transit');
    await moveTransportOk(ctx.app, staffToken(), created[1]!.id, 'in_transit');
    await moveTransportOk(ctx.app, staffToken(), created[1]!.id, 'delivered');
    await moveTransportOk(ctx.app, staffToken(), created[2]!.id, 'cancelled');

    const all = await getData<TTransportList>(ctx.app, `/transports/?search=LST-${tag}`, staffToken());
    expect(all.total).toBe(5);
    expect(all.transports.map((t) => t.packageId)).toEqual([4, 3, 2, 1, 0].map((i) => `LST-${tag}-${i}`));
    expect(all.statusCounts).toEqual({
      pending: 2,
      dispatched: 0,
      in_transit: 1,
      delivered: 1,
      cancelled: 1,
    });

    const byDriver = await getData<TTransportList>(
      ctx.app,
      `/transports/?search=${encodeURIComponent(ravi.user.name)}`,
      staffToken(),
    );
    expect(byDriver.transports.map((t) => t.packageId).sort()).toEqual([`LST-${tag}-0`, `LST-${tag}-1`]);

    for (const spelling of ['in_transit', 'inTransit']) {
      const filtered = await getData<TTransportList>(
        ctx.app,
        `/transports/?search=LST-${tag}&status=${spelling}`,
        staffToken(),
      );
      expect(filtered.transports.map((t) => t.packageId)).toEqual([`LST-${tag}-0`]);
      expect(filtered.total).toBe(1);
      const byPath = await getData<TTransportList>(
        ctx.app,
        `/transports/status/${spelling}?search=LST-${tag}`,
        staffToken(),
      );
      expect(byPath.transports.map((t) => t.packageId)).toEqual([`LST-${tag}-0`]);
    }

    const page = await getData<TTransportList>(
      ctx.app,
      `/transports/?search=LST-${tag}&limit=2&offset=2`,
      staffToken(),
    );
    expect(page.transports.map((t) => t.packageId)).toEqual([`LST-${tag}-2`, `LST-${tag}-1`]);
    expect(page.total).toBe(5);

    const literal = await getData<TTransportList>(
      ctx.app,
      `/transports/?search=LST-${tag}-%25`,
      staffToken(),
    );
    expect(literal.total).toBe(0);
  });

  it('writes each transport as exactly what its own page returns, for every kind of value', async () => {
    const tag = unique();
    const ravi = await driver(`Json ${tag}`.slice(0, 20));
    const product = await createProduct(ctx.app, staffToken(), {
      productName: `Json ${tag} "quoted" \\ back\\slash, ünïcode हिन्दी`,
      price: 1889.31,
      quantity: 40,
      weight: 0.15,
      dimensions: { length: 10.5, width: 20, height: 0.25 },
    });
    const plain = await createProduct(ctx.app, staffToken(), {
      productName: `Json ${tag} plain`,
      price: 0.1,
    });
    const source = await createInventory(ctx.app, users.admin.token, { name: `Json ${tag} from` });
    const destination = await createInventory(ctx.app, users.admin.token, { name: `Json ${tag} to` });
    for (const batch of [
      { code: `B1-${tag}`, expiryDate: '2031-03-31' },
      { code: `B2-${tag}`, mfgDate: '2026-01-01' },
    ]) {
      const placed = await inject('POST', `/inventory/${source.id}/products`, staffToken(), {
        productId: product.id,
        quantity: 10,
        batch,
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const placed = await place(ctx.app, staffToken(), source.id, plain.id, 5);
    expect(placed.statusCode, placed.body).toBe(201);
    // An hour for the 120 km from Mumbai to Pune by road: an ETA that cannot be met.
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const made = [
      await createTransport(ctx.app, staffToken(), { packageId: `JSN-${tag}-bare` }),
      await createTransport(ctx.app, staffToken(), {
        packageId: `JSN-${tag}-full`,
        transportationCost: 2500.5,
        startLocation: MUMBAI,
        destination: PUNE,
        assignedTo: ravi.user.id,
        eta: soon,
        sourceInventoryId: source.id,
        destinationInventoryId: destination.id,
        products: [
          { product: product.id, quantity: 7 },
          { product: plain.id, quantity: 3 },
        ],
      }),
      await createTransport(ctx.app, staffToken(), {
        packageId: `JSN-${tag}-road`,
        transportMode: 'air',
        startLocation: MUMBAI,
        destination: PUNE,
        assignedTo: ravi.user.id,
        eta: '2031-01-15',
      }),
      await createTransport(ctx.app, staffToken(), {
        packageId: `JSN-${tag}-done`,
        startLocation: MUMBAI,
        destination: PUNE,
        assignedTo: ravi.user.id,
      }),
      await createTransport(ctx.app, staffToken(), { packageId: `JSN-${tag}-off`, eta: soon }),
      await createOrder(ctx.app, staffToken(), {
        packageId: `JSN-${tag}-order`,
        products: [{ product: plain.id, quantity: 1 }],
      }),
    ];
    const [, full, road, done, off] = made;
    await moveTransportOk(ctx.app, staffToken(), full!.id, 'dispatched');
    await moveTransportOk(ctx.app, staffToken(), road!.id, 'in_transit');
    const shared = await inject('PUT', `/transports/${road!.id}/location`, ravi.token, {
      currentLocation: { type: 'Point', coordinates: [73.3, 18.8] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    await moveTransportOk(ctx.app, staffToken(), done!.id, 'in_transit');
    const proof = await deliverWithProof(ctx.app, ravi.token, done!.id, {
      fields: { receiverName: 'Store keeper' },
      photo: { bytes: JPEG_BYTES },
    });
    expect(proof.statusCode, proof.body).toBe(200);
    await moveTransportOk(ctx.app, staffToken(), off!.id, 'cancelled');

    const listed = await getData<TTransportList>(ctx.app, `/transports/?search=JSN-${tag}`, staffToken());
    expect(listed.total).toBe(made.length);
    for (const transport of made) {
      const { history: _history, ...own } = (
        await getData<{ transport: TTransportDetail }>(ctx.app, `/transports/${transport.id}`, staffToken())
      ).transport;
      const inList = listed.transports.find((t) => t.id === transport.id);
      // The warning's hours and speed are of each answer's moment: compared apart.
      expect({ ...inList, etaWarning: Boolean(inList?.etaWarning) }).toStrictEqual({
        ...own,
        etaWarning: Boolean(own.etaWarning),
      });
    }
    const byId = new Map(listed.transports.map((t) => [t.id, t]));
    expect(byId.get(full!.id)).toMatchObject({
      etaWarning: expect.stringMatching(/^The ETA needs 1\d\d km by land in/),
      distanceKm: expect.any(Number),
      products: [
        {
          productName: product.productName,
          weight: 1.05,
          volume: 0.000368,
          batches: [{ batch: { code: `B1-${tag}`, expiryDate: '2031-03-31' }, quantity: 7 }],
        },
        { productName: plain.productName, price: 0.1, batches: [] },
      ],
    });
    expect(byId.get(road!.id)?.progress).toBeGreaterThan(0);
    expect(byId.get(done!.id)).toMatchObject({ hasProof: true, progress: 1, etaWarning: null });
    expect(byId.get(off!.id)).toMatchObject({ status: 'cancelled', etaWarning: null });
  });

  it('refuses an unknown status filter with 400', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/transports/status/shipped',
      headers: { authorization: `Bearer ${staffToken()}` },
    });
    expect(expectError(res, 400)).toMatch(/Status must be one of/);
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/transports/?status=lost',
      headers: { authorization: `Bearer ${staffToken()}` },
    });
    expectError(query, 400);
  });
});

describe('orders', () => {
  it('creates and edits orders through /buy/order; they are transports', async () => {
    const product = await createProduct(ctx.app, staffToken(), { price: 99 });
    const res = await inject('POST', '/buy/order', staffToken(), {
      packageId: `ORD-${unique()}`,
      transportMode: 'air',
      products: [{ product: product.id, quantity: 3 }],
      eta: '2030-03-01T10:00:00+05:30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order as TTransportDetail;
    expect(order).toMatchObject({ isOrder: true, transportMode: 'air', totalValue: 297, status: 'pending' });

    const list = await getData<TTransportList>(
      ctx.app,
      `/transports/?search=${order.packageId}`,
      staffToken(),
    );
    expect(list.transports.map((t) => t.id)).toEqual([order.id]);

    const edit = await inject('PUT', `/buy/order/${order.id}`, staffToken(), {
      transportMode: 'ship',
      status: 'dispatched',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.order).toMatchObject({ transportMode: 'ship', status: 'dispatched' });
    expectError(await inject('PUT', `/buy/order/${order.id}`, staffToken(), { status: 'pending' }), 409);
    expectError(await inject('POST', '/buy/order', staffToken(), { packageId: order.packageId }), 409);
    expectError(
      await inject('POST', '/buy/order', staffToken(), { packageId: 'X', transportMode: 'rail' }),
      400,
    );
  });
});

describe('who may do what', () => {
  it('needs a signed-in user for every transport call', async () => {
    for (const url of [
      '/api/v1/transports/',
      '/api/v1/transports/status/pending',
      `/api/v1/transports/${MISSING}`,
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url }), 401);
    }
    expectError(await inject('POST', '/transports/', null, { packageId: 'X' }), 401);
    expectError(await inject('POST', '/buy/order', null, { packageId: 'X' }), 401);
    expectError(await inject('PUT', `/transports/${MISSING}`, null, {}), 401);
    expectError(await inject('POST', `/transports/${MISSING}/cancel`, null), 401);
  });

  it('lets drivers and suppliers create and move transports, and only admins delete', async () => {
    const ravi = await driver();
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    const t = await createTransport(ctx.app, supplier.token, { assignedTo: ravi.user.id });
    await moveTransportOk(ctx.app, ravi.token, t.id, 'in_transit');
    for (const token of [ravi.token, supplier.token, staffToken()]) {
      expectError(await inject('DELETE', `/transports/${t.id}`, token), 403);
    }
    const res = await inject('DELETE', `/transports/${t.id}`, users.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await inject('DELETE', `/transports/${t.id}`, users.admin.token), 404);
  });

  it('lists active drivers by name for the form, signed in only', async () => {
    const tag = unique();
    const asha = await driver(`Asha ${tag}`.slice(0, 20));
    const babu = await driver(`Babu ${tag}`.slice(0, 20));
    const gone = await driver(`Chand ${tag}`.slice(0, 20));
    await registerUser(ctx.app, { role: 'staff', name: `Dev ${tag}`.slice(0, 20) });
    await ctx.database.db.update(usersTable).set({ active: false }).where(eq(usersTable.id, gone.user.id));
    const list = await getData<{ drivers: { id: string; name: string }[]; total: number }>(
      ctx.app,
      `/users/drivers?search=${tag}`,
      staffToken(),
    );
    expect(list.drivers.map((d) => d.name)).toEqual([asha.user.name, babu.user.name]);
    expect(list.total).toBe(2);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/users/drivers' }), 401);
  });
});
