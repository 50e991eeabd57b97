import { and, eq, inArray, sql } from 'drizzle-orm';
import { englishOf, isLowStock, message, type AlertPriority, type AnyAlertType } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { alerts, products } from '../../db/schema.js';
import { raiseExpiredSql, resolveExpiredSql } from './system-alerts.js';

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

/** An alert's words: its key and parameters, and their English (docs/domain.md#messages). */
function describe(product: StockedProduct, type: StockAlertType) {
  const item = product.sku ? `${product.productName} (${product.sku})` : product.productName;
  const threshold = product.thresholdLimit ?? 0;
  const params = { product: product.productName, item, quantity: product.quantity, threshold };
  const [title, description] =
    type === 'outOfStock'
      ? [message('alert.outOfStock', params), message('alert.outOfStock.description', params)]
      : [message('alert.lowStock', params), message('alert.lowStock.description', params)];
  return {
    affectedItem: item,
    messageKey: title.reason,
    messageParams: params,
    message: englishOf(title),
    description: englishOf(description),
  };
}

/**
 * After a product changed, in the caller's transaction: its stock alerts follow its quantity (the
 * lowStock or outOfStock alert raised once, the partial unique index keeping one open alert per type
 * and product, and the other one resolved, or both when it is restocked) and its expiry alert its
 * date and units (syncExpiredStockAlerts for one product). One statement, one round trip instead of
 * four on every product write: each part touches alerts of its own type, so they run side by side on
 * the same snapshot, which already holds the caller's change to the product.
 */
export async function syncProductAlerts(tx: Tx, product: StockedProduct): Promise<void> {
  const type = stockAlertType(product);
  const otherStockTypes = STOCK_ALERT_TYPES.filter((t) => t !== type);
  const words = type ? { type, priority: PRIORITY[type], ...describe(product, type) } : undefined;
  const raiseStock = words
    ? sql`, raise_stock AS (
        INSERT INTO ${alerts} (type, priority, is_system, target_id, affected_item, message_key,
                               message_params, message, description)
        VALUES (${words.type}, ${words.priority}, true, ${product.id}, ${words.affectedItem},
                ${words.messageKey}, ${JSON.stringify(words.messageParams)}::jsonb, ${words.message},
                ${words.description})
        ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved DO NOTHING
        RETURNING id)`
    : sql``;
  await tx.execute(sql`
    WITH resolve_stock AS (
      UPDATE ${alerts} SET resolved = true, resolved_at = now(), updated_at = now()
      WHERE is_system AND NOT resolved AND target_id = ${product.id}
        AND type IN (${sql.join(
          otherStockTypes.map((t) => sql`${t}`),
          sql`, `,
        )})
      RETURNING id)
    ${raiseStock},
    resolve_expired AS (${resolveExpiredSql(product.id)}),
    raise_expired AS (${raiseExpiredSql(product.id)})
    SELECT 1`);
}

/**
 * syncProductAlerts for many products at once (an import): three statements whatever their number.
 * The products are passed as they now stand in the caller's transaction.
 */
export async function syncAlertsOfMany(tx: Tx, changed: readonly StockedProduct[]): Promise<void> {
  if (changed.length === 0) return;
  const ids = changed.map((p) => p.id);
  const typed = changed.map((p) => ({ product: p, type: stockAlertType(p) }));
  // Every open stock alert of these products that is not the one its quantity calls for.
  await tx.execute(sql`
    UPDATE ${alerts} AS a SET resolved = true, resolved_at = now(), updated_at = now()
    FROM (VALUES ${sql.join(
      typed.map(({ product, type }) => sql`(${product.id}, ${type})`),
      sql`, `,
    )}) AS want(target_id, type)
    WHERE a.is_system AND NOT a.resolved AND a.target_id = want.target_id
      AND a.type IN ('lowStock', 'outOfStock') AND a.type::text IS DISTINCT FROM want.type`);
  const raising = typed.filter(
    (t): t is { product: StockedProduct; type: StockAlertType } => t.type !== null,
  );
  if (raising.length) {
    await tx
      .insert(alerts)
      .values(
        raising.map(({ product, type }) => ({
          type,
          priority: PRIORITY[type],
          isSystem: true,
          targetId: product.id,
          ...describe(product, type),
        })),
      )
      .onConflictDoNothing({
        target: [alerts.type, alerts.targetId],
        where: sql`is_system AND NOT resolved`,
      });
  }
  await tx.execute(sql`
    WITH resolve_expired AS (${resolveExpiredSql(ids)}),
    raise_expired AS (${raiseExpiredSql(ids)})
    SELECT 1`);
}

/** syncProductAlerts for products changed in the caller's transaction, read as they now stand. */
export async function syncAlertsOfProducts(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const changed = await tx.select().from(products).where(inArray(products.id, productIds));
  for (const product of changed) await syncProductAlerts(tx, product);
}

/**
 * Resolves the open system alerts about a target (its product was deleted), or only those of one
 * type (a transport's missed ETA, its e-way bill running out).
 */
export async function resolveAlertsFor(tx: Tx, targetId: string, type?: AnyAlertType): Promise<void> {
  await tx
    .update(alerts)
    .set({ resolved: true, resolvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(alerts.isSystem, true),
        eq(alerts.resolved, false),
        eq(alerts.targetId, targetId),
        type ? eq(alerts.type, type) : undefined,
      ),
    );
}
