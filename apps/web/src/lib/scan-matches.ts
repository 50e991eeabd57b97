import type { TBatchInput, TScanAnswer, TScanMatch } from '@godown/shared';
import { m } from '../paraglide/messages.js';

// What a scanned code names (GET /scan/{code}): the goods, the storage unit or the transport, as
// the Scan screen's tasks and the Pick screen read it.

/** Units of a product a scan names: the product, and its batch (known, or read off a carton), if any. */
export interface ScannedGoods {
  product: NonNullable<TScanMatch['product']>;
  /** A batch Godown knows. */
  batchId: string | null;
  /** The batch as read off a GS1 carton (its code and dates), or as known: what a receipt sends. */
  batch: TBatchInput | null;
  /** What to call the goods on screen: "Dolo 650 (batch B12, expires 31-03-2028)". */
  label: string;
}

/**
 * The goods a scan names, or null when it names no product (a shelf, a transport). A GS1 carton of
 * a batch Godown does not know yet brings the batch's code and dates, so a receipt creates it.
 */
export function goodsOf(answer: TScanAnswer): ScannedGoods | null {
  const match = answer.matches.find((m) => m.kind === 'product' || m.kind === 'batch');
  if (!match?.product) return null;
  const carton = answer.gs1?.batch
    ? { code: answer.gs1.batch, expiryDate: answer.gs1.expiryDate, mfgDate: answer.gs1.mfgDate }
    : null;
  const batch: TBatchInput | null = match.batch
    ? { code: match.batch.code, expiryDate: match.batch.expiryDate, mfgDate: match.batch.mfgDate }
    : carton;
  const product = match.product.productName;
  let label = product;
  if (batch?.expiryDate) {
    label = m.scan_goods_batch_expiry({ product, batch: batch.code, date: indianDay(batch.expiryDate) });
  } else if (batch) {
    label = m.scan_goods_batch({ product, batch: batch.code });
  }
  return {
    product: match.product,
    batchId: match.batch?.id ?? null,
    batch,
    label,
  };
}

/** The storage unit a scan names, or null. */
export function storageUnitOf(answer: TScanAnswer): TScanMatch | null {
  return answer.matches.find((m) => m.kind === 'storageUnit') ?? null;
}

/** The transport a scan names, or null. */
export function transportOf(answer: TScanAnswer): TScanMatch | null {
  return answer.matches.find((m) => m.kind === 'transport') ?? null;
}

/** dd-mm-yyyy, as Indian documents write a date. */
export function indianDay(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}
