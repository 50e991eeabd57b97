// `npm run backup [-- path/to/file.tar.gz]` writes the embedded database in DATA_DIR to a .tar.gz
// (by default godown-backup-YYYYMMDD-HHMMSS.tar.gz in the current directory; for `npm run`, that is
// the repository's root). Stop Godown first. With DATABASE_URL set, it prints the pg_dump route.
import { loadConfig } from '../config.js';
import { BackupError, POSTGRES_ROUTE, backupDataDir, defaultBackupFile } from './backup.js';
import { exitWithError } from '../cli.js';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1) throw new BackupError('Usage: npm run backup [-- path/to/file.tar.gz]');
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupError(POSTGRES_ROUTE);
  const { file, bytes } = await backupDataDir(config.dataDir, args[0] ?? defaultBackupFile());
  process.stdout.write(
    `Backed up the embedded database in ${config.dataDir} to ${file} (${megabytes(bytes)}).\n`,
  );
}

main().catch((error: unknown) => exitWithError(error, BackupError));
