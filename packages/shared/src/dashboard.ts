import { z } from 'zod';
import { zAlertSchema } from './alerts.js';

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
