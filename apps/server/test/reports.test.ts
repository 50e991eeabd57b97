import ExcelJS from 'exceljs';
import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatRupees,
  NOT_IN_INVENTORY_LABEL,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  englishOfRule,
  type TExpiringReport,
  type TMovementsReport,
  type TValuationReport,
} from '@godown/shared';
import { loadConfig } from '../src/config.js';
import { stockMovements } from '../src/db/schema.js';
import { indianDate, type ReportDocument } from '../src/modules/reports/report-documents.js';
import { findReportFonts, renderPdf, XLSX_FORMATS } from '../src/modules/reports/report-files.js';
import { DEMO_TEAM, upsertDemoAccounts } from '../src/scripts/demo-people.js';
import { loadDemoPurchasing } from '../src/scripts/demo-purchasing.js';
import { loadDemoStock } from '../src/scripts/demo-stock.js';
import { loadDemoTransports } from '../src/scripts/demo-transports.js';
import { pdfText } from './support/barcodes.js';
import { daysFromToday } from './support/dates.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, heldIn, place, unplace, useStockUsers } from './support/stock.js';
import { createTestContext, useTestContext, type TestContext } from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

const COMPANY = 'Sharma Traders Pvt Ltd';
const ctx = useTestContext({ openAdminSignup: true, companyName: COMPANY });
const users = useStockUsers(ctx);
const token = () => users.staff.token;

type Kind = 'valuation' | 'movements' | 'expiring';

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();

/** A report's JSON as the staff user. */
function report<T>(kind: Kind, params: Record<string, string | number | undefined> = {}, as = token()) {
  return getData<T>(ctx.app, `/reports/${kind}?${query(params)}`, as);
}
const valuation = (params: Record<string, string | number | undefined> = {}) =>
  report<TValuationReport>('valuation', params);
const movements = (params: Record<string, string | number | undefined> = {}) =>
  report<TMovementsReport>('movements', params);
const expiring = (params: Record<string, string | number | undefined> = {}) =>
  report<TExpiringReport>('expiring', params);

