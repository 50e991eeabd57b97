// The scale data set of the benchmarks: a distributor with (by default) 100,000 products, 500
// warehouses, 2,000 people, 20,000 transports, 5,000 alerts and 10,000 customers, and with
// `--invoices N` its GST registrations, N invoices and their receipts. Every table is filled by one
// set-based INSERT ... SELECT over generate_series, so the rows are made inside the database in
// bulk (no round trip per row) and the same SQL runs on PostgreSQL and on PGlite.
//
// The rows are deterministic (hashes of the row number, not random draws) and consistent the way
// the app keeps them: the ledger sums to each quantity, placements to placed_quantity, occupied
// capacities to the placements' weight and volume, low-stock products carry their open alert,
// transport totals come from their lines.
import { sql, type SQL } from 'drizzle-orm';
import { TRANSPORT_OPEN_STATUSES } from '@godown/shared';
import type { Db } from '../db/client.js';
import { sqlLiteralList } from '../db/sql-literals.js';
import { queryRows } from '../db/transaction.js';
import {
  ALERT_MESSAGES,
  AREAS,
  BRANDS,
  CATALOGUE,
  CITIES,
  FIRST_NAMES,
  HINDI_NAMES,
  LAST_NAMES,
  SHIFT_NAMES,
  WAREHOUSE_KINDS,
} from './scale-data.js';
import { idOf, pick } from './scale-sql.js';
import { scaleCustomersInsert, scaleSalesOrdersInsert } from './seed-scale-customers.js';
import { scaleBillingSteps } from './seed-scale-invoices.js';

export interface ScaleOptions {
  products: number;
  inventories: number;
  users: number;
  transports: number;
  alerts: number;
  customers: number;
  /** Issued invoices with their receipts (seed-scale-invoices.ts); none when absent. */
  invoices?: number;
}

/**
 * The benchmark's scale (docs/performance.md): what `npm run seed:scale` loads with no flags; the
 * benchmark adds `--invoices 200000` (bench/servers.mjs).
 */
export const DEFAULT_SCALE: Required<ScaleOptions> = {
  products: 100_000,
  inventories: 500,
  users: 2_000,
  transports: 20_000,
  alerts: 5_000,
  customers: 10_000,
  invoices: 0,
};

/** The benchmark's admin: the first user of the data set. */
export const SCALE_ADMIN_EMAIL = 'admin@scale.godown.in';
/** Every account of the scale data set signs in with this password. */
export const SCALE_PASSWORD = 'scale123';

/** A SQL text array literal of constant data. */
function textArray(values: string[]): SQL {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}
function numberArray(values: number[]): SQL {
  return sql.raw(`ARRAY[${values.join(',')}]::float8[]`);
}

const cityNames = textArray(CITIES.map((c) => c[0]));
const cityStates = textArray(CITIES.map((c) => c[1]));
const cityLngs = numberArray(CITIES.map((c) => c[2]));
const cityLats = numberArray(CITIES.map((c) => c[3]));
const catalogueItems = CATALOGUE.flatMap(([category, packs, items]) =>
  items.map((item) => [category, item, packs.join('|')] as const),
);
const itemNames = textArray(catalogueItems.map((c) => c[1]));
const itemHindiNames = textArray(catalogueItems.map((c) => HINDI_NAMES[c[1]] ?? c[1]));
const itemCategories = textArray(catalogueItems.map((c) => c[0]));
const itemPacks = textArray(catalogueItems.map((c) => c[2]));

export interface SeedStep {
  name: string;
  rows: number;
  ms: number;
}

/**
 * Loads the scale data set into an empty, migrated database and returns each step's row count and
 * time. `passwordHash` is the argon2 hash every account shares (hashing 2,000 passwords would
 * measure argon2, not the loader).
 */
