/** Uploading a file to POST /import/{kind} from a test, as a browser's form would send it. */
import { Worker } from 'node:worker_threads';
import { deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ImportKind, TImportMapping, TImportReport } from '@godown/shared';
import { auth } from './http.js';

export interface UploadOptions {
  fileName?: string;
  mapping?: TImportMapping;
  dryRun?: boolean;
  skipBadRows?: boolean;
  passwords?: 'one-time' | 'none';
  accept?: string;
}

/** A multipart/form-data body (the mapping first, then the file) and its content type. */
export async function multipartBody(
  content: string | Uint8Array,
  fileName: string,
  mapping?: TImportMapping,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', new Blob([content]), fileName);
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** Sends a file to be imported and answers the raw response. */
export async function uploadImport(
  app: FastifyInstance,
  token: string | null,
  kind: ImportKind | string,
  content: string | Uint8Array,
  options: UploadOptions = {},
) {
  const { body, contentType } = await multipartBody(
    content,
    options.fileName ?? `${kind}.csv`,
    options.mapping,
  );
  const query = new URLSearchParams();
  if (options.dryRun !== undefined) query.set('dryRun', String(options.dryRun));
  if (options.skipBadRows !== undefined) query.set('skipBadRows', String(options.skipBadRows));
  if (options.passwords) query.set('passwords', options.passwords);
  const search = query.toString();
  return app.inject({
    method: 'POST',
    url: `/api/v1/import/${kind}${search ? `?${search}` : ''}`,
    headers: {
      ...(token ? auth(token) : {}),
      'content-type': contentType,
      ...(options.accept ? { accept: options.accept } : {}),
    },
    payload: body,
  });
}

/** The report of an import that answered 200. */
export function reportOf(res: { statusCode: number; body: string; json(): unknown }): TImportReport {
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: TImportReport }).data;
}

/** CSV text from rows of cells (quoted where needed), lines ending in CRLF as Excel writes them. */
export function csv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((cells) =>
      cells
        .map((cell) => {
          const text = cell === null ? '' : String(cell);
          return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');
}

// ---- Workbooks made byte by byte, and the server's latency measured from another thread ---------

/** An entry of a zip: its content, and optionally the inflated size its headers declare instead. */
export interface ZipPart {
  content: Buffer;
  declaredSize?: number;
}

/** A zip of names and contents (deflated), as a workbook's container is; sizes may be declared falsely. */
export function zipOf(files: Record<string, Buffer | ZipPart>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, file] of Object.entries(files)) {
    const { content, declaredSize } = Buffer.isBuffer(file)
      ? { content: file, declaredSize: undefined }
      : file;
    const packed = deflateRawSync(content, { level: 9 });
    const nameBytes = Buffer.from(name);
    const crc = crc32(content);
    const size = declaredSize ?? content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const count = Object.keys(files).length;
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a hand-made workbook: its sheet's XML, and optionally shared strings, styles, more parts. */
export interface WorkbookXml {
  /** What goes inside <worksheet>: <sheetData>, and <dimension>, <mergeCells>, <cols> as a test needs. */
  sheet: string;
  /** What goes inside <sst> (each <si>); its attributes as `sstAttributes`. */
  sharedStrings?: string;
  sstAttributes?: string;
  /** What goes inside <styleSheet>. */
  styles?: string;
  /** Further zip entries, as they are. */
  extra?: Record<string, Buffer | ZipPart>;
}

/** An .xlsx file written by hand, so a test can state whatever numbers a real file could. */
export function workbookOf({
  sheet,
  sharedStrings,
  sstAttributes = '',
  styles,
  extra = {},
}: WorkbookXml): Buffer {
  const xml = (body: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
  const rels = [
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`,
    sharedStrings !== undefined
      ? `<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`
      : '',
    styles !== undefined ? `<Relationship Id="rId3" Type="${REL_NS}/styles" Target="styles.xml"/>` : '',
  ].join('');
  return zipOf({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'xl/workbook.xml': xml(
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': xml(`<worksheet xmlns="${MAIN_NS}">${sheet}</worksheet>`),
    ...(sharedStrings !== undefined
      ? { 'xl/sharedStrings.xml': xml(`<sst xmlns="${MAIN_NS}" ${sstAttributes}>${sharedStrings}</sst>`) }
      : {}),
    ...(styles !== undefined
      ? { 'xl/styles.xml': xml(`<styleSheet xmlns="${MAIN_NS}">${styles}</styleSheet>`) }
      : {}),
    ...extra,
  });
}

/** A sheet row of inline-string cells, as <row r="n"><c r="A{n}" t="inlineStr">…</c>…</row>. */
export function xmlRow(row: number, cells: readonly string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const columns = cells.map(
    (text, i) =>
      `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
  );
  return `<row r="${row}">${columns.join('')}</row>`;
}

/** What a latency probe saw: each call's path, status and wall time (ms), in order. */
export interface ProbeSample {
  path: string;
  status: number;
  ms: number;
}

// The probe runs in a worker thread of its own: a probe on the server's own event loop would send
// its calls late when the loop is held (its timers wait too) and then time only the quick answer.
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, paths, headers, intervalMs } = workerData;
let running = true;
const samples = [];
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const tick = performance.now();
    await Promise.all(paths.map(async (path) => {
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(base + path, { headers });
        await res.arrayBuffer();
        status = res.status;
      } catch {}
      samples.push({ path, status, ms: performance.now() - started });
    }));
    const wait = intervalMs - (performance.now() - tick);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  parentPort.postMessage(samples);
})();
`;

/**
 * Calls `paths` of a listening server every `intervalMs` from a worker thread (its own event loop)
 * until stopped; `stop` answers every call's wall time.
 */
export async function startLatencyProbe(
  base: string,
  paths: readonly string[],
  headers: Record<string, string> = {},
  intervalMs = 20,
): Promise<{ stop(): Promise<ProbeSample[]> }> {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { base, paths, headers, intervalMs } });
  const result = new Promise<ProbeSample[]>((resolve, reject) => {
    worker.once('message', (samples: ProbeSample[]) => resolve(samples));
    worker.once('error', reject);
  });
  // Let it make its connections before the measured work starts.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const samples = await result;
      await worker.terminate();
      return samples;
    },
  };
}

/** The value under which `share` (0.95 for p95) of the numbers lie. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}
