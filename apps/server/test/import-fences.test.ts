import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, IMPORT_LIMITS, type TProductList } from '@godown/shared';
import { auth, expectError, getData } from './support/http.js';
import {
  multipartBody,
  percentile,
  reportOf,
  startLatencyProbe,
  uploadImport,
  workbookOf,
  xmlRow,
  zipOf,
  type ProbeSample,
} from './support/imports.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

/*
 * An uploaded file's work is bounded by the limits, never by the numbers it states
 * (docs/domain.md#imports): a workbook says which row a row is, which column a cell is, which
 * shared string and format a cell uses, how big its sheet and merged cells are, how large its parts
 * unpack. Each is refused with a 4xx naming it, or is harmless; and reading any file never holds the
 * server: health and a product list answer within 100 ms while imports read.
 */

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const staff = () => users.staff.token;

const HEADER = ['SKU', 'Product name', 'Price (₹)'];

const productsMatching = (tag: string) =>
  getData<TProductList>(ctx.app, `/products/?search=${tag}&limit=100`, staff());

/** A dry run of a workbook, as the import screen's first step sends it. */
const dryRun = (workbook: Buffer) =>
  uploadImport(ctx.app, staff(), 'products', workbook, { fileName: 'products.xlsx', dryRun: true });

const sheetOf = (...rows: string[]) => `<sheetData>${rows.join('')}</sheetData>`;

describe('row numbers', () => {
  it('refuses a row numbered past the last row a spreadsheet can have, naming it, before reading on', async () => {
    // 1.6 KB: the header at row 1, the next row at 4,00,00,000.
    const gap = workbookOf({ sheet: sheetOf(xmlRow(1, HEADER), xmlRow(40_000_000, ['G-1', 'Gap', '1'])) });
    expect(gap.length).toBeLessThan(2048);
    const message = expectError(await dryRun(gap), 400, 'BAD_REQUEST');
    expect(message).toBe(
      'Row 4,00,00,000 is past the last row a spreadsheet can have (10,48,576): the file is damaged. Open it in Excel, save it as .xlsx and try again',
    );
    const last = workbookOf({
      sheet: sheetOf(xmlRow(1, HEADER), xmlRow(IMPORT_LIMITS.maxSheetRows + 1, ['G-2', 'Gap', '1'])),
    });
    expect(expectError(await dryRun(last), 400)).toMatch(/^Row 10,48,577 is past the last row/);
  });

  it('counts blank rows: a sheet that jumps past 1,00,000 rows is refused at the jump', async () => {
    const tag = unique();
    for (const jump of [IMPORT_LIMITS.maxRows + 2, IMPORT_LIMITS.maxSheetRows]) {
      const file = workbookOf({
        sheet: sheetOf(
          xmlRow(1, HEADER),
          xmlRow(2, [`J-${tag}`, 'Jump', '1']),
          xmlRow(jump, ['K', 'Jump', '1']),
        ),
      });
      const res = await uploadImport(ctx.app, staff(), 'products', file, { fileName: 'jump.xlsx' });
      expect(expectError(res, 413, 'PAYLOAD_TOO_LARGE')).toBe(
        'The file has more than 1,00,000 rows: split it into smaller files',
      );
    }
    // The last row the limit allows is read, and a problem names the sheet's own row number.
    const edge = workbookOf({
      sheet: sheetOf(xmlRow(1, HEADER), xmlRow(IMPORT_LIMITS.maxRows + 1, [`E-${tag}`, '', '1'])),
    });
    const report = reportOf(await dryRun(edge));
    expect(report.rowCount).toBe(1);
    expect(report.problems).toEqual([
      {
        row: IMPORT_LIMITS.maxRows + 1,
        column: 'Product name',
        reason: 'import.cellRequired',
        params: { column: 'productName' },
        message: 'Product name is required',
      },
    ]);
    // A CSV's blank lines count as well.
    const blankLines = `SKU,Product name\r\n${'\r\n'.repeat(IMPORT_LIMITS.maxRows)}C-${tag},Blank lines\r\n`;
    expectError(await uploadImport(ctx.app, staff(), 'products', blankLines, { dryRun: true }), 413);
    expect((await productsMatching(tag)).total).toBe(0);
  });

  it('refuses rows without a number or going back up the sheet', async () => {
    for (const [rows, message] of [
      [
        [xmlRow(1, HEADER), xmlRow(5, ['A', 'B', '1']), xmlRow(3, ['C', 'D', '1'])],
        /^Row 3 comes after row 5/,
      ],
      [[xmlRow(1, HEADER), xmlRow(1, ['A', 'B', '1'])], /^Row 1 comes after row 1/],
      [
        [xmlRow(1, HEADER).replace('r="1"', 'r="0"')],
        /^The first row of the sheet has no row number \("0"\)/,
      ],
      [
        [xmlRow(1, HEADER), xmlRow(2, ['A']).replace('r="2"', 'r="2e9"')],
        /^The row after row 1 of the sheet has no row number/,
      ],
      [
        [xmlRow(1, HEADER), xmlRow(2, ['A']).replace('r="2"', `r="${'9'.repeat(400)}"`)],
        /^The row after row 1/,
      ],
    ] as const) {
      expect(expectError(await dryRun(workbookOf({ sheet: sheetOf(...rows) })), 400)).toMatch(message);
    }
    // Rows may leave out their number: each is then the row after the last.
    const tag = unique();
    const unnumbered = sheetOf(
      xmlRow(1, HEADER).replace(' r="1"', ''),
      xmlRow(2, [`U-${tag}`, `Unnumbered ${tag}`, '5']).replace(' r="2"', ''),
    );
    expect(reportOf(await dryRun(workbookOf({ sheet: unnumbered }))).counts.create).toBe(1);
  });
});

