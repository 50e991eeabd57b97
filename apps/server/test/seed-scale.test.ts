import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readGstin } from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { SCALE_ADMIN_EMAIL, SCALE_PASSWORD, seedScale } from '../src/scripts/seed-scale.js';
import { hashPassword } from '../src/modules/users/password.js';
import { syncExpiredStockAlerts, syncOverworkAlerts } from '../src/modules/alerts/system-alerts.js';
import { raiseMissedEtaAlerts } from '../src/modules/transports/missed-eta.js';
import { auth } from './support/http.js';
import { useTestContext } from './support/test-app.js';

const SCALE = { products: 400, inventories: 6, users: 50, transports: 80, alerts: 60, customers: 40 };

describe('the scale data set (seed:scale), small', () => {
  const ctx = useTestContext();

  it('loads the counts asked for, consistent the way the app keeps its books', async () => {
    const { db } = ctx.database;
    const steps = await seedScale(db, SCALE, await hashPassword(SCALE_PASSWORD));
    expect(steps.length).toBeGreaterThan(10);

    const [counts] = await queryRows<Record<string, number>>(
      db,
      sql`SELECT (SELECT count(*)::int FROM products) AS products,
                 (SELECT count(*)::int FROM inventories) AS inventories,
                 (SELECT count(*)::int FROM users) AS users,
                 (SELECT count(*)::int FROM transports) AS transports,
                 (SELECT count(*)::int FROM alerts) AS alerts,
                 (SELECT count(*)::int FROM customers) AS customers,
                 (SELECT count(*)::int FROM sales_orders) AS sales_orders,
                 (SELECT sum(n)::int FROM row_counts WHERE table_name = 'products') AS counted_products`,
    );
    expect(counts).toEqual({
      ...SCALE,
      sales_orders: 2 * SCALE.customers,
      counted_products: SCALE.products,
    });

    // Nothing out of balance: each query lists the rows that break a rule, and must list none.
    const broken = await queryRows<{ rule: string; n: number }>(
      db,
      sql`SELECT 'stock ledger' AS rule, count(*)::int AS n FROM products p
            WHERE p.quantity <> (SELECT coalesce(sum(delta), 0) FROM stock_movements m
                                 WHERE m.product_id = p.id AND m.scope = 'stock')
          UNION ALL
          SELECT 'placement ledger', count(*)::int FROM inventory_products ip
            WHERE ip.quantity <> (SELECT coalesce(sum(delta), 0) FROM stock_movements m
                                  WHERE m.product_id = ip.product_id AND m.inventory_id = ip.inventory_id
                                    AND m.scope = 'placement')
          UNION ALL
          SELECT 'batches within placements', count(*)::int FROM inventory_products ip
            WHERE ip.quantity < (SELECT coalesce(sum(quantity), 0) FROM batch_stock s
                                 WHERE s.inventory_id = ip.inventory_id AND s.product_id = ip.product_id)
          UNION ALL
          SELECT 'batch ledger', count(*)::int FROM batch_stock s
            WHERE s.quantity <> (SELECT coalesce(sum(delta), 0) FROM stock_movements m
                                 WHERE m.batch_id = s.batch_id AND m.inventory_id = s.inventory_id)
          UNION ALL
          SELECT 'batched product without its earliest batch', count(*)::int FROM products p
            WHERE p.has_batches AND p.expiry_date IS DISTINCT FROM
                  (SELECT min(b.expiry_date) FROM batches b WHERE b.product_id = p.id
                     AND EXISTS (SELECT 1 FROM batch_stock s WHERE s.batch_id = b.id))
          UNION ALL
          SELECT 'received order lines', count(*)::int FROM purchase_order_lines l
            JOIN purchase_orders o ON o.id = l.purchase_order_id
            WHERE l.received_quantity > l.quantity OR (o.status = 'received') <> (l.received_quantity = l.quantity)
          UNION ALL
          SELECT 'placed quantity', count(*)::int FROM products p
            WHERE p.placed_quantity <> (SELECT coalesce(sum(quantity), 0) FROM inventory_products ip
                                        WHERE ip.product_id = p.id)
          UNION ALL
          SELECT 'occupied capacity', count(*)::int FROM inventories i
            WHERE i.capacity_occupied <> (SELECT coalesce(sum(coalesce(p.weight, 0) * ip.quantity), 0)
                                          FROM inventory_products ip JOIN products p ON p.id = ip.product_id
                                          WHERE ip.inventory_id = i.id)
               OR i.capacity_occupied > i.total_capacity OR i.volume_occupied > i.total_volume
          UNION ALL
          SELECT 'low stock without its alert', count(*)::int FROM products p
            WHERE p.quantity <= coalesce(p.threshold_limit, 0)
              AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.is_system AND NOT a.resolved
                                AND a.target_id = p.id::text
                                AND a.type IN ('lowStock', 'outOfStock'))
          UNION ALL
          SELECT 'customer state against GSTIN', count(*)::int FROM customers c
            WHERE c.gstin IS NOT NULL AND left(c.gstin, 2) <> c.state_code
          UNION ALL
          SELECT 'sales order totals', count(*)::int FROM sales_orders o
          WHERE o.total <> (SELECT sum(amount) FROM sales_order_lines WHERE sales_order_id = o.id)
             OR (SELECT count(*) FROM sales_order_lines WHERE sales_order_id = o.id) <> 2
          UNION ALL
          SELECT 'transport totals', count(*)::int FROM transports t
            WHERE t.total_value <> (SELECT coalesce(sum(p.price * l.quantity), 0)
                                    FROM transport_lines l JOIN products p ON p.id = l.product_id
                                    WHERE l.transport_id = t.id)`,
    );
    expect(broken).toEqual(broken.map((b) => ({ rule: b.rule, n: 0 })));

    const [low] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM products WHERE quantity <= coalesce(threshold_limit, 0)`,
    );
    expect(low!.n).toBeGreaterThan(0);

    // Most customers are registered under GST, each GSTIN a valid one of its own state.
    const gstins = await queryRows<{ gstin: string; state: string }>(
      db,
      sql`SELECT gstin, state_code AS state FROM customers WHERE gstin IS NOT NULL`,
    );
    expect(gstins.length).toBeGreaterThan(SCALE.customers / 2);
    for (const { gstin, state } of gstins)
      expect(readGstin(gstin)).toMatchObject({ ok: true, stateCode: state });

    // The system finds nothing more to raise: no expired stock, nobody overworked, no missed ETA.
    expect(await syncExpiredStockAlerts(db)).toBe(0);
    expect(await syncOverworkAlerts(db)).toBe(0);
    expect(await raiseMissedEtaAlerts(db)).toBe(0);

    // And the app serves it: the admin signs in, the lists and the dashboard count it all.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: SCALE_ADMIN_EMAIL, password: SCALE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const page = await ctx.app.inject({ url: '/api/v1/products/?limit=50' });
    expect(page.json().data.total).toBe(SCALE.products);
    expect(page.json().data.products).toHaveLength(50);
    const summary = await ctx.app.inject({ url: '/api/v1/dashboard/summary', headers: auth(token) });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.counts).toMatchObject({
      totalProducts: SCALE.products,
      inventories: SCALE.inventories,
      users: SCALE.users,
      lowStockItems: low!.n,
    });
    const driver = await queryRows<{ phone: string }>(
      db,
      sql`SELECT phone FROM users WHERE role = 'driver' ORDER BY created_at LIMIT 1`,
    );
    const driverLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { phone: driver[0]!.phone, password: SCALE_PASSWORD },
    });
    expect(driverLogin.statusCode).toBe(200);
  });
});
