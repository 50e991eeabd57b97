import { formatNumber, type ImportAction, type TImportReport } from '@godown/shared';

// How the Preview and Done steps put a report into words.

/** What each row's action is called on the screen, and its badge colour. */
export const IMPORT_ACTION_BADGES: Readonly<Record<ImportAction, { label: string; color: string }>> = {
  create: { label: 'New', color: 'teal' },
  update: { label: 'Update', color: 'blue' },
  unchanged: { label: 'Unchanged', color: 'gray' },
  skip: { label: 'Problem', color: 'red' },
};

/** "1 row", "2,500 rows". */
export function rowsText(count: number): string {
  return `${formatNumber(count, 0)} ${count === 1 ? 'row' : 'rows'}`;
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
  const imported = `${rowsText(create + update + unchanged)} imported (${formatNumber(create, 0)} new, ${formatNumber(update, 0)} updated, ${formatNumber(unchanged, 0)} unchanged)`;
  return skip > 0 ? `${imported}; ${rowsText(skip)} with problems skipped.` : `${imported}.`;
}

/** The one-time passwords as text to paste into a sheet or a message: a header line, then a user a line. */
export function passwordsText(users: readonly TImportReport['users'][number][]): string {
  const lines = users
    .filter((user) => user.oneTimePassword !== null)
    .map((user) => [user.name, user.email ?? user.phone ?? '', user.oneTimePassword].join('\t'));
  return ['Name\tSigns in with\tOne-time password', ...lines].join('\n');
}
