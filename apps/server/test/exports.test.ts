import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  EXPORT_KINDS,
  INVENTORY_COLUMNS,
  PRODUCT_COLUMNS,
  STORAGE_UNIT_COLUMNS,
  USER_COLUMNS,
  indiaDateFromToday,
  indiaDateTime,
  parseCell,
  wageMonthOf,
  type ExportKind,
  type FileFormat,
  type TInventoryDetail,
  type TProduct,
  type TPurchaseOrder,
  type TStockMovement,
  type TTransportDetail,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { EXPORT_CHUNK_ROWS } from '../src/modules/exports/export-queries.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, createStorage, place } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

/*
 * Exports (docs/domain.md#exports): every list as CSV and .xlsx, with its filters and its readers;
 * the files read back as a person (or an import) would read them.
 */

const ctx = useTestContext({ openAdminSignup: true });

const BOM = '\uFEFF';
const EVIL_NAME = "=cmd|' /C calc'!A0";
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Caller = 'anonymous' | 'staff' | 'supplier' | 'driver' | 'admin';

const fx = {} as {
  tag: string;
  category: string;
  admin: RegisteredUser;
  staff: RegisteredUser;
  supplier: RegisteredUser;
  otherSupplier: RegisteredUser;
  driver: RegisteredUser;
  inventory: TInventoryDetail;
  otherInventory: TInventoryDetail;
  rice: TProduct;
  evil: TProduct;
  bare: TProduct;
  transport: TTransportDetail;
  supplierTransport: TTransportDetail;
  sentOrder: TPurchaseOrder;
  draftOrder: TPurchaseOrder;
  otherOrder: TPurchaseOrder;
};

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? null : fx[caller].token);

/** GET /export/{kind} with a query, as a caller (or a token). */
function exportAs(
  kind: ExportKind | string,
  query: Record<string, string>,
  token: string | null = fx.admin.token,
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(query).toString();
  return ctx.app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}/export/${kind}${search ? `?${search}` : ''}`,
    headers: token ? auth(token) : {},
  });
}

/** The rows of a CSV answer (header first), after checking it is one. */
function csvRows(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith(BOM), 'a UTF-8 byte order mark first').toBe(true);
  return parse(res.body.slice(1), { relax_column_count: false }) as string[][];
}

/** The first sheet of an .xlsx answer, read back by exceljs. */
async function xlsxSheet(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A sheet's rows as arrays of cell values (header first). */
function sheetRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value));
  });
  return rows;
}

/** The CSV row whose cell under `header` is `value`. */
function rowWhere(rows: string[][], header: string, value: string): Record<string, string> {
  const headers = rows[0]!;
  const index = headers.indexOf(header);
  expect(index, `no column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const row = rows.slice(1).find((r) => r[index] === value);
  expect(row, `no row with ${header} = ${value}`).toBeDefined();
  return Object.fromEntries(headers.map((h, i) => [h, row![i]!]));
}

