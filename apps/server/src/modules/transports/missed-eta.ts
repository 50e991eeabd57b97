import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRANSPORT_LIMITS, TRANSPORT_OPEN_STATUSES } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { sqlLiteralList } from '../../db/sql-literals.js';
import { englishSql, paramsSql, type SqlParam } from '../../db/message-sql.js';
import { queryRows } from '../../db/transaction.js';
import { schedulePeriodicCheck } from '../../jobs/periodic.js';
import { resolveAlertsFor } from '../alerts/stock-alerts.js';

/** The words of a missed-ETA alert, read from the transport `due`. */
const ETA_WORDS: Record<string, SqlParam> = {
  packageId: { value: sql`due.package_id` },
  eta: {
    value: sql`to_char(due.eta AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    english: sql`to_char(due.eta AT TIME ZONE 'Asia/Kolkata', 'DD Mon YYYY HH24:MI')`,
  },
  status: { value: sql`due.status::text`, english: sql`replace(due.status::text, '_', ' ')` },
};

/**
 * Raises one missedEta alert for every transport still under way whose ETA has passed and whose
 * miss was not alerted yet (`eta_alerted_for` remembers the ETA alerted, so a new ETA that is missed
 * again raises a new alert). One statement: marking and raising are atomic, and two servers running
 * the check together alert each miss once (the second waits on the row lock, then finds it marked).
 * Returns how many alerts were raised.
 */
export async function raiseMissedEtaAlerts(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    WITH due AS (
      UPDATE transports SET eta_alerted_for = eta
      WHERE status IN ${sqlLiteralList(TRANSPORT_OPEN_STATUSES)}
        AND eta < now()
        AND eta_alerted_for IS DISTINCT FROM eta
      RETURNING id, package_id, eta, status
    )
    INSERT INTO alerts (type, priority, is_system, target_id, affected_item, message_key, message_params,
                        message, description)
    SELECT 'missedEta', 'high', true, due.id::text, ${englishSql('alert.missedEta.item', ETA_WORDS)},
           'alert.missedEta', ${paramsSql(ETA_WORDS)}, ${englishSql('alert.missedEta', ETA_WORDS)},
           ${englishSql('alert.missedEta.description', ETA_WORDS)}
    FROM due
    ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved DO NOTHING
    RETURNING id`,
  );
  return rows.length;
}

/** Resolves the open missedEta alert of a transport (delivered, cancelled, deleted or given a later ETA). */
export async function resolveMissedEta(tx: Tx, transportId: string): Promise<void> {
  await resolveAlertsFor(tx, transportId, 'missedEta');
}

/** Runs the missed-ETA check when the server is ready and then every minute, until it closes. */
export function scheduleMissedEtaChecks(app: FastifyInstance, db: Db): void {
  schedulePeriodicCheck(app, 'missed-ETA check', TRANSPORT_LIMITS.missedEtaCheckMs, () =>
    raiseMissedEtaAlerts(db),
  );
}
