import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_LIMITS,
  CHART_MESSAGES,
  englishOfRule,
  CHART_OTHERS_LABEL,
  type TCostSummary,
  type TDashboardCharts,
  type TInventoryDetail,
  type TInventoryHistory,
  type TProduct,
  type TProductHistory,
  type TReorderSuggestions,
  type TValuationReport,
} from '@godown/shared';
import { stockMovements } from '../src/db/schema.js';
import { daysFromToday } from './support/dates.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, place, unplace } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

// The dashboard's charts and the product and inventory histories (docs/domain.md#charts), checked
// against data made through the API, with ledger rows dated back through the database where a test
// needs past days. The file has a database of its own: the charts sum up everything in it.

// Under ROLE_POLICY=open, where a supplier and a driver read the charts with their own transports
// counted (under the default policy they get 403: role-fences.test.ts).
const ctx = useTestContext({ openAdminSignup: true, rolePolicy: 'open' });
const people = {} as Record<'admin' | 'staff' | 'supplier' | 'driver' | 'otherDriver', RegisteredUser>;
beforeAll(async () => {
  people.admin = await registerUser(ctx.app, { role: 'admin' });
  people.staff = await registerUser(ctx.app, { role: 'staff' });
  people.supplier = await registerUser(ctx.app, { role: 'supplier' });
  people.driver = await registerUser(ctx.app, { role: 'driver' });
  people.otherDriver = await registerUser(ctx.app, { role: 'driver' });
});
const token = () => people.staff.token;

const charts = (as = token()) => getData<TDashboardCharts>(ctx.app, '/dashboard/charts', as);

/** Moves ledger rows to `time` in India on the day `daysAgo` days before today. */
async function dateRows(where: SQL | undefined, daysAgo: number, time = '10:00') {
  await ctx.database.db
    .update(stockMovements)
    .set({
      createdAt: sql`(((now() AT TIME ZONE 'Asia/Kolkata')::date - ${daysAgo}::int)::timestamp + ${time}::time) AT TIME ZONE 'Asia/Kolkata'`,
    })
    .where(where);
}

/** A product's `stock` ledger rows with this delta. */
const stockRow = (productId: string, delta: number) =>
  and(
    eq(stockMovements.productId, productId),
    eq(stockMovements.scope, 'stock'),
    eq(stockMovements.delta, delta),
  );

/** Sets a product's quantity through the API (a `stock` ledger row of the difference). */
async function setQuantity(product: TProduct, quantity: number) {
  const res = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), { quantity });
  expect(res.statusCode, res.body).toBe(200);
}

