import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAlert, TBatchTrace, TProduct, TProductBatchList, TTransportDetail } from '@godown/shared';
import { stockMovements } from '../src/db/schema.js';
import { callApi, expectError, getData } from './support/http.js';
import {
  createInventory,
  createProduct,
  heldIn as heldInApi,
  ledgerSum,
  useStockUsers,
} from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';
import { daysFromToday } from './support/dates.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const batchesOf = (productId: string) =>
  getData<TProductBatchList>(ctx.app, `/products/${productId}/batches`);
const productOf = async (id: string) =>
  (await getData<{ product: TProduct }>(ctx.app, `/products/${id}`)).product;
const heldIn = (inventoryId: string, productId: string) => heldInApi(ctx.app, inventoryId, productId);

/** Places units of a batch; asserts 201. */
async function placeBatch(
  inventoryId: string,
  productId: string,
  quantity: number,
  batch: { code: string; mfgDate?: string; expiryDate?: string },
) {
  const res = await callApi(ctx.app, 'POST', `/inventory/${inventoryId}/products`, token(), {
    productId,
    quantity,
    batch,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { placement: { product: TProduct; quantity: number } } }).data.placement;
}

/** A product of 1 kg a unit, 100 units, and two warehouses. */
async function setUp() {
  const product = await createProduct(ctx.app, token(), { quantity: 100, weight: 1, price: 50 });
  const source = await createInventory(ctx.app, users.admin.token, { name: `Source ${product.sku}` });
  const destination = await createInventory(ctx.app, users.admin.token, {
    name: `Destination ${product.sku}`,
  });
  return { product, source, destination };
}

async function openAlerts(search: string): Promise<TAlert[]> {
  const data = await getData<{ alerts: TAlert[] }>(
    ctx.app,
    `/alerts/?resolved=false&search=${encodeURIComponent(search)}&limit=100`,
    token(),
  );
  return data.alerts;
}

