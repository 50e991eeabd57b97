import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './test-app.js';

/** The built server, as `npm start` runs it. `npm test` builds before it runs the suites. */
export const SERVER_MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Every child started here that is still running: a failed or timed-out test must not leave a
// server (and its lock, or its PostgreSQL connections) behind on the machine.
const running = new Set<ChildProcess>();
let killOnExit = false;

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Kills (SIGKILL) every server this module started that still runs, and waits for each to end. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      if (!isRunning(child)) return;
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await ended;
    }),
  );
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:PORT/api/v1 */
  api: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  /** DATA_DIR for the embedded database, or DATABASE_URL for PostgreSQL. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  port?: number;
  /** Resolve once the process has exited instead of once it listens (for refused starts). */
  expectExit?: boolean;
  timeoutMs?: number;
}

/**
 * Starts `node apps/server/dist/main.js` (what `npm start` runs after building) on a port of its
 * own and resolves once it says it is running, or rejects with what it printed if it ends first.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build; npm test does it)`);
  }
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // One process unless a test asks for WORKERS: a test's server is one process to stop.
      WORKERS: '1',
      REGISTRATIONS_PER_MINUTE: '100000',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (!killOnExit) {
    killOnExit = true;
    // Last resort when the test process ends before its hooks ran (a crash, a timeout).
    process.once('exit', () => {
      for (const c of running) if (isRunning(c)) c.kill('SIGKILL');
    });
  }
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = {
    child,
    port,
    api: `http://127.0.0.1:${port}/api/v1`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (isRunning(child)) child.kill(signal);
      return exited;
    },
  };
  const timeoutMs = options.timeoutMs ?? 60_000;
  if (options.expectExit) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      await server.stop('SIGKILL');
      throw new Error(`The server was expected to exit but still ran after ${timeoutMs} ms:\n${output}`);
    }
    return server;
  }
  const started = Date.now();
  while (!/Godown is running/.test(output)) {
    if (!isRunning(child)) {
      throw new Error(`The server ended before it was running:\n${output}`);
    }
    if (Date.now() - started > timeoutMs) {
      await server.stop('SIGKILL');
      throw new Error(`The server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** A JSON call through HTTP; resolves with the status and parsed body (never throws on 4xx/5xx). */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body: body as T };
}
