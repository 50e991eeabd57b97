// What the benchmarks share: the databases they run on, Godown started on them as `npm start`
// runs it (a child process of the built server), and small HTTP helpers.
import { spawn, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API = '/api/v1';
/** The scale data set's admin (apps/server/src/scripts/seed-scale.ts). */
export const ADMIN = { email: 'admin@scale.godown.in', password: 'scale123' };
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * The full scale: 100,000 products, 500 inventories, 2,000 users, 20,000 transports, 5,000 alerts,
 * 10,000 customers, 200,000 invoices (with their receipts).
 */
export const FULL_SCALE = {
  products: 100_000,
  inventories: 500,
  users: 2_000,
  transports: 20_000,
  alerts: 5_000,
  customers: 10_000,
  invoices: 200_000,
};
/** A small data set for the CI smoke run. */
export const SMOKE_SCALE = {
  products: 3_000,
  inventories: 20,
  users: 60,
  transports: 300,
  alerts: 150,
  customers: 300,
  invoices: 3_000,
};

export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/godown_bench';
export const pgliteDataDir = (smoke) => path.join(root, 'bench', '.data', smoke ? 'pglite-smoke' : 'pglite');

export const log = (...parts) => console.error(...parts);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the benchmark's PostgreSQL database if it does not exist yet. */
export async function ensurePostgresDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name))
    throw new Error(`Unusable database name in BENCH_DATABASE_URL: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

let nextPort = 3400;

/** Starts the built server (apps/server/dist/main.js) on `env`'s database; resolves when healthy. */
export async function startGodown(name, env, extraEnv = {}) {
  const port = nextPort++;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // One server process unless asked (the workers measurement): the event-stream measurement
      // reads this process's memory.
      WORKERS: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`Godown (${name}) exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}${API}/health`);
      if (res.ok) return { base, pid: child.pid, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`Godown (${name}) did not start`);
}

/** Starts the bare node:http server answering `bodyFile`'s bytes. */
export async function startBaseline(bodyFile) {
  const port = nextPort++;
  const child = fork(path.join(root, 'bench', 'baseline-server.mjs'), [bodyFile, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** What every measured run reports besides its rate: latencies (ms), requests and failures. */
export function latencyAndErrors(r) {
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/** GET returning `data` of the envelope; throws on any non-2xx. */
export async function getJson(url, token) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text).data;
}

/** Signs the scale admin (or another account of the data set) in; returns the bearer token. */
export async function login(base, account = ADMIN) {
  const res = await fetch(`${base}${API}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.token;
}

/** The counts of a running server's data, read through its API. */
async function scaleOf(base, token) {
  const summary = await getJson(`${base}${API}/dashboard/summary`, token);
  const transports = await getJson(`${base}${API}/transports/?limit=1`, token);
  const alerts = await getJson(`${base}${API}/alerts/?limit=1`, token);
  const customers = await getJson(`${base}${API}/customers?limit=1`, token);
  const invoices = await getJson(`${base}${API}/invoices?limit=1`, token);
  return {
    products: summary.counts.totalProducts,
    inventories: summary.counts.inventories,
    users: summary.counts.users,
    transports: transports.total,
    alerts: alerts.counts.active + alerts.counts.resolved,
    customers: customers.total,
    invoices: invoices.total,
  };
}

/**
 * Godown running on `env`'s database holding the scale data set: the data there is kept when it
 * already has exactly these counts (and `reseed` is false), else it is loaded afresh by seed:scale.
 * Resolves to `{ base, token, stop }`.
 */
export async function godownOnScaleData(name, env, scale, { reseed = false, extraEnv = {} } = {}) {
  let server;
  let token;
  let have = null;
  try {
    server = await startGodown(name, env, extraEnv);
    token = await login(server.base);
    have = await scaleOf(server.base, token);
  } catch {
    // An empty or foreign database: the admin cannot sign in. Load it.
  }
  // The periodic checks raise alerts of their own when Godown starts on the data (batches nearing
  // expiry): more alerts than seeded is the same data set.
  const same =
    have !== null && Object.entries(scale).every(([k, v]) => (k === 'alerts' ? have[k] >= v : have[k] === v));
  if (reseed || !same) {
    log(`${name}: loading the scale data set (the database holds ${JSON.stringify(have)})`);
    await server?.stop();
    const flags = Object.entries(scale).flatMap(([k, v]) => [`--${k}`, String(v)]);
    const started = Date.now();
    await run(process.execPath, ['apps/server/dist/scripts/seed-scale-main.js', ...flags, '--reset'], env);
    log(`${name}: seed:scale took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    server = await startGodown(name, env, extraEnv);
    token = await login(server.base);
  }
  return { ...server, token };
}
