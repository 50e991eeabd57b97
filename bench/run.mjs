// `npm run bench`: Godown's HTTP benchmark, in one run on one machine.
//
//   1. loads the scale data set (seed:scale) into PostgreSQL (BENCH_DATABASE_URL, default the local
//      server's godown_bench database) and into an embedded PGlite database (bench/.data), unless
//      they already hold exactly that data set (--reseed forces a fresh load);
//   2. starts Godown on each (a child process, as `npm start` runs it) and drives every endpoint with
//      autocannon: fixed connections, a warm-up, then the measured run, no pipelining;
//      On PostgreSQL every read is asked again cold (bench/reads.mjs): on a second server that keeps
//      no answer (KEPT_ANSWERS_MB=0), each request a URL of its own;
//   3. runs a bare node:http server answering the products page's own bytes: Node's ceiling here;
//   4. prints a markdown table (req/s, p50, p99, ratio to the ceiling, budget verdicts) and writes
//      bench/results.json.
//
// Options: --products N --inventories N --users N --transports N --alerts N --customers N --invoices N
// (the scale), --connections 50 --duration 10 --warmup 3 (seconds), --targets postgres,pglite, --reseed,
// --smoke (a small scale and short runs, for CI: it checks that everything answers, not the budgets),
// --strict (exit 1 when a budget is missed), --only products,charts (just those reads, by key: no
// files, write mix, login or event streams; the key `writes` adds pgbench and the single writes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { measureEventStreams } from './event-streams.mjs';
import { fileTimings } from './files.mjs';
import { readScenarios } from './reads.mjs';
import { salesWrites } from './sales.mjs';
import { pgbench, singleWrites } from './writes.mjs';
import { table, verdicts } from './report.mjs';
import {
  API,
  ADMIN,
  FULL_SCALE,
  SMOKE_SCALE,
  benchDatabaseUrl,
  ensurePostgresDatabase,
  getJson,
  godownOnScaleData,
  latencyAndErrors,
  log,
  pgliteDataDir,
  root,
  startBaseline,
} from './servers.mjs';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string' },
    inventories: { type: 'string' },
    users: { type: 'string' },
    transports: { type: 'string' },
    alerts: { type: 'string' },
    customers: { type: 'string' },
    invoices: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    targets: { type: 'string', default: 'postgres,pglite' },
    reseed: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});

const smoke = args.smoke;
const defaults = smoke ? SMOKE_SCALE : FULL_SCALE;
const scale = Object.fromEntries(
  Object.entries(defaults).map(([k, v]) => [k, args[k] === undefined ? v : Number(args[k])]),
);
const connections = Number(args.connections);
// A smoke run asks whether each endpoint answers, not how fast: half a second each, no warm-up.
const duration = Number(args.duration ?? (smoke ? 0.5 : 10));
const warmup = Number(args.warmup ?? (smoke ? 0 : 3));
const targets = args.targets.split(',').map((t) => t.trim());
const only = args.only ? new Set(args.only.split(',').map((k) => k.trim())) : null;
// A smoke run or a run of some reads (--only) does not replace the full run's bench/results.json.
const outFile =
  args.out ??
  path.join(
    root,
    'bench',
    smoke ? '.data/results-smoke.json' : only ? '.data/results-only.json' : 'results.json',
  );

// ---- load --------------------------------------------------------------------------------------

/** One autocannon run: a warm-up (discarded), then the measured run. */
async function load(base, { requests, connections: c = connections, seconds = duration, headers }) {
  const options = { url: base, connections: c, pipelining: 1, headers, requests, timeout: 30 };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const r = await autocannon({ ...options, duration: seconds });
  return {
    rps: Math.round(r.requests.average),
    ...latencyAndErrors(r),
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

/** Requests whose paths `make(i)` gives, request after request: no two alike (the cold reads). */
function sequence(make) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        request.path = `${API}${make(next++)}`;
        return request;
      },
    },
  ];
}

/** Requests that cycle through `paths` (one path per request, each connection its own order). */
function cycling(paths) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        request.path = paths[next++ % paths.length];
        return request;
      },
    },
  ];
}

/**
 * The write mix: each connection takes its own product and, in turn, places one unit of it in a
 * warehouse, takes one unit out, and edits its price. Afterwards every product's placement must
 * equal its start plus the places minus the removals that succeeded, and its quantity be unchanged.
 */
