import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  indiaDateFromToday,
  type TImportMapping,
  type TInventoryDetail,
  type TProduct,
  type TProductBatchList,
  type TProductList,
  type TProductTax,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { financialYearStart } from '../src/modules/imports/tally-stock-import.js';
import { auth, expectError, expectRefusal, getData } from './support/http.js';
import { reportOf, uploadImport, type UploadOptions } from './support/imports.js';
import { createInventory, heldIn, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';

// The import of TallyPrime's masters (docs/domain.md#from-tally) through HTTP: a real export's
// shape (ledgers, groups, godowns, units and stock items, `&#4;` and `&amp;`, UTF-8 and UTF-16), the
// dry run, the products, rates and opening stock written, a second run changing nothing, hostile
// and broken files refused with nothing written, and the masters file of our own export read back.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const staff = () => users.staff.token;

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/tally/${name}`, import.meta.url));
const MASTERS = fixture('masters.xml');
const MASTERS_UTF16 = fixture('masters-utf16.xml');
/** Tally's default godown is stock of the Central Godown here (two inventories: it must be said). */
const MAIN_TO_CENTRAL: TImportMapping = { 'godown:Main Location': 'Central Godown' };

const importTally = (file: string | Uint8Array, options: UploadOptions = {}) =>
  uploadImport(ctx.app, staff(), 'tally-stock-items', file, { fileName: 'Master.xml', ...options });

/** Counts of every table an import writes: a refused import leaves them all as they were. */
async function written() {
  const [row] = await queryRows<Record<string, string>>(
    ctx.database.db,
    sql`SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_tax_rates) AS rates,
               (SELECT count(*) FROM batches) AS batches, (SELECT count(*) FROM stock_movements) AS movements,
               (SELECT count(*) FROM imports) AS imports`,
  );
  return row;
}

const bySearch = async (text: string): Promise<TProduct> => {
  const list = await getData<TProductList>(ctx.app, `/products/?search=${encodeURIComponent(text)}`, staff());
  expect(list.products, text).toHaveLength(1);
  return list.products[0]!;
};
const taxOf = async (id: string) =>
  (await getData<{ tax: TProductTax }>(ctx.app, `/products/${id}/tax-rates`, staff())).tax;

/** A masters file of stock items (inside the plain ENVELOPE > TALLYMESSAGE form). */
const envelope = (...items: string[]) =>
  `<ENVELOPE>${items.map((item) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${item}</TALLYMESSAGE>`).join('\n')}</ENVELOPE>`;
const item = (name: string, { alias = '', rate = '18', godown = 'Central Godown', units = '10 Nos' } = {}) =>
  `<STOCKITEM NAME="${name}"><NAME.LIST><NAME>${name}</NAME>${alias && `<NAME>${alias}</NAME>`}</NAME.LIST>` +
  `<BASEUNITS>Nos</BASEUNITS><GSTDETAILS.LIST><HSNCODE>2501</HSNCODE><STATEWISEDETAILS.LIST><RATEDETAILS.LIST>` +
  `<GSTRATEDUTYHEAD>Integrated Tax</GSTRATEDUTYHEAD><GSTRATE>${rate}</GSTRATE></RATEDETAILS.LIST>` +
  `</STATEWISEDETAILS.LIST></GSTDETAILS.LIST><BATCHALLOCATIONS.LIST><GODOWNNAME>${godown}</GODOWNNAME>` +
  `<BATCHNAME>Primary Batch</BATCHNAME><OPENINGBALANCE>${units}</OPENINGBALANCE></BATCHALLOCATIONS.LIST></STOCKITEM>`;

let central: TInventoryDetail;
let pune: TInventoryDetail;
beforeAll(async () => {
  central = await createInventory(ctx.app, users.admin.token, { name: 'Central Godown' });
  pune = await createInventory(ctx.app, users.admin.token, { name: 'Pune Depot' });
});

describe('files that are not a Tally export, or are hostile', () => {
  it('refuses each with a 4xx and writes nothing', async () => {
    const before = await written();
    expectRefusal(await importTally('SKU,Product name\r\nA-1,Rice\r\n'), 415, 'import.tally.notTally');
    expectRefusal(await importTally('<html><body>not tally</body></html>'), 415, 'import.tally.notTally');
    expectRefusal(await importTally(''), 400, 'import.fileEmpty');
    const broken = await importTally(
      '<ENVELOPE>\n<TALLYMESSAGE>\n<STOCKITEM NAME="X">\n</TALLYMESSAGE></ENVELOPE>',
    );
    expectRefusal(broken, 400, 'import.tally.malformed');
    expect((broken.json() as { error: { params: { line: number } } }).error.params.line).toBe(4);
    // Billion laughs: refused at its DOCTYPE, before a single entity is read.
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${laughs.join('')}]><ENVELOPE><STOCKITEM NAME="&lol9;"/></ENVELOPE>`;
    expectRefusal(await importTally(bomb), 400, 'import.tally.doctype');
    const xxe = `<?xml version="1.0"?><!DOCTYPE e [<!ENTITY x SYSTEM "file:///etc/passwd">]><ENVELOPE><STOCKITEM NAME="&x;"/></ENVELOPE>`;
    expectRefusal(await importTally(xxe), 400, 'import.tally.doctype');
    // Without a DOCTYPE an entity is simply unknown: never looked up anywhere.
    expectRefusal(
      await importTally('<ENVELOPE><STOCKITEM NAME="&x;"/></ENVELOPE>'),
      400,
      'import.tally.malformed',
    );
    expectRefusal(
      await importTally('<ENVELOPE><TALLYMESSAGE><LEDGER NAME="Cash"/></TALLYMESSAGE></ENVELOPE>'),
      400,
      'import.tally.noStockItems',
    );
    expectRefusal(await importTally(MASTERS, { mapping: { sku: 'NAME' } }), 400, 'import.tally.mappingKey');
    expectRefusal(
      await importTally(MASTERS, { mapping: { 'godown:Main Location': 'Nowhere' } }),
      400,
      'import.noInventoryNamed',
    );
    const template = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/import/tally-stock-items/template?format=csv',
      headers: auth(staff()),
    });
    expectRefusal(template, 400, 'import.tally.noTemplate');
    expect(await written()).toEqual(before);
  });
});

describe('a TallyPrime masters file', () => {
  it('is checked in a dry run: Main Location is a problem until the mapping names its inventory', async () => {
    const before = await written();
    const dry = reportOf(await importTally(MASTERS, { dryRun: true }));
    expect(dry).toMatchObject({ kind: 'tally-stock-items', rowCount: 3, written: false, problemCount: 1 });
    expect(dry.mapping).toMatchObject({
      productName: 'NAME',
      gstRate: 'GSTRATE',
      'godown:Central Godown': 'Central Godown',
      'godown:Pune Depot': 'Pune Depot',
      'godown:Main Location': '',
    });
    expect(dry.problems).toEqual([
      {
        row: 2,
        column: 'BATCHALLOCATIONS.LIST',
        reason: 'import.tally.godownUnknown',
        params: { godown: 'Main Location' },
        message:
          'Godown "Main Location" is not an inventory here: create it, rename an inventory to it, or choose the inventory its stock goes to',
      },
    ]);
    expectError(await importTally(MASTERS), 422, 'IMPORT_REFUSED');
    expect(await written()).toEqual(before);

    const mapped = reportOf(await importTally(MASTERS, { dryRun: true, mapping: MAIN_TO_CENTRAL }));
    expect(mapped).toMatchObject({
      problemCount: 0,
      counts: { create: 3, update: 0, unchanged: 0, skip: 0 },
    });
    expect(mapped.mapping['godown:Main Location']).toBe('Central Godown');
    expect(mapped.preview[0]).toEqual({
      row: 1,
      action: 'create',
      values: {
        productName: 'Amul Butter 500 g',
        sku: 'AMUL-BTR-500',
        productCategory: 'Dairy',
        uqc: 'PCS',
        hsnCode: '0405',
        gstRate: '12',
        cessRate: null,
        openingStock: 'Central Godown: 60 (B-101, exp 2028-01-01); Pune Depot: 40 (B-102, exp 2028-02-01)',
      },
    });
    expect(await written()).toEqual(before);
  });

  it('creates the products, their rates and opening stock; a second import changes nothing', async () => {
    const report = reportOf(await importTally(MASTERS, { mapping: MAIN_TO_CENTRAL }));
    expect(report).toMatchObject({ written: true, counts: { create: 3, skip: 0 }, problemCount: 0 });
    const fyStart = financialYearStart(indiaDateFromToday());

    const butter = await bySearch('Amul Butter');
    expect(butter).toMatchObject({
      sku: 'AMUL-BTR-500',
      productCategory: 'Dairy',
      hsnCode: '0405',
      quantity: 100,
    });
    expect(await taxOf(butter.id)).toMatchObject({
      uqc: 'PCS',
      current: { gstRate: 12, cessRate: 0, effectiveFrom: fyStart },
    });
    const batches = await getData<TProductBatchList>(ctx.app, `/products/${butter.id}/batches`, staff());
    expect(
      batches.batches.map((b) => [
        b.code,
        b.mfgDate,
        b.expiryDate,
        b.inventories.map((i) => [i.name, i.quantity]),
      ]),
    ).toEqual([
      ['B-101', '2026-01-01', '2028-01-01', [['Central Godown', 60]]],
      ['B-102', '2026-02-01', '2028-02-01', [['Pune Depot', 40]]],
    ]);
    expect(await heldIn(ctx.app, central.id, butter.id)).toBe(60);
    expect(await heldIn(ctx.app, pune.id, butter.id)).toBe(40);

    const rice = await bySearch('Basmati Rice 5 kg');
    expect(rice).toMatchObject({ productCategory: 'Grocery & Staples', hsnCode: '1006', quantity: 40 });
    expect(rice.sku).toMatch(/^BASMATI-RICE-5-KG-BAG-[0-9A-F]{8}$/);
    expect((await taxOf(rice.id)).current).toMatchObject({ gstRate: 5 });
    expect((await taxOf(rice.id)).uqc).toBe('BAG');
    expect(await heldIn(ctx.app, central.id, rice.id)).toBe(40);

    // "Parle G" is an alias but no code: the SKU comes from the name; the latest of its rates holds.
    const biscuit = await bySearch('Parle-G');
    expect(biscuit.sku).toMatch(/^PARLE-G-BISCUIT-100-G-[0-9A-F]{8}$/);
    expect(biscuit.productCategory).toBeNull();
    expect((await taxOf(biscuit.id)).current).toMatchObject({ gstRate: 5 });
    expect(await heldIn(ctx.app, pune.id, biscuit.id)).toBe(200);

    const ledger = await queryRows<{ reason: string; import_id: string; n: string }>(
      ctx.database.db,
      sql`SELECT reason, import_id, count(*) AS n FROM stock_movements WHERE product_id IN (${butter.id}, ${rice.id}, ${biscuit.id}) GROUP BY 1, 2`,
    );
    expect(ledger.map((r) => [r.reason, r.import_id])).toEqual([['import', report.importId]]);

    const before = await written();
    const again = reportOf(await importTally(MASTERS, { mapping: MAIN_TO_CENTRAL }));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, skip: 0 });
    expect({ ...(await written()), imports: before!.imports }).toEqual(before);
  });

  it('reads a UTF-16 file, a unit of the file’s own unit masters and a godown without case', async () => {
    const report = reportOf(await importTally(MASTERS_UTF16));
    expect(report).toMatchObject({ written: true, counts: { create: 1 }, problemCount: 0 });
    const turmeric = await bySearch('हल्दी पाउडर');
    expect(turmeric).toMatchObject({
      productName: 'हल्दी पाउडर 1 किलो',
      productCategory: 'मसाले',
      hsnCode: '091030',
    });
    expect(turmeric.sku).toMatch(/^TALLY-[0-9A-F]{8}$/);
    expect(await taxOf(turmeric.id)).toMatchObject({ uqc: 'KGS', current: { gstRate: 5 } });
    expect(await heldIn(ctx.app, pune.id, turmeric.id)).toBe(25);
  });

  it('makes a bad GST rate, an unknown godown or a repeated item a row problem: all or nothing', async () => {
    const file = envelope(
      item('Tata Salt 1 kg', { alias: 'TS-1KG', rate: '5' }),
      item('Odd Rate Soap', { rate: '17' }),
      item('Delhi Ghee 1 L', { godown: 'Delhi Godown' }),
      item('TATA SALT 1KG', { alias: 'TS-OTHER' }),
      item('Half Kilo Sugar', { units: '2.5 Nos' }),
    );
    const before = await written();
    const refused = await importTally(file);
    expectError(refused, 422, 'IMPORT_REFUSED');
    const details = (refused.json() as { error: { details: { path: unknown[]; reason: string }[] } }).error
      .details;
    expect(details.map((d) => [d.path, d.reason])).toEqual([
      [['row', 2, 'GSTRATE'], 'taxRate.rateOneOf'],
      [['row', 4, 'NAME'], 'import.repeatsRow'],
      [['row', 5, 'BATCHALLOCATIONS.LIST'], 'import.tally.wholeUnits'],
      [['row', 3, 'BATCHALLOCATIONS.LIST'], 'import.tally.godownUnknown'],
    ]);
    expect(await written()).toEqual(before);

    const skipped = reportOf(await importTally(file, { skipBadRows: true }));
    expect(skipped).toMatchObject({ written: true, counts: { create: 1, skip: 4 }, problemCount: 4 });
    expect(await bySearch('Tata Salt')).toMatchObject({ sku: 'TS-1KG', quantity: 10 });
  });

  it('reads back the masters file of our own Tally export unchanged', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/tally/masters.xml',
      headers: auth(staff()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { total } = await getData<TProductList>(ctx.app, '/products/?limit=1', staff());
    const dry = reportOf(await importTally(res.rawPayload, { dryRun: true }));
    expect(dry.problems).toEqual([]);
    expect(dry).toMatchObject({
      rowCount: total,
      counts: { create: 0, update: 0, unchanged: total, skip: 0 },
    });
    const before = await written();
    const real = reportOf(await importTally(res.rawPayload));
    expect(real.counts).toEqual({ create: 0, update: 0, unchanged: total, skip: 0 });
    expect({ ...(await written()), imports: before!.imports }).toEqual(before);
  });
});
