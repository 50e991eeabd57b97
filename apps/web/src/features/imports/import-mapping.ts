import { IMPORT_COLUMNS, IMPORT_FILE_KINDS, type ImportKind, type TImportMapping } from '@godown/shared';
import { m } from '../../paraglide/messages.js';
import { labelText } from '../../lib/messages/render';

// The Columns step: which header of the file each column of the import is read from. The choices
// start from the mapping the server used (its guess, on the first check) and go back with the next
// check, every column named, so the server reads exactly what the screen shows.

/** Column key -> the file's header it is read from, or null when no header fills it. */
export type ColumnChoices = Record<string, string | null>;

// A Tally import's columns are fixed: its choices are the inventory of each godown of the file,
// "godown:<name>" -> an inventory's name (the server answers them in the report's mapping, '' for none).
const GODOWN = 'godown:';
const isTally = (kind: ImportKind) => IMPORT_FILE_KINDS[kind] === 'tally-xml';
const godownEntries = (mapping: Readonly<Record<string, string | null>>) =>
  Object.entries(mapping).filter(([key]) => key.startsWith(GODOWN));

/** The godown of a Tally choice's key ("godown:Main Location" is Main Location). */
export const godownOf = (key: string): string => key.slice(GODOWN.length);

/** The choices of every column of `kind`, from the mapping the server used on the file's headers. */
export function choicesFromMapping(
  kind: ImportKind,
  mapping: Readonly<Record<string, string>>,
  headers: readonly string[],
): ColumnChoices {
  if (isTally(kind))
    return Object.fromEntries(godownEntries(mapping).map(([key, name]) => [key, name || null]));
  return Object.fromEntries(
    IMPORT_COLUMNS[kind].map((column) => {
      const header = mapping[column.key];
      return [column.key, header !== undefined && headers.includes(header) ? header : null];
    }),
  );
}

/**
 * What stops the choices from being checked, by column key: a required column no header fills, and
 * a header chosen for a second column (the first column keeps it).
 */
export function choiceProblems(kind: ImportKind, choices: ColumnChoices): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isTally(kind)) return problems;
  const firstColumnOf = new Map<string, string>();
  for (const column of IMPORT_COLUMNS[kind]) {
    const header = choices[column.key] ?? null;
    const name = labelText('importColumn', column.key);
    if (header === null) {
      if (column.required) problems[column.key] = m.imports_column_required({ column: name });
      continue;
    }
    const first = firstColumnOf.get(header);
    if (first !== undefined) problems[column.key] = m.imports_header_already_read({ header, column: first });
    else firstColumnOf.set(header, name);
  }
  return problems;
}

/** The mapping to send: every column of `kind`, null where no header fills it. */
export function mappingBody(kind: ImportKind, choices: ColumnChoices): TImportMapping {
  if (isTally(kind)) return Object.fromEntries(godownEntries(choices));
  return Object.fromEntries(IMPORT_COLUMNS[kind].map((column) => [column.key, choices[column.key] ?? null]));
}

/** True when the choices are the mapping the server last checked with (nothing to check again). */
export function isCheckedMapping(
  kind: ImportKind,
  choices: ColumnChoices,
  checked: Readonly<Record<string, string>>,
): boolean {
  if (isTally(kind))
    return godownEntries(choices).every(([key, name]) => (name ?? null) === (checked[key] || null));
  return IMPORT_COLUMNS[kind].every(
    (column) => (choices[column.key] ?? null) === (checked[column.key] ?? null),
  );
}

/** The file's headers no column reads, in the file's order: the import leaves them out. */
export function unreadHeaders(headers: readonly string[], choices: ColumnChoices): string[] {
  const read = new Set(Object.values(choices));
  return headers.filter((header) => !read.has(header));
}
