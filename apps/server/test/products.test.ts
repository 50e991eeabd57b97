import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TProduct, TProductLocation } from '@godown/shared';
import { alerts, stockMovements } from '../src/db/schema.js';
import { auth, expectError, getData } from './support/http.js';
import { createInventory, createProduct, ledgerSum, place, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

const post = (payload: unknown, token = users.staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/products/',
    headers: auth(token),
    payload: payload as object,
  });
const put = (id: string, payload: unknown, token = users.staff.token) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${id}`,
    headers: auth(token),
    payload: payload as object,
  });
const del = (id: string, token = users.admin.token) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/products/${id}`, headers: auth(token) });

async function openAlerts(productId: string) {
  return ctx.database.db
    .select({ type: alerts.type, priority: alerts.priority, affectedItem: alerts.affectedItem })
    .from(alerts)
    .where(and(eq(alerts.targetId, productId), eq(alerts.resolved, false)));
}

describe('POST /api/v1/products/', () => {
  it('creates a product with every field of docs/domain.md#products and returns them all', async () => {
    const sku = `ATTA-${unique()}`;
    const res = await post({
      productName: '  Aashirvaad Atta 10kg  ',
      sku,
      batchId: 'B-2026-11',
      productCategory: 'Groceries',
      price: 455.5,
      quantity: 40,
      weight: 10.25,
      dimensions: { length: 40, width: 25.5, height: 10 },
      description: 'Whole wheat flour',
      thresholdLimit: 10,
      shelfLifeDays: 180,
      mfgDate: '2026-10-01',
      expiryDate: '2027-03-30',
      supplierId: users.admin.user.id,
      supplierLocation: { type: 'Point', coordinates: [77.5946, 12.9716] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data.product as TProduct;
    expect(product).toMatchObject({
      productName: 'Aashirvaad Atta 10kg',
      sku,
      price: 455.5,
      quantity: 40,
      weight: 10.25,
      dimensions: { length: 40, width: 25.5, height: 10 },
      mfgDate: '2026-10-01',
      expiryDate: '2027-03-30',
      supplierLocation: { type: 'Point', coordinates: [77.5946, 12.9716] },
      restockRecommended: false,
      placedQuantity: 0,
    });
    expect(product._id).toBe(product.id);
    const fetched = await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`);
    expect(fetched.product).toEqual(product);
  });

  it('needs only a name; missing numbers default to 0 and optional fields to null', async () => {
    const res = await post({ productName: 'Loose Jaggery' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.product).toMatchObject({
      quantity: 0,
      price: 0,
      sku: null,
      weight: null,
      dimensions: null,
      supplierLocation: null,
      restockRecommended: true,
    });
  });

  it('accepts a full ISO date-time for a date and keeps the date', async () => {
    const res = await post({ productName: 'Ghee', mfgDate: '2026-01-05T00:00:00.000Z' });
    expect(res.json().data.product.mfgDate).toBe('2026-01-05');
  });

  it('refuses a duplicate SKU with 409', async () => {
    const sku = `DUP-${unique()}`;
    await createProduct(ctx.app, users.staff.token, { sku });
    const message = expectError(await post({ productName: 'Other', sku }), 409, 'CONFLICT');
    expect(message).toBe(`A product with SKU "${sku}" already exists`);
  });

  it.each([
    [{}, 'productName'],
    [{ productName: '   ' }, 'productName'],
    [{ productName: 'x'.repeat(201) }, 'productName'],
    [{ productName: 'Rice\u0000' }, 'productName'],
    [{ productName: 'P', description: 'a\u0000b' }, 'description'],
    [{ productName: 'P', price: -1 }, 'price'],
    [{ productName: 'P', price: '10' }, 'price'],
    [{ productName: 'P', quantity: 1.5 }, 'quantity'],
    [{ productName: 'P', quantity: -3 }, 'quantity'],
    [{ productName: 'P', quantity: 1e12 }, 'quantity'],
    [{ productName: 'P', weight: -0.5 }, 'weight'],
    [{ productName: 'P', thresholdLimit: -1 }, 'thresholdLimit'],
    [{ productName: 'P', shelfLifeDays: 2.5 }, 'shelfLifeDays'],
    [{ productName: 'P', dimensions: { length: 1, width: -1, height: 1 } }, 'dimensions'],
    [{ productName: 'P', dimensions: { length: 1, width: 1 } }, 'dimensions'],
    [{ productName: 'P', mfgDate: '2026-02-30' }, 'mfgDate'],
    [{ productName: 'P', mfgDate: 'yesterday' }, 'mfgDate'],
    [{ productName: 'P', mfgDate: '2026-05-01', expiryDate: '2026-04-30' }, 'expiryDate'],
    [{ productName: 'P', supplierLocation: { type: 'Point', coordinates: [181, 10] } }, 'supplierLocation'],
    [{ productName: 'P', supplierLocation: { type: 'Point', coordinates: [10, -91] } }, 'supplierLocation'],
    [{ productName: 'P', supplierLocation: { type: 'Point', coordinates: [10] } }, 'supplierLocation'],
    [{ productName: 'P', supplierLocation: { type: 'Polygon', coordinates: [10, 10] } }, 'supplierLocation'],
    [{ productName: 'P', supplierId: 'not-a-uuid' }, 'supplierId'],
    [{ productName: 'P', restockRecommended: true }, ''],
    [{ productName: 'P', __proto__: { admin: true }, extra: 1 }, ''],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await post(payload);
    expectError(res, 400, 'VALIDATION_FAILED');
    if (field) expect(JSON.stringify(res.json().error.details)).toContain(field);
  });

  it('names the date format when a date cannot be read', async () => {
    const res = await post({ productName: 'P', mfgDate: '15/01/2026' });
    expect(expectError(res, 400)).toBe('mfgDate: Enter a date as YYYY-MM-DD');
  });

  it('refuses an unknown supplier with 400', async () => {
    const res = await post({ productName: 'P', supplierId: '00000000-0000-4000-8000-000000000000' });
    expect(expectError(res, 400)).toBe('Supplier must be an existing user');
  });

  it('is refused without a token, and to a supplier or a driver (docs/domain.md#roles)', async () => {
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/v1/products/', payload: { productName: 'P' } }),
      401,
      'UNAUTHORIZED',
    );
    for (const role of ['supplier', 'driver'] as const) {
      const user = await registerUser(ctx.app, { role });
      expectError(await post({ productName: `By ${role}` }, user.token), 403, 'FORBIDDEN');
    }
  });
});

describe('GET /api/v1/products/', () => {
  it('searches name, description and SKU, filters by category, pages, and counts in SQL', async () => {
    const tag = unique();
    const category = `Spices ${tag}`;
    const made: TProduct[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createProduct(ctx.app, users.staff.token, {
          productName: `Haldi ${tag} ${i}`,
          productCategory: category,
          description: i === 0 ? `special-${tag}` : undefined,
        }),
      );
    }
    await createProduct(ctx.app, users.staff.token, {
      productName: `Jeera ${tag}`,
      productCategory: 'Other',
    });

    const bySearch = await getData<{ products: TProduct[]; total: number }>(
      ctx.app,
      `/products/?search=haldi ${tag}`,
    );
    expect(bySearch.total).toBe(5);
    expect(bySearch.products.map((p) => p.productName)).toEqual(made.map((p) => p.productName).reverse());

    const byDescription = await getData<{ total: number }>(ctx.app, `/products/?search=special-${tag}`);
    expect(byDescription.total).toBe(1);
    const bySku = await getData<{ products: TProduct[] }>(ctx.app, `/products/?search=${made[2]!.sku}`);
    expect(bySku.products.map((p) => p.id)).toEqual([made[2]!.id]);

    const byCategory = await getData<{ products: TProduct[]; total: number }>(
      ctx.app,
      `/products/?category=${encodeURIComponent(category)}&limit=2&offset=1`,
    );
    expect(byCategory.total).toBe(5);
    expect(byCategory.products.map((p) => p.productName)).toEqual([`Haldi ${tag} 3`, `Haldi ${tag} 2`]);

    // A search's later pages, and one past its last match, still carry the total.
    const searchPage = await getData<{ products: TProduct[]; total: number }>(
      ctx.app,
      `/products/?search=haldi ${tag}&category=${encodeURIComponent(category)}&limit=2&offset=2`,
    );
    expect(searchPage.total).toBe(5);
    expect(searchPage.products.map((p) => p.productName)).toEqual([`Haldi ${tag} 2`, `Haldi ${tag} 1`]);
    expect(searchPage.products[0]!.createdAt).toBe(made[2]!.createdAt);
    const pastTheEnd = await getData<{ products: TProduct[]; total: number }>(
      ctx.app,
      `/products/?search=haldi ${tag}&limit=2&offset=10`,
    );
    expect(pastTheEnd).toEqual({ products: [], total: 5, totalExact: true });

    const none = await getData<{ products: TProduct[]; total: number }>(
      ctx.app,
      `/products/?search=nothing-${tag}`,
    );
    expect(none).toEqual({ products: [], total: 0, totalExact: true });
  });

  it('treats LIKE wildcards in a search literally', async () => {
    const tag = unique();
    await createProduct(ctx.app, users.staff.token, { productName: `Discount 50% ${tag}` });
    await createProduct(ctx.app, users.staff.token, { productName: `Discount 500 ${tag}` });
    const res = await getData<{ total: number }>(
      ctx.app,
      `/products/?search=${encodeURIComponent(`50% ${tag}`)}`,
    );
    expect(res.total).toBe(1);
  });

  it('lists the distinct categories, sorted', async () => {
    const tag = unique();
    await createProduct(ctx.app, users.staff.token, { productCategory: `Zz ${tag}` });
    await createProduct(ctx.app, users.staff.token, { productCategory: `Zz ${tag}` });
    await createProduct(ctx.app, users.staff.token, { productCategory: `Aa ${tag}` });
    const { categories } = await getData<{ categories: string[] }>(ctx.app, '/products/categories');
    expect(categories).toEqual([...categories].sort());
    expect(categories.filter((c) => c.endsWith(tag))).toEqual([`Aa ${tag}`, `Zz ${tag}`]);
  });

  it('refuses bad paging with 400, is public, and answers 404 and 400 for unknown and malformed ids', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/products/?limit=0' }), 400);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/products/?offset=-1' }), 400);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/products/?search=a%00b' }), 400);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/products/?category=%00' }), 400);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/products/?search=${'x'.repeat(201)}` }),
      400,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products/00000000-0000-4000-8000-000000000000',
    });
    expect(expectError(missing, 404, 'NOT_FOUND')).toBe('Product not found');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/products/abc' }), 400);
  });
});

