import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_LIMITS, type TAlert, type TEventsTicket, type TLiveEvent } from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { openEventStream, type ReadEvent } from './support/events.js';
import { invoiceGround } from './support/invoices.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, useStockUsers } from './support/stock.js';
import { TEST_JWT_SECRET, usesPostgres, useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser, signRawJwt } from './support/users.js';

// Live updates (docs/architecture.md#live-updates) through a listening server: a ticket opens the
// stream, and every committed change to alerts, transports and stock arrives as a `change`.
const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
let base = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
});

async function ticket(token = users.staff.token): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/events/ticket', token);
  expect(res.statusCode, res.body).toBe(200);
  const data = (res.json() as { data: TEventsTicket }).data;
  expect(data.expiresInSeconds).toBe(EVENTS_LIMITS.ticketSeconds);
  return data.ticket;
}

async function openStream(token = users.staff.token) {
  const stream = await openEventStream(`${base}/events?ticket=${encodeURIComponent(await ticket(token))}`);
  expect(stream.status, stream.body()).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? auth(token) : {} });

const changeOf =
  (kind: TLiveEvent['k'], id?: string) =>
  (event: ReadEvent): boolean => {
    if (event.event !== 'change') return false;
    const data = event.data as TLiveEvent;
    return data.k === kind && (id === undefined || data.ids === null || data.ids.includes(id));
  };

