import { eq, sql } from 'drizzle-orm';
import { STOCK_LIMITS } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import { putIntoInventory, takeFromInventory } from './placements.js';
import { recordMovements, type LedgerEntry, type StockLine } from './stock-ledger.js';
import { putIntoStorageUnit, takeFromStorageUnit } from './storage-unit-stock.js';

/** Units of a product (of one batch, or without one) that an inventory, or one of its storage units, gains or loses. */
export interface UnitsChange {
  inventoryId: string;
  productId: string;
  batchId: string | null;
  /** Signed: units found (+) or gone (−). */
  delta: number;
  storageUnitId?: string | null;
}

/**
 * Changes the units an inventory holds because they were found or are gone (an opening count, a
 * stock count, a receipt at the rack): units that arrive are first the product's unplaced units, and
 * only what goes beyond them raises its quantity (unless `unplacedFirst` is false: new goods received
 * raise it by all their units); units that go lower the quantity. Ledgered in both
 * scopes (and the storage unit's, when one is named). The caller holds the product's lock; a
 * shortfall, no room or a quantity past the limit is a 409 the caller's transaction rolls back.
 */
export async function changeHeldUnits(
  tx: Tx,
  change: UnitsChange,
  entry: LedgerEntry,
  { unplacedFirst = true }: { unplacedFirst?: boolean } = {},
): Promise<void> {
  const { inventoryId, productId, batchId, delta } = change;
  if (delta === 0) return;
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound('notFound.product');
  const units = Math.abs(delta);
  const line: StockLine = { productId, quantity: units };
  if (batchId) line.batches = [{ batchId, quantity: units }];
  // Units without a batch that are gone are the inventory's units without a batch, not its batches.
  else line.unbatched = true;
  const unit = change.storageUnitId
    ? { storageUnitId: change.storageUnitId, productId, batchId, quantity: units }
    : null;
  if (delta > 0) {
    const unplaced = product.quantity - product.placedQuantity - product.inTransitQuantity;
    const raise = unplacedFirst ? Math.max(0, delta - unplaced) : delta;
    if (product.quantity + raise > STOCK_LIMITS.quantityMax) {
      throw conflict('stock.quantityPastMax', {
        product: product.productName,
        max: STOCK_LIMITS.quantityMax,
      });
    }
    await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} + ${raise}`,
        placedQuantity: sql`${products.placedQuantity} + ${delta}`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
    await recordMovements(tx, [{ scope: 'stock', productId, inventoryId, delta: raise, ...entry }]);
    await putIntoInventory(tx, inventoryId, [line], entry);
    if (unit) await putIntoStorageUnit(tx, inventoryId, unit, entry);
    return;
  }
  // Units gone from a storage unit are gone from it first, then from the inventory.
  if (unit) await takeFromStorageUnit(tx, inventoryId, unit, entry);
  await takeFromInventory(tx, inventoryId, [line], entry, { unplace: true });
  await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${units}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  await recordMovements(tx, [{ scope: 'stock', productId, inventoryId, delta, ...entry }]);
}
