import { sql } from 'drizzle-orm';
import { OVERWORK_HOURS_LIMIT, wageMonthOf } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// A user's hours count for one month (India time) at a time and are kept on the user; an ended
// month is closed into its wage record before anything reads or changes them: an admin's change to
// the user (users-admin.service.ts), the wages module's reads and writes, and its periodic check
// (wages/month-close.ts).

/**
 * Closes the month of every user whose hours belong to a month that has ended (India time): their
 * hours, rate and extra shift go into that month's wage record (active users), and the hours and
 * extra shift start again from 0 in the new month. One statement that locks the users it closes, so
 * two servers close each month once. `userId` limits it to one user (before a change to them).
 * Returns how many users were closed.
 */
export async function closeEndedMonths(db: Db | Tx, userId?: string): Promise<number> {
  const month = wageMonthOf();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    WITH ended AS (
      SELECT id, hours_month, hours_this_month, wage_per_hour, extra_shift, active
      FROM users
      WHERE hours_month < ${month} ${userId ? sql`AND id = ${userId}` : sql``}
      ORDER BY id
      FOR UPDATE
    ), closed AS (
      INSERT INTO wage_records (user_id, month, hours_worked, wage_per_hour, total_salary, extra_shift, overworked, calculated_at)
      SELECT id, hours_month, hours_this_month, wage_per_hour, round(hours_this_month * wage_per_hour, 2),
             extra_shift, hours_this_month > ${OVERWORK_HOURS_LIMIT} OR extra_shift, now()
      FROM ended WHERE active
      ON CONFLICT (user_id, month) DO UPDATE SET
        hours_worked = excluded.hours_worked, wage_per_hour = excluded.wage_per_hour,
        total_salary = excluded.total_salary, extra_shift = excluded.extra_shift,
        overworked = excluded.overworked, calculated_at = now()
      RETURNING user_id
    )
    UPDATE users u
    SET hours_this_month = 0, extra_shift = false, hours_month = ${month}, updated_at = now()
    FROM ended WHERE u.id = ended.id
    RETURNING u.id`,
  );
  return rows.length;
}