/** The values of one column of a CSV, without the header. */
function column(rows: string[][], header: string): string[] {
  const index = rows[0]!.indexOf(header);
  expect(index, `no column ${header}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[index]!);
}

beforeAll(async () => {
  const { app } = ctx;
  fx.tag = unique();
  fx.category = `Export ${fx.tag}`;
  fx.admin = await registerUser(app, { role: 'admin' });
  fx.staff = await registerUser(app, { role: 'staff' });
  fx.supplier = await registerUser(app, { role: 'supplier' });
  fx.otherSupplier = await registerUser(app, { role: 'supplier' });
  fx.driver = await registerUser(app, { role: 'driver' });
  const admin = fx.admin.token;

  fx.inventory = await createInventory(app, admin, {
    name: `Export Godown ${fx.tag}`,
    description: 'Dry goods, रसोई',
    totalCapacity: 2000,
    totalVolume: 100,
  });
  fx.otherInventory = await createInventory(app, admin, { name: `Other Godown ${fx.tag}` });
  fx.rice = await createProduct(app, fx.staff.token, {
    productName: `Basmati Rice ${fx.tag}`,
    sku: `RICE-${fx.tag}`,
    productCategory: fx.category,
    hsnCode: '1006',
    gtin: '8901063010901',
    price: 1234.5,
    brand: 'India Gate',
    mrp: 1299,
    quantity: 40,
    thresholdLimit: 5,
    weight: 10.25,
    dimensions: { length: 40, width: 25.5, height: 10 },
    description: 'Aged basmati, ₹ per bag; बासमती चावल',
    batchId: 'B-2026-11',
    mfgDate: '2026-10-01',
    expiryDate: '2027-03-30',
    shelfLifeDays: 180,
    expiryWarningDays: 20,
    reorderPoint: 8,
    reorderQuantity: 30,
    leadTimeDays: 4,
    supplierId: fx.supplier.user.id,
    supplierLocation: { type: 'Point', coordinates: [77.5946, 12.9716] },
  });
  fx.evil = await createProduct(app, fx.staff.token, {
    productName: EVIL_NAME,
    sku: `EVIL-${fx.tag}`,
    productCategory: fx.category,
    description: '@SUM(1+1)',
    price: 0,
    quantity: 3,
  });
  // One unit and no threshold: in stock, so no stock alert names the tag.
  fx.bare = await createProduct(app, fx.staff.token, { productName: `Loose Jaggery ${fx.tag}`, quantity: 1 });
  expect((await place(app, admin, fx.inventory.id, fx.rice.id, 10)).statusCode).toBe(201);
  await createStorage(app, admin, fx.inventory.id, {
    locationId: `RACK-${fx.tag}`,
    name: `Rack ${fx.tag}`,
    type: 'Rack',
    temperature: { min: 2, max: 8 },
  });

  fx.transport = await createTransport(app, admin, {
    packageId: `PKG-${fx.tag}`,
    transportMode: 'ship',
    transportationCost: 2500.75,
    products: [{ product: fx.rice.id, quantity: 2 }],
    assignedTo: fx.driver.user.id,
    sourceInventoryId: fx.inventory.id,
    destinationInventoryId: fx.otherInventory.id,
    eta: '2030-01-15T10:30:00+05:30',
  });
  fx.supplierTransport = await createTransport(app, fx.supplier.token, { packageId: `SUP-${fx.tag}` });

  const alert = async (body: Record<string, unknown>) => {
    const res = await callApi(app, 'POST', '/alerts/trigger', admin, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  await alert({ type: 'system', message: `Open alert ${fx.tag}`, priority: 'critical' });
  await alert({ type: 'maintenance', message: `Fixed alert ${fx.tag}`, priority: 'low', resolved: true });
  await alert({ type: 'system', message: `+SUM(A1) ${fx.tag}`, priority: 'medium' });

  const wage = await callApi(app, 'POST', '/wages/calculate', admin, {
    userId: fx.staff.user.id,
    hoursWorked: 120.5,
    wagePerHour: 150.25,
  });
  expect(wage.statusCode, wage.body).toBe(200);

  const order = async (supplier: RegisteredUser, status: 'draft' | 'sent') => {
    const res = await callApi(app, 'POST', '/purchase-orders', admin, {
      supplierId: supplier.user.id,
      destinationInventoryId: fx.inventory.id,
      expectedDate: '2030-02-01',
      status,
      lines: [
        { product: fx.rice.id, quantity: 5, unitPrice: 12.5 },
        { product: fx.evil.id, quantity: 2, unitPrice: 1000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { purchaseOrder: TPurchaseOrder } }).data.purchaseOrder;
  };
  fx.sentOrder = await order(fx.supplier, 'sent');
  fx.draftOrder = await order(fx.supplier, 'draft');
  fx.otherOrder = await order(fx.otherSupplier, 'sent');
});

describe('who may export what', () => {
  // Exactly the readers of each list under the default role policy (docs/domain.md#roles): suppliers
  // and drivers are outsiders; the statuses of anonymous, staff, supplier, driver, admin.
  const READERS: Record<ExportKind, Record<Caller, number>> = {
    products: { anonymous: 200, staff: 200, supplier: 200, driver: 200, admin: 200 },
    inventories: { anonymous: 200, staff: 200, supplier: 200, driver: 200, admin: 200 },
    'inventory-products': { anonymous: 200, staff: 200, supplier: 200, driver: 200, admin: 200 },
    'storage-units': { anonymous: 200, staff: 200, supplier: 200, driver: 200, admin: 200 },
    transports: { anonymous: 401, staff: 200, supplier: 200, driver: 200, admin: 200 },
    alerts: { anonymous: 401, staff: 200, supplier: 403, driver: 403, admin: 200 },
    users: { anonymous: 401, staff: 200, supplier: 403, driver: 403, admin: 200 },
    wages: { anonymous: 401, staff: 200, supplier: 403, driver: 200, admin: 200 },
    'purchase-orders': { anonymous: 401, staff: 200, supplier: 200, driver: 403, admin: 200 },
    movements: { anonymous: 401, staff: 200, supplier: 403, driver: 403, admin: 200 },
    customers: { anonymous: 401, staff: 200, supplier: 403, driver: 403, admin: 200 },
    'sales-orders': { anonymous: 401, staff: 200, supplier: 403, driver: 403, admin: 200 },
  };
  const queryOf = (kind: ExportKind): Record<string, string> =>
    kind === 'inventory-products' ? { inventory: fx.inventory.id } : {};

  for (const kind of EXPORT_KINDS) {
    it(`${kind}: the list's readers get the file, others 401 or 403 in the envelope`, async () => {
      for (const caller of ['anonymous', 'staff', 'supplier', 'driver', 'admin'] as const) {
        for (const format of ['csv', 'xlsx'] as const) {
          const res = await exportAs(kind, { ...queryOf(kind), format }, tokenOf(caller));
          const expected = READERS[kind][caller];
          if (expected === 200) {
            expect(res.statusCode, `${caller} ${format}: ${res.body.slice(0, 200)}`).toBe(200);
            expect(res.headers['content-disposition']).toBe(
              `attachment; filename="godown-${kind}-${indiaDateFromToday()}.${format}"`,
            );
            expect(res.headers['content-type']).toBe(
              format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
            );
            expect(res.headers['cache-control']).toBe('no-store');
          } else {
            expectError(res, expected, expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
          }
        }
      }
    });
  }
});

