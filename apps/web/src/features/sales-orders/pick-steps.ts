import type { TAllocation, TScanAnswer } from '@godown/shared';
import { goodsOf, storageUnitOf } from '../../lib/scan-matches';

// The Pick screen's steps (docs/domain.md#picking-shipping-and-returns), the pure part: which
// allocation is next, and whether a scanned code is the rack, then the goods, it asks for.

/** Units of an allocation still to pick: none once it is closed (picked, short or packed). */
export const leftToPick = (a: TAllocation) =>
  a.shipment || a.quantity === a.pickedQuantity ? 0 : a.quantity - a.pickedQuantity;

/** The next allocation to pick, in the pick list's order (racks by location, loose units last). */
export function nextToPick(allocations: readonly TAllocation[]): TAllocation | null {
  return allocations.find((a) => leftToPick(a) > 0) ?? null;
}

/** Units of the whole list: picked of allocated. */
export function pickProgress(allocations: readonly TAllocation[]): { picked: number; total: number } {
  return allocations.reduce(
    (sum, a) => ({ picked: sum.picked + a.pickedQuantity, total: sum.total + a.quantity }),
    { picked: 0, total: 0 },
  );
}

/** What a step asks for: the rack (when the units sit in one), then the goods. */
export type PickStep = 'rack' | 'goods' | 'quantity';

export const firstStep = (a: TAllocation): PickStep => (a.storageUnit ? 'rack' : 'goods');

/** Why a scan is not what the step asks for. */
export type ScanMismatch = 'notTheRack' | 'notTheProduct' | 'notTheBatch';

/**
 * Checks a scanned code against the allocation at a step: the rack it sits in, then its product and
 * (for a batch) the batch. Null when it matches.
 */
export function checkScan(a: TAllocation, step: 'rack' | 'goods', answer: TScanAnswer): ScanMismatch | null {
  if (step === 'rack')
    return storageUnitOf(answer)?.storageUnit?.id === a.storageUnit?.id ? null : 'notTheRack';
  const goods = goodsOf(answer);
  if (!goods || goods.product.id !== a.product.id) return 'notTheProduct';
  if (!a.batch) return null;
  const sameBatch =
    goods.batchId === a.batch.id || (goods.batch !== null && goods.batch.code === a.batch.code);
  // A product's own barcode carries no batch: the picker reads the batch off the pack.
  return sameBatch || (goods.batchId === null && goods.batch === null) ? null : 'notTheBatch';
}
