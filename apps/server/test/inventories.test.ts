import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TCostSummary,
  TInventoryDetail,
  TInventorySummary,
  TPlacement,
  TProduct,
  TUtilization,
} from '@godown/shared';
import { stockMovements, storageUnits } from '../src/db/schema.js';
import { expectError, callApi, getData } from './support/http.js';
import {
  createInventory,
  createProduct,
  createStorage,
  ledgerSum,
  place,
  unplace,
  useStockUsers,
} from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const MISSING = '00000000-0000-4000-8000-000000000000';

const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  callApi(ctx.app, method, url, token, payload);

const validInventory = () => ({
  name: `Okhla Warehouse ${unique()}`,
  totalCapacity: 1000,
  totalVolume: 20,
  inventoryLocation: { type: 'Point', coordinates: [77.2773, 28.5355] },
});

describe('creating, changing and deleting inventories', () => {
  it('creates through POST /inventory/create and POST /inventory/, admin only', async () => {
    const res = await inject('POST', '/inventory/create', users.admin.token, {
      ...validInventory(),
      name: '  Chakan Hub  ',
      location: 'Chakan, Pune',
      description: 'Cold chain',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.inventory).toMatchObject({
      name: 'Chakan Hub',
      location: 'Chakan, Pune',
      description: 'Cold chain',
      totalCapacity: 1000,
      totalVolume: 20,
      capacityOccupied: 0,
      volumeOccupied: 0,
      inventoryLocation: { type: 'Point', coordinates: [77.2773, 28.5355] },
      products: [],
      storages: [],
      productCount: 0,
      storageCount: 0,
    });
    expect((await inject('POST', '/inventory/', users.admin.token, validInventory())).statusCode).toBe(201);
    expectError(
      await inject('POST', '/inventory/create', users.staff.token, validInventory()),
      403,
      'FORBIDDEN',
    );
    expectError(await inject('POST', '/inventory/create', null, validInventory()), 401);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'name'],
    [{ inventoryLocation: undefined }, 'Latitude and longitude are required'],
    [
      { inventoryLocation: { type: 'Point', coordinates: [200, 10] } },
      'Longitude must be between -180 and 180',
    ],
    [{ inventoryLocation: { type: 'Point', coordinates: [10, 95] } }, 'Latitude must be between -90 and 90'],
    [{ totalCapacity: -1 }, 'Total capacity must be 0 or more'],
    [{ totalVolume: -0.01 }, 'Total volume must be 0 or more'],
    [{ totalCapacity: 'lots' }, 'totalCapacity'],
    [{ capacityOccupied: 5 }, 'capacityOccupied'],
  ])('refuses %j with 400 (%s)', async (change, expected) => {
    const res = await inject('POST', '/inventory/create', users.admin.token, {
      ...validInventory(),
      ...change,
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body).toContain(expected);
  });

  it('updates as admin only, and refuses capacities below what is occupied', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token, {
      totalCapacity: 100,
      totalVolume: 1,
    });
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 10, weight: 5 });
    await place(ctx.app, users.staff.token, inventory.id, product.id, 10);
    expectError(await inject('PUT', `/inventory/${inventory.id}`, users.staff.token, { name: 'X' }), 403);
    const message = expectError(
      await inject('PUT', `/inventory/${inventory.id}`, users.admin.token, { totalCapacity: 49 }),
      409,
    );
    expect(message).toContain('50 kg are already occupied');
    const res = await inject('PUT', `/inventory/${inventory.id}`, users.admin.token, {
      totalCapacity: 50,
      description: 'Now full',
      inventoryLocation: { type: 'Point', coordinates: [80.2707, 13.0827] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.inventory).toMatchObject({
      totalCapacity: 50,
      capacityOccupied: 50,
      description: 'Now full',
      inventoryLocation: { coordinates: [80.2707, 13.0827] },
      products: [{ quantity: 10, product: { id: product.id } }],
    });
    expectError(await inject('PUT', `/inventory/${MISSING}`, users.admin.token, { name: 'X' }), 404);
  });

  it('deletes as admin only: storage units go with it and placed units become unplaced', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 10 });
    await createStorage(ctx.app, users.staff.token, inventory.id);
    await place(ctx.app, users.staff.token, inventory.id, product.id, 6);
    expectError(await inject('DELETE', `/inventory/${inventory.id}`, users.staff.token), 403);
    const res = await inject('DELETE', `/inventory/${inventory.id}`, users.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${inventory.id}` }), 404);
    const { product: after } = await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`);
    expect(after).toMatchObject({ quantity: 10, placedQuantity: 0 });
    const units = await ctx.database.db
      .select()
      .from(storageUnits)
      .where(eq(storageUnits.inventoryId, inventory.id));
    expect(units).toEqual([]);
    expectError(await inject('DELETE', `/inventory/${inventory.id}`, users.admin.token), 404);
  });
});

