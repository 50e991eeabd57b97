import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config.js';

/** How long a stopping primary waits for its workers to finish their requests. */
const STOP_GRACE_MS = 10_000;

/**
 * The primary of WORKERS=N (docs/scaling.md#workers): forks N server processes that share the port
 * (Node's cluster hands each new connection to the next worker) and keeps N running. The first
 * runs the periodic checks, the others do not, so each check runs once a period; a worker that dies
 * is replaced in its role. SIGTERM or SIGINT stops every worker (each finishes its requests) and
 * then the primary. The primary itself opens no database and serves nothing.
 */
export function runWorkers(config: AppConfig, count: number): void {
  const roles = new Map<Worker, boolean>();
  let stopping = false;
  let listening = 0;

  const fork = (runsChecks: boolean) => {
    const worker = cluster.fork({
      GODOWN_PERIODIC_CHECKS: runsChecks ? '1' : '0',
      ...(config.bootId && { GODOWN_BOOT_ID: config.bootId }),
    });
    roles.set(worker, runsChecks);
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) {
        console.log(`Godown is running on http://localhost:${config.port} (PostgreSQL, ${count} workers)`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const runsChecks = roles.get(worker) ?? false;
    roles.delete(worker);
    if (stopping) {
      if (roles.size === 0) process.exit(0);
      return;
    }
    console.error(`Godown worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
    fork(runsChecks);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (roles.size === 0) process.exit(0);
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < count; i++) fork(i === 0);
}
