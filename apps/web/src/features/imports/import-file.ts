import { formatNumber, IMPORT_FILE_KINDS, IMPORT_LIMITS, type ImportKind } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// Which files the drop zone takes, and why it turns one away, before anything is sent.

const MEGABYTES = IMPORT_LIMITS.maxFileBytes / (1024 * 1024);

/**
 * The file types the drop zone and its file picker offer. Windows often names a CSV file
 * application/vnd.ms-excel, so that type is offered too; the name is checked apart
 * (`fileTypeProblem`), so an old .xls file of the same type is still turned away.
 */
export const IMPORT_FILE_TYPES: Readonly<Record<string, string[]>> = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** TallyPrime's masters export: an .xml file, which browsers name either XML type. */
export const TALLY_FILE_TYPES: Readonly<Record<string, string[]>> = {
  'text/xml': ['.xml'],
  'application/xml': ['.xml'],
};

const isTally = (kind: ImportKind) => IMPORT_FILE_KINDS[kind] === 'tally-xml';

/** The file types a kind's drop zone offers. */
export function importFileTypes(kind: ImportKind): Readonly<Record<string, string[]>> {
  return isTally(kind) ? TALLY_FILE_TYPES : IMPORT_FILE_TYPES;
}

/** What the drop zone says it takes. */
export function importFileHint(kind: ImportKind = 'products'): string {
  const limits = { megabytes: String(MEGABYTES), rows: formatNumber(IMPORT_LIMITS.maxRows, 0) };
  return isTally(kind) ? m.imports_tally_file_hint(limits) : m.imports_file_hint(limits);
}

const wrongType = (kind: ImportKind) =>
  isTally(kind) ? m.imports_wrong_tally_file_type() : m.imports_wrong_file_type();

/** Why a file's name rules it out for `kind`, or null for a .csv or .xlsx file (an .xml one for Tally). */
export function fileTypeProblem(name: string, kind: ImportKind = 'products'): string | null {
  const pattern = isTally(kind) ? /\.xml$/i : /\.(csv|xlsx)$/i;
  return pattern.test(name) ? null : wrongType(kind);
}

/** The message for a file the drop zone turned away, from its reasons (react-dropzone's codes). */
export function rejectionMessage(codes: readonly string[], kind: ImportKind = 'products'): string {
  if (codes.includes('too-many-files')) return m.imports_one_file_at_a_time();
  if (codes.includes('file-too-large')) return m.imports_file_too_large({ megabytes: String(MEGABYTES) });
  return wrongType(kind);
}
