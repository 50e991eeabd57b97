import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COUNT_MESSAGES,
  englishOfRule,
  type TCountDetail,
  type TCountLine,
  type TProduct,
} from '@godown/shared';
import { stockMovements } from '../src/db/schema.js';
import { queryRows } from '../src/db/transaction.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import {
  createInventory,
  createProduct,
  createStorage,
  heldIn,
  ledgerSum,
  place,
  productOf,
  useStockUsers,
} from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';
import { registerUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

const start = async (body: object, token = users.staff.token) => {
  const res = await callApi(ctx.app, 'POST', '/counts', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: TCountDetail }).data;
};
const entry = (countId: string, body: object, token = users.staff.token) =>
  callApi(ctx.app, 'POST', `/counts/${countId}/entries`, token, body);
const counted = async (countId: string, body: object, token = users.staff.token) => {
  const res = await entry(countId, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { line: TCountLine } }).data.line;
};
const post = (countId: string, body: object = {}, token = users.admin.token) =>
  callApi(ctx.app, 'POST', `/counts/${countId}/post`, token, body);
const detail = (countId: string) => getData<TCountDetail>(ctx.app, `/counts/${countId}`, users.staff.token);

/** A product with `units` placed in a new inventory (of a category of its own). */
async function stocked(units: number, overrides: Partial<Parameters<typeof createProduct>[2]> = {}) {
  const product = await createProduct(ctx.app, users.staff.token, {
    quantity: units + 10,
    price: 50,
    ...overrides,
  });
  const inventory = await createInventory(ctx.app, users.admin.token);
  const placed = await place(ctx.app, users.staff.token, inventory.id, product.id, units);
  expect(placed.statusCode, placed.body).toBe(201);
  return { product, inventory };
}

/** The ledger explains the product: stock rows sum to its quantity, placement rows to each placement. */
async function expectLedgerExplains(product: TProduct, inventoryId: string) {
  const now = await productOf(ctx.app, product.id);
  expect(await ledgerSum(ctx.database.db, product.id, 'stock')).toBe(now.quantity);
  expect(await ledgerSum(ctx.database.db, product.id, 'placement', inventoryId)).toBe(
    await heldIn(ctx.app, inventoryId, product.id),
  );
}