/** Up to `connections` products with free units, each with an inventory holding some: the writes' rows. */
async function placeablePairs(base, token) {
  const inventories = (
    await getJson(`${base}${API}/inventory/?limit=${Math.max(connections * 2, 20)}`, token)
  ).inventories;
  const pairs = [];
  for (const inventory of inventories) {
    const page = await getJson(`${base}${API}/inventory/${inventory.id}/products?limit=5`, token);
    for (const placement of page.products) {
      if (pairs.length >= connections) break;
      // One product of each inventory: 50 writers on 50 inventories, as 50 people placing goods
      // would be (placements into one inventory queue on its capacity row, stock-concurrency tests).
      if (pairs.some((p) => p.productId === placement.product.id || p.inventoryId === inventory.id)) continue;
      const product = (await getJson(`${base}${API}/products/${placement.product.id}`)).product;
      const free = product.quantity - product.placedQuantity - product.inTransitQuantity;
      if (free < 1) continue;
      pairs.push({
        inventoryId: inventory.id,
        productId: product.id,
        before: product,
        placedHere: placement.quantity,
      });
    }
    if (pairs.length >= connections) break;
  }
  if (pairs.length === 0) throw new Error('write mix: no product with free units to place');
  return pairs;
}

async function writeMix(base, token, pairs) {
  const tally = pairs.map(() => ({ placed: 0, removed: 0, edited: 0 }));
  let nextPair = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const mine = (context) => {
    context.pair ??= nextPair++ % pairs.length;
    return context.pair;
  };
  /** One step of a connection's cycle on its own product; `counter` tallies its successes. */
  const step = (method, okStatus, counter, target) => ({
    method,
    setupRequest: (request, context) => {
      const p = pairs[mine(context)];
      context.steps = (context.steps ?? 0) + 1;
      Object.assign(request, target(p, context.steps));
      return request;
    },
    onResponse: (status, _body, context) => {
      if (status === okStatus) tally[context.pair][counter]++;
    },
  });
  const oneUnit = (p) => ({
    path: `${API}/inventory/${p.inventoryId}/products`,
    body: JSON.stringify({ productId: p.productId, quantity: 1 }),
  });
  const requests = [
    step('POST', 201, 'placed', oneUnit),
    step('DELETE', 200, 'removed', oneUnit),
    step('PUT', 200, 'edited', (p, n) => ({
      path: `${API}/products/${p.productId}`,
      // With an MRP above any price it sets (the scale data's products carry MRPs a price may not pass).
      body: JSON.stringify({ price: 100 + (n % 50), mrp: 1000 }),
    })),
  ];
  // Each connection runs whole cycles (place, remove, edit), so every product must end exactly
  // where it started: the warm-up's rate sets how many cycles fill the duration.
  const options = { url: base, connections: pairs.length, pipelining: 1, headers, requests, timeout: 30 };
  const warmCycles = smoke ? 2 : 10;
  const warm = await autocannon({ ...options, maxConnectionRequests: warmCycles * 3, duration: 600 });
  const rate = warm.requests.total / Math.max(warm.duration, 0.001);
  const cycles = Math.max(1, Math.round((rate * duration) / pairs.length / 3));
  const start = [];
  for (const p of pairs) start.push((await getJson(`${base}${API}/products/${p.productId}`)).product);
  for (const t of tally) Object.assign(t, { placed: 0, removed: 0, edited: 0 });
  const r = await autocannon({ ...options, maxConnectionRequests: cycles * 3, duration: 600 });
  const wrong = [];
  for (const [i, p] of pairs.entries()) {
    const after = (await getJson(`${base}${API}/products/${p.productId}`)).product;
    const where = (await getJson(`${base}${API}/products/${p.productId}/inventories`)).locations;
    const placedSum = where.reduce((sum, w) => sum + w.quantity, 0);
    const t = tally[i];
    const ok =
      after.placedQuantity === start[i].placedQuantity &&
      after.quantity === start[i].quantity &&
      placedSum === after.placedQuantity &&
      t.placed === t.removed;
    if (!ok) {
      wrong.push(
        `${p.productId}: placed ${after.placedQuantity} (was ${start[i].placedQuantity}, placements sum ${placedSum}), ` +
          `quantity ${after.quantity} (was ${start[i].quantity}), ${t.placed} places / ${t.removed} removals`,
      );
    }
  }
  return {
    rps: Math.round(r.requests.total / r.duration),
    ...latencyAndErrors(r),
    connections: pairs.length,
    writes: tally.reduce(
      (s, t) => ({
        placed: s.placed + t.placed,
        removed: s.removed + t.removed,
        edited: s.edited + t.edited,
      }),
      { placed: 0, removed: 0, edited: 0 },
    ),
    quantitiesCorrect: wrong.length === 0,
    wrong: wrong.slice(0, 5),
  };
}

