import { z } from 'zod';
import { zAlertSchema } from './alerts.js';
import { rule } from './messages/rule.js';
import { zTransportStatusCountsSchema } from './transports.js';

/** A recent product on the dashboard: name, quantity, price and whether it is low on stock. */
export const zDashboardProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  thresholdLimit: z.number().nullable(),
  lowStock: z.boolean(),
  createdAt: z.string(),
});
export type TDashboardProduct = z.infer<typeof zDashboardProductSchema>;

/**
 * Response of GET /dashboard/summary: the five counts, the newest products and the first active
 * alerts (newest first), in one call. Users and alerts need a signed-in user: for a visitor they
 * count as empty, as a failed load would (docs/domain.md#dashboard).
 */
export const zDashboardSummarySchema = z.object({
  counts: z.object({
    totalProducts: z.number(),
    inventories: z.number(),
    users: z.number(),
    lowStockItems: z.number(),
    activeAlerts: z.number(),
  }),
  recentProducts: z.array(zDashboardProductSchema),
  activeAlerts: z.array(zAlertSchema),
  /** False for a signed-out visitor, who is not shown users and alerts. */
  signedIn: z.boolean(),
});
export type TDashboardSummary = z.infer<typeof zDashboardSummarySchema>;

// ---- Charts (docs/domain.md#charts) -------------------------------------------------------------

/** The limits of the charts: how many entries a chart shows and the days it covers. */
export const CHART_LIMITS = {
  /** Entries of a value chart at most: past it, the smallest are summed into one "others" entry. */
  groupsMax: 12,
  /** India days the stock flow covers, today included. */
  flowDays: 30,
  /** Products the lowest-cover chart lists at most. */
  lowestCoverMax: 10,
  /** Days a product's or an inventory's history covers when none is asked for, today included. */
  historyDaysDefault: 90,
  historyDaysMin: 7,
  historyDaysMax: 365,
  /**
   * How long the company-wide charts, once summed, answer every viewer (ms) before the next call sums
   * them again; a server may set its own (CHARTS_MAX_AGE_MS, 0: sum on every call).
   */
  sharedMaxAgeMs: 10_000,
  /** Past this age (ms) a caller waits for the new sums rather than take the old ones meanwhile. */
  sharedStaleMaxMs: 60_000,
} as const;

/** The name of the entry that sums the categories or warehouses past the first CHART_LIMITS.groupsMax - 1. */
export const CHART_OTHERS_LABEL = 'Others';

export const CHART_MESSAGES = {
  days: rule('chart.days', { min: CHART_LIMITS.historyDaysMin, max: CHART_LIMITS.historyDaysMax }),
} as const;

/** Query of GET /products/{id}/history and GET /inventory/{id}/history: the days to cover, today included. */
export const zHistoryQuerySchema = z.object({
  days: z.coerce
    .number(CHART_MESSAGES.days)
    .int(CHART_MESSAGES.days)
    .min(CHART_LIMITS.historyDaysMin, CHART_MESSAGES.days)
    .max(CHART_LIMITS.historyDaysMax, CHART_MESSAGES.days)
    .optional(),
});
export type THistoryQuery = z.infer<typeof zHistoryQuerySchema>;

const zUnitsValue = {
  /** Units held. */
  units: z.number(),
  /** Rupees: units × the product's price today, 2 decimals. */
  value: z.number(),
};

/**
 * Stock value by product category: every product's quantity (company-wide: placed, unplaced and on
 * the road) at today's price, biggest value first.
 */
export const zCategoryValueSchema = z.object({
  /**
   * The category as typed; null for the products without one (shown as UNCATEGORISED_LABEL) and
   * for the others entry.
   */
  category: z.string().nullable(),
  /** True for the last entry only, there when the categories outnumber CHART_LIMITS.groupsMax: the rest. */
  isOther: z.boolean(),
  ...zUnitsValue,
});
export type TCategoryValue = z.infer<typeof zCategoryValueSchema>;

/** Stock value by warehouse: the units placed in it at today's prices, as its cost summary counts. */
export const zInventoryValueSchema = z.object({
  /** Null for the others entry. */
  inventoryId: z.string().nullable(),
  /** The warehouse's name; CHART_OTHERS_LABEL for the others entry. */
  name: z.string(),
  /** True for the last entry only, there when the warehouses outnumber CHART_LIMITS.groupsMax: the rest. */
  isOther: z.boolean(),
  ...zUnitsValue,
});
export type TInventoryValue = z.infer<typeof zInventoryValueSchema>;

/** Units into and out of the company's stock on one India day (the ledger's `stock` rows). */
export const zStockFlowDaySchema = z.object({
  /** YYYY-MM-DD, a calendar day in India. */
  day: z.string(),
  /** Units that came in: the sum of the day's positive rows. */
  in: z.number(),
  /** Units that went out: the sum of the day's negative rows, as a positive number. */
  out: z.number(),
});
export type TStockFlowDay = z.infer<typeof zStockFlowDaySchema>;

/** A product and how long its stock lasts at the pace it left over the last 30 days (as on Reorder). */
export const zLowCoverProductSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  /** Stock on hand, company-wide. */
  quantity: z.number(),
  /** Average daily outflow, 2 decimals: the units that left the company over the last 30 days ÷ 30. */
  dailyUse: z.number(),
  /** Whole days the quantity lasts at that pace (rounded down). */
  daysOfCover: z.number(),
});
export type TLowCoverProduct = z.infer<typeof zLowCoverProductSchema>;

/** Response data of GET /dashboard/charts (signed-in users; docs/domain.md#charts). */
export const zDashboardChartsSchema = z.object({
  /** At most CHART_LIMITS.groupsMax entries, biggest value first, the others entry (if any) last. */
  valueByCategory: z.array(zCategoryValueSchema),
  /** At most CHART_LIMITS.groupsMax entries, biggest value first, the others entry (if any) last. */
  valueByInventory: z.array(zInventoryValueSchema),
  /** Every day of the last CHART_LIMITS.flowDays (today included), oldest first. */
  stockFlow: z.array(zStockFlowDaySchema),
  /** Transports by status, of those the viewer may see (a supplier or driver: their own). */
  transportsByStatus: zTransportStatusCountsSchema,
  /** The CHART_LIMITS.lowestCoverMax products with outflow and the fewest days of cover, fewest first. */
  lowestCover: z.array(zLowCoverProductSchema),
});
export type TDashboardCharts = z.infer<typeof zDashboardChartsSchema>;

/** Response data of GET /products/{id}/history: the product's quantity at the end of each day. */
export const zProductHistorySchema = z.object({
  /** Every day of the window, oldest first; the last (today) is the quantity now. */
  points: z.array(z.object({ day: z.string(), quantity: z.number() })),
});
export type TProductHistory = z.infer<typeof zProductHistorySchema>;

/** Response data of GET /inventory/{id}/history: the volume used at the end of each India day. */
export const zInventoryHistorySchema = z.object({
  /** The inventory's total volume in m³; null when it has none (0). */
  capacity: z.number().nullable(),
  /** Every day of the window, oldest first; the last (today) is what the inventory page shows. */
  points: z.array(
    z.object({
      day: z.string(),
      /** m³ held at today's product sizes, 6 decimals. */
      usedVolume: z.number(),
      /** usedVolume ÷ capacity, a fraction (0.5: half full; × 100 for a percentage); null without one. */
      utilization: z.number().nullable(),
    }),
  ),
});
export type TInventoryHistory = z.infer<typeof zInventoryHistorySchema>;
