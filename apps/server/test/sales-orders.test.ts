import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/transaction.js';
import {
  financialYearOf,
  indiaDateFromToday,
  type TCustomer,
  type TSalesOrder,
  type TSalesOrderList,
} from '@godown/shared';
import { callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, place, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { unique } from './support/users.js';

const ctx = useTestContext();
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const orderOf = (res: { json(): unknown }) =>
  (res.json() as { data: { salesOrder: TSalesOrder } }).data.salesOrder;

async function customer(body: Record<string, unknown> = {}): Promise<TCustomer> {
  const res = await callApi(ctx.app, 'POST', '/customers', token(), {
    name: `Shop ${unique()}`,
    stateCode: '27',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { customer: TCustomer } }).data.customer;
}

async function order(
  customerId: string,
  inventoryId: string,
  lines: { product: string; quantity: number }[],
) {
  const res = await callApi(ctx.app, 'POST', '/sales-orders', token(), { customerId, inventoryId, lines });
  expect(res.statusCode, res.body).toBe(201);
  return orderOf(res);
}

const confirm = async (id: string) => {
  const res = await callApi(ctx.app, 'POST', `/sales-orders/${id}/confirm`, token());
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(res);
};

/** A warehouse holding `units` of a new product (₹100, MRP ₹120). */
async function stocked(units: number) {
  const inventory = await createInventory(ctx.app, users.admin.token, {
    totalCapacity: 1e6,
    totalVolume: 1e6,
  });
  const product = await createProduct(ctx.app, token(), { quantity: units + 100, price: 100, mrp: 120 });
  if (units > 0)
    expect((await place(ctx.app, token(), inventory.id, product.id, units)).statusCode).toBe(201);
  return { inventory, product };
}

const placementOf = async (inventoryId: string, productId: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/inventory/${inventoryId}/products?limit=100`,
  });
  const rows = (res.json() as { data: { products: { product: { id: string }; quantity: number }[] } }).data
    .products;
  return rows.find((r) => r.product.id === productId)?.quantity ?? 0;
};

describe('taking a sales order', () => {
  it("numbers it from the financial year's series and prices it with the customer's list and the schemes", async () => {
    const { inventory, product } = await stocked(50);
    const gift = await createProduct(ctx.app, token(), { price: 10 });
    const list = await callApi(ctx.app, 'POST', '/price-lists', token(), {
      name: `Chemists ${unique()}`,
      items: [{ product: product.id, kind: 'price', value: 95 }],
    });
    const listId = (list.json() as { data: { priceList: { id: string } } }).data.priceList.id;
    await callApi(ctx.app, 'POST', '/schemes', token(), {
      kind: 'freeQuantity',
      name: `Gift ${unique()}`,
      product: product.id,
      buyQuantity: 10,
      freeProduct: gift.id,
      freeQuantity: 1,
    });
    const shop = await customer({
      priceListId: listId,
      billingAddress: { line: '1 MG Road', district: 'Pune', pinCode: '411001' },
    });
    const taken = await order(shop.id, inventory.id, [{ product: product.id, quantity: 25 }]);
    expect(taken.number).toMatch(new RegExp(`^SO/${financialYearOf(indiaDateFromToday())}/\\d{5}$`));
    expect(taken).toMatchObject({
      status: 'draft',
      customer: { id: shop.id },
      inventory: { id: inventory.id },
      priceListName: expect.stringContaining('Chemists'),
      shipTo: { line: '1 MG Road', pinCode: '411001' },
      subtotal: 2375,
      total: 2375,
      backordered: false,
    });
    expect(
      taken.lines.map((l) => [l.product.id, l.quantity, l.freeQuantity, l.rate, l.amount, l.isFree, l.units]),
    ).toEqual([
      [product.id, 25, 0, 95, 2375, false, 25],
      [gift.id, 0, 2, 0, 0, true, 2],
    ]);
    expect(taken.lines[0]!.priceBasis.reason).toBe('pricing.basisListPrice');
    // The free line says which scheme gave it, naming the product given.
    expect(taken.lines[1]!.scheme).toMatchObject({
      reason: 'pricing.schemeFreeOther',
      params: { freeProduct: gift.productName, earned: 2 },
    });
    const next = await order(shop.id, inventory.id, [{ product: product.id, quantity: 1 }]);
    expect(Number(next.number.slice(-5))).toBe(Number(taken.number.slice(-5)) + 1);
  });

  it('refuses an inactive customer, an unknown warehouse or product, a repeated product and a rate above the MRP', async () => {
    const { inventory, product } = await stocked(0);
    const inactive = await customer({ active: false });
    expectError(
      await callApi(ctx.app, 'POST', '/sales-orders', token(), {
        customerId: inactive.id,
        inventoryId: inventory.id,
        lines: [{ product: product.id, quantity: 1 }],
      }),
      409,
    );
    const shop = await customer();
    const body = (patch: Record<string, unknown>) => ({
      customerId: shop.id,
      inventoryId: inventory.id,
      lines: [{ product: product.id, quantity: 1 }],
      ...patch,
    });
    expectError(
      await callApi(ctx.app, 'POST', '/sales-orders', token(), body({ inventoryId: shop.id })),
      400,
    );
    expectError(
      await callApi(
        ctx.app,
        'POST',
        '/sales-orders',
        token(),
        body({ lines: [{ product: inventory.id, quantity: 1 }] }),
      ),
      400,
    );
    expectError(
      await callApi(
        ctx.app,
        'POST',
        '/sales-orders',
        token(),
        body({
          lines: [
            { product: product.id, quantity: 1 },
            { product: product.id, quantity: 2 },
          ],
        }),
      ),
      400,
    );
    // An order past what its amounts are kept in is refused, never overflowed.
    const costly = await createProduct(ctx.app, token(), { price: 10_000_000_000 });
    const huge = await callApi(
      ctx.app,
      'POST',
      '/sales-orders',
      token(),
      body({ lines: [{ product: costly.id, quantity: 1_000_000 }] }),
    );
    expect(expectError(huge, 409, 'CONFLICT')).toBe(
      'An order may come to at most ₹9,99,99,99,99,999.00: split it into smaller orders',
    );
    const dear = await callApi(ctx.app, 'POST', '/price-lists', token(), {
      name: `Dear ${unique()}`,
      items: [{ product: product.id, kind: 'price', value: 130 }],
    });
    const dearId = (dear.json() as { data: { priceList: { id: string } } }).data.priceList.id;
    const listed = await customer({ priceListId: dearId });
    const over = await callApi(ctx.app, 'POST', '/sales-orders', token(), body({ customerId: listed.id }));
    expect(expectError(over, 409, 'CONFLICT')).toBe(
      `${product.productName} would sell at ₹130.00, above its MRP ₹120.00: change the price list`,
    );
  });
});

describe('confirming: reservation and backorders', () => {
  it('holds what the warehouse has, backorders the rest, and no removal takes held units', async () => {
    const { inventory, product } = await stocked(30);
    const shop = await customer();
    const confirmed = await confirm(
      (await order(shop.id, inventory.id, [{ product: product.id, quantity: 40 }])).id,
    );
    expect(confirmed).toMatchObject({ status: 'confirmed', backordered: true });
    expect(confirmed.lines[0]).toMatchObject({
      reservedQuantity: 30,
      backorderedQuantity: 10,
      toDeliverQuantity: 40,
    });
    // Nothing is free: a removal, a transfer out and another order find none.
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/inventory/${inventory.id}/products`,
      headers: { authorization: `Bearer ${token()}` },
      payload: { productId: product.id, quantity: 1 },
    });
    expect(expectError(removal, 409)).toContain('held for sales orders');
    const transfer = await createTransport(ctx.app, token(), {
      products: [{ product: product.id, quantity: 1 }],
      sourceInventoryId: inventory.id,
      destinationInventoryId: (await createInventory(ctx.app, users.admin.token)).id,
    });
    const dispatched = await callApi(ctx.app, 'PUT', `/transports/${transfer.id}`, token(), {
      status: 'dispatched',
    });
    expectError(dispatched, 409);
    const second = await confirm(
      (await order(shop.id, inventory.id, [{ product: product.id, quantity: 5 }])).id,
    );
    expect(second.lines[0]).toMatchObject({ reservedQuantity: 0, backorderedQuantity: 5 });
    expect(await placementOf(inventory.id, product.id)).toBe(30);
  });

  it('units arriving fill the backorders, the oldest confirmed first; cancelling lets units go to the next', async () => {
    const { inventory, product } = await stocked(0);
    const shop = await customer();
    const first = await confirm(
      (await order(shop.id, inventory.id, [{ product: product.id, quantity: 6 }])).id,
    );
    const second = await confirm(
      (await order(shop.id, inventory.id, [{ product: product.id, quantity: 6 }])).id,
    );
    expect(first.lines[0]!.backorderedQuantity).toBe(6);
    expect((await place(ctx.app, token(), inventory.id, product.id, 8)).statusCode).toBe(201);
    const [a, b] = await Promise.all(
      [first.id, second.id].map((id) =>
        getData<{ salesOrder: TSalesOrder }>(ctx.app, `/sales-orders/${id}`, token()),
      ),
    );
    expect(a!.salesOrder.lines[0]).toMatchObject({ reservedQuantity: 6, backorderedQuantity: 0 });
    expect(a!.salesOrder.backordered).toBe(false);
    expect(b!.salesOrder.lines[0]).toMatchObject({ reservedQuantity: 2, backorderedQuantity: 4 });
    const cancelled = orderOf(await callApi(ctx.app, 'POST', `/sales-orders/${first.id}/cancel`, token()));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      lines: [{ reservedQuantity: 0, toDeliverQuantity: 0 }],
    });
    // The units let go are free again (the next arrival fills the second order).
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/inventory/${inventory.id}/products`,
      headers: { authorization: `Bearer ${token()}` },
      payload: { productId: product.id, quantity: 6 },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expectError(await callApi(ctx.app, 'POST', `/sales-orders/${first.id}/confirm`, token()), 409);
    expect(
      expectError(await callApi(ctx.app, 'POST', `/sales-orders/${first.id}/cancel`, token()), 409),
    ).toBe(`Sales order ${first.number} is cancelled: it cannot become cancelled`);
  });

  it('changes only a draft; keeps its customer, warehouse and products from being deleted', async () => {
    const { inventory, product } = await stocked(5);
    const shop = await customer();
    const draft = await order(shop.id, inventory.id, [{ product: product.id, quantity: 2 }]);
    const changed = orderOf(
      await callApi(ctx.app, 'PUT', `/sales-orders/${draft.id}`, token(), {
        lines: [{ product: product.id, quantity: 4 }],
        notes: 'Deliver before noon',
      }),
    );
    expect(changed).toMatchObject({ notes: 'Deliver before noon', subtotal: 400, lines: [{ quantity: 4 }] });
    await confirm(draft.id);
    expectError(
      await callApi(ctx.app, 'PUT', `/sales-orders/${draft.id}`, token(), {
        lines: [{ product: product.id, quantity: 1 }],
      }),
      409,
    );
    const noted = await callApi(ctx.app, 'PUT', `/sales-orders/${draft.id}`, token(), {
      notes: 'Call first',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expectError(await callApi(ctx.app, 'DELETE', `/customers/${shop.id}`, users.admin.token), 409);
    expectError(await callApi(ctx.app, 'DELETE', `/inventory/${inventory.id}`, users.admin.token), 409);
    expectError(await callApi(ctx.app, 'DELETE', `/products/${product.id}`, users.admin.token), 409);
  });

  it('lists orders newest first, by status and customer, searched by number', async () => {
    const { inventory, product } = await stocked(5);
    const shop = await customer();
    const draft = await order(shop.id, inventory.id, [{ product: product.id, quantity: 1 }]);
    const confirmed = await confirm(
      (await order(shop.id, inventory.id, [{ product: product.id, quantity: 1 }])).id,
    );
    const mine = await getData<TSalesOrderList>(ctx.app, `/sales-orders?customer=${shop.id}`, token());
    expect(mine.salesOrders.map((o) => o.id)).toEqual([confirmed.id, draft.id]);
    const drafts = await getData<TSalesOrderList>(
      ctx.app,
      `/sales-orders?customer=${shop.id}&status=draft`,
      token(),
    );
    expect(drafts.salesOrders.map((o) => o.id)).toEqual([draft.id]);
    const found = await getData<TSalesOrderList>(
      ctx.app,
      `/sales-orders?search=${encodeURIComponent(draft.number)}`,
      token(),
    );
    expect(found.salesOrders.map((o) => o.id)).toEqual([draft.id]);
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/sales-orders?status=open',
        headers: { authorization: `Bearer ${token()}` },
      }),
      400,
    );
    // Unfiltered but by status, the total is the count a trigger keeps: the same as counting them.
    const statuses = ['draft', 'confirmed', 'cancelled', 'delivered'] as const;
    await callApi(ctx.app, 'POST', `/sales-orders/${confirmed.id}/cancel`, token());
    for (const status of [undefined, ...statuses]) {
      const list = await getData<TSalesOrderList>(
        ctx.app,
        `/sales-orders?limit=1${status ? `&status=${status}` : ''}`,
        token(),
      );
      const [counted] = await queryRows<{ n: number }>(
        ctx.database.db,
        status
          ? sql`SELECT count(*)::int AS n FROM sales_orders WHERE status = ${status}`
          : sql`SELECT count(*)::int AS n FROM sales_orders`,
      );
      expect(list.total, status ?? 'every status').toBe(counted!.n);
    }
  });
});
