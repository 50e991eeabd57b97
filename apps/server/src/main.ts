import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { DataDirLockedError } from './db/lock.js';
import { buildApp } from './app.js';
import { exitWithError } from './cli.js';
import { runWorkers } from './workers.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDistDir ??= path.resolve(here, '../../web/dist');

  const workers = config.workers ?? 1;
  if (workers > 1 && cluster.isPrimary) {
    // Migrate once, before the workers open the database, then hand the port to them.
    await (await openConfiguredDatabase(config)).close();
    runWorkers(config, workers);
    return;
  }

  const database = await openConfiguredDatabase(config);

  const app = await buildApp({
    config,
    database,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close(); // finishes requests in flight
      await database.close(); // PGlite checkpoints its files on close; the lock is released
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) {
    app.log.info({ periodicChecks: config.periodicChecks !== false }, 'worker serving');
    return; // the primary says when all of them run
  }
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Godown is running on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => exitWithError(error, DataDirLockedError));
