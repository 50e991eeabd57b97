import type { SaxesTagPlain } from 'saxes';
import { decodeXlsxText, IMPORT_LIMITS, message, type CellValue, type TMessage } from '@godown/shared';
import { AppError, badRequest } from '../../errors.js';
import {
  columnLetters,
  MAX_TEXT_CHARS,
  readWorkbookParts,
  xmlChunks,
  unreadableWorkbook,
  type Pace,
  type WorkbookParts,
} from './xlsx-parts.js';
import { openXlsxZip, tooBig } from './xlsx-zip.js';

// The rows of a workbook's first sheet (docs/domain.md#imports), read from its XML as it inflates.
// Every number the sheet states is checked before it is used, and none is ever a count of work: a
// row number past the last row a spreadsheet has, or going back, and a cell past its last column
// are refused; rows the sheet leaves out are not made up (the import counts them by number); only
// the columns an import reads are kept; a shared string or cell format is looked up, never
// allocated; what the sheet says of its size, merged cells and column widths (<dimension>,
// <mergeCell>, <col>) is not read at all. Formulas are never run: a formula cell gives its saved
// result. Not exceljs's streaming reader: it hands on a row's number as stated (the import then made
// up every row in a gap), makes a column object for every column up to a cell's, and reads the zip
// through its local headers (unzipper), not the central directory whose sizes were checked
// (docs/decisions.md, "An uploaded file is read by its bytes").

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface XlsxRow {
  row: number;
  cells: CellValue[];
}

/** Excel's last date (9999-12-31) as a serial day number: a larger "date" stays a number. */
const LAST_SERIAL_DAY = 2_958_465;

/** The refusal of a damaged sheet; `what` says where (an `import.damaged.*` message). */
const damaged = (what: TMessage) => badRequest(message('import.damaged', { what: [what] }));

/** A row's number from its `r`, checked: a whole number after the last row, within a sheet's rows. */
function rowNumber(r: string | undefined, last: number): number | AppError {
  if (r === undefined) return last + 1;
  const n = /^\s*\d{1,16}\s*$/.test(r) ? Number(r) : 0;
  if (n < 1) {
    const ref = r.slice(0, 20);
    return damaged(
      last === 0
        ? message('import.damaged.firstRowNumber', { ref })
        : message('import.damaged.rowNumber', { row: last, ref }),
    );
  }
  if (n > IMPORT_LIMITS.maxSheetRows) {
    return damaged(message('import.damaged.rowPastLast', { row: n, max: IMPORT_LIMITS.maxSheetRows }));
  }
  if (n <= last) return damaged(message('import.damaged.rowOrder', { row: n, last }));
  return n;
}

/** A cell's column from its reference ("XFD7" is 16,384), checked against a sheet's columns. */
function columnNumber(ref: string | undefined, last: number, row: number): number | AppError {
  if (ref === undefined) return last + 1;
  const letters = /^\s*\$?([A-Za-z]+)/.exec(ref)?.[1];
  if (!letters) return damaged(message('import.damaged.cellColumn', { row, ref: ref.slice(0, 20) }));
  let column = 0;
  for (const letter of letters.toUpperCase()) {
    column = column * 26 + letter.charCodeAt(0) - 64;
    if (column > IMPORT_LIMITS.maxSheetColumns) {
      return damaged(
        message('import.damaged.cellPastLast', {
          cell: `${letters.slice(0, 10).toUpperCase()}${row}`,
          lastColumn: columnLetters(IMPORT_LIMITS.maxSheetColumns),
          max: IMPORT_LIMITS.maxSheetColumns,
        }),
      );
    }
  }
  return column;
}

/** The cell being read. */
interface OpenCell {
  column: number;
  type: string;
  style: string | undefined;
  /** The text of its <v>, or of its inline string's <t>s. */
  text: string | null;
}