describe('bad queries are refused before any byte of a file', () => {
  it('answers 400 in the envelope for a bad format, an unknown or paging key, bad filters', async () => {
    const cases: [ExportKind, Record<string, string>][] = [
      ['products', { format: 'pdf' }],
      ['products', { limit: '10' }],
      ['products', { offset: '5' }],
      ['products', { sort: 'colour' }],
      ['products', { order: 'up' }],
      ['products', { ids: 'not-an-id' }],
      ['products', { search: 'a\u0000b' }],
      ['products', { search: 'x'.repeat(201) }],
      ['inventory-products', {}],
      ['inventory-products', { inventory: 'not-an-id' }],
      ['storage-units', { inventory: '42' }],
      ['transports', { status: 'lost' }],
      ['alerts', { resolved: 'maybe' }],
      ['alerts', { priority: 'urgent' }],
      ['users', { role: 'owner' }],
      ['wages', { month: '2026-13' }],
      ['purchase-orders', { supplier: 'someone' }],
      ['movements', { from: '2026-02-30' }],
      ['movements', { reason: 'stolen' }],
      ['movements', { from: '2026-11-25', to: '2026-11-01' }],
    ];
    for (const [kind, query] of cases) {
      const res = await exportAs(kind, query);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.headers['content-disposition'], `${kind} ${JSON.stringify(query)}`).toBeUndefined();
    }
    expect(expectError(await exportAs('movements', { from: '2026-11-25', to: '2026-11-01' }), 400)).toBe(
      'to: The from date must not be after the to date',
    );
  });

  it('answers 404 for an inventory or product that does not exist, and for an unknown kind', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(expectError(await exportAs('inventory-products', { inventory: missing }), 404)).toBe(
      'Inventory not found',
    );
    expect(expectError(await exportAs('movements', { product: missing }), 404)).toBe('Product not found');
    expectError(await exportAs('spaceships', {}), 404, 'NOT_FOUND');
  });
});