/** A report as a file: the raw answer, asserted 200. */
async function download(kind: Kind, format: 'xlsx' | 'pdf', params: Record<string, string | undefined> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/reports/${kind}?${query({ ...params, format })}`,
    headers: auth(token()),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

/** Every report of the file runs in a category of its own, so the others' data stays out. */
const newCategory = () => `Report ${unique()}`;

/** Moves every ledger row of the products `days` days back in time. */
async function backdate(productIds: string[], days: number) {
  await ctx.database.db
    .update(stockMovements)
    .set({ createdAt: sql`${stockMovements.createdAt} - make_interval(days => ${days})` })
    .where(inArray(stockMovements.productId, productIds));
}

/** Two products of a new category in two warehouses, some units in none. */
async function stockedCategory() {
  const category = newCategory();
  const rice = await createProduct(ctx.app, token(), { productCategory: category, price: 10, quantity: 100 });
  const tea = await createProduct(ctx.app, token(), { productCategory: category, price: 2.5, quantity: 40 });
  const first = await createInventory(ctx.app, users.admin.token, { name: `A Godown ${unique()}` });
  const second = await createInventory(ctx.app, users.admin.token, { name: `B Godown ${unique()}` });
  for (const [inventory, product, units] of [
    [first, rice, 30],
    [second, rice, 20],
    [first, tea, 40],
  ] as const) {
    expect((await place(ctx.app, token(), inventory.id, product.id, units)).statusCode).toBe(201);
  }
  return { category, rice, tea, first, second };
}

describe('stock valuation', () => {
  it('values today’s units per warehouse, category and product, with the units in no warehouse', async () => {
    const { category, rice, tea, first, second } = await stockedCategory();
    const data = await valuation({ category });
    expect(data).toMatchObject({
      asOf: daysFromToday(0),
      isToday: true,
      filters: { inventory: null, category },
    });
    expect(data.warehouses).toEqual([
      { inventory: { id: first.id, name: first.name }, units: 70, value: 400 },
      { inventory: { id: second.id, name: second.name }, units: 20, value: 200 },
      { inventory: null, units: 50, value: 500 },
    ]);
    expect(data.categories).toEqual([{ category, units: 140, value: 1100 }]);
    // The lines per warehouse and category are the files' (a screen would get thousands).
    expect(data).not.toHaveProperty('groups');
    expect(data.totals).toEqual({ units: 140, value: 1100 });
    expect(data.total).toBe(4);
    expect(
      data.rows.map((r) => [r.inventory?.name ?? null, r.product.id, r.units, r.price, r.value]),
    ).toEqual(
      [
        [first.name, rice.id, 30, 10, 300],
        [first.name, tea.id, 40, 2.5, 100],
        [second.name, rice.id, 20, 10, 200],
        [null, rice.id, 50, 10, 500],
      ].sort((a, b) =>
        // Warehouses by name (the none last), then products by name.
        a[0] === b[0]
          ? (a[1] === rice.id ? rice.productName : tea.productName).localeCompare(
              b[1] === rice.id ? rice.productName : tea.productName,
            )
          : a[0] === null
            ? 1
            : b[0] === null
              ? -1
              : String(a[0]).localeCompare(String(b[0])),
      ),
    );

    // One warehouse: its units only, none "not in an inventory".
    const one = await valuation({ category, inventory: first.id });
    expect(one.filters.inventory).toEqual({ id: first.id, name: first.name });
    expect(one.warehouses).toEqual([
      { inventory: { id: first.id, name: first.name }, units: 70, value: 400 },
    ]);
    expect(one.totals).toEqual({ units: 70, value: 400 });
    // Paged detail, totals over every line.
    const page = await valuation({ category, limit: 2, offset: 2 });
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(page.totals).toEqual({ units: 140, value: 1100 });
    const beyond = await valuation({ category, limit: 2, offset: 10 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.totals.value).toBe(1100);
  });

  it('rebuilds a past day’s units from the ledger: what the placements were then', async () => {
    const { category, rice, tea, first, second } = await stockedCategory();
    const then = await valuation({ category });
    // Those movements were two days ago; today's come after them.
    await backdate([rice.id, tea.id], 2);
    const transfer = await createTransport(ctx.app, token(), {
      sourceInventoryId: first.id,
      destinationInventoryId: second.id,
      products: [{ product: rice.id, quantity: 10 }],
    });
    await moveTransportOk(ctx.app, token(), transfer.id, 'in_transit');
    await moveTransportOk(ctx.app, token(), transfer.id, 'delivered');
    expect((await unplace(ctx.app, token(), first.id, tea.id, 15)).statusCode).toBe(200);
    const edit = await callApi(ctx.app, 'PUT', `/products/${rice.id}`, token(), { quantity: 130 });
    expect(edit.statusCode, edit.body).toBe(200);

    const yesterday = await valuation({ category, asOf: daysFromToday(-1) });
    expect(yesterday.isToday).toBe(false);
    expect(yesterday.warehouses).toEqual(then.warehouses);
    expect(yesterday.categories).toEqual(then.categories);
    expect(yesterday.rows).toEqual(then.rows);
    expect(yesterday.totals).toEqual(then.totals);

    // Today: the transfer, the removal and the edit are in.
    const today = await valuation({ category });
    expect(await heldIn(ctx.app, first.id, rice.id)).toBe(20);
    expect(today.warehouses).toEqual([
      { inventory: { id: first.id, name: first.name }, units: 45, value: 262.5 },
      { inventory: { id: second.id, name: second.name }, units: 30, value: 300 },
      { inventory: null, units: 95, value: 837.5 },
    ]);
    // Before the products existed: nothing.
    const before = await valuation({ category, asOf: daysFromToday(-3) });
    expect(before).toMatchObject({ warehouses: [], categories: [], rows: [], total: 0 });
    expect(before.totals).toEqual({ units: 0, value: 0 });
    // One warehouse as of yesterday.
    const one = await valuation({ category, asOf: daysFromToday(-1), inventory: second.id });
    expect(one.warehouses).toEqual([
      { inventory: { id: second.id, name: second.name }, units: 20, value: 200 },
    ]);
  });
});

describe('stock movements', () => {
  it('sorts every ledger row into its bucket, company-wide and per warehouse', async () => {
    const category = newCategory();
    const product = await createProduct(ctx.app, token(), {
      productCategory: category,
      quantity: 100,
      price: 4,
    });
    const source = await createInventory(ctx.app, users.admin.token, { name: `Source ${unique()}` });
    const destination = await createInventory(ctx.app, users.admin.token, {
      name: `Destination ${unique()}`,
    });
    expect((await place(ctx.app, token(), source.id, product.id, 60)).statusCode).toBe(201);
    // The creation and the placement happened three days ago: the opening figures.
    await backdate([product.id], 3);

    const move = async (
      from: string | null,
      to: string | null,
      quantity: number,
      end: 'delivered' | 'cancelled',
    ) => {
      const t = await createTransport(ctx.app, token(), {
        sourceInventoryId: from,
        destinationInventoryId: to,
        products: [{ product: product.id, quantity }],
      });
      await moveTransportOk(ctx.app, token(), t.id, 'in_transit');
      await moveTransportOk(ctx.app, token(), t.id, end);
    };
    await move(source.id, destination.id, 20, 'delivered'); // a transfer
    await move(source.id, null, 5, 'delivered'); // a shipment out
    await move(null, destination.id, 7, 'delivered'); // a receipt
    await move(source.id, destination.id, 4, 'cancelled'); // a transfer back to its source
    for (const quantity of [110, 104]) {
      const edit = await callApi(ctx.app, 'PUT', `/products/${product.id}`, token(), { quantity });
      expect(edit.statusCode, edit.body).toBe(200);
    }
    expect((await unplace(ctx.app, token(), destination.id, product.id, 3)).statusCode).toBe(200);

    const period = { from: daysFromToday(-1), to: daysFromToday(0) };
    const company = await movements({ ...period, category });
    expect(company).toMatchObject({
      scope: 'company',
      total: 1,
      ...period,
      filters: { inventory: null, category },
    });
    const figures = {
      opening: 100,
      inward: 15,
      outward: 11,
      transfersIn: 20,
      transfersOut: 24,
      other: 0,
      closing: 104,
    };
    expect(company.rows).toEqual([
      {
        product: { id: product.id, productName: product.productName, sku: product.sku },
        category,
        ...figures,
      },
    ]);
    expect(company.totals).toEqual(figures);

    const atSource = await movements({ ...period, category, inventory: source.id });
    expect(atSource.scope).toBe('inventory');
    expect(atSource.totals).toEqual({
      opening: 60,
      inward: 0,
      outward: 5,
      transfersIn: 0,
      transfersOut: 24,
      other: 4,
      closing: 35,
    });
    expect(await heldIn(ctx.app, source.id, product.id)).toBe(35);
    const atDestination = await movements({ ...period, category, inventory: destination.id });
    expect(atDestination.totals).toEqual({
      opening: 0,
      inward: 7,
      outward: 3,
      transfersIn: 20,
      transfersOut: 0,
      other: 0,
      closing: 24,
    });

    // Over the whole history the opening is 0 and the creation and placement are "in".
    const all = await movements({ category, from: daysFromToday(-5) });
    expect(all.totals).toMatchObject({ opening: 0, inward: 115, outward: 11, closing: 104 });
    const allAtSource = await movements({ category, from: daysFromToday(-5), inventory: source.id });
    expect(allAtSource.totals).toMatchObject({ opening: 0, inward: 60, closing: 35 });
    // A period that ended before anything moved lists nothing.
    const earlier = await movements({ category, from: daysFromToday(-10), to: daysFromToday(-5) });
    expect(earlier).toMatchObject({ rows: [], total: 0 });
    expect(earlier.totals.closing).toBe(0);
  });

  it('pages the products by name, with totals over all of them', async () => {
    const category = newCategory();
    const made = [];
    for (const quantity of [5, 6, 7]) {
      made.push(await createProduct(ctx.app, token(), { productCategory: category, quantity, price: 1 }));
    }
    const first = await movements({ category, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect(first.totals).toMatchObject({ inward: 18, closing: 18 });
    const second = await movements({ category, limit: 2, offset: 2 });
    const names = [...first.rows, ...second.rows].map((r) => r.product.productName);
    expect(names).toEqual(made.map((p) => p.productName).sort((a, b) => a.localeCompare(b)));
    // The default period: the 30 days ending today.
    expect(first).toMatchObject({ from: daysFromToday(-29), to: daysFromToday(0) });
  });
});

describe('expiring stock', () => {
  it('lists the batches expiring within 30, 60 or 90 days and the expired ones, with the value at risk', async () => {
    const category = newCategory();
    const product = await createProduct(ctx.app, token(), {
      productCategory: category,
      quantity: 100,
      price: 12.5,
    });
    const godown = await createInventory(ctx.app, users.admin.token, { name: `Cold ${unique()}` });
    const other = await createInventory(ctx.app, users.admin.token, { name: `Dry ${unique()}` });
    const placeBatch = async (inventoryId: string, code: string, quantity: number, days: number) => {
      const res = await callApi(ctx.app, 'POST', `/inventory/${inventoryId}/products`, token(), {
        productId: product.id,
        quantity,
        batch: { code, expiryDate: daysFromToday(days) },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await placeBatch(godown.id, 'SOON', 10, 10);
    await placeBatch(other.id, 'SOON', 2, 10);
    await placeBatch(godown.id, 'LATER', 5, 45);
    await placeBatch(godown.id, 'GONE', 3, -2);
    await placeBatch(godown.id, 'FAR', 8, 80);
    await placeBatch(godown.id, 'NEVER', 2, 120);

    const thirty = await expiring({ category, days: 30 });
    expect(thirty).toMatchObject({ days: 30, today: daysFromToday(0), until: daysFromToday(30), total: 3 });
    expect(
      thirty.rows.map((r) => [r.batch.code, r.inventory.name, r.daysToExpiry, r.isExpired, r.units, r.value]),
    ).toEqual([
      ['GONE', godown.name, -2, true, 3, 37.5],
      ['SOON', godown.name, 10, false, 10, 125],
      ['SOON', other.name, 10, false, 2, 25],
    ]);
    expect(thirty.totals).toEqual({
      batches: 2,
      units: 15,
      value: 187.5,
      expiredUnits: 3,
      expiredValue: 37.5,
    });

    const sixty = await expiring({ category, days: 60 });
    expect(sixty.rows.map((r) => r.batch.code)).toEqual(['GONE', 'SOON', 'SOON', 'LATER']);
    expect(sixty.totals).toMatchObject({ units: 20, value: 250 });
    const ninety = await expiring({ category, days: 90 });
    expect(ninety.rows.map((r) => r.batch.code)).toEqual(['GONE', 'SOON', 'SOON', 'LATER', 'FAR']);
    expect(ninety.totals).toMatchObject({ batches: 4, units: 28, value: 350 });
    // 30 days by default; one warehouse.
    expect((await expiring({ category })).total).toBe(3);
    const dry = await expiring({ category, days: 90, inventory: other.id });
    expect(dry.rows.map((r) => [r.batch.code, r.units])).toEqual([['SOON', 2]]);
    expect(dry.totals).toEqual({ batches: 1, units: 2, value: 25, expiredUnits: 0, expiredValue: 0 });
  });
});

describe('who may read the reports, and what they refuse', () => {
  it('answers admins and staff; 403 for suppliers and drivers, 401 without a token', async () => {
    const supplier = await registerUser(ctx.app, { role: 'supplier' });
    const driver = await registerUser(ctx.app, { role: 'driver' });
    for (const kind of ['valuation', 'movements', 'expiring'] as const) {
      for (const format of ['json', 'pdf']) {
        const url = `/api/v1/reports/${kind}?format=${format}`;
        for (const user of [supplier, driver]) {
          expectError(
            await ctx.app.inject({ method: 'GET', url, headers: auth(user.token) }),
            403,
            'FORBIDDEN',
          );
        }
        expectError(await ctx.app.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      }
      await report(kind, {}, users.admin.token);
      await report(kind, {}, users.staff.token);
    }
  });

  it('refuses bad parameters with a 400 that says why, never a 500', async () => {
    const bad = async (kind: Kind, params: Record<string, string>, message?: string | RegExp) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/reports/${kind}?${query(params)}`,
        headers: auth(token()),
      });
      const text = expectError(res, 400);
      if (message) expect(text).toMatch(message);
    };
    await bad('valuation', { asOf: daysFromToday(1) }, englishOfRule(REPORT_MESSAGES.futureAsOf));
    await bad('valuation', { asOf: '2026-02-30' });
    await bad('valuation', { asOf: 'yesterday' });
    await bad('valuation', { format: 'csv' }, englishOfRule(REPORT_MESSAGES.format));
    await bad('valuation', { inventory: 'not-an-id' }, englishOfRule(REPORT_MESSAGES.inventory));
    await bad('valuation', { limit: '0' });
    await bad(
      'movements',
      { from: daysFromToday(-1), to: daysFromToday(-2) },
      englishOfRule(REPORT_MESSAGES.fromAfterTo),
    );
    await bad(
      'movements',
      { from: daysFromToday(-REPORT_LIMITS.movementDaysMax - 1), to: daysFromToday(0) },
      englishOfRule(REPORT_MESSAGES.rangeTooLong),
    );
    await bad('movements', { to: daysFromToday(1) }, englishOfRule(REPORT_MESSAGES.futureTo));
    // Without an end date the period ends today: a start after it is refused too.
    await bad('movements', { from: daysFromToday(2) }, englishOfRule(REPORT_MESSAGES.fromAfterTo));
    await bad('expiring', { days: '45' }, englishOfRule(REPORT_MESSAGES.days));
    await bad('expiring', { days: 'thirty' }, englishOfRule(REPORT_MESSAGES.days));
    // The longest period is allowed.
    await movements({ from: daysFromToday(-REPORT_LIMITS.movementDaysMax), to: daysFromToday(0) });
    // An inventory that does not exist: 404.
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/reports/expiring?inventory=00000000-0000-4000-8000-000000000000`,
      headers: auth(token()),
    });
    expect(expectError(missing, 404, 'NOT_FOUND')).toBe('Inventory not found');
  });
});

/** The rows of a sheet from the one whose first cell is `header` on, as cells. */
function tableOf(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  let found = false;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === header) found = true;
    if (found) rows.push(row);
  });
  return rows;
}

describe('report files', () => {
  it('writes the valuation as .xlsx with number, rupee and date cells, a bold header and totals', async () => {
    const { category, first, second } = await stockedCategory();
    const res = await download('valuation', 'xlsx', { category });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="godown-valuation-${daysFromToday(0)}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'By warehouse',
      'By category',
      'By warehouse and category',
      'Products',
    ]);
    const sheet = workbook.getWorksheet('By warehouse')!;
    expect(sheet.getCell('A1').value).toBe(COMPANY);
    expect(String(sheet.getCell('A2').value)).toContain('Stock valuation');
    const [header, ...rows] = tableOf(sheet, 'Warehouse');
    expect(header!.getCell(1).font?.bold).toBe(true);
    expect(rows.map((row) => [row.getCell(1).value, row.getCell(2).value, row.getCell(3).value])).toEqual([
      [first.name, 70, 400],
      [second.name, 20, 200],
      [NOT_IN_INVENTORY_LABEL, 50, 500],
      ['Total', 140, 1100],
    ]);
    const total = rows.at(-1)!;
    expect(total.getCell(1).font?.bold).toBe(true);
    expect(total.getCell(3).numFmt).toBe(XLSX_FORMATS.money);
    expect(total.getCell(2).numFmt).toBe(XLSX_FORMATS.units);
    expect(typeof rows[0]!.getCell(3).value).toBe('number');
    const products = tableOf(workbook.getWorksheet('Products')!, 'Warehouse');
    expect(products).toHaveLength(1 + 4 + 1);
  });

  it('writes expiry dates as date cells dd-mm-yyyy', async () => {
    const category = newCategory();
    const product = await createProduct(ctx.app, token(), {
      productCategory: category,
      quantity: 10,
      price: 3,
    });
    const godown = await createInventory(ctx.app, users.admin.token);
    const placed = await callApi(ctx.app, 'POST', `/inventory/${godown.id}/products`, token(), {
      productId: product.id,
      quantity: 4,
      batch: { code: 'XL-1', expiryDate: daysFromToday(5) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await download('expiring', 'xlsx', { category, days: '60' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="godown-expiring-60-days-${daysFromToday(0)}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [, row, total] = tableOf(workbook.getWorksheet('Batches')!, 'Expiry');
    const expiry = row!.getCell(1);
    expect(expiry.value).toEqual(new Date(`${daysFromToday(5)}T00:00:00Z`));
    expect(expiry.numFmt).toBe('dd-mm-yyyy');
    expect(row!.getCell(6).value).toBe('XL-1');
    expect(row!.getCell(10).value).toBe(12);
    expect(total!.getCell(10).value).toBe(12);
  });

  it('prints the valuation as a PDF with the company, the title, the parameters and the total', async () => {
    const { category } = await stockedCategory();
    const res = await download('valuation', 'pdf', { category });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="godown-valuation-${daysFromToday(0)}.pdf"`,
    );
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(COMPANY);
    expect(text).toContain('Stock valuation');
    expect(text).toContain(`As of: ${indianDate(daysFromToday(0))}`);
    expect(text).toContain(`Category: ${category}`);
    const total = formatRupees(1100);
    // With a font that has ₹ (Noto Sans or DejaVu Sans on the machine) the sign itself; else "Rs.".
    expect(text).toContain(findReportFonts() ? total : total.replace('₹', 'Rs. '));
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it('prints the movements and the expiring stock as PDFs too', async () => {
    const category = newCategory();
    await createProduct(ctx.app, token(), { productCategory: category, quantity: 12345, price: 1 });
    const moves = await pdfText((await download('movements', 'pdf', { category })).rawPayload);
    expect(moves.text).toContain('Stock movements');
    expect(moves.text).toContain('12,345');
    const expiry = await pdfText((await download('expiring', 'pdf', { category, days: '90' })).rawPayload);
    expect(expiry.text).toContain('Expiring stock');
    expect(expiry.text).toContain('Nothing to show.');
  });

  it('repeats the table header on every page, numbers the pages, and falls back to Helvetica and "Rs."', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`Godown ${index + 1}`, index + 1, 123456.5]);
    const document: ReportDocument = {
      title: 'Stock valuation',
      fileName: 'test',
      parameters: [['As of', '25-11-2026']],
      notes: [],
      tables: [
        {
          title: 'By warehouse',
          columns: [
            { header: 'Warehouse', kind: 'text', width: 30 },
            { header: 'Units', kind: 'units', width: 10 },
            { header: 'Value', kind: 'money', width: 16 },
          ],
          rows,
          totals: [['Total', 7260, 14814780]],
        },
      ],
    };
    const { text, pages } = await pdfText(await renderPdf(document, COMPANY, null));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/Warehouse\s+Units\s+Value/g)?.length).toBe(pages);
    expect(text).toContain('Rs. 1,48,14,780.00');
    expect(text).not.toContain('₹');
  });
});

