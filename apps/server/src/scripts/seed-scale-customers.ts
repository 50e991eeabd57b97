import { sql, type SQL } from 'drizzle-orm';
import { gstinCheckCharacter, readGstState } from '@godown/shared';
import { CITIES, LAST_NAMES } from './scale-data.js';
import { idOf, pick } from './scale-sql.js';

// The scale data set's customers (seed-scale.ts): shops in the data set's cities, four in five
// registered under GST with a valid GSTIN of their city's state, with credit terms and a point near
// the city. Made in JavaScript (a GSTIN's check character) and inserted as one statement over arrays.

const SHOP_KINDS = [
  'Medical Stores',
  'Kirana Store',
  'General Stores',
  'Chemists',
  'Super Bazaar',
  'Provision Store',
  'Traders',
  'Pharma Distributors',
  'Departmental Store',
  'Mart',
];
const STREETS = ['Main Road', 'Station Road', 'Gandhi Chowk', 'Market Yard', 'Bus Stand Road', 'Sadar Bazar'];
const TERMS = [0, 7, 15, 21, 30, 45];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A deterministic spread of a row number over [0, n). */
const spread = (i: number, salt: number, n: number) => (Math.imul(i + salt * 7919, 2654435761) >>> 0) % n;

/** A PAN of row i: five letters (the fourth P or C, a person or a company), four digits, a letter. */
function panOf(i: number): string {
  const letters = [spread(i, 1, 26), spread(i, 2, 26), spread(i, 3, 26)].map((n) => LETTERS[n]).join('');
  const holder = i % 3 === 0 ? 'C' : 'P';
  const digits = String(i % 10_000).padStart(4, '0');
  return `${letters}${holder}${LETTERS[Math.floor(i / 10_000) % 26]}${digits}${LETTERS[spread(i, 4, 26)]}`;
}

const textArray = (values: readonly (string | null)[]) =>
  sql.raw(
    `ARRAY[${values.map((v) => (v === null ? 'NULL' : `'${v.replaceAll("'", "''")}'`)).join(',')}]::text[]`,
  );

/** The INSERT of `count` customers, created by `createdBy` (a SQL uuid). */
export function scaleCustomersInsert(count: number, createdBy: SQL): SQL {
  const rows = Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    const [city, stateName, lng, lat] = CITIES[spread(i, 5, CITIES.length)]!;
    const state = readGstState(stateName) ?? '27';
    const registered = i % 5 !== 0;
    const first14 = `${state}${panOf(i)}1Z`;
    const point = JSON.stringify([
      Math.round((lng + (spread(i, 6, 2001) - 1000) / 20_000) * 1e5) / 1e5,
      Math.round((lat + (spread(i, 7, 2001) - 1000) / 20_000) * 1e5) / 1e5,
    ]);
    return {
      name: `${LAST_NAMES[spread(i, 8, LAST_NAMES.length)]} ${SHOP_KINDS[spread(i, 9, SHOP_KINDS.length)]} ${i}`,
      gstin: registered ? `${first14}${gstinCheckCharacter(first14)}` : null,
      state,
      address: JSON.stringify({
        line: `${1 + spread(i, 10, 200)}, ${STREETS[spread(i, 11, STREETS.length)]}`,
        district: city,
        pinCode: null,
        stateCode: state,
        point: JSON.parse(point) as number[],
      }),
      phone: String(9_100_000_000 + i),
      credit: i % 4 === 0 ? null : String(5_000 * (1 + spread(i, 12, 60))),
      terms: String(TERMS[spread(i, 13, TERMS.length)]),
      active: i % 17 === 0 ? 'false' : 'true',
    };
  });
  const column = (key: keyof (typeof rows)[number]) => textArray(rows.map((row) => row[key]));
  return sql`INSERT INTO customers (name, gstin, state_code, billing_address, phone, credit_limit,
        payment_terms_days, active, created_by, created_at, updated_at)
      SELECT c.name, c.gstin, c.state, c.address::jsonb, c.phone, c.credit::numeric, c.terms::int,
        c.active::boolean, ${createdBy}, now() - c.n * interval '1 minute', now()
      FROM unnest(${column('name')}, ${column('gstin')}, ${column('state')}, ${column('address')},
        ${column('phone')}, ${column('credit')}, ${column('terms')}, ${column('active')})
        WITH ORDINALITY AS c(name, gstin, state, address, phone, credit, terms, active, n)`;
}

/**
 * The customers' sales orders (`orders` of them, two lines each, last financial year's series):
 * drafts, delivered and cancelled ones, so the data set holds no reservation the stock does not
 * show. A delivered order's lines count every unit shipped and delivered.
 */
export function scaleSalesOrdersInsert({
  orders,
  products,
  inventories,
}: {
  orders: number;
  products: number;
  inventories: number;
}): SQL {
  const g = sql`o.g`;
  const first = sql`(1 + ${pick(g, 'so-first', products)})`;
  // Another product: the first's row moved on by 1 to products - 1 (never itself).
  const second = sql`(1 + mod(${first} + ${pick(g, 'so-second', products - 1)}, ${products}))`;
  return sql`
    WITH cs AS (
      SELECT id, billing_address, row_number() OVER (ORDER BY id) AS r, count(*) OVER () AS n FROM customers
    ), o AS (
      SELECT g, ${idOf('sales-order', sql`g`)} AS id,
             (ARRAY['draft', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + g % 5]::sales_order_status AS status,
             1 + ${pick(sql`g`, 'so-qty', 20)} AS qty
      FROM generate_series(1, ${orders}) AS g
    ), lines AS (
      SELECT o.id AS order_id, o.status, l.line_no, p.id AS product_id, o.qty, p.price
      FROM o CROSS JOIN LATERAL (VALUES (1, ${idOf('product', first)}), (2, ${idOf('product', second)})) AS l(line_no, product_id)
      JOIN products p ON p.id = l.product_id
    ), orders AS (
      INSERT INTO sales_orders (id, number, status, customer_id, inventory_id, ship_to, subtotal, total,
                                confirmed_at, cancelled_at, created_by, created_at, updated_at)
      SELECT o.id, 'SO/25-26/' || lpad(o.g::text, 5, '0'), o.status, cs.id,
             ${idOf('inventory', sql`(1 + ${pick(g, 'so-inventory', inventories)})`)}, cs.billing_address,
             t.amount, t.amount,
             CASE WHEN o.status = 'delivered' THEN timestamptz '2025-04-01' + o.g * interval '15 minutes' END,
             CASE WHEN o.status = 'cancelled' THEN timestamptz '2025-04-01' + o.g * interval '15 minutes' END,
             (SELECT id FROM users ORDER BY created_at LIMIT 1),
             timestamptz '2025-04-01' + o.g * interval '15 minutes', now()
      FROM o JOIN cs ON cs.r = 1 + o.g % cs.n
      JOIN (SELECT order_id, sum(price * qty) AS amount FROM lines GROUP BY order_id) t ON t.order_id = o.id
      RETURNING id
    )
    INSERT INTO sales_order_lines (sales_order_id, line_no, product_id, quantity, rate, list_price, amount,
                                   shipped_quantity, delivered_quantity)
    SELECT l.order_id, l.line_no, l.product_id, l.qty, l.price, l.price, l.price * l.qty,
           CASE WHEN l.status = 'delivered' THEN l.qty ELSE 0 END,
           CASE WHEN l.status = 'delivered' THEN l.qty ELSE 0 END
    FROM lines l WHERE l.order_id IN (SELECT id FROM orders)`;
}
