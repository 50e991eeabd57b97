import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  gstinCheckCharacter,
  type TAlertList,
  type TCustomerList,
  type TProduct,
  type TProductList,
  type TStorageList,
  type TUser,
} from '@godown/shared';
import { auth, callApi, expectError, getData } from './support/http.js';
import { csv, reportOf, uploadImport, zipOf } from './support/imports.js';
import {
  createInventory,
  createProduct,
  heldIn,
  ledgerSum,
  productOf,
  useStockUsers,
} from './support/stock.js';
import { queryRows } from '../src/db/transaction.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const staff = () => users.staff.token;
const admin = () => users.admin.token;

const productsMatching = (tag: string) =>
  getData<TProductList>(ctx.app, `/products/?search=${tag}&limit=100`, staff());

describe('product import', () => {
  it('guesses the columns, checks in a dry run, creates, and a second run changes nothing', async () => {
    const tag = unique();
    const file = csv([
      ['Item Name', 'SKU', 'MRP', 'Qty', 'HSN', 'Expiry', 'Min Stock'],
      [`Rice ${tag}`, `RICE-${tag}`, '₹1,250.50', 40, 1006, '25-12-2030', 50],
      [`Dal ${tag}`, `DAL-${tag}`, 'Rs. 99', 0, '0713', '', ''],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, staff(), 'products', file, { dryRun: true }));
    expect(dry.mapping).toMatchObject({
      productName: 'Item Name',
      sku: 'SKU',
      mrp: 'MRP',
      quantity: 'Qty',
      hsnCode: 'HSN',
      expiryDate: 'Expiry',
      thresholdLimit: 'Min Stock',
    });
    expect(dry).toMatchObject({ rowCount: 2, written: false, importId: null, problemCount: 0 });
    expect(dry.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0 });
    expect(dry.preview[0]).toMatchObject({
      row: 2,
      action: 'create',
      values: { mrp: '1250.5', expiryDate: '2030-12-25' },
    });
    expect((await productsMatching(tag)).total).toBe(0);

    const real = reportOf(await uploadImport(ctx.app, staff(), 'products', file));
    expect(real).toMatchObject({ written: true, counts: { create: 2 } });
    expect(real.importId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await productsMatching(tag);
    const rice = list.products.find((p) => p.sku === `RICE-${tag}`)!;
    expect(rice).toMatchObject({
      mrp: 1250.5,
      quantity: 40,
      hsnCode: '1006',
      expiryDate: '2030-12-25',
      thresholdLimit: 50,
    });
    expect(await ledgerSum(ctx.database.db, rice.id, 'stock')).toBe(40);
    const rows = await ctx.database.db.execute(
      `SELECT reason, import_id FROM stock_movements WHERE product_id = '${rice.id}'` as never,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { reason: 'import', import_id: real.importId },
    ]);
    // Rice is at 40, under its threshold of 50: the low-stock alert is raised as by the form.
    const alerts = await getData<TAlertList>(ctx.app, `/alerts/?search=${tag}`, staff());
    expect(alerts.alerts.map((a) => a.type).sort()).toEqual(['lowStock', 'outOfStock']);

    const again = reportOf(await uploadImport(ctx.app, staff(), 'products', file));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, skip: 0 });
  });

  it("reads a grocery catalogue's brand, sale and market prices; refuses a price over the MRP", async () => {
    const tag = unique().replace(/\W/g, '').slice(-8);
    // BigBasket's published catalogue columns.
    const file = csv([
      ['index', 'product', 'category', 'brand', 'sale_price', 'market_price', 'type'],
      [1, `Garlic Oil ${tag}`, 'Beauty & Hygiene', 'Sri Sri Ayurveda', 220, 220, 'Hair Oil'],
      [2, `Water Bottle ${tag}`, 'Kitchen', 'Mastercook', 180, 180, 'Bottles'],
      [3, `Brass Angle Deep ${tag}`, 'Cleaning', 'Trm', 119, 250, 'Pooja Needs'],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, staff(), 'products', file, { dryRun: true }));
    expect(dry.mapping).toMatchObject({
      productName: 'product',
      brand: 'brand',
      price: 'sale_price',
      mrp: 'market_price',
    });
    const sku = `BB-${tag}`;
    const withSku = csv([
      ['SKU', 'product', 'brand', 'sale_price', 'market_price'],
      [sku, `Brass Angle Deep ${tag}`, 'Trm', 119, 250],
    ]);
    expect(reportOf(await uploadImport(ctx.app, staff(), 'products', withSku)).counts.create).toBe(1);
    const [made] = (await productsMatching(tag)).products;
    expect(made).toMatchObject({ brand: 'Trm', price: 119, mrp: 250 });
    const over = csv([
      ['SKU', 'Product name', 'MRP (₹)'],
      [sku, `Brass Angle Deep ${tag}`, 100],
    ]);
    const report = reportOf(await uploadImport(ctx.app, staff(), 'products', over, { dryRun: true }));
    expect(report.problems.map((p) => [p.column, p.reason, p.params])).toEqual([
      ['MRP (₹)', 'product.priceOverMrp', { price: 119, mrp: 100 }],
    ]);
  });

  it('updates only the product whose row changed, through the ledger', async () => {
    const tag = unique();
    const header = ['SKU', 'Product name', 'Price (₹)', 'Quantity'];
    const a = await createProduct(ctx.app, staff(), {
      sku: `A-${tag}`,
      productName: `Alpha ${tag}`,
      price: 10,
      quantity: 5,
    });
    const b = await createProduct(ctx.app, staff(), {
      sku: `B-${tag}`,
      productName: `Beta ${tag}`,
      price: 20,
      quantity: 6,
    });
    const file = csv([header, [`A-${tag}`, `Alpha ${tag}`, 10, 5], [`B-${tag}`, `Beta ${tag}`, 25, 9]]);
    const report = reportOf(await uploadImport(ctx.app, staff(), 'products', file));
    expect(report.counts).toEqual({ create: 0, update: 1, unchanged: 1, skip: 0 });
    expect(await productOf(ctx.app, a.id)).toMatchObject({ price: 10, quantity: 5, updatedAt: a.updatedAt });
    expect(await productOf(ctx.app, b.id)).toMatchObject({ price: 25, quantity: 9 });
    expect(await ledgerSum(ctx.database.db, b.id, 'stock')).toBe(9);
  });

  it('refuses the whole file for one bad row, unless told to skip bad rows', async () => {
    const tag = unique();
    const file = csv([
      ['Product name', 'SKU', 'Price (₹)', 'Quantity', 'Mfg date', 'Expiry date'],
      [`Good ${tag}`, `G-${tag}`, '10', 1, '', ''],
      [`Bad price ${tag}`, `B1-${tag}`, 'ten', 1, '', ''],
      ['', `B2-${tag}`, '5', 1, '', ''],
      [`Bad dates ${tag}`, `B3-${tag}`, '5', '1.5', '10-10-2026', '09-10-2026'],
      [`Again ${tag}`, `G-${tag}`, '11', 1, '', ''],
      ['', '', '', '', '', ''],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, staff(), 'products', file, { dryRun: true }));
    expect(dry.rowCount).toBe(5);
    expect(dry.problems).toEqual([
      {
        row: 3,
        column: 'Price (₹)',
        reason: 'import.cellNotANumber',
        params: { column: 'price' },
        message: 'Price (₹) must be a number',
      },
      {
        row: 4,
        column: 'Product name',
        reason: 'import.cellRequired',
        params: { column: 'productName' },
        message: 'Product name is required',
      },
      {
        row: 5,
        column: 'Quantity',
        reason: 'import.cellNotWhole',
        params: { column: 'quantity' },
        message: 'Quantity must be a whole number',
      },
      {
        row: 6,
        column: 'SKU',
        reason: 'import.repeatsRow',
        params: { row: 2, key: 'products' },
        message: 'Repeats row 2 of the file (the same SKU)',
      },
    ]);
    const refused = await uploadImport(ctx.app, staff(), 'products', file);
    expect(expectError(refused, 422, 'IMPORT_REFUSED')).toBe(
      'Nothing was imported: 4 rows have problems. Fix them, or import with "Skip bad rows".',
    );
    expect((refused.json() as { error: { details: unknown[] } }).error.details[0]).toEqual({
      path: ['row', 3, 'Price (₹)'],
      reason: 'import.cellNotANumber',
      params: { column: 'price' },
      message: 'Price (₹) must be a number',
    });
    expect((await productsMatching(tag)).total).toBe(0);

    const skipped = reportOf(await uploadImport(ctx.app, staff(), 'products', file, { skipBadRows: true }));
    expect(skipped).toMatchObject({ written: true, counts: { create: 1, skip: 4 }, problemCount: 4 });
    expect((await productsMatching(tag)).products.map((p) => p.productName)).toEqual([`Good ${tag}`]);
  });

  it('checks rows against the catalogue: expiry before manufacture, quantity under the placed units, unknown supplier', async () => {
    const tag = unique();
    const inventory = await createInventory(ctx.app, admin());
    const placed = await createProduct(ctx.app, staff(), {
      sku: `P-${tag}`,
      quantity: 10,
      mfgDate: '2026-01-01',
    });
    await callApi(ctx.app, 'POST', `/inventory/${inventory.id}/products`, staff(), {
      productId: placed.id,
      quantity: 8,
    });
    const file = csv([
      ['SKU', 'Product name', 'Quantity', 'Expiry date', 'Supplier'],
      [`P-${tag}`, placed.productName, 5, '', ''],
      [`Q-${tag}`, `Q ${tag}`, 1, '', `nobody-${tag}@example.in`],
      [`P2-${tag}`, `P2 ${tag}`, 1, '', users.staff.user.email],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, staff(), 'products', file, { dryRun: true }));
    expect(dry.problems).toEqual([
      {
        row: 2,
        column: 'Quantity',
        reason: 'import.cannotSetQuantity',
        params: { quantity: 5, reason: [{ reason: 'product.committedPlaced', params: { placed: 8 } }] },
        message:
          'Cannot set the quantity to 5: 8 units are placed in inventories. Remove them from the inventories first.',
      },
      {
        row: 3,
        column: 'Supplier',
        reason: 'import.noSupplier',
        params: { contact: `nobody-${tag}@example.in` },
        message: `No user signs in with "nobody-${tag}@example.in"`,
      },
    ]);
    expect(dry.counts).toMatchObject({ create: 1, skip: 2 });
  });

  it('reads .xlsx: numbers, date cells, formulas by their saved result, never run', async () => {
    const tag = unique();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['SKU', 'Product name', 'Price (₹)', 'Expiry date', 'Description']);
    sheet.addRow([`X-${tag}`, `Excel ${tag}`, 42.5, new Date(Date.UTC(2031, 0, 15)), "=cmd|' /C calc'!A0"]);
    sheet.getCell('C3').value = { formula: 'C2*2', result: 85 } as ExcelJS.CellFormulaValue;
    sheet.getCell('A3').value = `Y-${tag}`;
    sheet.getCell('B3').value = `Formula ${tag}`;
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = reportOf(
      await uploadImport(ctx.app, staff(), 'products', body, { fileName: 'products.xlsx' }),
    );
    expect(report.counts.create).toBe(2);
    const list = await productsMatching(tag);
    expect(list.products.find((p) => p.sku === `X-${tag}`)).toMatchObject({
      price: 42.5,
      expiryDate: '2031-01-15',
      description: "=cmd|' /C calc'!A0",
    });
    expect(list.products.find((p) => p.sku === `Y-${tag}`)).toMatchObject({ price: 85 });
  });

  it('takes a mapping the user chose, and refuses one that names what the file lacks', async () => {
    const tag = unique();
    const file = csv([
      ['Code', 'Title', 'Cost'],
      [`M-${tag}`, `Mapped ${tag}`, '7'],
    ]);
    const report = reportOf(
      await uploadImport(ctx.app, staff(), 'products', file, {
        mapping: { sku: 'Code', productName: 'Title', price: 'Cost' },
      }),
    );
    expect(report.counts.create).toBe(1);
    expect((await productsMatching(tag)).products[0]).toMatchObject({ price: 7 });
    expectError(await uploadImport(ctx.app, staff(), 'products', file, { mapping: { sku: 'Nope' } }), 400);
    expectError(await uploadImport(ctx.app, staff(), 'products', file, { mapping: { colour: 'Code' } }), 400);
    expectError(
      await uploadImport(ctx.app, staff(), 'products', file, {
        mapping: { sku: 'Code', productName: 'Code' },
      }),
      400,
    );
    // Required columns left unmapped: the dry run says so; the real run is refused.
    const unmapped = reportOf(
      await uploadImport(ctx.app, staff(), 'products', file, { dryRun: true, mapping: { sku: 'Code' } }),
    );
    expect(unmapped.problems).toEqual([
      {
        row: 1,
        column: null,
        reason: 'import.columnRequired',
        params: { column: 'productName' },
        message: 'No column of the file is mapped to "Product name", which is required',
      },
    ]);
    expectError(
      await uploadImport(ctx.app, staff(), 'products', file, { mapping: { sku: 'Code' } }),
      422,
      'IMPORT_REFUSED',
    );
  });

  it('streams progress lines and then the report when asked for NDJSON', async () => {
    const tag = unique();
    const rows = [
      ['SKU', 'Product name'],
      ...Array.from({ length: 1200 }, (_, i) => [`N-${tag}-${i}`, `Bulk ${tag} ${i}`]),
    ];
    const res = await uploadImport(ctx.app, staff(), 'products', csv(rows), {
      accept: 'application/x-ndjson',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.slice(0, -1)).toEqual([
      { progress: { done: 500, total: 1200 } },
      { progress: { done: 1000, total: 1200 } },
      { progress: { done: 1200, total: 1200 } },
    ]);
    expect(lines.at(-1)).toMatchObject({ data: { counts: { create: 1200 } } });
    // More than a search counts exactly (PRODUCT_SEARCH.exactTotalMax): counted in the database.
    const [made] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM products WHERE product_name LIKE ${`Bulk ${tag} %`}`,
    );
    expect(made?.n).toBe(1200);
  });
});

describe('opening stock import', () => {
  it('sets the units per inventory and batch, using unplaced units first, and a re-import changes nothing', async () => {
    const tag = unique();
    const north = await createInventory(ctx.app, admin(), { name: `North ${tag}` });
    const south = await createInventory(ctx.app, admin(), { name: `South ${tag}` });
    const oil = await createProduct(ctx.app, staff(), { sku: `OIL-${tag}`, quantity: 30, weight: 1 });
    const salt = await createProduct(ctx.app, staff(), { sku: `SALT-${tag}`, quantity: 0, weight: 1 });
    const file = csv([
      ['SKU', 'Warehouse', 'Qty', 'Batch', 'Mfg date', 'Expiry date'],
      [`OIL-${tag}`, `north ${tag}`, 50, '', '', ''],
      [`SALT-${tag}`, `North ${tag}`, 12, 'L1', '01-01-2026', '01-01-2031'],
      [`SALT-${tag}`, `South ${tag}`, 8, 'L2', '', '01-06-2031'],
    ]);
    const report = reportOf(await uploadImport(ctx.app, staff(), 'opening-stock', file));
    expect(report.counts).toEqual({ create: 0, update: 3, unchanged: 0, skip: 0 });
    // 30 units were unplaced: 50 in North means 20 more.
    expect(await productOf(ctx.app, oil.id)).toMatchObject({ quantity: 50, placedQuantity: 50 });
    expect(await heldIn(ctx.app, north.id, oil.id)).toBe(50);
    expect(await productOf(ctx.app, salt.id)).toMatchObject({
      quantity: 20,
      placedQuantity: 20,
      hasBatches: true,
      batchId: 'L1',
    });
    expect(await heldIn(ctx.app, south.id, salt.id)).toBe(8);
    expect(await ledgerSum(ctx.database.db, oil.id, 'stock')).toBe(50);
    expect(await ledgerSum(ctx.database.db, salt.id, 'placement', south.id)).toBe(8);

    const again = reportOf(await uploadImport(ctx.app, staff(), 'opening-stock', file));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, skip: 0 });

    // A lower count takes the units out and lowers the quantity.
    const lower = csv([
      ['SKU', 'Inventory', 'Quantity', 'Batch'],
      [`SALT-${tag}`, `North ${tag}`, 2, 'L1'],
    ]);
    reportOf(await uploadImport(ctx.app, staff(), 'opening-stock', lower));
    expect(await productOf(ctx.app, salt.id)).toMatchObject({ quantity: 10, placedQuantity: 10 });
    expect(await heldIn(ctx.app, north.id, salt.id)).toBe(2);
  });

  it('refuses unknown SKUs and inventories, and a count with no room, writing nothing', async () => {
    const tag = unique();
    const small = await createInventory(ctx.app, admin(), { name: `Small ${tag}`, totalCapacity: 5 });
    const heavy = await createProduct(ctx.app, staff(), { sku: `H-${tag}`, quantity: 0, weight: 1 });
    const file = csv([
      ['SKU', 'Inventory', 'Quantity'],
      [`H-${tag}`, `Small ${tag}`, 6],
      [`NOPE-${tag}`, `Small ${tag}`, 1],
      [`H-${tag}`, `Nowhere ${tag}`, 1],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, staff(), 'opening-stock', file, { dryRun: true }));
    expect(dry.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'Quantity'],
      [3, 'SKU'],
      [4, 'Inventory'],
    ]);
    expect(dry.problems[0]!.message).toMatch(/^Not enough room in "Small/);
    expectError(await uploadImport(ctx.app, staff(), 'opening-stock', file), 422, 'IMPORT_REFUSED');
    expect(await productOf(ctx.app, heavy.id)).toMatchObject({ quantity: 0, placedQuantity: 0 });
    expect(await heldIn(ctx.app, small.id, heavy.id)).toBe(0);
  });
});

describe('inventory and storage unit imports', () => {
  it('creates inventories by name, updates them, and refuses a capacity under what is occupied', async () => {
    const tag = unique();
    const file = csv([
      ['Warehouse', 'City', 'Capacity', 'Lat', 'Lng'],
      [`Pune ${tag}`, 'Pune', 1000, 18.52, 73.85],
      [`Nagpur ${tag}`, 'Nagpur', 500, 21.14, 79.08],
    ]);
    expect(reportOf(await uploadImport(ctx.app, admin(), 'inventories', file)).counts.create).toBe(2);
    const changed = csv([
      ['Name', 'Total capacity (kg)', 'Latitude', 'Longitude'],
      [`pune ${tag}`, 2000, 18.52, 73.85],
    ]);
    expect(reportOf(await uploadImport(ctx.app, admin(), 'inventories', changed)).counts.update).toBe(1);
    expect(reportOf(await uploadImport(ctx.app, admin(), 'inventories', changed)).counts.unchanged).toBe(1);
    const missingPoint = csv([
      ['Name', 'Latitude'],
      [`Goa ${tag}`, 15.4],
    ]);
    expectError(await uploadImport(ctx.app, admin(), 'inventories', missingPoint), 422);
    expectError(await uploadImport(ctx.app, staff(), 'inventories', file), 403);
  });

  it('creates storage units in inventories named by the file', async () => {
    const tag = unique();
    const inventory = await createInventory(ctx.app, admin(), { name: `Racks ${tag}` });
    const file = csv([
      [
        'Inventory',
        'Location ID',
        'Length (cm)',
        'Width (cm)',
        'Height (cm)',
        'Holding capacity (kg)',
        'Min temperature (°C)',
        'Max temperature (°C)',
        'Active',
      ],
      [`Racks ${tag}`, `R1-${tag}`, 200, 100, 250, 800, 2, 8, 'yes'],
      [`Racks ${tag}`, `R2-${tag}`, 200, 100, 250, 800, 9, 8, 'no'],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, admin(), 'storage-units', file, { dryRun: true }));
    expect(dry.problems).toEqual([
      {
        row: 3,
        column: 'Min temperature (°C)',
        reason: 'storage.temperatureOrder',
        message: 'Minimum temperature cannot be above the maximum',
      },
    ]);
    reportOf(await uploadImport(ctx.app, admin(), 'storage-units', file, { skipBadRows: true }));
    const list = await getData<TStorageList>(ctx.app, `/storages/?inventory=${inventory.id}`, admin());
    expect(list.storages.map((s) => [s.locationId, s.temperature])).toEqual([
      [`R1-${tag}`, { min: 2, max: 8 }],
    ]);
  });
});

describe('user import', () => {
  it('gives each new user a one-time password, shown once, that must be changed', async () => {
    const tag = unique();
    const phone = `9${String(Date.now()).slice(-9)}`;
    const file = csv([
      ['Name', 'Email', 'Mobile', 'Role', 'Wage per hour (₹)'],
      [`Asha ${tag}`.slice(0, 20), `asha${tag}@example.in`, '', 'Staff', 150],
      [`Ravi ${tag}`.slice(0, 20), '', `+91 ${phone}`, 'driver', ''],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, admin(), 'users', file, { dryRun: true }));
    expect(dry.users.map((u) => u.oneTimePassword)).toEqual([null, null]);
    const report = reportOf(await uploadImport(ctx.app, admin(), 'users', file));
    expect(report.counts.create).toBe(2);
    const [asha] = report.users;
    expect(asha!.oneTimePassword).toMatch(/^[A-Za-z0-9]{10}$/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: `asha${tag}@example.in`, password: asha!.oneTimePassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user } = (login.json() as { data: { token: string; user: TUser } }).data;
    expect(user).toMatchObject({ role: 'staff', wagePerHour: 150, mustChangePassword: true });
    expect(
      expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/alerts/', headers: auth(token) }), 403),
    ).toMatch(/one-time password/);
    const changed = await callApi(ctx.app, 'PUT', '/users/update_password', token, {
      currentPassword: asha!.oneTimePassword,
      newPassword: 'mine1234',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = (changed.json() as { data: { token: string } }).data.token;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/alerts/', headers: auth(fresh) })).statusCode,
    ).toBe(200);

    // The same file again: both exist as written, nothing changes and no password is given.
    const again = reportOf(await uploadImport(ctx.app, admin(), 'users', file));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, skip: 0 });
    expect(again.users).toEqual([]);
  });

  it('can leave new users without a sign-in, and is for admins only', async () => {
    const tag = unique();
    const file = csv([
      ['Name', 'Email', 'Role'],
      [`Nisha ${tag}`.slice(0, 20), `nisha${tag}@example.in`, 'staff'],
    ]);
    const report = reportOf(await uploadImport(ctx.app, admin(), 'users', file, { passwords: 'none' }));
    expect(report.users).toEqual([expect.objectContaining({ oneTimePassword: null })]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: `nisha${tag}@example.in`, password: 'anything' },
    });
    expectError(login, 401);
    // An admin gives Nisha a one-time password: she signs in with it and must choose her own.
    const nisha = report.users[0]!;
    const list = await getData<{ users: TUser[] }>(ctx.app, `/users/?search=nisha${tag}`, admin());
    const given = await callApi(ctx.app, 'POST', `/users/${list.users[0]!.id}/one-time-password`, admin());
    expect(given.statusCode, given.body).toBe(200);
    const { oneTimePassword, user } = (given.json() as { data: { oneTimePassword: string; user: TUser } })
      .data;
    expect(user).toMatchObject({ name: nisha.name, mustChangePassword: true });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: `nisha${tag}@example.in`, password: oneTimePassword },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Not for oneself, nor another admin; for admins only.
    expectError(
      await callApi(ctx.app, 'POST', `/users/${users.admin.user.id}/one-time-password`, admin()),
      403,
    );
    const otherAdmin = await registerUser(ctx.app, { role: 'admin' });
    expect(
      expectError(
        await callApi(ctx.app, 'POST', `/users/${otherAdmin.user.id}/one-time-password`, admin()),
        403,
      ),
    ).toBe('Another admin cannot be given a one-time password');
    expectError(
      await callApi(ctx.app, 'POST', `/users/${list.users[0]!.id}/one-time-password`, staff()),
      403,
    );
    expectError(await uploadImport(ctx.app, staff(), 'users', file), 403);
    const other = await registerUser(ctx.app, { role: 'supplier' });
    expectError(await uploadImport(ctx.app, other.token, 'products', file), 403);
    expectError(await uploadImport(ctx.app, null, 'products', file), 401);
  });
});

describe('customer import', () => {
  it('creates customers by GSTIN or name, reads states as codes or names, and a re-import changes nothing', async () => {
    const tag = unique().replace(/\W/g, '').slice(-8);
    const first14 = '24AAACB2894G1Z';
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    // A ledger list as Tally or a spreadsheet keeps it: its own headers, states as names.
    const file = csv([
      ['Party Name', 'GSTIN/UIN', 'State', 'City', 'Pincode', 'Mobile', 'Credit Days', 'Credit Limit'],
      [`Ahmedabad Pharma ${tag}`, gstin, '', 'Ahmedabad', '380001', '+91 98250 11111', 30, 100000],
      [`Ram Kirana ${tag}`, '', 'uttar pradesh', 'Lucknow', '226001', '0522 2612345', 7, ''],
      [`Shyam Stores ${tag}`, '', '29-Karnataka', 'Mysuru', '570001', '', '', ''],
    ]);
    const dry = reportOf(await uploadImport(ctx.app, staff(), 'customers', file, { dryRun: true }));
    expect(dry.problems).toEqual([]);
    expect(dry.mapping).toMatchObject({ name: 'Party Name', gstin: 'GSTIN/UIN', district: 'City' });
    expect(reportOf(await uploadImport(ctx.app, staff(), 'customers', file)).counts.create).toBe(3);
    const list = await getData<TCustomerList>(ctx.app, `/customers?search=${tag}`, staff());
    expect(
      list.customers.map((c) => [c.name, c.stateCode, c.billingAddress?.district, c.paymentTermsDays]),
    ).toEqual([
      [`Ahmedabad Pharma ${tag}`, '24', 'Ahmedabad', 30],
      [`Ram Kirana ${tag}`, '09', 'Lucknow', 7],
      [`Shyam Stores ${tag}`, '29', 'Mysuru', 0],
    ]);
    expect(list.customers[0]).toMatchObject({ gstin, creditLimit: 100000, phone: '+91 98250 11111' });
    expect(reportOf(await uploadImport(ctx.app, staff(), 'customers', file)).counts.unchanged).toBe(3);

    // A name without case finds an unregistered customer; only the given cells change.
    const changed = csv([
      ['Name', 'Phone'],
      [`ram kirana ${tag}`, '0522 2699999'],
    ]);
    expect(reportOf(await uploadImport(ctx.app, staff(), 'customers', changed)).counts.update).toBe(1);
    const ram = (await getData<TCustomerList>(ctx.app, `/customers?search=Ram Kirana ${tag}`, staff()))
      .customers[0]!;
    expect(ram).toMatchObject({
      name: `Ram Kirana ${tag}`,
      phone: '0522 2699999',
      billingAddress: { district: 'Lucknow', pinCode: '226001' },
    });
  });

  it('refuses an unknown state, a state against the GSTIN, a bad GSTIN and a missing state, writing nothing', async () => {
    const tag = unique().replace(/\W/g, '').slice(-8);
    const first14 = '27AAACB2894G1Z';
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    const file = csv([
      ['Name', 'GSTIN', 'State'],
      [`Bombay ${tag}`, '', 'Bombay'],
      [`Pune ${tag}`, gstin, 'Gujarat'],
      [`Typo ${tag}`, `${gstin.slice(0, 14)}0`, ''],
      [`Nowhere ${tag}`, '', ''],
    ]);
    const report = reportOf(await uploadImport(ctx.app, staff(), 'customers', file, { dryRun: true }));
    expectError(await uploadImport(ctx.app, staff(), 'customers', file), 422, 'IMPORT_REFUSED');
    expect(report.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
      [2, 'State', 'import.stateUnknown'],
      [3, 'State', 'customer.stateNotGstins'],
      [4, 'GSTIN', 'gstin.checkCharacter'],
      [5, 'State', 'customer.stateRequired'],
    ]);
    expect((await getData<TCustomerList>(ctx.app, `/customers?search=${tag}`, staff())).total).toBe(0);
  });
});

describe('hostile files', () => {
  const header = ['SKU', 'Product name', 'Price (₹)'];

  it('reads UTF-8 with or without a byte order mark, and Windows-1252 with its rupee-less ₹ sign', async () => {
    const tag = unique();
    const bom = `\uFEFF${csv([header, [`BOM-${tag}`, `Chai ${tag} ☕`, '₹5']])}`;
    expect(reportOf(await uploadImport(ctx.app, staff(), 'products', bom)).counts.create).toBe(1);
    // Windows-1252 has no ₹: such files write "Rs." and accented names in single bytes.
    const latin = Buffer.from(
      csv([
        ['SKU', 'Product name', 'Price'],
        [`W-${tag}`, `Café Crème ${tag}`, 'Rs. 1,200'],
      ]),
      'latin1',
    );
    expect(reportOf(await uploadImport(ctx.app, staff(), 'products', latin)).counts.create).toBe(1);
    const list = await productsMatching(tag);
    expect(list.products.map((p) => p.productName).sort()).toEqual([`Café Crème ${tag}`, `Chai ${tag} ☕`]);
    expect(list.products.find((p) => p.sku === `W-${tag}`)!.price).toBe(1200);
  });

  it('reads semicolon-separated files (Excel in many locales)', async () => {
    const tag = unique();
    const file = `SKU;Product name;Price (₹)\r\nSEMI-${tag};Semi ${tag};"1.234"\r\n`;
    const report = reportOf(await uploadImport(ctx.app, staff(), 'products', file, { dryRun: true }));
    expect(report.counts.create).toBe(1);
  });

  it('refuses binary data, an old .xls, an empty file, a zip that is not a workbook and a zip bomb', async () => {
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(expectError(await uploadImport(ctx.app, staff(), 'products', binary), 415)).toBe(
      'This file is not a CSV text file or an Excel .xlsx workbook',
    );
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect(
      expectError(await uploadImport(ctx.app, staff(), 'products', xls, { fileName: 'old.xls' }), 415),
    ).toMatch(/\.xls/);
    expectError(await uploadImport(ctx.app, staff(), 'products', ''), 400);
    expectError(await uploadImport(ctx.app, staff(), 'products', '\r\n\r\n'), 400);
    expectError(
      await uploadImport(ctx.app, staff(), 'products', zipOf({ 'hello.txt': Buffer.from('hi') }), {
        fileName: 'x.xlsx',
      }),
      415,
    );
    // 50 MB of zeros packed into about 50 KB, under the names of a workbook.
    const bomb = zipOf({
      '[Content_Types].xml': Buffer.from('<Types/>'),
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/worksheets/sheet1.xml': Buffer.alloc(50 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expectError(await uploadImport(ctx.app, staff(), 'products', bomb, { fileName: 'bomb.xlsx' }), 413);
  });

  it('refuses a file of a million rows (more than an import takes) before writing any', async () => {
    const tag = unique();
    const lines = [`SKU,Product name`, ...Array.from({ length: 1_000_000 }, (_, i) => `T${i}-${tag},T`)];
    const res = await uploadImport(ctx.app, staff(), 'products', lines.join('\n'));
    expect(expectError(res, 413)).toBe('The file has more than 1,00,000 rows: split it into smaller files');
    expect((await productsMatching(tag)).total).toBe(0);
  });

  it('refuses a request without a file, with two files, or not multipart', async () => {
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/import/products',
      headers: { ...auth(staff()), 'content-type': 'application/json' },
      payload: { rows: [] },
    });
    expectError(noFile, 415);
    expectError(await uploadImport(ctx.app, staff(), 'cheese', 'a,b'), 400);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/import/products?dryRun=maybe',
        headers: auth(staff()),
      }),
      400,
    );
  });

  it('stores a formula-like text as text', async () => {
    const tag = unique();
    const file = csv([header, [`F-${tag}`, `=HYPERLINK("http://evil.example") ${tag}`, '1']]);
    reportOf(await uploadImport(ctx.app, staff(), 'products', file));
    const [product] = (await productsMatching(tag)).products as TProduct[];
    expect(product!.productName).toBe(`=HYPERLINK("http://evil.example") ${tag}`);
  });
});

describe('templates', () => {
  it('downloads the columns of each kind as CSV and as .xlsx', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/import/products/template?format=csv',
      headers: auth(staff()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="godown-products-template.csv"');
    expect(res.body.startsWith('\uFEFFSKU,Product name,Category,HSN,Price (₹),Brand,MRP (₹),Quantity')).toBe(
      true,
    );
    const book = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/import/opening-stock/template',
      headers: auth(staff()),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(book.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'SKU',
      'Inventory',
      'Quantity',
      'Batch',
      'Mfg date',
      'Expiry date',
    ]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/import/users/template', headers: auth(staff()) }),
      403,
    );
  });
});
