import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TOrderPickList, TSalesOrder, TSalesReturn } from '@godown/shared';
import { callApi, getData } from './http.js';
import { createInventory, createProduct, createStorage } from './stock.js';

// Sales orders on their way (docs/domain.md#picking-shipping-and-returns), made through the API for
// the suites that call every endpoint: a warehouse of their own holding plenty of one product, so
// their orders never hold units another suite's rows need.

export interface FulfilmentFixture {
  inventoryId: string;
  storageUnitId: string;
  productId: string;
  /** Confirmed and allocated: one allocation of 500 loose units, none picked. */
  allocated: { orderId: string; allocationId: number };
  /** 500 units delivered in one shipment. */
  delivered: { orderId: string; shipmentId: string };
  /** A return of the delivered order, its unit written off. */
  returnId: string;
  /** A confirmed order of `units` units; its id. */
  confirmedOrder(units?: number): Promise<string>;
  /** A confirmed order of one unit, allocated and picked; its id. */
  pickedOrder(): Promise<string>;
  /** A return of one delivered unit into quarantine; its id. */
  quarantinedReturn(): Promise<string>;
}

export async function fulfilmentFixture(
  app: FastifyInstance,
  token: string,
  customerId: string,
): Promise<FulfilmentFixture> {
  const inventory = await createInventory(app, token, { totalCapacity: 1e9, totalVolume: 1e9 });
  const storage = await createStorage(app, token, inventory.id);
  const product = await createProduct(app, token, { quantity: 100_000, price: 10 });
  const placed = await callApi(app, 'POST', `/inventory/${inventory.id}/products`, token, {
    productId: product.id,
    quantity: 50_000,
  });
  expect(placed.statusCode, placed.body).toBe(201);

  const post = async (url: string, body?: unknown, status = 200) => {
    const res = await callApi(app, 'POST', url, token, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { data: Record<string, unknown> };
  };
  const confirmedOrder = async (units = 1) => {
    const { data } = await post(
      '/sales-orders',
      { customerId, inventoryId: inventory.id, lines: [{ product: product.id, quantity: units }] },
      201,
    );
    const id = (data.salesOrder as TSalesOrder).id;
    await post(`/sales-orders/${id}/confirm`);
    return id;
  };
  const allocationOf = async (orderId: string) =>
    (await getData<{ pickList: TOrderPickList }>(app, `/sales-orders/${orderId}/pick-list`, token)).pickList
      .allocations[0]!;
  const pickedOrder = async (units = 1) => {
    const id = await confirmedOrder(units);
    await post(`/sales-orders/${id}/allocate`, {});
    await post(`/sales-orders/${id}/picks`, { allocation: (await allocationOf(id)).id, quantity: units });
    return id;
  };

  const allocatedId = await confirmedOrder(500);
  await post(`/sales-orders/${allocatedId}/allocate`, {});
  const deliveredId = await pickedOrder(500);
  const { data } = await post(`/sales-orders/${deliveredId}/shipments`, {}, 201);
  const shipmentId = (data.salesOrder as TSalesOrder).shipments[0]!.id;
  for (const status of ['in_transit', 'delivered']) {
    const moved = await callApi(app, 'PUT', `/transports/${shipmentId}`, token, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const returned = async (disposition: 'writeOff' | 'quarantine') =>
    (
      (
        await post(
          `/sales-orders/${deliveredId}/returns`,
          {
            shipment: shipmentId,
            storageUnitId: storage.id,
            lines: [{ line: 1, quantity: 1, reason: 'damaged', disposition }],
          },
          201,
        )
      ).data.salesReturn as TSalesReturn
    ).id;

  return {
    inventoryId: inventory.id,
    storageUnitId: storage.id,
    productId: product.id,
    allocated: { orderId: allocatedId, allocationId: (await allocationOf(allocatedId)).id },
    delivered: { orderId: deliveredId, shipmentId },
    returnId: await returned('writeOff'),
    confirmedOrder,
    pickedOrder: () => pickedOrder(1),
    quarantinedReturn: () => returned('quarantine'),
  };
}