/** Sign-in on its own: argon2id (19 MiB, 2 passes) bounds it by design. */
async function loginLoad(base) {
  return load(base, {
    connections: 8,
    seconds: Math.min(duration, 5),
    headers: { 'content-type': 'application/json' },
    requests: [{ method: 'POST', path: `${API}/users/login`, body: JSON.stringify(ADMIN) }],
  });
}

// ---- the run -----------------------------------------------------------------------------------

/** Reads measured again on WORKERS=2 (docs/scaling.md#workers): the same reads, two processes. */
const WORKER_READS = ['products', 'searchCommon', 'dashboard'];

async function workersComparison(env, token, scenarios) {
  const server = await godownOnScaleData('postgres (2 workers)', env, scale, {
    extraEnv: { WORKERS: '2' },
  });
  try {
    const out = {};
    for (const s of scenarios.filter((x) => WORKER_READS.includes(x.key))) {
      out[s.key] = {
        label: s.label,
        ...(await load(server.base, {
          headers: s.auth ? { authorization: `Bearer ${s.token ?? token}` } : undefined,
          requests: cycling(s.paths.map((p) => `${API}${p}`)),
        })),
      };
      log(`  2 workers, ${s.label}: ${out[s.key].rps} req/s, p99 ${out[s.key].p99} ms`);
    }
    return out;
  } finally {
    await server.stop();
  }
}

/** Each scenario driven by `requestsOf(s)`, logged as it is measured; by key. */
async function measureReads(base, token, scenarios, { title, seconds, requestsOf }) {
  const out = {};
  for (const s of scenarios) {
    const r = await load(base, {
      connections: s.connections,
      seconds,
      headers: s.auth ? { authorization: `Bearer ${s.token ?? token}` } : undefined,
      requests: requestsOf(s),
    });
    out[s.key] = { label: s.label, kind: s.kind, coldLabel: s.coldLabel, ...r };
    log(
      `  ${title}${s.label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.bytesPerRequest} B${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`,
    );
  }
  return out;
}

/**
 * The reads again on a server that keeps no answer (KEPT_ANSWERS_MB=0), each request a URL of its
 * own (bench/reads.mjs): what a read costs when nothing kept can serve it.
 */
async function coldReads(env, token, scenarios) {
  const server = await godownOnScaleData('postgres, nothing kept', env, scale, {
    extraEnv: { KEPT_ANSWERS_MB: '0' },
  });
  try {
    // A smoke run asks only that each cold read answers.
    return await measureReads(server.base, token, scenarios, {
      title: 'cold, ',
      seconds: smoke ? 0.25 : duration,
      requestsOf: (s) => sequence(s.cold),
    });
  } finally {
    await server.stop();
  }
}

