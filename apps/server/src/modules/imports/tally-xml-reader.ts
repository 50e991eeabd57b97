import fs from 'node:fs';
import { SaxesParser } from 'saxes';
import { IMPORT_LIMITS, message } from '@godown/shared';
import { AppError, badRequest } from '../../errors.js';
import type { Pace } from './xlsx-parts.js';

// Reading TallyPrime's XML masters export (docs/domain.md#from-tally): its text encoding (UTF-8, or
// UTF-16 as TallyPrime often writes it, with or without a byte order mark), then the file streamed
// through saxes a chunk at a time, handing on each STOCKITEM and UNIT master as a small tree while
// every other master (ledgers, groups, godowns, voucher types…) is passed over. saxes never reads a
// DTD: a DOCTYPE is refused before anything after it is read, so no entity is ever expanded (a
// billion laughs) or fetched (XXE). Tally writes `&#4;` before some values, a character XML 1.0 does
// not allow: the file is read as XML 1.1, which does, and such characters are left out of the text.

/** An uploaded Tally file and the encoding its text is in. */
export interface TallyFile {
  path: string;
  format: 'tally-xml';
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
}

/** An element of a master as read: its name, attributes, own text and child elements. */
export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  text: string;
  children: XmlElement[];
  /** More elements than a master may hold were in it: the rest were not kept. */
  isCut?: boolean;
}

/** The masters the import reads; every other element is passed over. */
const READ_MASTERS = new Set(['STOCKITEM', 'UNIT']);
/** Elements one master may hold (a stock item of 2,000 batches has about 20,000). */
export const MAX_MASTER_ELEMENTS = 25_000;
/** Characters of one element's text kept: a value longer than any field is refused by its row. */
const MAX_TEXT_CHARS = IMPORT_LIMITS.maxCellChars;
/** Bytes read at a time: a few milliseconds of parsing. */
const READ_BYTES = 64 * 1024;

// eslint-disable-next-line no-control-regex -- Tally's U+0004 and the like are the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const notTally = () => new AppError('UNSUPPORTED_MEDIA_TYPE', message('import.tally.notTally'));

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
 * Looks at an uploaded file: XML in UTF-8 or UTF-16 (by its byte order mark, else by the zero bytes
 * around its first `<`). Anything that does not start with `<` (a workbook, a CSV) is refused.
 */
export async function openTallyFile(path: string): Promise<TallyFile> {
  const head = await firstBytes(path, 4096);
  if (head.length === 0) throw badRequest('import.fileEmpty');
  let encoding: TallyFile['encoding'] = 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) encoding = 'utf-16le';
  else if (head[0] === 0xfe && head[1] === 0xff) encoding = 'utf-16be';
  else if (head[0] === 0x3c && head[1] === 0x00) encoding = 'utf-16le';
  else if (head[0] === 0x00 && head[1] === 0x3c) encoding = 'utf-16be';
  const text = new TextDecoder(encoding).decode(head).trimStart();
  if (!text.startsWith('<')) throw notTally();
  return { path, format: 'tally-xml', encoding };
}

/** An element's text without the control characters Tally puts in, trimmed. */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '').trim();
}

/**
 * The STOCKITEM and UNIT masters of the file, in file order, handed on after each chunk of the file
 * is parsed (the caller paces its work between them). Refuses a file that is not well-formed XML, has
 * a DOCTYPE or is not a Tally ENVELOPE.
 */
export async function* tallyMasters(file: TallyFile, pace: Pace): AsyncGenerator<XmlElement> {
  const parser = new SaxesParser({ position: true, defaultXMLVersion: '1.1', forceXMLVersion: true });
  let failure: AppError | undefined;
  const fail = (error: AppError) => {
    failure ??= error;
  };
  let isRootSeen = false;
  /** The open elements of the master being read, outermost first. */
  const open: XmlElement[] = [];
  let elements = 0;
  /** Depth of elements dropped (past the limit) inside the master being read. */
  let dropped = 0;
  const done: XmlElement[] = [];

  parser.on('error', (error) => {
    const reason = error.message.replace(/^\d+:\d+: /, '');
    fail(badRequest(message('import.tally.malformed', { line: parser.line, reason })));
  });
  parser.on('doctype', () => fail(badRequest('import.tally.doctype')));
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (!isRootSeen) {
      isRootSeen = true;
      if (tag.name !== 'ENVELOPE') fail(notTally());
      return;
    }
    const master = open[0];
    if (!master) {
      if (!READ_MASTERS.has(tag.name)) return;
      elements = 1;
      open.push({
        name: tag.name,
        attributes: { ...(tag.attributes as Record<string, string>) },
        text: '',
        children: [],
      });
      return;
    }
    if (dropped > 0 || elements >= MAX_MASTER_ELEMENTS) {
      master.isCut = true;
      dropped++;
      return;
    }
    elements++;
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      text: '',
      children: [],
    };
    open[open.length - 1]!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open[open.length - 1];
    if (failure || !current || dropped > 0 || current.text.length > MAX_TEXT_CHARS) return;
    current.text += text.slice(0, MAX_TEXT_CHARS + 1 - current.text.length);
  });
  parser.on('closetag', () => {
    if (failure || open.length === 0) return;
    if (dropped > 0) {
      dropped--;
      return;
    }
    const closed = open.pop()!;
    if (open.length === 0) done.push(closed);
  });

  const decoder = new TextDecoder(file.encoding);
  const stream = fs.createReadStream(file.path, { highWaterMark: READ_BYTES });
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      if (failure) throw failure;
      for (const master of done.splice(0)) {
        yield master;
        await pace();
      }
      await pace();
    }
    parser.write(decoder.decode());
    parser.close();
    if (failure) throw failure;
    if (!isRootSeen) throw notTally();
    for (const master of done.splice(0)) yield master;
  } finally {
    stream.destroy();
  }
}

// ---- Reading a master's tree -----------------------------------------------------------------

/** The child elements of `element` named `name`: one, many or none, as a list either way. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

/** The text of the first child named `name`, cleaned; null when it is missing or empty. */
export function childText(element: XmlElement, name: string): string | null {
  const child = element.children.find((c) => c.name === name);
  const text = child ? cleanText(child.text) : '';
  return text === '' ? null : text;
}

/** Every element named `name` under `element`, at any depth, in document order. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  // A stack, not recursion: a hostile file may nest its elements thousands deep.
  const found: XmlElement[] = [];
  const stack = [...element.children].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.name === name) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}
