import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvCell, openSheetStream, xlsxCell, type SheetColumn, type SheetRow } from './spreadsheet-stream.js';

const COLUMNS: SheetColumn[] = [
  { header: 'Name', type: 'text' },
  { header: 'Price (₹)', type: 'money' },
];

/** Chunks of rows, then a failure when `failAfter` chunks have been read. */
async function* chunks(count: number, failAfter?: number): AsyncGenerator<SheetRow[]> {
  for (let i = 0; i < count; i++) {
    if (i === failAfter) throw new Error('connection to the database lost');
    yield [[`Item ${i}`, i * 1.5]];
  }
}

/** Everything the stream gives until it ends or fails. */
async function drain(stream: Readable): Promise<{ bytes: Buffer; error: Error | null }> {
  const parts: Buffer[] = [];
  try {
    for await (const part of stream) parts.push(Buffer.from(part as Buffer));
    return { bytes: Buffer.concat(parts), error: null };
  } catch (error) {
    return { bytes: Buffer.concat(parts), error: error as Error };
  }
}

describe('cells', () => {
  it('writes text a spreadsheet would run with a leading apostrophe in CSV; .xlsx string cells as they are', () => {
    for (const text of ['=1+1', '+91 98', '-2', '@SUM(A1)', '\tx']) {
      expect(csvCell('text', text)).toBe(`'${text}`);
      // A string cell of a workbook is never evaluated: an apostrophe would be part of the text.
      expect(xlsxCell('text', text)).toBe(text);
    }
    expect(csvCell('text', '\rx')).toBe("'\rx");
    expect(csvCell('text', 'Basmati = rice')).toBe('Basmati = rice');
    expect(csvCell('text', "'-shaped hook")).toBe("''-shaped hook");
    // Numbers are numbers: a negative change is not text to escape.
    expect(csvCell('count', -5)).toBe('-5');
    expect(xlsxCell('count', -5)).toBe(-5);
  });

  it(".xlsx text keeps carriage returns and control characters as Excel's _xHHHH_ escapes", () => {
    expect(xlsxCell('text', 'Peanut Butter\r\nCreamy')).toBe('Peanut Butter_x000D_\nCreamy');
    expect(xlsxCell('text', 'a\u0007b _x0041_')).toBe('a_x0007_b _x005F_x0041_');
    expect(xlsxCell('text', 'बासमती 🍚\tघी')).toBe('बासमती 🍚\tघी');
  });

  it('writes plain numbers and ISO dates in CSV, real numbers and dates in .xlsx', () => {
    expect(csvCell('money', 1234.5)).toBe('1234.5');
    expect(xlsxCell('money', 1234.5)).toBe(1234.5);
    expect(csvCell('percent', 12.5)).toBe('12.5');
    expect(xlsxCell('percent', 12.5)).toBe(0.125);
    expect(csvCell('date', '2026-11-25')).toBe('2026-11-25');
    expect(xlsxCell('date', '2026-11-25')).toEqual(new Date(Date.UTC(2026, 10, 25)));
    // 20:00 UTC is 01:30 the next day in India.
    expect(csvCell('dateTime', new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26 01:30');
    expect(xlsxCell('dateTime', new Date('2026-11-25T20:00:00Z'))).toEqual(
      new Date(Date.UTC(2026, 10, 26, 1, 30)),
    );
    expect(csvCell('boolean', true)).toBe('Yes');
    expect(xlsxCell('boolean', false)).toBe('No');
    for (const empty of [null, undefined, '']) {
      expect(csvCell('money', empty)).toBe('');
      expect(xlsxCell('date', empty)).toBeNull();
    }
  });
});

describe('openSheetStream', () => {
  it('writes every chunk, header first', async () => {
    const stream = await openSheetStream(chunks(3), {
      format: 'csv',
      columns: COLUMNS,
      sheetName: 'Items',
      onError: () => {},
    });
    const { bytes, error } = await drain(stream);
    expect(error).toBeNull();
    expect(bytes.toString('utf8')).toBe('\uFEFFName,Price (₹)\r\nItem 0,0\r\nItem 1,1.5\r\nItem 2,3\r\n');
  });

  it('quotes a CSV field holding any line break, so a spreadsheet keeps it in its row', async () => {
    const rows: SheetRow[] = [
      ['a\nb', 1],
      ['c\rd', 2],
      ['e\r\nf', 3],
      ['g\th', 4],
    ];
    async function* one(): AsyncGenerator<SheetRow[]> {
      yield rows;
    }
    const stream = await openSheetStream(one(), {
      format: 'csv',
      columns: COLUMNS,
      sheetName: 'Items',
      onError: () => {},
    });
    const { bytes } = await drain(stream);
    expect(bytes.toString('utf8')).toBe(
      '\uFEFFName,Price (₹)\r\n"a\nb",1\r\n"c\rd",2\r\n"e\r\nf",3\r\ng\th,4\r\n',
    );
  });

  it('throws a failure to read the first chunk, before any stream exists', async () => {
    await expect(
      openSheetStream(chunks(3, 0), {
        format: 'xlsx',
        columns: COLUMNS,
        sheetName: 'Items',
        onError: () => {},
      }),
    ).rejects.toThrow('connection to the database lost');
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: a failure after the first chunk destroys the stream and is reported, never a whole-looking file`, async () => {
      const reported: unknown[] = [];
      const stream = await openSheetStream(chunks(5, 2), {
        format,
        columns: COLUMNS,
        sheetName: 'Items',
        onError: (error) => reported.push(error),
      });
      const { bytes, error } = await drain(stream);
      expect(error?.message).toBe('connection to the database lost');
      expect(reported).toHaveLength(1);
      expect(stream.destroyed).toBe(true);
      if (format === 'csv') expect(bytes.toString('utf8')).not.toContain('Item 2');
      else await expect(new ExcelJS.Workbook().xlsx.load(bytes as unknown as ArrayBuffer)).rejects.toThrow();
    });
  }

  it('stops reading chunks when the client goes away', async () => {
    let read = 0;
    async function* counted(): AsyncGenerator<SheetRow[]> {
      for (let i = 0; i < 1000; i++) {
        read += 1;
        yield [[`Item ${i}`, 'x'.repeat(50_000)]];
      }
    }
    const stream = await openSheetStream(counted(), {
      format: 'csv',
      columns: [COLUMNS[0]!, { header: 'Note', type: 'text' }],
      sheetName: 'Items',
      onError: () => {},
    });
    // Nobody reads: once the stream's buffers are full the writer waits for room, instead of
    // running through every chunk into memory.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    await pause();
    const waiting = read;
    expect(waiting).toBeLessThan(20);
    await pause();
    expect(read).toBe(waiting);
    // The client leaves: nothing more is read.
    stream.destroy();
    await pause();
    expect(read).toBeLessThanOrEqual(waiting + 1);
  });
});