describe('listing and reading inventories', () => {
  it('searches name, location and description with counts, paged, by name', async () => {
    const tag = unique();
    const a = await createInventory(ctx.app, users.admin.token, { name: `A ${tag}` });
    await createInventory(ctx.app, users.admin.token, { name: `B ${tag}`, location: `Sriperumbudur ${tag}` });
    await createInventory(ctx.app, users.admin.token, { name: 'C other', description: `Near port ${tag}` });
    const product = await createProduct(ctx.app, users.staff.token);
    await place(ctx.app, users.staff.token, a.id, product.id, 1);
    await createStorage(ctx.app, users.staff.token, a.id);
    await createStorage(ctx.app, users.staff.token, a.id);

    const all = await getData<{ inventories: TInventorySummary[]; total: number }>(
      ctx.app,
      `/inventory/?search=${tag}`,
    );
    expect(all.total).toBe(3);
    expect(all.inventories.map((i) => i.name)).toEqual([`A ${tag}`, `B ${tag}`, 'C other']);
    expect(all.inventories[0]).toMatchObject({ productCount: 1, storageCount: 2 });
    const page = await getData<{ inventories: TInventorySummary[]; total: number }>(
      ctx.app,
      `/inventory/?search=${tag}&limit=1&offset=1`,
    );
    expect(page.total).toBe(3);
    expect(page.inventories.map((i) => i.name)).toEqual([`B ${tag}`]);
    const byLocation = await getData<{ total: number }>(ctx.app, `/inventory/?search=sriperumbudur ${tag}`);
    expect(byLocation.total).toBe(1);
  });

  it('returns the inventory with its products and storage units populated', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.staff.token, { productCategory: 'Pulses' });
    await place(ctx.app, users.staff.token, inventory.id, product.id, 4);
    const storage = await createStorage(ctx.app, users.staff.token, inventory.id, { name: 'Cold room' });
    const { inventory: detail } = await getData<{ inventory: TInventoryDetail }>(
      ctx.app,
      `/inventory/${inventory.id}`,
    );
    expect(detail.products).toEqual([{ product: { ...product, placedQuantity: 4 }, quantity: 4 }]);
    expect(detail.storages).toEqual([expect.objectContaining({ id: storage.id, name: 'Cold room' })]);
    const list = await getData<{ products: TPlacement[]; total: number }>(
      ctx.app,
      `/inventory/${inventory.id}/products`,
    );
    expect(list.total).toBe(1);
    expect(list.products[0]).toMatchObject({
      quantity: 4,
      product: { id: product.id, productCategory: 'Pulses' },
    });
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${MISSING}` }),
      404,
      'NOT_FOUND',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${MISSING}/products` }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/inventory/nope' }), 400);
  });
});