describe('starting a count', () => {
  it('records what is expected: each batch and the units without one', async () => {
    const { product, inventory } = await stocked(10);
    const batched = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, users.staff.token, {
      productId: product.id,
      quantity: 4,
      batch: { code: 'B1', expiryDate: '2030-01-31' },
    });
    expect(batched.statusCode, batched.body).toBe(201);
    const { count, lines } = await start({ inventoryId: inventory.id, note: 'Month end' });
    expect(count).toMatchObject({
      status: 'open',
      scope: 'inventory',
      lineCount: 2,
      countedLines: 0,
      note: 'Month end',
    });
    expect(count.number).toMatch(/^CNT-\d{5}$/);
    expect(count.startedBy?.id).toBe(users.staff.user.id);
    expect(lines.map((l) => [l.batch?.code ?? '(none)', l.expected, l.counted]).sort()).toEqual([
      ['(none)', 10, null],
      ['B1', 4, null],
    ]);
  });

  it('covers one category, or one storage unit', async () => {
    const category = `Count ${crypto.randomUUID().slice(0, 8)}`;
    const { product, inventory } = await stocked(5, { productCategory: category });
    const other = await createProduct(ctx.app, users.staff.token, { quantity: 3 });
    expect((await place(ctx.app, users.staff.token, inventory.id, other.id, 3)).statusCode).toBe(201);
    const byCategory = await start({ inventoryId: inventory.id, scope: 'category', category });
    expect(byCategory.lines.map((l) => l.product.id)).toEqual([product.id]);
    const off = await entry(byCategory.count.id, { productId: other.id, quantity: 1 });
    expect(expectError(off, 409)).toMatch(/is not in the category/);
    expect(
      (await callApi(ctx.app, 'POST', `/counts/${byCategory.count.id}/cancel`, users.admin.token)).statusCode,
    ).toBe(200);

    const unit = await createStorage(ctx.app, users.staff.token, inventory.id);
    const moved = await callApi(ctx.app, 'POST', '/stock/move', users.staff.token, {
      productId: product.id,
      quantity: 2,
      from: { inventoryId: inventory.id },
      to: { inventoryId: inventory.id, storageUnitId: unit.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const byUnit = await start({ inventoryId: inventory.id, scope: 'storageUnit', storageUnitId: unit.id });
    expect(byUnit.count.storageUnit).toMatchObject({ id: unit.id, locationId: unit.locationId });
    expect(byUnit.lines.map((l) => [l.product.id, l.expected])).toEqual([[product.id, 2]]);
  });

  it('refuses a second open count of an inventory, an unknown place and bad bodies', async () => {
    const { inventory } = await stocked(1);
    const first = await start({ inventoryId: inventory.id });
    const again = await callApi(ctx.app, 'POST', '/counts', users.staff.token, { inventoryId: inventory.id });
    expect(expectError(again, 409, 'CONFLICT')).toBe(
      englishOfRule(COUNT_MESSAGES.alreadyOpen(first.count.number)),
    );
    const other = await createInventory(ctx.app, users.admin.token);
    const foreignUnit = await createStorage(ctx.app, users.staff.token, other.id);
    expectError(
      await callApi(ctx.app, 'POST', '/counts', users.staff.token, {
        inventoryId: inventory.id,
        scope: 'storageUnit',
        storageUnitId: foreignUnit.id,
      }),
      404,
    );
    expectError(
      await callApi(ctx.app, 'POST', '/counts', users.staff.token, { inventoryId: crypto.randomUUID() }),
      404,
    );
    const noCategory = await callApi(ctx.app, 'POST', '/counts', users.staff.token, {
      inventoryId: other.id,
      scope: 'category',
    });
    expect(expectError(noCategory, 400, 'VALIDATION_FAILED')).toContain(
      englishOfRule(COUNT_MESSAGES.categoryRequired),
    );
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    expectError(await callApi(ctx.app, 'POST', '/counts', supplier.token, { inventoryId: other.id }), 403);
  });
});

describe('counting', () => {
  it('two people counting one line at once: both entries add up, each names who counted', async () => {
    const { product, inventory } = await stocked(40);
    const { count } = await start({ inventoryId: inventory.id });
    const second = await registerUser(ctx.app, { role: 'staff' });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => entry(count.id, { productId: product.id, quantity: 4 })),
      ...Array.from({ length: 5 }, () =>
        entry(count.id, { productId: product.id, quantity: 3 }, second.token),
      ),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const { lines } = await detail(count.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ counted: 35, systemAtCount: 40, variance: -5, varianceValue: -250 });
    expect(lines[0]!.counters.map((c) => [c.id, c.quantity]).sort()).toEqual(
      [
        [users.staff.user.id, 20],
        [second.user.id, 15],
      ].sort(),
    );
  });

  it('sets a line, takes units back, and refuses a count below 0', async () => {
    const { product, inventory } = await stocked(6);
    const { count } = await start({ inventoryId: inventory.id });
    expect((await counted(count.id, { productId: product.id, quantity: 9, mode: 'set' })).counted).toBe(9);
    expect((await counted(count.id, { productId: product.id, quantity: -2 })).counted).toBe(7);
    expect(expectError(await entry(count.id, { productId: product.id, quantity: -8 }), 409)).toBe(
      englishOfRule(COUNT_MESSAGES.belowZero),
    );
    expectError(await entry(count.id, { productId: product.id, quantity: 0 }), 400);
    expectError(await entry(count.id, { productId: product.id, quantity: 1.5 }), 400);
    expectError(await entry(count.id, { productId: crypto.randomUUID(), quantity: 1 }), 404);
    expectError(
      await entry(count.id, { productId: product.id, batchId: crypto.randomUUID(), quantity: 1 }),
      404,
    );
  });

  it('a product found that was not expected gets a line of its own, with a batch read off its carton', async () => {
    const { inventory } = await stocked(1);
    const stray = await createProduct(ctx.app, users.staff.token, { quantity: 0 });
    const { count } = await start({ inventoryId: inventory.id });
    const line = await counted(count.id, {
      productId: stray.id,
      batch: { code: 'FOUND-1', expiryDate: '2031-05-31' },
      quantity: 3,
    });
    expect(line).toMatchObject({
      expected: 0,
      systemAtCount: 0,
      counted: 3,
      variance: 3,
      batch: { code: 'FOUND-1' },
    });
  });

  it('recounts a line from scratch', async () => {
    const { product, inventory } = await stocked(5);
    const { count } = await start({ inventoryId: inventory.id });
    const line = await counted(count.id, { productId: product.id, quantity: 2 });
    const res = await callApi(
      ctx.app,
      'POST',
      `/counts/${count.id}/lines/${line.id}/recount`,
      users.staff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { line: TCountLine } }).data.line).toMatchObject({
      counted: null,
      systemAtCount: null,
      counters: [],
    });
    expectError(
      await callApi(ctx.app, 'POST', `/counts/${count.id}/lines/999999999/recount`, users.staff.token),
      404,
    );
    expectError(
      await callApi(ctx.app, 'POST', `/counts/${count.id}/lines/abc/recount`, users.staff.token),
      400,
    );
  });
});

