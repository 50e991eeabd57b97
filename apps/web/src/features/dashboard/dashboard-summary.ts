import { formatNumber, type TDashboardSummary } from '@godown/shared';

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
  return count === 1
    ? '1 product is at or below its threshold'
    : `${formatNumber(count, 0)} products are at or below their threshold`;
}
