import { formatNumber, type TDashboardSummary } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

/**
 * What the dashboard shows when its summary could not be loaded: a failed load counts as empty
 * (docs/domain.md#screens-and-fixed-texts, Dashboard), so zeros and the empty lists, never an error
 * line.
 */
export function emptySummary(signedIn: boolean): TDashboardSummary {
  return {
    counts: { totalProducts: 0, inventories: 0, users: 0, lowStockItems: 0, activeAlerts: 0 },
    recentProducts: [],
    activeAlerts: [],
    signedIn,
  };
}

/** The line of the Low Stock warning card: "1 product is …" or "3 products are at or below their threshold". */
export function lowStockMessage(count: number): string {
  const message = count === 1 ? m.dashboard_low_stock_one : m.dashboard_low_stock_other;
  return message({ count: formatNumber(count, 0) });
}
