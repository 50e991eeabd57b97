import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  englishOfRule,
  type TDashboardSummary,
  type TEventsTicket,
  type TLiveEvent,
  type TProduct,
  type TProductList,
  type TStockMovement,
  type TUser,
  type TWageList,
} from '@godown/shared';
import { openEventStream, type EventStream, type ReadEvent } from './support/events.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createAlert, createProduct } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser, type RegisteredUser } from './support/users.js';

// Least privilege by role under the default policy (docs/domain.md#roles): what the matrix's statuses
// cannot show, the objects a supplier and a driver reach (their own only) and what the answers hold.
const ctx = useTestContext({ openAdminSignup: true });
const people = {} as Record<
  'admin' | 'staff' | 'supplierA' | 'supplierB' | 'driver' | 'otherDriver',
  RegisteredUser
>;
let base = '';

beforeAll(async () => {
  people.admin = await registerUser(ctx.app, { role: 'admin' });
  people.staff = await registerUser(ctx.app, { role: 'staff' });
  people.supplierA = await registerUser(ctx.app, { role: 'supplier' });
  people.supplierB = await registerUser(ctx.app, { role: 'supplier' });
  people.driver = await registerUser(ctx.app, { role: 'driver' });
  people.otherDriver = await registerUser(ctx.app, { role: 'driver' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
});

const productOf = async (id: string) => getData<{ product: TProduct }>(ctx.app, `/products/${id}`);

describe('a supplier and the products they supply', () => {
  it('edits their own product, but never its quantity, its supplier or its stock rules', async () => {
    const own = await createProduct(ctx.app, people.admin.token, {
      supplierId: people.supplierA.user.id,
      quantity: 40,
      thresholdLimit: 5,
    });
    const edited = await callApi(ctx.app, 'PUT', `/products/${own.id}`, people.supplierA.token, {
      description: 'Now in 25 kg sacks',
      price: 131.5,
      // The form sends what it shows: an unchanged quantity is no change.
      quantity: 40,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await productOf(own.id)).product).toMatchObject({
      description: 'Now in 25 kg sacks',
      price: 131.5,
    });

    for (const change of [
      { quantity: 4000 },
      { supplierId: people.supplierB.user.id },
      { thresholdLimit: 0 },
      { reorderQuantity: 900 },
    ]) {
      const res = await callApi(ctx.app, 'PUT', `/products/${own.id}`, people.supplierA.token, change);
      expect(expectError(res, 403, 'FORBIDDEN'), JSON.stringify(change)).toBe(
        englishOfRule(ACCESS_MESSAGES.supplierFields),
      );
    }
    const after = (await productOf(own.id)).product;
    expect(after).toMatchObject({ quantity: 40, supplierId: people.supplierA.user.id, thresholdLimit: 5 });
  });

  it('lists the products they supply, and only those, on their own page', async () => {
    const mine = await createProduct(ctx.app, people.admin.token, {
      supplierId: people.supplierB.user.id,
      productName: 'Kashmiri Chilli Powder 500 g',
    });
    await createProduct(ctx.app, people.admin.token, { supplierId: people.supplierA.user.id });
    const list = await getData<TProductList>(ctx.app, '/products/supplied?limit=100', people.supplierB.token);
    expect(list.products.map((p) => p.id)).toContain(mine.id);
    expect(list.products.every((p) => p.supplierId === people.supplierB.user.id)).toBe(true);
    expect(list.total).toBe(list.products.length);
    const searched = await getData<TProductList>(
      ctx.app,
      '/products/supplied?search=kashmiri',
      people.supplierB.token,
    );
    expect(searched.products.map((p) => p.id)).toEqual([mine.id]);
  });

  it("cannot edit another supplier's product, nor one nobody supplies", async () => {
    const others = await createProduct(ctx.app, people.admin.token, { supplierId: people.supplierB.user.id });
    const nobodys = await createProduct(ctx.app, people.admin.token);
    for (const product of [others, nobodys]) {
      const res = await callApi(ctx.app, 'PUT', `/products/${product.id}`, people.supplierA.token, {
        description: 'Taken over',
      });
      expect(expectError(res, 403, 'FORBIDDEN')).toBe(englishOfRule(ACCESS_MESSAGES.ownProductsOnly));
      expect((await productOf(product.id)).product.description).not.toBe('Taken over');
    }
  });

  it("reads no product's movements, whose rows name people and other suppliers' orders", async () => {
    const own = await createProduct(ctx.app, people.admin.token, { supplierId: people.supplierA.user.id });
    const staffView = await getData<{ movements: TStockMovement[] }>(
      ctx.app,
      `/products/${own.id}/movements`,
      people.staff.token,
    );
    expect(staffView.movements.length).toBeGreaterThan(0);
    for (const outsider of [people.supplierA, people.driver]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/products/${own.id}/movements`,
        headers: auth(outsider.token),
      });
      expect(expectError(res, 403, 'FORBIDDEN')).toBe(englishOfRule(ACCESS_MESSAGES.outsider));
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/export/movements?product=${own.id}`,
        headers: auth(outsider.token),
      });
      expectError(file, 403, 'FORBIDDEN');
    }
  });
});

