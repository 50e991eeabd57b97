import type { TImportReport } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  completeLines,
  createLineReader,
  parseStreamLine,
  problemsOfRefusal,
  progressPercent,
} from './import-stream';

const report = { kind: 'products', rowCount: 3 } as TImportReport;

describe('completeLines and createLineReader', () => {
  it('takes only the lines the text holds whole, and says where the rest starts', () => {
    expect(completeLines('{"a":1}\n{"b":', 0)).toEqual({ lines: ['{"a":1}'], next: 8 });
    expect(completeLines('{"a":1}\n{"b":', 8)).toEqual({ lines: [], next: 8 });
    expect(completeLines('{"a":1}\n{"b":2}\n', 8)).toEqual({ lines: ['{"b":2}'], next: 16 });
  });

  it('takes the last line without a line break once the text has ended, and skips blank lines', () => {
    expect(completeLines('{"a":1}\n\n{"b":2}', 0, true)).toEqual({ lines: ['{"a":1}', '{"b":2}'], next: 16 });
    expect(completeLines('{"a":1}\r\n', 0)).toEqual({ lines: ['{"a":1}'], next: 9 });
  });

  it('gives each line once as the answer grows, however it is cut', () => {
    const read = createLineReader();
    const full =
      '{"progress":{"done":500,"total":1200}}\n{"progress":{"done":1000,"total":1200}}\n{"data":{}}\n';
    const seen: string[] = [];
    for (const end of [5, 39, 40, 41, 70, 80, full.length - 1]) seen.push(...read(full.slice(0, end)));
    seen.push(...read(full, true));
    expect(seen).toEqual([
      '{"progress":{"done":500,"total":1200}}',
      '{"progress":{"done":1000,"total":1200}}',
      '{"data":{}}',
    ]);
    expect(read(full, true)).toEqual([]);
  });
});

describe('parseStreamLine', () => {
  it('reads the progress, the report and the error lines', () => {
    expect(parseStreamLine('{"progress":{"done":500,"total":1200}}')).toEqual({
      type: 'progress',
      done: 500,
      total: 1200,
    });
    expect(parseStreamLine(JSON.stringify({ data: report }))).toEqual({ type: 'report', report });
    const error = { code: 'IMPORT_REFUSED', message: 'Nothing was imported', details: [] };
    expect(parseStreamLine(JSON.stringify({ error, status: 422 }))).toEqual({
      type: 'error',
      status: 422,
      body: { error },
    });
  });

  it('counts an error line without a status as a server failure', () => {
    expect(parseStreamLine('{"error":{"code":"INTERNAL","message":"x"}}')).toMatchObject({ status: 500 });
  });

  it('ignores what the server never writes', () => {
    for (const line of ['not json', '42', 'null', '{"progress":{"done":"1"}}', '{"data":null}', '{}']) {
      expect(parseStreamLine(line)).toBeNull();
    }
  });
});

describe('progressPercent', () => {
  it('fills the bar with the upload, then with the rows done', () => {
    expect(progressPercent({ phase: 'upload', percent: 40 })).toBe(40);
    expect(progressPercent({ phase: 'upload', percent: null })).toBeNull();
    expect(progressPercent({ phase: 'reading' })).toBeNull();
    expect(progressPercent({ phase: 'rows', done: 500, total: 1200 })).toBe(42);
    expect(progressPercent({ phase: 'rows', done: 0, total: 0 })).toBe(100);
  });
});

describe('problemsOfRefusal', () => {
  it("turns the refusal's details into rows, with the file's header when one cell is at fault", () => {
    expect(
      problemsOfRefusal([
        { path: ['row', 5, 'Price (₹)'], message: 'Price (₹) must be a number' },
        { path: ['row', 7], message: 'Repeats row 3 of the file (the same SKU)' },
        { path: ['mapping', 'sku'], message: 'Not in the file' },
      ]),
    ).toEqual([
      { row: 5, column: 'Price (₹)', message: 'Price (₹) must be a number' },
      { row: 7, column: null, message: 'Repeats row 3 of the file (the same SKU)' },
    ]);
    expect(problemsOfRefusal(undefined)).toEqual([]);
  });
});
