import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALERT_LIMITS, OVERWORK_HOURS_LIMIT, type AlertPriority } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { TODAY_IN_INDIA, uuidList } from '../../db/sql-literals.js';
import { englishSql, paramsSql, type SqlParam } from '../../db/message-sql.js';
import { queryRows } from '../../db/transaction.js';
import { schedulePeriodicCheck } from '../../jobs/periodic.js';
import { syncOverdueInvoiceAlerts } from '../receivables/overdue-alerts.js';
import { syncBatchExpiryAlerts } from './batch-alerts.js';

/** Alerts raised or resolved by one check from which their table's statistics are refreshed. */
const ANALYZE_AFTER_CHANGES = 1000;

/** A constant priority as an SQL literal (a bound parameter would be text, not the enum). */
const priority = (value: AlertPriority) => sql.raw(`'${value}'`);
const OVERWORK_PRIORITY = priority('medium');
const EXPIRED_PRIORITY = priority('high');

/**
 * Raises (or refreshes the words of) the open overwork alert of every active user whose hours this
 * month are past the limit, and resolves it for everyone else. `userId` limits it to one user (after
 * an edit, in the caller's transaction); without it every user is checked. Returns the alerts raised
 * or resolved.
 */
export async function syncOverworkAlerts(db: Db | Tx, userId?: string): Promise<number> {
  const oneUser = userId ? sql`AND u.id = ${userId}` : sql``;
  const resolved = await queryRows<{ id: string }>(
    db,
    sql`
    UPDATE alerts a SET resolved = true, resolved_at = now(), updated_at = now()
    WHERE a.is_system AND NOT a.resolved AND a.type = 'overwork'
      ${userId ? sql`AND a.target_id = ${userId}` : sql``}
      AND NOT EXISTS (
        SELECT 1 FROM users u
        WHERE u.id::text = a.target_id AND u.active AND u.hours_this_month > ${OVERWORK_HOURS_LIMIT}
      )
    RETURNING a.id`,
  );
  const words: Record<string, SqlParam> = {
    name: { value: sql`u.name` },
    hours: { value: sql`trim_scale(u.hours_this_month)` },
    limit: { value: sql`${OVERWORK_HOURS_LIMIT}::int` },
  };
  const raised = await queryRows<{ inserted: boolean }>(
    db,
    sql`
    INSERT INTO alerts (type, priority, is_system, target_id, affected_item, message_key, message_params,
                        message, description)
    SELECT 'overwork', ${OVERWORK_PRIORITY}, true, u.id::text, u.name, 'alert.overwork', ${paramsSql(words)},
           ${englishSql('alert.overwork', words)}, ${englishSql('alert.overwork.description', words)}
    FROM users u
    WHERE u.active AND u.hours_this_month > ${OVERWORK_HOURS_LIMIT} ${oneUser}
    ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved
    DO UPDATE SET message = excluded.message, affected_item = excluded.affected_item,
                  message_key = excluded.message_key, message_params = excluded.message_params,
                  description = excluded.description, updated_at = now()
      WHERE alerts.message IS DISTINCT FROM excluded.message
         OR alerts.affected_item IS DISTINCT FROM excluded.affected_item
         OR alerts.message_key IS DISTINCT FROM excluded.message_key
    RETURNING (xmax = 0) AS inserted`,
  );
  return resolved.length + raised.filter((row) => row.inserted).length;
}

/**
 * Raises one stockExpired alert for every product with units left whose expiry date has passed (in
 * India), and resolves it once the product is gone, emptied or given a later date. `productId`
 * limits it to one product (after an edit, in the caller's transaction). Returns the alerts raised or
 * resolved.
 */
export async function syncExpiredStockAlerts(db: Db | Tx, productId?: string): Promise<number> {
  const resolved = await queryRows<{ id: string }>(db, resolveExpiredSql(productId));
  const raised = await queryRows<{ id: string }>(db, raiseExpiredSql(productId));
  return resolved.length + raised.length;
}

/** Products to check: one, some (ids) or, without any, every product. */
type ProductScope = string | readonly string[] | undefined;

const scopeOf = (column: SQL, productIds: ProductScope) =>
  productIds === undefined
    ? sql``
    : typeof productIds === 'string'
      ? sql`AND ${column} = ${productIds}`
      : sql`AND ${column} IN ${uuidList(productIds)}`;

/** Resolves the open stockExpired alerts (of some products) whose product is no longer expired. */
export function resolveExpiredSql(productIds?: ProductScope) {
  const targets =
    typeof productIds === 'object'
      ? sql`AND a.target_id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : scopeOf(sql`a.target_id`, productIds);
  return sql`
    UPDATE alerts a SET resolved = true, resolved_at = now(), updated_at = now()
    WHERE a.is_system AND NOT a.resolved AND a.type = 'stockExpired'
      ${targets}
      AND NOT EXISTS (
        SELECT 1 FROM products p
        WHERE p.id::text = a.target_id AND p.expiry_date < ${TODAY_IN_INDIA} AND p.quantity > 0 AND NOT p.has_batches
      )
    RETURNING a.id`;
}

/** The words of a product's stockExpired alert, read from its row `p`. */
const EXPIRED_WORDS: Record<string, SqlParam> = {
  product: { value: sql`p.product_name` },
  item: { value: sql`p.product_name || coalesce(' (' || p.sku || ')', '')` },
  date: {
    value: sql`to_char(p.expiry_date, 'YYYY-MM-DD')`,
    english: sql`to_char(p.expiry_date, 'DD Mon YYYY')`,
  },
  quantity: { value: sql`p.quantity` },
};

/** Raises the stockExpired alert of every expired product (or of some) with units left. */
export function raiseExpiredSql(productIds?: ProductScope) {
  return sql`
    INSERT INTO alerts (type, priority, is_system, target_id, affected_item, message_key, message_params,
                        message, description)
    SELECT 'stockExpired', ${EXPIRED_PRIORITY}, true, p.id::text, ${EXPIRED_WORDS.item!.value},
           'alert.productExpired', ${paramsSql(EXPIRED_WORDS)},
           ${englishSql('alert.productExpired', EXPIRED_WORDS)},
           ${englishSql('alert.productExpired.description', EXPIRED_WORDS)}
    FROM products p
    WHERE p.expiry_date < ${TODAY_IN_INDIA} AND p.quantity > 0 AND NOT p.has_batches
      ${scopeOf(sql`p.id`, productIds)}
    ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved DO NOTHING
    RETURNING id`;
}

/** Checks expiry dates and overwork when the server is ready and then every hour, until it closes. */
export function scheduleSystemAlertChecks(app: FastifyInstance, db: Db): void {
  schedulePeriodicCheck(app, 'stock-expiry check', ALERT_LIMITS.systemCheckMs, async () => {
    const changed =
      (await syncExpiredStockAlerts(db)) +
      (await syncBatchExpiryAlerts(db)) +
      (await syncOverdueInvoiceAlerts(db));
    // Thousands of alerts raised at once (a first check over a large catalogue) leave the planner's
    // counts of them stale until autovacuum comes round, and the per-change alert statements would
    // meanwhile scan every open alert (17 ms instead of 0.6): count them again now.
    if (changed >= ANALYZE_AFTER_CHANGES) await db.execute(sql`ANALYZE alerts`);
    return changed;
  });
  schedulePeriodicCheck(app, 'overwork check', ALERT_LIMITS.systemCheckMs, () => syncOverworkAlerts(db));
}