describe('the dashboard and the company figures', () => {
  it('shows a supplier and a driver neither the users count nor the alerts, as a visitor sees them', async () => {
    await createAlert(ctx.app, people.staff.token, 'Forklift leaking in bay 3');
    const staffView = await getData<TDashboardSummary>(ctx.app, '/dashboard/summary', people.staff.token);
    expect(staffView.counts.users).toBeGreaterThan(0);
    expect(staffView.activeAlerts.length).toBeGreaterThan(0);
    for (const outsider of [people.supplierA, people.driver]) {
      const view = await getData<TDashboardSummary>(ctx.app, '/dashboard/summary', outsider.token);
      expect(view.counts.users).toBe(0);
      expect(view.counts.activeAlerts).toBe(0);
      expect(view.activeAlerts).toEqual([]);
      const charts = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/dashboard/charts',
        headers: auth(outsider.token),
      });
      expectError(charts, 403, 'FORBIDDEN');
    }
  });
});

describe('a driver and the wages', () => {
  it('reads and exports their own wage records only, and no one else’s contact', async () => {
    for (const person of [people.driver, people.otherDriver, people.staff]) {
      const set = await callApi(ctx.app, 'PUT', `/users/${person.user.id}`, people.admin.token, {
        wagePerHour: 150,
        hoursThisMonth: 20,
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    const calculated = await callApi(ctx.app, 'POST', '/wages/calculate', people.admin.token, {});
    expect(calculated.statusCode, calculated.body).toBe(200);

    const all = await getData<TWageList>(ctx.app, '/wages/', people.staff.token);
    expect(new Set(all.wages.map((w) => w.userId)).size).toBeGreaterThan(1);
    const own = await getData<TWageList>(ctx.app, '/wages/', people.driver.token);
    expect(own.wages.length).toBeGreaterThan(0);
    expect(own.wages.every((w) => w.userId === people.driver.user.id)).toBe(true);
    expect(own.total).toBe(own.wages.length);

    const file = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export/wages?format=csv',
      headers: auth(people.driver.token),
    });
    expect(file.statusCode, file.body).toBe(200);
    const rows = file.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBe(own.wages.length);
    expect(rows.every((row) => row.startsWith(`${people.driver.user.name},`))).toBe(true);

    // The products export names a supplier by their sign-in only for the company's people.
    await createProduct(ctx.app, people.admin.token, {
      supplierId: people.supplierB.user.id,
      sku: 'FENCE-CONTACT',
    });
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export/products?format=csv&search=FENCE-CONTACT',
      headers: auth(people.driver.token),
    });
    expect(products.statusCode, products.body).toBe(200);
    expect(products.body).not.toContain(people.supplierB.email!);
    const staffFile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export/products?format=csv&search=FENCE-CONTACT',
      headers: auth(people.staff.token),
    });
    expect(staffFile.body).toContain(people.supplierB.email!);
  });
});

