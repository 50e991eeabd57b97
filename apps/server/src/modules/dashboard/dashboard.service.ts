import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isoTime, jsonObject } from '../../db/json.js';
import { keptCount } from '../../db/row-counts.js';
import { alerts, products, users } from '../../db/schema.js';
import { preparedPerDatabase } from '../../db/transaction.js';
import { alertJson } from '../alerts/alert-answer.js';
import { DASHBOARD_ALERTS, DASHBOARD_RECENT_PRODUCTS } from './dashboard-limits.js';

const signedIn = sql`${sql.placeholder('signedIn')}::boolean`;

/** A recent product as the dashboard shows it. */
const recentProductJson = jsonObject([
  ['_id', products.id],
  ['id', products.id],
  ['productName', products.productName],
  ['sku', products.sku],
  ['quantity', products.quantity],
  ['price', sql`${products.price}::float8`],
  ['thresholdLimit', products.thresholdLimit],
  ['lowStock', sql`${products.quantity} <= coalesce(${products.thresholdLimit}, 0)`],
  ['createdAt', isoTime(products.createdAt)],
]);

/**
 * The whole summary in one statement, written as JSON by PostgreSQL: the five kept counts (exact
 * under concurrent writes, whatever the size of the tables), the newest products (created_at's
 * index) and, for a signed-in user, the newest active alerts. One round trip a visit.
 */
const summaryStatement = preparedPerDatabase((db) => {
  const recent = db
    .select({ j: recentProductJson.as('j'), createdAt: products.createdAt, id: products.id })
    .from(products)
    .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
    .limit(DASHBOARD_RECENT_PRODUCTS)
    .as('recent');
  const newest = db
    .select({ j: alertJson.as('j'), ts: alerts.timestamp, id: alerts.id })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.triggeredBy))
    .where(eq(alerts.resolved, false))
    .orderBy(sql`${alerts.timestamp} desc`, sql`${alerts.id} desc`)
    .limit(DASHBOARD_ALERTS)
    .as('newest');
  return db
    .select({
      body: sql<string>`json_build_object(
        'counts', json_build_object(
          'totalProducts', ${keptCount('products')},
          'inventories', ${keptCount('inventories')},
          'users', case when ${signedIn} then ${keptCount('users')} else 0 end,
          'lowStockItems', ${keptCount('products:low')},
          'activeAlerts', case when ${signedIn} then ${keptCount('alerts:false')} else 0 end),
        'recentProducts', coalesce((
          select json_agg(${recent.j}::json order by ${recent.createdAt} desc, ${recent.id} desc)
          from ${recent}), '[]'::json),
        'activeAlerts', case when ${signedIn} then coalesce((
          select json_agg(${newest.j}::json order by ${newest.ts} desc, ${newest.id} desc)
          from ${newest}), '[]'::json) else '[]'::json end,
        'signedIn', ${signedIn})::text`,
    })
    .from(sql`(select 1) as one`)
    .prepare('dashboard_summary');
});

/**
 * The answer of GET /dashboard/summary as JSON text. Users and alerts are for signed-in users; a
 * visitor gets them as 0 and empty, and `signedIn: false`.
 */
export async function dashboardSummaryJson(db: Db, isSignedIn: boolean): Promise<string> {
  const [row] = await summaryStatement(db).execute({ signedIn: isSignedIn });
  return `{"data":${row!.body}}`;
}