describe('the company name on the reports', () => {
  it('comes from COMPANY_NAME, trimmed, and is "Godown" without it', () => {
    const env = { JWT_SECRET: 'a-secret-of-at-least-32-characters-long', DATA_DIR: '/nonexistent' };
    expect(loadConfig({ ...env, COMPANY_NAME: '  Sharma Traders  ' }).companyName).toBe('Sharma Traders');
    expect(loadConfig(env).companyName).toBe('Godown');
    expect(loadConfig({ ...env, COMPANY_NAME: '' }).companyName).toBe('Godown');
    expect(() => loadConfig({ ...env, COMPANY_NAME: 'x'.repeat(201) })).toThrow(/COMPANY_NAME/);
  });
});

describe('the reports on the demo data', () => {
  let demo: TestContext;
  let staff: RegisteredUser;
  beforeAll(async () => {
    demo = await createTestContext({ openAdminSignup: true });
    const admin = await registerUser(demo.app, { role: 'admin' });
    staff = await registerUser(demo.app, { role: 'staff', email: 'staff@godown.in' });
    await registerUser(demo.app, { role: 'supplier', email: 'supplier@godown.in' });
    await registerUser(demo.app, { role: 'driver', phone: '9876500001' });
    await registerUser(demo.app, { role: 'driver', phone: '9876500002' });
    const { db } = demo.database;
    await upsertDemoAccounts(db, DEMO_TEAM);
    await loadDemoStock(db, admin.user.id);
    await loadDemoTransports(db, admin.user.id);
    await loadDemoPurchasing(db);
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  const demoReport = async <T>(kind: Kind, params = '') => {
    const res: LightMyRequestResponse = await demo.app.inject({
      method: 'GET',
      url: `/api/v1/reports/${kind}?${params}`,
      headers: auth(staff.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: T }).data;
  };

  it('shows something on every report', async () => {
    const value = await demoReport<TValuationReport>('valuation');
    expect(value.warehouses.filter((w) => w.inventory).length).toBe(5);
    expect(value.totals.value).toBeGreaterThan(0);
    const soon = await demoReport<TExpiringReport>('expiring', 'days=30');
    expect(soon.rows.map((r) => [r.batch.code, r.isExpired])).toEqual(
      expect.arrayContaining([
        ['AMB-0901', true],
        ['PCM-2411A', false],
      ]),
    );
    expect(soon.totals.value).toBeGreaterThan(0);
    const moves = await demoReport<TMovementsReport>('movements');
    expect(moves.total).toBeGreaterThan(10);
    expect(moves.totals.inward).toBeGreaterThan(0);
    expect(moves.totals.transfersIn).toBeGreaterThan(0);
    expect(moves.totals.closing).toBe(moves.totals.opening + moves.totals.inward - moves.totals.outward);
  });
});
