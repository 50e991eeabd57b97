import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TRANSPORT_OPEN_STATUSES,
  type TInventoryDetail,
  type zInventoryCreateSchema,
  type zInventoryUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batchStock,
  inventories,
  inventoryProducts,
  products,
  stockCounts,
  salesOrders,
  transports,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, isReferencedRow, notFound } from '../../errors.js';
import { roundVolume } from '../stock/placements.js';
import { afterBatchChange } from '../stock/batch-stock.js';
import { lockInventory, lockProducts } from '../stock/locks.js';
import { ledgerRows, recordMovements, type StockLine } from '../stock/stock-ledger.js';
import { emptyStorageUnits } from '../stock/storage-unit-stock.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { getInventory, toSummary } from './inventories-read.service.js';

// Inventories written: create, change (capacities never below what is occupied) and delete (its
// placed units return to unplaced stock, ledgered). Placing and removing units is
// inventory-placements.service.ts.

type InventoryCreate = z.output<typeof zInventoryCreateSchema>;
type InventoryUpdate = z.output<typeof zInventoryUpdateSchema>;

/** Column values for the fields given in a create or update body. */
export function inventoryColumnsOf(input: InventoryUpdate): Partial<typeof inventories.$inferInsert> {
  const values: Partial<typeof inventories.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.location !== undefined) values.location = input.location || null;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.totalCapacity !== undefined) values.totalCapacity = input.totalCapacity;
  if (input.totalVolume !== undefined) values.totalVolume = input.totalVolume;
  if (input.registrationId !== undefined) values.registrationId = input.registrationId;
  if (input.addressLine !== undefined) values.addressLine = input.addressLine || null;
  if (input.pinCode !== undefined) values.pinCode = input.pinCode;
  if (input.inventoryLocation !== undefined) {
    values.longitude = input.inventoryLocation.coordinates[0];
    values.latitude = input.inventoryLocation.coordinates[1];
  }
  return values;
}

/** A write naming a GST registration that is not one: 400 on `registrationId`. */
function unknownRegistration(error: unknown, input: InventoryUpdate): never {
  if (input.registrationId && isReferencedRow(error)) {
    throw badRequest('registration.unknown', [fieldProblem(['registrationId'], 'registration.unknown')]);
  }
  throw error;
}

export async function createInventory(db: Db, input: InventoryCreate): Promise<TInventoryDetail> {
  try {
    const [row] = await db
      .insert(inventories)
      .values({
        ...inventoryColumnsOf(input),
        name: input.name,
        longitude: input.inventoryLocation.coordinates[0],
        latitude: input.inventoryLocation.coordinates[1],
      })
      .returning();
    return { ...toSummary(row!, 0, 0), products: [], storages: [] };
  } catch (error) {
    return unknownRegistration(error, input);
  }
}

/** Changes an inventory; its capacities may not drop below what is already occupied (409). */
export async function updateInventory(db: Db, id: string, input: InventoryUpdate): Promise<TInventoryDetail> {
  await inTransaction(db, async (tx) => {
    const current = await lockInventory(tx, id, 'update');
    if (!current) throw notFound('notFound.inventory');
    if (input.totalCapacity !== undefined && input.totalCapacity < current.capacityOccupied) {
      throw conflict('inventory.capacityOccupied', {
        capacity: input.totalCapacity,
        occupied: current.capacityOccupied,
        inventory: current.name,
      });
    }
    if (input.totalVolume !== undefined && input.totalVolume < current.volumeOccupied) {
      throw conflict('inventory.volumeOccupied', {
        volume: input.totalVolume,
        occupied: roundVolume(current.volumeOccupied),
        inventory: current.name,
      });
    }
    await tx
      .update(inventories)
      .set({ ...inventoryColumnsOf(input), updatedAt: sql`now()` })
      .where(eq(inventories.id, id));
  }).catch((error: unknown) => unknownRegistration(error, input));
  // Read after the commit, outside the transaction: the detail runs its queries in parallel.
  return getInventory(db, id);
}

