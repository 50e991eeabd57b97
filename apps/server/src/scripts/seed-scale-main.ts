// `npm run seed:scale -- --products 100000 --inventories 500 --users 2000 --transports 20000 --alerts 5000 --customers 10000`
// loads the benchmarks' scale data set into the configured database (DATABASE_URL, or the embedded
// database in DATA_DIR; stop the server first). `--invoices 200000` adds GST registrations, that many
// invoices and their receipts (none by default). `--reset` empties a database that holds data.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/transaction.js';
import { hashPassword } from '../modules/users/password.js';
import { openConfiguredDatabase } from '../db/open.js';
import {
  DEFAULT_SCALE,
  SCALE_ADMIN_EMAIL,
  SCALE_PASSWORD,
  seedScale,
  type ScaleOptions,
} from './seed-scale.js';

/** The most invoices the data set makes: each registration's series numbers 99,999 a year. */
const INVOICES_MAX = 500_000;

/** Empties every table of the app (not the migrations), for a fresh load. */
async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(
    sql`TRUNCATE users, login_failures, products, inventories, inventory_products, storage_units,
        transports, transport_lines, transport_status_history, alerts, wage_records, stock_movements,
        batches, batch_stock, transport_batches, purchase_orders, purchase_order_lines, customers,
        invoices, receipts, gst_registrations, company_settings, number_series
        RESTART IDENTITY CASCADE`,
  );
}

/** Whether the database already holds data (so a load would mix with it). */
async function hasData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM products) AS any`,
  );
  return Boolean(row?.any);
}

function options(): { scale: ScaleOptions; reset: boolean } {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      inventories: { type: 'string' },
      users: { type: 'string' },
      transports: { type: 'string' },
      alerts: { type: 'string' },
      customers: { type: 'string' },
      invoices: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const count = (name: keyof ScaleOptions, min: number, max = 10_000_000): number => {
    const raw = values[name];
    if (raw === undefined) return DEFAULT_SCALE[name];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
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
      invoices: count('invoices', 0, INVOICES_MAX),
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
