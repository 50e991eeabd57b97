import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ZodError } from 'zod';
import {
  englishOf,
  message,
  messageOfRule,
  type ImportAction,
  type ImportColumn,
  type MessageKey,
  type ParamsArgument,
  type TMessage,
} from '@godown/shared';
import type { Tx } from '../../db/client.js';
import type { AppError } from '../../errors.js';

// What each kind of import supplies to the run in imports.service.ts: its columns, how a row's
// values become the input of the same rules the forms use, the row's key in the file, and how a
// chunk of good rows is written.

/**
 * A row's values by column key, as read from its cells; a Tally stock item's also hold lists (its
 * aliases, its opening stock per godown and batch).
 */
export type RowValues = Record<
  string,
  | string
  | number
  | boolean
  | null
  | readonly string[]
  | readonly Readonly<Record<string, string | number | null>>[]
>;

/**
 * A problem with a row, in one column (by key) or the row as a whole: its message by key, with its
 * parameters (docs/domain.md#messages), and the same in English.
 */
export interface RowProblem {
  column: string | null;
  reason?: string;
  params?: TMessage['params'];
  message: string;
}

/** A row's problem by key, in `column` (a column's key) or the whole row (null). */
export function problem<K extends MessageKey>(
  column: string | null,
  key: K,
  ...params: ParamsArgument<K>
): RowProblem {
  return problemOf(column, (message as (key: K, ...rest: ParamsArgument<K>) => TMessage)(key, ...params));
}

/** A row's problem from a message. */
export function problemOf(column: string | null, said: TMessage): RowProblem {
  return {
    column,
    reason: said.reason,
    ...(said.params && { params: said.params }),
    message: englishOf(said),
  };
}

/**
 * A row's problem from a zod rule's text: ours by key (`rule`), else zod's own English under the
 * generic reason, as the server's validation answers say them.
 */
export function problemOfRule(column: string | null, text: string): RowProblem {
  const keyed = messageOfRule(text);
  return keyed ? problemOf(column, keyed) : { column, reason: 'validation.invalid', message: text };
}

/** A row's problem from a refusal of the rules it was written under (a module's 409, say). */
export function problemOfError(column: string | null, error: AppError): RowProblem {
  return problemOf(column, error.said);
}

/** What writing a row did, or why it was refused. */
export type RowOutcome = { action: Exclude<ImportAction, 'skip'> } | { problems: RowProblem[] };

/** Where a Tally godown's stock goes: an inventory, or the problem of every row that names it. */
export type GodownTarget = { inventoryId: string; name: string } | { problem: RowProblem };

export interface ImportRun {
  tx: Tx;
  importId: string;
  userId: string;
  /** A dry run: everything is rolled back, so nothing costly need be made (passwords). */
  dryRun: boolean;
  /** Users only: give new users a one-time password, or no sign-in. */
  passwords: 'one-time' | 'none';
  /** One-time passwords given to new users, to be shown once. */
  issuedPasswords: {
    row: number;
    name: string;
    email: string | null;
    phone: string | null;
    password: string | null;
  }[];
  /** Tally stock items only: each godown of the file (by its name in small letters) and where it goes. */
  godowns: ReadonlyMap<string, GodownTarget>;
}

export interface ImportKindHandler<T> {
  columns: readonly ImportColumn[];
  /** The input of a row, or its problems (the rules of the matching form). */
  build(values: RowValues): { input: T } | { problems: RowProblem[] };
  /** The row's identity in the file: a second row with the same key is refused. */
  key(input: T): string;
  /** The column the key is read from, where a repeated row's problem is shown (IMPORT_KEY_LABELS names it). */
  keyColumn: string;
  /** Writes a chunk of good rows (in file order), one outcome each, in the run's transaction. */
  write(run: ImportRun, rows: { row: number; input: T }[]): Promise<RowOutcome[]>;
  /** A row's values as they will be saved, for the preview (by column key). */
  preview(input: T, run: ImportRun): Record<string, string | null>;
  /** A refused row's values as read, for the preview; each value's text when left out. */
  rawPreview?(values: RowValues): Record<string, string | null>;
}

/** A row's values with the empty ones left out: an empty cell never changes a field. */
export function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/**
 * The problems of a zod refusal, each put in the column it came from: `columnOf` maps an issue's
 * path (e.g. ['dimensions', 'length']) to a column key.
 */
export function zodProblems(error: ZodError, columnOf: (path: PropertyKey[]) => string | null): RowProblem[] {
  return error.issues.map((issue) => problemOfRule(columnOf(issue.path), issue.message));
}

/** A column's value shown in the preview. */
export function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Whether a stored value and a row's value are the same: numbers as the column keeps them (rounded
 * to its `scale` decimals: a price to paise, a weight to grams), so a file read back is unchanged.
 */
export function sameValue(before: unknown, value: unknown, scale = 6): boolean {
  if (typeof value === 'number' && before !== null && before !== undefined) {
    const factor = 10 ** scale;
    return Math.round(Number(before) * factor) === Math.round(value * factor);
  }
  return (before ?? null) === (value ?? null);
}

/**
 * Rows one statement of a chunk is built for. Building a statement is synchronous: drizzle takes
 * about 10 ms for an insert of 100 products with every column, 50 to 80 ms for 500, and that long
 * without a turn of the event loop makes every other request wait (docs/domain.md#imports).
 */
export const STATEMENT_ROWS = 100;

/** Runs `write` on slices of STATEMENT_ROWS items, giving the event loop a turn between slices. */
export async function inSlices<T>(items: readonly T[], write: (slice: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += STATEMENT_ROWS) {
    if (start > 0) await nextTurn();
    await write(items.slice(start, start + STATEMENT_ROWS));
  }
}
