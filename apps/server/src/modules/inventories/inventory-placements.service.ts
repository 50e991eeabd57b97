import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPlacement, zPlacementCreateSchema, zPlacementRemoveSchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { batchStock, inventoryProducts, products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { toProduct } from '../products/product-rules.js';
import { putIntoInventory, takeFromInventory } from '../stock/placements.js';
import { ensureBatch } from '../stock/batch-stock.js';
import { lockProduct } from '../stock/locks.js';
import type { StockLine } from '../stock/stock-ledger.js';
import { findInventory } from './inventories-read.service.js';

// An inventory's placements: units of a product placed in it and removed from it.

type PlacementCreate = z.output<typeof zPlacementCreateSchema>;
type PlacementRemove = z.output<typeof zPlacementRemoveSchema>;

/**
 * Places units of a product in an inventory. In one transaction: the product's placed count rises
 * only if enough units are unplaced, and the inventory's occupied weight and volume rise only if
 * they stay within its totals (both guarded UPDATEs, so concurrent placements never overshoot);
 * then the placement and a ledger row are written. Either refusal is a 409 and changes nothing.
 */
export async function addPlacement(
  db: Db,
  inventoryId: string,
  input: PlacementCreate,
  userId: string,
): Promise<TPlacement> {
  return inTransaction(db, async (tx) => {
    // The claim returns the product as it stands after it: nothing later in this transaction
    // changes the product row, so it is what the answer shows. An unknown inventory is found by
    // putIntoInventory (a 404, and the claim rolled back with the rest).
    const [claimed] = await tx
      .update(products)
      .set({ placedQuantity: sql`${products.placedQuantity} + ${input.quantity}` })
      .where(
        and(
          eq(products.id, input.productId),
          sql`${products.placedQuantity} + ${products.inTransitQuantity} + ${input.quantity} <= ${products.quantity}`,
        ),
      )
      .returning();
    if (!claimed) {
      const product = await tx.select().from(products).where(eq(products.id, input.productId)).limit(1);
      const p = product[0];
      if (!p) throw notFound('notFound.product');
      const refusal = {
        quantity: input.quantity,
        product: p.productName,
        free: p.quantity - p.placedQuantity - p.inTransitQuantity,
        total: p.quantity,
      };
      throw p.inTransitQuantity > 0
        ? conflict('inventory.cannotPlaceInTransit', { ...refusal, inTransit: p.inTransitQuantity })
        : conflict('inventory.cannotPlace', refusal);
    }
    const line: StockLine = { productId: input.productId, quantity: input.quantity };
    if (input.batch) {
      const batch = await ensureBatch(tx, input.productId, input.batch);
      line.batches = [{ batchId: batch.id, quantity: input.quantity }];
    }
    const held = await putIntoInventory(tx, inventoryId, [line], { reason: 'placed', userId });
    if (!input.batch) return { product: toProduct(claimed), quantity: held.get(input.productId)! };
    // The product's batch fields follow its batches: read it again.
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
    return { product: toProduct(product!), quantity: held.get(input.productId)! };
  });
}

/**
 * Takes units of a product out of an inventory (all of them without a quantity): the units
 * become unplaced, the occupied weight and volume are released, and the ledger records it.
 */
export async function removePlacement(
  db: Db,
  inventoryId: string,
  input: PlacementRemove,
  userId: string,
): Promise<{ removed: number; remaining: number }> {
  return inTransaction(db, async (tx) => {
    const product = await lockProduct(tx, input.productId, 'update');
    if (!product) throw notFound('notFound.product');
    const [placement] = await tx
      .select()
      .from(inventoryProducts)
      .where(
        and(eq(inventoryProducts.inventoryId, inventoryId), eq(inventoryProducts.productId, input.productId)),
      )
      .for('update');
    if (!placement) {
      await findInventory(tx, inventoryId);
      throw notFound('inventory.productNotPlaced', { product: product.productName });
    }
    let quantity = input.quantity ?? placement.quantity;
    if (input.batch && input.quantity === undefined) {
      // Without a quantity, the whole of the named batch.
      const [held] = await tx
        .select({ quantity: batchStock.quantity })
        .from(batchStock)
        .where(
          and(
            eq(batchStock.inventoryId, inventoryId),
            eq(batchStock.batchId, input.batch),
            eq(batchStock.productId, input.productId),
          ),
        );
      if (!held) throw notFound('inventory.batchNotPlaced', { product: product.productName });
      quantity = held.quantity;
    }
    if (quantity > placement.quantity) {
      throw conflict('inventory.cannotRemove', {
        quantity,
        product: product.productName,
        held: placement.quantity,
      });
    }
    const line: StockLine = { productId: input.productId, quantity };
    if (input.batch) line.batches = [{ batchId: input.batch, quantity }];
    await takeFromInventory(
      tx,
      inventoryId,
      [line],
      { reason: 'removed', userId },
      { unplace: true, locked: [{ ...placement, hasBatches: product.hasBatches }] },
    );
    return { removed: quantity, remaining: placement.quantity - quantity };
  });
}
