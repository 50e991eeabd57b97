import { sql, type SQL } from 'drizzle-orm';
import type { StockMovementReason, StockMovementScope } from '@godown/shared';
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
}

/** Why units moved and who moved them: every ledger row of one change shares these. */
export interface LedgerEntry {
  reason: StockMovementReason;
  userId: string | null;
  transportId?: string | null;
}

/** Units of one product, as a change moves them (into or out of an inventory, or the company). */
export interface StockLine {
  productId: string;
  quantity: number;
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
  return lines.map((line) => ({
    scope,
    productId: line.productId,
    inventoryId,
    transportId: entry.transportId ?? null,
    delta: sign * line.quantity,
    reason: entry.reason,
    userId: entry.userId,
  }));
}

/**
 * Writes movements to the ledger, in the caller's transaction so a refused change leaves no row.
 * `stock` rows sum to a product's quantity; `placement` rows to its units in one inventory.
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
    INSERT INTO ${stockMovements} (scope, product_id, inventory_id, transport_id, delta, reason, user_id)
    SELECT v.scope::${sql.raw(stockMovementScopeEnum.enumName)}, v.product_id::uuid, v.inventory_id::uuid,
           v.transport_id::uuid, v.delta::int, v.reason, v.user_id::uuid
    FROM (VALUES ${sql.join(
      rows.map(
        (m) =>
          sql`(${m.scope}, ${m.productId}, ${m.inventoryId ?? null}, ${m.transportId ?? null}, ${m.delta}, ${m.reason}, ${m.userId})`,
      ),
      sql`, `,
    )}) AS v(scope, product_id, inventory_id, transport_id, delta, reason, user_id)
    ${when ? sql`WHERE ${when}` : sql``}`;
}
