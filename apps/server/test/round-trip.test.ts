import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FileFormat,
  ImportKind,
  TInventoryDetail,
  TProduct,
  TStorage,
  TStorageList,
} from '@godown/shared';
import { auth, getData } from './support/http.js';
import { reportOf, uploadImport } from './support/imports.js';
import { createInventory, createProduct, createStorage, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

/*
 * A file Godown exports and nobody edits is, imported back, no change at all (docs/domain.md#imports,
 * #exports): for CSV and .xlsx, as a dry run and as a real run, every row is "unchanged", and the
 * stored text is what it was, byte for byte, whatever it holds: line breaks (LF, CRLF, a lone CR),
 * bullets and other text a spreadsheet would run (- = + @), tabs, quotes, emoji, Devanagari, an
 * apostrophe of its own, text that looks like Excel's own escapes, a control character.
 */

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const admin = () => users.admin.token;

/** Texts that a CSV or a workbook could change on the way out or back. */
const HARD_TEXTS = [
  'Line one\nLine two',
  'Unsweetened Peanut Butter\r\nCreamy',
  '- 500 g jar\r\n- Glass, resealable\r\n- Keep cool',
  '=SUM(A1:A9)',
  '+91 98450 12345',
  '@home delivery',
  '-5% off this week',
  'Tab\tseparated\tvalues',
  'Mango 🥭 pickle, spicy 🌶️',
  'बासमती चावल – पुराना, १ किलो',
  "'90s classic",
  "'-shaped hook",
  "''=still text",
  'Code _x000D_ and _x005F_ kept as typed',
  'He said "fresh", twice; then left',
  'Carriage\rreturn alone',
  'Bell\u0007in the middle',
] as const;

let supplier: RegisteredUser;

/** The file of an export, as the client downloads it. */
async function exported(kind: string, query: Record<string, string>, format: FileFormat): Promise<Buffer> {
  const search = new URLSearchParams({ ...query, format }).toString();
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/export/${kind}?${search}`,
    headers: auth(admin()),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
}

/** Imports a file back, as a dry run and then for real: every row must be unchanged. */
async function importsUnchanged(kind: ImportKind, file: Buffer, format: FileFormat, rows: number) {
  for (const dryRun of [true, false]) {
    const res = await uploadImport(ctx.app, admin(), kind, file, { fileName: `${kind}.${format}`, dryRun });
    const report = reportOf(res);
    expect(report.problems, `${kind} ${format} dryRun=${dryRun}`).toEqual([]);
    expect(report.counts, `${kind} ${format} dryRun=${dryRun}`).toEqual({
      create: 0,
      update: 0,
      unchanged: rows,
      skip: 0,
    });
  }
}

describe('products', () => {
  const made: TProduct[] = [];
  beforeAll(async () => {
    supplier = await registerUser(ctx.app, { role: 'supplier' });
    const tag = unique();
    for (const [i, text] of HARD_TEXTS.entries()) {
      made.push(
        await createProduct(ctx.app, admin(), {
          sku: `RT-${tag}-${i}`,
          productName: text.replace(/[\r\n]+/g, ' '),
          productCategory: i % 2 ? text.replace(/[\r\n]+/g, ' ').slice(0, 50) : 'Groceries',
          description: text,
          ...(i % 3 ? {} : { batchId: `-B${i}` }),
          price: i === 0 ? 123456.78 : 10 + i / 4,
          ...(i % 2 ? { brand: text.replace(/[\r\n]+/g, ' ').slice(0, 60), mrp: 200000.05 } : {}),
          quantity: 40 + i,
          weight: 1.125,
          dimensions: { length: 10.5, width: 20, height: 2.25 },
          mfgDate: '2026-10-01',
          expiryDate: '2027-03-30',
          reorderPoint: 5,
          reorderQuantity: 12,
          hsnCode: '1006',
          ...(i === 1
            ? {
                supplierId: supplier.user.id,
                supplierLocation: { type: 'Point', coordinates: [77.5946, 12.9716] },
              }
            : {}),
        } as never),
      );
    }
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: the export imported back changes nothing, and every text is as it was`, async () => {
      const file = await exported('products', { ids: made.map((p) => p.id).join(',') }, format);
      await importsUnchanged('products', file, format, made.length);
      for (const before of made) {
        const after = await getData<{ product: TProduct }>(ctx.app, `/products/${before.id}`, admin());
        expect(after.product, before.description ?? '').toEqual({
          ...before,
          ...pick(after.product, ['updatedAt']),
        });
        expect(after.product.updatedAt).toBe(before.updatedAt);
      }
    });
  }
});

