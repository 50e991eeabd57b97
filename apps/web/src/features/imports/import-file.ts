import { formatNumber, IMPORT_LIMITS } from '@godown/shared';
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

/** What the drop zone says it takes. */
export function importFileHint(): string {
  return m.imports_file_hint({
    megabytes: String(MEGABYTES),
    rows: formatNumber(IMPORT_LIMITS.maxRows, 0),
  });
}

/** Why a file's name rules it out, or null for a .csv or .xlsx file. */
export function fileTypeProblem(name: string): string | null {
  return /\.(csv|xlsx)$/i.test(name) ? null : m.imports_wrong_file_type();
}

/** The message for a file the drop zone turned away, from its reasons (react-dropzone's codes). */
export function rejectionMessage(codes: readonly string[]): string {
  if (codes.includes('too-many-files')) return m.imports_one_file_at_a_time();
  if (codes.includes('file-too-large')) return m.imports_file_too_large({ megabytes: String(MEGABYTES) });
  return m.imports_wrong_file_type();
}
