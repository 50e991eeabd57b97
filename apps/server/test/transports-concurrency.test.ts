import { describe, expect, it } from 'vitest';
import type { TUtilization } from '@godown/shared';
import { callApi, getData } from './support/http.js';
import {
  createInventory,
  createProduct,
  heldIn as heldInApi,
  ledgerSum,
  place,
  productOf as productOfApi,
  useStockUsers,
} from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransport } from './support/transports.js';
import { unique } from './support/users.js';

// PGlite runs one query at a time; on PostgreSQL (TEST_DB=pg) these requests truly race.
const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const productOf = (id: string) => productOfApi(ctx.app, id);
const heldIn = (inventoryId: string, productId: string) => heldInApi(ctx.app, inventoryId, productId);

async function warehousesWith(placed: number) {
  const product = await createProduct(ctx.app, token(), { quantity: 100, weight: 1 });
  const source = await createInventory(ctx.app, users.admin.token);
  const destination = await createInventory(ctx.app, users.admin.token);
  expect((await place(ctx.app, token(), source.id, product.id, placed)).statusCode).toBe(201);
  return { product, source, destination };
}

describe('concurrent transport changes', () => {
  it('20 transfers dispatched at once from a source holding 10: exactly 10 leave, none lost', async () => {
    const { product, source, destination } = await warehousesWith(10);
    const transfers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createTransport(ctx.app, token(), {
          sourceInventoryId: source.id,
          destinationInventoryId: destination.id,
          products: [{ product: product.id, quantity: 1 }],
        }),
      ),
    );
    const results = await Promise.all(
      transfers.map((t) => moveTransport(ctx.app, token(), t.id, 'in_transit')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await heldIn(source.id, product.id)).toBe(0);
    expect(await productOf(product.id)).toMatchObject({ placedQuantity: 0, inTransitQuantity: 10 });
    const utilization = await getData<TUtilization>(ctx.app, `/inventory/${source.id}/utilization`);
    expect(utilization.weight.used).toBe(0);
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', source.id)).toBe(0);
  });

  it('transfers created on the road at once, sharing a product, between two warehouses both ways', async () => {
    const { product, source, destination } = await warehousesWith(20);
    expect((await place(ctx.app, token(), destination.id, product.id, 20)).statusCode).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callApi(ctx.app, 'POST', '/transports/', token(), {
          packageId: `BOTHWAYS-${unique()}`,
          status: i % 3 === 0 ? 'delivered' : 'in_transit',
          sourceInventoryId: i % 2 ? source.id : destination.id,
          destinationInventoryId: i % 2 ? destination.id : source.id,
          products: [{ product: product.id, quantity: 2 }],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 201));
    const after = await productOf(product.id);
    const onRoad = results.filter((r) => r.json().data.transport.status === 'in_transit').length * 2;
    expect(after).toMatchObject({ placedQuantity: 40 - onRoad, inTransitQuantity: onRoad });
    expect((await heldIn(source.id, product.id)) + (await heldIn(destination.id, product.id))).toBe(
      40 - onRoad,
    );
  });

  it('conflicting moves of one transport: exactly one wins, the others get 409', async () => {
    const { product, source, destination } = await warehousesWith(5);
    const t = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 5 }],
    });
    expect((await moveTransport(ctx.app, token(), t.id, 'in_transit')).statusCode).toBe(200);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => moveTransport(ctx.app, token(), t.id, 'delivered')),
      ...Array.from({ length: 5 }, () => callApi(ctx.app, 'POST', `/transports/${t.id}/cancel`, token())),
    ]);
    const delivered = results.slice(0, 5).map((r) => r.statusCode);
    const cancelled = results.slice(5).map((r) => r.statusCode);
    const final = await getData<{ transport: { status: string } }>(ctx.app, `/transports/${t.id}`, token());
    const atSource = await heldIn(source.id, product.id);
    const atDestination = await heldIn(destination.id, product.id);
    if (final.transport.status === 'cancelled') {
      // One cancellation changed it; every other request, cancellation or delivery, was refused.
      expect(cancelled.filter((s) => s === 200)).toHaveLength(1);
      expect([...delivered, ...cancelled].filter((s) => s === 409)).toHaveLength(9);
      expect([atSource, atDestination]).toEqual([5, 0]);
    } else {
      // A delivery won: every cancellation was refused. PUT is the edit form's whole save, so the
      // deliveries served after it ask for the status it already has: a no-op answered 200.
      expect(final.transport.status).toBe('delivered');
      expect(cancelled).toEqual([409, 409, 409, 409, 409]);
      expect(delivered).toEqual([200, 200, 200, 200, 200]);
      expect([atSource, atDestination]).toEqual([0, 5]);
    }
    // Wherever the winner sent them, the 5 units moved once: never twice, never lost.
    expect(await productOf(product.id)).toMatchObject({ placedQuantity: 5, inTransitQuantity: 0 });
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', source.id)).toBe(atSource);
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', destination.id)).toBe(atDestination);
  });

  it('a package id raced by 10 creations: one wins, the others get 409', async () => {
    const packageId = `RACE-${unique()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callApi(ctx.app, 'POST', i % 2 ? '/buy/order' : '/transports/', token(), { packageId }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });
});
