import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@godown/shared';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { backupDataDir, restoreDataDir } from '../src/scripts/backup.js';
import { openPglite } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/open.js';
import { queryRows } from '../src/db/transaction.js';
import { callApi, getData } from './support/http.js';
import { uploadImport } from './support/imports.js';
import { registeredInvoice } from './support/einvoices.js';
import { freshEwayBill } from './support/ewaybills.js';
import { fulfilmentFixture } from './support/sales.js';
import { invoiceGround } from './support/invoices.js';
import { addRegistration } from './support/billing.js';
import { createInventory, createProduct, createStorage, place, unplace } from './support/stock.js';
import { TEST_JWT_SECRET, usesPostgres } from './support/test-app.js';
import {
  createTransport,
  deliverWithProof,
  JPEG_BYTES,
  moveTransportOk,
  pngImage,
} from './support/transports.js';
import { registerUser, type RegisteredUser } from './support/users.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/scripts');

function configFor(dataDir: string): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    databasePoolSize: 20,
    jwtSecret: TEST_JWT_SECRET,
    jwtExpiresIn: '1h',
    openAdminSignup: false,
    // The people the backup must keep are let in at once (approvals: register.test.ts).
    registration: 'open',
    logLevel: 'silent',
    webDistDir: undefined,
    rateLimits: { registrationsPerMinute: 10_000 },
  };
}

