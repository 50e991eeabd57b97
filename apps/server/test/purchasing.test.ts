import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TProductBatchList,
  TPurchaseOrder,
  TPurchaseOrderCreate,
  TPurchaseOrderList,
  TReorderSuggestions,
} from '@godown/shared';
import { callApi, expectError, getData } from './support/http.js';
import {
  createInventory,
  createProduct,
  heldIn,
  ledgerSum,
  productOf,
  useStockUsers,
} from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, type RegisteredUser } from './support/users.js';
import { daysFromToday } from './support/dates.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;
let supplier: RegisteredUser;
let otherSupplier: RegisteredUser;
beforeAll(async () => {
  supplier = await registerUser(ctx.app, { role: 'supplier' });
  otherSupplier = await registerUser(ctx.app, { role: 'supplier' });
});

const orderOf = (res: { json(): unknown }) =>
  (res.json() as { data: { purchaseOrder: TPurchaseOrder } }).data.purchaseOrder;

/** A product (1 kg a unit, ₹40) and a warehouse to buy it into. */
async function setUp(options: { capacity?: number } = {}) {
  const product = await createProduct(ctx.app, token(), {
    quantity: 0,
    weight: 1,
    price: 40,
    thresholdLimit: 10,
  });
  const inventory = await createInventory(ctx.app, users.admin.token, {
    name: `Receiving ${product.sku}`,
    totalCapacity: options.capacity ?? 10_000,
  });
  return { product, inventory };
}

