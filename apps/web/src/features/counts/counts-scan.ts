import {
  formatNumber,
  type ScanKind,
  type TCountEntry,
  type TScanAnswer,
  type TScanMatch,
} from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// What a code scanned while counting turns into: units on a line of the count (a product's units
// without a batch, a batch's units, a carton's batch Godown may not know yet), a question (which
// batch, which of several things), or a refusal the counter hears and reads.

/** The product a scan named, as the scan answer describes it. */
export type ScannedProduct = NonNullable<TScanMatch['product']>;

/** The line a scan counts on: a product, and its batch when the code named one. */
export interface CountTarget {
  productId: string;
  productName: string;
  /** A batch Godown knows. */
  batchId?: string;
  /** A batch read off a manufacturer's carton (GS1), which Godown may not know yet. */
  batch?: { code: string; expiryDate?: string; mfgDate?: string };
  /** The batch's code to show; null for the product's units without a batch. */
  batchCode: string | null;
}

/** What to do with a scan. */
export type ScanOutcome =
  | { kind: 'count'; target: CountTarget }
  /** A product held by batch, and the code named none: ask which batch (or none). */
  | { kind: 'askBatch'; product: ScannedProduct }
  /** The code names several products or batches: ask which one. */
  | { kind: 'choose'; matches: TScanMatch[] }
  | { kind: 'refused'; message: string };

/** What a counter is told a code named when it is nothing to count. */
const NOT_COUNTABLE: Readonly<
  Record<Exclude<ScanKind, 'product' | 'batch'>, (inputs: { label: string }) => string>
> = {
  inventory: m.counts_scan_is_inventory,
  storageUnit: m.counts_scan_is_storage_unit,
  transport: m.counts_scan_is_transport,
};

const isCountable = (match: TScanMatch) => match.kind === 'product' || match.kind === 'batch';

/** The line of a product's units without a batch. */
export function unbatchedTarget(product: Pick<ScannedProduct, 'id' | 'productName'>): CountTarget {
  return { productId: product.id, productName: product.productName, batchCode: null };
}

/** The line of one batch Godown knows. */
export function batchTarget(
  product: Pick<ScannedProduct, 'id' | 'productName'>,
  batch: { id: string; code: string },
): CountTarget {
  return {
    productId: product.id,
    productName: product.productName,
    batchId: batch.id,
    batchCode: batch.code,
  };
}

/**
 * What one match counts: a batch its batch's line; a product the batch a carton's GS1 code carried
 * (known to Godown or not), else its units without a batch, unless it is held by batch, when the
 * counter is asked which.
 */
export function outcomeOfMatch(match: TScanMatch, gs1: TScanAnswer['gs1'] = null): ScanOutcome {
  const { product } = match;
  if (!product || !isCountable(match)) {
    return { kind: 'refused', message: refusalOf(match) };
  }
  if (match.kind === 'batch' && match.batch) {
    return { kind: 'count', target: batchTarget(product, match.batch) };
  }
  if (gs1?.batch) {
    const batch: NonNullable<CountTarget['batch']> = { code: gs1.batch };
    if (gs1.expiryDate) batch.expiryDate = gs1.expiryDate;
    if (gs1.mfgDate) batch.mfgDate = gs1.mfgDate;
    return {
      kind: 'count',
      target: { productId: product.id, productName: product.productName, batch, batchCode: gs1.batch },
    };
  }
  if (product.hasBatches) return { kind: 'askBatch', product };
  return { kind: 'count', target: unbatchedTarget(product) };
}

function refusalOf(match: TScanMatch): string {
  if (match.kind === 'product' || match.kind === 'batch') {
    return m.counts_scan_cannot_be_counted({ label: match.label });
  }
  return NOT_COUNTABLE[match.kind]({ label: match.label });
}

/**
 * What a scan answer counts: its only product or batch (the first when the others are not to be
 * counted, e.g. a SKU that is also a rack's location ID); a question when it names several
 * products or batches; a refusal when it names none.
 */
export function outcomeOfScan(answer: TScanAnswer): ScanOutcome {
  const countable = answer.matches.filter(isCountable);
  const [first] = answer.matches;
  if (countable.length === 0) {
    return first
      ? outcomeOfMatch(first)
      : { kind: 'refused', message: m.counts_scan_nothing_matches({ code: answer.code }) };
  }
  if (countable.length > 1) return { kind: 'choose', matches: countable };
  return outcomeOfMatch(countable[0]!, answer.gs1);
}

/** The body of `POST /counts/{id}/entries` adding `quantity` units to the target's line. */
export function entryBody(target: CountTarget, quantity: number): TCountEntry {
  const body: TCountEntry = { productId: target.productId, quantity, mode: 'add' };
  if (target.batchId) body.batchId = target.batchId;
  else if (target.batch) body.batch = target.batch;
  return body;
}

/** The product and batch as a counter reads them: "Toor Dal (batch B1)". */
export function targetName(productName: string, batchCode: string | null): string {
  return batchCode ? m.counts_product_of_batch({ product: productName, batch: batchCode }) : productName;
}

/** The green line after a scan: "Counted 1 × Toor Dal (batch B1): 7 on the line". */
export function countedMessage(quantity: number, target: CountTarget, onLine: number | null): string {
  return m.counts_scan_counted({
    quantity: formatNumber(quantity, 0),
    target: targetName(target.productName, target.batchCode),
    total: formatNumber(onLine ?? 0, 0),
  });
}

/** A whole number of units per scan from the input: 1 when empty or not a whole number of at least 1. */
export function unitsPerScan(value: number | string): number {
  const units = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(units) && units >= 1 ? units : 1;
}
