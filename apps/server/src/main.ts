import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { migrateDatabase, openPglite, openPostgres, type Database } from './db/client.js';
import { lockDataDir } from './db/lock.js';
import { buildApp } from './app.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDistDir ??= path.resolve(here, '../../web/dist');

  let releaseLock: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, config.databasePoolSize);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'pglite'));
  }
  await migrateDatabase(database);

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
      await database.close(); // PGlite checkpoints its files on close
    } finally {
      releaseLock?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Godown is running on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