describe('products', () => {
  const riceQuery = () => ({ search: `RICE-${fx.tag}` });

  it('writes exactly the import columns, a row per product, values as an import reads them (CSV)', async () => {
    const rows = csvRows(await exportAs('products', riceQuery()));
    expect(rows[0]).toEqual(PRODUCT_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(2);
    const row = rowWhere(rows, 'SKU', `RICE-${fx.tag}`);
    expect(row).toEqual({
      SKU: `RICE-${fx.tag}`,
      'Product name': `Basmati Rice ${fx.tag}`,
      Category: fx.category,
      HSN: '1006',
      Barcode: '8901063010901',
      'Price (₹)': '1234.5',
      Brand: 'India Gate',
      'MRP (₹)': '1299',
      Quantity: '40',
      'Threshold limit': '5',
      'Weight (kg)': '10.25',
      'Length (cm)': '40',
      'Width (cm)': '25.5',
      'Height (cm)': '10',
      Description: 'Aged basmati, ₹ per bag; बासमती चावल',
      Batch: 'B-2026-11',
      'Mfg date': '2026-10-01',
      'Expiry date': '2027-03-30',
      'Shelf life (days)': '180',
      'Expiry warning (days)': '20',
      'Reorder point': '8',
      'Reorder quantity': '30',
      'Order up to': '',
      'Lead time (days)': '4',
      Supplier: fx.supplier.email,
      'Supplier longitude': '77.5946',
      'Supplier latitude': '12.9716',
    });
  });

  it('round-trips: every cell read back as its import column reads it is the product as stored', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await exportAs('products', { category: fx.category, format });
      const table = format === 'csv' ? csvRows(res) : sheetRows(await xlsxSheet(res));
      expect(table[0]).toEqual(PRODUCT_COLUMNS.map((c) => c.header));
      const stored = [fx.rice, fx.evil];
      expect(table).toHaveLength(1 + stored.length);
      for (const row of table.slice(1)) {
        const values = Object.fromEntries(
          PRODUCT_COLUMNS.map((col, i) => {
            const parsed = parseCell(col, (row[i] ?? null) as string | number | Date | null);
            expect(parsed.ok, `${format} ${col.header}: ${JSON.stringify(row[i])}`).toBe(true);
            return [col.key, parsed.ok ? parsed.value : undefined];
          }),
        );
        const product = stored.find((p) => p.sku === values.sku)!;
        expect(product, `${format}: ${String(values.sku)}`).toBeDefined();
        const text = (value: string | null) => (value === null ? null : value);
        // A CSV text that a spreadsheet would run keeps its guard, the import's to strip; a workbook's
        // string cells are never run and hold the text as it is.
        const guarded = (value: string) => (format === 'csv' ? `'${value}` : value);
        expect(values).toEqual({
          sku: product.sku,
          productName: product.productName === EVIL_NAME ? guarded(EVIL_NAME) : product.productName,
          productCategory: product.productCategory,
          hsnCode: product.hsnCode,
          gtin: product.gtin,
          price: product.price,
          brand: product.brand,
          mrp: product.mrp,
          quantity: product.quantity,
          thresholdLimit: product.thresholdLimit,
          weight: product.weight,
          length: product.dimensions?.length ?? null,
          width: product.dimensions?.width ?? null,
          height: product.dimensions?.height ?? null,
          description: text(product.description === '@SUM(1+1)' ? guarded('@SUM(1+1)') : product.description),
          batchId: product.batchId,
          mfgDate: product.mfgDate,
          expiryDate: product.expiryDate,
          shelfLifeDays: product.shelfLifeDays,
          expiryWarningDays: product.expiryWarningDays,
          reorderPoint: product.reorderPoint,
          reorderQuantity: product.reorderQuantity,
          orderUpTo: product.orderUpTo,
          leadTimeDays: product.leadTimeDays,
          supplier: product.supplierId ? (fx.supplier.email ?? null) : null,
          supplierLongitude: product.supplierLocation?.coordinates[0] ?? null,
          supplierLatitude: product.supplierLocation?.coordinates[1] ?? null,
        });
      }
    }
  });

  it('writes text a spreadsheet would run with a leading apostrophe in CSV, as a string cell in .xlsx', async () => {
    const csv = csvRows(await exportAs('products', { search: `EVIL-${fx.tag}` }));
    expect(rowWhere(csv, 'SKU', `EVIL-${fx.tag}`)).toMatchObject({
      'Product name': `'${EVIL_NAME}`,
      Description: "'@SUM(1+1)",
      // Numbers are numbers, never escaped.
      'Price (₹)': '0',
    });
    const sheet = await xlsxSheet(await exportAs('products', { search: `EVIL-${fx.tag}`, format: 'xlsx' }));
    // A string cell is shown, never evaluated: it holds the text exactly, with no apostrophe.
    const name = sheet.getRow(2).getCell(2);
    expect(name.value).toBe(EVIL_NAME);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(14).value).toBe('@SUM(1+1)');

    // An alert's message and a movement of the product, on other lists, too.
    const alerts = csvRows(await exportAs('alerts', { search: `+SUM(A1) ${fx.tag}` }));
    expect(column(alerts, 'Message')).toEqual([`'+SUM(A1) ${fx.tag}`]);
    const movements = csvRows(await exportAs('movements', { product: fx.evil.id }));
    expect(column(movements, 'Product')).toEqual([`'${EVIL_NAME}`]);
  });

  it('writes real numbers and dates in .xlsx: ₹ amounts, dd-mm-yyyy dates, a bold frozen header and widths', async () => {
    const sheet = await xlsxSheet(await exportAs('products', { ...riceQuery(), format: 'xlsx' }));
    expect(sheet.name).toBe('Products');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('SKU');
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(2);
    const cellOf = (headerText: string) =>
      sheet.getRow(2).getCell(PRODUCT_COLUMNS.findIndex((c) => c.header === headerText) + 1);

    const price = cellOf('Price (₹)');
    expect(price.value).toBe(1234.5);
    expect(price.numFmt).toBe('₹#,##,##0.00');
    expect(cellOf('Quantity').value).toBe(40);
    expect(cellOf('Weight (kg)').value).toBe(10.25);
    const mfg = cellOf('Mfg date');
    expect(mfg.value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(mfg.numFmt).toBe('dd-mm-yyyy');
    expect(cellOf('Order up to').value).toBeNull();
    expect(cellOf('Description').value).toBe('Aged basmati, ₹ per bag; बासमती चावल');
    for (let i = 1; i <= PRODUCT_COLUMNS.length; i++) {
      expect(sheet.getColumn(i).width, PRODUCT_COLUMNS[i - 1]!.header).toBeGreaterThanOrEqual(8);
    }
    expect(sheet.getColumn(2).width).toBeGreaterThan(sheet.getColumn(5).width!);
  });

  it("applies the list's search and category", async () => {
    const inCategory = csvRows(await exportAs('products', { category: fx.category }));
    expect(column(inCategory, 'SKU').sort()).toEqual([`EVIL-${fx.tag}`, `RICE-${fx.tag}`].sort());
    // Newest first, as the list.
    expect(column(inCategory, 'SKU')).toEqual([`EVIL-${fx.tag}`, `RICE-${fx.tag}`]);
    const searched = csvRows(await exportAs('products', { search: `jaggery ${fx.tag}` }));
    expect(column(searched, 'Product name')).toEqual([`Loose Jaggery ${fx.tag}`]);
    expect(column(searched, 'SKU')).toEqual([fx.bare.sku]);
    const none = csvRows(await exportAs('products', { search: `nothing-${fx.tag}`, category: fx.category }));
    expect(none).toEqual([PRODUCT_COLUMNS.map((c) => c.header)]);
    const emptyXlsx = await xlsxSheet(
      await exportAs('products', { search: `nothing-${fx.tag}`, format: 'xlsx' }),
    );
    expect(emptyXlsx.rowCount).toBe(1);
  });

  it("names the supplier only to the company's people and to that supplier", async () => {
    const supplierCell = async (token: string | null) =>
      rowWhere(csvRows(await exportAs('products', riceQuery(), token)), 'SKU', `RICE-${fx.tag}`).Supplier;
    expect(await supplierCell(fx.staff.token)).toBe(fx.supplier.email);
    // A driver, outside the company's people under the default policy, is not shown it.
    expect(await supplierCell(fx.driver.token)).toBe('');
    expect(await supplierCell(fx.supplier.token)).toBe(fx.supplier.email);
    expect(await supplierCell(fx.otherSupplier.token)).toBe('');
    expect(await supplierCell(null)).toBe('');
  });

  it(`streams thousands of products in chunks of ${EXPORT_CHUNK_ROWS}: every row once, newest first`, async () => {
    const bulk = 2_345;
    const category = `Bulk ${fx.tag}`;
    // One statement: every row shares its created_at, so the chunks must break ties by id.
    await queryRows(
      ctx.database.db,
      sql`INSERT INTO products (product_name, sku, product_category, price, quantity)
          SELECT 'Bulk item ' || g, ${`BULK-${fx.tag}-`} || lpad(g::text, 5, '0'), ${category}, g * 1.5, g
          FROM generate_series(1, ${bulk}) AS g`,
    );
    const listed = await getData<{ products: TProduct[]; total: number }>(
      ctx.app,
      `/products/?category=${encodeURIComponent(category)}&limit=1000`,
    );
    expect(listed.total).toBe(bulk);

    const rows = csvRows(await exportAs('products', { category }));
    expect(rows).toHaveLength(1 + bulk);
    const skus = column(rows, 'SKU');
    expect(new Set(skus).size).toBe(bulk);
    // The same order as the list's pages.
    expect(skus.slice(0, 1000)).toEqual(listed.products.map((p) => p.sku));

    const sheet = await xlsxSheet(await exportAs('products', { category, format: 'xlsx' }));
    expect(sheet.rowCount).toBe(1 + bulk);
    const prices = sheetRows(sheet)
      .slice(1)
      .map((r) => r[4] as number);
    expect(prices.every((p) => typeof p === 'number')).toBe(true);
    expect(prices.reduce((sum, p) => sum + p, 0)).toBeCloseTo((1.5 * bulk * (bulk + 1)) / 2, 2);
  });
});

