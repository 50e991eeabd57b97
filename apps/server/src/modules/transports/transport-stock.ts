import { asc, eq, inArray, sql } from 'drizzle-orm';
import { STOCK_LIMITS, type TransportStatus } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { inventories, products } from '../../db/schema.js';
import { conflict } from '../../errors.js';
import { syncProductAlerts } from '../alerts/stock-alerts.js';
import { putIntoInventory, sortedLines, takeFromInventory } from '../stock/placements.js';
import { ledgerRows, recordMovements, type StockLine } from '../stock/stock-ledger.js';

/** The inventories a transport moves stock between; either may be missing. */
export interface TransportEnds {
  id: string;
  sourceInventoryId: string | null;
  destinationInventoryId: string | null;
}

/** Where a transport's units are in each status: still at the source, on the road, or arrived. */
type Stage = 'origin' | 'road' | 'arrived';
const STAGE: Record<TransportStatus, Stage> = {
  pending: 'origin',
  dispatched: 'road',
  in_transit: 'road',
  delivered: 'arrived',
  // A cancelled transport's units are back where they started.
  cancelled: 'origin',
};

/**
 * Moves a transport's units for a change of status, in the caller's transaction (which holds the
 * transport's row lock):
 * - leaving pending (dispatch): with a source, the units leave its placements (capacity released)
 *   and count as in transit; refused with a 409 when the source lacks them;
 * - delivery: with a destination, the units enter it (capacity checked, 409 when full); without a
 *   source they are new stock (a receipt), without a destination they leave the company;
 * - cancelling on the road: the units return to the source (capacity checked).
 * A transport naming no inventory moves no stock. Products are locked in id order, then the
 * inventories in id order.
 */
export async function moveTransportStock(
  tx: Tx,
  transport: TransportEnds,
  lines: StockLine[],
  from: TransportStatus,
  to: TransportStatus,
  userId: string,
): Promise<void> {
  if (!transport.sourceInventoryId && !transport.destinationInventoryId) return;
  if (lines.length === 0) return;
  const before = STAGE[from];
  const after = STAGE[to];
  if (before === after) return;
  const sorted = sortedLines(lines);
  await lockProducts(tx, sorted);
  await lockInventories(tx, [transport.sourceInventoryId, transport.destinationInventoryId]);
  if (before === 'origin') await dispatch(tx, transport, sorted, userId);
  if (after === 'arrived') await deliver(tx, transport, sorted, userId);
  if (before === 'road' && after === 'origin') await returnToSource(tx, transport, sorted, userId);
}

// NO KEY UPDATE: the lines' foreign keys hold KEY SHARE locks on these products (taken when the
// lines were written in this transaction or a concurrent one), and FOR UPDATE would conflict with them.
async function lockProducts(tx: Tx, lines: StockLine[]): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    )
    .orderBy(asc(products.id))
    .for('no key update');
}

/** Locks the transport's inventories in id order, the order every stock change takes them in. */
async function lockInventories(tx: Tx, ids: (string | null)[]): Promise<void> {
  const present = ids.filter((id): id is string => id !== null);
  if (present.length === 0) return;
  await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(inArray(inventories.id, present))
    .orderBy(asc(inventories.id))
    .for('no key update');
}

/** A receipt may not take a product past the largest quantity the system keeps (409). */
async function assertRoomForReceipt(tx: Tx, lines: StockLine[]): Promise<void> {
  const rows = await tx
    .select({ id: products.id, name: products.productName, quantity: products.quantity })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  for (const line of lines) {
    const product = rows.find((r) => r.id === line.productId);
    if (product && product.quantity + line.quantity > STOCK_LIMITS.quantityMax) {
      throw conflict(
        `Receiving ${line.quantity} units of "${product.name}" would take its quantity past ${STOCK_LIMITS.quantityMax.toLocaleString('en-IN')}`,
      );
    }
  }
}

/** Adds to a product's counters (placed, in transit, quantity) in one statement. */
async function adjustProduct(
  tx: Tx,
  productId: string,
  change: { placed?: number; inTransit?: number; quantity?: number },
): Promise<void> {
  await tx
    .update(products)
    .set({
      placedQuantity: sql`${products.placedQuantity} + ${change.placed ?? 0}`,
      inTransitQuantity: sql`${products.inTransitQuantity} + ${change.inTransit ?? 0}`,
      quantity: sql`${products.quantity} + ${change.quantity ?? 0}`,
      ...(change.quantity ? { updatedAt: sql`now()` } : {}),
    })
    .where(eq(products.id, productId));
}

/** The ledger's why and who for a transport's move, tying each row to the transport. */
const entryOf = (
  transport: TransportEnds,
  reason: 'dispatched' | 'delivered' | 'returned',
  userId: string,
) => ({
  reason,
  userId,
  transportId: transport.id,
});

async function dispatch(tx: Tx, transport: TransportEnds, lines: StockLine[], userId: string) {
  const source = transport.sourceInventoryId;
  // A receipt from outside (no source) has nothing to take until it is delivered.
  if (!source) return;
  await takeFromInventory(tx, source, lines, entryOf(transport, 'dispatched', userId));
  for (const line of lines) {
    await adjustProduct(tx, line.productId, { placed: -line.quantity, inTransit: line.quantity });
  }
}

async function deliver(tx: Tx, transport: TransportEnds, lines: StockLine[], userId: string) {
  const source = transport.sourceInventoryId;
  const destination = transport.destinationInventoryId;
  if (!source) await assertRoomForReceipt(tx, lines);
  for (const line of lines) {
    const n = line.quantity;
    if (source && destination) await adjustProduct(tx, line.productId, { inTransit: -n, placed: n });
    else if (source) await adjustProduct(tx, line.productId, { inTransit: -n, quantity: -n });
    else await adjustProduct(tx, line.productId, { quantity: n, placed: n });
  }
  const entry = entryOf(transport, 'delivered', userId);
  if (destination) await putIntoInventory(tx, destination, lines, entry);
  if (!source || !destination) {
    // The company's stock changes: units received from outside, or shipped out of it.
    await recordMovements(tx, ledgerRows('stock', destination ?? source, lines, source ? -1 : 1, entry));
    const changed = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      );
    for (const product of changed) await syncProductAlerts(tx, product);
  }
}

async function returnToSource(tx: Tx, transport: TransportEnds, lines: StockLine[], userId: string) {
  const source = transport.sourceInventoryId;
  if (!source) return;
  for (const line of lines) {
    await adjustProduct(tx, line.productId, { inTransit: -line.quantity, placed: line.quantity });
  }
  await putIntoInventory(tx, source, lines, entryOf(transport, 'returned', userId));
}
