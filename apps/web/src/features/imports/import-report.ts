import { formatNumber, type ImportAction, type TImportReport } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// How the Preview and Done steps put a report into words.

/** What each row's action is called on the screen, and its badge colour. */
export const IMPORT_ACTION_BADGES: Readonly<Record<ImportAction, { label: () => string; color: string }>> = {
  create: { label: m.imports_action_new, color: 'teal' },
  update: { label: m.imports_action_update, color: 'blue' },
  unchanged: { label: m.imports_action_unchanged, color: 'gray' },
  skip: { label: m.imports_action_problem, color: 'red' },
};

/** "1 row", "2,500 rows". */
export function rowsText(count: number): string {
  const inputs = { count: formatNumber(count, 0) };
  return count === 1 ? m.imports_rows_one(inputs) : m.imports_rows_other(inputs);
}

/**
 * The rows the real run is asked to import: every row of the file, or with "Skip bad rows" only
 * the good ones (a bad row left in makes the server refuse the whole file).
 */
export function rowsToImport(
  report: Pick<TImportReport, 'rowCount' | 'counts'>,
  skipBadRows: boolean,
): number {
  return skipBadRows ? report.rowCount - report.counts.skip : report.rowCount;
}

/** Problems the report counted but did not list (it lists the first 1,000). */
export function unlistedProblems(report: Pick<TImportReport, 'problemCount' | 'problems'>): number {
  return Math.max(0, report.problemCount - report.problems.length);
}

/** What a written import did, in one sentence: "3 rows imported (3 new, 0 updated, 0 unchanged); 1 row with problems skipped." */
export function resultSummary(report: Pick<TImportReport, 'counts'>): string {
  const { create, update, unchanged, skip } = report.counts;
  const total = create + update + unchanged;
  const counts = {
    count: formatNumber(total, 0),
    created: formatNumber(create, 0),
    updated: formatNumber(update, 0),
    unchanged: formatNumber(unchanged, 0),
  };
  const imported =
    total === 1 ? m.imports_summary_imported_one(counts) : m.imports_summary_imported_other(counts);
  if (skip === 0) return m.imports_summary({ imported });
  const skipped = { count: formatNumber(skip, 0) };
  return m.imports_summary_with_skipped({
    imported,
    skipped: skip === 1 ? m.imports_summary_skipped_one(skipped) : m.imports_summary_skipped_other(skipped),
  });
}

/** The one-time passwords as text to paste into a sheet or a message: a header line, then a user a line. */
export function passwordsText(users: readonly TImportReport['users'][number][]): string {
  const lines = users
    .filter((user) => user.oneTimePassword !== null)
    .map((user) => [user.name, user.email ?? user.phone ?? '', user.oneTimePassword].join('\t'));
  const header = [
    m.imports_column_name(),
    m.imports_column_signs_in_with(),
    m.imports_column_one_time_password(),
  ];
  return [header.join('\t'), ...lines].join('\n');
}
