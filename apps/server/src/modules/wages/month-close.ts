import type { FastifyInstance } from 'fastify';
import { WAGE_LIMITS } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { schedulePeriodicCheck } from '../../jobs/periodic.js';
import { syncOverworkAlerts } from '../alerts/system-alerts.js';
import { closeEndedMonths } from '../users/hours-month.js';

/** Closes ended months when the server is ready and then every minute; overwork alerts follow. */
export function scheduleMonthClose(app: FastifyInstance, db: Db): void {
  schedulePeriodicCheck(app, 'month close', WAGE_LIMITS.monthCloseCheckMs, () =>
    inTransaction(db, async (tx) => {
      const closed = await closeEndedMonths(tx);
      if (closed > 0) await syncOverworkAlerts(tx);
      return closed;
    }),
  );
}
