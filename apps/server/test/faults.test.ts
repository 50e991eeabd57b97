import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TInventoryDetail, TPlacement, TProduct, TStockMovement } from '@godown/shared';
import { freshPostgresDatabase, usesPostgres } from './support/test-app.js';
import { unique } from './support/users.js';
import { call, startServer, stopAllServers, type ServerProcess } from './support/server-process.js';

// Fault tests on real server processes, as `npm start` runs them: kill -9 in a write burst, the
// database going away, SIGTERM with requests in flight, and the data-directory lock. PGlite cases
// run in the `server` project, PostgreSQL ones in `server-pg`: each runs once, on its database.

const UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again shortly.';
const SERVER_ENV = { OPEN_ADMIN_SIGNUP: 'true' };

const tempDirs: string[] = [];
const dropDatabases: (() => Promise<void>)[] = [];

afterEach(async () => {
  await stopAllServers();
});

afterAll(async () => {
  await stopAllServers();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const drop of dropDatabases.splice(0)) await drop();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-faults-'));
  tempDirs.push(dir);
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bound on every call: a hung request fails the test instead of hanging it. */
const within = (ms = 15_000) => AbortSignal.timeout(ms);

type Answer<T = unknown> = { status: number; body: T };

/** The `data` of a 2xx answer, failing with the answer when it is anything else. */
function dataOf<T>(res: Answer, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return (res.body as { data: T }).data;
}

async function registerAdmin(api: string): Promise<string> {
  const id = unique();
  const res = await call(api, 'POST', '/users/register', {
    body: {
      name: `Admin ${id}`.slice(0, 20),
      password: 'pass1234',
      role: 'admin',
      email: `a${id}@example.in`,
    },
    signal: within(),
  });
  return dataOf<{ token: string }>(res, 201).token;
}

async function createProduct(api: string, token: string, body: Record<string, unknown>): Promise<TProduct> {
  const res = await call(api, 'POST', '/products/', { token, body, signal: within() });
  return dataOf<{ product: TProduct }>(res, 201).product;
}

async function getProduct(api: string, id: string): Promise<Answer> {
  return call(api, 'GET', `/products/${id}`, { signal: within() });
}

/** Every page of a list: `key` names the array in `data`. */
async function listAll<T>(api: string, url: string, key: string, token?: string): Promise<T[]> {
  const rows: T[] = [];
  const sep = url.includes('?') ? '&' : '?';
  for (;;) {
    const res = await call(api, 'GET', `${url}${sep}limit=1000&offset=${rows.length}`, {
      token,
      signal: within(),
    });
    const data = dataOf<Record<string, unknown> & { total: number }>(res);
    const page = data[key] as T[];
    rows.push(...page);
    if (page.length === 0 || rows.length >= data.total) return rows;
  }
}

/** The SKUs of the products whose SKU is exactly `sku` (the search matches substrings). */
async function skusLike(api: string, sku: string): Promise<(string | null)[]> {
  const found = await listAll<TProduct>(api, `/products/?search=${encodeURIComponent(sku)}`, 'products');
  return found.filter((p) => p.sku === sku).map((p) => p.sku);
}

/**
 * The state PostgreSQL keeps in PGlite's global/pg_control (the layout of its first fields has
 * not changed since 9.x): DB_SHUTDOWNED (1) after a clean shutdown, which writes a shutdown
 * checkpoint; DB_IN_PRODUCTION (6) while running and after a crash, when the next start replays WAL.
 */
function pgControl(dataDir: string): { version: number; state: number; checkpoint: bigint } {
  const bytes = fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'));
  return {
    version: bytes.readUInt32LE(8),
    state: bytes.readInt32LE(16),
    checkpoint: bytes.readBigUInt64LE(32),
  };
}
const DB_SHUTDOWNED = 1;
const DB_IN_PRODUCTION = 6;

const lockFile = (dataDir: string) => path.join(dataDir, 'godown.lock');

// ---------------------------------------------------------------------------------------------
// kill -9 in a write burst

interface StockSetup {
  token: string;
  inventoryId: string;
  productIds: string[];
  /** Units of each stock product (never changed by the burst). */
  stock: number;
  /** A run-unique prefix of the SKUs the burst creates. */
  skuPrefix: string;
}

const UNIT_WEIGHT_KG = 2;
const UNIT_VOLUME_M3 = 0.001; // 10 x 10 x 10 cm

async function setUpStock(api: string): Promise<StockSetup> {
  const token = await registerAdmin(api);
  const inventoryRes = await call(api, 'POST', '/inventory/create', {
    token,
    body: {
      name: `Kill Godown ${unique()}`,
      location: 'Bhiwandi, Maharashtra',
      totalCapacity: 1_000_000,
      totalVolume: 10_000,
      inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
    },
    signal: within(),
  });
  const inventoryId = dataOf<{ inventory: TInventoryDetail }>(inventoryRes, 201).inventory.id;
  const stock = 10_000;
  const productIds: string[] = [];
  for (let i = 0; i < 8; i++) {
    const id = unique();
    const product = await createProduct(api, token, {
      productName: `Toor Dal ${id}`,
      sku: `TD-${id}`,
      quantity: stock,
      weight: UNIT_WEIGHT_KG,
      dimensions: { length: 10, width: 10, height: 10 },
    });
    productIds.push(product.id);
  }
  return { token, inventoryId, productIds, stock, skuPrefix: `KB${unique()}` };
}

/** What the burst knows of every write it sent. */
interface BurstRecord {
  acked: number;
  inFlightAtKill: number;
  /** Acknowledged creations: product id -> what was sent. */
  created: Map<string, { sku: string; quantity: number }>;
  /** Creations with no answer (cut by the kill): SKU -> quantity sent. They may or may not exist. */
  unknownCreates: Map<string, number>;
  /** Net acknowledged units placed, per stock product. */
  placed: Map<string, number>;
  /** Placements (+) and removals (-) with no answer, per stock product. */
  unknownMoves: Map<string, number[]>;
  /** Answers that should not happen (a 5xx, a network error before the kill). */
  unexpected: string[];
}

/**
 * Runs `workers` loops of mixed writes (create a product, place units, remove units) and kills the
 * server with SIGKILL once `killAfterAcks` writes were acknowledged or `killAfterMs` passed, with
 * the loops' requests in flight. Resolves once every loop has seen its last answer or failure.
 */
async function burstThenKill(
  server: ServerProcess,
  setup: StockSetup,
  { workers = 20, killAfterAcks = 300, killAfterMs = 3000 } = {},
): Promise<BurstRecord> {
  const record: BurstRecord = {
    acked: 0,
    inFlightAtKill: 0,
    created: new Map(),
    unknownCreates: new Map(),
    placed: new Map(setup.productIds.map((id) => [id, 0])),
    unknownMoves: new Map(setup.productIds.map((id) => [id, []])),
    unexpected: [],
  };
  let killed = false;
  let inFlight = 0;
  let serial = 0;
  const { token, inventoryId } = setup;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const units = () => 1 + Math.floor(Math.random() * 5);

  const send = async (method: string, url: string, body: unknown): Promise<Answer | undefined> => {
    inFlight += 1;
    try {
      return await call(server.api, method, url, { token, body, signal: within(30_000) });
    } catch (error) {
      if (!killed) record.unexpected.push(`${method} ${url}: ${(error as Error).message}`);
      return undefined; // no answer: the write may or may not have happened
    } finally {
      inFlight -= 1;
    }
  };
  const isOk = (res: Answer) => res.status >= 200 && res.status < 300;
  // Only a removal may be refused, and then it changed nothing: 409 when fewer units are placed than
  // asked, 404 when none are. Nothing refuses the other writes (unique SKUs, ample stock and room).
  const noteOdd = (what: string, res: Answer) => {
    if (!(what === 'remove' && (res.status === 409 || res.status === 404))) {
      record.unexpected.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  };

  const loop = async () => {
    while (!killed) {
      const roll = Math.random();
      if (roll < 0.2) {
        serial += 1;
        const sku = `${setup.skuPrefix}-${serial}`;
        const quantity = units() * 10;
        const body = { productName: `Kill Burst ${sku}`, sku, quantity, weight: 1 };
        const res = await send('POST', '/products/', body);
        if (!res) record.unknownCreates.set(sku, quantity);
        else if (isOk(res)) {
          record.acked += 1;
          record.created.set((res.body as { data: { product: TProduct } }).data.product.id, {
            sku,
            quantity,
          });
        } else noteOdd('create', res);
      } else {
        const productId = pick(setup.productIds);
        const quantity = units();
        const placing = roll < 0.65;
        const res = await send(placing ? 'POST' : 'DELETE', `/inventory/${inventoryId}/products`, {
          productId,
          quantity,
        });
        const delta = placing ? quantity : -quantity;
        if (!res) record.unknownMoves.get(productId)!.push(delta);
        else if (isOk(res)) {
          record.acked += 1;
          record.placed.set(productId, record.placed.get(productId)! + delta);
        } else noteOdd(placing ? 'place' : 'remove', res);
      }
    }
  };

  const started = Date.now();
  const loops = Array.from({ length: workers }, loop);
  while (
    record.acked < killAfterAcks &&
    Date.now() - started < killAfterMs &&
    server.child.exitCode === null
  ) {
    await sleep(10);
  }
  killed = true;
  record.inFlightAtKill = inFlight;
  server.child.kill('SIGKILL');
  await Promise.all(loops);
  await server.exited;
  return record;
}

/** Every sum a subset of `deltas` can make (the unanswered writes that may have happened). */
function subsetSums(deltas: number[]): Set<number> {
  let sums = new Set([0]);
  for (const d of deltas) sums = new Set([...sums, ...[...sums].map((s) => s + d)]);
  return sums;
}

/**
 * Checks the restarted server against the burst: every acknowledged write is there, nothing that
 * was refused happened, and the stock invariants hold. Returns the problems and how many
 * acknowledged writes are missing.
 */
async function checkAfterRestart(
  api: string,
  setup: StockSetup,
  record: BurstRecord,
): Promise<{ lost: number; problems: string[] }> {
  const problems: string[] = [];
  let lost = 0;

  // Creations: each acknowledged product readable as sent; unanswered ones either way; no others.
  for (const [id, sent] of record.created) {
    const res = await getProduct(api, id);
    if (res.status !== 200) {
      lost += 1;
      problems.push(`acknowledged product ${sent.sku} (${id}) is missing: ${res.status}`);
      continue;
    }
    const product = (res.body as { data: { product: TProduct } }).data.product;
    if (product.sku !== sent.sku || product.quantity !== sent.quantity) {
      lost += 1;
      problems.push(
        `product ${sent.sku} reads ${product.sku} x ${product.quantity}, sent x ${sent.quantity}`,
      );
    }
  }
  const burstProducts = await listAll<TProduct>(
    api,
    `/products/?search=${encodeURIComponent(setup.skuPrefix)}`,
    'products',
  );
  const ackedSkus = new Set([...record.created.values()].map((c) => c.sku));
  for (const product of burstProducts) {
    const sku = product.sku ?? '';
    if (ackedSkus.has(sku)) continue;
    if (!record.unknownCreates.has(sku)) problems.push(`product ${sku} exists but was never acknowledged`);
    else if (product.quantity !== record.unknownCreates.get(sku)) {
      problems.push(`unanswered product ${sku} holds ${product.quantity}, not what was sent`);
    }
  }

  // Placements: acknowledged moves plus some of the unanswered ones; counters and ledger agree.
  const placements = await listAll<TPlacement>(api, `/inventory/${setup.inventoryId}/products`, 'products');
  const held = new Map(placements.map((p) => [p.product.id, p.quantity]));
  let units = 0;
  for (const productId of setup.productIds) {
    const here = held.get(productId) ?? 0;
    units += here;
    const acked = record.placed.get(productId)!;
    const unknown = record.unknownMoves.get(productId)!;
    if (!subsetSums(unknown).has(here - acked)) {
      lost += 1;
      problems.push(
        `product ${productId}: ${here} units placed, acknowledged moves make ${acked}, unanswered ones [${unknown.join(', ')}]`,
      );
    }
    if (here < 0) problems.push(`product ${productId}: negative placement ${here}`);
    const product = dataOf<{ product: TProduct }>(await getProduct(api, productId)).product;
    if (product.quantity !== setup.stock) problems.push(`product ${productId}: quantity ${product.quantity}`);
    if (product.placedQuantity !== here) {
      problems.push(`product ${productId}: placedQuantity ${product.placedQuantity}, placements ${here}`);
    }
    const movements = await listAll<TStockMovement>(
      api,
      `/products/${productId}/movements`,
      'movements',
      setup.token,
    );
    const sum = (scope: string) =>
      movements.filter((m) => m.scope === scope).reduce((total, m) => total + m.delta, 0);
    if (sum('placement') !== here) problems.push(`product ${productId}: ledger places ${sum('placement')}`);
    if (sum('stock') !== product.quantity) {
      problems.push(`product ${productId}: ledger stock ${sum('stock')}`);
    }
  }
  const inventoryRes = await call(api, 'GET', `/inventory/${setup.inventoryId}`, { signal: within() });
  const inventory = dataOf<{ inventory: TInventoryDetail }>(inventoryRes).inventory;
  if (inventory.capacityOccupied !== units * UNIT_WEIGHT_KG) {
    problems.push(`inventory occupies ${inventory.capacityOccupied} kg for ${units} units`);
  }
  if (Math.abs(inventory.volumeOccupied - units * UNIT_VOLUME_M3) > 1e-6) {
    problems.push(`inventory occupies ${inventory.volumeOccupied} m³ for ${units} units`);
  }
  return { lost, problems };
}

function report(database: string, record: BurstRecord, lost: number): void {
  const moves = record.acked - record.created.size;
  // eslint-disable-next-line no-console -- the counts are this test's report, printed on every run
  console.log(
    `kill -9 on ${database}: ${record.acked} writes acknowledged (${record.created.size} products created, ` +
      `${moves} stock moves), ${record.inFlightAtKill} in flight at the kill, ${lost} acknowledged writes lost`,
  );
}

function expectBurstMeaningful(record: BurstRecord): void {
  expect(record.unexpected, record.unexpected.slice(0, 5).join('\n')).toEqual([]);
  expect(record.acked).toBeGreaterThan(30);
  expect(record.created.size).toBeGreaterThan(0);
  expect(record.inFlightAtKill).toBeGreaterThan(0);
}

// ---------------------------------------------------------------------------------------------
// PGlite (DATA_DIR)

// Skipped in the `server-pg` project: these faults are the embedded database's own (its data
// directory, its one-process lock); the PostgreSQL faults above run there instead.
describe.skipIf(usesPostgres)('faults on the embedded database (real server processes)', () => {
  // One initialised, migrated and cleanly stopped data directory, copied by each test: initdb and
  // the migrations cost most of a first start.
  let template: string;

  beforeAll(async () => {
    template = tempDir();
    const server = await startServer({ dataDir: template, env: SERVER_ENV });
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  function copyOfTemplate(): string {
    const dir = tempDir();
    fs.cpSync(template, dir, { recursive: true });
    return dir;
  }

  it('kill -9 in a write burst: the restart opens and every acknowledged write is there', async () => {
    const dataDir = copyOfTemplate();
    const first = await startServer({ dataDir, env: SERVER_ENV });
    const setup = await setUpStock(first.api);
    const record = await burstThenKill(first, setup);
    expectBurstMeaningful(record);

    // A crash, not a clean stop: the lock of the dead process is left, the database was not shut down.
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(first.child.pid));
    expect(pgControl(dataDir).state).toBe(DB_IN_PRODUCTION);

    const second = await startServer({ dataDir, env: SERVER_ENV });
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(second.child.pid));
    const { lost, problems } = await checkAfterRestart(second.api, setup, record);
    report('the embedded database', record, lost);
    expect(problems).toEqual([]);
    expect(lost).toBe(0);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 120_000);

  it('SIGTERM answers the requests in flight, exits 0, releases the lock and checkpoints', async () => {
    const dataDir = copyOfTemplate();
    const server = await startServer({ dataDir, env: SERVER_ENV });
    const token = await registerAdmin(server.api);
    const before = await createProduct(server.api, token, {
      productName: 'Before Stop',
      sku: `BS-${unique()}`,
    });
    const checkpointBefore = pgControl(dataDir).checkpoint;

    // Requests certainly in flight: their headers and half their body are in, the rest comes later.
    const slow = await Promise.all(
      Array.from({ length: 5 }, () =>
        startSlowRequest(server.port, '/api/v1/products/', token, {
          productName: 'Slow Body',
          sku: `SB-${unique()}`,
          quantity: 7,
        }),
      ),
    );
    await sleep(300);
    // A batch of writes racing the signal: each gets its full answer, or is turned away cleanly.
    const batchSkus = Array.from({ length: 20 }, () => `SG-${unique()}`);
    const batch = batchSkus.map((sku) =>
      call(server.api, 'POST', '/products/', {
        token,
        body: { productName: 'Racing Stop', sku, quantity: 3 },
        signal: within(),
      }).catch((error: Error) => ({ status: 0, body: `${error.message}: ${String(error.cause)}` })),
    );
    await Promise.race(batch);
    server.child.kill('SIGTERM');

    // The process waits for the slow requests rather than cutting them off.
    await sleep(700);
    expect(server.child.exitCode, server.output()).toBeNull();
    const finishedAt = Date.now();
    for (const request of slow) request.finish();
    const slowAnswers = await Promise.all(slow.map((request) => request.response));
    for (const [i, answer] of slowAnswers.entries()) {
      expect(answer.status, answer.raw).toBe(201);
      expect((answer.body as { data: { product: TProduct } }).data.product.sku).toBe(slow[i]!.sku);
    }
    expect(await server.exited).toBe(0);
    expect(Date.now() - finishedAt).toBeLessThan(5000);

    const batchAnswers = await Promise.all(batch);
    const ackedBatch = batchSkus.filter((_, i) => batchAnswers[i]!.status === 201);
    for (const answer of batchAnswers) {
      // 201, or turned away: a 503 in the envelope while closing, or a reset of a connection the
      // server had not read yet.
      expect([0, 201, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body).toEqual({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            reason: 'server.restarting',
            message: 'Godown is restarting. Please try again in a moment.',
          },
        });
      }
    }
    expect(ackedBatch.length).toBeGreaterThan(0);

    // A clean stop: the lock is gone and the database was shut down with a fresh checkpoint.
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    const control = pgControl(dataDir);
    expect(control.state).toBe(DB_SHUTDOWNED);
    expect(control.checkpoint).toBeGreaterThan(checkpointBefore);

    const restarted = await startServer({ dataDir, env: SERVER_ENV });
    expect((await getProduct(restarted.api, before.id)).status).toBe(200);
    // Each racing write happened exactly when it was answered 201: a request the server took was
    // answered, and one turned away (503, or a connection reset before it was read) did nothing.
    for (const sku of [...slow.map((request) => request.sku), ...batchSkus]) {
      const expected = batchSkus.includes(sku) && !ackedBatch.includes(sku) ? [] : [sku];
      expect(await skusLike(restarted.api, sku), sku).toEqual(expected);
    }
    expect(await restarted.stop('SIGTERM')).toBe(0);
  }, 120_000);

  it('a second server on the same DATA_DIR is refused at once; a stale lock is taken over', async () => {
    const dataDir = copyOfTemplate();
    const first = await startServer({ dataDir, env: SERVER_ENV });
    const holder = first.child.pid!;
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(holder));
    const token = await registerAdmin(first.api);
    const controlBefore = fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'));

    const startedAt = Date.now();
    const second = await startServer({ dataDir, env: SERVER_ENV, expectExit: true, timeoutMs: 20_000 });
    const tookMs = Date.now() - startedAt;
    expect(await second.exited, second.output()).toBe(1);
    expect(tookMs).toBeLessThan(5000);
    const message = second.output();
    expect(message).toContain(`in use by another Godown process (pid ${holder})`);
    expect(message).toContain(dataDir);
    expect(message).not.toMatch(/^\s+at /m); // no stack trace
    expect(message).not.toMatch(/Godown is running/);
    // Refused before it opened PGlite: opening writes pg_control (state and time), and it is unchanged.
    expect(fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'))).toEqual(controlBefore);

    // The first server keeps its lock and keeps serving, reads and writes.
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(holder));
    expect((await call(first.api, 'GET', '/health', { signal: within() })).status).toBe(200);
    await createProduct(first.api, token, { productName: 'Still Serving', sku: `SS-${unique()}` });
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);

    // A lock left by a process that no longer exists is taken over.
    const deadPid = await pidOfEndedProcess();
    fs.writeFileSync(lockFile(dataDir), String(deadPid));
    const third = await startServer({ dataDir, env: SERVER_ENV });
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(third.child.pid));
    expect((await call(third.api, 'GET', '/users/me', { token, signal: within() })).status).toBe(200);
    expect(await third.stop('SIGTERM')).toBe(0);
  }, 120_000);
});

