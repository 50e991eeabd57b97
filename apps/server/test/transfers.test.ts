import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TInventoryTransferList, TTransportDetail, TUtilization } from '@godown/shared';
import { stockMovements } from '../src/db/schema.js';
import { expectError, callApi, getData } from './support/http.js';
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
import { createTransport, moveTransport, moveTransportOk } from './support/transports.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const productOf = (id: string) => productOfApi(ctx.app, id);
const utilizationOf = (id: string) => getData<TUtilization>(ctx.app, `/inventory/${id}/utilization`);
const heldIn = (inventoryId: string, productId: string) => heldInApi(ctx.app, inventoryId, productId);
const inTransitOf = (inventoryId: string) =>
  getData<TInventoryTransferList>(ctx.app, `/inventory/${inventoryId}/in-transit`, token());

/** Two warehouses and a product of 2 kg and 0.01 m³ a unit, `placed` units of it in the first. */
async function twoWarehouses(placed = 10, destinationCapacity = 1000) {
  const product = await createProduct(ctx.app, token(), {
    quantity: 50,
    weight: 2,
    dimensions: { length: 10, width: 10, height: 100 },
    price: 300,
  });
  const source = await createInventory(ctx.app, users.admin.token, { name: `Bhiwandi ${product.sku}` });
  const destination = await createInventory(ctx.app, users.admin.token, {
    name: `Nagpur ${product.sku}`,
    totalCapacity: destinationCapacity,
    inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
  });
  expect((await place(ctx.app, token(), source.id, product.id, placed)).statusCode).toBe(201);
  return { product, source, destination };
}

async function transfer(
  sourceId: string | null,
  destinationId: string | null,
  productId: string,
  quantity: number,
) {
  return createTransport(ctx.app, token(), {
    sourceInventoryId: sourceId,
    destinationInventoryId: destinationId,
    products: [{ product: productId, quantity }],
  });
}

