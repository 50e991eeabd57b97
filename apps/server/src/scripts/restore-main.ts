// `npm run restore -- <file>` replaces the embedded database in DATA_DIR with a backup made by
// `npm run backup`; the database it replaces is kept beside it. Stop Godown first. With
// DATABASE_URL set, it prints the pg_restore route.
import { loadConfig } from '../config.js';
import { BackupError, POSTGRES_ROUTE, restoreDataDir } from './backup.js';
import { exitWithError } from '../cli.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0]) {
    throw new BackupError('Usage: npm run restore -- path/to/godown-backup.tar.gz');
  }
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupError(POSTGRES_ROUTE);
  const { database, previous } = await restoreDataDir(args[0], config.dataDir);
  process.stdout.write(`Restored ${args[0]} into ${database}.\n`);
  if (previous) {
    process.stdout.write(
      `The database it replaced is kept in ${previous}: delete that folder once you have checked the restored data.\n`,
    );
  }
}

main().catch((error: unknown) => exitWithError(error, BackupError));
