// `npm run soak` (not in CI): Godown under steady mixed traffic for minutes, to find what a short
// benchmark cannot: errors that come with time, latency that creeps, memory that leaks.
//
//   1. loads the small scale data set (3,000 products) into its own embedded database
//      (bench/.data/pglite-soak), or into PostgreSQL with --target postgres (BENCH_DATABASE_URL's
//      server, database <name>_soak), and starts Godown on it as `npm start` runs it;
//   2. gives each connection a product of its own (created for the soak, 1 kg, 1,000 units) and a
//      roomy inventory, then runs 100 connections for 3 minutes, each cycling through reads (product
//      list, search, product, inventory, its products, dashboard, transports, alerts) and writes
//      (place one unit, edit the price, take the unit out): 3 writes in 11 requests;
//   3. samples the server's resident memory (RSS) every 5 s; the start is taken after a 20 s warm-up
//      of the same traffic, when the caches and the JIT have settled;
//   4. prints requests, errors (must be 0: any transport error, timeout or non-2xx answer counts),
//      p50/p99/max latency and RSS at start and end (growth must stay under 15%); checks every
//      product of the soak ends where it started; writes bench/.data/soak-results.json.
//
// Options: --duration 180 --warmup 20 (seconds), --connections 100, --target pglite|postgres.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  API,
  SMOKE_SCALE,
  benchDatabaseUrl,
  ensurePostgresDatabase,
  getJson,
  godownOnScaleData,
  latencyAndErrors,
  log,
  root,
  sleep,
} from './servers.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '180' },
    warmup: { type: 'string', default: '20' },
    connections: { type: 'string', default: '100' },
    target: { type: 'string', default: 'pglite' },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const RSS_GROWTH_LIMIT = 0.15;

/** The server process's resident set size in MiB, from /proc. */
function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

