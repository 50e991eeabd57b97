import type { Readable, Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import {
  BRAND_NAME,
  encodeXlsxText,
  escapeFormula,
  INDIA_OFFSET_MS,
  indiaDateTime,
  type FileFormat,
} from '@godown/shared';

// The writers of an export (docs/domain.md#exports): rows in, a CSV or .xlsx byte stream out, one
// chunk of rows at a time. Nothing here knows a list: a column says only how its values are written.

/** How a column's values are written. */
export type SheetValueType =
  | 'text'
  /** Rupees: a plain number in CSV, a number cell formatted ₹#,##,##0.00 in .xlsx. */
  | 'money'
  /** A measure (kg, cm, m³, a coordinate, hours): a plain number, unformatted. */
  | 'number'
  /** Whole units or days. */
  | 'count'
  /** A percentage such as 12.5 (per cent): 12.5 in CSV, a 0.0% cell in .xlsx. */
  | 'percent'
  /** A calendar date given as YYYY-MM-DD: the same text in CSV, a dd-mm-yyyy date cell in .xlsx. */
  | 'date'
  /** An instant: India's date and time, YYYY-MM-DD HH:mm in CSV, a dd-mm-yyyy hh:mm cell in .xlsx. */
  | 'dateTime'
  /** Yes or No. */
  | 'boolean';

export interface SheetColumn {
  header: string;
  type: SheetValueType;
  /** Width in characters in the .xlsx; otherwise from the type and the header. */
  width?: number;
}

/** A value as a query gives it; null and undefined are an empty cell. */
export type SheetValue = string | number | boolean | Date | null | undefined;
export type SheetRow = readonly SheetValue[];

/** Number formats of the .xlsx cells (Indian grouping for rupees and counts). */
export const XLSX_NUMBER_FORMATS: Partial<Record<SheetValueType, string>> = {
  money: '₹#,##,##0.00',
  count: '#,##,##0',
  percent: '0.0%',
  date: 'dd-mm-yyyy',
  dateTime: 'dd-mm-yyyy hh:mm',
};

const TYPE_WIDTHS: Record<SheetValueType, number> = {
  text: 24,
  money: 16,
  number: 12,
  count: 10,
  percent: 10,
  date: 12,
  dateTime: 17,
  boolean: 8,
};

function widthOf(column: SheetColumn): number {
  return column.width ?? Math.min(60, Math.max(TYPE_WIDTHS[column.type], column.header.length + 2));
}

const isEmpty = (value: SheetValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** A cell as CSV text: numbers plain (1234.5), dates YYYY-MM-DD, text safe from formulas. */
export function csvCell(type: SheetValueType, value: SheetValue): string {
  if (isEmpty(value)) return '';
  switch (type) {
    case 'text':
      return escapeFormula(String(value));
    case 'money':
    case 'number':
    case 'count':
    case 'percent':
      return String(Number(value));
    case 'date':
      return String(value);
    case 'dateTime':
      return indiaDateTime(value as Date | string);
    case 'boolean':
      return value ? 'Yes' : 'No';
  }
}

/** A date YYYY-MM-DD as the spreadsheet date of that day. */
function dayOf(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/**
 * A cell as an .xlsx value: real numbers and dates; text exactly as stored, Yes or No. A text cell is
 * a string cell, which a spreadsheet shows and never evaluates: it needs no formula guard (the CSV's
 * apostrophe would be part of the text). exceljs writes a carriage return as it is, which XML reads
 * back as a line feed, and drops control characters: the text goes in with Excel's _xHHHH_ escapes.
 */
export function xlsxCell(type: SheetValueType, value: SheetValue): ExcelJS.CellValue {
  if (isEmpty(value)) return null;
  switch (type) {
    case 'text':
      return encodeXlsxText(String(value));
    case 'boolean':
      return csvCell(type, value);
    case 'money':
    case 'number':
    case 'count':
      return Number(value);
    case 'percent':
      return Number(value) / 100;
    case 'date':
      return dayOf(String(value));
    case 'dateTime':
      // A spreadsheet's times have no zone: the cell holds the time a clock in India showed.
      return new Date(new Date(value as Date | string).getTime() + INDIA_OFFSET_MS);
  }
}

/** Resolves once `stream` has room for more (or is gone): the pace of the client reading it. */
async function drained(stream: Writable): Promise<void> {
  // Let the zip and deflate steps pass on what the last rows produced before looking.
  await new Promise((resolve) => setImmediate(resolve));
  if (stream.destroyed || !stream.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Resolves when `work` ends or `stream` closes first (a client that left never reads the end). */
function untilClosed(stream: Readable, work: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const closed = () => resolve();
    stream.once('close', closed);
    work.then(
      () => {
        stream.off('close', closed);
        resolve();
      },
      (error: unknown) => {
        stream.off('close', closed);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface SheetWriter {
  /** The bytes of the file, for the answer. */
  readonly stream: Readable & Writable;
  /** Writes rows; resolves when the stream has room for the next chunk. */
  write(rows: readonly SheetRow[]): Promise<void>;
  /** Writes the end of the file. */
  end(): Promise<void>;
}

/**
 * CSV with a UTF-8 byte order mark first, so Excel reads ₹ and Indian scripts; CRLF lines. A field
 * holding a line break of any kind is quoted (csv-stringify quotes only the record delimiter itself,
 * CR LF: a lone LF or CR would end the row in Excel).
 */
function csvWriter(columns: readonly SheetColumn[]): SheetWriter {
  const stream = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  stream.write(columns.map((column) => column.header));
  return {
    stream,
    async write(rows) {
      for (const row of rows) stream.write(columns.map((column, i) => csvCell(column.type, row[i])));
      await drained(stream);
    },
    async end() {
      stream.end();
    },
  };
}

/**
 * .xlsx through exceljs's streaming writer: each row is written out as it is added (strings inline,
 * not in a shared table kept in memory). A bold header row frozen at the top, widths by column.
 */
function xlsxWriter(columns: readonly SheetColumn[], sheetName: string): SheetWriter {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = BRAND_NAME;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => {
    const numFmt = XLSX_NUMBER_FORMATS[column.type];
    return { width: widthOf(column), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.style = { font: { bold: true } };
  });
  header.commit();
  return {
    stream,
    async write(rows) {
      for (const row of rows) {
        sheet.addRow(columns.map((column, i) => xlsxCell(column.type, row[i]))).commit();
      }
      await drained(stream);
    },
    async end() {
      sheet.commit();
      await untilClosed(stream, workbook.commit());
    },
  };
}

export interface SheetStreamOptions {
  format: FileFormat;
  columns: readonly SheetColumn[];
  /** The .xlsx sheet's name. */
  sheetName: string;
  /** Told of an error met after the first chunk, once the answer has begun (the stream is then destroyed). */
  onError: (error: unknown) => void;
}

/**
 * The file of `chunks` as a stream. The first chunk is read before the stream is returned, so a
 * failure to read it is thrown here and answered as any error is; a later failure destroys the
 * stream (the client sees a broken download, never a complete-looking file) and goes to onError.
 * Each chunk is written once the client has read the one before: the rows in memory are one chunk.
 */
export async function openSheetStream(
  chunks: AsyncIterator<readonly SheetRow[]>,
  { format, columns, sheetName, onError }: SheetStreamOptions,
): Promise<Readable> {
  const first = await chunks.next();
  const writer = format === 'csv' ? csvWriter(columns) : xlsxWriter(columns, sheetName);
  void pump(writer, first, chunks).catch((error: unknown) => {
    onError(error);
    writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    void chunks.return?.();
  });
  return writer.stream;
}

async function pump(
  writer: SheetWriter,
  first: IteratorResult<readonly SheetRow[]>,
  chunks: AsyncIterator<readonly SheetRow[]>,
): Promise<void> {
  for (let next = first; !next.done; next = await chunks.next()) {
    // The client went away: stop reading.
    if (writer.stream.destroyed) {
      await chunks.return?.();
      return;
    }
    await writer.write(next.value);
  }
  if (!writer.stream.destroyed) await writer.end();
}
