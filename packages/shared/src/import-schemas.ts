import { z } from 'zod';
import { zMessageParamsSchema } from './api.js';
import { FILE_FORMATS, IMPORT_KINDS } from './data-io.js';
import { rule } from './messages/rule.js';

// The import's request and report (docs/domain.md#imports): apart from data-io.ts, whose constants and
// cell parsers the screens load without zod.

const zBooleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: rule('import.trueOrFalse') })
  .transform((v) => v === true || v === 'true');

/** Query of POST /import/{kind}. */
export const zImportQuerySchema = z.strictObject({
  dryRun: zBooleanFlag.optional(),
  /** Write the good rows and report the bad ones, instead of writing nothing when a row is bad. */
  skipBadRows: zBooleanFlag.optional(),
  /** Users only: give each new user a one-time password (the default), or no sign-in at all. */
  passwords: z.enum(['one-time', 'none'], { error: rule('import.passwordsOneTimeOrNone') }).optional(),
});
export type TImportQuery = z.input<typeof zImportQuerySchema>;

export const zImportKindParamsSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { error: rule('import.kindOneOf', { kinds: IMPORT_KINDS.join(', ') }) }),
});

/** The mapping a client sends: column key -> the file's header (or nothing, to leave it unread). */
export const zImportMappingSchema = z.record(z.string().max(100), z.string().max(500).nullable());
export type TImportMapping = z.infer<typeof zImportMappingSchema>;

export const zImportProblemSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number(),
  /** The file's header of the column, when the problem is in one cell. */
  column: z.string().nullable(),
  /** What is wrong: a message's key and parameters (docs/domain.md#messages), and its English. */
  reason: z.string().optional(),
  params: zMessageParamsSchema.optional(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof zImportProblemSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'skip'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const zImportPreviewRowSchema = z.object({
  row: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  /** The values as they will be saved, by column key (text as shown on the screens). */
  values: z.record(z.string(), z.string().nullable()),
});
export type TImportPreviewRow = z.infer<typeof zImportPreviewRowSchema>;

/** A user created by an import, with the one-time password shown once. */
export const zImportedUserSchema = z.object({
  row: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  oneTimePassword: z.string().nullable(),
});

export const zImportReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  skipBadRows: z.boolean(),
  /** True when rows were written (a real run with no bad row, or one that skipped them). */
  written: z.boolean(),
  /** The import's id, when it wrote: the ledger rows it made carry it. */
  importId: z.string().nullable(),
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  rowCount: z.number(),
  counts: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), skip: z.number() }),
  problemCount: z.number(),
  problems: z.array(zImportProblemSchema),
  preview: z.array(zImportPreviewRowSchema),
  users: z.array(zImportedUserSchema),
});
export type TImportReport = z.infer<typeof zImportReportSchema>;

/** Query of GET /import/{kind}/template. */
export const zTemplateQuerySchema = z.strictObject({
  format: z.enum(FILE_FORMATS, { error: rule('import.templateFormat') }).optional(),
});