describe('placing and removing products', () => {
  it('adds weight x quantity and volume x quantity, and values the placements', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token, {
      totalCapacity: 200,
      totalVolume: 2,
    });
    const rice = await createProduct(ctx.app, users.staff.token, {
      quantity: 50,
      price: 60.5,
      weight: 1.25,
      dimensions: { length: 30, width: 20, height: 10.5 },
    });
    const oil = await createProduct(ctx.app, users.staff.token, { quantity: 10, price: 199.99, weight: 5 });

    const res = await place(ctx.app, users.staff.token, inventory.id, rice.id, 8);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.placement).toMatchObject({
      quantity: 8,
      product: { id: rice.id, placedQuantity: 8 },
    });
    await place(ctx.app, users.staff.token, inventory.id, rice.id, 2); // adds to the same placement
    await place(ctx.app, users.staff.token, inventory.id, oil.id, 3);

    const utilization = await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`);
    expect(utilization).toEqual({
      weight: { used: 27.5, total: 200, percent: 13.8 },
      volume: { used: 0.063, total: 2, percent: 3.2 },
    });
    const cost = await getData<TCostSummary>(ctx.app, `/inventory/${inventory.id}/cost-summary`);
    expect(cost).toEqual({ totalValue: 1204.97, averageCost: 92.69, totalQuantity: 13, productCount: 2 });
  });

  it('refuses with 409 a placement that would exceed the total capacity or volume, changing nothing', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token, {
      totalCapacity: 100,
      totalVolume: 0.5,
    });
    const heavy = await createProduct(ctx.app, users.staff.token, { quantity: 100, weight: 10 });
    const bulky = await createProduct(ctx.app, users.staff.token, {
      quantity: 100,
      dimensions: { length: 50, width: 50, height: 50 },
    });
    expect((await place(ctx.app, users.staff.token, inventory.id, heavy.id, 10)).statusCode).toBe(201);
    const message = expectError(
      await place(ctx.app, users.staff.token, inventory.id, heavy.id, 1),
      409,
      'CONFLICT',
    );
    expect(message).toContain('need 10 kg');
    expect(message).toContain('only 0 kg');
    expect((await place(ctx.app, users.staff.token, inventory.id, bulky.id, 4)).statusCode).toBe(201);
    expectError(await place(ctx.app, users.staff.token, inventory.id, bulky.id, 1), 409);

    const utilization = await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`);
    expect(utilization.weight).toEqual({ used: 100, total: 100, percent: 100 });
    expect(utilization.volume).toEqual({ used: 0.5, total: 0.5, percent: 100 });
    const { product } = await getData<{ product: TProduct }>(ctx.app, `/products/${heavy.id}`);
    expect(product.placedQuantity).toBe(10);
    expect(await ledgerSum(ctx.database.db, heavy.id, 'placement', inventory.id)).toBe(10);
  });

  it('refuses with 409 placing more units than are unplaced', async () => {
    const first = await createInventory(ctx.app, users.admin.token);
    const second = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 10 });
    await place(ctx.app, users.staff.token, first.id, product.id, 7);
    const message = expectError(await place(ctx.app, users.staff.token, second.id, product.id, 4), 409);
    expect(message).toContain('only 3 of its 10 units');
    expect((await place(ctx.app, users.staff.token, second.id, product.id, 3)).statusCode).toBe(201);
  });

  it('removes some or all units, releasing capacity, and writes the ledger', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 10, weight: 2, price: 10 });
    await place(ctx.app, users.staff.token, inventory.id, product.id, 10);

    const partial = await unplace(ctx.app, users.staff.token, inventory.id, product.id, 4);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ removed: 4, remaining: 6 });
    expect((await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`)).weight.used).toBe(
      12,
    );

    expectError(await unplace(ctx.app, users.staff.token, inventory.id, product.id, 7), 409);
    expect((await unplace(ctx.app, users.staff.token, inventory.id, product.id)).json().data).toMatchObject({
      removed: 6,
      remaining: 0,
    });
    expect((await getData<TUtilization>(ctx.app, `/inventory/${inventory.id}/utilization`)).weight.used).toBe(
      0,
    );
    expect(await getData<TCostSummary>(ctx.app, `/inventory/${inventory.id}/cost-summary`)).toEqual({
      totalValue: 0,
      averageCost: 0,
      totalQuantity: 0,
      productCount: 0,
    });
    expect(
      (await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`)).product.placedQuantity,
    ).toBe(0);
    const rows = await ctx.database.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(and(eq(stockMovements.inventoryId, inventory.id), eq(stockMovements.productId, product.id)))
      .orderBy(stockMovements.id);
    expect(rows).toEqual([
      { delta: 10, reason: 'placed' },
      { delta: -4, reason: 'removed' },
      { delta: -6, reason: 'removed' },
    ]);
    expectError(await unplace(ctx.app, users.staff.token, inventory.id, product.id), 404);
  });

  it('checks roles, ids and bodies', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 5 });
    expectError(
      await inject('POST', `/inventory/${inventory.id}/products`, null, {
        productId: product.id,
        quantity: 1,
      }),
      401,
    );
    // Placing stock is the company's work: a supplier and a driver get 403 (docs/domain.md#roles).
    for (const role of ['supplier', 'driver'] as const) {
      const user = await registerUser(ctx.app, { role });
      expectError(await place(ctx.app, user.token, inventory.id, product.id, 1), 403, 'FORBIDDEN');
      expectError(await unplace(ctx.app, user.token, inventory.id, product.id, 1), 403, 'FORBIDDEN');
    }
    expectError(await place(ctx.app, users.staff.token, MISSING, product.id, 1), 404);
    expect(expectError(await place(ctx.app, users.staff.token, inventory.id, MISSING, 1), 404)).toBe(
      'Product not found',
    );
    for (const body of [
      { productId: product.id, quantity: 0 },
      { productId: product.id, quantity: 1.5 },
      { productId: product.id },
      { quantity: 1 },
      { productId: 'x', quantity: 1 },
    ]) {
      expectError(await inject('POST', `/inventory/${inventory.id}/products`, users.staff.token, body), 400);
    }
    expectError(await inject('DELETE', `/inventory/${inventory.id}/products`, users.staff.token, {}), 400);
  });

  it('answers 404 for the utilization and cost summary of an unknown inventory', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${MISSING}/utilization` }),
      404,
    );
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${MISSING}/cost-summary` }),
      404,
    );
  });
});

describe('the placements list written by PostgreSQL', () => {
  it('reads as exactly what the inventory’s own page shows, for every placement at once', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const made = [
      await createProduct(ctx.app, users.staff.token, { productName: `A plain ${unique()}`, quantity: 5 }),
      await createProduct(ctx.app, users.staff.token, {
        productName: `B full ${unique()}`,
        quantity: 9,
        weight: 1.25,
        dimensions: { length: 10, width: 20.5, height: 3 },
        supplierLocation: { type: 'Point', coordinates: [77.5946, 12.9716] },
        mfgDate: '2026-01-01',
      }),
    ];
    for (const product of made) await place(ctx.app, users.staff.token, inventory.id, product.id, 2);

    const all = await getData<{ products: TPlacement[]; total: number }>(
      ctx.app,
      `/inventory/${inventory.id}/products`,
      users.staff.token,
    );
    const detail = await getData<{ inventory: TInventoryDetail }>(
      ctx.app,
      `/inventory/${inventory.id}`,
      users.staff.token,
    );
    expect(all.total).toBe(2);
    expect(all.products).toStrictEqual(detail.inventory.products);
    expect(all.products.map((p) => p.quantity)).toEqual([2, 2]);
  });
});