describe('placing units by batch', () => {
  it('keeps units per batch, lists batches by expiry and shows the earliest on the product', async () => {
    const { product, source } = await setUp();
    await placeBatch(source.id, product.id, 10, {
      code: 'LATE',
      mfgDate: daysFromToday(-30),
      expiryDate: daysFromToday(200),
    });
    const placed = await placeBatch(source.id, product.id, 5, {
      code: 'EARLY',
      expiryDate: daysFromToday(60),
    });
    expect(placed.quantity).toBe(15);
    // Units without a batch sit beside them.
    expect(
      (
        await callApi(ctx.app, 'POST', `/inventory/${source.id}/products`, token(), {
          productId: product.id,
          quantity: 3,
        })
      ).statusCode,
    ).toBe(201);

    const list = await batchesOf(product.id);
    expect(list.batches.map((b) => [b.code, b.quantity])).toEqual([
      ['EARLY', 5],
      ['LATE', 10],
    ]);
    expect(list.batches[0]!.daysToExpiry).toBe(60);
    expect(list.batches[0]!.inventories).toEqual([{ id: source.id, name: source.name, quantity: 5 }]);
    expect(list.unbatchedPlaced).toBe(3);
    expect(list.warningDays).toBe(30);

    const after = await productOf(product.id);
    expect(after).toMatchObject({
      hasBatches: true,
      batchId: 'EARLY',
      expiryDate: daysFromToday(60),
      mfgDate: null,
    });
    expect(await heldIn(source.id, product.id)).toBe(18);
    // The placement ledger says which batch.
    const rows = await ctx.database.db
      .select({ delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), isNotNull(stockMovements.batchId)));
    expect(rows.map((r) => r.delta).sort()).toEqual([10, 5].sort());
  });

  it('refuses a known batch code with other dates (409) and accepts it with the same or no dates', async () => {
    const { product, source } = await setUp();
    await placeBatch(source.id, product.id, 2, { code: 'B1', expiryDate: daysFromToday(90) });
    const res = await callApi(ctx.app, 'POST', `/inventory/${source.id}/products`, token(), {
      productId: product.id,
      quantity: 1,
      batch: { code: 'B1', expiryDate: daysFromToday(91) },
    });
    expect(expectError(res, 409, 'CONFLICT')).toMatch(/Batch "B1" of this product already exists/);
    await placeBatch(source.id, product.id, 1, { code: 'B1' });
    expect((await batchesOf(product.id)).batches[0]!.quantity).toBe(3);
  });

  it("refuses to change a batched product's batch fields by hand, but takes the same values back", async () => {
    const { product, source } = await setUp();
    await placeBatch(source.id, product.id, 2, { code: 'FIX', expiryDate: daysFromToday(40) });
    const changed = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), {
      expiryDate: daysFromToday(10),
    });
    expect(expectError(changed, 409)).toMatch(/follows its batches/);
    const same = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), {
      batchId: 'FIX',
      expiryDate: daysFromToday(40),
      description: 'Checked',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('removes units of a named batch, or the earliest-expiring first, with the batch in the ledger', async () => {
    const { product, source } = await setUp();
    await placeBatch(source.id, product.id, 4, { code: 'R-OLD', expiryDate: daysFromToday(20) });
    await placeBatch(source.id, product.id, 4, { code: 'R-NEW', expiryDate: daysFromToday(120) });
    const newer = (await batchesOf(product.id)).batches.find((b) => b.code === 'R-NEW')!;
    const named = await callApi(ctx.app, 'DELETE', `/inventory/${source.id}/products`, token(), {
      productId: product.id,
      quantity: 1,
      batch: newer.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    const fefo = await callApi(ctx.app, 'DELETE', `/inventory/${source.id}/products`, token(), {
      productId: product.id,
      quantity: 5,
    });
    expect(fefo.statusCode, fefo.body).toBe(200);
    const list = await batchesOf(product.id);
    expect(list.batches.map((b) => [b.code, b.quantity])).toEqual([
      ['R-OLD', 0],
      ['R-NEW', 2],
    ]);
    // The earliest batch left: the product now shows the next.
    expect((await productOf(product.id)).batchId).toBe('R-NEW');
  });
});

describe('transfers by batch', () => {
  it('dispatch picks first-expiry-first-out, skipping expired batches, and delivery brings the batches in', async () => {
    const { product, source, destination } = await setUp();
    await placeBatch(source.id, product.id, 10, { code: 'LATER', expiryDate: daysFromToday(300) });
    await placeBatch(source.id, product.id, 6, { code: 'SOONER', expiryDate: daysFromToday(45) });
    await placeBatch(source.id, product.id, 3, { code: 'GONE', expiryDate: daysFromToday(-2) });
    const transport = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 8 }],
    });
    const dispatched = await moveTransportOk(ctx.app, token(), transport.id, 'dispatched');
    expect(dispatched.products[0]!.batches.map((b) => [b.batch.code, b.quantity])).toEqual([
      ['SOONER', 6],
      ['LATER', 2],
    ]);
    const onRoad = await batchesOf(product.id);
    expect(onRoad.batches.find((b) => b.code === 'LATER')).toMatchObject({ quantity: 10, inTransit: 2 });

    await moveTransportOk(ctx.app, token(), transport.id, 'in_transit');
    await moveTransportOk(ctx.app, token(), transport.id, 'delivered');
    const arrived = await batchesOf(product.id);
    const sooner = arrived.batches.find((b) => b.code === 'SOONER')!;
    expect(sooner.inventories).toEqual([{ id: destination.id, name: destination.name, quantity: 6 }]);
    expect(sooner.inTransit).toBe(0);
    expect(await ledgerSum(ctx.database.db, product.id, 'placement', destination.id)).toBe(8);
  });

  it('refuses to dispatch expired units (409 naming the batch) unless an admin overrides with a reason', async () => {
    const { product, source, destination } = await setUp();
    await placeBatch(source.id, product.id, 4, { code: 'FRESH', expiryDate: daysFromToday(100) });
    await placeBatch(source.id, product.id, 3, { code: 'STALE', expiryDate: daysFromToday(-1) });
    const transport = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 6 }],
    });
    const refused = await callApi(ctx.app, 'PUT', `/transports/${transport.id}`, token(), {
      status: 'dispatched',
    });
    expect(expectError(refused, 409, 'CONFLICT')).toMatch(/Batch "STALE" of ".*" expired on/);
    expect(await heldIn(source.id, product.id)).toBe(7);

    const staffOverride = await callApi(ctx.app, 'PUT', `/transports/${transport.id}`, token(), {
      status: 'dispatched',
      expiredOverride: 'Returning to the supplier',
    });
    expectError(staffOverride, 403, 'FORBIDDEN');

    const override = await callApi(ctx.app, 'PUT', `/transports/${transport.id}`, users.admin.token, {
      status: 'dispatched',
      expiredOverride: 'Returning to the supplier for credit',
    });
    expect(override.statusCode, override.body).toBe(200);
    const lines = (override.json() as { data: { transport: TTransportDetail } }).data.transport.products;
    // Fresh units first; the expired ones only for what is left.
    expect(lines[0]!.batches.map((b) => [b.batch.code, b.quantity])).toEqual([
      ['STALE', 2],
      ['FRESH', 4],
    ]);
    const notes = await ctx.database.db
      .select({ note: stockMovements.note })
      .from(stockMovements)
      .where(and(eq(stockMovements.transportId, transport.id), isNotNull(stockMovements.note)));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]!.note).toBe('Returning to the supplier for credit');
  });

  it('takes the batches a line chooses, and refuses a batch of another product (400)', async () => {
    const { product, source, destination } = await setUp();
    await placeBatch(source.id, product.id, 5, { code: 'PICK-A', expiryDate: daysFromToday(30) });
    await placeBatch(source.id, product.id, 5, { code: 'PICK-B', expiryDate: daysFromToday(60) });
    const chosen = (await batchesOf(product.id)).batches.find((b) => b.code === 'PICK-B')!;
    const other = await createProduct(ctx.app, token(), { quantity: 5 });
    const wrong = await callApi(ctx.app, 'POST', '/transports/', token(), {
      packageId: `PKG-${other.sku}`,
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: other.id, quantity: 1, batches: [{ batch: chosen.id, quantity: 1 }] }],
    });
    expect(expectError(wrong, 400)).toMatch(/not one of its product/);
    const tooMany = await callApi(ctx.app, 'POST', '/transports/', token(), {
      packageId: `PKG-X${other.sku}`,
      products: [{ product: product.id, quantity: 1, batches: [{ batch: chosen.id, quantity: 2 }] }],
    });
    expectError(tooMany, 400);

    const transport = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 4, batches: [{ batch: chosen.id, quantity: 3 }] }],
    });
    expect(transport.products[0]!.batches.map((b) => [b.batch.code, b.quantity])).toEqual([['PICK-B', 3]]);
    const dispatched = await moveTransportOk(ctx.app, token(), transport.id, 'dispatched');
    expect(dispatched.products[0]!.batches.map((b) => [b.batch.code, b.quantity])).toEqual([
      ['PICK-A', 1],
      ['PICK-B', 3],
    ]);
    // Cancelled on the road: the batches go back to the source.
    await moveTransportOk(ctx.app, token(), transport.id, 'cancelled');
    const back = await batchesOf(product.id);
    expect(back.batches.map((b) => [b.code, b.quantity, b.inTransit])).toEqual([
      ['PICK-A', 5, 0],
      ['PICK-B', 5, 0],
    ]);
  });
});