describe('inventories and their products', () => {
  it('writes the import columns, then occupied, utilization and counts; searched', async () => {
    const rows = csvRows(await exportAs('inventories', { search: `Export Godown ${fx.tag}` }));
    expect(rows[0]).toEqual([
      ...INVENTORY_COLUMNS.map((c) => c.header),
      'Capacity occupied (kg)',
      'Volume occupied (m³)',
      'Weight utilization (%)',
      'Volume utilization (%)',
      'Products',
      'Storage units',
    ]);
    expect(rows).toHaveLength(2);
    // 10 bags of 10.25 kg, 0.0102 m³ each, of 2000 kg and 100 m³.
    expect(rowWhere(rows, 'Name', fx.inventory.name)).toEqual({
      Name: fx.inventory.name,
      Location: 'Bhiwandi, Maharashtra',
      Description: 'Dry goods, रसोई',
      'Total capacity (kg)': '2000',
      'Total volume (m³)': '100',
      Latitude: '19.2813',
      Longitude: '73.0483',
      'Capacity occupied (kg)': '102.5',
      'Volume occupied (m³)': '0.102',
      'Weight utilization (%)': '5.1',
      'Volume utilization (%)': '0.1',
      Products: '1',
      'Storage units': '1',
    });
    const sheet = await xlsxSheet(
      await exportAs('inventories', { search: `Export Godown ${fx.tag}`, format: 'xlsx' }),
    );
    const utilization = sheet.getRow(2).getCell(INVENTORY_COLUMNS.length + 3);
    expect(utilization.value).toBeCloseTo(0.051, 6);
    expect(utilization.numFmt).toBe('0.0%');
    const all = csvRows(await exportAs('inventories', { search: fx.tag }));
    // By name, as the list.
    expect(column(all, 'Name')).toEqual([fx.inventory.name, fx.otherInventory.name]);
  });

  it("writes an inventory's products with their units and value, by name", async () => {
    const rows = csvRows(await exportAs('inventory-products', { inventory: fx.inventory.id }));
    expect(rows).toEqual([
      ['Product', 'SKU', 'Category', 'Quantity', 'Unit price (₹)', 'Total value (₹)'],
      [`Basmati Rice ${fx.tag}`, `RICE-${fx.tag}`, fx.category, '10', '1234.5', '12345'],
    ]);
    const sheet = await xlsxSheet(
      await exportAs('inventory-products', { inventory: fx.inventory.id, format: 'xlsx' }),
    );
    expect(sheet.name).toBe('Inventory products');
    expect(sheetRows(sheet)[1]).toEqual([
      `Basmati Rice ${fx.tag}`,
      `RICE-${fx.tag}`,
      fx.category,
      10,
      1234.5,
      12345,
    ]);
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('₹#,##,##0.00');
    const empty = csvRows(await exportAs('inventory-products', { inventory: fx.otherInventory.id }));
    expect(empty).toHaveLength(1);
  });
});

