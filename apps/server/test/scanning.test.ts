import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gs1ElementString,
  ownCode,
  type TPickList,
  type TProduct,
  type TScanAnswer,
  type TStorageUnitStock,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { randomEan13 } from './support/barcodes.js';
import { daysFromToday } from './support/dates.js';
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
import { csv, reportOf, uploadImport } from './support/imports.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const scanRaw = (code: string, as = token()) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/scan/${encodeURIComponent(code)}`, headers: auth(as) });
async function scan(code: string, as = token()): Promise<TScanAnswer> {
  const res = await scanRaw(code, as);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TScanAnswer }).data;
}

const unitStock = (id: string) => getData<TStorageUnitStock>(ctx.app, `/storages/${id}/stock`);

describe('GET /scan/{code}', () => {
  it('finds a product by its EAN-13 (as 13 or 14 digits) and by its SKU', async () => {
    const gtin = randomEan13();
    const product = await createProduct(ctx.app, token(), { gtin });
    for (const code of [gtin, `0${gtin}`, product.sku!]) {
      const answer = await scan(code);
      expect(answer.matches[0]).toMatchObject({ kind: 'product', id: product.id, product: { gtin } });
    }
    expect((await scan(gtin)).format).toBe('gtin');
    expect((await scan(product.sku!)).format).toBe('text');
  });

  it("reads a manufacturer's GS1 carton: a known batch, or the product with the carton's new batch", async () => {
    const gtin = randomEan13();
    const product = await createProduct(ctx.app, token(), { gtin, quantity: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const placed = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, token(), {
      productId: product.id,
      quantity: 5,
      batch: { code: 'AMX2611', expiryDate: '2028-10-31' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const known = await scan(`]d201${'0' + gtin}17281031` + `10AMX2611`);
    expect(known.format).toBe('gs1');
    expect(known.matches[0]).toMatchObject({
      kind: 'batch',
      product: { id: product.id },
      batch: { code: 'AMX2611' },
    });
    const fresh = await scan(gs1ElementString({ gtin, batch: 'NEW-9', expiryDate: '2029-01-31' }));
    expect(fresh.matches[0]).toMatchObject({ kind: 'product', id: product.id, batch: null });
    expect(fresh.gs1).toMatchObject({ batch: 'NEW-9', expiryDate: '2029-01-31', gtin: `0${gtin}` });
  });

  it("reads a GS1 Digital Link QR (id.gs1.org or a brand's domain) and an EAN typed with its spaces", async () => {
    const gtin = randomEan13();
    const product = await createProduct(ctx.app, token(), { gtin, quantity: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const placed = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, token(), {
      productId: product.id,
      quantity: 4,
      batch: { code: 'QR2611', expiryDate: '2028-06-30' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const linked = await scan(`https://id.gs1.org/01/0${gtin}/10/QR2611?17=280630`);
    expect(linked.format).toBe('gs1');
    expect(linked.matches[0]).toMatchObject({
      kind: 'batch',
      product: { id: product.id },
      batch: { code: 'QR2611' },
    });
    const brand = await scan(`https://qr.brand.example/in/gtin/${gtin}/lot/NEW-7?exp=290131`);
    expect(brand.matches[0]).toMatchObject({ kind: 'product', id: product.id });
    expect(brand.gs1).toMatchObject({ batch: 'NEW-7', expiryDate: '2029-01-31' });
    const spaced = `${gtin[0]} ${gtin.slice(1, 7)} ${gtin.slice(7)}`;
    expect((await scan(spaced)).matches[0]).toMatchObject({ kind: 'product', id: product.id });
  });

  it("finds Godown's own codes, a package id, a storage unit's location ID and a batch code", async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const unit = await createStorage(ctx.app, token(), inventory.id, { locationId: `LOC-${unique()}` });
    const transport = await createTransport(ctx.app, token());
    expect((await scan(ownCode('inventory', inventory.id))).matches[0]).toMatchObject({
      kind: 'inventory',
      id: inventory.id,
    });
    expect((await scan(ownCode('storageUnit', unit.id))).matches[0]).toMatchObject({
      kind: 'storageUnit',
      id: unit.id,
    });
    expect((await scan(unit.locationId)).matches[0]).toMatchObject({ kind: 'storageUnit', id: unit.id });
    expect((await scan(transport.packageId)).matches[0]).toMatchObject({
      kind: 'transport',
      transport: { id: transport.id, status: 'pending' },
    });
    const product = await createProduct(ctx.app, token(), { quantity: 2 });
    const code = `BATCH-${unique()}`;
    const placed = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, token(), {
      productId: product.id,
      quantity: 1,
      batch: { code, mfgDate: '2026-01-15', expiryDate: '2027-06-30' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const byBatchCode = (await scan(code)).matches[0];
    expect(byBatchCode).toMatchObject({ kind: 'batch', product: { id: product.id } });
    const byOwnCode = (await scan(ownCode('product', product.id))).matches[0];
    expect(byOwnCode).toMatchObject({ kind: 'product', id: product.id });
    // Text and Godown's own codes read apart: each match is the same, field for field.
    expect((await scan(ownCode('batch', byBatchCode!.id))).matches[0]).toEqual(byBatchCode);
    expect((await scan(product.sku!)).matches[0]).toEqual(byOwnCode);
    expect((await scan(ownCode('storageUnit', unit.id))).matches[0]).toEqual(
      (await scan(unit.locationId)).matches[0],
    );
  });

  it('says nothing matches with a 404, refuses visitors, and shows a supplier only their own transports', async () => {
    expect(expectError(await scanRaw('NO-SUCH-THING-123'), 404, 'NOT_FOUND')).toMatch(
      /^Nothing matches "NO-SUCH-THING-123"/,
    );
    expect(expectError(await scanRaw('GDN-S-not-a-uuid'), 404)).toMatch(/Nothing matches/);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/scan/ABC' }), 401);
    expectError(await scanRaw('x'.repeat(201)), 400);
    // A long code (a GS1 DataMatrix with a serial and more) reaches the lookup: up to 200 characters.
    expect(expectError(await scanRaw(`LONG-${'9'.repeat(195)}`), 404)).toMatch(/^Nothing matches/);
    const transport = await createTransport(ctx.app, token());
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    expectError(await scanRaw(transport.packageId, supplier.token), 404);
  });
});

describe('barcodes of products', () => {
  it('one barcode, one product: the form and the import refuse a barcode another product has', async () => {
    const gtin = randomEan13();
    const first = await createProduct(ctx.app, token(), { gtin });
    const taken = await callApi(ctx.app, 'POST', '/products/', token(), {
      productName: 'Copy',
      gtin: `0${gtin}`,
    });
    expect(expectError(taken, 409, 'CONFLICT')).toBe('Another product already has this barcode');
    const wrong = await callApi(ctx.app, 'POST', '/products/', token(), {
      productName: 'Typo',
      gtin: `${gtin.slice(0, 12)}${(Number(gtin[12]) + 1) % 10}`,
    });
    expect(expectError(wrong, 400, 'VALIDATION_FAILED')).toMatch(/check digit is wrong/);
    const other = randomEan13();
    const res = await uploadImport(
      ctx.app,
      token(),
      'products',
      csv([
        ['SKU', 'Product name', 'Barcode'],
        [`IMP-${unique()}`, 'Same as the first', gtin],
        [first.sku!, 'The first, renamed', gtin],
        [`IMP-${unique()}`, 'New with a barcode', other],
        [`IMP-${unique()}`, 'Repeats it', other],
      ]),
      { skipBadRows: true },
    );
    const report = reportOf(res);
    expect(report.counts).toMatchObject({ create: 1, update: 1, skip: 2 });
    expect(report.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, 'Barcode', `Product "${first.sku}" already has barcode ${gtin}`],
      [5, 'Barcode', 'Repeats the barcode of row 4'],
    ]);
  });
});

describe('receiving by scan', () => {
  it('receives a batched carton into a storage unit: quantity, placement, batch, unit and ledger', async () => {
    const gtin = randomEan13();
    const product = await createProduct(ctx.app, token(), { gtin, quantity: 3 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const unit = await createStorage(ctx.app, token(), inventory.id);
    const res = await callApi(ctx.app, 'POST', '/stock/receive', token(), {
      inventoryId: inventory.id,
      storageUnitId: unit.id,
      productId: product.id,
      quantity: 12,
      batch: { code: 'CTN-7', expiryDate: '2029-06-30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as { data: { product: TProduct } }).data.product;
    expect(after).toMatchObject({ quantity: 15, placedQuantity: 12, hasBatches: true, batchId: 'CTN-7' });
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(12);
    expect(await unitStock(unit.id)).toMatchObject({
      total: 12,
      items: [{ batch: { code: 'CTN-7' }, quantity: 12 }],
    });
    expect(await ledgerSum(ctx.database.db, product.id, 'stock')).toBe(15);
    expect(await ledgerSum(ctx.database.db, product.id, 'storageUnit')).toBe(12);
  });

  it('refuses a storage unit of another inventory, an unknown product and no room', async () => {
    const product = await createProduct(ctx.app, token(), { weight: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token, { totalCapacity: 50 });
    const other = await createInventory(ctx.app, users.admin.token);
    const foreign = await createStorage(ctx.app, token(), other.id);
    const body = { inventoryId: inventory.id, productId: product.id, quantity: 2 };
    expectError(
      await callApi(ctx.app, 'POST', '/stock/receive', token(), { ...body, storageUnitId: foreign.id }),
      404,
    );
    expectError(
      await callApi(ctx.app, 'POST', '/stock/receive', token(), { ...body, productId: crypto.randomUUID() }),
      404,
    );
    expect(
      expectError(await callApi(ctx.app, 'POST', '/stock/receive', token(), { ...body, quantity: 6 }), 409),
    ).toMatch(/Not enough room/);
    expect((await productOf(ctx.app, product.id)).quantity).toBe(100);
  });
});

describe('moving units', () => {
  it('puts away, moves between storage units and to another inventory, keeping batches', async () => {
    const product = await createProduct(ctx.app, token(), { quantity: 30 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const [a, b] = [
      await createStorage(ctx.app, token(), inventory.id),
      await createStorage(ctx.app, token(), inventory.id),
    ];
    const placed = await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, token(), {
      productId: product.id,
      quantity: 10,
      batch: { code: 'MV-1', expiryDate: '2030-01-31' },
    });
    expect(placed.statusCode).toBe(201);
    const batchId = (
      await getData<{ batches: { id: string; code: string }[] }>(ctx.app, `/products/${product.id}/batches`)
    ).batches[0]!.id;
    const move = (body: object) =>
      callApi(ctx.app, 'POST', '/stock/move', token(), { productId: product.id, batchId, ...body });
    expect(
      (
        await move({
          quantity: 8,
          from: { inventoryId: inventory.id },
          to: { inventoryId: inventory.id, storageUnitId: a.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      expectError(
        await move({
          quantity: 3,
          from: { inventoryId: inventory.id },
          to: { inventoryId: inventory.id, storageUnitId: a.id },
        }),
        409,
      ),
    ).toMatch(/Only 2 units of ".*" \(batch MV-1\) are in this inventory outside its storage units/);
    const between = await move({
      quantity: 5,
      from: { inventoryId: inventory.id, storageUnitId: a.id },
      to: { inventoryId: inventory.id, storageUnitId: b.id },
    });
    expect(between.statusCode, between.body).toBe(200);
    expect((await unitStock(a.id)).total).toBe(3);
    expect((await unitStock(b.id)).total).toBe(5);
    const elsewhere = await createInventory(ctx.app, users.admin.token);
    const away = await move({
      quantity: 4,
      from: { inventoryId: inventory.id, storageUnitId: b.id },
      to: { inventoryId: elsewhere.id },
    });
    expect(away.statusCode, away.body).toBe(200);
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(6);
    expect(await heldIn(ctx.app, elsewhere.id, product.id)).toBe(4);
    const [batchThere] = await queryRows<{ quantity: number }>(
      ctx.database.db,
      sql`SELECT quantity FROM batch_stock WHERE inventory_id = ${elsewhere.id} AND batch_id = ${batchId}`,
    );
    expect(batchThere?.quantity).toBe(4);
    expect(
      expectError(
        await move({ quantity: 1, from: { inventoryId: inventory.id }, to: { inventoryId: inventory.id } }),
        400,
      ),
    ).toMatch(/somewhere else/);
  });

  it('a storage unit holding units is not moved to another inventory; deleted, its units stay loose', async () => {
    const product = await createProduct(ctx.app, token(), { quantity: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const other = await createInventory(ctx.app, users.admin.token);
    const unit = await createStorage(ctx.app, token(), inventory.id);
    const received = await callApi(ctx.app, 'POST', '/stock/receive', token(), {
      inventoryId: inventory.id,
      storageUnitId: unit.id,
      productId: product.id,
      quantity: 4,
    });
    expect(received.statusCode).toBe(200);
    const moved = await callApi(ctx.app, 'PUT', `/storages/${unit.id}`, users.admin.token, {
      inventory: other.id,
    });
    expect(expectError(moved, 409)).toMatch(/holds 4 units of its inventory: move them out/);
    expect((await callApi(ctx.app, 'DELETE', `/storages/${unit.id}`, users.admin.token)).statusCode).toBe(
      200,
    );
    expect(await heldIn(ctx.app, inventory.id, product.id)).toBe(4);
    expect(await ledgerSum(ctx.database.db, product.id, 'storageUnit')).toBe(0);
  });

  it('units leaving the inventory leave those in no storage unit first, then the storage units', async () => {
    const product = await createProduct(ctx.app, token(), { quantity: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const unit = await createStorage(ctx.app, token(), inventory.id);
    expect((await place(ctx.app, token(), inventory.id, product.id, 10)).statusCode).toBe(201);
    const putAway = await callApi(ctx.app, 'POST', '/stock/move', token(), {
      productId: product.id,
      quantity: 6,
      from: { inventoryId: inventory.id },
      to: { inventoryId: inventory.id, storageUnitId: unit.id },
    });
    expect(putAway.statusCode).toBe(200);
    const shipment = await createTransport(ctx.app, token(), {
      sourceInventoryId: inventory.id,
      products: [{ product: product.id, quantity: 7 }],
    });
    await moveTransportOk(ctx.app, token(), shipment.id, 'dispatched');
    // 4 were loose, so 3 of the 6 in the storage unit left with the shipment.
    expect((await unitStock(unit.id)).total).toBe(3);
    const [ledger] = await queryRows<{ sum: string }>(
      ctx.database.db,
      sql`SELECT sum(delta) AS sum FROM stock_movements WHERE storage_unit_id = ${unit.id}`,
    );
    expect(Number(ledger?.sum)).toBe(3);
  });
});

describe('picking a transport by scan', () => {
  async function pickable() {
    const product = await createProduct(ctx.app, token(), { quantity: 20 });
    const batched = await createProduct(ctx.app, token(), { quantity: 20 });
    const source = await createInventory(ctx.app, users.admin.token);
    expect((await place(ctx.app, token(), source.id, product.id, 10)).statusCode).toBe(201);
    for (const [code, expiryDate] of [
      ['OLD', daysFromToday(-2)],
      ['GOOD', daysFromToday(200)],
    ] as const) {
      const res = await callApi(ctx.app, 'POST', `/inventory/${source.id}/products`, token(), {
        productId: batched.id,
        quantity: 5,
        batch: { code, expiryDate },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const batches = (
      await getData<{ batches: { id: string; code: string }[] }>(ctx.app, `/products/${batched.id}/batches`)
    ).batches;
    const transport = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      products: [
        { product: product.id, quantity: 2 },
        { product: batched.id, quantity: 3 },
      ],
    });
    return {
      product,
      batched,
      source,
      transport,
      batch: (code: string) => batches.find((b) => b.code === code)!.id,
    };
  }
  const pick = (id: string, body: object) =>
    callApi(ctx.app, 'POST', `/transports/${id}/picks`, token(), body);

  it('refuses a wrong item, an expired batch and more than the line; then dispatch takes the batch picked', async () => {
    const { product, batched, transport, batch } = await pickable();
    const stranger = await createProduct(ctx.app, token());
    expect(expectError(await pick(transport.id, { productId: stranger.id }), 409)).toBe(
      `"${stranger.productName}" is not on transport ${transport.packageId}`,
    );
    expect(
      expectError(await pick(transport.id, { productId: batched.id, batchId: batch('OLD') }), 409),
    ).toMatch(/Batch "OLD" of ".*" expired on/);
    expect(expectError(await pick(transport.id, { productId: batched.id }), 409)).toMatch(/scan the batch/);
    expect((await pick(transport.id, { productId: product.id, quantity: 2 })).statusCode).toBe(200);
    expect(expectError(await pick(transport.id, { productId: product.id }), 409)).toMatch(/0 of the 2 units/);
    const done = await pick(transport.id, { productId: batched.id, batchId: batch('GOOD'), quantity: 3 });
    expect(done.statusCode, done.body).toBe(200);
    const list = (done.json() as { data: TPickList }).data;
    expect(list.complete).toBe(true);
    expect(list.lines.find((l) => l.product.id === batched.id)!.batches).toMatchObject([
      { code: 'GOOD', quantity: 3 },
    ]);
    await moveTransportOk(ctx.app, token(), transport.id, 'dispatched');
    const [left] = await queryRows<{ quantity: number }>(
      ctx.database.db,
      sql`SELECT quantity FROM transport_batches WHERE transport_id = ${transport.id} AND batch_id = ${batch('GOOD')}`,
    );
    expect(left?.quantity).toBe(3);
    expect(expectError(await pick(transport.id, { productId: product.id }), 409)).toMatch(
      /only a pending transport is picked/,
    );
  });

  it('the first pick drops the batches the form chose: the chosen batches are the picked ones', async () => {
    const { batched, source, batch } = await pickable();
    const transport = await createTransport(ctx.app, token(), {
      sourceInventoryId: source.id,
      products: [{ product: batched.id, quantity: 2, batches: [{ batch: batch('GOOD'), quantity: 2 }] }],
    });
    const res = await pick(transport.id, { productId: batched.id, batchId: batch('GOOD'), quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: TPickList }).data.lines[0]!.batches).toMatchObject([
      { code: 'GOOD', quantity: 2 },
    ]);
    // New lines are picked again from the start.
    const edited = await callApi(ctx.app, 'PUT', `/transports/${transport.id}`, token(), {
      products: [{ product: batched.id, quantity: 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await getData<TPickList>(ctx.app, `/transports/${transport.id}/picks`, token());
    expect(after.lines[0]).toMatchObject({ quantity: 1, picked: 0 });
  });

  it('starts over, and is for the transport readers only', async () => {
    const { product, transport } = await pickable();
    expect((await pick(transport.id, { productId: product.id })).statusCode).toBe(200);
    const reset = await callApi(ctx.app, 'DELETE', `/transports/${transport.id}/picks`, token());
    expect((reset.json() as { data: TPickList }).data.lines.every((l) => l.picked === 0)).toBe(true);
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    expectError(
      await callApi(ctx.app, 'POST', `/transports/${transport.id}/picks`, supplier.token, {
        productId: product.id,
      }),
      404,
    );
    expectError(
      await callApi(ctx.app, 'POST', `/transports/${crypto.randomUUID()}/picks`, token(), {
        productId: product.id,
      }),
      404,
    );
  });
});