/** The pid of a process that has ended (a short-lived node). */
async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  const pid = child.pid!;
  expect(() => process.kill(pid, 0)).toThrow();
  return pid;
}

interface SlowRequest {
  sku: string;
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: unknown; raw: string }>;
}

/**
 * A POST over a raw socket that sends its headers and half its body now and the rest on
 * `finish()`: it is in flight, for certain, from the moment this resolves.
 */
async function startSlowRequest(
  port: number,
  url: string,
  token: string,
  body: { sku: string } & Record<string, unknown>,
): Promise<SlowRequest> {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const response = new Promise<{ status: number; body: unknown; raw: string }>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.slice(0, split);
      const text = raw.slice(split + 4);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? -1);
      // The full answer: as many bytes as announced, and JSON.
      if (Buffer.byteLength(text) !== length) resolve({ status: 0, body: text, raw });
      else resolve({ status, body: JSON.parse(text) as unknown, raw });
    });
  });
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(payload.subarray(0, half));
  return { sku: body.sku, finish: () => socket.write(payload.subarray(half)), response };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL (DATABASE_URL)

/**
 * A TCP proxy to PostgreSQL that the test can take down (listener closed, every proxied
 * connection destroyed) and bring back on the same port.
 */
async function startPgProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const upstreamPort = Number(target.port || 5432);
  const upstreamHost = target.hostname;
  const up = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(upstreamPort, upstreamHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as net.AddressInfo).port;
  };
  const down = async () => {
    const closed = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
    server = undefined;
  };
  await up();
  return {
    port: () => port,
    up,
    down,
  };
}

