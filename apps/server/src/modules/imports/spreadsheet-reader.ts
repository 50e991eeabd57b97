import fs from 'node:fs';
import { Transform } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse as parseCsv } from 'csv-parse';
import {
  IMPORT_LIMITS,
  message,
  unescapeFormula,
  type CellValue,
  type FileFormat,
  type TMessage,
} from '@godown/shared';
import { AppError, badRequest } from '../../errors.js';
import type { Pace } from './xlsx-parts.js';
import { xlsxRows } from './xlsx-reader.js';
import { openXlsxZip } from './xlsx-zip.js';

// Reading an uploaded spreadsheet (docs/domain.md#imports): which format it is, in which text
// encoding, and its rows one at a time, so a file of 100,000 rows never sits in memory. Every way a
// file can be wrong is a 4xx with words a person can act on. Reading never holds the server: the
// rows come in slices of a few milliseconds of work, each followed by a turn of the event loop.

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: CellValue[];
}

/** An opened file: its format and, for CSV, the text encoding it was written in. */
export interface SheetFile {
  path: string;
  format: FileFormat;
  encoding: 'utf-8' | 'windows-1252';
}

const unsupported = (said: TMessage) => new AppError('UNSUPPORTED_MEDIA_TYPE', said);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** Bytes looked at to tell text from binary. */
const SNIFF_BYTES = 64 * 1024;
/** Bytes of a CSV read at a time (about 200 rows of products: a few milliseconds to parse). */
const READ_BYTES = 16 * 1024;

async function firstBytes(path: string, count: number): Promise<Buffer> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Looks at an uploaded file: an .xlsx (a zip, checked for bombs), an old .xls (refused), or text
 * (CSV in UTF-8, with or without a byte order mark, else Windows-1252). Binary data is refused.
 */
export async function openSheetFile(path: string): Promise<SheetFile> {
  const head = await firstBytes(path, SNIFF_BYTES);
  if (head.length === 0) throw badRequest('import.fileEmpty');
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    (await openXlsxZip(path)).close();
    return { path, format: 'xlsx', encoding: 'utf-8' };
  }
  if (head.subarray(0, 4).equals(OLE_MAGIC)) {
    throw unsupported(message('import.xlsUnsupported'));
  }
  if (looksBinary(head)) {
    throw unsupported(message('import.notCsvOrXlsx'));
  }
  return { path, format: 'csv', encoding: (await isUtf8(path)) ? 'utf-8' : 'windows-1252' };
}

/** NUL bytes, or many control characters, mean binary data rather than text. */
function looksBinary(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  return control > head.length * 0.05;
}

async function isUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(path)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Decodes text chunks in a fixed encoding (a byte order mark is dropped). */
function decoder(encoding: SheetFile['encoding']): Transform {
  const text = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

/** The separator of a CSV: the one of comma, semicolon and tab its first line uses most. */
async function csvDelimiter(file: SheetFile): Promise<string> {
  const head = new TextDecoder(file.encoding).decode(await firstBytes(file.path, SNIFF_BYTES));
  const line = head.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, line.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![1] > 0 ? counts[0]![0] : ',';
}

async function* csvRows(file: SheetFile): AsyncGenerator<SheetRow> {
  const parser = parseCsv({
    delimiter: await csvDelimiter(file),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: IMPORT_LIMITS.maxCellChars * 4,
  });
  // Small reads: the parser takes each read whole, at once, before the event loop turns again.
  const source = fs.createReadStream(file.path, { highWaterMark: READ_BYTES });
  source.pipe(decoder(file.encoding)).pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      // The guard a CSV export puts before a formula-like text comes off (docs/domain.md#imports).
      yield { row, cells: record.map(unescapeFormula) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(message('import.csvUnreadable', { row: row + 1, reason }));
  } finally {
    source.destroy();
  }
}

/** Work done between two turns of the event loop, in milliseconds. */
const SLICE_MS = 10;

/**
 * A pace for a long read: called between small pieces of work, it gives the event loop a turn
 * (setImmediate: every request waiting is served) once SLICE_MS have passed since the last one.
 */
export function pacer(): Pace {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * The rows of the file, the header first, each with its number. The work of reading them, and
 * of whatever the caller does with each, is paced: other requests are served every SLICE_MS.
 */
export async function* readRows(file: SheetFile): AsyncGenerator<SheetRow> {
  const pace = pacer();
  const rows = file.format === 'csv' ? csvRows(file) : xlsxRows(file.path, pace);
  for await (const row of rows) {
    yield row;
    await pace();
  }
}

/** True when a row has no value in any cell (it is skipped, not an error). */
export function isEmptyRow(cells: CellValue[]): boolean {
  return cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');
}