async function createOrder(
  body: Partial<TPurchaseOrderCreate> & Pick<TPurchaseOrderCreate, 'destinationInventoryId' | 'lines'>,
) {
  const res = await callApi(ctx.app, 'POST', '/purchase-orders', token(), {
    supplierId: supplier.user.id,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderOf(res);
}

async function act(path: string, payload: unknown, as = token(), method: 'POST' | 'PUT' = 'POST') {
  return callApi(ctx.app, method, path, as, payload);
}

async function actOk(path: string, payload: unknown, as = token(), method: 'POST' | 'PUT' = 'POST') {
  const res = await act(path, payload, as, method);
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(res);
}

describe('purchase orders', () => {
  it('goes draft → sent → confirmed (by the supplier) → shipped → received with two batches', async () => {
    const { product, inventory } = await setUp();
    const draft = await createOrder({
      destinationInventoryId: inventory.id,
      expectedDate: daysFromToday(5),
      lines: [{ product: product.id, quantity: 30, unitPrice: 35.5 }],
    });
    expect(draft).toMatchObject({ status: 'draft', totalValue: 1065, totalQuantity: 30, lineCount: 1 });
    expect(draft.number).toMatch(/^PO-\d{5}$/);

    // A supplier never sees a draft.
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/purchase-orders/${draft.id}`,
      headers: { authorization: `Bearer ${supplier.token}` },
    });
    expectError(hidden, 404, 'NOT_FOUND');

    await actOk(`/purchase-orders/${draft.id}`, { status: 'sent' }, token(), 'PUT');
    const mine = await getData<TPurchaseOrderList>(ctx.app, '/purchase-orders', supplier.token);
    expect(mine.purchaseOrders.map((o) => o.id)).toContain(draft.id);
    const others = await getData<TPurchaseOrderList>(ctx.app, '/purchase-orders', otherSupplier.token);
    expect(others.purchaseOrders.map((o) => o.id)).not.toContain(draft.id);
    expectError(
      await act(
        `/purchase-orders/${draft.id}/confirm`,
        { confirmedDate: daysFromToday(3) },
        otherSupplier.token,
      ),
      404,
    );

    const confirmed = await actOk(
      `/purchase-orders/${draft.id}/confirm`,
      { confirmedDate: daysFromToday(3), note: 'Ready Monday' },
      supplier.token,
    );
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      confirmedDate: daysFromToday(3),
      supplierNote: 'Ready Monday',
      changesProposed: false,
    });

    const shipped = await actOk(
      `/purchase-orders/${draft.id}/ship`,
      { eta: daysFromToday(4) },
      supplier.token,
    );
    expect(shipped.transport).toMatchObject({ packageId: `${draft.number}-S1`, status: 'in_transit' });
    expectError(await act(`/purchase-orders/${draft.id}/ship`, {}, supplier.token), 409);
    // The consignment is received on the order, not by marking the transport delivered.
    const byHand = await callApi(ctx.app, 'PUT', `/transports/${shipped.transport!.id}`, token(), {
      status: 'delivered',
    });
    expect(expectError(byHand, 409)).toMatch(/receive it on the purchase order/);

    const partly = await actOk(`/purchase-orders/${draft.id}/receive`, {
      lines: [{ product: product.id, quantity: 12, batch: { code: 'LOT-A', expiryDate: daysFromToday(40) } }],
    });
    expect(partly).toMatchObject({ status: 'partially_received', receivedQuantity: 12 });
    const done = await actOk(`/purchase-orders/${draft.id}/receive`, {
      lines: [
        {
          product: product.id,
          quantity: 10,
          batch: { code: 'LOT-B', mfgDate: daysFromToday(-10), expiryDate: daysFromToday(20) },
        },
        { product: product.id, quantity: 8 },
      ],
    });
    expect(done).toMatchObject({ status: 'received', receivedQuantity: 30 });
    expect(done.transport!.status).toBe('delivered');
    expect(done.receipts.map((r) => [r.batch?.code ?? null, r.quantity]).sort()).toEqual(
      [
        ['LOT-A', 12],
        ['LOT-B', 10],
        [null, 8],
      ].sort(),
    );

    const after = await productOf(ctx.app, product.id);
    expect(after).toMatchObject({
      quantity: 30,
      placedQuantity: 30,
      batchId: 'LOT-B',
      expiryDate: daysFromToday(20),
    });
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(30);
    expect(await ledgerSum(ctx.database.db, product.id, 'stock')).toBe(30);
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', inventory.id)).toBe(30);
    const batches = await getData<TProductBatchList>(ctx.app, `/products/${product.id}/batches`);
    expect(batches.batches.map((b) => [b.code, b.quantity])).toEqual([
      ['LOT-B', 10],
      ['LOT-A', 12],
    ]);
    expect(batches.unbatchedPlaced).toBe(8);
    expectError(
      await act(`/purchase-orders/${draft.id}/receive`, { lines: [{ product: product.id, quantity: 1 }] }),
      409,
    );
  });

  it('refuses an over-receipt and a full inventory (409), changing nothing', async () => {
    const { product, inventory } = await setUp({ capacity: 15 });
    const order = await createOrder({
      destinationInventoryId: inventory.id,
      status: 'sent',
      lines: [{ product: product.id, quantity: 20, unitPrice: 40 }],
    });
    const over = await act(`/purchase-orders/${order.id}/receive`, {
      lines: [{ product: product.id, quantity: 21 }],
    });
    expect(expectError(over, 409)).toMatch(/20 were ordered and 0 already received/);
    const full = await act(`/purchase-orders/${order.id}/receive`, {
      lines: [{ product: product.id, quantity: 16 }],
    });
    expect(expectError(full, 409)).toMatch(/Not enough room/);
    expect((await productOf(ctx.app, product.id)).quantity).toBe(0);
    expect(
      orderOf(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/purchase-orders/${order.id}`,
          headers: { authorization: `Bearer ${token()}` },
        }),
      ).receivedQuantity,
    ).toBe(0);
  });

  it('never over-receives when two receipts of one line race', async () => {
    const { product, inventory } = await setUp();
    const order = await createOrder({
      destinationInventoryId: inventory.id,
      status: 'sent',
      lines: [{ product: product.id, quantity: 10, unitPrice: 40 }],
    });
    const results = await Promise.all(
      [7, 7].map((quantity) =>
        act(`/purchase-orders/${order.id}/receive`, { lines: [{ product: product.id, quantity }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await productOf(ctx.app, product.id)).quantity).toBe(7);
  });

  it('lets the supplier propose other quantities, which the buyer accepts or refuses', async () => {
    const { product, inventory } = await setUp();
    const order = await createOrder({
      destinationInventoryId: inventory.id,
      status: 'sent',
      lines: [{ product: product.id, quantity: 50, unitPrice: 10 }],
    });
    const proposed = await actOk(
      `/purchase-orders/${order.id}/confirm`,
      { confirmedDate: daysFromToday(2), lines: [{ product: product.id, quantity: 40 }] },
      supplier.token,
    );
    expect(proposed.changesProposed).toBe(true);
    expect(proposed.lines[0]).toMatchObject({ quantity: 50, proposedQuantity: 40 });
    expectError(await act(`/purchase-orders/${order.id}/ship`, {}, supplier.token), 409);
    expectError(
      await act(`/purchase-orders/${order.id}/receive`, { lines: [{ product: product.id, quantity: 1 }] }),
      409,
    );

    const refused = await actOk(`/purchase-orders/${order.id}`, { acceptChanges: false }, token(), 'PUT');
    expect(refused).toMatchObject({ status: 'sent', changesProposed: false, confirmedDate: null });
    await actOk(
      `/purchase-orders/${order.id}/confirm`,
      { confirmedDate: daysFromToday(2), lines: [{ product: product.id, quantity: 45 }] },
      supplier.token,
    );
    const accepted = await actOk(`/purchase-orders/${order.id}`, { acceptChanges: true }, token(), 'PUT');
    expect(accepted).toMatchObject({
      status: 'confirmed',
      changesProposed: false,
      totalQuantity: 45,
      totalValue: 450,
    });
    expect(accepted.lines[0]!.proposedQuantity).toBeNull();
  });

  it('refuses illegal status moves (409) and bad references (400)', async () => {
    const { product, inventory } = await setUp();
    const order = await createOrder({
      destinationInventoryId: inventory.id,
      lines: [{ product: product.id, quantity: 5, unitPrice: 1 }],
    });
    expect(
      expectError(await act(`/purchase-orders/${order.id}`, { status: 'received' }, token(), 'PUT'), 409),
    ).toMatch(/use Receive/);
    expect(
      expectError(await act(`/purchase-orders/${order.id}`, { status: 'confirmed' }, token(), 'PUT'), 409),
    ).toMatch(/is draft: it cannot become confirmed/);
    await actOk(`/purchase-orders/${order.id}`, { status: 'cancelled' }, token(), 'PUT');
    expectError(await act(`/purchase-orders/${order.id}`, { status: 'sent' }, token(), 'PUT'), 409);
    expectError(
      await act(`/purchase-orders/${order.id}/receive`, { lines: [{ product: product.id, quantity: 1 }] }),
      409,
    );

    const notSupplier = await callApi(ctx.app, 'POST', '/purchase-orders', token(), {
      supplierId: users.staff.user.id,
      destinationInventoryId: inventory.id,
      lines: [{ product: product.id, quantity: 1, unitPrice: 1 }],
    });
    expect(expectError(notSupplier, 400)).toMatch(/is not a supplier/);
    const duplicate = await callApi(ctx.app, 'POST', '/purchase-orders', token(), {
      supplierId: supplier.user.id,
      destinationInventoryId: inventory.id,
      lines: [
        { product: product.id, quantity: 1, unitPrice: 1 },
        { product: product.id, quantity: 2, unitPrice: 1 },
      ],
    });
    expectError(duplicate, 400);
  });
});

describe('GET /reorder/suggestions', () => {
  it('lists products at or under their reorder point with the quantity, its reasoning and value, by supplier', async () => {
    const product = await createProduct(ctx.app, token(), {
      quantity: 100,
      price: 20,
      thresholdLimit: 10,
      supplierId: supplier.user.id,
    });
    // 90 units leave the company over the last days: 3 a day on average over 30 days.
    const out = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), {
      quantity: 10,
      leadTimeDays: 5,
    });
    expect(out.statusCode, out.body).toBe(200);

    const all = await getData<TReorderSuggestions>(
      ctx.app,
      `/reorder/suggestions?supplier=${supplier.user.id}`,
      token(),
    );
    const group = all.groups.find((g) => g.supplier?.id === supplier.user.id)!;
    const line = group.lines.find((l) => l.product.id === product.id)!;
    // 3 a day × 5 days + 10 safety − 10 on hand = 15.
    expect(line).toMatchObject({
      onHand: 10,
      onOrder: 0,
      reorderPoint: 10,
      dailyOutflow: 3,
      daysOfCover: 3,
      suggestedQuantity: 15,
      value: 300,
    });
    expect(line.reasoning).toMatch(
      /3 a day went out over the last 30 days × 5 days' lead time \+ 10 safety stock − 10 on hand = 15/,
    );

    // On order counts: an open purchase order covering it takes it off the list.
    const inventory = await createInventory(ctx.app, users.admin.token);
    await createOrder({
      destinationInventoryId: inventory.id,
      status: 'sent',
      lines: [{ product: product.id, quantity: 15, unitPrice: 18 }],
    });
    const later = await getData<TReorderSuggestions>(
      ctx.app,
      `/reorder/suggestions?supplier=${supplier.user.id}`,
      token(),
    );
    expect(later.groups.flatMap((g) => g.lines).map((l) => l.product.id)).not.toContain(product.id);
  });

  it('uses a fixed reorder quantity or an order-up-to level when the product has one', async () => {
    const fixed = await createProduct(ctx.app, token(), {
      quantity: 2,
      reorderPoint: 5,
      reorderQuantity: 48,
    });
    const upTo = await createProduct(ctx.app, token(), { quantity: 2, reorderPoint: 5, orderUpTo: 60 });
    const list = await getData<TReorderSuggestions>(ctx.app, '/reorder/suggestions', token());
    const lines = list.groups.flatMap((g) => g.lines);
    expect(lines.find((l) => l.product.id === fixed.id)?.suggestedQuantity).toBe(48);
    expect(lines.find((l) => l.product.id === upTo.id)?.suggestedQuantity).toBe(58);
    const both = await callApi(ctx.app, 'POST', '/products/', token(), {
      productName: 'Both',
      reorderQuantity: 1,
      orderUpTo: 2,
    });
    expectError(both, 400);
  });
});