describe('posting', () => {
  it('adjusts stock, placement and batch by the variance, in the ledger with reason count and the count', async () => {
    const { product, inventory } = await stocked(10);
    const batched = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, users.staff.token, {
      productId: product.id,
      quantity: 5,
      batch: { code: 'LOT-A', expiryDate: '2030-12-31' },
    });
    expect(batched.statusCode).toBe(201);
    const before = await productOf(ctx.app, product.id);
    const { count, lines } = await start({ inventoryId: inventory.id });
    const lot = lines.find((l) => l.batch)!;
    await counted(count.id, { productId: product.id, quantity: 8 }); // 10 without a batch: 2 lost
    await counted(count.id, { productId: product.id, batchId: lot.batch!.id, quantity: 6 }); // 5 of LOT-A: 1 found
    expectError(await post(count.id, {}, users.staff.token), 403);
    const res = await post(count.id);
    expect(res.statusCode, res.body).toBe(200);
    const posted = (res.json() as { data: TCountDetail }).data;
    expect(posted.count).toMatchObject({
      status: 'posted',
      varianceUnits: -1,
      postedBy: { id: users.admin.user.id },
    });
    expect(posted.lines.map((l) => [l.batch?.code ?? '(none)', l.adjustment]).sort()).toEqual([
      ['(none)', -2],
      ['LOT-A', 1],
    ]);
    const after = await productOf(ctx.app, product.id);
    // The lost units leave the quantity; the found one comes from the 5 unplaced units first.
    expect(after.quantity).toBe(before.quantity - 2);
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(14);
    await expectLedgerExplains(product, inventory.id);
    // The loss came off the units without a batch, the find onto LOT-A: 8 and 6 now.
    const [held] = await queryRows<{ lot: number; loose: number }>(
      ctx.database.db,
      sql`SELECT (SELECT quantity FROM batch_stock WHERE inventory_id = ${inventory.id} AND batch_id = ${lot.batch!.id}) AS lot,
                 (SELECT quantity FROM inventory_products WHERE inventory_id = ${inventory.id} AND product_id = ${product.id})
                 - (SELECT sum(quantity) FROM batch_stock WHERE inventory_id = ${inventory.id} AND product_id = ${product.id}) AS loose`,
    );
    expect([Number(held?.lot), Number(held?.loose)]).toEqual([6, 8]);
    const rows = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'count')));
    expect(rows.every((r) => r.countId === count.id)).toBe(true);
    expect(rows.map((r) => [r.scope, r.delta]).sort()).toEqual(
      [
        ['placement', -2],
        ['placement', 1],
        ['stock', -2],
      ].sort(),
    );
    // Posted: it changes no more.
    expectError(await entry(count.id, { productId: product.id, quantity: 1 }), 409);
    expectError(await post(count.id), 409);
  });

  it('a sale during the count is not counted as a loss', async () => {
    const { product, inventory } = await stocked(20);
    const { count } = await start({ inventoryId: inventory.id });
    // 5 units leave on a shipment after the count starts, before the shelf is counted: 15 are found.
    const shipment = await createTransport(ctx.app, users.staff.token, {
      sourceInventoryId: inventory.id,
      products: [{ product: product.id, quantity: 5 }],
    });
    await moveTransportOk(ctx.app, users.staff.token, shipment.id, 'dispatched');
    const line = await counted(count.id, { productId: product.id, quantity: 15 });
    expect(line).toMatchObject({ expected: 20, systemAtCount: 15, variance: 0 });
    expect((await post(count.id)).statusCode).toBe(200);
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(15);
    await expectLedgerExplains(product, inventory.id);
  });

  it('units gone after a line was counted: posting a loss beyond them asks for a recount and posts nothing', async () => {
    const { product, inventory } = await stocked(10);
    const { count } = await start({ inventoryId: inventory.id });
    await counted(count.id, { productId: product.id, quantity: 2 }); // 8 short
    const shipment = await createTransport(ctx.app, users.staff.token, {
      sourceInventoryId: inventory.id,
      products: [{ product: product.id, quantity: 5 }],
    });
    await moveTransportOk(ctx.app, users.staff.token, shipment.id, 'dispatched');
    const message = expectError(await post(count.id), 409, 'CONFLICT');
    expect(message).toContain(englishOfRule(COUNT_MESSAGES.recount(product.productName)));
    expect((await detail(count.id)).count.status).toBe('open');
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(5);
  });

  it('uncounted lines are kept, or counted as 0 when asked', async () => {
    const a = await stocked(4);
    const keep = await start({ inventoryId: a.inventory.id });
    expect((await post(keep.count.id, { uncounted: 'skip' })).statusCode).toBe(200);
    expect(await heldIn(ctx.app, a.inventory.id, a.product.id)).toBe(4);
    const zero = await start({ inventoryId: a.inventory.id });
    expect((await post(zero.count.id, { uncounted: 'zero' })).statusCode).toBe(200);
    expect(await heldIn(ctx.app, a.inventory.id, a.product.id)).toBe(0);
    await expectLedgerExplains(a.product, a.inventory.id);
    expectError(await post(crypto.randomUUID()), 404);
    expectError(await post(keep.count.id, { uncounted: 'maybe' }), 400);
  });

  it("a storage unit's count adjusts the unit and the inventory together", async () => {
    const { product, inventory } = await stocked(10);
    const unit = await createStorage(ctx.app, users.staff.token, inventory.id);
    const moved = await callApi(ctx.app, 'POST', '/stock/move', users.staff.token, {
      productId: product.id,
      quantity: 6,
      from: { inventoryId: inventory.id },
      to: { inventoryId: inventory.id, storageUnitId: unit.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { count } = await start({
      inventoryId: inventory.id,
      scope: 'storageUnit',
      storageUnitId: unit.id,
    });
    await counted(count.id, { productId: product.id, quantity: 4 });
    expect((await post(count.id)).statusCode).toBe(200);
    const stock = await getData<{ items: { quantity: number }[]; total: number }>(
      ctx.app,
      `/storages/${unit.id}/stock`,
    );
    expect(stock.total).toBe(4);
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(8);
    const [unitLedger] = await queryRows<{ sum: string }>(
      ctx.database.db,
      sql`SELECT sum(delta) AS sum FROM stock_movements WHERE storage_unit_id = ${unit.id} AND product_id = ${product.id}`,
    );
    expect(Number(unitLedger?.sum)).toBe(4);
    await expectLedgerExplains(product, inventory.id);
  });
});

describe('reading counts', () => {
  it("lists an inventory's counts newest first, with their totals", async () => {
    const { product, inventory } = await stocked(3);
    const first = await start({ inventoryId: inventory.id });
    await counted(first.count.id, { productId: product.id, quantity: 2 });
    expect((await post(first.count.id)).statusCode).toBe(200);
    const second = await start({ inventoryId: inventory.id });
    const list = await getData<{ counts: TCountDetail['count'][]; total: number }>(
      ctx.app,
      `/counts?inventory=${inventory.id}`,
      users.staff.token,
    );
    expect(list.total).toBe(2);
    expect(list.counts.map((c) => [c.id, c.status])).toEqual([
      [second.count.id, 'open'],
      [first.count.id, 'posted'],
    ]);
    expect(list.counts[1]).toMatchObject({ varianceUnits: -1, varianceValue: -50, countedLines: 1 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/counts/${crypto.randomUUID()}`,
      headers: auth(users.staff.token),
    });
    expectError(res, 404);
  });
});