describe('storage units', () => {
  it('writes the import columns (the inventory by name), then the measures; by inventory and search', async () => {
    const rows = csvRows(await exportAs('storage-units', { inventory: fx.inventory.id }));
    expect(rows[0]).toEqual([
      ...STORAGE_UNIT_COLUMNS.map((c) => c.header),
      'Max volume (m³)',
      'Current weight (kg)',
      'Current volume (m³)',
    ]);
    expect(rows).toHaveLength(2);
    expect(rowWhere(rows, 'Location ID', `RACK-${fx.tag}`)).toEqual({
      Inventory: fx.inventory.name,
      'Location ID': `RACK-${fx.tag}`,
      Name: `Rack ${fx.tag}`,
      Type: 'Rack',
      'Length (cm)': '200',
      'Width (cm)': '100',
      'Height (cm)': '250',
      'Holding capacity (kg)': '1000',
      'Volume (m³)': '',
      'Min temperature (°C)': '2',
      'Max temperature (°C)': '8',
      Active: 'Yes',
      Location: 'Bhiwandi, Maharashtra',
      Description: '',
      'Max volume (m³)': '5',
      'Current weight (kg)': '0',
      'Current volume (m³)': '0',
    });
    expect(csvRows(await exportAs('storage-units', { inventory: fx.otherInventory.id }))).toHaveLength(1);
    expect(column(csvRows(await exportAs('storage-units', { search: `Rack ${fx.tag}` })), 'Name')).toEqual([
      `Rack ${fx.tag}`,
    ]);
  });
});

describe('transports', () => {
  const HEADERS = [
    'Package ID',
    'Order',
    'Status',
    'Mode',
    'Source',
    'Destination',
    'Driver',
    'ETA',
    'Cost (₹)',
    'Products',
    'Total weight (kg)',
    'Total value (₹)',
    'Created',
  ];

  it('writes what the screens show, the lines in words and the times in India', async () => {
    const rows = csvRows(await exportAs('transports', { search: `PKG-${fx.tag}` }));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(2);
    expect(rowWhere(rows, 'Package ID', `PKG-${fx.tag}`)).toEqual({
      'Package ID': `PKG-${fx.tag}`,
      Order: 'No',
      Status: 'Pending',
      Mode: 'Ship',
      Source: fx.inventory.name,
      Destination: fx.otherInventory.name,
      Driver: fx.driver.user.name,
      ETA: '2030-01-15 10:30',
      'Cost (₹)': '2500.75',
      Products: `Basmati Rice ${fx.tag} × 2`,
      'Total weight (kg)': '20.5',
      'Total value (₹)': '2469',
      Created: indiaDateTime(fx.transport.createdAt),
    });
    const sheet = await xlsxSheet(await exportAs('transports', { search: `PKG-${fx.tag}`, format: 'xlsx' }));
    const eta = sheet.getRow(2).getCell(8);
    // The cell holds the time a clock in India shows.
    expect(eta.value).toEqual(new Date(Date.UTC(2030, 0, 15, 10, 30)));
    expect(eta.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(sheet.getRow(2).getCell(9).value).toBe(2500.75);
  });

  it('filters by status, and gives a supplier only the transports they created', async () => {
    const pending = column(
      csvRows(await exportAs('transports', { status: 'pending', search: fx.tag })),
      'Package ID',
    );
    expect(pending.sort()).toEqual([`PKG-${fx.tag}`, `SUP-${fx.tag}`].sort());
    expect(csvRows(await exportAs('transports', { status: 'inTransit', search: fx.tag }))).toHaveLength(1);
    const own = csvRows(await exportAs('transports', {}, fx.supplier.token));
    expect(column(own, 'Package ID')).toEqual([`SUP-${fx.tag}`]);
    expect(csvRows(await exportAs('transports', {}, fx.otherSupplier.token))).toHaveLength(1);
  });
});

describe('alerts', () => {
  it('writes type, priority, message, item, state and times; filtered as the list', async () => {
    const rows = csvRows(await exportAs('alerts', { search: fx.tag, resolved: 'false' }));
    expect(rows[0]).toEqual([
      'Type',
      'Priority',
      'Message',
      'Description',
      'Item',
      'Resolved',
      'Resolved at',
      'Raised by',
      'Created',
    ]);
    expect(column(rows, 'Message')).toEqual([`'+SUM(A1) ${fx.tag}`, `Open alert ${fx.tag}`]);
    expect(rowWhere(rows, 'Message', `Open alert ${fx.tag}`)).toMatchObject({
      Type: 'System',
      Priority: 'Critical',
      Resolved: 'No',
      'Resolved at': '',
      'Raised by': fx.admin.user.name,
    });
    const resolved = csvRows(await exportAs('alerts', { search: fx.tag, resolved: 'true' }));
    expect(rowWhere(resolved, 'Message', `Fixed alert ${fx.tag}`)).toMatchObject({
      Type: 'Maintenance',
      Priority: 'Low',
      Resolved: 'Yes',
    });
    expect(rowWhere(resolved, 'Message', `Fixed alert ${fx.tag}`)['Resolved at']).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
    expect(csvRows(await exportAs('alerts', { search: fx.tag, priority: 'low' }))).toHaveLength(2);
    expect(csvRows(await exportAs('alerts', { search: fx.tag, type: 'maintenance' }))).toHaveLength(2);
    const sheet = await xlsxSheet(await exportAs('alerts', { search: fx.tag, format: 'xlsx' }));
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(9).value).toBeInstanceOf(Date);
  });
});

