import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { indiaDateFromToday, readGstin } from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { SCALE_ADMIN_EMAIL, SCALE_PASSWORD, seedScale } from '../src/scripts/seed-scale.js';
import { hashPassword } from '../src/modules/users/password.js';
import { syncExpiredStockAlerts, syncOverworkAlerts } from '../src/modules/alerts/system-alerts.js';
import { raiseMissedEtaAlerts } from '../src/modules/transports/missed-eta.js';
import { syncOverdueInvoiceAlerts } from '../src/modules/receivables/overdue-alerts.js';
import { auth } from './support/http.js';
import { useTestContext } from './support/test-app.js';

const SCALE = {
  products: 400,
  inventories: 6,
  users: 50,
  transports: 80,
  alerts: 60,
  customers: 40,
  invoices: 600,
};

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
                 (SELECT count(*)::int FROM alerts WHERE type <> 'invoiceOverdue') AS alerts,
                 (SELECT count(*)::int FROM customers) AS customers,
                 (SELECT count(*)::int FROM sales_orders) AS sales_orders,
                 (SELECT count(*)::int FROM invoices) AS invoices,
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
                                    WHERE l.transport_id = t.id)
          UNION ALL
          SELECT 'invoice sums against its lines', count(*)::int FROM invoices i
            JOIN (SELECT invoice_id, count(*) AS n, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst,
                         sum(igst) AS igst, sum(cess) AS cess
                  FROM invoice_lines GROUP BY invoice_id) l ON l.invoice_id = i.id
            WHERE l.n NOT BETWEEN 1 AND 3 OR (i.taxable, i.cgst, i.sgst, i.igst, i.cess) <> (l.taxable, l.cgst, l.sgst, l.igst, l.cess)
          UNION ALL
          SELECT 'invoice without lines', count(*)::int FROM invoices i
            WHERE NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id)
          UNION ALL
          SELECT 'line taxes', count(*)::int FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
            WHERE l.taxable <> l.rate * l.quantity - l.discount
               OR (i.supply = 'intra' AND (l.igst <> 0 OR l.cgst <> l.sgst OR l.cgst <> round(l.taxable * l.gst_rate / 200, 2)))
               OR (i.supply = 'inter' AND (l.cgst <> 0 OR l.sgst <> 0 OR l.igst <> round(l.taxable * l.gst_rate / 100, 2)))
               OR l.gst_rate <> (SELECT gst_rate FROM product_tax_rates t WHERE t.product_id = l.product_id)
          UNION ALL
          SELECT 'invoice seller, supply and place', count(*)::int FROM invoices i
            JOIN gst_registrations r ON r.id = i.registration_id JOIN customers c ON c.id = i.customer_id
            WHERE i.seller->>'gstin' <> r.gstin OR i.place_of_supply <> c.state_code
               OR (i.supply = 'intra') <> (r.state_code = c.state_code) OR (i.kind = 'b2b') <> (c.gstin IS NOT NULL)
               OR length(i.number) > 16 OR i.invoice_date >= (now() AT TIME ZONE 'Asia/Kolkata')::date
               OR i.due_date <> i.invoice_date + c.payment_terms_days
          UNION ALL
          SELECT 'invoice numbers in date order', count(*)::int FROM invoices a JOIN invoices b
            ON b.registration_id = a.registration_id AND b.financial_year = a.financial_year
           AND b.number > a.number AND b.invoice_date < a.invoice_date
          UNION ALL
          SELECT 'paid against allocations', count(*)::int FROM invoices i
            WHERE i.paid <> (SELECT coalesce(sum(amount), 0) FROM receipt_allocations a WHERE a.invoice_id = i.id)
               OR i.paid > i.total OR (i.status = 'cancelled' AND i.paid > 0)
          UNION ALL
          SELECT 'receipt allocated', count(*)::int FROM receipts r
            WHERE r.allocated <> (SELECT coalesce(sum(amount), 0) FROM receipt_allocations a WHERE a.receipt_id = r.id)
               OR r.receipt_date < (SELECT max(i.invoice_date) FROM receipt_allocations a
                                    JOIN invoices i ON i.id = a.invoice_id WHERE a.receipt_id = r.id)
               OR EXISTS (SELECT 1 FROM receipt_allocations a JOIN invoices i ON i.id = a.invoice_id
                          WHERE a.receipt_id = r.id AND i.customer_id <> r.customer_id)
          UNION ALL
          SELECT 'e-invoice state against registrations', count(*)::int FROM invoices i
            WHERE i.einvoice_state IS DISTINCT FROM (SELECT CASE WHEN bool_or(r.status = 'active') THEN 'active'
                                                               WHEN count(*) > 0 THEN 'cancelled' END
                                                    FROM einvoice_registrations r WHERE r.invoice_id = i.id)
               OR (i.einvoice_state IS NOT NULL AND i.kind <> 'b2b')
          UNION ALL
          SELECT 'series behind its numbers', count(*)::int FROM (
            SELECT 'invoice:' || registration_id AS series, financial_year, max(right(number, 5)::int) AS last
            FROM invoices GROUP BY 1, 2
            UNION ALL
            SELECT 'RCT', split_part(number, '/', 2), max(split_part(number, '/', 3)::int) FROM receipts GROUP BY 2
          ) x
            WHERE NOT EXISTS (SELECT 1 FROM number_series s WHERE s.series = x.series
                                AND s.financial_year = x.financial_year AND s.last = x.last)
          UNION ALL
          SELECT 'warehouse not billed under its state', count(*)::int FROM inventories i
            LEFT JOIN gst_registrations r ON r.id = i.registration_id
            WHERE r.id IS NULL OR split_part(i.location, ', ', 3) <> r.name`,
    );
    expect(broken).toEqual(broken.map((b) => ({ rule: b.rule, n: 0 })));

    // Invoices in both financial years, most of them paid, some part paid, some owed; numbers
    // unique in their registration's year (a unique index) and the series' counters past them.
    type Billing = Record<'years' | 'paid' | 'part_paid' | 'owed' | 'inter' | 'lines' | 'on_account', number>;
    const [billing] = await queryRows<Billing>(
      db,
      sql`SELECT count(DISTINCT financial_year)::int AS years,
                 count(*) FILTER (WHERE status = 'issued' AND paid = total)::int AS paid,
                 count(*) FILTER (WHERE paid > 0 AND paid < total)::int AS part_paid,
                 count(*) FILTER (WHERE status = 'issued' AND paid < total)::int AS owed,
                 count(*) FILTER (WHERE supply = 'inter')::int AS inter,
                 (SELECT count(*)::int FROM invoice_lines) AS lines,
                 (SELECT count(*)::int FROM receipts WHERE amount > allocated) AS on_account
          FROM invoices`,
    );
    // From the last financial year's first day to yesterday (on 1 April, all of it the last year's).
    expect(billing!.years).toBe(indiaDateFromToday().endsWith('-04-01') ? 1 : 2);
    expect(billing!.paid / SCALE.invoices).toBeGreaterThan(0.6);
    expect(billing!.part_paid).toBeGreaterThan(0);
    expect(billing!.owed).toBeGreaterThan(0);
    expect(billing!.inter).toBeGreaterThan(0);
    expect(billing!.lines).toBeGreaterThan(SCALE.invoices);
    expect(billing!.on_account).toBeGreaterThan(0);

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
    expect(await syncOverdueInvoiceAlerts(db)).toBe(0);

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

    // The invoices read as the app answers them (the seller and buyer as their schema says), a
    // ledger's balance is what the customer owes, and the ageing counts it.
    const list = await ctx.app.inject({ url: '/api/v1/invoices?limit=5', headers: auth(token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBe(SCALE.invoices);
    for (const { id } of list.json().data.invoices as { id: string }[]) {
      const one = await ctx.app.inject({ url: `/api/v1/invoices/${id}`, headers: auth(token) });
      expect(one.statusCode, one.body).toBe(200);
    }
    const [owing] = await queryRows<{ id: string; owed: string; on_account: string }>(
      db,
      sql`SELECT c.id,
                 (SELECT sum(total - paid) FROM invoices WHERE customer_id = c.id AND status = 'issued') AS owed,
                 (SELECT coalesce(sum(amount - allocated), 0) FROM receipts WHERE customer_id = c.id) AS on_account
          FROM customers c WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.id)
          ORDER BY (SELECT count(*) FROM invoices WHERE customer_id = c.id) DESC LIMIT 1`,
    );
    const ledger = await ctx.app.inject({
      url: `/api/v1/customers/${owing!.id}/ledger`,
      headers: auth(token),
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().data.ledger.closingBalance).toBeCloseTo(
      Number(owing!.owed) - Number(owing!.on_account),
      2,
    );
    const ageing = await ctx.app.inject({ url: '/api/v1/receivables/ageing', headers: auth(token) });
    expect(ageing.statusCode, ageing.body).toBe(200);
    expect(ageing.json().data.totals.outstanding).toBeGreaterThan(0);
  });
});
