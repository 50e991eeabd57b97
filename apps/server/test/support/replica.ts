/**
 * A real PostgreSQL streaming replica of TEST_DATABASE_URL's server, for the read-replica tests:
 * `pg_basebackup` of the running server into a temporary directory, started on a free port with
 * the server's own binaries, then stopped and removed. PostgreSQL refuses to run as root, so as root
 * the replica's files and process belong to the `postgres` user.
 *
 * The server must accept replication connections from 127.0.0.1 (a `host replication ...` line in
 * its pg_hba.conf; .ci/run adds one where it is missing).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.js';

const run = promisify(execFile);

export interface Replica {
  /** The URL of `database` on the replica. */
  url(database: string): string;
  /** Runs one statement on the replica's `postgres` database. */
  query(text: string): Promise<pg.QueryResult>;
  /** Stops replaying the primary's WAL (reads see the data as it was), or starts again. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  catchUp(): Promise<void>;
  /** Stops the replica's server at once (it stays on disk until `remove`). */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

async function oneRow<T>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T;
  } finally {
    await client.end();
  }
}

export async function startReplica(primaryUrl: string): Promise<Replica> {
  const primary = new URL(primaryUrl);
  const admin = new URL(primaryUrl);
  admin.pathname = '/postgres';
  const { rules } = await oneRow<{ rules: number }>(
    admin.toString(),
    "SELECT count(*)::int AS rules FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND error IS NULL",
  );
  if (rules === 0) {
    throw new Error(
      'The PostgreSQL server accepts no replication connections: add "host replication all 127.0.0.1/32 trust" to its pg_hba.conf and reload it (.ci/run does this)',
    );
  }
  // The standby must allow at least what the primary does, or it refuses to start.
  const limits = await oneRow<Record<string, string>>(
    admin.toString(),
    `SELECT current_setting('server_version_num') AS version,
            current_setting('max_connections') AS max_connections,
            current_setting('max_worker_processes') AS max_worker_processes,
            current_setting('max_wal_senders') AS max_wal_senders,
            current_setting('max_prepared_transactions') AS max_prepared_transactions,
            current_setting('max_locks_per_transaction') AS max_locks_per_transaction`,
  );
  const major = Math.floor(Number(limits.version) / 10_000);
  const debianBin = `/usr/lib/postgresql/${major}/bin`;
  const bin = fs.existsSync(debianBin) ? debianBin : (await run('pg_config', ['--bindir'])).stdout.trim();

  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number((await run('id', ['-u', 'postgres'])).stdout),
        gid: Number((await run('id', ['-g', 'postgres'])).stdout),
      }
    : undefined;
  const asOwner = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-replica-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    await asOwner(path.join(bin, 'pg_basebackup'), [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
      '-D',
      data,
      '--write-recovery-conf',
      '--wal-method=stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    // Debian keeps a cluster's configuration outside its data directory: the copy has none.
    const settings = {
      listen_addresses: "'127.0.0.1'",
      port: String(port),
      unix_socket_directories: `'${dir}'`,
      hot_standby: 'on',
      fsync: 'off',
      shared_buffers: "'32MB'",
      max_connections: limits.max_connections,
      max_worker_processes: limits.max_worker_processes,
      max_wal_senders: limits.max_wal_senders,
      max_prepared_transactions: limits.max_prepared_transactions,
      max_locks_per_transaction: limits.max_locks_per_transaction,
    };
    const files: Record<string, string> = {
      'postgresql.conf': Object.entries(settings)
        .map(([key, value]) => `${key} = ${value}\n`)
        .join(''),
      'pg_hba.conf': 'local all all trust\nhost all all 127.0.0.1/32 trust\n',
      'pg_ident.conf': '',
    };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(data, name);
      fs.writeFileSync(file, text);
      if (owner) fs.chownSync(file, owner.uid, owner.gid);
    }
    await asOwner(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    const log = path.join(dir, 'log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`The replica did not start: ${(error as Error).message}${detail}`);
  }

  const url = (database: string) => {
    const target = new URL(primaryUrl);
    target.hostname = '127.0.0.1';
    target.port = String(port);
    target.pathname = `/${database}`;
    return target.toString();
  };
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
  };
  return {
    url,
    query,
    pause: async () => {
      await query('SELECT pg_wal_replay_pause()');
    },
    resume: async () => {
      await query('SELECT pg_wal_replay_resume()');
    },
    catchUp: async () => {
      const { lsn } = await oneRow<{ lsn: string }>(
        admin.toString(),
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      const started = Date.now();
      for (;;) {
        const { done } = (await query(`SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`))
          .rows[0] as { done: boolean };
        if (done) return;
        if (Date.now() - started > 30_000) throw new Error(`The replica did not reach ${lsn} in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop,
    remove: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
