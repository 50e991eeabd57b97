// `npm run bench:explain`: the plan of every statement the list and detail reads send, at scale.
//
// Builds the app (apps/server/dist) on the PostgreSQL database that `npm run bench` loads
// (BENCH_DATABASE_URL, default the local server's godown_bench), records every statement each read
// sends through the pool, then runs each one again under EXPLAIN (ANALYZE, BUFFERS) with the same
// parameters and prints the plans as markdown. The signed-in user's lookup, which every
// authenticated request makes, is shown once. Plans are made on demand, never kept in the
// repository: the markdown is also written to bench/.data/query-plans.md (git-ignored).
//
// Options: --out FILE (write the markdown there instead of bench/.data/query-plans.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { API, ADMIN, FULL_SCALE, benchDatabaseUrl, root } from './servers.mjs';

const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
const server = (file) => import(path.join(root, 'apps', 'server', 'dist', file));
const [{ buildApp }, { loadConfig }, schema] = await Promise.all([
  server('app.js'),
  server('config.js'),
  server('db/schema.js'),
]);

const url = benchDatabaseUrl();
const pool = new pg.Pool({ connectionString: url, max: 4 });
// Every statement a connection sends, those of a transaction too (a read that sets its own work_mem);
// the transaction's BEGIN, SET and COMMIT are not statements to explain.
let recording;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const params = typeof config === 'string' ? values : (config?.values ?? values);
  if (recording && text && !/^\s*(begin|commit|rollback|set)\b/i.test(text)) {
    recording.push({ text, params: Array.isArray(params) ? params : [] });
  }
  return clientQuery.call(this, config, values, callback);
};
const db = drizzle({ client: pool, schema });
const config = { ...loadConfig({ ...process.env, DATABASE_URL: url, JWT_SECRET: 'x'.repeat(40) }) };
const app = await buildApp({
  config: { ...config, webDistDir: undefined },
  database: { db, kind: 'postgres', ping: async () => {}, close: async () => pool.end() },
});

const { rows: scaleRows } = await pool.query('SELECT count(*)::int AS n FROM products');
if (scaleRows[0].n < FULL_SCALE.products / 2) {
  console.error(
    `explain: ${url} holds ${scaleRows[0].n} products; run \`npm run bench\` first to load the scale.`,
  );
  process.exit(1);
}