/** Builds the app on the embedded database of `dataDir` (locked, as the server does). */
async function openApp(dataDir: string) {
  const config = configFor(dataDir);
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

interface Filled {
  admin: RegisteredUser;
  product: TProduct;
}

/** Asserts a call succeeded (200 or 201). */
function expectOk(res: { statusCode: number; body: string }): void {
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Fills a data directory through the API so that every table of the schema holds rows. */
async function fill(dataDir: string): Promise<Filled> {
  const { app, close } = await openApp(dataDir);
  try {
    const admin = await registerUser(app, { role: 'admin' });
    const staff = await registerUser(app, { role: 'staff' });
    const driver = await registerUser(app, { role: 'driver' });
    const rice = await createProduct(app, staff.token, { productCategory: 'Grains', gstRate: 5, uqc: 'KGS' });
    const oil = await createProduct(app, staff.token, { quantity: 50 });
    const godown = await createInventory(app, admin.token);
    const depot = await createInventory(app, admin.token, { location: 'Pune, Maharashtra' });
    const rack = await createStorage(app, staff.token, godown.id);
    expectOk(await place(app, staff.token, godown.id, rice.id, 40));
    // Units put away in a storage unit, a count with an entry, a pick: the scanning tables.
    expectOk(
      await callApi(app, 'POST', '/stock/move', staff.token, {
        productId: rice.id,
        quantity: 5,
        from: { inventoryId: godown.id },
        to: { inventoryId: godown.id, storageUnitId: rack.id },
      }),
    );
    const count = await callApi(app, 'POST', '/counts', staff.token, { inventoryId: godown.id });
    expectOk(count);
    const countId = (count.json() as { data: { count: { id: string } } }).data.count.id;
    expectOk(
      await callApi(app, 'POST', `/counts/${countId}/entries`, staff.token, {
        productId: rice.id,
        quantity: 39,
      }),
    );
    expectOk(await callApi(app, 'POST', `/counts/${countId}/post`, admin.token, {}));
    const picked = await createTransport(app, staff.token, { products: [{ product: rice.id, quantity: 1 }] });
    expectOk(
      await callApi(app, 'POST', `/transports/${picked.id}/picks`, staff.token, { productId: rice.id }),
    );
    expectOk(await place(app, staff.token, godown.id, oil.id, 20));
    expectOk(await unplace(app, staff.token, godown.id, oil.id, 5));
    const transfer = await createTransport(app, staff.token, {
      products: [{ product: rice.id, quantity: 10 }],
      sourceInventoryId: godown.id,
      destinationInventoryId: depot.id,
      assignedTo: driver.user.id,
      eta: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await moveTransportOk(app, staff.token, transfer.id, 'in_transit');
    await moveTransportOk(app, staff.token, transfer.id, 'delivered');
    await createTransport(app, staff.token, { products: [{ product: oil.id, quantity: 3 }] });
    // A delivery with its proof (photo and signature bytes): the proofs table.
    const delivered = await createTransport(app, staff.token, { assignedTo: driver.user.id });
    await moveTransportOk(app, staff.token, delivered.id, 'in_transit');
    expectOk(
      await deliverWithProof(app, driver.token, delivered.id, {
        fields: { receiverName: 'Backup receiver' },
        photo: { bytes: JPEG_BYTES },
        signature: { bytes: await pngImage(), type: 'image/png', name: 'signature.png' },
      }),
    );
    // A purchase order received in a batch, and that batch on the road: the purchasing tables.
    const supplier = await registerUser(app, { role: 'supplier' });
    const order = await callApi(app, 'POST', '/purchase-orders', staff.token, {
      supplierId: supplier.user.id,
      destinationInventoryId: godown.id,
      status: 'sent',
      lines: [{ product: oil.id, quantity: 6, unitPrice: 99.5 }],
    });
    expectOk(order);
    const orderId = (order.json() as { data: { purchaseOrder: { id: string } } }).data.purchaseOrder.id;
    expectOk(
      await callApi(app, 'POST', `/purchase-orders/${orderId}/receive`, staff.token, {
        lines: [{ product: oil.id, quantity: 6, batch: { code: 'OIL-2030', expiryDate: '2030-01-01' } }],
      }),
    );
    const batchTransfer = await createTransport(app, staff.token, {
      products: [{ product: oil.id, quantity: 2 }],
      sourceInventoryId: godown.id,
      destinationInventoryId: depot.id,
    });
    await moveTransportOk(app, staff.token, batchTransfer.id, 'dispatched');
    // A product import: an imports row, and ledger rows carrying its id.
    expectOk(
      await uploadImport(
        app,
        staff.token,
        'products',
        `SKU,Product name,Quantity\r\nIMP-BACKUP-1,Imported chai,4\r\n`,
      ),
    );
    // A price list, a scheme, and a customer on the list with a GSTIN and an address in jsonb, whose
    // confirmed order holds units (a number series, lines, a reservation).
    const list = await callApi(app, 'POST', '/price-lists', staff.token, {
      name: 'Backup list',
      items: [{ product: oil.id, kind: 'discount', value: 5 }],
    });
    expectOk(list);
    expectOk(
      await callApi(app, 'POST', '/schemes', staff.token, {
        kind: 'freeQuantity',
        name: 'Backup 2 + 1',
        product: oil.id,
        buyQuantity: 2,
        freeQuantity: 1,
      }),
    );
    const shop = await callApi(app, 'POST', '/customers', staff.token, {
      priceListId: (list.json() as { data: { priceList: { id: string } } }).data.priceList.id,
      name: 'Backup Medical Stores',
      gstin: '27AAPFU0939F1ZV',
      billingAddress: {
        line: '1 MG Road',
        district: 'Pune',
        pinCode: '411001',
        point: { type: 'Point', coordinates: [73.85, 18.52] },
      },
    });
    expectOk(shop);
    const sale = await callApi(app, 'POST', '/sales-orders', staff.token, {
      customerId: (shop.json() as { data: { customer: { id: string } } }).data.customer.id,
      inventoryId: godown.id,
      lines: [{ product: oil.id, quantity: 2 }],
    });
    expectOk(sale);
    const saleId = (sale.json() as { data: { salesOrder: { id: string } } }).data.salesOrder.id;
    expectOk(await callApi(app, 'POST', `/sales-orders/${saleId}/confirm`, staff.token));
    // Orders allocated, picked, shipped, delivered and returned: the fulfilment tables.
    await fulfilmentFixture(
      app,
      admin.token,
      (shop.json() as { data: { customer: { id: string } } }).data.customer.id,
    );
    // The company, a GST registration and its warehouse: the billing settings' tables.
    expectOk(
      await callApi(app, 'PUT', '/settings/company', admin.token, { legalName: 'Backup Traders Pvt Ltd' }),
    );
    const registration = await addRegistration(app, admin.token);
    expectOk(
      await callApi(app, 'PUT', `/inventory/${depot.id}`, admin.token, { registrationId: registration.id }),
    );
    // A tax invoice for a shipment on the road: the invoices' tables.
    const ground = await invoiceGround(app, admin.token, staff.token);
    const { shipmentId } = await ground.ship(ground.customers.local.id, [
      { product: ground.products.medicine.id, quantity: 2 },
    ]);
    const billed = await callApi(app, 'POST', '/invoices', staff.token, { shipmentIds: [shipmentId] });
    expectOk(billed);
    const invoice = (billed.json() as { data: { invoice: { id: string } } }).data.invoice;
    // The e-invoice portal's answer for it: the e-invoices' table.
    await registeredInvoice(app, staff.token, invoice.id);
    // An e-way bill with a change of vehicle: the e-way bills' tables.
    const { billId } = await freshEwayBill(app, staff.token, ground);
    expectOk(
      await callApi(app, 'POST', `/ewaybills/${billId}/vehicles`, staff.token, {
        mode: 'land',
        fromPlace: 'Nashik',
        fromStateCode: '27',
        reason: 'breakdown',
        vehicles: [{ vehicleNumber: 'MH15AB1234' }],
      }),
    );
    // A person's API token: the tokens' table.
    expectOk(
      await callApi(app, 'POST', '/users/me/tokens', staff.token, { name: 'Backup', scopes: ['stock:read'] }),
    );
    // A credit note against it and a part payment: the notes' and receipts' tables.
    expectOk(
      await callApi(app, 'POST', `/invoices/${invoice.id}/notes`, staff.token, {
        kind: 'credit',
        reason: 'priceDifference',
        lines: [{ lineNo: 1, amount: 10 }],
      }),
    );
    expectOk(
      await callApi(app, 'POST', '/receipts', staff.token, {
        customerId: ground.customers.local.id,
        mode: 'upi',
        amount: 50,
      }),
    );
    // An overworked month: a wage record and an alert. A role change: an audit row.
    expectOk(await callApi(app, 'PUT', `/wages/${staff.user.id}`, admin.token, { hoursWorked: 161 }));
    expectOk(await callApi(app, 'PUT', `/users/${driver.user.id}`, admin.token, { shift: 'night' }));
    expectOk(await callApi(app, 'PUT', `/users/${staff.user.id}`, admin.token, { role: 'driver' }));
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: admin.email, password: 'wrong-pass' },
    });
    expect(wrong.statusCode).toBe(401); // a login failure row
    const { product } = await getData<{ product: TProduct }>(app, `/products/${rice.id}`);
    return { admin, product };
  } finally {
    await close();
  }
}

/**
 * The full content of an embedded database: every table of the public and drizzle schemas (all
 * rows, sorted by their text), the sequences, the indexes and the extensions.
 */
async function snapshot(pgliteDir: string): Promise<Record<string, string>> {
  expect(fs.existsSync(path.join(pgliteDir, 'PG_VERSION')), `no database in ${pgliteDir}`).toBe(true);
  const database = await openPglite(pgliteDir);
  const { db } = database;
  try {
    const content: Record<string, string> = {};
    const tables = await queryRows<{ name: string }>(
      db,
      sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
          WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    for (const { name } of tables) {
      const [rows] = await queryRows<{ text: string }>(
        db,
        sql.raw(`SELECT coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '') AS text FROM ${name} t`),
      );
      content[`table ${name}`] = rows!.text;
    }
    const catalog = {
      sequences: sql`SELECT schemaname, sequencename, last_value FROM pg_sequences`,
      indexes: sql`SELECT schemaname, indexname, indexdef FROM pg_indexes WHERE schemaname IN ('public', 'drizzle')`,
      extensions: sql`SELECT extname, extversion FROM pg_extension`,
    };
    for (const [kind, query] of Object.entries(catalog)) {
      const rows = await queryRows<Record<string, unknown>>(db, query);
      content[kind] = rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n');
    }
    return content;
  } finally {
    await database.close();
  }
}

/** A process that lives until killed: a running Godown, as far as the lock file can tell. */
function liveHolder(dataDir: string) {
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  fs.writeFileSync(path.join(dataDir, 'godown.lock'), String(holder.pid));
  return {
    pid: holder.pid!,
    stop: () => {
      holder.kill();
      fs.rmSync(path.join(dataDir, 'godown.lock'), { force: true });
    },
  };
}

const entries = (dir: string) => fs.readdirSync(dir).sort();

// Each PGlite start takes seconds on a busy machine: a test here starts up to four.
// Skipped in the `server-pg` project, for a reason: the backup commands are the embedded
// database's; PostgreSQL is backed up with pg_dump / pg_restore (docs/operations.md).
describe.skipIf(usesPostgres)(
  'npm run backup / npm run restore (embedded database)',
  { timeout: 120_000 },
  () => {
    let root: string;
    let source: string;
    let filled: Filled;
    let backupFile: string;
    let original: Record<string, string>;

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-backup-'));
      source = path.join(root, 'source');
      filled = await fill(source);
      original = await snapshot(path.join(source, 'pglite'));
      backupFile = (await backupDataDir(source, path.join(root, 'godown.tar.gz'))).file;
    }, 120_000);

    afterAll(() => {
      if (root) fs.rmSync(root, { recursive: true, force: true });
    });

    it('fills every table of the schema, so the comparisons below compare data', () => {
      const empty = Object.entries(original)
        .filter(([key, text]) => key.startsWith('table ') && text === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
      expect(Object.keys(original)).toContain('table drizzle.__drizzle_migrations');
      expect(Object.keys(original)).toContain('table public.transport_status_history');
    });

    it('writes one whole .tar.gz and leaves the original database as it was', async () => {
      expect(zlib.gunzipSync(fs.readFileSync(backupFile)).length).toBeGreaterThan(0);
      expect(entries(root)).toEqual(['godown.tar.gz', 'source']); // no partial file left
      expect(entries(source)).toEqual(['pglite']); // the lock released
      expect(await snapshot(path.join(source, 'pglite'))).toEqual(original);
    });

    it('restores a copy equal to the original: every row, sequence, index and extension', async () => {
      const target = path.join(root, 'restored');
      const { database, previous } = await restoreDataDir(backupFile, target);
      expect(database).toBe(path.join(target, 'pglite'));
      expect(previous).toBeUndefined();
      expect(entries(target)).toEqual(['pglite']);
      expect(await snapshot(database)).toEqual(original);

      // And the app runs on it: the admin signs in with the password of before and finds the product.
      const { app, close } = await openApp(target);
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email: filled.admin.email, password: filled.admin.password },
        });
        expect(login.statusCode, login.body).toBe(200);
        const { token } = (login.json() as { data: { token: string } }).data;
        const { product } = await getData<{ product: TProduct }>(
          app,
          `/products/${filled.product.id}`,
          token,
        );
        expect(product).toEqual(filled.product);
      } finally {
        await close();
      }
    });

    it('restoring over a database replaces it and keeps the replaced one aside, whole', async () => {
      const target = path.join(root, 'over');
      const { app, close } = await openApp(target);
      let later: TProduct;
      try {
        const owner = await registerUser(app, { role: 'admin' });
        later = await createProduct(app, owner.token);
      } finally {
        await close();
      }
      const replaced = await snapshot(path.join(target, 'pglite'));

      const { previous } = await restoreDataDir(backupFile, target);
      expect(previous).toMatch(/[/\\]pglite\.before-restore-\d{8}-\d{6}$/);
      expect(entries(target)).toEqual(['pglite', path.basename(previous!)]);
      expect(await snapshot(path.join(target, 'pglite'))).toEqual(original);
      expect(await snapshot(previous!)).toEqual(replaced);
      expect(replaced['table public.products']).toContain(later.id);
      expect(original['table public.products']).not.toContain(later.id);
    });

    it('refuses to back up or restore while Godown runs on the data directory', async () => {
      const holder = liveHolder(source);
      try {
        const file = path.join(root, 'while-running.tar.gz');
        const stopFirst = new RegExp(
          `in use by a running Godown process \\(pid ${holder.pid}\\)\\. Stop Godown first`,
        );
        await expect(backupDataDir(source, file)).rejects.toThrow(stopFirst);
        expect(fs.existsSync(file)).toBe(false);
        await expect(restoreDataDir(backupFile, source)).rejects.toThrow(stopFirst);
        expect(entries(source)).toEqual(['godown.lock', 'pglite']);
      } finally {
        holder.stop();
      }
      expect(await snapshot(path.join(source, 'pglite'))).toEqual(original);
    });

    it('refuses a missing, damaged or foreign file and leaves the database as it was', async () => {
      const whole = fs.readFileSync(backupFile);
      const files = {
        missing: path.join(root, 'no-such-backup.tar.gz'),
        text: path.join(root, 'notes.tar.gz'),
        truncated: path.join(root, 'truncated.tar.gz'),
        notTar: path.join(root, 'not-a-tar.tar.gz'),
      };
      fs.writeFileSync(files.text, 'these are not the bytes of a backup\n');
      fs.writeFileSync(files.truncated, whole.subarray(0, Math.floor(whole.length / 2)));
      fs.writeFileSync(files.notTar, zlib.gzipSync('a gzip file, but no database inside'));

      await expect(restoreDataDir(files.missing, source)).rejects.toThrow(
        `There is no backup file at ${files.missing}`,
      );
      await expect(restoreDataDir(files.text, source)).rejects.toThrow(
        'is not a Godown backup, or it is damaged',
      );
      await expect(restoreDataDir(files.truncated, source)).rejects.toThrow(
        'is not a Godown backup, or it is damaged',
      );
      await expect(restoreDataDir(files.notTar, source)).rejects.toThrow(
        /not-a-tar\.tar\.gz is not a Godown backup: its database does not open/,
      );
      // Nothing half-restored left beside it, the lock released, the data the same.
      expect(entries(source)).toEqual(['pglite']);
      expect(await snapshot(path.join(source, 'pglite'))).toEqual(original);
    });

    it('refuses a PostgreSQL data directory that is not a Godown database', async () => {
      // A fresh PostgreSQL cluster, as PGlite dumps it: a valid data directory without Godown's tables.
      const cluster = await PGlite.create();
      const file = path.join(root, 'foreign.tar.gz');
      try {
        fs.writeFileSync(file, Buffer.from(await (await cluster.dumpDataDir('gzip')).arrayBuffer()));
      } finally {
        await cluster.close();
      }
      await expect(restoreDataDir(file, source)).rejects.toThrow(
        'foreign.tar.gz is not a Godown backup: its database has no Godown tables',
      );
      expect(entries(source)).toEqual(['pglite']);
    });

    it('refuses a backup made by a newer Godown (a migration this one does not know)', async () => {
      const newer = path.join(root, 'newer');
      fs.cpSync(source, newer, { recursive: true });
      const database = await openPglite(path.join(newer, 'pglite'));
      await database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-the-future', 32503680000000)`,
      );
      await database.close();
      const file = (await backupDataDir(newer, path.join(root, 'newer.tar.gz'))).file;
      const target = path.join(root, 'older-godown');
      await expect(restoreDataDir(file, target)).rejects.toThrow(
        'newer.tar.gz was made by a newer version of Godown than this one',
      );
      expect(entries(target)).toEqual([]);
    });

    it('refuses to overwrite an existing file or to back up a directory with no database', async () => {
      await expect(backupDataDir(source, backupFile)).rejects.toThrow(`${backupFile} already exists`);
      const empty = path.join(root, 'empty');
      await expect(backupDataDir(empty, path.join(root, 'empty.tar.gz'))).rejects.toThrow(
        `There is no embedded database in ${empty} to back up`,
      );
      expect(fs.existsSync(empty)).toBe(false);
    });

    describe('from the command line (the built scripts)', () => {
      const run = (
        script: 'backup-main.js' | 'restore-main.js',
        args: string[],
        env: Record<string, string>,
      ) => {
        const main = path.join(DIST, script);
        if (!fs.existsSync(main)) {
          throw new Error(
            `${main} is missing: run \`npm run build -w @godown/shared && npm run build -w @godown/server\` first`,
          );
        }
        const result = spawnSync(process.execPath, [main, ...args], {
          cwd: root,
          encoding: 'utf8',
          // JWT_SECRET given, so that loadConfig writes no secret file into the data directories.
          env: { PATH: process.env.PATH ?? '', JWT_SECRET: TEST_JWT_SECRET, ...env },
          timeout: 60_000,
        });
        return { status: result.status, stdout: result.stdout, stderr: result.stderr };
      };
      const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

      it('backs up to a dated file in the current directory, and restores it into another DATA_DIR', () => {
        const backup = run('backup-main.js', [], { DATA_DIR: source });
        expect(backup.stderr).toBe('');
        expect(backup.status).toBe(0);
        const match = /to (\S+godown-backup-\d{8}-\d{6}\.tar\.gz) \(\d+\.\d MB\)\.$/m.exec(backup.stdout);
        expect(match, backup.stdout).not.toBeNull();
        const file = match![1]!;
        expect(path.dirname(file)).toBe(fs.realpathSync(root));

        const target = path.join(root, 'cli-restored');
        const restore = run('restore-main.js', [file], { DATA_DIR: target });
        expect(restore.stderr).toBe('');
        expect(restore.status).toBe(0);
        expect(restore.stdout).toContain(`into ${path.join(target, 'pglite')}`);
      });

      it('the restored copy from the command line equals the original', async () => {
        expect(await snapshot(path.join(root, 'cli-restored', 'pglite'))).toEqual(original);
      });

      it('refuses while Godown runs, with the message alone', () => {
        const holder = liveHolder(source);
        try {
          const res = run('backup-main.js', [path.join(root, 'cli-locked.tar.gz')], { DATA_DIR: source });
          expect(res.status).toBe(1);
          expect(res.stderr).toContain(`(pid ${holder.pid}). Stop Godown first, then run the backup again.`);
          noStackTrace(res.stderr);
          expect(fs.existsSync(path.join(root, 'cli-locked.tar.gz'))).toBe(false);
        } finally {
          holder.stop();
        }
      });

      it('restore without a file, or of a damaged one, explains and exits 1', () => {
        const none = run('restore-main.js', [], { DATA_DIR: source });
        expect(none.status).toBe(1);
        expect(none.stderr).toContain('Usage: npm run restore -- path/to/godown-backup.tar.gz');
        const damaged = path.join(root, 'cli-damaged.tar.gz');
        fs.writeFileSync(damaged, 'not a backup');
        const bad = run('restore-main.js', [damaged], { DATA_DIR: source });
        expect(bad.status).toBe(1);
        expect(bad.stderr).toContain('is not a Godown backup, or it is damaged');
        noStackTrace(none.stderr + bad.stderr);
        expect(entries(source)).toEqual(['pglite']);
      });

      it('with DATABASE_URL set, points to pg_dump / pg_restore instead of backing up PGlite', () => {
        const env = { DATA_DIR: source, DATABASE_URL: 'postgres://godown@db.example.in:5432/godown' };
        const backup = run('backup-main.js', [path.join(root, 'pg.tar.gz')], env);
        expect(backup.status).toBe(1);
        expect(backup.stderr).toContain('pg_dump --format=custom "$DATABASE_URL" > godown.dump');
        expect(fs.existsSync(path.join(root, 'pg.tar.gz'))).toBe(false);
        const restore = run('restore-main.js', [backupFile], env);
        expect(restore.status).toBe(1);
        expect(restore.stderr).toContain(
          'pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" godown.dump',
        );
        noStackTrace(backup.stderr + restore.stderr);
      });
    });
  },
);
