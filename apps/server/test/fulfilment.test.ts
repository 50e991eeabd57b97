import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  indiaDateFromToday,
  type TCustomer,
  type TOrderPickList,
  type TProduct,
  type TSalesOrder,
  type TSalesReturn,
  type TStorage,
} from '@godown/shared';
import { stockMovements } from '../src/db/schema.js';
import { queryRows } from '../src/db/transaction.js';
import { pdfText } from './support/barcodes.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, createStorage, heldIn, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { deliverWithProof, moveTransport, moveTransportOk, pngImage } from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

// A sales order on its way (docs/domain.md#picking-shipping-and-returns): one-click allocation to
// batches and racks, picking, packing a shipment the driver delivers, and returns.
const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;
let driver: RegisteredUser;
beforeAll(async () => {
  driver = await registerUser(ctx.app, { role: 'driver' });
});

// After every test: what the trigger keeps in sales_claims is what the allocations that have not
// left claim, summed again from them (allocations.ts reads the kept sums to allocate).
afterEach(async () => {
  const differ = await queryRows<{ place: string }>(
    ctx.database.db,
    sql`WITH kept AS (
          SELECT inventory_id, product_id, batch_id, storage_unit_id, units FROM sales_claims WHERE units <> 0
        ), summed AS (
          SELECT inventory_id, product_id, batch_id, storage_unit_id, sum(units)::int AS units FROM (
            SELECT inventory_id, product_id, batch_id, storage_unit_id, quantity - picked_quantity AS units
            FROM sales_allocations a WHERE NOT EXISTS (
              SELECT 1 FROM transports t WHERE t.id = a.shipment_id AND t.status <> 'pending')
            UNION ALL
            SELECT inventory_id, product_id, batch_id, NULL, picked_quantity FROM sales_allocations a
            WHERE NOT EXISTS (SELECT 1 FROM transports t WHERE t.id = a.shipment_id AND t.status <> 'pending')
          ) d GROUP BY 1, 2, 3, 4 HAVING sum(units) <> 0
        )
        SELECT concat_ws('|', inventory_id, product_id, batch_id, storage_unit_id, units) AS place
        FROM ((TABLE kept EXCEPT TABLE summed) UNION ALL (TABLE summed EXCEPT TABLE kept)) x`,
  );
  expect(differ).toEqual([]);
});

const orderOf = (res: { json(): unknown }) =>
  (res.json() as { data: { salesOrder: TSalesOrder } }).data.salesOrder;
const pickListOf = (res: { json(): unknown }) =>
  (res.json() as { data: { pickList: TOrderPickList } }).data.pickList;

async function ok<R extends { statusCode: number; body: string }, T>(
  res: R,
  status: number,
  read: (r: R) => T,
) {
  expect(res.statusCode, res.body).toBe(status);
  return read(res);
}

