import fs from 'node:fs';
import { Transform } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { IMPORT_LIMITS, type CellValue, type FileFormat } from '@godown/shared';
import { AppError, badRequest } from '../../errors.js';

// Reading an uploaded spreadsheet (docs/domain.md#imports): which format it is, in which text
// encoding, and its rows one at a time, so a file of 100,000 rows never sits in memory. Every way a
// file can be wrong is a 4xx with words a person can act on.

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

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** Bytes looked at to tell text from binary. */
const SNIFF_BYTES = 64 * 1024;

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
  if (head.length === 0) throw badRequest('The file is empty');
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    await checkZip(path);
    return { path, format: 'xlsx', encoding: 'utf-8' };
  }
  if (head.subarray(0, 4).equals(OLE_MAGIC)) {
    throw unsupported(
      'Excel 97-2003 (.xls) files cannot be read: save the sheet as .xlsx or CSV and try again',
    );
  }
  if (looksBinary(head)) {
    throw unsupported('This file is not a CSV text file or an Excel .xlsx workbook');
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

/**
 * Checks an .xlsx file before anything reads it: a zip of a workbook, of a bounded number of entries,
 * whose entries each inflate to what they declare, within the ratio and the total allowed (a zip bomb
 * is refused here, having inflated no more than the limit).
 */
async function checkZip(path: string): Promise<void> {
  const notWorkbook = () => unsupported('This file is not an Excel .xlsx workbook');
  const tooBig = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      'This workbook unpacks to more data than an import accepts: save the sheet as CSV, or split it',
    );
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error ? reject(notWorkbook()) : resolve(file),
    ),
  );
  let total = 0;
  let entries = 0;
  const names = new Set<string>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(notWorkbook()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries++;
        names.add(entry.fileName);
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (entries > 10_000 || total > IMPORT_LIMITS.maxUnpackedBytes) return reject(tooBig());
        if (entry.uncompressedSize > 1024 * 1024 && ratio > IMPORT_LIMITS.maxCompressionRatio) {
          return reject(tooBig());
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(notWorkbook());
          // yauzl stops an entry that inflates past its declared size (validateEntrySizes).
          stream.on('error', () => reject(notWorkbook()));
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (!names.has('xl/workbook.xml') || ![...names].some((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))) {
    throw notWorkbook();
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
  const source = fs.createReadStream(file.path);
  source.pipe(decoder(file.encoding)).pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells: record };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`The CSV file could not be read near row ${row + 1}: ${message}`);
  } finally {
    source.destroy();
  }
}

/** A cell of exceljs as a plain value: formulas give their saved result, never evaluated. */
function plainCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return null;
}

async function* xlsxRows(file: SheetFile): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(file.path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    // The first worksheet is the one imported.
    for await (const worksheet of workbook) {
      let last = 0;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        // exceljs skips rows with no cells: keep the numbering of the spreadsheet.
        for (let gap = last + 1; gap < row.number; gap++) yield { row: gap, cells: [] };
        last = row.number;
        const values = row.values as ExcelJS.CellValue[];
        yield { row: row.number, cells: values.slice(1).map(plainCell) };
      }
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported(
      'This Excel workbook could not be read: open it in Excel, save it as .xlsx and try again',
    );
  }
}

/** The rows of the file, the header first, each with its number. */
export function readRows(file: SheetFile): AsyncGenerator<SheetRow> {
  return file.format === 'csv' ? csvRows(file) : xlsxRows(file);
}

/** True when a row has no value in any cell (it is skipped, not an error). */
export function isEmptyRow(cells: CellValue[]): boolean {
  return cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');
}