describe('columns, shared strings, formats and sizes', () => {
  it('refuses a cell past the last column a spreadsheet can have, naming it', async () => {
    const past = xmlRow(2, ['A', 'B', '1']).replace('r="C2"', 'r="XFE2"');
    expect(expectError(await dryRun(workbookOf({ sheet: sheetOf(xmlRow(1, HEADER), past) })), 400)).toBe(
      'Cell XFE2 is past the last column a spreadsheet can have (XFD, column 16,384): the file is damaged. Open it in Excel, save it as .xlsx and try again',
    );
    const farPast = xmlRow(2, ['A']).replace('r="A2"', `r="${'Z'.repeat(5000)}2"`);
    expect(
      expectError(await dryRun(workbookOf({ sheet: sheetOf(xmlRow(1, HEADER), farPast) })), 400),
    ).toMatch(/^Cell ZZZZZZZZZZ2 is past the last column/);
    const noColumn = xmlRow(2, ['A']).replace('r="A2"', 'r="12"');
    expect(
      expectError(await dryRun(workbookOf({ sheet: sheetOf(xmlRow(1, HEADER), noColumn) })), 400),
    ).toMatch(/^A cell of row 2 has no column \("12"\)/);
  });

  it('keeps only the columns an import reads: a header at XFD is too wide, a value there in a row is left', async () => {
    const wide = xmlRow(1, [...HEADER, 'Far']).replace('r="D1"', 'r="XFD1"');
    expect(expectError(await dryRun(workbookOf({ sheet: sheetOf(wide) })), 400)).toBe(
      'The file has more than 100 columns',
    );
    const tag = unique();
    const far = xmlRow(2, [`F-${tag}`, `Far ${tag}`, '7', 'note']).replace('r="D2"', 'r="XFD2"');
    const report = reportOf(await dryRun(workbookOf({ sheet: sheetOf(xmlRow(1, HEADER), far) })));
    expect(report.counts.create).toBe(1);
    expect(report.headers).toEqual(HEADER);
  });

  it('refuses a cell naming a shared string the workbook does not hold, naming the cell', async () => {
    const sharedStrings = '<si><t>SKU</t></si><si><t>Product name</t></si>';
    for (const index of ['2147483648', '2', '-1', 'x', '9'.repeat(300)]) {
      const sheet = sheetOf(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>',
        `<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>${index}</v></c></row>`,
      );
      expect(expectError(await dryRun(workbookOf({ sheet, sharedStrings })), 400)).toBe(
        `Cell B2 names text ${index.slice(0, 20)} the workbook does not hold: the file is damaged. Open it in Excel, save it as .xlsx and try again`,
      );
    }
  });

  it('reads past what a workbook says of its size, merged cells, columns, formats and string count', async () => {
    const tag = unique();
    const serial = 47_000;
    const sheet = [
      '<dimension ref="A1:XFD1048576"/>',
      '<cols><col min="1" max="16384" width="9"/><col min="1" max="4294967295" width="9"/></cols>',
      sheetOf(
        '<row r="1" s="99999999" customFormat="1" ht="1e308">' +
          '<c r="A1" t="s" s="4294967295"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
          '<c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>',
        `<row r="2" spans="1:16384"><c r="A2" t="inlineStr" s="99999999"><is><t>S-${tag}</t></is></c>` +
          `<c r="B2" t="inlineStr"><is><t>Styled ${tag}</t></is></c>` +
          `<c r="C2" s="99999999"><v>12.5</v></c><c r="D2" s="1"><v>${serial}</v></c></row>`,
      ),
      '<mergeCells count="2147483647"><mergeCell ref="A1:XFD1048576"/><mergeCell ref="A2:XFD1048576"/></mergeCells>',
    ].join('');
    const workbook = workbookOf({
      sheet,
      sharedStrings:
        '<si><t>SKU</t></si><si><t>Product name</t></si><si><t>Price (₹)</t></si><si><t>Expiry date</t></si>',
      sstAttributes: 'count="4294967295" uniqueCount="2147483647"',
      styles:
        '<numFmts count="2147483647"><numFmt numFmtId="4294967295" formatCode="dd-mm-yyyy"/></numFmts>' +
        '<cellXfs count="2147483647"><xf numFmtId="0"/><xf numFmtId="4294967295"/><xf numFmtId="99999999"/></cellXfs>',
    });
    const report = reportOf(await dryRun(workbook));
    expect(report.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0 });
    expect(report.preview[0]?.values).toMatchObject({
      sku: `S-${tag}`,
      productName: `Styled ${tag}`,
      price: '12.5',
      expiryDate: new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10),
    });
  });

  it('refuses a workbook whose part inflates past the size it declares, or of too many parts', async () => {
    const sheet = Buffer.from(
      `<worksheet><sheetData>${xmlRow(1, HEADER).repeat(20_000)}</sheetData></worksheet>`,
    );
    const lying = workbookOf({
      sheet: '',
      extra: { 'xl/worksheets/sheet1.xml': { content: sheet, declaredSize: 1000 } },
    });
    expect(expectError(await dryRun(lying), 413, 'PAYLOAD_TOO_LARGE')).toMatch(/unpacks to more data/);
    const crowd = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.maxZipEntries + 1 }, (_, i) => [
        `xl/media/${i}.bin`,
        Buffer.from('x'),
      ]),
    );
    const crowded = workbookOf({ sheet: sheetOf(xmlRow(1, HEADER)), extra: crowd });
    expectError(await dryRun(crowded), 413, 'PAYLOAD_TOO_LARGE');
    // Not a workbook at all, though it names one: no sheet.
    expectError(await dryRun(zipOf({ 'xl/workbook.xml': Buffer.from('<workbook/>') })), 415);
  });
});

