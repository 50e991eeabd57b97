// `node bench/profile.mjs <read path | writes> [--seconds 8] [--connections 50] [--pglite]`:
// where a request's time goes. Starts the built server under `node --cpu-prof` on the scale data
// that `npm run bench` loads (PostgreSQL at BENCH_DATABASE_URL, or with --pglite the embedded copy
// in bench/.data/pglite), drives one read (e.g. '/products/?limit=50') or the bench's write mix
// with autocannon, stops the server and prints its CPU time by package and by function, with the
// idle share (time the server waited, on the database or the network). The .cpuprofile is kept in
// bench/.data/profiles for Chrome's DevTools.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API, benchDatabaseUrl, getJson, login, pgliteDataDir, root, sleep } from './servers.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    pglite: { type: 'boolean', default: false },
  },
});
const target = positionals[0];
if (!target) {
  console.error("usage: node bench/profile.mjs <read path, e.g. '/products/?limit=50' | writes> [--pglite]");
  process.exit(2);
}
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const profiles = path.join(root, 'bench', '.data', 'profiles');
fs.mkdirSync(profiles, { recursive: true });
const before = new Set(fs.readdirSync(profiles));

const port = 3390;
const child = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profiles}`, 'apps/server/dist/main.js'],
  {
    cwd: root,
    env: {
      ...process.env,
      ...(args.pglite
        ? { DATA_DIR: pgliteDataDir(false), DATABASE_URL: '' }
        : { DATABASE_URL: benchDatabaseUrl() }),
      PORT: String(port),
      HOST: '127.0.0.1',
      // One process: the profile is the one serving (more workers would profile a primary that serves nothing).
      WORKERS: '1',
      JWT_SECRET: 'profile-secret-profile-secret-profile-secret',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
for (let ready = false; !ready;) {
  if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
  ready = await fetch(`${base}${API}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await sleep(200);
}
const token = await login(base);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

/** The write mix of bench/run.mjs: each connection places, removes and edits its own product. */
async function writeRequests() {
  const { inventories } = await getJson(`${base}${API}/inventory/?limit=${connections}`, token);
  const pairs = [];
  for (const inventory of inventories) {
    const page = await getJson(`${base}${API}/inventory/${inventory.id}/products?limit=5`, token);
    for (const { product } of page.products) {
      const free = product.quantity - product.placedQuantity - product.inTransitQuantity;
      if (pairs.length < connections && free > 0 && !pairs.some((p) => p.productId === product.id)) {
        pairs.push({ inventoryId: inventory.id, productId: product.id });
      }
    }
  }
  let next = 0;
  const step = (method, request) => ({
    method,
    setupRequest: (req, context) => {
      context.pair ??= next++ % pairs.length;
      context.n = (context.n ?? 0) + 1;
      return Object.assign(req, request(pairs[context.pair], context.n));
    },
  });
  const oneUnit = (p) => ({
    path: `${API}/inventory/${p.inventoryId}/products`,
    body: JSON.stringify({ productId: p.productId, quantity: 1 }),
  });
  return [
    step('POST', oneUnit),
    step('DELETE', oneUnit),
    step('PUT', (p, n) => ({
      path: `${API}/products/${p.productId}`,
      // With an MRP above any price it sets (the scale data's products carry MRPs a price may not pass).
      body: JSON.stringify({ price: 100 + (n % 50), mrp: 1000 }),
    })),
  ];
}

const requests = target === 'writes' ? await writeRequests() : [{ method: 'GET', path: `${API}${target}` }];
const run = (duration) => autocannon({ url: base, connections, duration, headers, requests });
await run(2);
const result = await run(seconds);
console.log(
  `${target} on ${args.pglite ? 'PGlite' : 'PostgreSQL'}: ${Math.round(result.requests.average)} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx (under the profiler)`,
);
child.kill('SIGINT');
await new Promise((resolve) => child.on('exit', resolve));

const file = fs.readdirSync(profiles).find((name) => !before.has(name) && name.endsWith('.cpuprofile'));
if (!file) throw new Error('the server wrote no profile');
const profile = JSON.parse(fs.readFileSync(path.join(profiles, file), 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** The npm package of a script URL, "node:<module>" for Node's own, "godown" for ours. */
function packageOf(url, functionName) {
  if (!url) return `(${functionName || 'native'})`.replace('((', '(').replace('))', ')');
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const inModules = url.split('node_modules/').pop();
  if (inModules !== url)
    return inModules
      .split('/')
      .slice(0, inModules.startsWith('@') ? 2 : 1)
      .join('/');
  return url.includes('/apps/') || url.includes('/packages/') ? 'godown' : url;
}
const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, time] of selfTime) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  total += time;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '(native)';
  const fn = `${functionName || '(anonymous)'} ${where}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
}
const show = (title, map, count) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(
      `${(time / 1000).toFixed(0).padStart(7)} ms ${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
};
console.log(
  `\nprofile: bench/.data/profiles/${file}, ${(total / 1000).toFixed(0)} ms sampled, ${result.requests.total} requests`,
);
show('self time by package', byPackage, 14);
show('self time by function', byFunction, 16);