let shop: TCustomer;
beforeAll(async () => {
  const res = await callApi(ctx.app, 'POST', '/customers', token(), {
    name: `Chemist ${unique()}`,
    stateCode: '27',
    shippingAddress: {
      line: '4 FC Road',
      district: 'Pune',
      pinCode: '411004',
      point: { type: 'Point', coordinates: [73.84, 18.52] },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  shop = (res.json() as { data: { customer: TCustomer } }).data.customer;
});

/** A warehouse with two racks and a batched product (₹50). */
async function warehouse() {
  const inventory = await createInventory(ctx.app, users.admin.token, {
    totalCapacity: 1e6,
    totalVolume: 1e6,
  });
  const tag = unique();
  const rackA = await createStorage(ctx.app, users.admin.token, inventory.id, { locationId: `A-01-${tag}` });
  const rackB = await createStorage(ctx.app, users.admin.token, inventory.id, { locationId: `A-02-${tag}` });
  const product = await createProduct(ctx.app, token(), { quantity: 500, price: 50 });
  return { inventory, rackA, rackB, product };
}

/** Places units of a batch (and moves `racked` of them into a rack); returns the batch id. */
async function stockBatch(
  inventoryId: string,
  product: TProduct,
  code: string,
  expiryDate: string,
  quantity: number,
  racked?: { rack: TStorage; quantity: number },
): Promise<string> {
  const res = await callApi(ctx.app, 'POST', `/inventory/${inventoryId}/products`, token(), {
    productId: product.id,
    quantity,
    batch: { code, expiryDate },
  });
  expect(res.statusCode, res.body).toBe(201);
  const batches = await getData<{ batches: { id: string; code: string }[] }>(
    ctx.app,
    `/products/${product.id}/batches`,
  );
  const batchId = batches.batches.find((b) => b.code === code)!.id;
  if (racked) {
    const moved = await callApi(ctx.app, 'POST', '/stock/move', token(), {
      productId: product.id,
      batchId,
      quantity: racked.quantity,
      from: { inventoryId },
      to: { inventoryId, storageUnitId: racked.rack.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return batchId;
}

async function confirmedOrder(inventoryId: string, lines: { product: string; quantity: number }[]) {
  const taken = await ok(
    await callApi(ctx.app, 'POST', '/sales-orders', token(), { customerId: shop.id, inventoryId, lines }),
    201,
    orderOf,
  );
  return ok(await callApi(ctx.app, 'POST', `/sales-orders/${taken.id}/confirm`, token()), 200, orderOf);
}

const allocate = (id: string, body: Record<string, unknown> = {}, as = token()) =>
  callApi(ctx.app, 'POST', `/sales-orders/${id}/allocate`, as, body);
const pick = (id: string, allocation: number, quantity: number, short?: boolean) =>
  callApi(ctx.app, 'POST', `/sales-orders/${id}/picks`, token(), {
    allocation,
    quantity,
    ...(short !== undefined && { short }),
  });
const pickList = (id: string) =>
  getData<{ pickList: TOrderPickList }>(ctx.app, `/sales-orders/${id}/pick-list`, token());
const rackHolds = async (rack: TStorage) =>
  (await getData<{ total: number }>(ctx.app, `/storages/${rack.id}/stock`)).total;

/** Picks every allocation of the order in full. */
async function pickAll(id: string) {
  for (const a of (await pickList(id)).pickList.allocations) {
    await ok(await pick(id, a.id, a.quantity - a.pickedQuantity), 200, pickListOf);
  }
}

describe('allocating in one click', () => {
  it('takes the earliest expiry first, its racks by location then its loose units, and says what is left', async () => {
    const { inventory, rackA, rackB, product } = await warehouse();
    await stockBatch(inventory.id, product, 'LATE', indiaDateFromToday(300), 10, {
      rack: rackA,
      quantity: 10,
    });
    await stockBatch(inventory.id, product, 'EARLY', indiaDateFromToday(60), 9, { rack: rackB, quantity: 4 });
    // Of EARLY: 4 in A-02, then 2 moved into A-01 and 3 loose.
    const early = (
      await getData<{ batches: { id: string; code: string }[] }>(ctx.app, `/products/${product.id}/batches`)
    ).batches.find((b) => b.code === 'EARLY')!.id;
    await callApi(ctx.app, 'POST', '/stock/move', token(), {
      productId: product.id,
      batchId: early,
      quantity: 2,
      from: { inventoryId: inventory.id },
      to: { inventoryId: inventory.id, storageUnitId: rackA.id },
    });
    const order = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 12 }]);
    expect(order.lines[0]).toMatchObject({ reservedQuantity: 12, allocatedQuantity: 0 });

    const allocated = await ok(await allocate(order.id), 200, orderOf);
    expect(allocated.lines[0]).toMatchObject({
      reservedQuantity: 12,
      allocatedQuantity: 12,
      pickedQuantity: 0,
    });
    const list = (await pickList(order.id)).pickList;
    expect(
      list.allocations.map((a) => [a.storageUnit?.locationId.slice(0, 4) ?? null, a.batch?.code, a.quantity]),
    ).toEqual([
      ['A-01', 'EARLY', 2],
      ['A-01', 'LATE', 3],
      ['A-02', 'EARLY', 4],
      [null, 'EARLY', 3],
    ]);
    expect(list.unallocated).toEqual([]);
    expectError(await allocate(order.id), 409, 'CONFLICT');

    // A second order is allocated from what the first left: LATE in A-01.
    const second = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 5 }]);
    await ok(await allocate(second.id), 200, orderOf);
    expect((await pickList(second.id)).pickList.allocations.map((a) => [a.batch?.code, a.quantity])).toEqual([
      ['LATE', 5],
    ]);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sales-orders/${order.id}/pick-list.pdf`,
      headers: auth(token()),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Pick list ${order.number}`);
    expect(text).toContain('EARLY');
  });

  it('never allocates an expired batch without an admin and a reason', async () => {
    const { inventory, product } = await warehouse();
    await stockBatch(inventory.id, product, 'OLD', indiaDateFromToday(-5), 6);
    const order = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 4 }]);
    const refused = await allocate(order.id);
    expectError(refused, 409, 'CONFLICT');
    expect(refused.json()).toMatchObject({ error: { reason: 'allocation.expiredBatches' } });
    expectError(await allocate(order.id, { expiredReason: 'Customer takes short-dated stock' }), 403);
    await ok(
      await allocate(order.id, { expiredReason: 'Customer takes short-dated stock' }, users.admin.token),
      200,
      orderOf,
    );
    const [allocation] = (await pickList(order.id)).pickList.allocations;
    expect(allocation).toMatchObject({
      batch: { code: 'OLD' },
      quantity: 4,
      expiredNote: 'Customer takes short-dated stock',
    });
  });

  it('refuses a draft, and a cancelled order lets its places go', async () => {
    const { inventory, product } = await warehouse();
    await stockBatch(inventory.id, product, 'B1', indiaDateFromToday(90), 5);
    const draft = await ok(
      await callApi(ctx.app, 'POST', '/sales-orders', token(), {
        customerId: shop.id,
        inventoryId: inventory.id,
        lines: [{ product: product.id, quantity: 2 }],
      }),
      201,
      orderOf,
    );
    expect(expectError(await allocate(draft.id), 409)).toContain('draft');
    const order = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 5 }]);
    await ok(await allocate(order.id), 200, orderOf);
    await ok(await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/cancel`, token()), 200, orderOf);
    const other = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 5 }]);
    await ok(await allocate(other.id), 200, orderOf);
    expect((await pickList(other.id)).pickList.allocations[0]).toMatchObject({ quantity: 5 });
  });
});

describe("the dashboard's figures and the list's filters", () => {
  it('counts open orders due today, late and waiting for stock, and lists each', async () => {
    const { inventory, product } = await warehouse();
    await stockBatch(inventory.id, product, 'F1', indiaDateFromToday(90), 3);
    const figures = async () =>
      getData<{ dueToday: number; backordered: number; late: number }>(
        ctx.app,
        '/sales-orders/figures',
        token(),
      );
    const before = await figures();
    const take = async (expectedDate: string, quantity: number) => {
      const order = await confirmedOrder(inventory.id, [{ product: product.id, quantity }]);
      await callApi(ctx.app, 'PUT', `/sales-orders/${order.id}`, token(), { expectedDate });
      return order;
    };
    const today = await take(indiaDateFromToday(0), 2);
    const late = await take(indiaDateFromToday(-3), 5);
    expect(await figures()).toEqual({
      dueToday: before.dueToday + 1,
      late: before.late + 1,
      backordered: before.backordered + 1,
    });
    const ids = async (query: string) =>
      (
        await getData<{ salesOrders: { id: string }[] }>(
          ctx.app,
          `/sales-orders?${query}&limit=1000`,
          token(),
        )
      ).salesOrders.map((o) => o.id);
    expect(await ids('due=today')).toContain(today.id);
    expect(await ids('due=today')).not.toContain(late.id);
    expect(await ids('due=late')).toContain(late.id);
    expect(await ids('backordered=true')).toContain(late.id);
    expect(await ids('backordered=true')).not.toContain(today.id);
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/sales-orders?due=tomorrow',
        headers: auth(token()),
      }),
      400,
    );
  });
});

describe('picking', () => {
  it('takes picked units off the rack, refuses more than allocated, and re-allocates or backorders a short pick', async () => {
    const { inventory, rackA, product } = await warehouse();
    await stockBatch(inventory.id, product, 'P1', indiaDateFromToday(30), 4, { rack: rackA, quantity: 4 });
    await stockBatch(inventory.id, product, 'P2', indiaDateFromToday(90), 2);
    const order = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 6 }]);
    await ok(await allocate(order.id), 200, orderOf);
    const [inRack, loose] = (await pickList(order.id)).pickList.allocations;
    expect([inRack?.batch?.code, inRack?.quantity, loose?.batch?.code, loose?.quantity]).toEqual([
      'P1',
      4,
      'P2',
      2,
    ]);

    expect(await rackHolds(rackA)).toBe(4);
    const after = await ok(await pick(order.id, inRack!.id, 1), 200, pickListOf);
    expect(after.allocations.find((a) => a.id === inRack!.id)).toMatchObject({ pickedQuantity: 1 });
    expect(await rackHolds(rackA)).toBe(3);
    expect(expectError(await pick(order.id, inRack!.id, 4), 409)).toContain('3 units');
    expectError(await pick(order.id, 999_999_999, 1), 409);

    // One more found, then the rest is not there: nothing else is free, so 2 wait as a backorder.
    await ok(await pick(order.id, inRack!.id, 1, true), 200, pickListOf);
    const shown = await getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${order.id}`, token());
    expect(shown.salesOrder.lines[0]).toMatchObject({
      reservedQuantity: 4,
      backorderedQuantity: 2,
      pickedQuantity: 2,
    });
    expect(shown.salesOrder.backordered).toBe(true);
    expectError(await pick(order.id, inRack!.id, 1), 409);
  });
});