describe('the server answers while an import reads', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${API_BASE_PATH}`;
  });

  /** POSTs a prepared multipart body to the listening server: its status and body. */
  async function post(upload: { body: Buffer; contentType: string }, query: string) {
    const res = await fetch(`${base}/import/products?${query}`, {
      method: 'POST',
      headers: { ...auth(staff()), 'content-type': upload.contentType },
      body: upload.body,
    });
    return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
  }

  /** The wall times of every health and product-list call made every 20 ms while `work` runs. */
  async function whileRunning(work: () => Promise<void>): Promise<ProbeSample[]> {
    const probe = await startLatencyProbe(base, ['/health', '/products/?limit=20'], auth(staff()));
    const done = await work().then(
      () => null,
      (error: unknown) => error,
    );
    const samples = await probe.stop();
    if (done) throw done;
    return samples;
  }

  it('answers health and a product list within 100 ms while a gap-row workbook and 1,00,000-row files are read', async () => {
    const tag = unique();
    // Every file is made before the measuring starts: making one here holds this process's loop,
    // which is the server's too.
    const gap = await multipartBody(
      workbookOf({ sheet: sheetOf(xmlRow(1, HEADER), xmlRow(40_000_000, ['G', 'Gap', '1'])) }),
      'gap.xlsx',
    );
    // 1,00,000 rows whose header lacks the SKU: the import reads every row (counting them and
    // finding the header) and then refuses the file, holding no transaction. A file that goes on
    // to be written holds its transaction, and on the embedded database that holds every other
    // query until it ends (docs/domain.md#imports): what is measured here is the reading.
    const lines = ['Reference,Product name,Category,Price (₹),Quantity,Description'];
    for (let i = 0; i < IMPORT_LIMITS.maxRows; i++) {
      lines.push(
        `L-${tag}-${i},Product ${i} ${tag},Groceries,${(i % 900) + 10}.50,${i % 200},"Line one\r\nline two ${i}"`,
      );
    }
    const csv = await multipartBody(lines.join('\r\n'), 'products.csv');
    const sheetRows = [xmlRow(1, ['Reference', 'Product name', 'Price (₹)', 'Description'])];
    for (let i = 2; i <= IMPORT_LIMITS.maxRows + 1; i++) {
      sheetRows.push(
        xmlRow(i, [`X-${tag}-${i}`, `Product ${i}`, `${i % 900}.5`, 'Line one_x000D_\nline two']),
      );
    }
    const xlsx = await multipartBody(workbookOf({ sheet: sheetOf(...sheetRows) }), 'products.xlsx');

    const samples = await whileRunning(async () => {
      for (let i = 0; i < 20; i++) {
        const refused = await post(gap, 'dryRun=true');
        expect(refused.status).toBe(400);
        expect(refused.body.error?.message).toMatch(/^Row 4,00,00,000 is past the last row/);
      }
      for (const upload of [csv, xlsx]) {
        const read = await post(upload, 'dryRun=false');
        expect(read.status).toBe(422);
        expect(read.body.error?.message).toMatch(/^Nothing was imported/);
      }
    });

    expect(samples.every((s) => s.status === 200)).toBe(true);
    for (const path of ['/health', '/products/?limit=20']) {
      const times = samples.filter((s) => s.path === path).map((s) => s.ms);
      expect(times.length).toBeGreaterThan(50);
      // The requirement: 100 ms, for 95 calls in 100. The slowest few wait for a core, not for the
      // import: on this 2-core machine with other suites running, a thread is descheduled for a few
      // hundred ms at times whatever it does. Held by a file (a 4,00,00,000-row gap held it 4.4 s),
      // every call in a row would wait for seconds.
      const summary = `${path}: p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;
      expect(percentile(times, 0.95), summary).toBeLessThan(100);
      expect(Math.max(...times), summary).toBeLessThan(1000);
    }
  });

  it('answers health while an import writes its rows, on either database: never held by the write', async () => {
    // The write holds a transaction: on the embedded database every other query waits for it, so
    // its health check answers from the running call (db/client.ts) instead of queueing behind it;
    // on PostgreSQL the probe takes a pooled connection of its own. 5,000 rows keep the suite short;
    // `npm run bench:import` measures the same during 1,00,000.
    const tag = unique();
    const lines = ['SKU,Product name,Category,Price (₹),Quantity,Description'];
    for (let i = 0; i < 5_000; i++) {
      lines.push(`W-${tag}-${i},Product ${i} ${tag},Groceries,${(i % 900) + 10}.50,${i % 200},"Line ${i}"`);
    }
    const csv = await multipartBody(lines.join('\r\n'), 'products.csv');
    const probe = await startLatencyProbe(base, ['/health'], auth(staff()));
    const written = await post(csv, 'dryRun=false');
    const samples = await probe.stop();
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const times = samples.map((s) => s.ms);
    expect(samples.every((s) => s.status === 200)).toBe(true);
    expect(times.length).toBeGreaterThan(10);
    const summary = `/health: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;
    // Half the calls within 100 ms, and the slow few within 400: a write that held the server would
    // hold every call for seconds. The 95th percentile on a slow day on 2 cores shared with the rest
    // of the suite has read 125 ms with nothing held; `npm run bench:import` measures it unshared.
    expect(percentile(times, 0.5), summary).toBeLessThan(100);
    expect(percentile(times, 0.95), summary).toBeLessThan(400);
  });
});
