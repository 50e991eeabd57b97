import { describe, expect, it } from 'vitest';
import type { TProduct, TUtilization } from '@godown/shared';
import { auth, getData } from './support/http.js';
import { createInventory, createProduct, ledgerSum, place, unplace, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

// PGlite runs one query at a time; on PostgreSQL (TEST_DB=pg) these requests truly race.
const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

describe('concurrent stock changes', () => {
  it('50 concurrent placements of one product: exactly the free units are placed, none lost', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 30, weight: 1 });
    const inventory = await createInventory(ctx.app, users.admin.token, { totalCapacity: 1000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => place(ctx.app, users.staff.token, inventory.id, product.id, 1)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);

    const { product: after } = await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`);
    expect(after.placedQuantity).toBe(30);
    const utilization = await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`);
    expect(utilization.weight.used).toBe(30);
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', inventory.id)).toBe(30);
  });

  it('50 concurrent placements into one inventory: capacity is never exceeded', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token, { totalCapacity: 100 });
    const products = await Promise.all(
      Array.from({ length: 10 }, () =>
        createProduct(ctx.app, users.staff.token, { quantity: 10, weight: 2.5 }),
      ),
    );
    // 50 placements of 1 unit (2.5 kg each) = 125 kg offered for 100 kg of room: 40 fit.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(ctx.app, users.staff.token, inventory.id, products[i % 10]!.id, 1),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(40);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const utilization = await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`);
    expect(utilization.weight.used).toBe(100);
    let placed = 0;
    for (const p of products) {
      const { product } = await getData<{ product: TProduct }>(ctx.app, `/products/${p.id}`);
      expect(await ledgerSum(ctx.database.db, p.id, 'placement', inventory.id)).toBe(product.placedQuantity);
      placed += product.placedQuantity;
    }
    expect(placed).toBe(40);
  });

  it('placements, removals and quantity edits racing on one product keep every total exact', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 100, weight: 1 });
    const first = await createInventory(ctx.app, users.admin.token, { totalCapacity: 1000 });
    const second = await createInventory(ctx.app, users.admin.token, { totalCapacity: 1000 });
    await place(ctx.app, users.staff.token, first.id, product.id, 20);
    const requests = Array.from({ length: 60 }, (_, i) => {
      if (i % 3 === 0) return place(ctx.app, users.staff.token, second.id, product.id, 2);
      if (i % 3 === 1) return unplace(ctx.app, users.staff.token, first.id, product.id, 1);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/products/${product.id}`,
        headers: auth(users.staff.token),
        payload: { quantity: 100 + i },
      });
    });
    const results = await Promise.all(requests);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);

    const { product: after } = await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`);
    const inFirst = await ledgerSum(ctx.database.db, product.id, 'placement', first.id);
    const inSecond = await ledgerSum(ctx.database.db, product.id, 'placement', second.id);
    expect(after.placedQuantity).toBe(inFirst + inSecond);
    expect(after.quantity).toBe(await ledgerSum(ctx.database.db, product.id, 'stock'));
    expect(after.placedQuantity).toBeLessThanOrEqual(after.quantity);
    const [u1, u2] = await Promise.all([
      getData<TUtilization>(ctx.app, `/inventory/${first.id}/utilization`),
      getData<TUtilization>(ctx.app, `/inventory/${second.id}/utilization`),
    ]);
    expect(u1.weight.used).toBe(inFirst);
    expect(u2.weight.used).toBe(inSecond);
  });

  it('size edits racing placements of products sharing inventories keep occupied capacity exact', async () => {
    const inventories = await Promise.all(
      [0, 1].map(() =>
        createInventory(ctx.app, users.admin.token, { totalCapacity: 100_000, totalVolume: 1000 }),
      ),
    );
    const products = await Promise.all(
      [0, 1].map(() => createProduct(ctx.app, users.staff.token, { quantity: 1000, weight: 1 })),
    );
    for (const inventory of inventories) {
      for (const product of products) await place(ctx.app, users.staff.token, inventory.id, product.id, 10);
    }
    const requests = Array.from({ length: 40 }, (_, i) => {
      const product = products[i % 2]!;
      if (i % 4 < 2) {
        return ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/products/${product.id}`,
          headers: auth(users.staff.token),
          payload: { weight: 1 + (i % 7) },
        });
      }
      return place(ctx.app, users.staff.token, inventories[i % 3 === 0 ? 0 : 1]!.id, product.id, 1);
    });
    const results = await Promise.all(requests);
    expect(results.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);

    for (const inventory of inventories) {
      const { inventory: detail } = await getData<{
        inventory: { products: { quantity: number; product: { weight: number } }[] };
      }>(ctx.app, `/inventory/${inventory.id}`);
      const expected = detail.products.reduce((sum, p) => sum + p.quantity * p.product.weight, 0);
      const utilization = await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`);
      expect(utilization.weight.used).toBe(expected);
    }
  });
});