async function placeOk(inventoryId: string, productId: string, quantity: number) {
  const res = await place(ctx.app, token(), inventoryId, productId, quantity);
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /dashboard/charts', () => {
  it('needs a signed-in user', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/charts' }), 401);
  });

  it('starts empty: no values, 30 days of no flow, no transports, no cover', async () => {
    const empty = await charts();
    expect(empty.valueByCategory).toEqual([]);
    expect(empty.valueByInventory).toEqual([]);
    expect(empty.lowestCover).toEqual([]);
    expect(empty.transportsByStatus).toEqual({
      pending: 0,
      dispatched: 0,
      in_transit: 0,
      delivered: 0,
      cancelled: 0,
    });
    expect(empty.stockFlow).toHaveLength(CHART_LIMITS.flowDays);
    expect(empty.stockFlow.map((d) => d.day)).toEqual(
      Array.from({ length: CHART_LIMITS.flowDays }, (_, i) => daysFromToday(i - (CHART_LIMITS.flowDays - 1))),
    );
    expect(empty.stockFlow.every((d) => d.in === 0 && d.out === 0)).toBe(true);
  });

  describe('with stock', () => {
    const made = {} as {
      rice: TProduct;
      poha: TProduct;
      oil: TProduct;
      loose: TProduct;
      first: TInventoryDetail;
      second: TInventoryDetail;
      /** Units each product was created with today (the flow's "in" today). */
      createdToday: number;
    };

    beforeAll(async () => {
      made.rice = await createProduct(ctx.app, token(), {
        productCategory: 'Rice',
        quantity: 10,
        price: 100,
      });
      made.poha = await createProduct(ctx.app, token(), { productCategory: 'Rice', quantity: 5, price: 20 });
      made.oil = await createProduct(ctx.app, token(), { productCategory: 'Oil', quantity: 3, price: 250.5 });
      made.loose = await createProduct(ctx.app, token(), { quantity: 4, price: 10 });
      // No units: in no chart.
      await createProduct(ctx.app, token(), { productCategory: 'Empty', quantity: 0, price: 99 });
      made.first = await createInventory(ctx.app, people.admin.token, { name: `A Godown ${unique()}` });
      made.second = await createInventory(ctx.app, people.admin.token, { name: `B Godown ${unique()}` });
      // Holds nothing: in no chart.
      await createInventory(ctx.app, people.admin.token);
      await placeOk(made.first.id, made.rice.id, 6);
      await placeOk(made.first.id, made.oil.id, 2);
      await placeOk(made.second.id, made.poha.id, 5);
      await placeOk(made.second.id, made.rice.id, 2);
      made.createdToday = 10 + 5 + 3 + 4;
    });

    it('values the stock by category: every unit of a product at its price, biggest first', async () => {
      const data = await charts();
      expect(data.valueByCategory).toEqual([
        { category: 'Rice', isOther: false, units: 15, value: 1100 },
        { category: 'Oil', isOther: false, units: 3, value: 751.5 },
        { category: null, isOther: false, units: 4, value: 40 },
      ]);
      // As the valuation report counts its categories (uncategorised as null there too).
      const valuation = await getData<TValuationReport>(ctx.app, '/reports/valuation', token());
      expect(
        valuation.categories
          .map((c) => ({ category: c.category, units: c.units, value: c.value }))
          .sort((a, b) => b.value - a.value),
      ).toEqual(data.valueByCategory.map(({ category, units, value }) => ({ category, units, value })));
    });

    it('values the stock by warehouse: its placements at the products’ prices, as its cost summary', async () => {
      const data = await charts();
      expect(data.valueByInventory).toEqual([
        { inventoryId: made.first.id, name: made.first.name, isOther: false, units: 8, value: 1101 },
        { inventoryId: made.second.id, name: made.second.name, isOther: false, units: 7, value: 300 },
      ]);
      for (const entry of data.valueByInventory) {
        const cost = await getData<TCostSummary>(ctx.app, `/inventory/${entry.inventoryId}/cost-summary`);
        expect({ units: entry.units, value: entry.value }).toEqual({
          units: cost.totalQuantity,
          value: cost.totalValue,
        });
      }
    });

    it('counts the units into and out of stock per India day, once: placements move none', async () => {
      const before = await charts();
      expect(before.stockFlow.at(-1)).toEqual({ day: daysFromToday(0), in: made.createdToday, out: 0 });
      // Units put into and taken out of a warehouse stay in the company: the flow does not change.
      await placeOk(made.second.id, made.loose.id, 3);
      expect((await unplace(ctx.app, token(), made.second.id, made.loose.id, 1)).statusCode).toBe(200);
      expect((await charts()).stockFlow).toEqual(before.stockFlow);

      // A product opened 40 days ago (outside the window), sold 20 three days ago, restocked 15
      // yesterday and 5 more yesterday evening, sold 2 today.
      const dal = await createProduct(ctx.app, token(), { quantity: 50, price: 1 });
      await setQuantity(dal, 30);
      await setQuantity(dal, 45);
      await setQuantity(dal, 50);
      await setQuantity(dal, 48);
      await dateRows(stockRow(dal.id, 50), 40);
      await dateRows(stockRow(dal.id, -20), 3);
      await dateRows(stockRow(dal.id, 15), 1, '09:00');
      await dateRows(stockRow(dal.id, 5), 1, '23:59');
      const flow = (await charts()).stockFlow;
      expect(flow).toHaveLength(CHART_LIMITS.flowDays);
      expect(flow[0]!.day).toBe(daysFromToday(-(CHART_LIMITS.flowDays - 1)));
      expect(flow.at(-1)).toEqual({ day: daysFromToday(0), in: made.createdToday, out: 2 });
      expect(flow.at(-2)).toEqual({ day: daysFromToday(-1), in: 20, out: 0 });
      expect(flow.at(-4)).toEqual({ day: daysFromToday(-3), in: 0, out: 20 });
      // Every other day is there, with nothing.
      const others = flow.filter((d) => ![-3, -1, 0].map((n) => daysFromToday(n)).includes(d.day));
      expect(others).toHaveLength(CHART_LIMITS.flowDays - 3);
      expect(others.every((d) => d.in === 0 && d.out === 0)).toBe(true);
    });

    it('sums the categories past the 11 biggest into one "others" entry, last', async () => {
      // 14 categories more, worth 1 to 14 rupees: 17 in all with value.
      for (let i = 1; i <= 14; i++) {
        await createProduct(ctx.app, token(), { productCategory: `Small ${i}`, quantity: 1, price: i });
      }
      const data = await charts();
      const { groupsMax } = CHART_LIMITS;
      expect(data.valueByCategory).toHaveLength(groupsMax);
      const expected = [
        { category: 'Rice', value: 1100 },
        { category: 'Oil', value: 751.5 },
        // The loose units and the product of the flow test above (48 units at ₹1), both uncategorised.
        { category: null, value: 40 + 48 },
        ...Array.from({ length: 14 }, (_, i) => ({ category: `Small ${14 - i}`, value: 14 - i })),
      ];
      const shown = expected.slice(0, groupsMax - 1);
      const rest = expected.slice(groupsMax - 1);
      expect(
        data.valueByCategory.slice(0, -1).map((c) => ({ category: c.category, value: c.value })),
      ).toEqual(shown);
      expect(data.valueByCategory.every((c, i) => c.isOther === (i === groupsMax - 1))).toBe(true);
      expect(data.valueByCategory.at(-1)).toEqual({
        category: null,
        isOther: true,
        units: rest.length,
        value: rest.reduce((sum, c) => sum + c.value, 0),
      });
    });

    it('sums the warehouses past the 11 biggest into one "others" entry, last', async () => {
      const filler = await createProduct(ctx.app, token(), { quantity: 200, price: 1 });
      // 13 warehouses more holding 1 to 13 units worth ₹1 each: 15 in all with stock.
      const extra: TInventoryDetail[] = [];
      for (let i = 1; i <= 13; i++) {
        const inventory = await createInventory(ctx.app, people.admin.token, {
          name: `Z Depot ${i} ${unique()}`,
        });
        await placeOk(inventory.id, filler.id, i);
        extra.push(inventory);
      }
      const data = await charts();
      const { groupsMax } = CHART_LIMITS;
      expect(data.valueByInventory).toHaveLength(groupsMax);
      // First and second (after the loose units placed above: 3 − 1 = 2 more units at ₹10 in B).
      expect(data.valueByInventory.slice(0, 2).map((e) => [e.inventoryId, e.units, e.value])).toEqual([
        [made.first.id, 8, 1101],
        [made.second.id, 9, 320],
      ]);
      const byValue = [...extra].reverse();
      expect(data.valueByInventory.slice(2, groupsMax - 1).map((e) => e.inventoryId)).toEqual(
        byValue.slice(0, groupsMax - 3).map((i) => i.id),
      );
      const rest = byValue.slice(groupsMax - 3).map((_, i, all) => all.length - i);
      expect(data.valueByInventory.at(-1)).toEqual({
        inventoryId: null,
        name: CHART_OTHERS_LABEL,
        isOther: true,
        units: rest.reduce((sum, n) => sum + n, 0),
        value: rest.reduce((sum, n) => sum + n, 0),
      });
    });
  });

  it('counts the transports the viewer may see: a driver and a supplier their own', async () => {
    const mine = await createTransport(ctx.app, people.admin.token, { assignedTo: people.driver.user.id });
    await moveTransportOk(ctx.app, people.admin.token, mine.id, 'in_transit');
    await createTransport(ctx.app, people.admin.token, { assignedTo: people.driver.user.id });
    const theirs = await createTransport(ctx.app, people.staff.token, {
      assignedTo: people.otherDriver.user.id,
    });
    await moveTransportOk(ctx.app, people.staff.token, theirs.id, 'cancelled');
    const supplied = await createTransport(ctx.app, people.supplier.token);
    await moveTransportOk(ctx.app, people.supplier.token, supplied.id, 'in_transit');
    await moveTransportOk(ctx.app, people.supplier.token, supplied.id, 'delivered');

    const zero = { pending: 0, dispatched: 0, in_transit: 0, delivered: 0, cancelled: 0 };
    for (const who of [people.admin, people.staff]) {
      expect((await charts(who.token)).transportsByStatus).toEqual({
        ...zero,
        pending: 1,
        in_transit: 1,
        delivered: 1,
        cancelled: 1,
      });
    }
    expect((await charts(people.driver.token)).transportsByStatus).toEqual({
      ...zero,
      pending: 1,
      in_transit: 1,
    });
    expect((await charts(people.otherDriver.token)).transportsByStatus).toEqual({ ...zero, cancelled: 1 });
    expect((await charts(people.supplier.token)).transportsByStatus).toEqual({ ...zero, delivered: 1 });
  });

  it('lists the products with the fewest days of cover, as Reorder counts them', async () => {
    // Outflow over the last 30 days: 30, 10, 5 units; the oldest sale of the fourth is 31 days old.
    const steady = await createProduct(ctx.app, token(), { quantity: 100, price: 1 });
    const slow = await createProduct(ctx.app, token(), { quantity: 20, price: 1, thresholdLimit: 15 });
    const gone = await createProduct(ctx.app, token(), { quantity: 5, price: 1, thresholdLimit: 2 });
    const old = await createProduct(ctx.app, token(), { quantity: 10, price: 1 });
    await setQuantity(steady, 70);
    await setQuantity(slow, 10);
    await setQuantity(gone, 0);
    await setQuantity(old, 1);
    await dateRows(stockRow(steady.id, -30), 12);
    await dateRows(stockRow(old.id, -9), 31);
    // Eight more that last for years: the list stops at ten.
    for (let i = 0; i < 8; i++) {
      await setQuantity(await createProduct(ctx.app, token(), { quantity: 1000 + i, price: 1 }), 999 + i);
    }
    const cover = (await charts()).lowestCover;
    expect(cover).toHaveLength(CHART_LIMITS.lowestCoverMax);
    const dal = cover.find((c) => c.quantity === 48)!;
    expect(cover.slice(0, 4)).toEqual([
      {
        productId: gone.id,
        productName: gone.productName,
        sku: gone.sku,
        quantity: 0,
        dailyUse: 0.17,
        daysOfCover: 0,
      },
      {
        productId: slow.id,
        productName: slow.productName,
        sku: slow.sku,
        quantity: 10,
        dailyUse: 0.33,
        daysOfCover: 30,
      },
      // The product sold 20 and 2 over the month: 48 × 30 ÷ 22 = 65.45 days.
      {
        productId: dal.productId,
        productName: dal.productName,
        sku: dal.sku,
        quantity: 48,
        dailyUse: 0.73,
        daysOfCover: 65,
      },
      {
        productId: steady.id,
        productName: steady.productName,
        sku: steady.sku,
        quantity: 70,
        dailyUse: 1,
        daysOfCover: 70,
      },
    ]);
    expect(cover.map((c) => c.productId)).not.toContain(old.id);
    expect(cover.slice(4).every((c) => c.daysOfCover > 10_000)).toBe(true);

    // The same figures as the reorder suggestions' lines for the products due.
    const reorder = await getData<TReorderSuggestions>(ctx.app, '/reorder/suggestions', token());
    const lines = reorder.groups.flatMap((g) => g.lines);
    for (const product of [gone, slow]) {
      const line = lines.find((l) => l.product.id === product.id)!;
      const chart = cover.find((c) => c.productId === product.id)!;
      expect({ dailyUse: chart.dailyUse, daysOfCover: chart.daysOfCover }).toEqual({
        dailyUse: line.dailyOutflow,
        daysOfCover: line.daysOfCover,
      });
    }
  });
});

