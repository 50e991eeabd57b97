import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/transaction.js';
import { callApi, getData } from './support/http.js';
import { createInventory, createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransport } from './support/transports.js';

interface Counted {
  key: string;
  kept: number;
  actual: number;
}

/** The trigger-kept counts beside the tables' real counts: they must never differ. */
async function counters(ctx: ReturnType<typeof useTestContext>): Promise<Counted[]> {
  return queryRows<Counted>(
    ctx.database.db,
    sql`WITH actual AS (
          SELECT 'products' AS key, count(*) AS n FROM products
          UNION ALL SELECT 'transports:' || status, count(*) FROM transports GROUP BY status
          UNION ALL SELECT 'alerts:' || resolved::text, count(*) FROM alerts GROUP BY resolved
          UNION ALL SELECT 'products:low', count(*) FROM products WHERE quantity <= coalesce(threshold_limit, 0)
          UNION ALL SELECT 'inventories', count(*) FROM inventories
          UNION ALL SELECT 'users', count(*) FROM users
          UNION ALL SELECT 'category:' || product_category, count(*) FROM products
            WHERE product_category IS NOT NULL GROUP BY product_category),
        kept AS (
          SELECT table_name, sum(n) AS n FROM row_counts GROUP BY table_name
          UNION ALL SELECT 'category:' || category, n FROM product_category_counts)
        SELECT coalesce(a.key, r.table_name) AS key, coalesce(r.n, 0)::int AS kept, coalesce(a.n, 0)::int AS actual
        FROM actual a FULL JOIN kept r ON r.table_name = a.key
        ORDER BY 1`,
  );
}

describe('trigger-kept row counts (list totals, status cards, alert tabs)', () => {
  const ctx = useTestContext();
  const users = useStockUsers(ctx);

  it('stay exact through creates, status moves, resolutions and deletes made at the same time', async () => {
    const { admin, staff } = users;
    const products = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createProduct(ctx.app, staff.token, { quantity: i % 3 })),
    );
    const made = await Promise.all(Array.from({ length: 16 }, () => createTransport(ctx.app, admin.token)));
    // Racing moves of the same transports: some win, some are refused; the counts follow the winners.
    const moves = await Promise.all(
      made.flatMap((t, i) => [
        moveTransport(ctx.app, admin.token, t.id, i % 2 ? 'in_transit' : 'cancelled'),
        moveTransport(ctx.app, admin.token, t.id, 'dispatched'),
      ]),
    );
    const unexpected = moves.filter((r) => ![200, 409].includes(r.statusCode));
    expect(unexpected.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const raised = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callApi(ctx.app, 'POST', '/alerts/trigger', staff.token, { type: 'system', message: `Check ${i}` }),
      ),
    );
    await Promise.all(
      raised
        .slice(0, 6)
        .map((r) =>
          callApi(ctx.app, 'PUT', `/alerts/${r.json().data.alert.id}`, staff.token, { resolved: true }),
        ),
    );
    await Promise.all(
      products.slice(0, 4).map((p) => callApi(ctx.app, 'DELETE', `/products/${p.id}`, admin.token)),
    );

    const counted = await counters(ctx);
    expect(counted.filter((c) => c.kept !== c.actual)).toEqual([]);
    expect(counted.find((c) => c.key === 'products')?.actual).toBeGreaterThanOrEqual(8);
    expect(counted.find((c) => c.key === 'products:low')?.actual).toBeGreaterThanOrEqual(1);

    // And the API answers with them.
    const alertList = await getData<{ total: number; counts: { active: number; resolved: number } }>(
      ctx.app,
      '/alerts/?resolved=false&limit=1',
      staff.token,
    );
    const kept = Object.fromEntries(counted.map((c) => [c.key, c.actual]));
    expect(alertList.counts).toEqual({
      active: kept['alerts:false'] ?? 0,
      resolved: kept['alerts:true'] ?? 0,
    });
    expect(alertList.total).toBe(kept['alerts:false'] ?? 0);
    const inTransit = await getData<{ total: number }>(
      ctx.app,
      '/transports/status/in_transit?limit=1',
      staff.token,
    );
    expect(inTransit.total).toBe(kept['transports:in_transit'] ?? 0);
    const page = await getData<{ total: number }>(ctx.app, '/products/?limit=1');
    expect(page.total).toBe(kept.products);
  });

  it('keep the low-stock, category, inventory and user counts exact through edits racing each other', async () => {
    const { admin, staff } = users;
    const products = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createProduct(ctx.app, staff.token, {
          quantity: 10 + i,
          thresholdLimit: 12,
          productCategory: i % 2 ? 'Race Grains' : 'Race Oils',
        }),
      ),
    );
    // Each product is edited several times at once: quantities cross the threshold both ways, the
    // threshold moves, the category changes; whichever edit lands last, the counts follow it.
    const edits = products.flatMap((p, i) => [
      callApi(ctx.app, 'PUT', `/products/${p.id}`, staff.token, { quantity: i % 3 === 0 ? 0 : 40 }),
      callApi(ctx.app, 'PUT', `/products/${p.id}`, staff.token, { thresholdLimit: i % 2 ? 50 : 5 }),
      callApi(ctx.app, 'PUT', `/products/${p.id}`, staff.token, {
        productCategory: i % 4 === 0 ? null : `Race ${i % 3}`,
      }),
      callApi(ctx.app, 'PUT', `/products/${p.id}`, staff.token, { quantity: 11 }),
    ]);
    const places = Array.from({ length: 3 }, () => createInventory(ctx.app, admin.token));
    const people = Array.from({ length: 3 }, (_, i) =>
      callApi(ctx.app, 'POST', '/users/register', null, {
        name: `Counted ${i}`,
        email: `counted-${i}-${Date.now()}@example.in`,
        password: 'pass1234',
        role: 'staff',
      }),
    );
    const [editResults, made] = await Promise.all([
      Promise.all(edits),
      Promise.all(places),
      Promise.all(people),
    ]);
    expect(editResults.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual(
      [],
    );
    await Promise.all([
      ...products.slice(0, 3).map((p) => callApi(ctx.app, 'DELETE', `/products/${p.id}`, admin.token)),
      callApi(ctx.app, 'DELETE', `/inventory/${made[0]!.id}`, admin.token),
    ]);

    const counted = await counters(ctx);
    expect(counted.filter((c) => c.kept !== c.actual)).toEqual([]);

    // The dashboard answers with them.
    const summary = await getData<{
      counts: { totalProducts: number; inventories: number; users: number; lowStockItems: number };
    }>(ctx.app, '/dashboard/summary', staff.token);
    const kept = Object.fromEntries(counted.map((c) => [c.key, c.actual]));
    expect(summary.counts).toMatchObject({
      totalProducts: kept.products,
      inventories: kept.inventories,
      users: kept.users,
      lowStockItems: kept['products:low'],
    });
  });
});
