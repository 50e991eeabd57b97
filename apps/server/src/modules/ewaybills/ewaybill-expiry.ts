import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EWAYBILL_LIMITS, TRANSPORT_OPEN_STATUSES } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { englishSql, paramsSql, type SqlParam } from '../../db/message-sql.js';
import { sqlLiteralList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { schedulePeriodicCheck } from '../../jobs/periodic.js';
import { resolveAlertsFor } from '../alerts/stock-alerts.js';

// The alert before a bill on the road runs out (docs/domain.md#e-way-bills): the portal extends a
// bill from 8 hours before it expires, so the alert comes then, once for each validity.

const WORDS: Record<string, SqlParam> = {
  number: { value: sql`due.number` },
  packageId: { value: sql`due.package_id` },
  validUntil: {
    value: sql`to_char(due.valid_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    english: sql`to_char(due.valid_until AT TIME ZONE 'Asia/Kolkata', 'DD Mon YYYY HH24:MI')`,
  },
};

/**
 * Raises one ewayBillExpiring alert for every live bill of a transport still under way whose validity
 * ends within the warning hours and was not alerted yet. One statement, as the missed-ETA check:
 * two servers alert each validity once. Returns how many were raised.
 */
export async function raiseEwayBillExpiryAlerts(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    WITH due AS (
      UPDATE eway_bills b SET expiry_alerted_for = b.valid_until
      FROM transports t
      WHERE t.id = b.transport_id AND b.status = 'active'
        AND t.status IN ${sqlLiteralList(TRANSPORT_OPEN_STATUSES)}
        AND b.valid_until < now() + make_interval(hours => ${EWAYBILL_LIMITS.expiryWarningHours})
        AND b.expiry_alerted_for IS DISTINCT FROM b.valid_until
      RETURNING t.id AS transport_id, b.number, b.valid_until, t.package_id
    )
    INSERT INTO alerts (type, priority, is_system, target_id, affected_item, message_key, message_params,
                        message, description)
    SELECT 'ewayBillExpiring', 'high', true, due.transport_id::text, ${englishSql('alert.ewayBillExpiring.item', WORDS)},
           'alert.ewayBillExpiring', ${paramsSql(WORDS)}, ${englishSql('alert.ewayBillExpiring', WORDS)},
           ${englishSql('alert.ewayBillExpiring.description', WORDS)}
    FROM due
    ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved DO NOTHING
    RETURNING id`,
  );
  return rows.length;
}

/**
 * Resolves the open expiry alert of a transport's bill (its target: the transport the goods travel
 * on): extended, cancelled, or the goods arrived.
 */
export async function resolveEwayBillExpiry(tx: Tx, transportId: string): Promise<void> {
  await resolveAlertsFor(tx, transportId, 'ewayBillExpiring');
}

/** Runs the check when the server is ready and then every few minutes, until it closes. */
export function scheduleEwayBillExpiryChecks(app: FastifyInstance, db: Db): void {
  schedulePeriodicCheck(app, 'e-way bill expiry check', EWAYBILL_LIMITS.expiryCheckMs, () =>
    raiseEwayBillExpiryAlerts(db),
  );
}
