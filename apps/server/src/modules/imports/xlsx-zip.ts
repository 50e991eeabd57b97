import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_LIMITS, message } from '@godown/shared';
import { AppError } from '../../errors.js';

// The zip an .xlsx workbook is (docs/domain.md#imports). Every number its directory states is
// checked before anything is inflated: how many entries, each entry's sizes and ratio, their sum.
// Only yauzl reads the file, through its central directory, with each entry held to the size it
// declares (validateEntrySizes): nothing can inflate more than the sum checked here, and no entry
// the directory does not list is ever read.

export const notWorkbook = () => new AppError('UNSUPPORTED_MEDIA_TYPE', message('import.notXlsx'));

/** The refusal of a workbook that unpacks past the limits (a zip bomb). */
export const tooBig = () => new AppError('PAYLOAD_TOO_LARGE', message('import.workbookTooBig'));

/** An opened workbook zip: its entries by name, each readable once checked. */
export interface XlsxZip {
  has(name: string): boolean;
  names(): string[];
  /** The inflated bytes of an entry (held to its declared size). */
  open(name: string): Promise<Readable>;
  close(): void;
}

/**
 * Opens an .xlsx file and checks its directory: a bounded number of entries whose declared sizes,
 * ratios and sum are within the limits, holding a workbook and a worksheet. Refuses a zip bomb
 * (413) having inflated nothing, and anything else (415).
 */
export async function openXlsxZip(path: string): Promise<XlsxZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, file) =>
      error ? reject(notWorkbook()) : resolve(file),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > IMPORT_LIMITS.maxZipEntries) throw tooBig();
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(notWorkbook()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (total > IMPORT_LIMITS.maxUnpackedBytes) return reject(tooBig());
        if (entry.uncompressedSize > 1024 * 1024 && ratio > IMPORT_LIMITS.maxCompressionRatio) {
          return reject(tooBig());
        }
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  if (
    !entries.has('xl/workbook.xml') ||
    ![...entries.keys()].some((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n))
  ) {
    zip.close();
    throw notWorkbook();
  }
  return {
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
    open: (name) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(notWorkbook());
        zip.openReadStream(entry, (error, stream) => (error ? reject(notWorkbook()) : resolve(stream)));
      }),
    close: () => zip.close(),
  };
}