async function send(base, token, method, url, body) {
  const res = await fetch(`${base}${API}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text).data;
}

/** One product per connection and a roomy inventory, created for this soak. */
async function soakFixtures(base, token) {
  const stamp = Date.now().toString(36);
  const { inventory } = await send(base, token, 'POST', '/inventory/create', {
    name: `Soak Godown ${stamp}`,
    location: 'Nashik, Maharashtra',
    totalCapacity: 1_000_000,
    totalVolume: 1_000_000,
    inventoryLocation: { type: 'Point', coordinates: [73.7898, 19.9975] },
  });
  const products = [];
  for (let i = 0; i < connections; i++) {
    const { product } = await send(base, token, 'POST', '/products/', {
      productName: `Soak Poha ${stamp} ${i}`,
      sku: `SOAK-${stamp}-${i}`,
      price: 60,
      quantity: 1000,
      weight: 1,
    });
    products.push(product);
  }
  return { inventory, products };
}

/** Each connection's cycle: reads of every kind and a place / edit / remove of its own product. */
function cycle(inventoryId, products, categories, held, inFlight) {
  let nextProduct = 0;
  const mine = (context) => {
    context.product ??= products[nextProduct++ % products.length].id;
    context.turn = (context.turn ?? 0) + 1;
    return context.product;
  };
  const get = (path) => ({ method: 'GET', setupRequest: (r, c) => ((r.path = path(mine(c), c)), r) });
  const write = (method, path, body, change = () => 0) => ({
    method,
    setupRequest: (r, c) => {
      const id = mine(c);
      r.path = path(id);
      r.body = JSON.stringify(body(id, c));
      inFlight.set(id, method);
      return r;
    },
    // What the answer means for the units held: tallied to check every product at the end.
    onResponse: (status, _body, c) => {
      inFlight.delete(c.product);
      held.set(c.product, held.get(c.product) + change(status));
    },
  });
  const terms = ['basmati', 'Paneer', 'mustard oil', 'ghee', 'Soak'];
  const placement = (id) => ({ productId: id, quantity: 1 });
  return [
    get(() => `${API}/products/?limit=50`),
    get((_, c) => `${API}/products/?search=${encodeURIComponent(terms[c.turn % terms.length])}&limit=50`),
    write(
      'POST',
      () => `${API}/inventory/${inventoryId}/products`,
      placement,
      (s) => (s === 201 ? 1 : 0),
    ),
    get((id) => `${API}/products/${id}`),
    get(
      (_, c) =>
        `${API}/products/?category=${encodeURIComponent(categories[c.turn % categories.length])}&limit=50`,
    ),
    write(
      'PUT',
      (id) => `${API}/products/${id}`,
      (_, c) => ({ price: 50 + (c.turn % 40) }),
    ),
    get(() => `${API}/inventory/${inventoryId}`),
    get(() => `${API}/dashboard/summary`),
    write(
      'DELETE',
      () => `${API}/inventory/${inventoryId}/products`,
      placement,
      (s) => (s === 200 ? -1 : 0),
    ),
    get(() => `${API}/transports/status/in_transit?limit=50`),
    get(() => `${API}/alerts/?resolved=false&limit=50`),
  ];
}

async function main() {
  const pg = args.target === 'postgres';
  let env;
  if (pg) {
    const url = new URL(benchDatabaseUrl());
    url.pathname = `${url.pathname}_soak`;
    await ensurePostgresDatabase(url.toString());
    env = { DATABASE_URL: url.toString() };
  } else {
    const dataDir = path.join(root, 'bench', '.data', 'pglite-soak');
    fs.mkdirSync(dataDir, { recursive: true });
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  const server = await godownOnScaleData(`soak-${args.target}`, env, SMOKE_SCALE);
  try {
    const { base, token, pid } = server;
    const { inventory, products } = await soakFixtures(base, token);
    const categories = (await getJson(`${base}${API}/products/categories`)).categories;
    const held = new Map(products.map((p) => [p.id, 0]));
    // A run ends without the answers of the requests still in flight: a place or remove sent last
    // may have happened or not.
    const inFlight = new Map();
    const options = {
      url: base,
      connections,
      pipelining: 1,
      timeout: 30,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: cycle(inventory.id, products, categories, held, inFlight),
    };

    log(`soak: ${connections} connections on ${args.target}; ${warmup} s warm-up, then ${duration} s`);
    const warm = await autocannon({ ...options, duration: warmup });
    // The warm-up's last writes finish after it ends: count from what the products hold now.
    await sleep(2000);
    for (const p of products)
      held.set(p.id, (await getJson(`${base}${API}/products/${p.id}`)).product.placedQuantity);
    inFlight.clear();
    const rss = [{ t: 0, mib: rssMiB(pid) }];
    const started = Date.now();
    const sampler = setInterval(() => {
      const sample = { t: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) };
      rss.push(sample);
      if (sample.t % 30 === 0) log(`  ${sample.t} s: RSS ${sample.mib} MiB`);
    }, 5000);
    let r;
    try {
      r = await autocannon({ ...options, duration });
    } finally {
      clearInterval(sampler);
    }
    await sleep(1000); // let the last responses' buffers go
    rss.push({ t: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) });

    // Each product is placed exactly as the answers said, give or take a write still in flight when
    // the run ended, and still has its 1,000 units.
    const wrong = [];
    for (const p of products) {
      const after = (await getJson(`${base}${API}/products/${p.id}`)).product;
      const said = held.get(p.id);
      const pending = { POST: 1, DELETE: -1 }[inFlight.get(p.id)] ?? 0;
      if (
        after.quantity !== 1000 ||
        (after.placedQuantity !== said && after.placedQuantity !== said + pending)
      ) {
        wrong.push(
          `${p.sku}: quantity ${after.quantity}, placed ${after.placedQuantity}, answers say ${held.get(p.id)}`,
        );
      }
    }

    const m = latencyAndErrors(r);
    const errors = m.errors + m.timeouts + m.non2xx + warm.errors + warm.timeouts + warm.non2xx;
    const start = rss[0].mib;
    const end = rss.at(-1).mib;
    const growth = (end - start) / start;
    const out = {
      date: new Date().toISOString(),
      target: args.target,
      connections,
      durationSeconds: duration,
      warmupSeconds: warmup,
      requests: m.requests,
      rps: Math.round(m.requests / duration),
      errors,
      p50: m.p50,
      p99: m.p99,
      max: m.max,
      rssStartMiB: start,
      rssEndMiB: end,
      rssPeakMiB: Math.max(...rss.map((s) => s.mib)),
      rssGrowth: Math.round(growth * 1000) / 10,
      quantitiesCorrect: wrong.length === 0,
      wrong: wrong.slice(0, 5),
      rss,
    };
    const file = path.join(root, 'bench', '.data', 'soak-results.json');
    fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);

    const ok = errors === 0 && growth < RSS_GROWTH_LIMIT && wrong.length === 0;
    console.log(
      `\nSoak on ${args.target}: ${connections} connections, ${duration} s (after ${warmup} s warm-up)`,
    );
    console.log(`  requests   ${out.requests} (${out.rps} req/s)`);
    console.log(`  errors     ${errors}${errors ? '  <-- must be 0' : ''}`);
    console.log(`  latency    p50 ${out.p50} ms, p99 ${out.p99} ms, max ${out.max} ms`);
    console.log(
      `  RSS        start ${start} MiB, end ${end} MiB, peak ${out.rssPeakMiB} MiB: ${out.rssGrowth >= 0 ? '+' : ''}${out.rssGrowth}%` +
        `${growth >= RSS_GROWTH_LIMIT ? `  <-- must stay under ${RSS_GROWTH_LIMIT * 100}%` : ''}`,
    );
    console.log(
      `  quantities ${wrong.length ? `WRONG: ${wrong.join('; ')}` : 'every product of the soak holds what the answers said'}`,
    );
    console.log(`  ${ok ? 'PASS' : 'FAIL'}; written to ${path.relative(root, file)}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
