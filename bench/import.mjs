// `npm run bench:import`: how long an import of product rows takes through HTTP, and how much memory
// the server holds while it runs, on PostgreSQL and on PGlite.
//
// For each database: a fresh, empty one (a new PostgreSQL database beside BENCH_DATABASE_URL's, a new
// PGlite directory); Godown started on it as `npm start` runs it; an admin registered; then CSV files
// of N product rows (unique SKUs, names, categories, prices, quantities, some dates) are posted to
// POST /import/products: a dry run, the real run, and the same file again (every row unchanged).
// The server's resident memory is sampled every 100 ms (from /proc) during each run, and GET /health
// is called every 20 ms from this process (not the server's) and timed: the 95th percentile and the
// slowest answer during the runs (docs/domain.md#imports: reading a file never holds the server; on
// PGlite an import's transaction holds the embedded database, and health waits for it).
//
// Options: --rows 10000 (the timed files; comma-separated for several), --targets postgres,pglite,
// --smoke (1,000 rows: CI checks that it runs, not the budget).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API, benchDatabaseUrl, log, startGodown } from './servers.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string' },
    targets: { type: 'string', default: 'postgres,pglite' },
    smoke: { type: 'boolean', default: false },
  },
});
const sizes = (args.rows ?? (args.smoke ? '1000' : '10000,100000')).split(',').map(Number);
const targets = args.targets.split(',');

const CATEGORIES = [
  'Groceries',
  'Pulses',
  'Edible Oils',
  'Spices',
  'Beverages',
  'Dairy',
  'Household',
  'Pharma',
];

/** A CSV of `rows` product rows in the import's own columns (as the product export writes them). */
function productCsv(rows, tag) {
  const lines = [
    '\uFEFFSKU,Product name,Category,HSN,Price (₹),Quantity,Threshold limit,Weight (kg),Expiry date',
  ];
  for (let i = 0; i < rows; i++) {
    const expiry = i % 3 === 0 ? `${String((i % 28) + 1).padStart(2, '0')}-06-2031` : '';
    lines.push(
      `${tag}-${i},Product ${tag} ${i},${CATEGORIES[i % CATEGORIES.length]},1006,${(i % 900) + 10}.50,${i % 200},20,${(i % 50) / 10 + 0.1},${expiry}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function register(base) {
  const res = await fetch(`${base}${API}/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Admin',
      email: 'bench@import.godown.in',
      password: 'bench123',
      role: 'admin',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return (await res.json()).data.token;
}

/** Times GET /health every 20 ms until `stop` is called; `stop` answers the times in ms. */
function healthProbe(base) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      // A health check that waits out a long import on PGlite can outlast fetch's own timeout.
      await fetch(`${base}${API}/health`)
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
      const ms = performance.now() - started;
      times.push(ms);
      if (ms < 20) await new Promise((resolve) => setTimeout(resolve, 20 - ms));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times;
  };
}

const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;

/**
 * Posts a file to the import; returns the seconds it took, the report, the peak memory seen and
 * the times health took meanwhile.
 */
async function timedImport(server, token, file, query) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'products.csv');
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const stopProbe = healthProbe(server.base);
  const started = process.hrtime.bigint();
  const res = await fetch(`${server.base}${API}/import/products?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  const health = await stopProbe();
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds, report: body.data, peakMb: peak, health };
}

async function freshPostgres() {
  const base = new URL(benchDatabaseUrl());
  const name = `godown_import_bench_${process.pid}`;
  base.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function freshPglite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-import-bench-'));
  return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const results = [];
for (const target of targets) {
  const database = target === 'postgres' ? await freshPostgres() : freshPglite();
  const server = await startGodown(`import ${target}`, database.env);
  try {
    const token = await register(server.base);
    for (const rows of sizes) {
      const tag = `B${rows}`;
      const file = productCsv(rows, tag);
      const idleMb = rssMb(server.pid);
      const dry = await timedImport(server, token, file, 'dryRun=true');
      const real = await timedImport(server, token, file, 'dryRun=false');
      const again = await timedImport(server, token, file, 'dryRun=false');
      if (real.report.counts.create !== rows || again.report.counts.unchanged !== rows) {
        throw new Error(`unexpected counts: ${JSON.stringify([real.report.counts, again.report.counts])}`);
      }
      const row = {
        target,
        rows,
        fileMb: Number((Buffer.byteLength(file) / 1024 / 1024).toFixed(1)),
        drySeconds: Number(dry.seconds.toFixed(2)),
        importSeconds: Number(real.seconds.toFixed(2)),
        reimportSeconds: Number(again.seconds.toFixed(2)),
        rowsPerSecond: Math.round(rows / real.seconds),
        idleMb: Math.round(idleMb),
        peakMb: Math.round(Math.max(dry.peakMb, real.peakMb, again.peakMb)),
        healthP95Ms: Math.round(percentile([...dry.health, ...real.health, ...again.health], 0.95)),
        healthMaxMs: Math.round(Math.max(...dry.health, ...real.health, ...again.health)),
      };
      results.push(row);
      log(`${target} ${rows} rows: ${JSON.stringify(row)}`);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log(
  '| database | rows | file | dry run | import | same file again | rows/s | server memory idle → peak | health meanwhile (p95 / max) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.target} | ${r.rows.toLocaleString('en-IN')} | ${r.fileMb} MB | ${r.drySeconds} s | ${r.importSeconds} s | ${r.reimportSeconds} s | ${r.rowsPerSecond.toLocaleString('en-IN')} | ${r.idleMb} → ${r.peakMb} MB | ${r.healthP95Ms} / ${r.healthMaxMs} ms |`,
  );
}
