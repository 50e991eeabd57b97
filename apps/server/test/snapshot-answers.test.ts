import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { auth, callApi } from './support/http.js';
import { createAlert, createInventory, createProduct, place, useStockUsers } from './support/stock.js';
import { useTestContext, usesPostgres } from './support/test-app.js';
import { registerUser } from './support/users.js';

// The lists kept while the database does not change, with ETags and 304s (db/snapshot-cache.ts,
// docs/performance.md#answers-kept-per-snapshot): never staler than the database.
const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

// The snapshot is the whole PostgreSQL server's: other test files writing to their own databases
// at the same time change it too, and an answer built while it moved carries no ETag. So a step
// that needs a tag asks until it gets one, and a 304 is expected once the tag and the question
// fall within one unchanged snapshot.
const ATTEMPTS = 50;

/** The answer with its ETag (asked again while it comes without one). */
async function tagged(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < ATTEMPTS; i++) {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    if (res.headers.etag) return { res, etag: res.headers.etag as string };
  }
  throw new Error(`${url}: no answer carried an ETag in ${ATTEMPTS} attempts`);
}

/** Asks with the answer's own ETag (and `also` before it) until it gets the 304 of an unchanged database. */
async function expectNotModified(url: string, headers: Record<string, string> = {}, also = '') {
  for (let i = 0; i < ATTEMPTS; i++) {
    const { etag } = await tagged(url, headers);
    const res = await get(url, { ...headers, 'if-none-match': `${also}${etag}` });
    if (res.statusCode === 304) {
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
  }
  throw new Error(`${url}: never a 304 in ${ATTEMPTS} attempts`);
}

describe('answers kept while nothing changes', () => {
  it('answers the products page with an ETag, the same text while nothing changes, and a 304 for its ETag', async () => {
    await createProduct(ctx.app, users.admin.token, { productName: 'Sona Masoori 10 kg' });
    const { res: first, etag } = await tagged('/products/?limit=5');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toContain('application/json');
    expect((await get('/products/?limit=5')).body).toBe(first.body);

    await expectNotModified('/products/?limit=5');
    // A list of tags naming it, too; a weak or foreign tag does not.
    await expectNotModified('/products/?limit=5', {}, '"other", ');
    for (const tag of [`W/${etag}`, '"other"', '*x', 'garbage', '', '"'.repeat(2000)]) {
      const res = await get('/products/?limit=5', { 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(200);
      expect(res.body).toBe(first.body);
    }
  });

  it('names each answer apart: another page, filter or list never matches its ETag', async () => {
    const tags = new Set<string>();
    for (const url of [
      '/products/?limit=5',
      '/products/?limit=6',
      '/products/?limit=5&search=sona',
      '/dashboard/summary',
    ]) {
      tags.add((await tagged(url)).etag);
    }
    tags.add((await tagged('/dashboard/summary', auth(users.staff.token))).etag);
    expect(tags.size).toBe(5);
    // The visitor's summary's tag does not stand for the signed-in one.
    const visitorTag = (await tagged('/dashboard/summary')).etag;
    const asked = await get('/dashboard/summary', {
      ...auth(users.staff.token),
      'if-none-match': visitorTag,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.signedIn).toBe(true);
  });

  it('answers anew after any write: through the API, or straight into the database', async () => {
    const product = await createProduct(ctx.app, users.admin.token, { productName: 'Kolam Rice 25 kg' });
    const url = `/products/?limit=5&search=${encodeURIComponent('Kolam')}`;
    const before = await tagged(url);
    expect(before.res.json().data.products[0].productName).toBe('Kolam Rice 25 kg');

    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.admin.token, {
      productName: 'Kolam Rice 26 kg',
    });
    const afterApi = await get(url, { 'if-none-match': before.etag });
    expect(afterApi.statusCode).toBe(200);
    expect(afterApi.json().data.products[0].productName).toBe('Kolam Rice 26 kg');
    expect(afterApi.headers.etag).not.toBe(before.etag);

    const tagAfterApi = (await tagged(url)).etag;
    await ctx.database.db.execute(
      sql`UPDATE products SET product_name = 'Kolam Rice 27 kg' WHERE id = ${product.id}`,
    );
    const afterSql = await get(url, { 'if-none-match': tagAfterApi });
    expect(afterSql.statusCode).toBe(200);
    expect(afterSql.json().data.products[0].productName).toBe('Kolam Rice 27 kg');

    // A write to another table changes every answer's tag too (the snapshot is the database's).
    const tagNow = (await tagged(url)).etag;
    await createInventory(ctx.app, users.admin.token);
    const afterOther = await get(url, { 'if-none-match': tagNow });
    expect(afterOther.statusCode).toBe(200);
    expect(afterOther.body).toBe(afterSql.body);
  });

  it('keeps every active alert, an inventory’s placements and the dashboard the same way', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 50 });
    expect((await place(ctx.app, users.admin.token, inventory.id, product.id, 20)).statusCode).toBe(201);
    await createAlert(ctx.app, users.staff.token, 'Dock 3 shutter stuck');
    await expectNotModified('/alerts/?resolved=false', auth(users.staff.token));
    await expectNotModified(`/inventory/${inventory.id}/products`);
    await expectNotModified('/dashboard/summary', auth(users.staff.token));
    // The placements change with a placement: the kept answer is not served.
    const url = `/inventory/${inventory.id}/products`;
    const kept = await tagged(url);
    expect((await place(ctx.app, users.admin.token, inventory.id, product.id, 5)).statusCode).toBe(201);
    const fresh = await get(url, { 'if-none-match': kept.etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.products[0].quantity).toBe(25);
  });

  it('keeps a transports page’s rows but finishes them on each request’s clock: no ETag, writes at once', async () => {
    const tag = `SNAP-${Date.now()}`;
    // 120 km from Mumbai to Pune by road in 100 minutes: 72 km/h, possible.
    const created = await callApi(ctx.app, 'POST', '/transports/', users.staff.token, {
      packageId: tag,
      startLocation: { type: 'Point', coordinates: [72.8777, 19.076] },
      destination: { type: 'Point', coordinates: [73.8567, 18.5204] },
      eta: new Date(Date.now() + 100 * 60_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/transports/?search=${tag}`;
    const read = async () => {
      const res = await get(url, auth(users.staff.token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.etag).toBeUndefined();
      return res.json().data.transports[0] as { status: string; etaWarning: string | null };
    };
    expect((await read()).etaWarning).toBeNull();
    expect((await read()).etaWarning).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Half an hour later, with nothing written: 70 minutes left need about 103 km/h.
      vi.setSystemTime(Date.now() + 30 * 60_000);
      expect((await read()).etaWarning).toMatch(/^The ETA needs 1\d\d km by land in 1 h 10 min/);
    } finally {
      vi.useRealTimers();
    }
    const id = created.json().data.transport.id as string;
    expect(
      (await callApi(ctx.app, 'PUT', `/transports/${id}`, users.staff.token, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    expect(await read()).toMatchObject({ status: 'cancelled', etaWarning: null });
  });

  it('keeps the purchase orders list, apart for each supplier (who sees only their own)', async () => {
    await expectNotModified('/purchase-orders?limit=5', auth(users.staff.token));
    const staffTag = (await tagged('/purchase-orders?limit=5', auth(users.staff.token))).etag;
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    const asSupplier = await get('/purchase-orders?limit=5', {
      ...auth(supplier.token),
      'if-none-match': staffTag,
    });
    expect(asSupplier.statusCode).toBe(200);
    await expectNotModified('/purchase-orders?limit=5', auth(supplier.token));
  });

  it('keeps the sales orders list and the sales figures, and answers anew after an order is taken', async () => {
    await expectNotModified('/sales-orders?limit=5', auth(users.staff.token));
    await expectNotModified('/sales-orders/figures', auth(users.staff.token));
    const kept = await tagged('/sales-orders?limit=5', auth(users.staff.token));
    const customer = await callApi(ctx.app, 'POST', '/customers', users.staff.token, {
      name: 'Kept Stores',
      stateCode: '27',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const inventory = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 5 });
    const order = await callApi(ctx.app, 'POST', '/sales-orders', users.staff.token, {
      customerId: customer.json().data.customer.id,
      inventoryId: inventory.id,
      lines: [{ product: product.id, quantity: 1 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const fresh = await get('/sales-orders?limit=5', {
      ...auth(users.staff.token),
      'if-none-match': kept.etag,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.salesOrders[0].id).toBe(order.json().data.salesOrder.id);
    // A supplier is refused, kept answer or not.
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    expect((await get('/sales-orders?limit=5', auth(supplier.token))).statusCode).toBe(403);
  });

  it('keeps reorder suggestions per snapshot and minute: a write at once, the outflow window as the clock moves', async () => {
    const url = '/reorder/suggestions';
    await expectNotModified(url, auth(users.staff.token));
    const product = await createProduct(ctx.app, users.admin.token, {
      productName: `Reorder Snapshot ${Date.now()}`,
      quantity: 100,
      thresholdLimit: 10,
    });
    const line = async () => {
      const res = await get(url, auth(users.staff.token));
      expect(res.statusCode, res.body).toBe(200);
      const lines = (
        res.json().data.groups as { lines: { product: { id: string }; dailyOutflow: number }[] }[]
      ).flatMap((group) => group.lines);
      return lines.find((l) => l.product.id === product.id);
    };
    expect(await line()).toBeUndefined();
    // 90 units leave: the product is due at once, with 3 a day of outflow over the last 30 days.
    const out = await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.admin.token, { quantity: 10 });
    expect(out.statusCode, out.body).toBe(200);
    expect(await line()).toMatchObject({ dailyOutflow: 3 });
    // The sale moved back to 30 seconds inside the window's start: still counted.
    const almostMonthAgo = new Date(Date.now() - 30 * 86_400_000 + 30_000).toISOString();
    await ctx.database.db.execute(
      sql`UPDATE stock_movements SET created_at = ${almostMonthAgo}::timestamptz WHERE product_id = ${product.id}`,
    );
    expect(await line()).toMatchObject({ dailyOutflow: 3 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Two minutes later, with nothing written, the window has moved past the sale.
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect(await line()).toMatchObject({ dailyOutflow: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('still refuses what it refused: a visitor gets no alerts, even with a tag', async () => {
    const { etag } = await tagged('/alerts/?resolved=false', auth(users.staff.token));
    const res = await get('/alerts/?resolved=false', { 'if-none-match': etag });
    expect(res.statusCode).toBe(401);
  });

  // Skipped on the embedded database, for a reason: it has one connection, which the open
  // transaction would hold. Another connection's uncommitted write must not be served, and its
  // commit must be, at once.
  it.runIf(usesPostgres)('serves a write only once it commits, and at once then', async () => {
    const product = await createProduct(ctx.app, users.admin.token, { productName: 'Idli Rava 1 kg' });
    const url = `/products/?limit=5&search=${encodeURIComponent('Idli Rava')}`;
    const nameNow = async () => (await get(url)).json().data.products[0].productName as string;
    expect(await nameNow()).toBe('Idli Rava 1 kg');
    const target = await ctx.database.db.execute(sql`SELECT current_database() AS name`);
    const name = (target as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    const writerUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
    writerUrl.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: writerUrl.toString() });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE products SET product_name = 'Idli Rava 2 kg' WHERE id = $1`, [product.id]);
      expect(await nameNow()).toBe('Idli Rava 1 kg');
      expect(await nameNow()).toBe('Idli Rava 1 kg');
      await client.query('COMMIT');
      expect(await nameNow()).toBe('Idli Rava 2 kg');
    } finally {
      await client.end();
    }
  });
});