describe('PUT /api/v1/products/{id}', () => {
  it('changes the fields sent, clears those sent as null, and keeps the rest', async () => {
    const product = await createProduct(ctx.app, users.staff.token, {
      description: 'old',
      weight: 1,
      dimensions: { length: 1, width: 2, height: 3 },
      supplierLocation: { type: 'Point', coordinates: [72.8777, 19.076] },
    });
    const res = await put(product.id, {
      price: 99.99,
      description: null,
      dimensions: null,
      supplierLocation: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product).toMatchObject({
      price: 99.99,
      description: null,
      dimensions: null,
      supplierLocation: null,
      weight: 1,
      productName: product.productName,
    });
  });

  it('checks the dates against the stored ones', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { mfgDate: '2026-06-01' });
    const res = await put(product.id, { expiryDate: '2026-05-01' });
    expect(expectError(res, 400)).toBe('Expiry date cannot be before the manufacturing date');
    expect((await put(product.id, { expiryDate: '2026-06-01' })).statusCode).toBe(200);
  });

  it('refuses a SKU taken by another product, unknown ids, anonymous callers and unknown fields', async () => {
    const a = await createProduct(ctx.app, users.staff.token);
    const b = await createProduct(ctx.app, users.staff.token);
    expectError(await put(b.id, { sku: a.sku }), 409, 'CONFLICT');
    expectError(await put('00000000-0000-4000-8000-000000000000', { price: 1 }), 404);
    expectError(
      await ctx.app.inject({ method: 'PUT', url: `/api/v1/products/${a.id}`, payload: { price: 1 } }),
      401,
    );
    expectError(await put(a.id, { productName: null }), 400);
    expectError(await put(a.id, { quantity: null }), 400);
    expectError(await put(a.id, { placedQuantity: 0 }), 400);
  });

  it('writes every quantity change to the ledger, which sums to the quantity', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 50 });
    await put(product.id, { quantity: 80 });
    await put(product.id, { quantity: 35 });
    await put(product.id, { price: 10 }); // not a quantity change: no row
    const rows = await ctx.database.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason, userId: stockMovements.userId })
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id))
      .orderBy(stockMovements.id);
    expect(rows).toEqual([
      { delta: 50, reason: 'created', userId: users.staff.user.id },
      { delta: 30, reason: 'adjusted', userId: users.staff.user.id },
      { delta: -45, reason: 'adjusted', userId: users.staff.user.id },
    ]);
    expect(await ledgerSum(ctx.database.db, product.id, 'stock')).toBe(35);
  });

  it('refuses a quantity below the units placed in inventories, naming the numbers', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 20 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    expect((await place(ctx.app, users.staff.token, inventory.id, product.id, 12)).statusCode).toBe(201);
    const message = expectError(await put(product.id, { quantity: 11 }), 409, 'CONFLICT');
    expect(message).toContain('12 units are placed');
    expect((await put(product.id, { quantity: 12 })).json().data.product).toMatchObject({
      quantity: 12,
      placedQuantity: 12,
    });
  });

  it('moves the occupied capacity of inventories holding it when its weight or size changes', async () => {
    const product = await createProduct(ctx.app, users.staff.token, {
      quantity: 10,
      weight: 2,
      dimensions: { length: 100, width: 100, height: 10 },
    });
    const inventory = await createInventory(ctx.app, users.admin.token, {
      totalCapacity: 50,
      totalVolume: 1,
    });
    await place(ctx.app, users.staff.token, inventory.id, product.id, 10);
    await put(product.id, { weight: 4.5, dimensions: { length: 100, width: 100, height: 5 } });
    const used = await getData<{ weight: { used: number }; volume: { used: number } }>(
      ctx.app,
      `/inventory/${inventory.id}/utilization`,
    );
    expect(used.weight.used).toBe(45);
    expect(used.volume.used).toBe(0.5);
    const message = expectError(await put(product.id, { weight: 5.5 }), 409);
    expect(message).toContain(inventory.name);
    expect((await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`)).product.weight).toBe(
      4.5,
    );
  });
});

describe('brand and MRP', () => {
  it('keeps a brand and an MRP; the search finds the brand; null clears both', async () => {
    const brand = `Tata${unique().replace(/\W/g, '').slice(-6)}`;
    const res = await post({ productName: 'Salt 1 kg', brand, price: 25, mrp: 28 });
    expect(res.statusCode, res.body).toBe(201);
    const product = (res.json() as { data: { product: TProduct } }).data.product;
    expect(product).toMatchObject({ brand, price: 25, mrp: 28 });
    const found = await getData<{ products: TProduct[] }>(
      ctx.app,
      `/products/?search=${brand.toLowerCase()}`,
    );
    expect(found.products.map((p) => p.id)).toEqual([product.id]);
    const cleared = await put(product.id, { brand: null, mrp: null });
    expect((cleared.json() as { data: { product: TProduct } }).data.product).toMatchObject({
      brand: null,
      mrp: null,
      price: 25,
    });
  });

  it('never keeps a price above the MRP: a body giving both is a 400, an edit of one a 409 naming both', async () => {
    const both = await post({ productName: 'Biscuits', price: 40, mrp: 35 });
    expectError(both, 400, 'VALIDATION_FAILED');
    expect(
      (both.json() as { error: { details: { path: unknown[]; reason: string }[] } }).error.details[0],
    ).toMatchObject({
      path: ['price'],
      reason: 'product.priceOverMrpRule',
    });
    const product = (await post({ productName: 'Biscuits', price: 30, mrp: 35 })).json() as {
      data: { product: TProduct };
    };
    // The price alone, past the MRP kept (the one-statement edit meets the database's check).
    const dearer = await put(product.data.product.id, { price: 36 });
    expect(expectError(dearer, 409, 'CONFLICT')).toBe(
      'The price ₹36.00 is above the MRP ₹35.00: nothing is sold above the price printed on the pack',
    );
    expect((dearer.json() as { error: { params: unknown } }).error.params).toEqual({ price: 36, mrp: 35 });
    // The MRP alone, under the price kept; and with the quantity (the checked path).
    expect(expectError(await put(product.data.product.id, { mrp: 29.5 }), 409)).toBe(
      'The price ₹30.00 is above the MRP ₹29.50: nothing is sold above the price printed on the pack',
    );
    expectError(await put(product.data.product.id, { mrp: 20, quantity: 5 }), 409, 'CONFLICT');
    const kept = await getData<{ product: TProduct }>(ctx.app, `/products/${product.data.product.id}`);
    expect(kept.product).toMatchObject({ price: 30, mrp: 35, quantity: 0 });
    // A negative MRP or a brand too long is a 400 naming the field.
    expectError(await put(product.data.product.id, { mrp: -1 }), 400);
    expectError(await put(product.data.product.id, { brand: 'x'.repeat(101) }), 400);
  });
});

describe('a new size that cannot fit', () => {
  it('is a 409, even when the new total would not fit in the column', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 100_000, weight: 1 });
    const inventory = await createInventory(ctx.app, users.admin.token, { totalCapacity: 10_000_000_000 });
    expect((await place(ctx.app, users.staff.token, inventory.id, product.id, 100_000)).statusCode).toBe(201);
    expectError(await put(product.id, { weight: 1_000_000 }), 409, 'CONFLICT');
    expectError(
      await put(product.id, { dimensions: { length: 100_000, width: 100_000, height: 100_000 } }),
      409,
    );
    const used = await getData<{ weight: { used: number } }>(
      ctx.app,
      `/inventory/${inventory.id}/utilization`,
    );
    expect(used.weight.used).toBe(100_000);
  });
});

describe('restockRecommended and the stock alerts', () => {
  it('derives restockRecommended from quantity and threshold (missing = 0)', async () => {
    const low = await createProduct(ctx.app, users.staff.token, { quantity: 5, thresholdLimit: 5 });
    const fine = await createProduct(ctx.app, users.staff.token, { quantity: 6, thresholdLimit: 5 });
    const none = await createProduct(ctx.app, users.staff.token, { quantity: 1 });
    expect([low.restockRecommended, fine.restockRecommended, none.restockRecommended]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('raises lowStock once, switches to outOfStock at 0, and resolves both when restocked', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 50, thresholdLimit: 10 });
    expect(await openAlerts(product.id)).toEqual([]);

    await put(product.id, { quantity: 8 });
    await put(product.id, { quantity: 7 });
    expect(await openAlerts(product.id)).toEqual([
      { type: 'lowStock', priority: 'high', affectedItem: `${product.productName} (${product.sku})` },
    ]);

    await put(product.id, { quantity: 0 });
    expect((await openAlerts(product.id)).map((a) => a.type)).toEqual(['outOfStock']);

    await put(product.id, { quantity: 100 });
    expect(await openAlerts(product.id)).toEqual([]);
    const all = await ctx.database.db
      .select({ type: alerts.type, resolvedAt: alerts.resolvedAt })
      .from(alerts)
      .where(eq(alerts.targetId, product.id));
    expect(all.map((a) => a.type).sort()).toEqual(['lowStock', 'outOfStock']);
    expect(all.every((a) => a.resolvedAt instanceof Date)).toBe(true);

    await put(product.id, { thresholdLimit: 100 }); // a higher threshold makes it low again
    expect((await openAlerts(product.id)).map((a) => a.type)).toEqual(['lowStock']);
  });
});

describe('DELETE /api/v1/products/{id}', () => {
  it('is for admins only', async () => {
    const product = await createProduct(ctx.app, users.staff.token);
    expectError(await del(product.id, users.staff.token), 403, 'FORBIDDEN');
    expectError(await ctx.app.inject({ method: 'DELETE', url: `/api/v1/products/${product.id}` }), 401);
    const res = await del(product.id);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}` }), 404);
    expectError(await del(product.id), 404);
  });

  it('refuses while the product is placed, and resolves its open alerts when deleted', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 3, thresholdLimit: 5 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    await place(ctx.app, users.staff.token, inventory.id, product.id, 2);
    expect(expectError(await del(product.id), 409)).toContain('is placed in 1 inventory');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/inventory/${inventory.id}/products`,
      headers: auth(users.staff.token),
      payload: { productId: product.id },
    });
    expect((await del(product.id)).statusCode).toBe(200);
    expect(await openAlerts(product.id)).toEqual([]);
  });
});

describe('where a product is and its stock history', () => {
  it('lists the inventories holding it, and its ledger newest first with who and where', async () => {
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 20 });
    const north = await createInventory(ctx.app, users.admin.token, { name: `North ${unique()}` });
    const south = await createInventory(ctx.app, users.admin.token, { name: `South ${unique()}` });
    await place(ctx.app, users.staff.token, south.id, product.id, 5);
    await place(ctx.app, users.admin.token, north.id, product.id, 3);
    await put(product.id, { quantity: 25 });

    const { locations } = await getData<{ locations: TProductLocation[] }>(
      ctx.app,
      `/products/${product.id}/inventories`,
    );
    expect(locations.map((l) => [l.inventory.id, l.quantity])).toEqual([
      [north.id, 3],
      [south.id, 5],
    ]);
    // Each with its point, for the product's map.
    expect(locations[0]!.inventory.inventoryLocation).toEqual(north.inventoryLocation);

    const history = await getData<{ movements: Record<string, unknown>[]; total: number }>(
      ctx.app,
      `/products/${product.id}/movements?limit=3`,
      users.staff.token,
    );
    expect(history.total).toBe(4);
    expect(
      history.movements.map(({ scope, delta, reason, inventory, user }) => ({
        scope,
        delta,
        reason,
        inventory,
        user,
      })),
    ).toEqual([
      {
        scope: 'stock',
        delta: 5,
        reason: 'adjusted',
        inventory: null,
        user: { id: users.staff.user.id, name: users.staff.user.name },
      },
      {
        scope: 'placement',
        delta: 3,
        reason: 'placed',
        inventory: { id: north.id, name: north.name },
        user: { id: users.admin.user.id, name: users.admin.user.name },
      },
      {
        scope: 'placement',
        delta: 5,
        reason: 'placed',
        inventory: { id: south.id, name: south.name },
        user: { id: users.staff.user.id, name: users.staff.user.name },
      },
    ]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}/movements` }),
      401,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${missing}/inventories` }), 404);
  });
});
