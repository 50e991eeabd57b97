import { and, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import {
  indiaDateFromToday,
  message,
  TALLY_STOCK_ITEM_COLUMNS,
  zProductCreateSchema,
  type TImportMapping,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inventories, productTaxRates, products } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { syncAlertsOfMany } from '../alerts/stock-alerts.js';
import { lockProducts } from '../stock/locks.js';
import {
  problem,
  problemOfError,
  sameValue,
  shown,
  zodProblems,
  type GodownTarget,
  type ImportKindHandler,
  type ImportRun,
  type RowOutcome,
  type RowProblem,
  type RowValues,
} from './import-kind.js';
import { setUnits } from './stock-import.js';
import {
  isCodeLike,
  MAIN_LOCATION,
  skuFromName,
  tallyNameKey,
  type TallyAllocation,
} from './tally-stock-rules.js';

// Tally stock items (docs/domain.md#from-tally): each item is a product, found by its SKU (an alias
// the catalogue has as an SKU, else its first alias that is a code, else a code made from its name),
// with its GST rate as dated data and its opening stock set per godown and batch as the opening-stock
// import sets it. A row is written in a savepoint of its own: a refusal undoes only that item.

interface TallyItemInput {
  name: string;
  aliases: readonly string[];
  /** The SKU the item goes to, once the write has looked the catalogue up. */
  sku: string | null;
  productCategory: string | null;
  uqc: string | null;
  hsnCode: string | null;
  gstRate: number | null;
  cessRate: number | null;
  allocations: readonly TallyAllocation[];
}

/** The first day of the financial year (1 April) that `day` is in. */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  return `${Number(day.slice(5, 7)) >= 4 ? year : year - 1}-04-01`;
}

function build(values: RowValues): { input: TallyItemInput } | { problems: RowProblem[] } {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : null);
  const number = (key: string) => (typeof values[key] === 'number' ? (values[key] as number) : null);
  const body = {
    productName: text('productName') ?? '',
    ...(text('productCategory') !== null && { productCategory: text('productCategory') }),
    ...(text('hsnCode') !== null && { hsnCode: text('hsnCode') }),
    ...(text('uqc') !== null && { uqc: text('uqc') }),
    ...(number('gstRate') !== null && { gstRate: number('gstRate') }),
    ...(number('cessRate') !== null && { cessRate: number('cessRate') }),
  };
  // The rules of the product form: a name's length, an HSN code's digits, a GST rate of GST_RATES.
  const parsed = zProductCreateSchema.safeParse(body);
  if (!parsed.success) {
    return { problems: zodProblems(parsed.error, (path) => (typeof path[0] === 'string' ? path[0] : null)) };
  }
  return {
    input: {
      name: parsed.data.productName,
      aliases: (values.sku as readonly string[] | undefined) ?? [],
      sku: null,
      productCategory: parsed.data.productCategory ?? null,
      uqc: parsed.data.uqc ?? null,
      hsnCode: parsed.data.hsnCode ?? null,
      gstRate: parsed.data.gstRate ?? null,
      cessRate: parsed.data.cessRate ?? null,
      allocations: (values.openingStock as readonly TallyAllocation[] | undefined) ?? [],
    },
  };
}

/** The SKUs a row may go to, most wanted first: its aliases and name as SKUs the catalogue has. */
const candidatesOf = (input: TallyItemInput) => [...input.aliases, input.name, skuFromName(input.name)];

/** The SKU of an item: one the catalogue has, else its first alias that is a code, else its name's. */
function skuOf(input: TallyItemInput, known: ReadonlySet<string>): string {
  return (
    candidatesOf(input).find((sku) => known.has(sku)) ??
    input.aliases.find(isCodeLike) ??
    skuFromName(input.name)
  );
}

/** The rows of each run that took each SKU, across its chunks: two items may not be one product. */
const skuRows = new WeakMap<ImportRun, Map<string, number>>();

type ProductRow = typeof products.$inferSelect;

/** Sets the product's rate: a product without one has it from the financial year's start; a different one from today. */
async function setRate(tx: Tx, run: ImportRun, productId: string, input: TallyItemInput): Promise<boolean> {
  if (input.gstRate === null) return false;
  const today = indiaDateFromToday();
  const cessRate = input.cessRate ?? 0;
  const [current] = await tx
    .select()
    .from(productTaxRates)
    .where(and(eq(productTaxRates.productId, productId), lte(productTaxRates.effectiveFrom, today)))
    .orderBy(desc(productTaxRates.effectiveFrom))
    .limit(1);
  if (current && Number(current.gstRate) === input.gstRate && Number(current.cessRate) === cessRate)
    return false;
  if (current?.effectiveFrom === today) throw conflict('taxRate.inForce', { date: today });
  await tx
    .insert(productTaxRates)
    .values({
      productId,
      effectiveFrom: current ? today : financialYearStart(today),
      gstRate: input.gstRate,
      cessRate,
      createdBy: run.userId,
    })
    .onConflictDoUpdate({
      // A rate scheduled for a later day stays; one for the day written is replaced.
      target: [productTaxRates.productId, productTaxRates.effectiveFrom],
      set: { gstRate: input.gstRate, cessRate, createdBy: run.userId },
    });
  return true;
}