describe('shipping and returns', () => {
  it('packs the picked units, the driver delivers them, and a return goes to quarantine then back to stock', async () => {
    const { inventory, rackA, rackB, product } = await warehouse();
    const plain = await createProduct(ctx.app, token(), { quantity: 100, price: 20 });
    expect(
      (
        await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, token(), {
          productId: plain.id,
          quantity: 30,
        })
      ).statusCode,
    ).toBe(201);
    const batchId = await stockBatch(inventory.id, product, 'S1', indiaDateFromToday(120), 10, {
      rack: rackA,
      quantity: 10,
    });
    const order = await confirmedOrder(inventory.id, [
      { product: product.id, quantity: 6 },
      { product: plain.id, quantity: 8 },
    ]);
    await ok(await allocate(order.id), 200, orderOf);
    expectError(await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/shipments`, token(), {}), 409);
    await pickAll(order.id);

    const packed = await ok(
      await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/shipments`, token(), {
        assignedTo: driver.user.id,
        vehicleNumber: 'mh 12 ab 1234',
        eta: indiaDateFromToday(1),
      }),
      201,
      orderOf,
    );
    const [shipment] = packed.shipments;
    expect(shipment).toMatchObject({
      packageId: `${order.number}-1`,
      status: 'pending',
      vehicleNumber: 'MH12AB1234',
      units: 14,
      driver: { id: driver.user.id },
    });
    expect(packed.status).toBe('confirmed');
    // The shipment's lines are the order's.
    const edit = await callApi(ctx.app, 'PUT', `/transports/${shipment!.id}`, token(), {
      products: [{ product: plain.id, quantity: 1 }],
    });
    expect(expectError(edit, 409)).toContain(order.number);
    expectError(await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/cancel`, token()), 409);

    const challan = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sales-orders/${order.id}/shipments/${shipment!.id}/challan.pdf`,
      headers: auth(token()),
    });
    expect(challan.statusCode).toBe(200);
    const { text } = await pdfText(challan.rawPayload);
    expect(text).toContain('MH12AB1234');
    expect(text).toContain(product.productName);
    expect(text).toContain('S1');

    const before = await heldIn(ctx.app, inventory.id, plain.id);
    await moveTransportOk(ctx.app, users.staff.token, shipment!.id, 'in_transit');
    let shown = (await getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${order.id}`, token()))
      .salesOrder;
    expect(shown.status).toBe('shipped');
    expect(shown.lines.map((l) => [l.reservedQuantity, l.shippedQuantity, l.deliveredQuantity])).toEqual([
      [0, 6, 0],
      [0, 8, 0],
    ]);
    expect(await heldIn(ctx.app, inventory.id, plain.id)).toBe(before - 8);
    const [dispatched] = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.salesOrderId, order.id),
          eq(stockMovements.reason, 'dispatched'),
          eq(stockMovements.productId, plain.id),
        ),
      );
    expect(dispatched).toMatchObject({ delta: -8, transportId: shipment!.id });

    const delivered = await deliverWithProof(ctx.app, driver.token, shipment!.id, {
      fields: { receiverName: 'Shop owner' },
      photo: { bytes: await pngImage(), type: 'image/png', name: 'photo.png' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    shown = (await getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${order.id}`, token()))
      .salesOrder;
    expect(shown.status).toBe('delivered');
    expect(shown.lines.map((l) => [l.deliveredQuantity, l.toDeliverQuantity])).toEqual([
      [6, 0],
      [8, 0],
    ]);

    // Two units of S1 come back into quarantine: out of stock until released.
    const heldBefore = await heldIn(ctx.app, inventory.id, product.id);
    const returnBody = {
      shipment: shipment!.id,
      storageUnitId: rackB.id,
      lines: [{ line: 1, batch: batchId, quantity: 2, reason: 'damaged', disposition: 'quarantine' }],
    };
    const back = await ok(
      await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/returns`, token(), returnBody),
      201,
      (r) => (r.json() as { data: { salesReturn: TSalesReturn } }).data.salesReturn,
    );
    expect(back).toMatchObject({ number: expect.stringMatching(/^SR\//), storageUnit: { id: rackB.id } });
    expect(back.lines).toMatchObject([
      { lineNo: 1, quantity: 2, state: 'quarantined', batch: { code: 'S1' } },
    ]);
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(heldBefore);
    // Never more than delivered less returned: 4 of S1 are left to return.
    const over = await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/returns`, token(), {
      ...returnBody,
      lines: [{ ...returnBody.lines[0], quantity: 5 }],
    });
    expect(expectError(over, 409)).toContain('4 units');
    expectError(
      await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/returns`, token(), {
        ...returnBody,
        storageUnitId: undefined,
      }),
      400,
    );
    shown = (await getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${order.id}`, token()))
      .salesOrder;
    expect(shown.lines[0]!.returnedQuantity).toBe(2);
    expect(shown.returns).toMatchObject([{ number: back.number, units: 2 }]);
    expect(shown.shipments[0]!.contents).toMatchObject([
      { lineNo: 1, batch: { code: 'S1' }, quantity: 6, returned: 2 },
      { lineNo: 2, batch: null, quantity: 8, returned: 0 },
    ]);
    const quarantined = await getData<{ salesReturns: TSalesReturn[] }>(
      ctx.app,
      `/sales-returns?quarantined=true&salesOrder=${order.id}`,
      token(),
    );
    expect(quarantined.salesReturns.map((r) => r.id)).toEqual([back.id]);

    const released = await callApi(ctx.app, 'POST', `/sales-returns/${back.id}/release`, token(), {
      disposition: 'restock',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(heldBefore + 2);
    expect(await rackHolds(rackB)).toBe(2);
    expectError(
      await callApi(ctx.app, 'POST', `/sales-returns/${back.id}/release`, token(), {
        disposition: 'writeOff',
      }),
      409,
    );

    // A written-off unit: ledgered in and out, the stock unchanged.
    const plainBefore = await heldIn(ctx.app, inventory.id, plain.id);
    await ok(
      await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/returns`, token(), {
        shipment: shipment!.id,
        lines: [{ line: 2, quantity: 1, reason: 'expired', disposition: 'writeOff' }],
      }),
      201,
      (r) => r,
    );
    expect(await heldIn(ctx.app, inventory.id, plain.id)).toBe(plainBefore);
    const reasons = await ctx.database.db
      .select({ reason: stockMovements.reason, delta: stockMovements.delta })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.salesOrderId, order.id),
          eq(stockMovements.productId, plain.id),
          eq(stockMovements.scope, 'stock'),
        ),
      );
    expect(reasons.filter((r) => r.reason !== 'dispatched' && r.reason !== 'delivered')).toEqual(
      expect.arrayContaining([
        { reason: 'customerReturn', delta: 1 },
        { reason: 'writtenOff', delta: -1 },
      ]),
    );
  });

  it('ships in parts; a shipment cancelled before it leaves unpacks, one cancelled on the road is held again', async () => {
    const { inventory, product } = await warehouse();
    await stockBatch(inventory.id, product, 'Q1', indiaDateFromToday(90), 10);
    const order = await confirmedOrder(inventory.id, [{ product: product.id, quantity: 10 }]);
    await ok(await allocate(order.id), 200, orderOf);
    const [allocation] = (await pickList(order.id)).pickList.allocations;
    await ok(await pick(order.id, allocation!.id, 4), 200, pickListOf);
    let shown = await ok(
      await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/shipments`, token(), {}),
      201,
      orderOf,
    );
    const first = shown.shipments[0]!;
    expect(first.units).toBe(4);
    // The 6 not yet picked stay to pick.
    expect(
      (await pickList(order.id)).pickList.allocations.map((a) => [a.quantity, a.pickedQuantity]),
    ).toEqual([[6, 0]]);

    await ok(await callApi(ctx.app, 'POST', `/transports/${first.id}/cancel`, token()), 200, (r) => r);
    shown = await ok(
      await callApi(ctx.app, 'POST', `/sales-orders/${order.id}/shipments`, token(), {}),
      201,
      orderOf,
    );
    const second = shown.shipments.find((s) => s.status === 'pending')!;
    expect(second.units).toBe(4);
    await moveTransportOk(ctx.app, users.staff.token, second.id, 'dispatched');
    shown = (await getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${order.id}`, token()))
      .salesOrder;
    expect(shown.status).toBe('partlyShipped');
    expect(shown.lines[0]).toMatchObject({ shippedQuantity: 4, reservedQuantity: 6 });

    // Cancelled on the road: the units come back, are held for the order again and wait to be allocated.
    const back = await moveTransport(ctx.app, users.staff.token, second.id, 'cancelled');
    expect(back.statusCode, back.body).toBe(200);
    shown = (await getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${order.id}`, token()))
      .salesOrder;
    expect(shown.status).toBe('confirmed');
    expect(shown.lines[0]).toMatchObject({
      shippedQuantity: 0,
      reservedQuantity: 10,
      backorderedQuantity: 0,
    });
    expect((await pickList(order.id)).pickList.unallocated).toMatchObject([{ quantity: 4 }]);
  });
});
