import { sql } from 'drizzle-orm';
import { REORDER_LIMITS } from '@godown/shared';

// A product's outflow (docs/domain.md#reorder-suggestions): the units that left the company over
// the last REORDER_LIMITS.outflowDays days, the ledger's negative `stock` rows. Reorder suggestions
// and the dashboard's lowest-cover chart read it the same way, so their numbers agree.

/**
 * The outflow rows of `stock_movements` aliased `m`. `scope = 'stock'` is written as a literal so a
 * partial index on the `stock` rows matches it.
 */
export const OUTFLOW_ROWS = sql`m.scope = 'stock' AND m.delta < 0
  AND m.created_at >= now() - make_interval(days => ${REORDER_LIMITS.outflowDays})`;

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
