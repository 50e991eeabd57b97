/**
 * Vitest's global set-up for the API suite on PGlite: one database, created and migrated once per
 * run, whose files every test file's database starts from (test-app.ts). A new PGlite cluster runs
 * initdb in WebAssembly, about 14 s on a 2-core machine, and migrating it 2 s more; loading the
 * template takes under 2 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's files (a tar written by PGlite's dumpDataDir). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const database = await openPglite();
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