async function call(method, urlPath, token, body) {
  const res = await app.inject({
    method,
    url: `${API}${urlPath}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${urlPath}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const { token } = await call('POST', '/users/login', undefined, ADMIN);
const busiest = (
  await pool.query('SELECT inventory_id FROM inventory_products GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1')
).rows[0].inventory_id;
const placed = (
  await pool.query('SELECT product_id FROM inventory_products WHERE inventory_id = $1 LIMIT 1', [busiest])
).rows[0].product_id;
const { categories } = await call('GET', '/products/categories', token);
const category = categories[Math.floor(categories.length / 2)];

/** The reads, each with the statements it sends. */
const reads = [
  ['GET /products?limit=50', '/products/?limit=50'],
  ['GET /products?sort=price&order=desc&limit=50', '/products/?sort=price&order=desc&limit=50'],
  ['GET /products?sort=name&limit=50&offset=5000', '/products/?sort=name&limit=50&offset=5000'],
  ['GET /products?sort=quantity&limit=50', '/products/?sort=quantity&limit=50'],
  ['GET /products?sort=sku&order=desc&limit=50', '/products/?sort=sku&order=desc&limit=50'],
  ['GET /products?sort=category&limit=50', '/products/?sort=category&limit=50'],
  ['GET /products?sort=category&order=desc&limit=50', '/products/?sort=category&order=desc&limit=50'],
  [
    `GET /products?category=${category}&sort=price&order=desc&limit=50`,
    `/products/?category=${encodeURIComponent(category)}&sort=price&order=desc&limit=50`,
  ],
  ['GET /products?search=basmati&sort=name&limit=50', '/products/?search=basmati&sort=name&limit=50'],
  ['GET /products?search=basmati&limit=50', '/products/?search=basmati&limit=50'],
  ['GET /products?search=Kochi&limit=50 (the most matches)', '/products/?search=Kochi&limit=50'],
  [
    `GET /products?category=${category}&limit=50`,
    `/products/?category=${encodeURIComponent(category)}&limit=50`,
  ],
  ['GET /products/categories', '/products/categories'],
  ['GET /products/{id}/inventories', `/products/${placed}/inventories`],
  ['GET /products/{id}/movements', `/products/${placed}/movements?limit=50`],
  ['GET /inventory?limit=50', '/inventory/?limit=50'],
  ['GET /inventory?search=Pune', '/inventory/?search=Pune&limit=50'],
  ['GET /inventory/{id} (the fullest)', `/inventory/${busiest}`],
  ['GET /inventory/{id}/products?limit=50&offset=100', `/inventory/${busiest}/products?limit=50&offset=100`],
  [
    'GET /inventory/{id}/products?sort=totalValue&order=desc&limit=50',
    `/inventory/${busiest}/products?sort=totalValue&order=desc&limit=50`,
  ],
  ['GET /dashboard/summary', '/dashboard/summary'],
  ['GET /dashboard/charts', '/dashboard/charts'],
  ['GET /products/{id}/history?days=365', `/products/${placed}/history?days=365`],
  ['GET /inventory/{id}/history?days=365 (the fullest)', `/inventory/${busiest}/history?days=365`],
  ['GET /transports?limit=50', '/transports/?limit=50'],
  ['GET /transports?sort=eta&limit=50', '/transports/?sort=eta&limit=50'],
  ['GET /transports?sort=eta&order=desc&limit=50', '/transports/?sort=eta&order=desc&limit=50'],
  ['GET /transports?sort=status&limit=50', '/transports/?sort=status&limit=50'],
  ['GET /transports?sort=mode&order=desc&limit=50', '/transports/?sort=mode&order=desc&limit=50'],
  ['GET /transports/status/in_transit?limit=50', '/transports/status/in_transit?limit=50'],
  ['GET /transports?search=PKG-00123', '/transports/?search=PKG-00123&limit=50'],
  ['GET /transports?search=Sharma (a driver)', '/transports/?search=Sharma&limit=50'],
  ['GET /alerts?resolved=false&limit=50', '/alerts/?resolved=false&limit=50'],
  ['GET /alerts?search=low', '/alerts/?search=low&limit=50'],
  ['GET /alerts?sort=priority&order=desc&limit=50', '/alerts/?sort=priority&order=desc&limit=50'],
  ['GET /users?limit=50', '/users/?limit=50'],
  ['GET /users?search=sharma', '/users/?search=sharma&limit=50'],
  ['GET /wages?limit=50', '/wages/?limit=50'],
  ['GET /storages?limit=50', '/storages/?limit=50'],
];

const out = [];
const print = (line = '') => out.push(line);
print(
  `Plans at ${FULL_SCALE.products.toLocaleString('en-IN')} products (${new Date().toISOString().slice(0, 10)}, PostgreSQL ${(await pool.query('SHOW server_version')).rows[0].server_version}).`,
);
let userLookupShown = false;
for (const [label, urlPath] of reads) {
  // Once to warm the caches and prepare the statements, then once recorded. A transaction ended in
  // between changes the database's snapshot, so the answer kept by the first call is built again
  // (db/snapshot-cache.ts) and its statements recorded.
  await call('GET', urlPath, token);
  await pool.query('SELECT pg_current_xact_id()');
  recording = [];
  await call('GET', urlPath, token);
  const statements = recording;
  recording = undefined;
  print();
  print(`### ${label}`);
  for (const { text, params } of statements) {
    // The snapshot reads around a kept answer, the same for every read.
    if (/^SELECT pg_current_snapshot\(\)::text AS snapshot$/.test(text.trim())) continue;
    const isUserLookup = /from "users" where "users"\."id" = \$1 limit \$2/i.test(text);
    if (isUserLookup && userLookupShown) {
      print();
      print('(the signed-in user, by primary key, as above)');
      continue;
    }
    userLookupShown ||= isUserLookup;
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, params);
    print();
    print('```sql');
    print(text.replace(/\s+/g, ' ').trim());
    print('```');
    print('```');
    for (const row of rows) print(row['QUERY PLAN']);
    print('```');
  }
}
await app.close();

const markdown = out.join('\n') + '\n';
process.stdout.write(markdown);
const outFile = path.resolve(args.out ?? path.join(root, 'bench', '.data', 'query-plans.md'));
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, markdown);
console.error(`explain: the plans are in ${path.relative(process.cwd(), outFile)}`);