describe('users and wages', () => {
  it('writes the import columns of users, then active, hours, extra shift and created; by role and search', async () => {
    const rows = csvRows(await exportAs('users', { search: fx.staff.email! }));
    expect(rows[0]).toEqual([
      ...USER_COLUMNS.map((c) => c.header),
      'Active',
      'Hours this month',
      'Extra shift',
      'Created',
    ]);
    expect(rows).toHaveLength(2);
    expect(rowWhere(rows, 'Email', fx.staff.email!)).toEqual({
      Name: fx.staff.user.name,
      Email: fx.staff.email,
      Phone: '',
      Role: 'staff',
      Shift: '',
      'Wage per hour (₹)': '150.25',
      Active: 'Yes',
      'Hours this month': '120.5',
      'Extra shift': 'No',
      Created: indiaDateTime(fx.staff.user.createdAt),
    });
    const suppliers = column(csvRows(await exportAs('users', { role: 'supplier' })), 'Email');
    expect(suppliers).toEqual(expect.arrayContaining([fx.supplier.email, fx.otherSupplier.email]));
    expect(suppliers).not.toContain(fx.staff.email);
    // No password or hash in either format.
    const xlsx = await exportAs('users', { format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(
      csvRows(await exportAs('users', {}))
        .flat()
        .join(' '),
    ).not.toMatch(/argon2|password/i);
  });

  it('writes wage records of a month with hours, rate and total', async () => {
    const month = wageMonthOf();
    const rows = csvRows(await exportAs('wages', { month, search: fx.staff.user.name }));
    expect(rows).toEqual([
      [
        'Employee',
        'Role',
        'Month',
        'Hours worked',
        'Wage per hour (₹)',
        'Total (₹)',
        'Extra shift',
        'Overworked',
        'Calculated',
      ],
      [
        fx.staff.user.name,
        'Staff',
        month,
        '120.5',
        '150.25',
        '18105.13',
        'No',
        'No',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      ],
    ]);
    expect(csvRows(await exportAs('wages', { month: '2001-01' }))).toHaveLength(1);
    const sheet = await xlsxSheet(
      await exportAs('wages', { month, search: fx.staff.user.name, format: 'xlsx' }),
    );
    expect(sheet.getRow(2).getCell(6).value).toBe(18105.13);
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('₹#,##,##0.00');
  });
});

describe('purchase orders', () => {
  it('writes number, status, supplier, destination, dates, lines and value; filtered', async () => {
    const rows = csvRows(await exportAs('purchase-orders', { search: fx.sentOrder.number }));
    expect(rows).toEqual([
      [
        'Number',
        'Status',
        'Supplier',
        'Destination',
        'Expected date',
        'Confirmed date',
        'Lines',
        'Units ordered',
        'Units received',
        'Value (₹)',
        'Created',
      ],
      [
        fx.sentOrder.number,
        'Sent',
        fx.supplier.user.name,
        fx.inventory.name,
        '2030-02-01',
        '',
        '2',
        '7',
        '0',
        '2062.5',
        indiaDateTime(fx.sentOrder.createdAt),
      ],
    ]);
    const drafts = column(csvRows(await exportAs('purchase-orders', { status: 'draft' })), 'Number');
    expect(drafts).toContain(fx.draftOrder.number);
    expect(drafts).not.toContain(fx.sentOrder.number);
    const bySupplier = column(
      csvRows(await exportAs('purchase-orders', { supplier: fx.otherSupplier.user.id })),
      'Number',
    );
    expect(bySupplier).toEqual([fx.otherOrder.number]);
    const sheet = await xlsxSheet(
      await exportAs('purchase-orders', { search: fx.sentOrder.number, format: 'xlsx' }),
    );
    expect(sheet.getRow(2).getCell(5).value).toEqual(new Date(Date.UTC(2030, 1, 1)));
    expect(sheet.getRow(2).getCell(10).value).toBe(2062.5);
  });

  it('gives a supplier only the orders addressed to them, never drafts', async () => {
    const numbers = column(csvRows(await exportAs('purchase-orders', {}, fx.supplier.token)), 'Number');
    expect(numbers).toEqual([fx.sentOrder.number]);
  });
});

describe('the stock ledger', () => {
  it("writes a product's movements newest first, with India's date and time and the reason in words", async () => {
    const { movements } = await getData<{ movements: TStockMovement[] }>(
      ctx.app,
      `/products/${fx.rice.id}/movements`,
      fx.staff.token,
    );
    const rows = csvRows(await exportAs('movements', { product: fx.rice.id }, fx.staff.token));
    expect(rows[0]).toEqual([
      'Date and time',
      'Product',
      'SKU',
      'Batch',
      'Inventory',
      'Scope',
      'Reason',
      'Change',
      'By',
      'Transport',
      'Purchase order',
      'Note',
    ]);
    expect(rows).toHaveLength(1 + movements.length);
    expect(column(rows, 'Change')).toEqual(movements.map((m) => String(m.delta)));
    expect(column(rows, 'Date and time')).toEqual(movements.map((m) => indiaDateTime(m.createdAt)));
    expect(column(rows, 'Reason')).toEqual(['Placed in inventory', 'Opening stock']);
    expect(rows[1]).toEqual([
      indiaDateTime(movements[0]!.createdAt),
      `Basmati Rice ${fx.tag}`,
      `RICE-${fx.tag}`,
      '',
      fx.inventory.name,
      'Placement',
      'Placed in inventory',
      '10',
      fx.admin.user.name,
      '',
      '',
      '',
    ]);
    const sheet = await xlsxSheet(await exportAs('movements', { product: fx.rice.id, format: 'xlsx' }));
    expect(sheet.name).toBe('Stock movements');
    const when = sheet.getRow(2).getCell(1).value as Date;
    expect(when.toISOString().slice(0, 16).replace('T', ' ')).toBe(indiaDateTime(movements[0]!.createdAt));
    expect(sheet.getRow(3).getCell(8).value).toBe(40);
  });

  it('filters by inventory, scope, reason and days in India', async () => {
    const placed = csvRows(
      await exportAs('movements', { inventory: fx.inventory.id, reason: 'placed', scope: 'placement' }),
    );
    expect(column(placed, 'Product')).toEqual([`Basmati Rice ${fx.tag}`]);
    const today = indiaDateFromToday();
    const todays = csvRows(await exportAs('movements', { product: fx.rice.id, from: today, to: today }));
    expect(todays).toHaveLength(3);
    const tomorrow = indiaDateFromToday(1);
    expect(csvRows(await exportAs('movements', { product: fx.rice.id, from: tomorrow }))).toHaveLength(1);
    const yesterday = indiaDateFromToday(-1);
    expect(csvRows(await exportAs('movements', { product: fx.rice.id, to: yesterday }))).toHaveLength(1);
    const stock = csvRows(await exportAs('movements', { product: fx.rice.id, scope: 'stock' }));
    expect(column(stock, 'Reason')).toEqual(['Opening stock']);
  });
});

describe('formats', () => {
  it('answers CSV without a format, and the same rows in both formats', async () => {
    const noFormat = csvRows(await exportAs('purchase-orders', { search: fx.tag }));
    const csv = csvRows(await exportAs('purchase-orders', { search: fx.tag, format: 'csv' }));
    expect(noFormat).toEqual(csv);
    for (const kind of ['inventories', 'storage-units', 'users'] as const) {
      const query = { search: fx.tag };
      const fromCsv = csvRows(await exportAs(kind, query));
      const fromXlsx = sheetRows(
        await xlsxSheet(await exportAs(kind, { ...query, format: 'xlsx' as FileFormat })),
      );
      expect(fromXlsx.map((r) => r.length)).toEqual(fromCsv.map((r) => r.length));
      expect(fromXlsx[0]).toEqual(fromCsv[0]);
    }
  });
});
