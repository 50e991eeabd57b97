/** Products, inventories, storage units and alerts built through the API, and the stock checks the tests read back. */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type {
  TAlert,
  TInventoryCreate,
  TInventoryDetail,
  TProduct,
  TProductCreate,
  TStorage,
  TStorageCreate,
} from '@godown/shared';
import type { StockMovementScope } from '@godown/shared';
import type { Db } from '../../src/db/client.js';
import { stockMovements } from '../../src/db/schema.js';
import { auth, getData } from './http.js';
import type { TestContext } from './test-app.js';
import { registerUser, unique, type RegisteredUser } from './users.js';

/** Creates a product through the API (unique name and SKU unless overridden). */
export async function createProduct(
  app: FastifyInstance,
  token: string,
  overrides: Partial<TProductCreate> = {},
): Promise<TProduct> {
  const id = unique();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products/',
    headers: auth(token),
    payload: { productName: `Basmati Rice ${id}`, sku: `SKU-${id}`, price: 120, quantity: 100, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { product: TProduct } }).data.product;
}

/** Creates an inventory through the API as an admin (unique name unless overridden). */
export async function createInventory(
  app: FastifyInstance,
  adminToken: string,
  overrides: Partial<TInventoryCreate> = {},
): Promise<TInventoryDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/inventory/create',
    headers: auth(adminToken),
    payload: {
      name: `Bhiwandi Godown ${unique()}`,
      location: 'Bhiwandi, Maharashtra',
      totalCapacity: 10_000,
      totalVolume: 500,
      inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { inventory: TInventoryDetail } }).data.inventory;
}

/** Creates a storage unit through the API. */
export async function createStorage(
  app: FastifyInstance,
  token: string,
  inventoryId: string,
  overrides: Partial<TStorageCreate> = {},
): Promise<TStorage> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/storages/',
    headers: auth(token),
    payload: {
      locationId: `RACK-${unique()}`,
      dimensions: { length: 200, width: 100, height: 250 },
      holdingCapacity: 1000,
      inventory: inventoryId,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { storage: TStorage } }).data.storage;
}

/** Raises a system alert through the API (POST /alerts/trigger). */
export async function createAlert(app: FastifyInstance, token: string, message: string): Promise<TAlert> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/alerts/trigger',
    headers: auth(token),
    payload: { type: 'system', message },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { alert: TAlert } }).data.alert;
}

/** Places units of a product in an inventory; returns the raw response. */
export function place(
  app: FastifyInstance,
  token: string,
  inventoryId: string,
  productId: string,
  quantity: number,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/inventory/${inventoryId}/products`,
    headers: auth(token),
    payload: { productId, quantity },
  });
}

/** Takes units (all without a quantity) of a product out of an inventory; returns the raw response. */
export function unplace(
  app: FastifyInstance,
  token: string,
  inventoryId: string,
  productId: string,
  quantity?: number,
) {
  return app.inject({
    method: 'DELETE',
    url: `/api/v1/inventory/${inventoryId}/products`,
    headers: auth(token),
    payload: quantity === undefined ? { productId } : { productId, quantity },
  });
}

/** An admin and a staff user for the file, registered before its tests (the context allows admins). */
export function useStockUsers(ctx: TestContext): { admin: RegisteredUser; staff: RegisteredUser } {
  const users = {} as { admin: RegisteredUser; staff: RegisteredUser };
  beforeAll(async () => {
    users.admin = await registerUser(ctx.app, { role: 'admin' });
    users.staff = await registerUser(ctx.app, { role: 'staff' });
  });
  return users;
}

/** The sum of a product's ledger rows of one scope (and one inventory, for placement rows). */
export async function ledgerSum(
  db: Db,
  productId: string,
  scope: StockMovementScope,
  inventoryId?: string,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${stockMovements.delta}), 0)` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        eq(stockMovements.scope, scope),
        inventoryId ? eq(stockMovements.inventoryId, inventoryId) : undefined,
      ),
    );
  return Number(row?.sum);
}

/** A product as GET /products/{id} returns it. */
export async function productOf(app: FastifyInstance, id: string): Promise<TProduct> {
  return (await getData<{ product: TProduct }>(app, `/products/${id}`)).product;
}

/** How many units of a product an inventory's detail shows (0 when none). */
export async function heldIn(app: FastifyInstance, inventoryId: string, productId: string): Promise<number> {
  const { inventory } = await getData<{ inventory: TInventoryDetail }>(app, `/inventory/${inventoryId}`);
  return inventory.products.find((p) => p.product.id === productId)?.quantity ?? 0;
}
