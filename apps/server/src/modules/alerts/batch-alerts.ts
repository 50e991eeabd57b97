import { sql, type SQL } from 'drizzle-orm';
import { BATCH_LIMITS, TRANSPORT_ON_ROAD_STATUSES } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { sqlLiteralList, TODAY_IN_INDIA, uuidList } from '../../db/sql-literals.js';
import { englishSql, paramsSql, type SqlParam } from '../../db/message-sql.js';
import { queryRows } from '../../db/transaction.js';

/**
 * The batches with units left (in inventories or on the road), each with the alert its expiry date
 * calls for today: `stockExpired` once the date has passed, `stockExpiring` within the product's
 * warning window (BATCH_LIMITS.defaultWarningDays without one), none otherwise.
 */
function batchesDueSql(productIds?: readonly string[]) {
  const some = productIds ? sql`AND b.product_id IN ${uuidList(productIds)}` : sql``;
  return sql`
    SELECT b.id, b.code, b.expiry_date, p.product_name, p.sku, u.units,
           coalesce(p.expiry_warning_days, ${BATCH_LIMITS.defaultWarningDays}) AS warning_days,
           CASE WHEN b.expiry_date < ${TODAY_IN_INDIA} THEN 'stockExpired' ELSE 'stockExpiring' END AS type
    FROM batches b
    JOIN products p ON p.id = b.product_id
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT sum(s.quantity) FROM batch_stock s WHERE s.batch_id = b.id), 0)
           + coalesce((SELECT sum(tb.quantity) FROM transport_batches tb JOIN transports t ON t.id = tb.transport_id
                       WHERE tb.batch_id = b.id AND t.status IN ${sqlLiteralList(TRANSPORT_ON_ROAD_STATUSES)}), 0)
             AS units
    ) u
    WHERE b.expiry_date IS NOT NULL
      AND b.expiry_date - ${TODAY_IN_INDIA} <= coalesce(p.expiry_warning_days, ${BATCH_LIMITS.defaultWarningDays})
      AND u.units > 0 ${some}`;
}

/** The words of a batch's expiry alert, read from its row `due` (batchesDueSql). */
const BATCH_WORDS: Record<string, SqlParam> = {
  batch: { value: sql`due.code` },
  product: { value: sql`due.product_name` },
  item: { value: sql`due.product_name || coalesce(' (' || due.sku || ')', '')` },
  date: { value: sql`to_char(due.expiry_date, 'YYYY-MM-DD')`, english: sql`to_char(due.expiry_date, 'DD Mon YYYY')` },
  quantity: { value: sql`due.units` },
  days: { value: sql`due.warning_days` },
};

/**
 * Keeps the batch expiry alerts true (docs/domain.md#batches-and-expiry): one open alert per batch,
 * `stockExpiring` while its expiry date is within the warning window and `stockExpired` once it has
 * passed; resolved when the units are gone (or the expiring one when the date passes and the expired
 * one takes over). `productIds` limits it to their batches (after a stock change, in the caller's
 * transaction); without it every batch is checked (the hourly check). `alongside` is a data-modifying
 * statement of the caller's sent in the same round trip (it must not change what the alerts read).
 * Returns the alerts raised or resolved.
 */
export async function syncBatchExpiryAlerts(
  db: Db | Tx,
  productIds?: readonly string[],
  { alongside }: { alongside?: SQL } = {},
): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  const scope = productIds
    ? sql`AND a.target_id IN (SELECT b.id::text FROM batches b WHERE b.product_id IN ${uuidList(productIds)})`
    : sql``;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    WITH ${alongside ? sql`alongside AS (${alongside} RETURNING 1),` : sql``}
    due AS (${batchesDueSql(productIds)}),
    resolved AS (
      UPDATE alerts a SET resolved = true, resolved_at = now(), updated_at = now()
      WHERE a.is_system AND NOT a.resolved AND a.type IN ('stockExpiring', 'stockExpired') ${scope}
        AND NOT EXISTS (SELECT 1 FROM due WHERE due.id::text = a.target_id AND due.type = a.type::text)
      RETURNING 1
    ),
    raised AS (
      INSERT INTO alerts (type, priority, is_system, target_id, affected_item, message_key, message_params,
                          message, description)
      SELECT due.type::alert_type,
             (CASE WHEN due.type = 'stockExpired' THEN 'high' ELSE 'medium' END)::alert_priority,
             true, due.id::text,
             ${englishSql('alert.batchExpired.item', BATCH_WORDS)},
             CASE WHEN due.type = 'stockExpired' THEN 'alert.batchExpired' ELSE 'alert.batchExpiring' END,
             ${paramsSql(BATCH_WORDS)},
             CASE WHEN due.type = 'stockExpired' THEN ${englishSql('alert.batchExpired', BATCH_WORDS)}
                  ELSE ${englishSql('alert.batchExpiring', BATCH_WORDS)} END,
             CASE WHEN due.type = 'stockExpired' THEN ${englishSql('alert.batchExpired.description', BATCH_WORDS)}
                  ELSE ${englishSql('alert.batchExpiring.description', BATCH_WORDS)} END
      FROM due
      ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved DO NOTHING
      RETURNING 1
    )
    SELECT ((SELECT count(*) FROM resolved) + (SELECT count(*) FROM raised))::int AS n`,
  );
  return rows[0]?.n ?? 0;
}
