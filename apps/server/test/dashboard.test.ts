import { describe, expect, it } from 'vitest';
import type { TDashboardSummary, TProduct } from '@godown/shared';
import { auth, expectError, callApi, getData } from './support/http.js';
import { createInventory, createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const summary = (token?: string) => getData<TDashboardSummary>(ctx.app, '/dashboard/summary', token);

describe('GET /dashboard/summary', () => {
  it('starts empty but for the users', async () => {
    const empty = await summary(users.staff.token);
    expect(empty).toEqual({
      counts: { totalProducts: 0, inventories: 0, users: 2, lowStockItems: 0, activeAlerts: 0 },
      recentProducts: [],
      activeAlerts: [],
      signedIn: true,
    });
  });

  it('counts products, inventories, users, low stock and active alerts, and lists the 5 newest of each', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      // Quantities 0..6 with threshold 3: four low (0 to 3, of which one out of stock), three in stock.
      made.push(
        await createProduct(ctx.app, users.admin.token, {
          productName: `Dal ${i}`,
          quantity: i,
          thresholdLimit: 3,
          price: 10.5 + i,
        }),
      );
    }
    await createProduct(ctx.app, users.admin.token, { productName: 'No threshold', quantity: 0 });
    await createInventory(ctx.app, users.admin.token);
    await createInventory(ctx.app, users.admin.token);
    const manual = await callApi(ctx.app, 'POST', '/alerts/trigger', users.staff.token, {
      type: 'system',
      message: 'Hello',
    });
    const resolved = await callApi(ctx.app, 'POST', '/alerts/trigger', users.staff.token, {
      type: 'system',
      message: 'Done',
      resolved: true,
    });
    expect(resolved.statusCode).toBe(201);

    const s = await summary(users.staff.token);
    // 4 low from the seven, plus "No threshold" at 0 (a missing threshold counts as 0).
    expect(s.counts).toEqual({
      totalProducts: 8,
      inventories: 2,
      users: 2,
      lowStockItems: 5,
      activeAlerts: 6,
    });
    expect(s.recentProducts.map((p) => p.productName)).toEqual([
      'No threshold',
      'Dal 6',
      'Dal 5',
      'Dal 4',
      'Dal 3',
    ]);
    expect(s.recentProducts[1]).toMatchObject({
      quantity: 6,
      price: 16.5,
      thresholdLimit: 3,
      lowStock: false,
    });
    expect(s.recentProducts[4]).toMatchObject({ quantity: 3, lowStock: true });
    expect(s.activeAlerts).toHaveLength(5);
    expect(s.activeAlerts[0]?.id).toBe(manual.json().data.alert.id);
    expect(s.activeAlerts.every((a) => !a.resolved)).toBe(true);
  });

  it('writes each recent product as the product’s own page says it (the summary is JSON from SQL)', async () => {
    await createProduct(ctx.app, users.staff.token, {
      price: 1889.31,
      quantity: 2,
      thresholdLimit: 4,
      sku: undefined,
    });
    const { recentProducts } = await summary(users.staff.token);
    expect(recentProducts.length).toBeGreaterThan(0);
    for (const recent of recentProducts) {
      const { product } = await getData<{ product: TProduct }>(ctx.app, `/products/${recent.id}`);
      expect(recent).toStrictEqual({
        _id: product.id,
        id: product.id,
        productName: product.productName,
        sku: product.sku,
        quantity: product.quantity,
        price: product.price,
        thresholdLimit: product.thresholdLimit,
        lowStock: product.restockRecommended,
        createdAt: product.createdAt,
      });
    }
  });

  it('shows a visitor the products and inventories but not users and alerts', async () => {
    const s = await summary();
    expect(s.signedIn).toBe(false);
    expect(s.counts.users).toBe(0);
    expect(s.counts.activeAlerts).toBe(0);
    expect(s.activeAlerts).toEqual([]);
    expect(s.counts.totalProducts).toBeGreaterThan(0);
  });

  it('answers a bad or revoked token with 401, not as a visitor', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: auth('not.a.token') }),
      401,
    );
  });
});
