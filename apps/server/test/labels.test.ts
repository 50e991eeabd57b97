import { describe, expect, it } from 'vitest';
import { LABEL_LAYOUTS, ownCode, parseGs1 } from '@godown/shared';
import { decodeBarcodes, pdfPagePng, pdfText, randomEan13 } from './support/barcodes.js';
import { auth, expectError } from './support/http.js';
import { createInventory, createProduct, createStorage, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

function printLabels(kind: 'products' | 'shelves', payload: object, token = users.staff.token) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/labels/${kind}`, headers: auth(token), payload });
}

describe('product labels', () => {
  it('prints a sheet of five products whose barcodes read back as their GTIN or SKU', async () => {
    const gtins = [randomEan13()];
    const products = [
      await createProduct(ctx.app, users.staff.token, {
        productName: 'Tata Salt 1 kg',
        gtin: gtins[0],
        price: 26,
        mrp: 28,
      }),
    ];
    for (let i = 0; i < 4; i++)
      products.push(
        await createProduct(ctx.app, users.staff.token, {
          productName: `Label item ${i}`,
          sku: `LBL-${unique()}`,
        }),
      );
    const res = await printLabels('products', { productIds: products.map((p) => p.id), layout: 'a4-3x8' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="labels-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Tata Salt 1 kg');
    expect(text).toContain('MRP ₹28.00');
    // A product without an MRP says its own price as a price, never as an MRP.
    expect(text).toContain('Price ₹120.00');
    for (const p of products.slice(1)) expect(text).toContain(`SKU ${p.sku}`);
    const codes = await decodeBarcodes(await pdfPagePng(res.rawPayload));
    expect(codes).toContainEqual({ format: 'EAN13', text: gtins[0], gs1: false });
    for (const p of products.slice(1))
      expect(codes).toContainEqual({ format: 'Code128', text: p.sku, gs1: false });
  });

  it("prints a batch's GS1 code: GTIN, expiry and batch read back from the label", async () => {
    const gtin = randomEan13();
    const product = await createProduct(ctx.app, users.staff.token, {
      productName: 'Dolo 650',
      gtin,
      quantity: 50,
    });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/inventory/${inventory.id}/products`,
      headers: auth(users.staff.token),
      payload: { productId: product.id, quantity: 20, batch: { code: 'DL2611', expiryDate: '2028-03-31' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    for (const layout of ['a4-2x7', 'thermal-50x25'] as const) {
      const res = await printLabels('products', { inventoryId: inventory.id, layout });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const { text } = await pdfText(res.rawPayload);
      expect(text).toMatch(/Batch DL2611( · |\n)Exp 31-03-2028/);
      const [code] = await decodeBarcodes(
        await pdfPagePng(res.rawPayload, 1, layout === 'thermal-50x25' ? 800 : 2400),
      );
      expect(code, layout).toBeDefined();
      expect(code).toMatchObject({ format: layout === 'a4-2x7' ? 'Code128' : 'DataMatrix', gs1: true });
      const read = parseGs1(code!.text);
      expect(read).toMatchObject({ gtin: `0${gtin}`, batch: 'DL2611', expiryDate: '2028-03-31' });
    }
  });

  it("a batch code GS1 cannot carry gets Godown's own code, which scans back to the batch", async () => {
    const product = await createProduct(ctx.app, users.staff.token, { gtin: randomEan13(), quantity: 5 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const code = 'LOT (A) 2026 FOR EXPORT MARKETS';
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/inventory/${inventory.id}/products`,
      headers: auth(users.staff.token),
      payload: { productId: product.id, quantity: 5, batch: { code } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await printLabels('products', { inventoryId: inventory.id, layout: 'a4-2x7' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [read] = await decodeBarcodes(await pdfPagePng(res.rawPayload));
    expect(read?.format).toBe('DataMatrix');
    const scan = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/scan/${encodeURIComponent(read!.text)}`,
      headers: auth(users.staff.token),
    });
    expect(scan.json().data.matches[0]).toMatchObject({ kind: 'batch', batch: { code } });
  });

  it('fills sheets page by page and repeats copies', async () => {
    const product = await createProduct(ctx.app, users.staff.token);
    const res = await printLabels('products', { productIds: [product.id], layout: 'a4-4x10', copies: 41 });
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload)).pages).toBe(2);
    expect(LABEL_LAYOUTS['a4-4x10'].columns * LABEL_LAYOUTS['a4-4x10'].rows).toBe(40);
  });

  it('refuses what it cannot print', async () => {
    const product = await createProduct(ctx.app, users.staff.token);
    expectError(await printLabels('products', {}), 400, 'VALIDATION_FAILED');
    expectError(await printLabels('products', { productIds: [product.id], layout: 'a3-1x1' }), 400);
    expectError(await printLabels('products', { productIds: [product.id], copies: 0 }), 400);
    expectError(await printLabels('products', { productIds: [product.id], copies: 101 }), 400);
    expectError(await printLabels('products', { productIds: [crypto.randomUUID()] }), 404);
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    expectError(await printLabels('products', { productIds: [product.id] }, supplier.token), 403);
    const driver = await registerUser(ctx.app, { role: 'driver' });
    expectError(await printLabels('products', { purchaseOrderId: crypto.randomUUID() }, driver.token), 403);
  });
});

describe('shelf labels', () => {
  it("prints a storage unit's location ID with Godown's code, which scans back to the unit", async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const unit = await createStorage(ctx.app, users.staff.token, inventory.id, {
      locationId: `A-01-${unique()}`,
    });
    const res = await printLabels('shelves', { storageUnitIds: [unit.id] });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((await pdfText(res.rawPayload)).text).toContain(unit.locationId);
    const [code] = await decodeBarcodes(await pdfPagePng(res.rawPayload));
    expect(code).toEqual({ format: 'DataMatrix', text: ownCode('storageUnit', unit.id), gs1: false });
    const scan = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/scan/${encodeURIComponent(code!.text)}`,
      headers: auth(users.staff.token),
    });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().data.matches[0]).toMatchObject({ kind: 'storageUnit', id: unit.id });
  });
});