// Skipped in the `server` project (PGlite), for a reason: these faults are PostgreSQL's (a server
// the processes share, a database killed under them); the embedded database's run above instead.
describe.runIf(usesPostgres)('faults on PostgreSQL (real server processes)', () => {
  it('kill -9 in a write burst: the restart opens and every acknowledged write is there', async () => {
    const { url, drop } = await freshPostgresDatabase();
    dropDatabases.push(drop);
    const first = await startServer({ databaseUrl: url, env: SERVER_ENV });
    const setup = await setUpStock(first.api);
    const record = await burstThenKill(first, setup);
    expectBurstMeaningful(record);

    const second = await startServer({ databaseUrl: url, env: SERVER_ENV });
    const { lost, problems } = await checkAfterRestart(second.api, setup, record);
    report('PostgreSQL', record, lost);
    expect(problems).toEqual([]);
    expect(lost).toBe(0);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 120_000);

  it('the database going away answers 503 at once, and the server recovers when it returns', async () => {
    const { url, drop } = await freshPostgresDatabase();
    dropDatabases.push(drop);
    const proxy = await startPgProxy(new URL(url));
    try {
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port());
      const server = await startServer({ databaseUrl: viaProxy.toString(), env: SERVER_ENV });
      const token = await registerAdmin(server.api);
      const product = await createProduct(server.api, token, {
        productName: 'Proxy Rice',
        sku: `PR-${unique()}`,
      });

      await proxy.down();
      const refusedSkus: string[] = [];
      // Twice: first on the pool's connections that just died, then on new ones that are refused.
      for (let round = 0; round < 2; round++) {
        const sku = `DN-${unique()}`;
        refusedSkus.push(sku);
        const startedAt = Date.now();
        const [health, read, write] = await Promise.all([
          call(server.api, 'GET', '/health', { signal: within() }),
          call(server.api, 'GET', `/products/${product.id}`, { token, signal: within() }),
          call(server.api, 'POST', '/products/', {
            token,
            body: { productName: 'While Down', sku, quantity: 5 },
            signal: within(),
          }),
        ]);
        expect(Date.now() - startedAt).toBeLessThan(5000);
        expect(health.status, JSON.stringify(health.body)).toBe(503);
        expect((health.body as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
        for (const res of [read, write]) {
          expect(res.status, JSON.stringify(res.body)).toBe(503);
          expect(res.body).toEqual({
            error: { code: 'SERVICE_UNAVAILABLE', reason: 'server.unavailable', message: UNAVAILABLE_MESSAGE },
          });
        }
      }

      await proxy.up();
      const backAt = Date.now();
      let health: Answer = { status: 0, body: undefined };
      while (Date.now() - backAt < 10_000) {
        health = await call(server.api, 'GET', '/health', { signal: within() });
        if (health.status === 200) break;
        await sleep(100);
      }
      expect(health.status, JSON.stringify(health.body)).toBe(200);
      expect(
        (await call(server.api, 'GET', `/products/${product.id}`, { token, signal: within() })).status,
      ).toBe(200);
      await createProduct(server.api, token, { productName: 'After Return', sku: `AR-${unique()}` });
      // The writes answered 503 did not happen.
      for (const sku of refusedSkus) {
        expect(await skusLike(server.api, sku)).toEqual([]);
      }
      // Recovered without a restart: the same process served throughout.
      expect(server.child.exitCode).toBeNull();
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await proxy.down();
    }
  }, 120_000);
});