describe('transfers between warehouses', () => {
  it('fills the points from the inventories and names them', async () => {
    const { product, source, destination } = await twoWarehouses();
    const t = await transfer(source.id, destination.id, product.id, 1);
    expect(t.startLocation).toEqual(source.inventoryLocation);
    expect(t.destination).toEqual(destination.inventoryLocation);
    expect(t.sourceInventory).toEqual({
      _id: source.id,
      id: source.id,
      name: source.name,
      location: source.location,
    });
    expect(t.destinationInventory?.name).toBe(destination.name);
  });

  it('dispatch takes the units out of the source; delivery puts them in the destination', async () => {
    const { product, source, destination } = await twoWarehouses(10);
    const t = await transfer(source.id, destination.id, product.id, 6);
    expect((await utilizationOf(source.id)).weight.used).toBe(20);

    await moveTransportOk(ctx.app, token(), t.id, 'dispatched');
    expect(await heldIn(source.id, product.id)).toBe(4);
    expect(await utilizationOf(source.id)).toMatchObject({ weight: { used: 8 }, volume: { used: 0.04 } });
    expect(await productOf(product.id)).toMatchObject({
      quantity: 50,
      placedQuantity: 4,
      inTransitQuantity: 6,
    });
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', source.id)).toBe(4);

    // On the road: both inventories show it, one incoming and one outgoing.
    const outgoing = await inTransitOf(source.id);
    expect(outgoing).toMatchObject({ total: 1, incomingUnits: 0, outgoingUnits: 6 });
    expect(outgoing.transfers[0]).toMatchObject({
      packageId: t.packageId,
      direction: 'outgoing',
      status: 'dispatched',
      totalQuantity: 6,
      products: [{ product: product.id, productName: product.productName, quantity: 6 }],
    });
    const incoming = await inTransitOf(destination.id);
    expect(incoming).toMatchObject({ total: 1, incomingUnits: 6, outgoingUnits: 0 });
    expect(incoming.transfers[0]?.direction).toBe('incoming');

    await moveTransportOk(ctx.app, token(), t.id, 'in_transit');
    expect(await productOf(product.id)).toMatchObject({ placedQuantity: 4, inTransitQuantity: 6 });

    await moveTransportOk(ctx.app, token(), t.id, 'delivered');
    expect(await heldIn(destination.id, product.id)).toBe(6);
    expect(await utilizationOf(destination.id)).toMatchObject({
      weight: { used: 12 },
      volume: { used: 0.06 },
    });
    expect(await productOf(product.id)).toMatchObject({
      quantity: 50,
      placedQuantity: 10,
      inTransitQuantity: 0,
    });
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', destination.id)).toBe(6);
    expect(await ledgerSum(ctx.database.db, product.id, 'stock')).toBe(50);
    expect((await inTransitOf(source.id)).total).toBe(0);
    expect((await inTransitOf(destination.id)).total).toBe(0);

    const rows = await ctx.database.db
      .select({
        reason: stockMovements.reason,
        delta: stockMovements.delta,
        inventoryId: stockMovements.inventoryId,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.transportId, t.id)));
    const history = await getData<{
      movements: { reason: string; transport: { packageId: string } | null }[];
    }>(ctx.app, `/products/${product.id}/movements`, token());
    expect(history.movements.slice(0, 2).map((m) => [m.reason, m.transport?.packageId])).toEqual([
      ['delivered', t.packageId],
      ['dispatched', t.packageId],
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        { reason: 'dispatched', delta: -6, inventoryId: source.id },
        { reason: 'delivered', delta: 6, inventoryId: destination.id },
      ]),
    );
  });

  it('refuses a dispatch the source cannot supply with 409 and changes nothing', async () => {
    const { product, source, destination } = await twoWarehouses(3);
    const t = await transfer(source.id, destination.id, product.id, 5);
    const res = await moveTransport(ctx.app, token(), t.id, 'in_transit');
    expect(expectError(res, 409)).toBe(
      `"${source.name}" holds 3 units of "${product.productName}", not the 5 needed`,
    );
    const { transport } = await getData<{ transport: TTransportDetail }>(
      ctx.app,
      `/transports/${t.id}`,
      token(),
    );
    expect(transport.status).toBe('pending');
    expect(transport.history).toHaveLength(1);
    expect(await heldIn(source.id, product.id)).toBe(3);
    expect(await productOf(product.id)).toMatchObject({ placedQuantity: 3, inTransitQuantity: 0 });

    // Created straight in transit, the same refusal: nothing is written at all.
    const direct = await callApi(ctx.app, 'POST', '/transports/', token(), {
      packageId: `${t.packageId}-B`,
      status: 'in_transit',
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 4 }],
    });
    expectError(direct, 409);
    const list = await getData<{ total: number }>(ctx.app, `/transports/?search=${t.packageId}-B`, token());
    expect(list.total).toBe(0);
  });

  it('refuses a delivery the destination has no room for with 409; the units stay on the road', async () => {
    // 10 units of 2 kg need 20 kg; the destination holds 15 kg.
    const { product, source, destination } = await twoWarehouses(10, 15);
    const t = await transfer(source.id, destination.id, product.id, 10);
    await moveTransportOk(ctx.app, token(), t.id, 'in_transit');
    const res = await moveTransport(ctx.app, token(), t.id, 'delivered');
    expect(expectError(res, 409)).toMatch(
      new RegExp(
        `Not enough room in "${destination.name}" for 10 units of "${product.productName}": they need 20 kg`,
      ),
    );
    expect(await productOf(product.id)).toMatchObject({ placedQuantity: 0, inTransitQuantity: 10 });
    expect(await heldIn(destination.id, product.id)).toBe(0);
    expect((await inTransitOf(destination.id)).total).toBe(1);
  });

  it('cancelling on the road returns the units to the source; cancelling a pending one moves nothing', async () => {
    const { product, source, destination } = await twoWarehouses(10);
    const t = await transfer(source.id, destination.id, product.id, 7);
    await moveTransportOk(ctx.app, token(), t.id, 'in_transit');
    expect(await heldIn(source.id, product.id)).toBe(3);
    const res = await callApi(ctx.app, 'POST', `/transports/${t.id}/cancel`, token());
    expect(res.statusCode, res.body).toBe(200);
    expect(await heldIn(source.id, product.id)).toBe(10);
    expect((await utilizationOf(source.id)).weight.used).toBe(20);
    expect(await productOf(product.id)).toMatchObject({ placedQuantity: 10, inTransitQuantity: 0 });
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', source.id)).toBe(10);

    const pending = await transfer(source.id, destination.id, product.id, 2);
    await moveTransportOk(ctx.app, token(), pending.id, 'cancelled');
    expect(await heldIn(source.id, product.id)).toBe(10);
  });

  it('keeps the lines and inventories once dispatched, and the quantity above what is committed', async () => {
    const { product, source, destination } = await twoWarehouses(10);
    const t = await transfer(source.id, destination.id, product.id, 4);
    await moveTransportOk(ctx.app, token(), t.id, 'dispatched');
    const lines = await callApi(ctx.app, 'PUT', `/transports/${t.id}`, token(), {
      products: [{ product: product.id, quantity: 5 }],
    });
    expect(expectError(lines, 409)).toMatch(/cannot change once it is dispatched/);
    const ends = await callApi(ctx.app, 'PUT', `/transports/${t.id}`, token(), {
      destinationInventoryId: null,
    });
    expectError(ends, 409);
    // The same lines, as an edit form sends them with other changes, are fine.
    const same = await callApi(ctx.app, 'PUT', `/transports/${t.id}`, token(), {
      products: [{ product: product.id, quantity: 4 }],
      transportationCost: 900,
    });
    expect(same.statusCode, same.body).toBe(200);

    // 6 placed + 4 in transit: the quantity cannot drop below 10.
    const lower = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), { quantity: 9 });
    expect(expectError(lower, 409)).toMatch(/6 units are placed in inventories and 4 units are in transit/);
    // Nor can those 4 be placed again.
    const again = await place(ctx.app, token(), destination.id, product.id, 41);
    expect(expectError(again, 409)).toMatch(/only 40 of its 50 units .*\(4 are in transit\)/);
  });

  it('a receipt into a warehouse adds stock; a shipment out of one removes it', async () => {
    const { product, source } = await twoWarehouses(10);
    const receipt = await transfer(null, source.id, product.id, 5);
    await moveTransportOk(ctx.app, token(), receipt.id, 'in_transit');
    expect(await productOf(product.id)).toMatchObject({ quantity: 50, inTransitQuantity: 0 });
    await moveTransportOk(ctx.app, token(), receipt.id, 'delivered');
    expect(await productOf(product.id)).toMatchObject({ quantity: 55, placedQuantity: 15 });
    expect(await heldIn(source.id, product.id)).toBe(15);

    const shipment = await transfer(source.id, null, product.id, 12);
    await moveTransportOk(ctx.app, token(), shipment.id, 'in_transit');
    expect(await productOf(product.id)).toMatchObject({
      quantity: 55,
      placedQuantity: 3,
      inTransitQuantity: 12,
    });
    await moveTransportOk(ctx.app, token(), shipment.id, 'delivered');
    expect(await productOf(product.id)).toMatchObject({
      quantity: 43,
      placedQuantity: 3,
      inTransitQuantity: 0,
    });
    expect(await ledgerSum(ctx.database.db, product.id, 'stock')).toBe(43);
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', source.id)).toBe(3);
  });

  it('refuses one inventory as both ends, and an inventory with a transport cannot be deleted', async () => {
    const { product, source, destination } = await twoWarehouses(2);
    const same = await callApi(ctx.app, 'POST', '/transports/', token(), {
      packageId: `SAME-${product.sku}`,
      sourceInventoryId: source.id,
      destinationInventoryId: source.id,
      products: [{ product: product.id, quantity: 1 }],
    });
    expect(expectError(same, 400)).toMatch(/must be different/);
    const noLines = await callApi(ctx.app, 'POST', '/transports/', token(), {
      packageId: `NOLINES-${product.sku}`,
      sourceInventoryId: source.id,
    });
    expect(expectError(noLines, 400)).toMatch(/at least one product line/);

    const t = await transfer(source.id, destination.id, product.id, 1);
    await moveTransportOk(ctx.app, token(), t.id, 'in_transit');
    const del = await callApi(ctx.app, 'DELETE', `/inventory/${destination.id}`, users.admin.token);
    expect(expectError(del, 409)).toBe(
      `This inventory is the source or destination of open transports ("${t.packageId}"). Deliver or cancel them first.`,
    );
    const delTransport = await callApi(ctx.app, 'DELETE', `/transports/${t.id}`, users.admin.token);
    expect(expectError(delTransport, 409)).toMatch(/cancel it first/);

    // Once delivered, the warehouse can close: the transport keeps its points, not the link.
    await moveTransportOk(ctx.app, token(), t.id, 'delivered');
    await callApi(ctx.app, 'DELETE', `/inventory/${destination.id}/products`, token(), {
      productId: product.id,
    });
    const closed = await callApi(ctx.app, 'DELETE', `/inventory/${destination.id}`, users.admin.token);
    expect(closed.statusCode, closed.body).toBe(200);
    const { transport } = await getData<{ transport: TTransportDetail }>(
      ctx.app,
      `/transports/${t.id}`,
      token(),
    );
    expect(transport.destinationInventory).toBeNull();
    expect(transport.destination).toEqual(destination.inventoryLocation);
  });

  it('a receipt may not take a quantity past the largest the system keeps', async () => {
    const { product, source } = await twoWarehouses(1);
    await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), { quantity: 999_999_998 });
    const receipt = await transfer(null, source.id, product.id, 5);
    await moveTransportOk(ctx.app, token(), receipt.id, 'in_transit');
    const res = await moveTransport(ctx.app, token(), receipt.id, 'delivered');
    expect(expectError(res, 409)).toMatch(/would take its quantity past 1,00,00,00,000/);
    expect(await productOf(product.id)).toMatchObject({ quantity: 999_999_998, placedQuantity: 1 });
  });

  it('a transport created as delivered moves its units straight to the destination', async () => {
    const { product, source, destination } = await twoWarehouses(4);
    const t = await createTransport(ctx.app, token(), {
      status: 'delivered',
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 4 }],
    });
    expect(t.history.map((h) => [h.from, h.to])).toEqual([[null, 'delivered']]);
    expect(await heldIn(source.id, product.id)).toBe(0);
    expect(await heldIn(destination.id, product.id)).toBe(4);
  });

  it('the in-transit list needs a signed-in user and a known inventory', async () => {
    const { source } = await twoWarehouses(1);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/${source.id}/in-transit`,
    });
    expectError(anonymous, 401);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/inventory/00000000-0000-4000-8000-000000000000/in-transit',
      headers: { authorization: `Bearer ${token()}` },
    });
    expectError(missing, 404);
  });
});