describe('inventories and storage units', () => {
  const inventories: TInventoryDetail[] = [];
  const storages: TStorage[] = [];
  let tag = '';
  beforeAll(async () => {
    tag = unique();
    for (const [i, text] of HARD_TEXTS.entries()) {
      const inventory = await createInventory(ctx.app, admin(), {
        name: `Godown ${tag} ${i} ${text.replace(/[\r\n]+/g, ' ').slice(0, 40)}`,
        location: text.replace(/[\r\n]+/g, ' ').slice(0, 100),
        description: text,
      });
      inventories.push(inventory);
      if (i < 4) {
        storages.push(
          await createStorage(ctx.app, admin(), inventories[0]!.id, {
            locationId: `${['-', '=', '+', '@'][i]}R${i}-${tag}`,
            name: text.replace(/[\r\n]+/g, ' ').slice(0, 50),
            description: text,
            type: 'Rack',
          }),
        );
      }
    }
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: both exports imported back change nothing, and their text is as it was`, async () => {
      const inventoryFile = await exported('inventories', { search: tag }, format);
      await importsUnchanged('inventories', inventoryFile, format, inventories.length);
      for (const before of inventories) {
        const after = await getData<{ inventory: TInventoryDetail }>(
          ctx.app,
          `/inventory/${before.id}`,
          admin(),
        );
        expect(pick(after.inventory, ['name', 'location', 'description'])).toEqual(
          pick(before, ['name', 'location', 'description']),
        );
      }
      const storageFile = await exported('storage-units', { inventory: inventories[0]!.id }, format);
      await importsUnchanged('storage-units', storageFile, format, storages.length);
      const list = await getData<TStorageList>(
        ctx.app,
        `/storages/?inventory=${inventories[0]!.id}&limit=100`,
        admin(),
      );
      for (const before of storages) {
        const after = list.storages.find((s) => s.id === before.id)!;
        expect(pick(after, ['locationId', 'name', 'description', 'type'])).toEqual(
          pick(before, ['locationId', 'name', 'description', 'type']),
        );
      }
    });
  }
});

describe('users', () => {
  const people: RegisteredUser[] = [];
  let tag = '';
  beforeAll(async () => {
    tag = unique();
    for (const name of ['- Ravi', '=Asha', 'रवि कुमार', "'Neha"]) {
      people.push(
        await registerUser(ctx.app, { name, role: 'staff', email: `rt${unique()}-${tag}@example.in` }),
      );
    }
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: the export imported back changes nothing`, async () => {
      const file = await exported('users', { search: tag }, format);
      await importsUnchanged('users', file, format, people.length);
    });
  }
});

describe('customers', () => {
  let tag = '';
  beforeAll(async () => {
    tag = unique().replace(/\W/g, '').slice(-8);
    const bodies = [
      { name: `=Sharma Medical ${tag}`, stateCode: '07', notes: HARD_TEXTS[0], phone: '+91 98450 12345' },
      {
        name: `बालाजी किराना ${tag}`,
        stateCode: '09',
        billingAddress: {
          line: HARD_TEXTS[2],
          district: 'Lucknow',
          pinCode: '226001',
          point: { type: 'Point', coordinates: [80.9462, 26.8467] },
        },
        shippingAddress: { line: 'Godown 2', district: 'Lucknow', pinCode: '226010' },
        creditLimit: 12345.67,
        paymentTermsDays: 21,
        email: 'balaji@example.in',
      },
      { name: `- Dash ${tag}`, stateCode: '29', active: false, notes: HARD_TEXTS[8] },
    ];
    for (const body of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: auth(admin()),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: the export imported back changes nothing`, async () => {
      const file = await exported('customers', { search: tag }, format);
      await importsUnchanged('customers', file, format, 3);
    });
  }
});

/** The listed fields of an object. */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