/**
 * Deletes an inventory with its storage units. Its placed units return to unplaced stock (the
 * products' quantities do not change) and the ledger records their removal.
 */
export async function deleteInventory(db: Db, id: string, actor: AuditActor): Promise<void> {
  // Checked first to spare the locks, and again under the inventory's lock, which a transport
  // naming it must wait for (its foreign key check), so none can slip in between.
  await assertNoOpenTransports(db, id);
  await deleteInventoryInTransaction(db, id, actor);
}

/**
 * An inventory that a pending or moving transport names cannot be deleted (409): its units would be
 * lost on the road. Finished transports keep their points and lose only the link.
 */
async function assertNoOpenTransports(db: Db | Tx, id: string): Promise<void> {
  const open = await db
    .select({ packageId: transports.packageId })
    .from(transports)
    .where(
      and(
        or(eq(transports.sourceInventoryId, id), eq(transports.destinationInventoryId, id)),
        inArray(transports.status, [...TRANSPORT_OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(transports.packageId))
    .limit(3);
  if (open.length === 0) return;
  const names = open.map((t) => `"${t.packageId}"`).join(', ');
  throw conflict('inventory.openTransports', { transports: `${names}${open.length === 3 ? ', …' : ''}` });
}

async function deleteInventoryInTransaction(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    // Products first, then the inventory: the order every stock change locks in.
    const placed = await tx
      .select({ productId: inventoryProducts.productId })
      .from(inventoryProducts)
      .where(eq(inventoryProducts.inventoryId, id));
    await lockProducts(
      tx,
      placed.map((p) => p.productId),
      'update',
    );
    const current = await lockInventory(tx, id, 'update');
    if (!current) throw notFound('notFound.inventory');
    await assertNoOpenTransports(tx, id);
    // Sales orders keep their warehouse (a foreign key): the inventory stays.
    const [order] = await tx
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(eq(salesOrders.inventoryId, id))
      .limit(1);
    if (order) throw conflict('inventory.hasSalesOrders', { inventory: current.name });
    const placements = await tx
      .select()
      .from(inventoryProducts)
      .where(eq(inventoryProducts.inventoryId, id))
      .orderBy(asc(inventoryProducts.productId));
    const heldBatches = await tx
      .select({ productId: batchStock.productId, batchId: batchStock.batchId, quantity: batchStock.quantity })
      .from(batchStock)
      .where(eq(batchStock.inventoryId, id));
    const lines: StockLine[] = placements.map((p) => ({
      productId: p.productId,
      quantity: p.quantity,
      batches: heldBatches.filter((b) => b.productId === p.productId),
    }));
    for (const placement of placements) {
      await tx
        .update(products)
        .set({ placedQuantity: sql`${products.placedQuantity} - ${placement.quantity}` })
        .where(eq(products.id, placement.productId));
    }
    await recordMovements(
      tx,
      ledgerRows('placement', id, lines, -1, { reason: 'inventoryDeleted', userId: actor.id }),
    );
    // Its storage units' units leave them on the ledger too; its open count ends unposted.
    await emptyStorageUnits(tx, { inventoryId: id }, { reason: 'inventoryDeleted', userId: actor.id });
    await tx
      .update(stockCounts)
      .set({ status: 'cancelled' })
      .where(and(eq(stockCounts.inventoryId, id), eq(stockCounts.status, 'open')));
    await tx.delete(inventories).where(eq(inventories.id, id));
    // The inventory's batch stock went with it (cascade): the products' batch dates and alerts follow.
    await afterBatchChange(tx, [...new Set(heldBatches.map((b) => b.productId))]);
    await recordAudit(
      tx,
      actor,
      'inventory.deleted',
      { type: 'inventory', id, name: current.name },
      {
        location: current.location,
        placements: placements.length,
      },
    );
  });
}
