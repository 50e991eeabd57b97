import { asc, eq, sql } from 'drizzle-orm';
import type { TransportStatus } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { products, transportBatches } from '../../db/schema.js';
import { syncAlertsOfProducts } from '../alerts/stock-alerts.js';
import { afterBatchChange, batchedProducts } from '../stock/batch-stock.js';
import { shipmentMoves } from '../sales/shipment-moves.js';
import { lockStock } from '../stock/locks.js';
import {
  assertRoomForReceipt,
  putIntoInventory,
  sortedLines,
  takeFromInventory,
} from '../stock/placements.js';
import { assertLeavesAsInvoiced, type TransferInvoice } from './invoiced-transfer.js';
import { ledgerRows, recordMovements, type StockLine } from '../stock/stock-ledger.js';

/** The inventories a transport moves stock between; either may be missing. */
export interface TransportEnds {
  id: string;
  sourceInventoryId: string | null;
  destinationInventoryId: string | null;
  /** The sales order a shipment carries (docs/domain.md#picking-shipping-and-returns). */
  salesOrderId?: string | null;
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
  {
    expiredOverride,
    invoice,
  }: {
    expiredOverride?: string;
    /** The issued invoice of a transfer leaving: it leaves with exactly the invoiced batches. */
    invoice?: TransferInvoice | null;
  } = {},
): Promise<void> {
  if (!transport.sourceInventoryId && !transport.destinationInventoryId) return;
  if (lines.length === 0) return;
  const before = STAGE[from];
  const after = STAGE[to];
  // A sales order's shipment: the order's side first (its lock, then what it holds and has shipped).
  if (transport.salesOrderId && (before !== after || to === 'cancelled')) {
    await shipmentMoves(
      tx,
      { id: transport.id, salesOrderId: transport.salesOrderId, inventoryId: transport.sourceInventoryId },
      from,
      to,
    );
  }
  if (before === after) return;
  // NO KEY UPDATE: the lines' foreign keys hold KEY SHARE locks on these products (stock/locks.ts).
  await lockStock(
    tx,
    {
      products: lines.map((l) => l.productId),
      inventories: [transport.sourceInventoryId, transport.destinationInventoryId],
    },
    'no key update',
  );
  // The lines' batches: chosen while pending, the units on the road once dispatched.
  let sorted = await withTransportBatches(tx, transport.id, sortedLines(lines));
  if (before === 'origin') {
    const recorded = sorted;
    sorted = await dispatch(tx, transport, sorted, userId, expiredOverride);
    if (invoice) assertLeavesAsInvoiced(recorded, sorted, invoice);
  }
  if (after === 'arrived') await deliver(tx, transport, sorted, userId);
  if (before === 'road' && after === 'origin') await returnToSource(tx, transport, sorted, userId);
}

/** The lines with the batches the transport records for them. */
async function withTransportBatches(tx: Tx, transportId: string, lines: StockLine[]): Promise<StockLine[]> {
  const rows = await tx
    .select({
      productId: transportBatches.productId,
      batchId: transportBatches.batchId,
      quantity: transportBatches.quantity,
    })
    .from(transportBatches)
    .where(eq(transportBatches.transportId, transportId))
    .orderBy(asc(transportBatches.batchId));
  if (rows.length === 0) return lines;
  return lines.map((line) => ({
    ...line,
    batches: rows
      .filter((r) => r.productId === line.productId)
      .map((r) => ({ batchId: r.batchId, quantity: r.quantity })),
  }));
}

/** Records the batches the transport carries (replacing any chosen before). */
export async function recordTransportBatches(
  tx: Tx,
  transportId: string,
  lines: StockLine[],
  /** A transport made in this transaction: no earlier batches to clear. */
  fresh = false,
): Promise<void> {
  if (!fresh) await tx.delete(transportBatches).where(eq(transportBatches.transportId, transportId));
  const rows = lines.flatMap((l) =>
    (l.batches ?? []).map((b) => ({
      transportId,
      productId: l.productId,
      batchId: b.batchId,
      quantity: b.quantity,
    })),
  );
  if (rows.length) await tx.insert(transportBatches).values(rows);
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
  note?: string,
) => ({
  reason,
  userId,
  transportId: transport.id,
  salesOrderId: transport.salesOrderId ?? null,
  note: note ?? null,
});

/**
 * The units leave the source: the batches chosen on the lines, then first-expiry-first-out; expired
 * batches are refused (409) unless an admin gave `expiredOverride`, the reason the ledger keeps.
 * Returns the lines with the batches that left, which the transport now records.
 */
async function dispatch(
  tx: Tx,
  transport: TransportEnds,
  lines: StockLine[],
  userId: string,
  expiredOverride: string | undefined,
): Promise<StockLine[]> {
  const source = transport.sourceInventoryId;
  // A receipt from outside (no source) has nothing to take until it is delivered.
  if (!source) return lines;
  const picked = await takeFromInventory(
    tx,
    source,
    lines,
    entryOf(transport, 'dispatched', userId, expiredOverride),
    // The batches' summary and alerts once the units are recorded on the road, below.
    { expired: expiredOverride ? 'last' : 'refuse', syncBatches: false },
  );
  for (const line of picked) {
    await adjustProduct(tx, line.productId, { placed: -line.quantity, inTransit: line.quantity });
  }
  await recordTransportBatches(tx, transport.id, picked);
  // The batches are on the road now: the products' earliest batch counts them there.
  await afterBatchChange(tx, batchedProducts(picked));
  return picked;
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
    await syncAlertsOfProducts(
      tx,
      lines.map((l) => l.productId),
    );
    // Batches shipped out of the company are no longer on the road.
    if (!destination) await afterBatchChange(tx, batchedProducts(lines));
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