describe('GET /products/{id}/history', () => {
  const history = (id: string, query = '') =>
    getData<TProductHistory>(ctx.app, `/products/${id}/history${query}`);

  it('rebuilds the quantity at the end of each India day from the ledger, the last point today’s', async () => {
    // Opened with 100 ten days ago, 20 went out five days ago, 10 came in today.
    const product = await createProduct(ctx.app, token(), { quantity: 100, price: 5 });
    await setQuantity(product, 80);
    await setQuantity(product, 90);
    await dateRows(stockRow(product.id, 100), 10);
    await dateRows(stockRow(product.id, -20), 5);

    const week = await history(product.id, '?days=7');
    expect(week.points).toEqual([
      { day: daysFromToday(-6), quantity: 100 },
      { day: daysFromToday(-5), quantity: 80 },
      { day: daysFromToday(-4), quantity: 80 },
      { day: daysFromToday(-3), quantity: 80 },
      { day: daysFromToday(-2), quantity: 80 },
      { day: daysFromToday(-1), quantity: 80 },
      { day: daysFromToday(0), quantity: 90 },
    ]);

    // 90 days by default: nothing before the product was opened, every day present.
    const all = await history(product.id);
    expect(all.points).toHaveLength(CHART_LIMITS.historyDaysDefault);
    expect(all.points[0]).toEqual({ day: daysFromToday(-89), quantity: 0 });
    expect(all.points.at(-11)).toEqual({ day: daysFromToday(-10), quantity: 100 });
    expect(all.points.at(-12)).toEqual({ day: daysFromToday(-11), quantity: 0 });
    expect(all.points.at(-1)).toEqual({ day: daysFromToday(0), quantity: 90 });
    expect((await history(product.id, '?days=365')).points).toHaveLength(365);
  });

  it('ends at the quantity the product shows now, placements and all', async () => {
    const product = await createProduct(ctx.app, token(), { quantity: 7 });
    const inventory = await createInventory(ctx.app, people.admin.token);
    await placeOk(inventory.id, product.id, 4);
    await setQuantity(product, 12);
    const points = (await history(product.id, '?days=7')).points;
    expect(points.at(-1)).toEqual({ day: daysFromToday(0), quantity: 12 });
    expect(points.slice(0, -1).every((p) => p.quantity === 0)).toBe(true);
  });

  it('is a public read, like the product; 404 for an unknown product, 400 for bad days', async () => {
    const product = await createProduct(ctx.app, token(), { quantity: 1 });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}/history?days=7` });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${crypto.randomUUID()}/history` }),
        404,
      ),
    ).toBe('Product not found');
    for (const days of ['6', '366', '7.5', 'abc', '', '-7']) {
      const message = expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}/history?days=${days}` }),
        400,
      );
      expect(message).toContain(englishOfRule(CHART_MESSAGES.days));
    }
  });
});

describe('GET /inventory/{id}/history', () => {
  const history = (id: string, query = '') =>
    getData<TInventoryHistory>(ctx.app, `/inventory/${id}/history${query}`);

  it('rebuilds the volume used at the end of each India day, the last point the page’s', async () => {
    // 0.1 m³ a unit; 30 units placed four days ago (3 m³), 10 taken out today (2 m³ left).
    const crates = await createProduct(ctx.app, token(), {
      quantity: 100,
      price: 1,
      dimensions: { length: 100, width: 50, height: 20 },
    });
    const inventory = await createInventory(ctx.app, people.admin.token, { totalVolume: 10 });
    await placeOk(inventory.id, crates.id, 30);
    await dateRows(
      and(eq(stockMovements.inventoryId, inventory.id), eq(stockMovements.scope, 'placement')),
      4,
    );
    expect((await unplace(ctx.app, token(), inventory.id, crates.id, 10)).statusCode).toBe(200);

    const data = await history(inventory.id, '?days=7');
    expect(data.capacity).toBe(10);
    expect(data.points).toEqual([
      { day: daysFromToday(-6), usedVolume: 0, utilization: 0 },
      { day: daysFromToday(-5), usedVolume: 0, utilization: 0 },
      { day: daysFromToday(-4), usedVolume: 3, utilization: 0.3 },
      { day: daysFromToday(-3), usedVolume: 3, utilization: 0.3 },
      { day: daysFromToday(-2), usedVolume: 3, utilization: 0.3 },
      { day: daysFromToday(-1), usedVolume: 3, utilization: 0.3 },
      { day: daysFromToday(0), usedVolume: 2, utilization: 0.2 },
    ]);
    const page = await getData<{ inventory: TInventoryDetail }>(ctx.app, `/inventory/${inventory.id}`);
    expect(data.points.at(-1)!.usedVolume).toBe(page.inventory.volumeOccupied);
    expect((await history(inventory.id)).points).toHaveLength(CHART_LIMITS.historyDaysDefault);
  });

  it('has no utilization without a total volume', async () => {
    const inventory = await createInventory(ctx.app, people.admin.token, { totalVolume: 0 });
    const data = await history(inventory.id, '?days=7');
    expect(data.capacity).toBeNull();
    expect(data.points.every((p) => p.usedVolume === 0 && p.utilization === null)).toBe(true);
  });

  it('is a public read, like the inventory; 404 for an unknown inventory, 400 for bad days', async () => {
    const inventory = await createInventory(ctx.app, people.admin.token);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${inventory.id}/history` });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/v1/inventory/${crypto.randomUUID()}/history` }),
        404,
      ),
    ).toBe('Inventory not found');
    const message = expectError(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/inventory/${inventory.id}/history?days=400`,
        headers: auth(token()),
      }),
      400,
    );
    expect(message).toContain(englishOfRule(CHART_MESSAGES.days));
  });
});