export async function seedScale(db: Db, options: ScaleOptions, passwordHash: string): Promise<SeedStep[]> {
  const { products: P, inventories: M, users: U, transports: T, alerts: A, customers: C } = options;
  const steps: SeedStep[] = [];
  const step = async (name: string, query: SQL | (() => Promise<number>)) => {
    const started = performance.now();
    const result =
      typeof query === 'function'
        ? { rowCount: await query() }
        : ((await db.execute(query)) as unknown as { rowCount?: number; affectedRows?: number });
    steps.push({ name, rows: result.rowCount ?? result.affectedRows ?? 0, ms: performance.now() - started });
  };
  const g = sql`g`;
  const city = (salt: string) => sql`(1 + ${pick(g, salt, CITIES.length)})`;
  // Roles by row: the first 1% are admins (at least 1), then 20% suppliers, 30% drivers, the rest staff.
  const admins = Math.max(1, Math.floor(U * 0.01));
  const suppliers = Math.max(1, Math.floor(U * 0.2));
  const drivers = Math.max(1, Math.floor(U * 0.3));
  const supplierRow = (salt: string) => sql`(${admins} + 1 + ${pick(g, salt, suppliers)})`;
  const driverRow = (salt: string) => sql`(${admins + suppliers} + 1 + ${pick(g, salt, drivers)})`;

  await step(
    'users',
    sql`INSERT INTO users (id, name, email, phone, password_hash, role, shift, wage_per_hour,
          hours_this_month, extra_shift, active, created_at, updated_at)
        SELECT ${idOf('user', g)},
          CASE WHEN g = 1 THEN 'Aarav Mehta'
               ELSE (${textArray(FIRST_NAMES)})[1 + ${pick(g, 'first', FIRST_NAMES.length)}]
                    || ' ' || (${textArray(LAST_NAMES)})[1 + ${pick(g, 'last', LAST_NAMES.length)}] END,
          CASE WHEN g = 1 THEN ${SCALE_ADMIN_EMAIL}
               WHEN g > ${admins + suppliers} AND g <= ${admins + suppliers + drivers} THEN NULL
               ELSE 'user' || g || '@scale.godown.in' END,
          CASE WHEN g = 1 THEN NULL ELSE (6000000000 + g)::text END,
          ${passwordHash},
          (CASE WHEN g <= ${admins} THEN 'admin'
                WHEN g <= ${admins + suppliers} THEN 'supplier'
                WHEN g <= ${admins + suppliers + drivers} THEN 'driver'
                ELSE 'staff' END)::role,
          (${textArray(SHIFT_NAMES)})[1 + ${pick(g, 'shift', SHIFT_NAMES.length)}],
          120 + ${pick(g, 'wage', 48000)} / 100.0,
          ${pick(g, 'hours', 15000)} / 100.0,
          ${pick(g, 'extra', 20)} = 0,
          g = 1 OR ${pick(g, 'active', 40)} <> 0,
          now() - (${U} - g) * interval '3 hours',
          now()
        FROM generate_series(1, ${U}) AS g`,
  );

  await step(
    'inventories',
    sql`INSERT INTO inventories (id, name, location, description, total_capacity, total_volume,
          longitude, latitude, created_at, updated_at)
        SELECT ${idOf('inventory', g)},
          c.name || ' ' || (${textArray(WAREHOUSE_KINDS)})[1 + ${pick(g, 'kind', WAREHOUSE_KINDS.length)}] || ' ' || g,
          (${textArray(AREAS)})[1 + ${pick(g, 'area', AREAS.length)}] || ', ' || c.name || ', ' || c.state,
          'Serves retailers and kirana stores around ' || c.name,
          0, 0,
          round((c.lng + (${pick(g, 'dlng', 3000)} - 1500) / 10000.0)::numeric, 6),
          round((c.lat + (${pick(g, 'dlat', 3000)} - 1500) / 10000.0)::numeric, 6),
          now() - (${M} - g) * interval '1 day', now()
        FROM generate_series(1, ${M}) AS g
        CROSS JOIN LATERAL (SELECT ${city('city')} AS k) AS pick
        CROSS JOIN LATERAL (SELECT (${cityNames})[pick.k] AS name, (${cityStates})[pick.k] AS state,
                                   (${cityLngs})[pick.k] AS lng, (${cityLats})[pick.k] AS lat) AS c`,
  );

  // Low-stock products (quantity at or under the threshold, some at 0) each carry their open
  // system alert below; they take 40% of the alerts asked for, at most 3% of the products.
  const lowStock = Math.min(Math.floor(P * 0.03), Math.floor(A * 0.4));
  const isLow = sql`${pick(g, 'low', Math.max(P, 1))} < ${lowStock}`;
  // Each stocked product sits in one warehouse (60% of its units), a third also in a second (20%):
  // placed_quantity is written with the product and the placements below follow the same formula.
  const home = sql`(1 + ${pick(g, 'home', M)})`;
  const second = sql`(1 + ${pick(g, 'second', M)})`;
  const hasSecondHome = sql`(g % 3 = 0 AND ${second} <> ${home})`;
  await step(
    'products',
    sql`INSERT INTO products (id, product_name, sku, batch_id, product_category, price, brand, mrp, quantity,
          placed_quantity, weight, length, width, height, description, threshold_limit, shelf_life_days, mfg_date,
          expiry_date, supplier_id, supplier_longitude, supplier_latitude, created_at, updated_at)
        SELECT ${idOf('product', g)},
          b.brand || ' ' || (${itemNames})[it.k] || ' ' || split_part((${itemPacks})[it.k], '|', 1 + ${pick(g, 'pack', 3)}),
          'SKU-' || lpad(g::text, 7, '0'),
          'B' || to_char(now() - (${pick(g, 'mfg', 120)} || ' days')::interval, 'YYMMDD') || '-' || (g % 97),
          (${itemCategories})[it.k],
          pr.price,
          b.brand,
          -- Four in five carry an MRP, 5 to 30% above the price.
          CASE WHEN g % 5 <> 0 THEN round(pr.price * (105 + ${pick(g, 'mrp', 26)}) / 100.0, 0) END,
          q.n,
          floor(q.n * 0.6)::int + CASE WHEN ${hasSecondHome} THEN floor(q.n * 0.2)::int ELSE 0 END,
          (10 + ${pick(g, 'weight', 4990)}) / 100.0,
          5 + ${pick(g, 'len', 60)}, 5 + ${pick(g, 'wid', 40)}, 3 + ${pick(g, 'hei', 40)},
          (${itemNames})[it.k] || ' (' || (${itemHindiNames})[it.k] || ') by ' || b.brand || ', packed in ' || (${cityNames})[${city('origin')}]
            || '. Store in a cool, dry place away from sunlight.',
          10 + ${pick(g, 'threshold', 40)},
          s.days,
          (now() AT TIME ZONE 'Asia/Kolkata')::date - ${pick(g, 'mfg', 120)},
          (now() AT TIME ZONE 'Asia/Kolkata')::date - ${pick(g, 'mfg', 120)} + s.days,
          ${idOf('user', supplierRow('supplier'))},
          (${cityLngs})[${city('origin')}], (${cityLats})[${city('origin')}],
          now() - (${P} - g) * interval '5 minutes', now()
        FROM generate_series(1, ${P}) AS g
        CROSS JOIN LATERAL (SELECT CASE WHEN ${isLow} THEN (CASE WHEN g % 4 = 0 THEN 0 ELSE ${pick(g, 'lowq', 10)} END)
                                        ELSE 50 + ${pick(g, 'qty', 1950)} END AS n) AS q
        CROSS JOIN LATERAL (SELECT (1000 + ${pick(g, 'price', 499000)}) / 100.0 AS price) AS pr
        CROSS JOIN LATERAL (SELECT 1 + ${pick(g, 'item', catalogueItems.length)} AS k) AS it
        CROSS JOIN LATERAL (SELECT (${textArray(BRANDS)})[1 + ${pick(g, 'brand', BRANDS.length)}] AS brand) AS b
        -- Shelf life well past the oldest manufacturing date, so nothing is expired on day one.
        CROSS JOIN LATERAL (SELECT 180 + ${pick(g, 'life', 540)} AS days) AS s`,
  );

  // A month of sales: each product with units sold 1 to 5 of them on three days of the last 30, ten
  // days apart from a day of its own, in business hours (India), never before it was created: about
  // 285,000 `stock` rows at the default scale, so what reads the recent ledger (reorder's outflow,
  // the dashboard's stock flow and days of cover, a product's history) has a month of trade to
  // read. The opening row carries the units sold since, so the ledger still sums to each quantity.
  const sale = sql`(p.sku || '-' || d)`;
  const sales = sql`
    SELECT p.id AS product_id, 1 + ${pick(sale, 'sold', 5)} AS units, t.at
    FROM products p
    CROSS JOIN LATERAL generate_series(${pick(sql`p.sku`, 'sells', 10)}, 29, 10) AS d
    CROSS JOIN LATERAL (
      SELECT (((now() AT TIME ZONE 'Asia/Kolkata')::date - d)::timestamp + interval '9 hours'
              + ${pick(sale, 'minute', 600)} * interval '1 minute') AT TIME ZONE 'Asia/Kolkata' AS at
    ) AS t
    WHERE p.quantity > 0 AND t.at > p.created_at AND t.at < now()`;
  await step(
    'opening stock ledger',
    sql`INSERT INTO stock_movements (product_id, scope, delta, reason, user_id, created_at)
        SELECT p.id, 'stock', p.quantity + coalesce(s.sold, 0), 'created', ${idOf('user', sql`1`)}, p.created_at
        FROM products p
        LEFT JOIN (SELECT product_id, sum(units)::int AS sold FROM (${sales}) AS x GROUP BY product_id) AS s
          ON s.product_id = p.id
        WHERE p.quantity > 0`,
  );
  await step(
    'a month of sales',
    sql`INSERT INTO stock_movements (product_id, scope, delta, reason, user_id, created_at)
        SELECT x.product_id, 'stock', -x.units, 'adjusted', ${idOf('user', sql`1`)}, x.at
        FROM (${sales}) AS x
        ORDER BY x.at`,
  );

  await step(
    'placements',
    sql`INSERT INTO inventory_products (inventory_id, product_id, quantity, created_at, updated_at)
        SELECT ${idOf('inventory', sql`q.inventory_row`)}, p.id, q.n, p.created_at, p.created_at
        FROM generate_series(1, ${P}) AS g
        JOIN products p ON p.id = ${idOf('product', g)}
        CROSS JOIN LATERAL (VALUES
          (${home}, floor(p.quantity * 0.6)::int),
          (${second}, CASE WHEN ${hasSecondHome} THEN floor(p.quantity * 0.2)::int ELSE 0 END)
        ) AS q(inventory_row, n)
        WHERE q.n > 0`,
  );
  // Half the catalogue is held by batch: two batches per product (A earlier, B at the product's
  // expiry), each with a third of every placement, the rest without a batch. One product in 20 has
  // an A batch expiring within a week, one in 50 one expired three days ago.
  const today = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;
  await step(
    'batches',
    sql`INSERT INTO batches (id, product_id, code, mfg_date, expiry_date, created_at)
        SELECT ${idOf('batch', sql`(g * 2 + v.k)`)}, p.id, p.batch_id || '-' || v.letter, p.mfg_date,
          CASE WHEN v.k = 1 THEN p.expiry_date
               WHEN g % 50 = 0 THEN greatest(${today} - 3, p.mfg_date)
               WHEN g % 20 = 0 THEN ${today} + 5
               ELSE p.expiry_date - 90 END,
          p.created_at
        FROM generate_series(2, ${P}, 2) AS g
        JOIN products p ON p.id = ${idOf('product', g)}
        CROSS JOIN (VALUES (0, 'A'), (1, 'B')) AS v(k, letter)`,
  );
  await step(
    'batch stock',
    sql`INSERT INTO batch_stock (inventory_id, batch_id, product_id, quantity)
        SELECT ip.inventory_id, b.id, ip.product_id, floor(ip.quantity / 3)::int
        FROM inventory_products ip JOIN batches b ON b.product_id = ip.product_id
        WHERE floor(ip.quantity / 3) > 0`,
  );
  // A batched product shows its earliest-expiring batch in stock (the A batch).
  await step(
    'batched products',
    sql`UPDATE products p
        SET has_batches = true, batch_id = b.code, mfg_date = b.mfg_date, expiry_date = b.expiry_date
        FROM batches b
        WHERE b.product_id = p.id AND b.code LIKE '%-A'
          AND EXISTS (SELECT 1 FROM batch_stock s WHERE s.batch_id = b.id)`,
  );
  await step(
    'placement ledger',
    sql`INSERT INTO stock_movements (product_id, inventory_id, batch_id, scope, delta, reason, user_id, created_at)
        SELECT x.product_id, x.inventory_id, x.batch_id, 'placement', x.quantity, 'placed',
               ${idOf('user', sql`1`)}, x.created_at
        FROM (
          SELECT s.product_id, s.inventory_id, s.batch_id, s.quantity, ip.created_at
          FROM batch_stock s
          JOIN inventory_products ip ON ip.inventory_id = s.inventory_id AND ip.product_id = s.product_id
          UNION ALL
          SELECT ip.product_id, ip.inventory_id, NULL::uuid,
                 ip.quantity - coalesce((SELECT sum(s.quantity) FROM batch_stock s
                                         WHERE s.inventory_id = ip.inventory_id AND s.product_id = ip.product_id), 0),
                 ip.created_at
          FROM inventory_products ip
        ) AS x
        WHERE x.quantity > 0`,
  );
  // Occupied capacity is what the placements weigh and fill; the warehouse is built 60% larger,
  // with room to spare for the benchmark's write mix.
  await step(
    'occupied capacities',
    sql`UPDATE inventories i
        SET capacity_occupied = coalesce(s.weight, 0), volume_occupied = coalesce(s.volume, 0),
            total_capacity = ceil(coalesce(s.weight, 0) * 1.6) + 5000,
            total_volume = ceil(coalesce(s.volume, 0) * 1.6) + 50
        FROM inventories i2
        LEFT JOIN (
          SELECT ip.inventory_id,
                 sum(coalesce(p.weight, 0) * ip.quantity) AS weight,
                 sum(coalesce(p.length * p.width * p.height, 0) * 0.000001 * ip.quantity) AS volume
          FROM inventory_products ip JOIN products p ON p.id = ip.product_id
          GROUP BY ip.inventory_id
        ) AS s ON s.inventory_id = i2.id
        WHERE i.id = i2.id`,
  );

  await step(
    'storage units',
    sql`INSERT INTO storage_units (inventory_id, location_id, name, type, location, length, width,
          height, max_weight, max_volume, current_weight, current_volume)
        SELECT ${idOf('inventory', sql`i`)}, 'R' || i || '-' || chr(64 + u), 'Aisle ' || chr(64 + u) || ' Rack',
          (ARRAY['Pallet rack', 'Shelving', 'Cold room', 'Bulk floor'])[u], 'Bay ' || u,
          600, 120, 450, 6000, 32.4, (u * 700), (u * 3.5)
        FROM generate_series(1, ${M}) AS i, generate_series(1, 4) AS u`,
  );

  // Transports: 55% delivered, 15% in transit, 5% dispatched, 15% pending, 10% cancelled; open
  // ones are recent and due in the future, finished ones older. 30% are orders.
  const status = sql`(CASE WHEN s.r < 55 THEN 'delivered' WHEN s.r < 70 THEN 'in_transit'
                         WHEN s.r < 75 THEN 'dispatched' WHEN s.r < 90 THEN 'pending'
                         ELSE 'cancelled' END)`;
  await step(
    'transports',
    sql`INSERT INTO transports (id, package_id, status, transport_mode, transportation_cost,
          start_longitude, start_latitude, current_longitude, current_latitude,
          destination_longitude, destination_latitude, assigned_to, eta, is_order, created_by,
          created_at, updated_at)
        SELECT ${idOf('transport', g)},
          'PKG-' || lpad(g::text, 7, '0'),
          ${status}::transport_status,
          (CASE WHEN ${pick(g, 'mode', 20)} = 0 THEN 'air' WHEN ${pick(g, 'mode', 20)} < 3 THEN 'ship' ELSE 'land' END)::transport_mode,
          (50000 + ${pick(g, 'cost', 4950000)}) / 100.0,
          (${cityLngs})[a.k], (${cityLats})[a.k],
          CASE WHEN ${status} = 'in_transit' THEN ((${cityLngs})[a.k] + (${cityLngs})[b.k]) / 2 ELSE NULL END,
          CASE WHEN ${status} = 'in_transit' THEN ((${cityLats})[a.k] + (${cityLats})[b.k]) / 2 ELSE NULL END,
          (${cityLngs})[b.k], (${cityLats})[b.k],
          CASE WHEN ${status} = 'pending' AND g % 2 = 0 THEN NULL ELSE ${idOf('user', driverRow('driver'))} END,
          CASE WHEN ${status} IN ${sqlLiteralList(TRANSPORT_OPEN_STATUSES)}
               THEN now() + (1 + ${pick(g, 'eta', 240)}) * interval '1 hour'
               ELSE now() - (${T} - g) * interval '20 minutes' - interval '12 hours' END,
          g % 10 < 3,
          ${idOf('user', sql`1`)},
          CASE WHEN ${status} IN ${sqlLiteralList(TRANSPORT_OPEN_STATUSES)}
               THEN now() - ${pick(g, 'age', 72)} * interval '1 hour'
               ELSE now() - (${T} - g) * interval '20 minutes' - interval '3 days' END,
          now()
        FROM generate_series(1, ${T}) AS g
        CROSS JOIN LATERAL (SELECT ${pick(g, 'status', 100)} AS r) AS s
        CROSS JOIN LATERAL (SELECT ${city('from')} AS k) AS a
        CROSS JOIN LATERAL (SELECT ${city('to')} AS k) AS b`,
  );
  await step(
    'transport lines',
    sql`INSERT INTO transport_lines (transport_id, product_id, quantity)
        SELECT ${idOf('transport', g)}, ${idOf('product', sql`(1 + ${pick(sql`g || '-' || j`, 'line', P)})`)},
          1 + ${pick(sql`g || '-' || j`, 'units', 40)}
        FROM generate_series(1, ${T}) AS g, generate_series(1, 3) AS j
        WHERE j <= 1 + ${pick(g, 'lines', 3)}
        ON CONFLICT DO NOTHING`,
  );
  await step(
    'transport totals',
    sql`UPDATE transports t
        SET total_weight = s.weight, total_volume = s.volume, total_value = s.value
        FROM (SELECT l.transport_id,
                     sum(coalesce(p.weight, 0) * l.quantity) AS weight,
                     sum(coalesce(p.length * p.width * p.height, 0) * 0.000001 * l.quantity) AS volume,
                     sum(p.price * l.quantity) AS value
              FROM transport_lines l JOIN products p ON p.id = l.product_id
              GROUP BY l.transport_id) AS s
        WHERE t.id = s.transport_id`,
  );
  await step(
    'transport history',
    sql`INSERT INTO transport_status_history (transport_id, from_status, to_status, changed_by, changed_at)
        SELECT id, NULL::transport_status, 'pending'::transport_status, created_by, created_at FROM transports
        UNION ALL
        SELECT id, 'pending'::transport_status, status, created_by, created_at + interval '2 hours'
        FROM transports WHERE status <> 'pending'`,
  );

  // Purchase orders, one per 50 products, to the suppliers of their products: three lines each,
  // spread over the statuses (the open ones count as stock on order in the reorder suggestions).
  const orders = Math.max(1, Math.floor(P / 50));
  await step(
    'purchase orders',
    sql`INSERT INTO purchase_orders (id, number, status, supplier_id, destination_inventory_id, expected_date,
          created_by, created_at, updated_at)
        SELECT ${idOf('purchase order', g)}, 'PO-S' || lpad(g::text, 6, '0'),
          (ARRAY['draft', 'sent', 'confirmed', 'received', 'received', 'cancelled'])[1 + ${pick(g, 'po-status', 6)}]::purchase_order_status,
          ${idOf('user', supplierRow('po-supplier'))}, ${idOf('inventory', sql`(1 + ${pick(g, 'po-inventory', M)})`)},
          ${today} + ${pick(g, 'po-expected', 30)}, ${idOf('user', sql`1`)},
          now() - ${pick(g, 'po-age', 60)} * interval '1 day', now()
        FROM generate_series(1, ${orders}) AS g`,
  );
  await step(
    'purchase order lines',
    sql`INSERT INTO purchase_order_lines (purchase_order_id, product_id, quantity, unit_price, received_quantity)
        SELECT o.id, p.id, q.n, round(p.price * 0.8, 2), CASE WHEN o.status = 'received' THEN q.n ELSE 0 END
        FROM generate_series(1, ${orders}) AS g
        JOIN purchase_orders o ON o.id = ${idOf('purchase order', g)}
        CROSS JOIN generate_series(1, 3) AS j
        JOIN products p ON p.id = ${idOf('product', sql`(1 + ${pick(sql`g || '-' || j`, 'po-line', P)})`)}
        CROSS JOIN LATERAL (SELECT 10 + ${pick(sql`g || '-' || j`, 'po-units', 490)} AS n) AS q
        ON CONFLICT DO NOTHING`,
  );

  // The system's open alerts of the low-stock products, then alerts raised by people: a third
  // still open, the rest resolved, spread over the last 90 days.
  await step(
    'stock alerts',
    sql`INSERT INTO alerts (type, message, description, affected_item, target_id, priority, resolved,
          is_system, timestamp, created_at, updated_at)
        SELECT (CASE WHEN quantity = 0 THEN 'outOfStock' ELSE 'lowStock' END)::alert_type,
          CASE WHEN quantity = 0 THEN product_name || ' is out of stock'
               ELSE product_name || ' is low on stock: ' || quantity || ' left (threshold ' || threshold_limit || ')' END,
          'Raised by the system when the quantity reached the threshold',
          product_name || ' (' || sku || ')', id::text,
          (CASE WHEN quantity = 0 THEN 'critical' ELSE 'high' END)::alert_priority,
          false, true, created_at, created_at, created_at
        FROM products WHERE quantity <= coalesce(threshold_limit, 0)`,
  );
  const [{ n: systemAlerts } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM alerts`,
  );
  const people = Math.max(0, A - systemAlerts);
  await step(
    'alerts raised by people',
    sql`INSERT INTO alerts (type, message, description, affected_item, target_id, priority, resolved,
          is_system, triggered_by, timestamp, resolved_at, created_at, updated_at)
        SELECT (${textArray(ALERT_MESSAGES.map((m) => m[0]))})[k.k]::alert_type,
          (${textArray(ALERT_MESSAGES.map((m) => m[1]))})[k.k],
          'Reported from the floor; follow up with the shift supervisor',
          CASE WHEN g % 2 = 0 THEN 'PKG-' || lpad((1 + ${pick(g, 'tgt', Math.max(T, 1))})::text, 7, '0')
               ELSE NULL END,
          CASE WHEN g % 2 = 0 THEN 'PKG-' || lpad((1 + ${pick(g, 'tgt', Math.max(T, 1))})::text, 7, '0')
               ELSE ${idOf('inventory', sql`(1 + ${pick(g, 'inv', Math.max(M, 1))})`)}::text END,
          (${textArray(['low', 'medium', 'high', 'critical'])})[1 + ${pick(g, 'prio', 4)}]::alert_priority,
          g % 3 <> 0, false,
          ${idOf('user', sql`(${admins} + 1 + ${pick(g, 'by', Math.max(U - admins, 1))})`)},
          now() - (${people} - g) * (interval '90 days' / greatest(${people}, 1)),
          CASE WHEN g % 3 <> 0 THEN now() - (${people} - g) * (interval '90 days' / greatest(${people}, 1)) + interval '6 hours' END,
          now() - (${people} - g) * (interval '90 days' / greatest(${people}, 1)),
          now()
        FROM generate_series(1, ${people}) AS g
        CROSS JOIN LATERAL (SELECT 1 + ${pick(g, 'type', ALERT_MESSAGES.length)} AS k) AS k`,
  );

  // The customers: shops in the data set's cities, most registered under GST (seed-scale-customers.ts).
  if (C > 0) await step('customers', scaleCustomersInsert(C, idOf('user', sql`1`)));
  // Their sales orders: two a customer, of last financial year, drafts, delivered and cancelled ones.
  if (C > 0 && P > 1 && M > 0) {
    await step('sales orders', scaleSalesOrdersInsert({ orders: 2 * C, products: P, inventories: M }));
  }
  // Billing: registrations, the products' GST rates, invoices, receipts (seed-scale-invoices.ts).
  if ((options.invoices ?? 0) > 0 && C > 0 && M > 0) {
    const billing = { invoices: options.invoices!, products: P, admin: idOf('user', sql`1`) };
    for (const { name, run } of scaleBillingSteps(db, billing)) await step(name, run);
  }

  await step(
    'last month wages',
    sql`INSERT INTO wage_records (user_id, month, hours_worked, wage_per_hour, total_salary, extra_shift, overworked)
        SELECT id, m.month, h.hours, wage_per_hour, round(h.hours * wage_per_hour, 2), false, h.hours > 160
        FROM users
        CROSS JOIN (SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata') - interval '1 month', 'YYYY-MM') AS month) AS m
        CROSS JOIN LATERAL (SELECT (120 + ${pick(sql`users.id::text`, 'lasthours', 5000)} / 100.0)::numeric(8, 2) AS hours) AS h
        WHERE active`,
  );
  return steps;
}
