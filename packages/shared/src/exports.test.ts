import { englishOfRule } from './messages/index.js';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EXPORT_KINDS } from './data-io.js';
import {
  EXPORT_QUERY_SCHEMAS,
  zMovementExportQuerySchema,
  zProductExportQuerySchema,
  zTransportExportQuerySchema,
} from './export-schemas.js';
import { canExport, exportFileName } from './exports.js';

describe('canExport', () => {
  it('lets exactly the readers of a list export it', () => {
    expect(canExport('products', null)).toBe(true);
    expect(canExport('storage-units', undefined)).toBe(true);
    expect(canExport('alerts', null)).toBe(false);
    expect(canExport('alerts', 'supplier')).toBe(true);
    expect(canExport('users', 'driver')).toBe(true);
    expect(canExport('users', 'supplier')).toBe(false);
    expect(canExport('wages', 'supplier')).toBe(false);
    expect(canExport('purchase-orders', 'supplier')).toBe(true);
    expect(canExport('purchase-orders', 'driver')).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the kind, the day and the format', () => {
    expect(exportFileName('inventory-products', 'xlsx', '2026-11-25')).toBe(
      'godown-inventory-products-2026-11-25.xlsx',
    );
    expect(exportFileName('products', 'csv')).toMatch(/^godown-products-\d{4}-\d\d-\d\d\.csv$/);
  });
});

describe('export queries', () => {
  it("take the list's filters without its page, and CSV when no format is given", () => {
    expect(zProductExportQuerySchema.parse({ search: ' rice ', category: 'Grains' })).toEqual({
      search: 'rice',
      category: 'Grains',
      format: 'csv',
    });
    expect(zProductExportQuerySchema.safeParse({ limit: '10' }).success).toBe(false);
    expect(zProductExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(zTransportExportQuerySchema.parse({ status: 'inTransit', format: 'xlsx' })).toEqual({
      status: 'in_transit',
      format: 'xlsx',
    });
  });

  it('has one for every kind, each refusing unknown keys', () => {
    for (const kind of EXPORT_KINDS) {
      expect(EXPORT_QUERY_SCHEMAS[kind].safeParse({ nope: '1' }).success, kind).toBe(false);
    }
  });

  it('keeps the ledger dates in order', () => {
    expect(zMovementExportQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
    const refused = zMovementExportQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(englishOfRule(refused.error?.issues[0]?.message ?? '')).toBe('The from date must not be after the to date');
  });
});

describe('the modules the screens load for the Export menu', () => {
  // The products page offers Export; the schemas (and zod, 25 KB) stay in export-schemas.ts and
  // import-schemas.ts, so the page's files hold none of them (docs/performance.md).
  it.each(['exports.ts', 'data-io.ts'])('%s imports no schema library', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '(?:zod|\.\/(?:fields|products|users|transports)\.js)'/);
  });
});
