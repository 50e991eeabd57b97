import { sql, type SQL } from 'drizzle-orm';
import { REORDER_LIMITS } from '@godown/shared';

// A product's outflow (docs/domain.md#reorder-suggestions): the units that left the company over
// the last REORDER_LIMITS.outflowDays days, the ledger's negative `stock` rows. Reorder suggestions
// and the dashboard's lowest-cover chart read it the same way, so their numbers agree.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Where the outflow's window starts at `now`: REORDER_LIMITS.outflowDays before the start of the
 * current minute. The window so moves a minute at a time, and an answer built on it depends on the
 * data and the minute only, which lets reorder suggestions be kept while neither changes.
 */
export function outflowWindowStart(now: number): Date {
  return new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS - REORDER_LIMITS.outflowDays * DAY_MS);
}

/**
 * The outflow rows of `stock_movements` aliased `m`, from `since` (outflowWindowStart) on.
 * `scope = 'stock'` is written as a literal so a partial index on the `stock` rows matches it.
 */
export function outflowRows(since: Date): SQL {
  return sql`m.scope = 'stock' AND m.delta < 0 AND m.created_at >= ${since.toISOString()}::timestamptz`;
}

/** The average daily outflow: the units that left over the window, divided by its days. */
export function dailyOutflow(outflowUnits: number): number {
  return outflowUnits / REORDER_LIMITS.outflowDays;
}

/** Whole days the units on hand last at the average daily outflow (rounded down); null without outflow. */
export function daysOfCover(onHand: number, outflowUnits: number): number | null {
  if (outflowUnits <= 0) return null;
  // onHand × days ÷ outflow, one division of whole numbers: dividing by a rounded daily figure
  // could turn exactly 10 days into 9.999… and so 9.
  return Math.floor((onHand * REORDER_LIMITS.outflowDays) / outflowUnits);
}