async function benchTarget(name, env) {
  log(`\n=== Godown on ${name}`);
  // One token holds every stream of the event-stream measurement: the per-user limit is raised.
  const server = await godownOnScaleData(name, env, scale, {
    reseed: args.reseed,
    extraEnv: { EVENT_STREAMS_PER_USER: String(2 * EVENT_STREAMS) },
  });
  const { token } = server;
  try {
    const results = { seededWith: scale, reads: {}, files: null, writes: null, login: null };
    const productsPage = await fetch(`${server.base}${API}/products/?limit=50`).then((r) => r.text());
    results.productsPageBytes = Buffer.byteLength(productsPage);
    const scenarios = (await readScenarios(server.base, token)).filter((s) => !only || only.has(s.key));
    results.reads = await measureReads(server.base, token, scenarios, {
      title: '',
      seconds: duration,
      requestsOf: (s) => cycling(s.paths.map((p) => `${API}${p}`)),
    });
    if (name === 'postgres') results.cold = await coldReads(env, token, scenarios);
    if (name === 'postgres' && (!only || only.has('writes'))) {
      // pgbench's TPC-B-like transaction on the same server, then each single write alone.
      log('  pgbench (TPC-B-like) on the same PostgreSQL');
      results.pgbench = await pgbench(env.DATABASE_URL, { connections, seconds: duration, smoke });
      log(`  pgbench: ${JSON.stringify(results.pgbench)}`);
      results.singleWrites = await singleWrites(server.base, token, {
        pairs: await placeablePairs(server.base, token),
        connections,
        seconds: duration,
        smoke,
      });
      for (const w of Object.values(results.singleWrites))
        log(`  ${w.label}: ${w.rps} req/s, p50 ${w.p50} ms, p99 ${w.p99} ms`);
      results.salesWrites = await salesWrites(server.base, token, { connections, smoke });
      for (const w of Object.values(results.salesWrites))
        log(`  ${w.label}: ${w.rps} req/s, p50 ${w.p50} ms, p99 ${w.p99} ms`);
    }
    if (only) return { results, productsPage };
    if (name === 'postgres') {
      log('  two workers (WORKERS=2)');
      results.workers = await workersComparison(env, token, scenarios);
    }
    log('  files and reports');
    results.files = await fileTimings(server.base, token);
    log('  write mix');
    results.writes = await writeMix(server.base, token, await placeablePairs(server.base, token));
    log(`  write mix: ${JSON.stringify(results.writes)}`);
    log('  login');
    results.login = await loginLoad(server.base);
    log(`  login: ${results.login.rps} req/s, p99 ${results.login.p99} ms`);
    log(`  ${EVENT_STREAMS} open event streams`);
    results.events = await measureEventStreams({
      base: server.base,
      pid: server.pid,
      token,
      count: EVENT_STREAMS,
      idleSeconds: smoke ? 2 : 10,
    });
    log(`  event streams: ${JSON.stringify(results.events)}`);
    return { results, productsPage };
  } finally {
    await server.stop();
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Event streams held open at once in the measurement of live updates (docs/performance.md). */
const EVENT_STREAMS = 500;

async function main() {
  const out = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: { scale, connections, durationSeconds: duration, warmupSeconds: warmup, pipelining: 1, smoke },
    targets: {},
    baseline: null,
  };
  log(`Benchmark: ${JSON.stringify(out.settings)}`);
  let productsPage;
  if (targets.includes('postgres')) {
    await ensurePostgresDatabase(benchDatabaseUrl());
    const r = await benchTarget('postgres', { DATABASE_URL: benchDatabaseUrl() });
    out.targets.postgres = r.results;
    productsPage = r.productsPage;
  }
  if (targets.includes('pglite')) {
    fs.mkdirSync(pgliteDataDir(smoke), { recursive: true });
    const r = await benchTarget('pglite', { DATA_DIR: pgliteDataDir(smoke), DATABASE_URL: '' });
    out.targets.pglite = r.results;
    productsPage ??= r.productsPage;
  }

  log('\n=== bare node:http (the ceiling)');
  const bodyFile = path.join(root, 'bench', '.data', 'products-page.json');
  fs.mkdirSync(path.dirname(bodyFile), { recursive: true });
  fs.writeFileSync(bodyFile, productsPage);
  const baseline = await startBaseline(bodyFile);
  try {
    out.baseline = {
      bytes: Buffer.byteLength(productsPage),
      ...(await load(baseline.base, { requests: [{ method: 'GET', path: '/' }] })),
    };
  } finally {
    await baseline.stop();
  }

  out.checks = verdicts(out);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);

  const m = out.machine;
  console.log(
    `\n${connections} connections, ${duration} s per endpoint after a ${warmup} s warm-up; ` +
      `${scale.products} products, ${scale.inventories} inventories, ${scale.users} users, ${scale.transports} transports, ${scale.alerts} alerts, ${scale.customers} customers, ${scale.invoices} invoices; ` +
      `${m.cores} × ${m.cpu}, Node ${m.node}.\n`,
  );
  console.log(table(out));
  console.log('\n| budget | result | met |\n|---|---|---|');
  for (const c of out.checks) console.log(`| ${c.what} | ${c.value} | ${c.ok ? 'yes' : '**no**'} |`);
  console.log(`\nWritten to ${path.relative(root, outFile)}.`);

  // Errors and wrong quantities always fail the run; missed budgets only with --strict (a smoke run
  // on a busy CI machine checks that everything answers correctly, not how fast).
  const broken = out.checks.filter((c) => !c.ok && /errors|quantities/.test(c.what));
  const missed = out.checks.filter((c) => !c.ok);
  if (broken.length || (args.strict && missed.length)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
