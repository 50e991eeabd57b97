import path from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { decodeXlsxText, IMPORT_LIMITS, message } from '@godown/shared';
import { AppError } from '../../errors.js';
import type { XlsxZip } from './xlsx-zip.js';

// The parts of a workbook an import needs before its sheet (docs/domain.md#imports): which sheet is
// first, whether its dates count from 1904, which cell formats are dates, and the shared strings.
// Each is XML read through saxes a chunk at a time, giving the event loop a turn between chunks, and
// every number a part states is checked before it is used: a count is never a size to allocate.

/** Called between chunks of work: gives the event loop a turn when the work has run long enough. */
export type Pace = () => Promise<void>;

/** Handlers of one XML part; one may return an AppError to stop the read with it. */
export interface XmlHandlers {
  open?(tag: SaxesTagPlain): AppError | void;
  text?(text: string): void;
  close?(name: string): AppError | void;
}

/** The refusal of a workbook whose XML is not well formed, or that a handler refused. */
export const unreadableWorkbook = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message('import.workbookUnreadable'));

/**
 * Feeds `stream` to a parser with `handlers`, a chunk at a time, and yields after each chunk (the
 * caller hands on what the chunk produced, and may give the event loop a turn). The first refusal
 * of a handler ends the read with it.
 */
export async function* xmlChunks(stream: Readable, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  let failure: AppError | undefined;
  parser.on('error', () => {
    failure ??= unreadableWorkbook();
  });
  parser.on('opentag', (tag) => {
    if (!failure) failure = handlers.open?.(tag as SaxesTagPlain) ?? undefined;
  });
  if (handlers.text) {
    const onText = handlers.text;
    parser.on('text', (text) => {
      if (!failure) onText(text);
    });
  }
  parser.on('closetag', (tag) => {
    if (!failure) failure = handlers.close?.(tag.name) ?? undefined;
  });
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      if (failure) throw failure;
      yield;
    }
    parser.write(decoder.decode());
    parser.close();
    if (failure) throw failure;
  } finally {
    stream.destroy();
  }
}

/** Reads a whole part with `handlers`, pacing between chunks. */
async function readXml(stream: Readable, handlers: XmlHandlers, pace: Pace): Promise<void> {
  for await (const _chunk of xmlChunks(stream, handlers)) await pace();
}

/** An attribute whose name, without its namespace prefix, is `local` ("r:id" for "id"). */
function attribute(tag: SaxesTagPlain, local: string): string | undefined {
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (name === local || name.endsWith(`:${local}`)) return value;
  }
  return undefined;
}

/** Text of a part kept up to this many characters: a cell longer than an import takes is refused by its row. */
export const MAX_TEXT_CHARS = IMPORT_LIMITS.maxCellChars * 8;

/** The workbook's parts an import reads, and what they say. */
export interface WorkbookParts {
  /** The zip entry of the first sheet. */
  sheet: string;
  /** Dates count from 1904 (old Mac workbooks). */
  date1904: boolean;
  /** Whether each cell format (by index, as a cell's `s` names it) shows a date. */
  dateFormats: boolean[];
  strings: string[];
}

// Built-in number formats that show dates or times (ECMA-376 18.8.30, and the East Asian ones).
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/**
 * Whether a number format's code shows a date or time: y, m, d, h, s (or b, a Buddhist year) outside
 * quoted text, [brackets] and escaped, padding or repeated characters (\x, _x, *x).
 */
function isDateCode(code: string): boolean {
  const bare = code
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/[\\_*]./g, '');
  return /[ymdhsb]/i.test(bare);
}