describe('GET /batches/trace', () => {
  it('answers where every unit of a batch is and what moved it, by SKU or id', async () => {
    const { product, source, destination } = await setUp();
    await placeBatch(source.id, product.id, 9, { code: 'RECALL-1', expiryDate: daysFromToday(100) });
    const transport = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      destinationInventoryId: destination.id,
      products: [{ product: product.id, quantity: 4 }],
    });
    await moveTransportOk(ctx.app, token(), transport.id, 'dispatched');

    const trace = await getData<TBatchTrace>(
      ctx.app,
      `/batches/trace?product=${encodeURIComponent(product.sku!)}&batch=RECALL-1`,
      token(),
    );
    expect(trace.product.id).toBe(product.id);
    expect(trace.inventories).toEqual([
      { id: source.id, name: source.name, location: source.location, quantity: 5 },
    ]);
    expect(trace.transports).toEqual([
      expect.objectContaining({ id: transport.id, quantity: 4, onRoad: true, status: 'dispatched' }),
    ]);
    expect(trace.totalQuantity).toBe(9);
    expect(trace.movements.map((m) => [m.reason, m.delta])).toEqual([
      ['dispatched', -4],
      ['placed', 9],
    ]);
    const byId = await getData<TBatchTrace>(
      ctx.app,
      `/batches/trace?product=${product.id}&batch=RECALL-1`,
      token(),
    );
    expect(byId.batch.id).toBe(trace.batch.id);
  });

  it('says what was not found (404), and is for admins and staff only', async () => {
    const { product } = await setUp();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/batches/trace?product=${product.id}&batch=NOPE`,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(expectError(missing, 404, 'NOT_FOUND')).toMatch(/Batch "NOPE"/);
    const noProduct = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/batches/trace?product=NO-SUCH-SKU&batch=X`,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(expectError(noProduct, 404)).toBe('Product not found');
  });
});

describe('batch expiry alerts', () => {
  it('raises stockExpiring within the window and stockExpired once past, per batch, and resolves them when the units go', async () => {
    const { product, source } = await setUp();
    const res = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), { expiryWarningDays: 10 });
    expect(res.statusCode).toBe(200);
    await placeBatch(source.id, product.id, 2, { code: `WEEK-${product.sku}`, expiryDate: daysFromToday(7) });
    await placeBatch(source.id, product.id, 2, { code: `FAR-${product.sku}`, expiryDate: daysFromToday(20) });
    await placeBatch(source.id, product.id, 2, {
      code: `PAST-${product.sku}`,
      expiryDate: daysFromToday(-3),
    });

    const alerts = await openAlerts(product.sku!);
    const byType = (type: string) => alerts.filter((a) => a.type === type).map((a) => a.message);
    expect(byType('stockExpiring')).toEqual([
      expect.stringMatching(new RegExp(`^Batch WEEK-${product.sku} of .* expires on`)),
    ]);
    expect(byType('stockExpired')).toEqual([
      expect.stringMatching(new RegExp(`^Batch PAST-${product.sku} of .* expired on`)),
    ]);

    // Writing the expired units off resolves their alert; the expiring one stays.
    const past = (await batchesOf(product.id)).batches.find((b) => b.code.startsWith('PAST'))!;
    const removed = await callApi(ctx.app, 'DELETE', `/inventory/${source.id}/products`, token(), {
      productId: product.id,
      batch: past.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await openAlerts(product.sku!);
    expect(after.map((a) => a.type)).toEqual(['stockExpiring']);
  });
});
