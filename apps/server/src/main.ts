import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { DataDirLockedError } from './db/lock.js';
import { buildApp } from './app.js';
import { exitWithError } from './cli.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDistDir ??= path.resolve(here, '../../web/dist');

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
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Godown is running on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => exitWithError(error, DataDirLockedError));