describe('the live event stream', () => {
  async function openStream(person: RegisteredUser): Promise<EventStream> {
    const res = await callApi(ctx.app, 'POST', '/events/ticket', person.token);
    expect(res.statusCode, res.body).toBe(200);
    const { ticket } = (res.json() as { data: TEventsTicket }).data;
    const stream = await openEventStream(`${base}/events?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status, stream.body()).toBe(200);
    await stream.next((e) => e.event === 'ready');
    return stream;
  }
  const changes = (stream: EventStream, kind: TLiveEvent['k']) =>
    stream.events
      .filter((e: ReadEvent) => e.event === 'change' && (e.data as TLiveEvent).k === kind)
      .map((e) => e.data as TLiveEvent);
  const idsIn = (stream: EventStream, kind: TLiveEvent['k']) =>
    changes(stream, kind).flatMap((event) => event.ids ?? []);

  it('sends each change only to those who may read what it names', async () => {
    const streams = {
      staff: await openStream(people.staff),
      supplierA: await openStream(people.supplierA),
      supplierB: await openStream(people.supplierB),
      driver: await openStream(people.driver),
    };
    const ofA = await createTransport(ctx.app, people.supplierA.token, {
      packageId: `FENCE-A-${Date.now()}`,
    });
    const driven = await createTransport(ctx.app, people.staff.token, { assignedTo: people.driver.user.id });
    const alert = await createAlert(ctx.app, people.staff.token, 'Camera offline at gate 2');

    // The staff stream hears all three; each outsider's only what is theirs.
    await streams.staff.next(
      (e) => e.event === 'change' && (e.data as TLiveEvent).ids?.includes(alert.id) === true,
    );
    await streams.supplierA.next(
      (e) => e.event === 'change' && (e.data as TLiveEvent).ids?.includes(ofA.id) === true,
    );
    await streams.driver.next(
      (e) => e.event === 'change' && (e.data as TLiveEvent).ids?.includes(driven.id) === true,
    );
    // Later changes cannot overtake earlier ones on a stream: a marker after them closes the window.
    const marker = await createTransport(ctx.app, people.supplierB.token, {
      packageId: `FENCE-B-${Date.now()}`,
    });
    await streams.supplierB.next(
      (e) => e.event === 'change' && (e.data as TLiveEvent).ids?.includes(marker.id) === true,
    );
    await streams.supplierA
      .next((e) => e.event === 'change' && (e.data as TLiveEvent).k === 'stock', 500)
      .catch(() => undefined);

    expect(idsIn(streams.staff, 'transport')).toEqual(expect.arrayContaining([ofA.id, driven.id, marker.id]));
    expect(idsIn(streams.supplierA, 'transport')).toEqual([ofA.id]);
    expect(idsIn(streams.supplierB, 'transport')).toEqual([marker.id]);
    expect(idsIn(streams.driver, 'transport')).toEqual([driven.id]);
    for (const outsider of [streams.supplierA, streams.supplierB, streams.driver]) {
      expect(changes(outsider, 'alert')).toEqual([]);
    }
    for (const stream of Object.values(streams)) stream.close();
  });
});

describe('an account waiting for approval', () => {
  it('signs in to see that it waits, and reaches nothing else until an admin approves it', async () => {
    const waiting = await registerUser(ctx.app, { role: 'staff' }, { approve: false });
    expect(waiting.user.awaitingApproval).toBe(true);
    const me = await getData<{ user: TUser }>(ctx.app, '/users/me', waiting.token);
    expect(me.user.awaitingApproval).toBe(true);
    for (const url of ['/api/v1/users/', '/api/v1/wages/', '/api/v1/alerts/', '/api/v1/transports/']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: auth(waiting.token) });
      expect(expectError(res, 403, 'FORBIDDEN'), url).toBe(englishOfRule(ACCESS_MESSAGES.awaitingApproval));
    }
    expectError(await callApi(ctx.app, 'POST', '/events/ticket', waiting.token), 403, 'FORBIDDEN');
  });
});
