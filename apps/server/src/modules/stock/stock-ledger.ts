import { sql, type SQL } from 'drizzle-orm';
import {
  message,
  type StockMovementReason,
  type StockMovementScope,
  type TKeyedMessage,
} from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { stockMovementScopeEnum, stockMovements } from '../../db/schema.js';

export interface StockMovement {
  scope: StockMovementScope;
  productId: string;
  delta: number;
  reason: StockMovementReason;
  userId: string | null;
  inventoryId?: string | null;
  transportId?: string | null;
  batchId?: string | null;
  purchaseOrderId?: string | null;
  note?: string | null;
  importId?: string | null;
  storageUnitId?: string | null;
  countId?: string | null;
  salesOrderId?: string | null;
}

/** Units as a refusal names them: "1 unit", "3 units". */
export function unitCount(count: number): TKeyedMessage {
  return message(count === 1 ? 'stock.unitCountOne' : 'stock.unitCountOther', { count });
}

/** Why units moved and who moved them: every ledger row of one change shares these. */
export interface LedgerEntry {
  reason: StockMovementReason;
  userId: string | null;
  transportId?: string | null;
  purchaseOrderId?: string | null;
  /** An admin's reason for moving expired units. */
  note?: string | null;
  /** The import that set the units. */
  importId?: string | null;
  /** The stock count whose posting changed the units. */
  countId?: string | null;
  /** The sales order the units were picked, shipped or returned for. */
  salesOrderId?: string | null;
}

/** Units of one batch. */
export interface BatchPick {
  batchId: string;
  quantity: number;
}

/** Units of one product, as a change moves them (into or out of an inventory, or the company). */
export interface StockLine {
  productId: string;
  quantity: number;
  /** The batches of some or all of the units; the rest carry no batch. */
  batches?: BatchPick[];
  /**
   * Units leaving an inventory that must be its units without a batch (a count's or a storage
   * unit's line of them), not batches picked first-expiry-first-out.
   */
  unbatched?: boolean;
}

/** A line's units by batch: one part per batch, and one without a batch for the rest. */
export function batchParts(line: StockLine): { batchId: string | null; quantity: number }[] {
  const picks = line.batches ?? [];
  // A line without batches may carry a signed quantity (an adjustment): one part, as it is.
  if (picks.length === 0) return [{ batchId: null, quantity: line.quantity }];
  const batched = picks.reduce((sum, b) => sum + b.quantity, 0);
  const parts: { batchId: string | null; quantity: number }[] = picks.map((b) => ({ ...b }));
  if (line.quantity > batched) parts.push({ batchId: null, quantity: line.quantity - batched });
  return parts;
}

/**
 * The ledger rows of a change: `placement` rows when units enter (+1) or leave (-1) an inventory's
 * placements, `stock` rows when a product's company-wide quantity rises or falls (the inventory
 * then says where the units came in or went out, when one did).
 */
export function ledgerRows(
  scope: StockMovementScope,
  inventoryId: string | null,
  lines: StockLine[],
  sign: 1 | -1,
  entry: LedgerEntry,
): StockMovement[] {
  return lines.flatMap((line) =>
    batchParts(line).map((part) => ({
      scope,
      productId: line.productId,
      inventoryId,
      transportId: entry.transportId ?? null,
      batchId: part.batchId,
      purchaseOrderId: entry.purchaseOrderId ?? null,
      note: entry.note ?? null,
      importId: entry.importId ?? null,
      countId: entry.countId ?? null,
      salesOrderId: entry.salesOrderId ?? null,
      delta: sign * part.quantity,
      reason: entry.reason,
      userId: entry.userId,
    })),
  );
}

/**
 * Writes movements to the ledger, in the caller's transaction so a refused change leaves no row.
 * `stock` rows sum to a product's quantity; `placement` rows to its units in one inventory;
 * `storageUnit` rows to its units (of one batch) in one storage unit.
 */
export async function recordMovements(tx: Tx, movements: StockMovement[]): Promise<void> {
  const rows = movements.filter((m) => m.delta !== 0);
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((m) => ({
      scope: m.scope,
      productId: m.productId,
      inventoryId: m.inventoryId ?? null,
      transportId: m.transportId ?? null,
      batchId: m.batchId ?? null,
      purchaseOrderId: m.purchaseOrderId ?? null,
      note: m.note ?? null,
      importId: m.importId ?? null,
      storageUnitId: m.storageUnitId ?? null,
      countId: m.countId ?? null,
      salesOrderId: m.salesOrderId ?? null,
      delta: m.delta,
      reason: m.reason,
      userId: m.userId,
    })),
  );
}

/**
 * The INSERT of recordMovements as SQL (used by the placement statements, which write their rows
 * themselves), for a caller that folds it into a statement of its own (a
 * data-modifying WITH), saving a round trip; `when` (SQL on the statement's other parts) lets the
 * rows be written only if the change they record was made. Undefined when no movement changes
 * anything.
 */
export function movementsInsertSql(movements: StockMovement[], when?: SQL): SQL | undefined {
  const rows = movements.filter((m) => m.delta !== 0);
  if (rows.length === 0) return undefined;
  return sql`
    INSERT INTO ${stockMovements} (scope, product_id, inventory_id, transport_id, batch_id,
                                   purchase_order_id, note, import_id, storage_unit_id, count_id,
                                   sales_order_id, delta, reason, user_id)
    SELECT v.scope::${sql.raw(stockMovementScopeEnum.enumName)}, v.product_id::uuid, v.inventory_id::uuid,
           v.transport_id::uuid, v.batch_id::uuid, v.purchase_order_id::uuid, v.note::varchar,
           v.import_id::uuid, v.storage_unit_id::uuid, v.count_id::uuid, v.sales_order_id::uuid,
           v.delta::int, v.reason,
           v.user_id::uuid
    FROM (VALUES ${sql.join(
      rows.map(
        (m) =>
          sql`(${m.scope}, ${m.productId}, ${m.inventoryId ?? null}, ${m.transportId ?? null}, ${m.batchId ?? null}, ${m.purchaseOrderId ?? null}, ${m.note ?? null}, ${m.importId ?? null}, ${m.storageUnitId ?? null}, ${m.countId ?? null}, ${m.salesOrderId ?? null}, ${m.delta}, ${m.reason}, ${m.userId})`,
      ),
      sql`, `,
    )}) AS v(scope, product_id, inventory_id, transport_id, batch_id, purchase_order_id, note, import_id, storage_unit_id, count_id, sales_order_id, delta, reason, user_id)
    ${when ? sql`WHERE ${when}` : sql``}`;
}
