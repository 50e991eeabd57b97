// Backup and restore of the embedded database: the PGlite data directory in ${DATA_DIR}/pglite,
// as a .tar.gz made by PGlite itself. PostgreSQL has its own tools (POSTGRES_ROUTE).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, migrateDatabase, openPglite } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/lock.js';
import { queryRows } from '../db/transaction.js';

/** A problem the user can fix (wrong file, server running): the scripts print its message only. */
export class BackupError extends Error {}

/** What to do instead when DATABASE_URL points at PostgreSQL. */
export const POSTGRES_ROUTE = [
  'DATABASE_URL is set: Godown uses PostgreSQL, which these scripts do not back up. Use its own tools:',
  '  pg_dump --format=custom "$DATABASE_URL" > godown.dump',
  '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" godown.dump',
  'Unset DATABASE_URL to back up or restore the embedded database in DATA_DIR.',
].join('\n');

const PGLITE_SUBDIR = 'pglite';

/** YYYYMMDD-HHMMSS in local time, for file and folder names. */
export function timestamp(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-` +
    `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`
  );
}

/** The file name a backup gets when none is given. */
export function defaultBackupFile(date = new Date()): string {
  return `godown-backup-${timestamp(date)}.tar.gz`;
}

function hasDatabase(pgliteDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/** Takes the data directory's lock, refusing while Godown (or another script) runs on it. */
function lockForMaintenance(dataDir: string, action: 'backup' | 'restore'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The data directory ${dataDir} is in use by a running Godown process (pid ${error.pid}). ` +
        `Stop Godown first, then run the ${action} again.`,
    );
  }
}

/** Opens a PGlite directory with the extensions the schema uses (pg_trgm backs the searches). */
function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** A path beside `base` that does not exist yet: `base`, else `base-2`, `base-3`... */
function freePath(base: string): string {
  let candidate = base;
  for (let n = 2; fs.existsSync(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Writes the embedded database of `dataDir` to `file` (a .tar.gz). The server must be stopped: the
 * data directory's lock is taken for the duration. The file appears whole or not at all.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ file: string; bytes: number }> {
  const pgliteDir = path.join(dataDir, PGLITE_SUBDIR);
  const target = path.resolve(file);
  if (!hasDatabase(pgliteDir)) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up (no ${pgliteDir}).`);
  }
  if (fs.existsSync(target)) {
    throw new BackupError(`${target} already exists: choose another file name.`);
  }
  if (!fs.existsSync(path.dirname(target))) {
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  }
  const release = lockForMaintenance(dataDir, 'backup');
  const temporary = `${target}.${crypto.randomBytes(4).toString('hex')}.partial`;
  try {
    const client = await createPglite(pgliteDir);
    let tarball: Blob;
    try {
      // Everything into the data files, so the copy needs no WAL replay when it is opened.
      await client.exec('CHECKPOINT');
      tarball = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await tarball.arrayBuffer());
    const handle = fs.openSync(temporary, 'wx');
    try {
      fs.writeFileSync(handle, bytes);
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(temporary, target);
    return { file: target, bytes: bytes.length };
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  } finally {
    release();
  }
}

/** Reads and unpacks a backup file, refusing with a clear message what cannot be one. */
function readBackup(file: string): Buffer {
  let packed: Buffer;
  try {
    packed = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no backup file at ${file}.`);
    throw new BackupError(`Cannot read the backup file ${file} (${code ?? String(error)}).`);
  }
  try {
    // Unpacking checks the gzip checksum: a truncated or damaged file stops here.
    return zlib.gunzipSync(packed);
  } catch {
    throw new BackupError(
      `${file} is not a Godown backup, or it is damaged (it is not a whole .tar.gz file).`,
    );
  }
}

/**
 * Unpacks a backup into the new directory `into` and checks it is a Godown database, then brings
 * it up to the current schema. Throws a BackupError when it is not one.
 */
async function loadBackup(tar: Buffer, file: string, into: string): Promise<void> {
  const notGodown = (why: string) => new BackupError(`${file} is not a Godown backup: ${why}.`);
  try {
    const client = await createPglite(into, new Blob([tar], { type: 'application/x-tar' }));
    await client.close();
  } catch (error) {
    throw notGodown(`its database does not open (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!hasDatabase(into)) throw notGodown('it holds no database directory');
  const database = await openPglite(into);
  try {
    const [found] = await queryRows<{ migrations: string | null; users: string | null }>(
      database.db,
      sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS migrations,
                 to_regclass('public.users')::text AS users`,
    );
    if (!found?.migrations || !found.users) throw notGodown('its database has no Godown tables');
    const [last] = await queryRows<{ createdAt: string | null }>(
      database.db,
      sql`SELECT max(created_at)::text AS "createdAt" FROM drizzle.__drizzle_migrations`,
    );
    const known = Math.max(
      ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
    );
    if (last?.createdAt && Number(last.createdAt) > known) {
      throw new BackupError(
        `${file} was made by a newer version of Godown than this one: update Godown, then restore it.`,
      );
    }
    // A backup from an older version gets the migrations it lacks, as the server would on start.
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database of `dataDir` with the backup in `file`. The backup is unpacked
 * and checked in a new directory first; only then is the current database moved aside (kept, not
 * deleted) and the restored one moved into its place. Any failure leaves the current one as it was.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
): Promise<{ database: string; previous: string | undefined }> {
  const source = path.resolve(file);
  const tar = readBackup(source);
  fs.mkdirSync(dataDir, { recursive: true }); // restoring into a new DATA_DIR is allowed
  const release = lockForMaintenance(dataDir, 'restore');
  try {
    const live = path.join(dataDir, PGLITE_SUBDIR);
    const stamp = timestamp();
    const restoring = freePath(path.join(dataDir, `${PGLITE_SUBDIR}.restoring-${stamp}`));
    try {
      await loadBackup(tar, source, restoring);
    } catch (error) {
      fs.rmSync(restoring, { recursive: true, force: true });
      throw error;
    }
    if (!fs.existsSync(live)) {
      fs.renameSync(restoring, live);
      return { database: live, previous: undefined };
    }
    // Two renames in one directory: between them (microseconds) there is no `pglite`; a failure
    // of the second puts the previous database back.
    const previous = freePath(path.join(dataDir, `${PGLITE_SUBDIR}.before-restore-${stamp}`));
    fs.renameSync(live, previous);
    try {
      fs.renameSync(restoring, live);
    } catch (error) {
      fs.renameSync(previous, live);
      fs.rmSync(restoring, { recursive: true, force: true });
      throw error;
    }
    return { database: live, previous };
  } finally {
    release();
  }
}
