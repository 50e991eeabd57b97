// The browser tests' servers: one per Playwright worker, each on its own port and its own fresh
// embedded database, so a worker's tests see only their own data and their own first admin, as
// they would on a server of their own. Files are shared out between the workers; the tests within
// a file run in order on one worker.
import path from 'node:path';

/** Workers, and so servers: GODOWN_E2E_WORKERS, else two (a 2-core machine's browser tests wait on pages as much as they compute). */
export const E2E_WORKERS = Math.max(1, Number(process.env.GODOWN_E2E_WORKERS ?? 2) || 1);

const FIRST_PORT = 3100;

/** The address of worker `parallelIndex`'s server (a worker started again after a failure keeps its index). */
export function serverUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;
}

export function serverPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/** Server `parallelIndex`'s data directory, inside the run's directory (GODOWN_E2E_DATA_DIR). */
export function serverDataDir(runDir: string, parallelIndex: number): string {
  return path.join(runDir, `server-${parallelIndex}`);
}

/** The worker's server index in a test process (Playwright sets TEST_PARALLEL_INDEX). */
export function currentParallelIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;
}
