import { sql } from 'drizzle-orm';
import { DASHBOARD_ALERTS, DASHBOARD_RECENT_PRODUCTS, type TDashboardSummary } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { listActiveAlerts } from '../alerts/alerts.service.js';

interface Counts {
  total_products: number;
  inventories: number;
  users: number;
  low_stock_items: number;
  active_alerts: number;
}

interface RecentProduct {
  id: string;
  product_name: string;
  sku: string | null;
  quantity: number;
  price: string;
  threshold_limit: number | null;
  created_at: Date | string;
}

/**
 * The dashboard in one call: five kept counts (one SQL statement), the newest products and the newest
 * active alerts. Users and alerts are for signed-in users; a visitor gets them empty.
 */
export async function dashboardSummary(db: Db, signedIn: boolean): Promise<TDashboardSummary> {
  const [counts, recent, alerts] = await Promise.all([
    queryRows<Counts>(
      db,
      // Every count is kept by triggers in the writing transaction (migrations 0004, 0005, 0012): five
      // primary-key reads, exact under concurrent writes, whatever the size of the tables.
      sql`SELECT
        coalesce(max(n) FILTER (WHERE table_name = 'products'), 0)::int AS total_products,
        coalesce(max(n) FILTER (WHERE table_name = 'inventories'), 0)::int AS inventories,
        coalesce(max(n) FILTER (WHERE table_name = 'users'), 0)::int AS users,
        coalesce(max(n) FILTER (WHERE table_name = 'products:low'), 0)::int AS low_stock_items,
        coalesce(max(n) FILTER (WHERE table_name = 'alerts:false'), 0)::int AS active_alerts
      FROM row_counts
      WHERE table_name IN ('products', 'inventories', 'users', 'products:low', 'alerts:false')`,
    ),
    queryRows<RecentProduct>(
      db,
      sql`SELECT id, product_name, sku, quantity, price, threshold_limit, created_at
          FROM products ORDER BY created_at DESC, id DESC LIMIT ${DASHBOARD_RECENT_PRODUCTS}`,
    ),
    signedIn ? listActiveAlerts(db, DASHBOARD_ALERTS) : Promise.resolve([]),
  ]);
  const c = counts[0]!;
  return {
    counts: {
      totalProducts: c.total_products,
      inventories: c.inventories,
      users: signedIn ? c.users : 0,
      lowStockItems: c.low_stock_items,
      activeAlerts: signedIn ? c.active_alerts : 0,
    },
    recentProducts: recent.map((p) => ({
      _id: p.id,
      id: p.id,
      productName: p.product_name,
      sku: p.sku,
      quantity: p.quantity,
      price: Number(p.price),
      thresholdLimit: p.threshold_limit,
      lowStock: p.quantity <= (p.threshold_limit ?? 0),
      createdAt: new Date(p.created_at).toISOString(),
    })),
    activeAlerts: alerts,
    signedIn,
  };
}