/** Writes one item: its product (created or its given fields written), its rate and its opening stock. */
async function writeItem(
  tx: Tx,
  run: ImportRun,
  input: TallyItemInput,
  current: ProductRow | undefined,
): Promise<{ action: 'create' | 'update' | 'unchanged'; productId: string }> {
  const fields = {
    productName: input.name,
    ...(input.productCategory !== null && { productCategory: input.productCategory }),
    ...(input.hsnCode !== null && { hsnCode: input.hsnCode }),
    ...(input.uqc !== null && { uqc: input.uqc }),
  };
  let action: 'create' | 'update' | 'unchanged' = 'unchanged';
  let productId: string;
  if (!current) {
    const [created] = await tx
      .insert(products)
      .values({ ...fields, sku: input.sku })
      .returning({ id: products.id });
    productId = created!.id;
    action = 'create';
  } else {
    productId = current.id;
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => !sameValue(current[key as keyof ProductRow], value)),
    );
    if (Object.keys(changed).length) {
      await tx
        .update(products)
        .set({ ...changed, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
      action = 'update';
    }
  }
  if ((await setRate(tx, run, productId, input)) && action === 'unchanged') action = 'update';
  for (const allocation of input.allocations) {
    const target = run.godowns.get(allocation.godown.toLowerCase());
    if (!target || 'problem' in target) {
      throw new RowRefused(target?.problem ?? godownProblem(allocation.godown));
    }
    const set = await setUnits(tx, run, productId, target.inventoryId, {
      sku: input.sku!,
      inventory: target.name,
      quantity: allocation.quantity,
      batch: allocation.batch
        ? {
            code: allocation.batch,
            ...(allocation.mfgDate && { mfgDate: allocation.mfgDate }),
            ...(allocation.expiryDate && { expiryDate: allocation.expiryDate }),
          }
        : null,
    });
    if (set === 'update' && action === 'unchanged') action = 'update';
  }
  return { action, productId };
}

/** A row's own refusal, thrown to undo its savepoint. */
class RowRefused extends Error {
  constructor(readonly problem: RowProblem) {
    super('row refused');
  }
}

const godownProblem = (godown: string) => problem('openingStock', 'import.tally.godownUnknown', { godown });

async function write(run: ImportRun, rows: { row: number; input: TallyItemInput }[]): Promise<RowOutcome[]> {
  const { tx } = run;
  const candidates = [...new Set(rows.flatMap((r) => candidatesOf(r.input)))];
  // The products the items may be, locked in id order (the order every stock change locks in).
  const existing = await lockProducts(
    tx,
    inArray(products.sku, candidates),
    'update',
    getTableColumns(products),
  );
  const known = new Set(existing.map((p) => p.sku!));
  const bySku = new Map(existing.map((p) => [p.sku!, p]));
  const taken = skuRows.get(run) ?? new Map<string, number>();
  skuRows.set(run, taken);
  const touched = new Set<string>();
  const outcomes: RowOutcome[] = [];
  for (const { row, input } of rows) {
    const sku = skuOf(input, known);
    input.sku = sku;
    const first = taken.get(sku);
    if (first !== undefined) {
      outcomes.push({ problems: [problem('sku', 'import.tally.sameSku', { sku, row: first })] });
      continue;
    }
    taken.set(sku, row);
    try {
      const written = await tx.transaction((savepoint) =>
        writeItem(savepoint as unknown as Tx, run, input, bySku.get(sku)),
      );
      if (written.action !== 'unchanged') touched.add(written.productId);
      outcomes.push({ action: written.action });
    } catch (error) {
      if (error instanceof RowRefused) {
        outcomes.push({ problems: [error.problem] });
        continue;
      }
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const column = error.said?.reason === 'taxRate.inForce' ? 'gstRate' : 'openingStock';
      outcomes.push({ problems: [problemOfError(column, error)] });
    }
  }
  if (touched.size) {
    await syncAlertsOfMany(
      tx,
      await tx
        .select()
        .from(products)
        .where(inArray(products.id, [...touched])),
    );
  }
  return outcomes;
}

