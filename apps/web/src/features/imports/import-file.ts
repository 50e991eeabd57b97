import { formatNumber, IMPORT_LIMITS } from '@godown/shared';

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
export const IMPORT_FILE_HINT = `A .csv or .xlsx file, up to ${MEGABYTES} MB and ${formatNumber(IMPORT_LIMITS.maxRows, 0)} rows; its first row names the columns`;

const WRONG_TYPE = 'Choose a .csv or .xlsx file (save an older .xls file as .xlsx first)';

/** Why a file's name rules it out, or null for a .csv or .xlsx file. */
export function fileTypeProblem(name: string): string | null {
  return /\.(csv|xlsx)$/i.test(name) ? null : WRONG_TYPE;
}

/** The message for a file the drop zone turned away, from its reasons (react-dropzone's codes). */
export function rejectionMessage(codes: readonly string[]): string {
  if (codes.includes('too-many-files')) return 'Drop one file at a time';
  if (codes.includes('file-too-large'))
    return `The file is larger than ${MEGABYTES} MB: split it into smaller files`;
  return WRONG_TYPE;
}
