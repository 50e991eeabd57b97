// The single writes beside PostgreSQL's own: pgbench's TPC-B-like transaction on the same server in
// the same run (its ceiling for small transactions), then Godown's one-row writes each on its own,
// 50 connections, each connection on rows of its own (docs/performance.md#writes).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API, ensurePostgresDatabase, getJson, latencyAndErrors, log } from './servers.mjs';

/**
 * pgbench's scale: 10 branches (1,000,000 accounts), so 50 clients do not all queue on one branch
 * row; a smoke run loads 1 (it checks that the measurement runs, not the figure).
 */
const PGBENCH_SCALE = { full: 10, smoke: 1 };

/** The URL of the database pgbench uses: `url`'s server, its database's name with `_pgbench`. */
function pgbenchUrl(url) {
  const u = new URL(url);
  u.pathname = `${u.pathname}_pgbench`;
  return u.toString();
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${err.slice(-500)}`)),
    );
  });
}

/** The value at quantile `q` of sorted `values`. */
const quantile = (values, q) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

/**
 * pgbench's TPC-B-like transaction (five statements: three updates, a select, an insert) on
 * `databaseUrl`'s server, `connections` clients for `seconds`: tps and latencies from its
 * per-transaction log. Null when pgbench is not installed.
 */
export async function pgbench(databaseUrl, { connections, seconds, smoke }) {
  const scale = smoke ? PGBENCH_SCALE.smoke : PGBENCH_SCALE.full;
  if (spawnSync('pgbench', ['--version']).status !== 0) {
    log('  pgbench is not installed: no TPC-B ceiling for the writes');
    return null;
  }
  const url = pgbenchUrl(databaseUrl);
  await ensurePostgresDatabase(url);
  const branches = await run('psql', [url, '-Atqc', 'select count(*) from pgbench_branches']).catch(
    () => '0',
  );
  if (Number(branches.trim()) !== scale) {
    log(`  pgbench: loading scale ${scale}`);
    await run('pgbench', ['-i', '-q', '-s', String(scale), url]);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-pgbench-'));
  try {
    const out = await run('pgbench', [
      ...['-c', String(connections), '-j', '2', '-T', String(Math.max(1, Math.round(seconds)))],
      ...['-M', 'prepared', '-n', '-l', '--log-prefix', path.join(dir, 'tx'), url],
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    // Each log line: client, transaction number, latency in microseconds, ...
    const latencies = fs
      .readdirSync(dir)
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return {
      tps: Math.round(tps),
      p50: Math.round(quantile(latencies, 0.5)),
      p99: Math.round(quantile(latencies, 0.99)),
      transactions: latencies.length,
      connections,
      scale,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One autocannon run of `requests` (cycled per connection) for `seconds`, or `amount` requests in all. */
async function drive(base, token, { connections, requests, seconds, amount }) {
  const r = await autocannon({
    url: base,
    connections,
    pipelining: 1,
    timeout: 30,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests,
    ...(amount ? { amount } : { duration: seconds }),
  });
  return { rps: Math.round(r.requests.total / Math.max(r.duration, 0.001)), ...latencyAndErrors(r) };
}

/**
 * A connection's row for one round of its requests: autocannon starts a connection's context afresh
 * after each round, so the rows are taken in turn (as many rows as connections: none shared at once).
 */
function ownRow(targets, request) {
  let next = 0;
  let n = 0;
  return (context) => {
    context.row ??= targets[next++ % targets.length];
    return request(context.row, ++n);
  };
}

const step = (method, make) => ({
  method,
  setupRequest: (request, context) => Object.assign(request, make(context)),
});

/**
 * Godown's single-row writes, each alone: a product edit (PUT /products/{id}, a price), a placement
 * (one unit placed in an inventory, then taken back: POST and DELETE in turn) and a transport's
 * status move (pending to dispatched, on transports made for it and deleted after). `pairs` are products with free units and an inventory holding them (bench/run.mjs).
 */
export async function singleWrites(base, token, { pairs, connections, seconds, smoke }) {
  const products = pairs.map((p) => p.productId);
  const results = {};
  const edit = ownRow(products, (id, n) => ({
    path: `${API}/products/${id}`,
    // With an MRP above any price it sets (the scale data's products carry MRPs a price may not pass).
    body: JSON.stringify({ price: 100 + (n % 50), mrp: 1000 }),
  }));
  log('  single writes: product edit');
  results.productEdit = {
    label: 'PUT /products/{id} (a price)',
    ...(await drive(base, token, { connections, seconds, requests: [step('PUT', edit)] })),
  };

  // Place one unit, then take it back: each connection's product ends where it began.
  const unit = ownRow(pairs, (p) => ({
    path: `${API}/inventory/${p.inventoryId}/products`,
    body: JSON.stringify({ productId: p.productId, quantity: 1 }),
  }));
  log('  single writes: placement');
  results.placement = {
    label: 'POST and DELETE /inventory/{id}/products (one unit placed, then taken back)',
    ...(await drive(base, token, {
      connections: Math.min(connections, pairs.length),
      seconds,
      requests: [step('POST', unit), step('DELETE', unit)],
    })),
  };

  // A status move: transports made for it (pending, no inventories) and each moved once, to
  // dispatched, then deleted (the data set keeps its count). autocannon starts each connection's
  // context afresh after its list of requests, so the rows come from one counter, not the context.
  const count = smoke ? 100 : 4000;
  const tag = `BENCH-MOVE-${Date.now().toString(36)}`;
  const made = [];
  let nextMade = 0;
  log(`  single writes: making ${count} transports`);
  results.transportMade = {
    label: 'POST /transports (a transport made)',
    ...(await drive(base, token, {
      connections,
      amount: count,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) =>
            Object.assign(request, {
              path: `${API}/transports/`,
              body: JSON.stringify({ packageId: `${tag}-${nextMade++}`, transportMode: 'land' }),
            }),
          onResponse: (status, body) => {
            if (status === 201) made.push(JSON.parse(body).data.transport.id);
          },
        },
      ],
    })),
  };
  let nextMove = 0;
  log('  single writes: status moves');
  try {
    results.statusMove = {
      label: 'PUT /transports/{id} (a status move: pending to dispatched)',
      ...(await drive(base, token, {
        connections,
        amount: made.length,
        requests: [
          step('PUT', () => ({
            path: `${API}/transports/${made[nextMove++ % made.length]}`,
            body: JSON.stringify({ status: 'dispatched' }),
          })),
        ],
      })),
    };
  } finally {
    let nextDelete = 0;
    await drive(base, token, {
      connections,
      amount: made.length,
      requests: [
        {
          method: 'DELETE',
          setupRequest: (request) =>
            Object.assign(request, {
              path: `${API}/transports/${made[nextDelete++ % made.length]}`,
              // No body, so no JSON content type: a DELETE carries only the token.
              headers: { authorization: `Bearer ${token}` },
            }),
        },
      ],
    });
  }
  const left = await getJson(`${base}${API}/transports/?search=${tag}&limit=1`, token);
  if (left.total) throw new Error(`status moves: ${left.total} bench transports were not deleted`);
  return results;
}
