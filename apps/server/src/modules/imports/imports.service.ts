import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  guessMapping,
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  message,
  parseCell,
  TALLY_STOCK_ITEM_ELEMENTS,
  type CellValue,
  type ImportKind,
  type TImportMapping,
  type TImportPreviewRow,
  type TImportProblem,
  type TImportReport,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { imports } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badRequest, fieldProblem } from '../../errors.js';
import {
  problem,
  problemOf,
  shown,
  type GodownTarget,
  type ImportKindHandler,
  type ImportRun,
  type RowProblem,
  type RowValues,
} from './import-kind.js';
import { inventoryImport, storageUnitImport } from './place-import.js';
import { productImport } from './product-import.js';
import { openingStockImport } from './stock-import.js';
import { userImport } from './user-import.js';
import { customerImport } from './customer-import.js';
import { isEmptyRow, readRows, type SheetFile } from './spreadsheet-reader.js';
import { resolveGodowns, tallyStockItemImport } from './tally-stock-import.js';
import { surveyTallyFile, tallyRows } from './tally-source.js';
import type { TallyFile } from './tally-xml-reader.js';

// An import (docs/domain.md#imports): read the file twice, once to count its rows and read its
// header, once to check and write every row in chunks, in one transaction. A dry run, and a run
// that meets a bad row without leave to skip it, roll the transaction back: nothing is ever
// half-imported.

const HANDLERS: Record<ImportKind, ImportKindHandler<never>> = {
  products: productImport as ImportKindHandler<never>,
  inventories: inventoryImport as ImportKindHandler<never>,
  'opening-stock': openingStockImport as ImportKindHandler<never>,
  'storage-units': storageUnitImport as ImportKindHandler<never>,
  users: userImport as ImportKindHandler<never>,
  customers: customerImport as ImportKindHandler<never>,
  'tally-stock-items': tallyStockItemImport as ImportKindHandler<never>,
};

/** Rows checked and written together (a handler builds its larger statements in slices: import-kind.ts). */
const CHUNK_ROWS = 500;
/** A progress line per this many rows, and one at the end. */
const PROGRESS_ROWS = 500;

export interface ImportRequest {
  kind: ImportKind;
  file: SheetFile | TallyFile;
  fileName: string;
  /** Column key -> the file's header; missing, the mapping is guessed from the headers. */
  mapping?: TImportMapping;
  dryRun: boolean;
  skipBadRows: boolean;
  passwords: 'one-time' | 'none';
  userId: string;
  /** Called every PROGRESS_ROWS rows and at the end, with the rows done and the rows in all. */
  onProgress?: (done: number, total: number) => void;
}

/** Thrown to roll a dry run back, carrying its report out of the transaction. */
class RolledBack extends Error {
  constructor(readonly report: TImportReport) {
    super('rolled back');
  }
}

/**
 * The header row (the first row with a value) and the number of data rows after it. The limit
 * counts rows by their numbers, blank ones too: a sheet that jumps from row 2 to row 5,00,000 is
 * refused at that row, not read through 4,99,997 rows it does not have.
 */
