import { sql, type SQL } from 'drizzle-orm';
import { GST_STATES, type GstStateCode } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// The names the Tally files give (docs/domain.md#tally). TallyPrime finds a master by its name and
// a voucher names its ledgers, stock items and godowns by theirs, so the masters file and every
// vouchers file must spell each the same way. Tally holds a name once, ignoring case, spaces and
// punctuation ("Oil Can 1.5 L" and "oil can 15 l" are one), while Godown allows two customers or two
// products of one name: the first of such names (by when it was made) keeps the name, the others
// take their GSTIN, SKU or the start of their id after it, the same way in every file.

/** The ledgers the vouchers post to, with their groups (Tally's own groups). */
export const TALLY_LEDGERS = {
  sales: 'Sales',
  purchase: 'Purchase',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  cess: 'Cess',
  roundOff: 'Round Off',
  cash: 'Cash',
  bank: 'Bank',
} as const;

/** Tally's groups the ledgers go under. */
export const TALLY_GROUPS = {
  debtors: 'Sundry Debtors',
  creditors: 'Sundry Creditors',
  /** The company's other GST registrations: a transfer invoice bills one (a branch, to Tally). */
  branches: 'Branch / Divisions',
  sales: 'Sales Accounts',
  purchase: 'Purchase Accounts',
  taxes: 'Duties & Taxes',
  indirectExpenses: 'Indirect Expenses',
  cash: 'Cash-in-Hand',
  bank: 'Bank Accounts',
} as const;

/** Tally's own godown and batch, for goods of a warehouse since deleted and units of no batch. */
export const MAIN_LOCATION = 'Main Location';
export const PRIMARY_BATCH = 'Primary Batch';
/** The unit of a product without a GST unit code: GST's "numbers". */
export const DEFAULT_UNIT = 'NOS';

export type RemoteKind =
  | 'ledger'
  | 'customer'
  | 'supplier'
  | 'registration'
  | 'unit'
  | 'godown'
  | 'product'
  | 'invoice'
  | 'note'
  | 'receipt'
  | 'purchase';

/** The id TallyPrime keeps for an object of Godown's (REMOTEID, and GUID): godown-invoice-<uuid>. */
export const remoteId = (kind: RemoteKind, id: string | number): string => `godown-${kind}-${id}`;

/** The state's name as GST (and Tally) writes it; the code itself when unknown. */
export const stateName = (code: string | null | undefined): string | null =>
  code ? (GST_STATES[code as GstStateCode] ?? code) : null;

/** A name as Tally compares names: small letters, no spaces or punctuation. */
const NAME_KEY = (name: SQL) => sql`lower(regexp_replace(${name}, '[[:space:][:punct:]]+', '', 'g'))`;

/**
 * The ids among `named` (id, name, rank, made) whose name another with a lower rank, or made before
 * it, already has: those take a suffix. The names are compared in one statement over the table, the
 * rows of a repeated name alone ranked.
 */
async function shadowedIds(db: Db, named: SQL): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH keyed AS (SELECT id, rank, made, ${NAME_KEY(sql`name`)} AS key FROM (${named}) n)
        SELECT id FROM (
          SELECT id, row_number() OVER (PARTITION BY key ORDER BY rank, made NULLS FIRST, id) AS nth
          FROM keyed WHERE key IN (SELECT key FROM keyed GROUP BY key HAVING count(*) > 1)) r
        WHERE nth > 1`,
  );
  return new Set(rows.map((row) => row.id));
}

/** A party (a ledger of a customer, supplier or registration) as the files name it. */
export interface PartyRow {
  id: string;
  name: string;
  gstin?: string | null;
}

export interface TallyNames {
  party(kind: 'customer' | 'supplier' | 'registration', row: PartyRow): string;
  product(row: { id: string; name: string; sku: string | null }): string;
  /** A warehouse's godown; Tally's Main Location for goods of a warehouse since deleted. */
  godown(row: { id: string | null; name: string | null }): string;
}

const withTag = (name: string, tag: string) => `${name} (${tag})`;

/** Reads which names repeat, once per file (one statement per kind of master). */
export async function loadTallyNames(db: Db): Promise<TallyNames> {
  const fixed = sql.join(
    Object.values(TALLY_LEDGERS).map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const [parties, products, godowns] = await Promise.all([
    // The fixed ledgers first, then registrations, customers and suppliers: one namespace in Tally.
    shadowedIds(
      db,
      sql`SELECT 'ledger:' || name AS id, name, 0 AS rank, NULL::timestamptz AS made FROM (VALUES ${fixed}) f(name)
          UNION ALL SELECT 'registration:' || id, name, 1, created_at FROM gst_registrations
          UNION ALL SELECT 'customer:' || id, name, 2, created_at FROM customers
          UNION ALL SELECT 'supplier:' || id, name, 3, created_at FROM users WHERE role = 'supplier'`,
    ),
    shadowedIds(
      db,
      sql`SELECT id::text AS id, product_name AS name, 0 AS rank, created_at AS made FROM products`,
    ),
    shadowedIds(
      db,
      sql`SELECT '' AS id, ${MAIN_LOCATION}::text AS name, 0 AS rank, NULL::timestamptz AS made
          UNION ALL SELECT id::text, name, 1, created_at FROM inventories`,
    ),
  ]);
  return {
    party(kind, row) {
      if (!parties.has(`${kind}:${row.id}`)) return row.name;
      return withTag(row.name, row.gstin ?? row.id.slice(0, 8));
    },
    product(row) {
      return products.has(row.id) ? withTag(row.name, row.sku ?? row.id.slice(0, 8)) : row.name;
    },
    godown(row) {
      if (!row.id || !row.name) return MAIN_LOCATION;
      return godowns.has(row.id) ? withTag(row.name, row.id.slice(0, 8)) : row.name;
    },
  };
}

/** The Tally company the files go into: the company's legal name, else the server's COMPANY_NAME. */
export async function tallyCompanyName(db: Db, fallback: string): Promise<string> {
  const [row] = await queryRows<{ legal_name: string | null }>(
    db,
    sql`SELECT legal_name FROM company_settings WHERE id = 1`,
  );
  return row?.legal_name ?? fallback;
}
