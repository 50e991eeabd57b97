import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isLowStock, type AlertPriority } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { alerts } from '../../db/schema.js';
import { syncExpiredStockAlerts } from './system-alerts.js';

const STOCK_ALERT_TYPES = ['lowStock', 'outOfStock'] as const;
type StockAlertType = (typeof STOCK_ALERT_TYPES)[number];

const PRIORITY: Record<StockAlertType, AlertPriority> = { lowStock: 'high', outOfStock: 'critical' };

interface StockedProduct {
  id: string;
  productName: string;
  sku: string | null;
  quantity: number;
  thresholdLimit: number | null;
}

/** outOfStock at 0, lowStock at or below the threshold (missing = 0), otherwise none. */
export function stockAlertType(
  product: Pick<StockedProduct, 'quantity' | 'thresholdLimit'>,
): StockAlertType | null {
  if (product.quantity === 0) return 'outOfStock';
  return isLowStock(product.quantity, product.thresholdLimit) ? 'lowStock' : null;
}

function describe(product: StockedProduct, type: StockAlertType) {
  const item = product.sku ? `${product.productName} (${product.sku})` : product.productName;
  const threshold = product.thresholdLimit ?? 0;
  return type === 'outOfStock'
    ? {
        affectedItem: item,
        message: `${product.productName} is out of stock`,
        description: `No units of ${item} are left. Restock it to resolve this alert.`,
      }
    : {
        affectedItem: item,
        message: `${product.productName} is low on stock: ${product.quantity} left`,
        description: `${item} has ${product.quantity} units, at or below its threshold of ${threshold}. Restock it to resolve this alert.`,
      };
}

/**
 * Brings the product's system stock alerts in line with its quantity: raises the lowStock or
 * outOfStock alert once (the partial unique index keeps one open alert per type and product) and
 * resolves the other one, or both when the product is restocked. Runs in the caller's transaction.
 */
export async function syncStockAlerts(tx: Tx, product: StockedProduct): Promise<void> {
  const type = stockAlertType(product);
  const open = and(
    eq(alerts.isSystem, true),
    eq(alerts.resolved, false),
    eq(alerts.targetId, product.id),
    inArray(alerts.type, [...STOCK_ALERT_TYPES]),
  );
  await tx
    .update(alerts)
    .set({ resolved: true, resolvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(type ? and(open, ne(alerts.type, type)) : open);
  if (!type) return;
  await tx
    .insert(alerts)
    .values({
      type,
      priority: PRIORITY[type],
      isSystem: true,
      targetId: product.id,
      ...describe(product, type),
    })
    .onConflictDoNothing({
      target: [alerts.type, alerts.targetId],
      where: sql`${alerts.isSystem} AND NOT ${alerts.resolved}`,
    });
}

/** After a product changed: its stock alerts follow its quantity, its expiry alert its date and units. */
export async function syncProductAlerts(tx: Tx, product: StockedProduct): Promise<void> {
  await syncStockAlerts(tx, product);
  await syncExpiredStockAlerts(tx, product.id);
}

/** Resolves every open system alert about a target (its product was deleted). */
export async function resolveAlertsFor(tx: Tx, targetId: string): Promise<void> {
  await tx
    .update(alerts)
    .set({ resolved: true, resolvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(alerts.isSystem, true), eq(alerts.resolved, false), eq(alerts.targetId, targetId)));
}
