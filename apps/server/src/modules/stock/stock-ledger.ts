import type { StockMovementReason, StockMovementScope } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { stockMovements } from '../../db/schema.js';

export interface StockMovement {
  scope: StockMovementScope;
  productId: string;
  delta: number;
  reason: StockMovementReason;
  userId: string | null;
  inventoryId?: string | null;
  transportId?: string | null;
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
