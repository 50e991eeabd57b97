import type { TErrorDetail, TImportProblem, TImportReport } from '@godown/shared';

// An import sent with `Accept: application/x-ndjson` answers one JSON object per line as it goes:
// `{"progress":{"done":N,"total":M}}` after each chunk of rows, then `{"data": report}` or
// `{"error": {...}, "status": 422}` as the last line. The browser reads the answer's text as it
// grows (XMLHttpRequest's progress events), so a line may arrive in pieces: only complete lines count.

/** One line of an import's answer. */
export type ImportStreamLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'report'; report: TImportReport }
  | { type: 'error'; status: number; body: { error: unknown } };

/** How far an import has gone, for its progress bar. */
export type ImportProgress =
  /** The file is on its way up; `percent` is null when the browser cannot tell. */
  | { phase: 'upload'; percent: number | null }
  /** The file is up; the server reads it through before it checks the first rows. */
  | { phase: 'reading' }
  /** Rows checked (and, in a real run, written) of the rows in all. */
  | { phase: 'rows'; done: number; total: number };

/**
 * The complete lines of `text` after offset `from` (blank ones left out) and the offset where the
 * next, still incomplete, line starts. With `isEnd` the text is all there is: its last line counts
 * even without a line break.
 */
export function completeLines(text: string, from: number, isEnd = false): { lines: string[]; next: number } {
  const end = isEnd ? text.length : text.lastIndexOf('\n') + 1;
  if (end <= from) return { lines: [], next: from };
  const lines = text
    .slice(from, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { lines, next: end };
}

/**
 * Reads an answer's text as it grows: each call, with all the text received so far, returns the
 * lines completed since the previous call.
 */
export function createLineReader(): (text: string, isEnd?: boolean) => string[] {
  let next = 0;
  return (text, isEnd = false) => {
    const read = completeLines(text, next, isEnd);
    next = read.next;
    return read.lines;
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A line of the answer, or null when it is not one the server writes (not JSON, or another shape). */
export function parseStreamLine(line: string): ImportStreamLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (isObject(value.progress)) {
    const { done, total } = value.progress;
    return typeof done === 'number' && typeof total === 'number' ? { type: 'progress', done, total } : null;
  }
  if (isObject(value.data)) return { type: 'report', report: value.data as TImportReport };
  if (isObject(value.error)) {
    const status = typeof value.status === 'number' ? value.status : 500;
    return { type: 'error', status, body: { error: value.error } };
  }
  return null;
}

/** The bar's fill, 0 to 100, or null while it cannot be told (the bar then moves on its own). */
export function progressPercent(progress: ImportProgress): number | null {
  switch (progress.phase) {
    case 'upload':
      return progress.percent;
    case 'reading':
      return null;
    case 'rows':
      return progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 100;
  }
}

/**
 * The rows a refused import lists in its details (`path: ['row', n, header?]`), as problems: the
 * row's number and, when the problem is in one cell, the file's header of its column.
 */
export function problemsOfRefusal(details: readonly TErrorDetail[] | undefined): TImportProblem[] {
  return (details ?? []).flatMap((detail) => {
    const [first, row, column] = detail.path;
    if (first !== 'row' || typeof row !== 'number') return [];
    return [{ row, column: typeof column === 'string' ? column : null, message: detail.message }];
  });
}
