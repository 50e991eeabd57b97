import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, usesPostgres } from './support/test-app.js';
import { call, startServer, type ServerProcess } from './support/server-process.js';

interface WorkerLine {
  pid: number;
  periodicChecks: boolean;
}

/** The "worker serving" lines a WORKERS server has logged: one per worker process started. */
function workersOf(server: ServerProcess): WorkerLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"worker serving"'))
    .map((line) => JSON.parse(line) as WorkerLine);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// WORKERS=N: N server processes on one port (docs/scaling.md#workers). Skipped on the embedded
// database, for a reason: it serves one process, and refuses more (below).
describe.runIf(usesPostgres)('WORKERS=2 on PostgreSQL', () => {
  let drop: () => Promise<void> = async () => {};
  let server: ServerProcess;

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await freshPostgresDatabase());
    server = await startServer({ databaseUrl: url, env: { WORKERS: '2', LOG_LEVEL: 'info' } });
  }, 120_000);

  afterAll(async () => {
    if (server) await server.stop('SIGKILL');
    for (const w of server ? workersOf(server) : []) if (alive(w.pid)) process.kill(w.pid, 'SIGKILL');
    await drop();
  });

  it('serves on one port from two processes, one of which runs the periodic checks', async () => {
    expect(server.output()).toContain('(PostgreSQL, 2 workers)');
    await until('both workers', () => workersOf(server).length === 2);
    const workers = workersOf(server);
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);
    expect(workers.filter((w) => w.periodicChecks)).toHaveLength(1);
    // The checks ran once at start: only the worker that runs them logs them.
    const checkLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"check":"'));
    expect(new Set(checkLines.map((line) => (JSON.parse(line) as WorkerLine).pid)).size).toBeLessThanOrEqual(
      1,
    );

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ data: { total: number } }>(server.api, 'GET', '/products/?limit=1'),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('replaces a worker that dies, in its role, and stops them all on SIGTERM', async () => {
    const [checker] = workersOf(server).filter((w) => w.periodicChecks);
    process.kill(checker!.pid, 'SIGKILL');
    await until('a new worker', () => workersOf(server).length === 3);
    const replacement = workersOf(server)[2]!;
    expect(replacement.periodicChecks).toBe(true);
    expect(server.output()).toContain(`Godown worker ${checker!.pid} ended (SIGKILL): starting another`);
    expect((await call(server.api, 'GET', '/products/?limit=1')).status).toBe(200);

    expect(await server.stop('SIGTERM')).toBe(0);
    const pids = workersOf(server).map((w) => w.pid);
    await until('every worker to end', () => pids.every((pid) => !alive(pid)), 15_000);
  });
});

describe('WORKERS on the embedded database', () => {
  it('refuses more than one process, saying why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-workers-'));
    try {
      const server = await startServer({ dataDir, env: { WORKERS: '2' }, expectExit: true });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        'WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded database serves one process',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