async function surveyFile(
  file: SheetFile,
): Promise<{ headerRow: number; headers: string[]; rowCount: number }> {
  let header: { row: number; cells: CellValue[] } | undefined;
  let rowCount = 0;
  for await (const { row, cells } of readRows(file)) {
    if (header && row - header.row > IMPORT_LIMITS.maxRows) {
      throw new AppError('PAYLOAD_TOO_LARGE', message('import.tooManyRows', { max: IMPORT_LIMITS.maxRows }));
    }
    if (isEmptyRow(cells)) continue;
    if (!header) {
      header = { row, cells };
      continue;
    }
    rowCount++;
  }
  if (!header) throw badRequest('import.noRows');
  if (header.cells.length > IMPORT_LIMITS.maxColumns) {
    throw badRequest(message('import.tooManyColumns', { max: IMPORT_LIMITS.maxColumns }));
  }
  // Headers as the file names them; an empty or repeated one gets a name of its own.
  const seen = new Map<string, number>();
  const headers = header.cells.map((cell, index) => {
    const text = cell === null || cell === undefined ? '' : String(cell).trim().slice(0, 200);
    const base = text || `Column ${index + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  return { headerRow: header.row, headers, rowCount };
}

/** The mapping to use: the one given (checked against the file and the kind), else a guess. */
function resolveMapping(kind: ImportKind, headers: string[], given?: TImportMapping): Record<string, string> {
  if (!given) return guessMapping(kind, headers);
  const keys = new Set(IMPORT_COLUMNS[kind].map((c) => c.key));
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const [key, header] of Object.entries(given)) {
    if (!keys.has(key))
      throw badRequest(message('import.notAColumn', { column: key }), [
        fieldProblem(['mapping', key], 'import.unknownColumn'),
      ]);
    if (header === null || header === '') continue;
    if (!headers.includes(header)) {
      throw badRequest(message('import.noSuchHeader', { header }), [
        fieldProblem(['mapping', key], 'import.notInFile'),
      ]);
    }
    if (used.has(header)) {
      throw badRequest(message('import.headerMappedTwice', { header }), [
        fieldProblem(['mapping', key], 'import.mappedTwice'),
      ]);
    }
    used.add(header);
    mapping[key] = header;
  }
  return mapping;
}

/** A file as an import reads it: its header, its rows' count and mapping, and its rows' values. */
interface ImportSource {
  headerRow: number;
  headers: string[];
  rowCount: number;
  /** Column key -> the file's header (a Tally import adds where each godown goes: resolveGodowns). */
  mapping: Record<string, string>;
  godowns: ReadonlyMap<string, GodownTarget>;
  /** The data rows: each one's number, its values by column key and the problems of reading them. */
  rows(): AsyncGenerator<{ row: number; values: RowValues; problems: RowProblem[] }>;
}

/** A spreadsheet: the header row names the columns, mapped (or guessed); each cell read as its column's type. */
async function sheetSource(kind: ImportKind, file: SheetFile, given?: TImportMapping): Promise<ImportSource> {
  const survey = await surveyFile(file);
  const mapping = resolveMapping(kind, survey.headers, given);
  const columns = HANDLERS[kind].columns.filter((c) => mapping[c.key] !== undefined);
  const indexOf = new Map(columns.map((c) => [c.key, survey.headers.indexOf(mapping[c.key]!)]));
  async function* rows() {
    for await (const { row, cells } of readRows(file)) {
      if (row <= survey.headerRow || isEmptyRow(cells)) continue;
      const values: RowValues = {};
      const problems: RowProblem[] = [];
      for (const col of columns) {
        const cell = cells[indexOf.get(col.key)!] ?? null;
        if (typeof cell === 'string' && cell.length > IMPORT_LIMITS.maxCellChars) {
          problems.push(
            problem(col.key, 'import.cellTooLong', { column: col.key, max: IMPORT_LIMITS.maxCellChars }),
          );
          continue;
        }
        const parsed = parseCell(col, cell);
        if (parsed.ok) values[col.key] = parsed.value;
        else problems.push(problemOf(col.key, parsed.problem));
      }
      for (const col of columns) {
        if (
          col.required &&
          (values[col.key] === null || values[col.key] === undefined) &&
          !problems.some((p) => p.column === col.key)
        ) {
          problems.push(problem(col.key, 'import.cellRequired', { column: col.key }));
        }
      }
      yield { row, values, problems };
    }
  }
  return { ...survey, mapping, godowns: new Map(), rows };
}

/**
 * A TallyPrime masters file (docs/domain.md#from-tally): its stock items are the rows, numbered in
 * file order after a header "row 0"; its "columns" are the elements each value is read from. The
 * mapping names the inventory of a godown ("godown:Main Location": an inventory's name).
 */
async function tallySource(db: Db, file: TallyFile, given?: TImportMapping): Promise<ImportSource> {
  const survey = await surveyTallyFile(file);
  const godowns = await resolveGodowns(db, survey.godowns, given);
  return {
    headerRow: 0,
    headers: Object.values(TALLY_STOCK_ITEM_ELEMENTS),
    rowCount: survey.itemCount,
    mapping: { ...TALLY_STOCK_ITEM_ELEMENTS, ...godowns.mapping },
    godowns: godowns.targets,
    rows: () => tallyRows(file, survey.units),
  };
}

/**
 * Runs an import: checks every row against the rules of the forms and writes the good ones, in one
 * transaction. Answers the report; refuses with 422 (nothing written) when a row is bad and
 * `skipBadRows` is not set. A dry run writes nothing and answers what the real run would do.
 */
export async function runImport(db: Db, request: ImportRequest): Promise<TImportReport> {
  const { kind, file } = request;
  const handler = HANDLERS[kind];
  const source =
    file.format === 'tally-xml'
      ? await tallySource(db, file, request.mapping)
      : await sheetSource(kind, file, request.mapping);
  const mapping = source.mapping;
  const headerOf = (key: string | null) => (key ? (mapping[key] ?? null) : null);

  const report: TImportReport = {
    kind,
    dryRun: request.dryRun,
    skipBadRows: request.skipBadRows,
    written: false,
    importId: null,
    fileName: request.fileName,
    headers: source.headers,
    mapping,
    rowCount: source.rowCount,
    counts: { create: 0, update: 0, unchanged: 0, skip: 0 },
    problemCount: 0,
    problems: [],
    preview: [],
    users: [],
  };
  const addProblems = (row: number, problems: RowProblem[]) => {
    report.problemCount += problems.length;
    for (const p of problems) {
      if (report.problems.length < IMPORT_LIMITS.maxProblems) {
        report.problems.push({ row, ...p, column: headerOf(p.column) });
      }
    }
  };

  const missing = handler.columns.filter((c) => c.required && mapping[c.key] === undefined);
  if (missing.length) {
    addProblems(
      source.headerRow,
      missing.map((c) => problem(null, 'import.columnRequired', { column: c.key })),
    );
    return refuseOrAnswer(report, request);
  }

  const importId = randomUUID();
  const work = async (run: ImportRun) => {
    // A run again after a deadlock starts its report again.
    Object.assign(report, {
      counts: { create: 0, update: 0, unchanged: 0, skip: 0 },
      problemCount: 0,
      problems: [],
      preview: [],
    });
    await run.tx.insert(imports).values({
      id: importId,
      kind,
      fileName: request.fileName.slice(0, 255),
      userId: request.userId,
      rowCount: source.rowCount,
    });
    const keys = new Map<string, number>();
    let chunk: { row: number; input: never; values: RowValues }[] = [];
    let done = 0;
    const preview = (row: TImportPreviewRow) => {
      if (report.preview.length < IMPORT_LIMITS.previewRows) report.preview.push(row);
    };
    let reported = 0;
    const progress = (last: boolean) => {
      const crossed = Math.floor(done / PROGRESS_ROWS) > Math.floor(reported / PROGRESS_ROWS);
      if (done === reported || !(crossed || last)) return;
      reported = done;
      request.onProgress?.(done, source.rowCount);
    };
    const flush = async () => {
      if (chunk.length === 0) return;
      const outcomes = await handler.write(
        run,
        chunk.map(({ row, input }) => ({ row, input })),
      );
      chunk.forEach(({ row, input }, i) => {
        const outcome = outcomes[i]!;
        if ('problems' in outcome) {
          addProblems(row, outcome.problems);
          report.counts.skip++;
          preview({ row, action: 'skip', values: handler.preview(input, run) });
        } else {
          report.counts[outcome.action]++;
          preview({ row, action: outcome.action, values: handler.preview(input, run) });
        }
      });
      done += chunk.length;
      chunk = [];
      progress(false);
    };

    for await (const { row, values, problems } of source.rows()) {
      const built = problems.length ? { problems } : handler.build(values);
      if ('problems' in built) {
        addProblems(row, built.problems);
        report.counts.skip++;
        preview({ row, action: 'skip', values: (handler.rawPreview ?? rawPreview)(values) });
        done++;
        continue;
      }
      const key = handler.key(built.input);
      const first = keys.get(key);
      if (first !== undefined) {
        addProblems(row, [problem(handler.keyColumn, 'import.repeatsRow', { row: first, key: kind })]);
        report.counts.skip++;
        preview({ row, action: 'skip', values: (handler.rawPreview ?? rawPreview)(values) });
        done++;
        continue;
      }
      keys.set(key, row);
      chunk.push({ row, input: built.input as never, values });
      if (chunk.length >= CHUNK_ROWS) await flush();
    }
    await flush();
    progress(true);

    report.users = run.issuedPasswords.map((u) => ({
      row: u.row,
      name: u.name,
      email: u.email,
      phone: u.phone,
      oneTimePassword: u.password,
    }));
    const refused = report.problemCount > 0 && !request.skipBadRows;
    if (request.dryRun || refused) throw new RolledBack(report);
    await run.tx
      .update(imports)
      .set({
        created: report.counts.create,
        updated: report.counts.update,
        unchanged: report.counts.unchanged,
        skipped: report.counts.skip,
      })
      .where(eq(imports.id, importId));
    report.written = true;
    report.importId = importId;
  };

  const issued: ImportRun['issuedPasswords'] = [];
  try {
    await inTransaction(db, async (tx) => {
      issued.length = 0;
      await work({
        tx,
        importId,
        userId: request.userId,
        dryRun: request.dryRun,
        passwords: request.passwords,
        issuedPasswords: issued,
        godowns: source.godowns,
      });
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return refuseOrAnswer(report, request);
  }
  return report;
}

function rawPreview(values: RowValues): Record<string, string | null> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, shown(v)]));
}

/** A dry run answers its report; a real run with bad rows is refused with them. */
function refuseOrAnswer(report: TImportReport, request: ImportRequest): TImportReport {
  if (request.dryRun || report.problemCount === 0) return report;
  const rows = new Set(report.problems.map((p) => p.row)).size;
  const listed =
    report.problemCount > report.problems.length
      ? [message('import.firstListed', { count: IMPORT_LIMITS.maxProblems })]
      : [];
  throw new AppError(
    'IMPORT_REFUSED',
    rows === 1
      ? message('import.nothingImportedOne', { listed })
      : message('import.nothingImported', { rows, listed }),
    report.problems.map(({ row, column, ...said }: TImportProblem) => ({
      path: column ? ['row', row, column] : ['row', row],
      ...said,
    })),
  );
}
