import path from 'node:path';
import type { AppConfig } from '../config.js';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client.js';
import { lockDataDir } from './lock.js';

/**
 * Opens and migrates the configured database: PostgreSQL when DATABASE_URL is set (reading from
 * DATABASE_REPLICA_URL where it may), else the embedded PGlite in DATA_DIR (locked to this
 * process). `close` closes it and releases the lock.
 */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(
      config.databaseUrl,
      config.databasePoolSize,
      config.databaseReplicaUrl,
    );
    await migrateDatabase(database);
    return database;
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
