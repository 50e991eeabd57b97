// `npm run seed:scale -- --products 100000 --inventories 500 --users 2000 --transports 20000 --alerts 5000 --customers 10000`
// loads the benchmarks' scale data set into the configured database (DATABASE_URL, or the embedded
// database in DATA_DIR; stop the server first). `--reset` empties a database that holds data.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { hashPassword } from '../modules/users/password.js';
import { openConfiguredDatabase } from '../db/open.js';
import {
  DEFAULT_SCALE,
  SCALE_ADMIN_EMAIL,
  SCALE_PASSWORD,
  emptyDatabase,
  hasData,
  seedScale,
  type ScaleOptions,
} from './seed-scale.js';

function options(): { scale: ScaleOptions; reset: boolean } {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      inventories: { type: 'string' },
      users: { type: 'string' },
      transports: { type: 'string' },
      alerts: { type: 'string' },
      customers: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const count = (name: keyof ScaleOptions, min: number): number => {
    const raw = values[name];
    if (raw === undefined) return DEFAULT_SCALE[name];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > 10_000_000) {
      throw new Error(`--${name} must be a whole number from ${min} to 10000000 (got "${raw}")`);
    }
    return n;
  };
  return {
    scale: {
      products: count('products', 1),
      inventories: count('inventories', 1),
      users: count('users', 1),
      transports: count('transports', 0),
      alerts: count('alerts', 0),
      customers: count('customers', 0),
    },
    reset: values.reset ?? false,
  };
}

async function main(): Promise<void> {
  const { scale, reset } = options();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const { db } = database;
  try {
    const target = database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    if (await hasData(db)) {
      if (!reset) {
        throw new Error(
          `${target} already holds data. Run with --reset to empty it first, or point DATA_DIR / DATABASE_URL elsewhere.`,
        );
      }
      await emptyDatabase(db);
    }
    console.log(`Loading the scale data set into ${target}: ${JSON.stringify(scale)}`);
    const started = performance.now();
    const steps = await seedScale(db, scale, await hashPassword(SCALE_PASSWORD));
    const loaded = performance.now();
    // Fresh statistics and visibility maps, so the planner and index-only scans see the real data.
    await db.execute(sql`VACUUM ANALYZE`);
    const done = performance.now();
    console.table(steps.map((s) => ({ step: s.name, rows: s.rows, seconds: +(s.ms / 1000).toFixed(2) })));
    console.log(
      `Loaded in ${((loaded - started) / 1000).toFixed(1)} s, analysed in ${((done - loaded) / 1000).toFixed(1)} s ` +
        `(${((done - started) / 1000).toFixed(1)} s in all).`,
    );
    console.log(
      `Every account signs in with the password ${SCALE_PASSWORD}; the admin is ${SCALE_ADMIN_EMAIL}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