/** Resolves a relationship's target, relative to xl/ (or absolute from the package's root). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join('xl', target));
}

async function workbookInfo(zip: XlsxZip, pace: Pace) {
  let firstSheet: string | undefined;
  let date1904 = false;
  await readXml(
    await zip.open('xl/workbook.xml'),
    {
      open(tag) {
        if (tag.name === 'workbookPr') date1904 = ['1', 'true'].includes(tag.attributes.date1904 ?? '');
        if (tag.name === 'sheet' && firstSheet === undefined) firstSheet = attribute(tag, 'id') ?? '';
      },
    },
    pace,
  );
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  if (zip.has('xl/_rels/workbook.xml.rels')) {
    await readXml(
      await zip.open('xl/_rels/workbook.xml.rels'),
      {
        open(tag) {
          if (tag.name !== 'Relationship' || !tag.attributes.Target) return;
          const target = partPath(tag.attributes.Target);
          if (tag.attributes.Id) targets.set(tag.attributes.Id, target);
          const type = (tag.attributes.Type ?? '').split('/').pop()!;
          if (!byType.has(type)) byType.set(type, target);
        },
      },
      pace,
    );
  }
  let sheet = firstSheet ? targets.get(firstSheet) : undefined;
  if (!sheet || !zip.has(sheet)) {
    // No usable workbook relationships: the sheet file with the lowest number.
    const numbered = zip
      .names()
      .map((name) => ({ name, n: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN) }))
      .filter((s) => Number.isFinite(s.n))
      .sort((a, b) => a.n - b.n);
    sheet = numbered[0]?.name;
  }
  if (!sheet) throw unreadableWorkbook();
  return {
    sheet,
    date1904,
    styles: byType.get('styles') ?? 'xl/styles.xml',
    sharedStrings: byType.get('sharedStrings') ?? 'xl/sharedStrings.xml',
  };
}

/**
 * Which cell formats show dates. A format's numFmtId is looked up, never used as a size; formats
 * past IMPORT_LIMITS.maxCellFormats are not kept (a cell naming one reads as General).
 */
async function dateFormatsOf(zip: XlsxZip, part: string, pace: Pace): Promise<boolean[]> {
  const dateFormats: boolean[] = [];
  if (!zip.has(part)) return dateFormats;
  const customDates = new Map<string, boolean>();
  let inCellXfs = false;
  await readXml(
    await zip.open(part),
    {
      open(tag) {
        const id = tag.attributes.numFmtId;
        if (tag.name === 'numFmt' && id !== undefined) {
          customDates.set(id.trim(), isDateCode(tag.attributes.formatCode ?? ''));
        } else if (tag.name === 'cellXfs') {
          inCellXfs = true;
        } else if (tag.name === 'xf' && inCellXfs && dateFormats.length < IMPORT_LIMITS.maxCellFormats) {
          const key = (id ?? '0').trim();
          dateFormats.push(customDates.get(key) ?? BUILT_IN_DATES.has(Number(key)));
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    pace,
  );
  return dateFormats;
}

/**
 * The shared strings, each decoded (Excel's _xHHHH_ escapes) and cut at MAX_TEXT_CHARS; phonetic
 * runs (rPh) are not part of the text. More than IMPORT_LIMITS.maxSharedStrings is a 413.
 */
async function sharedStringsOf(zip: XlsxZip, part: string, pace: Pace): Promise<string[]> {
  const strings: string[] = [];
  if (!zip.has(part)) return strings;
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  await readXml(
    await zip.open(part),
    {
      open(tag) {
        if (tag.name === 'si') {
          if (strings.length >= IMPORT_LIMITS.maxSharedStrings) {
            return new AppError(
              'PAYLOAD_TOO_LARGE',
              message('import.tooManyTexts', { max: IMPORT_LIMITS.maxSharedStrings }),
            );
          }
          text = '';
        } else if (tag.name === 'rPh') phonetic++;
        else if (tag.name === 't' && text !== null && phonetic === 0) inText = true;
      },
      text(value) {
        if (inText && text !== null && text.length < MAX_TEXT_CHARS) text += value;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si' && text !== null) {
          strings.push(decodeXlsxText(text.slice(0, MAX_TEXT_CHARS)));
          text = null;
        }
      },
    },
    pace,
  );
  return strings;
}

/** Reads what a workbook says before its first sheet: that sheet, its date system, formats, strings. */
export async function readWorkbookParts(zip: XlsxZip, pace: Pace): Promise<WorkbookParts> {
  const info = await workbookInfo(zip, pace);
  const dateFormats = await dateFormatsOf(zip, info.styles, pace);
  const strings = await sharedStringsOf(zip, info.sharedStrings, pace);
  return { sheet: info.sheet, date1904: info.date1904, dateFormats, strings };
}

/** A column's letters (1 is A, 16,384 is XFD). */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