describe('GET /events', () => {
  it('opens with a ticket as text/event-stream, says ready with a retry delay, and sends nothing cached', async () => {
    const stream = await openStream();
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-cache');
    expect(stream.body()).toContain(`retry: ${EVENTS_LIMITS.retryMs}`);
    stream.close();
  });

  it('sends a change for an alert raised, and again when it is resolved', async () => {
    const stream = await openStream();
    const res = await callApi(ctx.app, 'POST', '/alerts/trigger', users.admin.token, {
      type: 'maintenance',
      message: 'Dock door stuck',
    });
    const alert = (res.json() as { data: { alert: TAlert } }).data.alert;
    const raised = await stream.next(changeOf('alert', alert.id), 2000);
    expect(raised.data).toEqual({ k: 'alert', ids: [alert.id] });
    const resolving = stream.events.length;
    await callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, users.admin.token, { resolved: true });
    await stream.next((e) => stream.events.indexOf(e) >= resolving && changeOf('alert', alert.id)(e), 2000);
    stream.close();
  });

  it('sends a change for a transport and for the stock of the product and inventory it moves', async () => {
    const stream = await openStream();
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 50 });
    const stocked = await stream.next(changeOf('stock', product.id), 2000);
    expect((stocked.data as TLiveEvent).ids).toEqual([product.id]);
    const inventory = await createInventory(ctx.app, users.admin.token);
    const placed = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, users.admin.token, {
      productId: product.id,
      quantity: 5,
    });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const atInventory = await stream.next(
      (e) =>
        changeOf('stock', product.id)(e) && ((e.data as TLiveEvent).inventories ?? []).includes(inventory.id),
      2000,
    );
    expect((atInventory.data as TLiveEvent).inventories).toEqual([inventory.id]);
    const transport = await createTransport(ctx.app, users.staff.token);
    await stream.next(changeOf('transport', transport.id), 2000);
    stream.close();
  });

  it("sends a change for a customer and a sales order to sellers' streams only; a supplier's and a driver's hear nothing", async () => {
    const seller = await openStream();
    const supplier = await openStream((await registerUser(ctx.app, { role: 'supplier' })).token);
    const driver = await openStream((await registerUser(ctx.app, { role: 'driver' })).token);
    const res = await callApi(ctx.app, 'POST', '/customers', users.staff.token, {
      name: 'Live Medicals',
      stateCode: '27',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { data: { customer: { id: string } } }).data.customer.id;
    expect((await seller.next(changeOf('customer', id), 2000)).data).toEqual({ k: 'customer', ids: [id] });
    // A sales order for them: its confirmation names the order (its lines' holds too).
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const taken = await callApi(ctx.app, 'POST', '/sales-orders', users.staff.token, {
      customerId: id,
      inventoryId: inventory.id,
      lines: [{ product: product.id, quantity: 2 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const orderId = (taken.json() as { data: { salesOrder: { id: string } } }).data.salesOrder.id;
    await seller.next(changeOf('salesOrder', orderId), 2000);
    const confirming = seller.events.length;
    await callApi(ctx.app, 'POST', `/sales-orders/${orderId}/confirm`, users.staff.token);
    await seller.next(
      (e) => seller.events.indexOf(e) >= confirming && changeOf('salesOrder', orderId)(e),
      2000,
    );
    // The hub writes changes in the order they came: once the seller has the alert raised after the
    // customer, every stream has been written the customer's change, or not.
    await callApi(ctx.app, 'POST', '/alerts/trigger', users.admin.token, {
      type: 'maintenance',
      message: 'Marker',
    });
    await seller.next(changeOf('alert'), 2000);
    for (const outsider of [supplier, driver]) {
      expect(outsider.events.some(changeOf('customer'))).toBe(false);
      expect(outsider.events.some(changeOf('salesOrder'))).toBe(false);
      outsider.close();
    }
    seller.close();
  });

  it('sends a change of billing (a counter sale: its invoice and receipt) to sellers only', async () => {
    const seller = await openStream();
    const driver = await openStream((await registerUser(ctx.app, { role: 'driver' })).token);
    const g = await invoiceGround(ctx.app, users.admin.token, users.staff.token);
    const sold = await callApi(ctx.app, 'POST', '/counter-sales', users.staff.token, {
      customerId: g.customers.walkIn.id,
      inventoryId: g.inventoryId,
      lines: [{ product: g.products.snack.id, quantity: 1 }],
      payment: { mode: 'cash' },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const invoiceId = (sold.json() as { data: { invoice: { id: string } } }).data.invoice.id;
    await seller.next(changeOf('billing', invoiceId), 2000);
    await callApi(ctx.app, 'POST', '/alerts/trigger', users.admin.token, {
      type: 'maintenance',
      message: 'Marker',
    });
    // Written in the order they came: once the seller has the marker, the driver has had its chance.
    await seller.next(changeOf('alert'), 2000);
    expect(driver.events.some(changeOf('billing'))).toBe(false);
    driver.close();
    seller.close();
  });

  it('sends nothing for a change rolled back', async () => {
    const stream = await openStream();
    // A transport naming a product that does not exist is refused inside its transaction.
    const refused = await callApi(ctx.app, 'POST', '/transports/', users.staff.token, {
      packageId: `ROLLBACK-${Date.now()}`,
      products: [{ product: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter((e) => changeOf('transport')(e))).toEqual([]);
    stream.close();
  });

  it('also opens with the bearer token in the Authorization header', async () => {
    const stream = await openEventStream(`${base}/events`, auth(users.staff.token));
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    stream.close();
  });

  it('refuses no credentials, a wrong or expired ticket, and a bearer token passed as a ticket (401)', async () => {
    const none = await openEventStream(`${base}/events`);
    expect(none.status).toBe(401);
    const expired = signRawJwt(
      { sub: users.staff.user.id, tv: 0, typ: 'events', iat: 1, exp: 2 },
      TEST_JWT_SECRET,
    );
    for (const bad of ['nonsense', expired, users.staff.token]) {
      expectError(await get(`/events?ticket=${encodeURIComponent(bad)}`), 401, 'UNAUTHORIZED');
    }
  });

  it('a ticket is not a bearer token: it opens nothing else (401)', async () => {
    expectError(await get('/users/me', await ticket()), 401, 'UNAUTHORIZED');
  });

  it('a ticket of a user who has since logged out no longer opens a stream', async () => {
    const leaver = await registerUser(ctx.app, { role: 'driver' });
    const issued = await ticket(leaver.token);
    await callApi(ctx.app, 'POST', '/users/logout', leaver.token);
    expectError(await get(`/events?ticket=${encodeURIComponent(issued)}`), 401, 'UNAUTHORIZED');
  });

  it(`refuses a user's stream past ${EVENTS_LIMITS.streamsPerUser} open on one server (429)`, async () => {
    const busy = await registerUser(ctx.app, { role: 'staff' });
    const streams = [];
    for (let i = 0; i < EVENTS_LIMITS.streamsPerUser; i += 1) streams.push(await openStream(busy.token));
    const res = await openEventStream(`${base}/events`, auth(busy.token));
    expect(res.status).toBe(429);
    streams.forEach((s) => s.close());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openStream(busy.token);
    again.close();
  });

  it('POST /events/ticket needs a signed-in user (401)', async () => {
    expectError(await callApi(ctx.app, 'POST', '/events/ticket', null), 401);
    expect(await getData(ctx.app, '/health')).toBeTruthy();
  });
});

// Skipped on the embedded database, for a reason: PGlite delivers its own NOTIFYs in process and has
// no listening connection to lose; these tests kill and restore PostgreSQL's.
describe.runIf(usesPostgres)('the database listener on PostgreSQL', () => {
  it('comes back after its connection is killed, says `reset` so screens refetch, and goes on delivering', async () => {
    const stream = await openStream();
    // The server's LISTEN connection, found among the database's sessions and ended from outside.
    const killed = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(killed[0]?.n).toBe(1);
    await stream.next((e) => e.event === 'reset', 5000);
    const res = await callApi(ctx.app, 'POST', '/alerts/trigger', users.admin.token, {
      type: 'maintenance',
      message: 'After the reconnect',
    });
    const alert = (res.json() as { data: { alert: TAlert } }).data.alert;
    await stream.next(changeOf('alert', alert.id), 2000);
    stream.close();
  });
});