/**
 * The opening stock as the preview says it, each godown by the inventory it goes to when the run
 * knows it: "Main Store: 60 (B-101, exp 2027-03-31); …".
 */
function stockText(
  allocations: readonly TallyAllocation[],
  godowns?: ReadonlyMap<string, GodownTarget>,
): string | null {
  if (allocations.length === 0) return null;
  return allocations
    .map((a) => {
      const batch = a.batch
        ? ` (${[a.batch, a.expiryDate && `exp ${a.expiryDate}`].filter(Boolean).join(', ')})`
        : '';
      const target = godowns?.get(a.godown.toLowerCase());
      const place = target && 'name' in target ? target.name : a.godown;
      return `${place}: ${a.quantity}${batch}`;
    })
    .join('; ');
}

export const tallyStockItemImport: ImportKindHandler<TallyItemInput> = {
  columns: TALLY_STOCK_ITEM_COLUMNS,
  keyColumn: 'productName',
  build,
  // Tally holds a name once, ignoring case, spaces and punctuation: so does the file.
  key: (input) => tallyNameKey(input.name),
  write,
  preview: (input, run) => ({
    productName: input.name,
    sku: input.sku ?? input.aliases.find(isCodeLike) ?? skuFromName(input.name),
    productCategory: input.productCategory,
    uqc: input.uqc,
    hsnCode: input.hsnCode,
    gstRate: shown(input.gstRate),
    cessRate: shown(input.cessRate),
    openingStock: stockText(input.allocations, run.godowns),
  }),
  rawPreview: (values) => ({
    productName: shown(values.productName),
    sku: Array.isArray(values.sku) ? values.sku.join(', ') || null : null,
    productCategory: shown(values.productCategory),
    uqc: shown(values.uqc),
    hsnCode: shown(values.hsnCode),
    gstRate: shown(values.gstRate),
    cessRate: shown(values.cessRate),
    openingStock: Array.isArray(values.openingStock)
      ? stockText(values.openingStock as readonly TallyAllocation[])
      : null,
  }),
};

/** The key of a godown in a Tally import's mapping: "godown:Main Location" -> an inventory's name. */
export const GODOWN_MAPPING_PREFIX = 'godown:';

/**
 * Where each godown of the file goes (docs/domain.md#from-tally): the inventory the mapping names
 * for it, else the inventory of its name (without case), else, for Tally's Main Location, the only
 * inventory when there is one. A mapping that names no inventory, or a key that is not a godown, is
 * a 400. Answers the targets by godown (small letters) and the report's mapping of the godowns.
 */
export async function resolveGodowns(
  db: Db,
  godowns: readonly string[],
  given: TImportMapping = {},
): Promise<{ targets: Map<string, GodownTarget>; mapping: Record<string, string> }> {
  const all = await db.select({ id: inventories.id, name: inventories.name }).from(inventories);
  const named = (name: string) => all.filter((i) => i.name.toLowerCase() === name.trim().toLowerCase());
  const chosen = new Map<string, { id: string; name: string }>();
  for (const [key, value] of Object.entries(given)) {
    if (!key.startsWith(GODOWN_MAPPING_PREFIX)) throw badRequest(message('import.tally.mappingKey', { key }));
    if (value === null || value === '') continue;
    const matches = named(value);
    if (matches.length !== 1) {
      throw badRequest(
        matches.length === 0
          ? message('import.noInventoryNamed', { name: value })
          : message('import.inventoriesNamed', { count: matches.length, name: value }),
      );
    }
    chosen.set(key.slice(GODOWN_MAPPING_PREFIX.length).trim().toLowerCase(), matches[0]!);
  }
  const targets = new Map<string, GodownTarget>();
  const mapping: Record<string, string> = {};
  for (const godown of godowns) {
    const key = godown.toLowerCase();
    if (targets.has(key)) continue;
    const matches = named(godown);
    const inventory =
      chosen.get(key) ??
      (matches.length === 1 ? matches[0] : undefined) ??
      (key === MAIN_LOCATION.toLowerCase() && all.length === 1 ? all[0] : undefined);
    if (inventory) targets.set(key, { inventoryId: inventory.id, name: inventory.name });
    else if (matches.length > 1) {
      targets.set(key, {
        problem: problem('openingStock', 'import.inventoriesNamed', { count: matches.length, name: godown }),
      });
    } else targets.set(key, { problem: godownProblem(godown) });
    mapping[`${GODOWN_MAPPING_PREFIX}${godown}`] = inventory?.name ?? '';
  }
  return { targets, mapping };
}