/** A cell's value, from its type and text, or the refusal of a shared string it does not have. */
function cellValue(cell: OpenCell, row: number, parts: WorkbookParts): CellValue | AppError {
  const text = cell.text;
  if (text === null) return null;
  switch (cell.type) {
    case 's': {
      const index = /^\s*\d{1,16}\s*$/.test(text) ? Number(text) : -1;
      if (index < 0 || index >= parts.strings.length) {
        return damaged(
          message('import.damaged.cellText', {
            cell: `${columnLetters(cell.column)}${row}`,
            index: text.trim().slice(0, 20),
          }),
        );
      }
      return parts.strings[index]!;
    }
    case 'inlineStr':
    case 'str':
      return decodeXlsxText(text);
    case 'b':
      return text.trim() === '1' || text.trim() === 'true';
    case 'e':
      return null;
    case 'd': {
      const date = new Date(text.trim());
      return Number.isNaN(date.getTime()) ? text : date;
    }
    default: {
      if (text.trim() === '') return null;
      const number = Number(text);
      if (!Number.isFinite(number)) return text;
      // A number in a date format is a day count (exceljs's excelToDate), within Excel's dates.
      const style = cell.style === undefined ? 0 : Number(cell.style);
      if (Number.isInteger(style) && parts.dateFormats[style] && number >= 0 && number <= LAST_SERIAL_DAY) {
        return new Date(Math.round((number - 25569 + (parts.date1904 ? 1462 : 0)) * 86_400_000));
      }
      return number;
    }
  }
}

/**
 * Puts a value in its column. Only the columns an import reads are kept: a value past them is kept
 * once, in the column after them, so a header that long is refused as too wide.
 */
function place(cells: CellValue[], column: number, value: CellValue): void {
  const { maxColumns } = IMPORT_LIMITS;
  if (value === null || value === '') return;
  const index = column <= maxColumns ? column - 1 : maxColumns;
  if (index === maxColumns && cells.length > maxColumns) return;
  while (cells.length < index) cells.push(null);
  cells[index] = value;
}

/**
 * The rows of the workbook's first sheet, in order, each with its number; rows the sheet leaves out
 * are left out here too (their numbers show the gap). `pace` is called after every chunk of XML.
 */
export async function* xlsxRows(filePath: string, pace: Pace): AsyncGenerator<XlsxRow> {
  const zip = await openXlsxZip(filePath);
  try {
    const parts = await readWorkbookParts(zip, pace);
    const ready: XlsxRow[] = [];
    let inSheetData = false;
    let row: XlsxRow | null = null;
    let lastRow = 0;
    let lastColumn = 0;
    let cell: OpenCell | null = null;
    let capture = false;
    let inline = false;
    let phonetic = 0;
    const handlers = {
      open(tag: SaxesTagPlain): AppError | void {
        switch (tag.name) {
          case 'sheetData':
            inSheetData = true;
            return;
          case 'row': {
            if (!inSheetData) return;
            const n = rowNumber(tag.attributes.r, lastRow);
            if (n instanceof AppError) return n;
            row = { row: n, cells: [] };
            lastRow = n;
            lastColumn = 0;
            return;
          }
          case 'c': {
            if (!row) return;
            const column = columnNumber(tag.attributes.r, lastColumn, row.row);
            if (column instanceof AppError) return column;
            lastColumn = column;
            cell = { column, type: tag.attributes.t ?? 'n', style: tag.attributes.s, text: null };
            return;
          }
          case 'v':
            if (cell) {
              cell.text = '';
              capture = true;
            }
            return;
          case 'is':
            if (cell) {
              inline = true;
              cell.text = '';
            }
            return;
          case 'rPh':
            phonetic++;
            return;
          case 't':
            if (cell && inline && phonetic === 0) capture = true;
            return;
        }
      },
      text(value: string) {
        if (capture && cell && cell.text!.length < MAX_TEXT_CHARS) cell.text += value;
      },
      close(name: string): AppError | void {
        switch (name) {
          case 'v':
          case 't':
            capture = false;
            return;
          case 'rPh':
            phonetic--;
            return;
          case 'is':
            inline = false;
            return;
          case 'c': {
            if (!cell || !row) return;
            const value = cellValue(cell, row.row, parts);
            if (value instanceof AppError) return value;
            place(row.cells, cell.column, value);
            cell = null;
            return;
          }
          case 'row':
            if (row) ready.push(row);
            row = null;
            return;
          case 'sheetData':
            inSheetData = false;
            return;
        }
      },
    };
    // The rows a chunk of XML finished are handed on before the next chunk is read.
    for await (const _chunk of xmlChunks(await zip.open(parts.sheet), handlers)) {
      yield* ready.splice(0);
      await pace();
    }
    yield* ready.splice(0);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // yauzl stops an entry that inflates past the size it declared.
    if (error instanceof Error && /too many bytes/.test(error.message)) throw tooBig();
    throw unreadableWorkbook();
  } finally {
    zip.close();
  }
}
