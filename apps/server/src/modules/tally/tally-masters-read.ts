import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AddressColumn } from '../../db/schema.js';
import { TODAY_IN_INDIA } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { DEFAULT_UNIT } from './tally-names.js';

// What the masters file (docs/domain.md#tally) reads: the parties, the units, the warehouses and the
// products, each large list in keyset pages by name (its index), so no query holds the catalogue.

/** Rows a page reads. */
export const TALLY_PAGE_ROWS = 500;

/** Where a page by (name, id) ended. */
export interface NameCursor {
  name: string;
  id: string;
}

/** The pages of a read by (name, id): `read(after)` answers up to TALLY_PAGE_ROWS rows past `after`. */
export async function* namePages<Row extends NameCursor>(
  read: (after: SQL) => Promise<Row[]>,
  columns: { name: SQL; id: SQL },
): AsyncGenerator<Row[]> {
  let after: NameCursor | undefined;
  for (;;) {
    const rows = await read(
      after ? sql`(${columns.name}, ${columns.id}) > (${after.name}, ${after.id}::uuid)` : sql`true`,
    );
    if (rows.length) yield rows;
    if (rows.length < TALLY_PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { name: last.name, id: last.id };
  }
}

export interface CustomerRow extends NameCursor {
  gstin: string | null;
  state_code: string;
  billing_address: AddressColumn | null;
  phone: string | null;
  email: string | null;
}

export function customerPages(db: Db): AsyncGenerator<CustomerRow[]> {
  return namePages(
    (after) =>
      queryRows<CustomerRow>(
        db,
        sql`SELECT id, name, gstin, state_code, billing_address, phone, email FROM customers
            WHERE ${after} ORDER BY name, id LIMIT ${TALLY_PAGE_ROWS}`,
      ),
    { name: sql`name`, id: sql`id` },
  );
}

export interface SupplierRow extends NameCursor {
  phone: string | null;
  email: string | null;
}

/** The suppliers (users of the supplier role): a few hundred at most, in one read. */
export function supplierRows(db: Db): Promise<SupplierRow[]> {
  return queryRows<SupplierRow>(
    db,
    sql`SELECT id, name, phone, email FROM users WHERE role = 'supplier' ORDER BY name, id`,
  );
}

export interface RegistrationRow extends NameCursor {
  gstin: string;
  state_code: string;
  address: AddressColumn;
}

export function registrationRows(db: Db): Promise<RegistrationRow[]> {
  return queryRows<RegistrationRow>(
    db,
    sql`SELECT id, name, gstin, state_code, address FROM gst_registrations ORDER BY name, id`,
  );
}

/** The units the products are counted in (GST's unit codes), a product without one in NOS. */
export async function unitCodes(db: Db): Promise<string[]> {
  const rows = await queryRows<{ unit: string }>(
    db,
    sql`SELECT DISTINCT coalesce(uqc, ${DEFAULT_UNIT}) AS unit FROM products ORDER BY unit`,
  );
  return rows.map((row) => row.unit);
}

export interface InventoryRow extends NameCursor {
  location: string | null;
}

export function inventoryRows(db: Db): Promise<InventoryRow[]> {
  return queryRows<InventoryRow>(db, sql`SELECT id, name, location FROM inventories ORDER BY name, id`);
}

export interface ProductRow extends NameCursor {
  sku: string | null;
  hsn_code: string | null;
  unit: string;
  has_batches: boolean;
  /** The GST rate in force today (India) and the day it took effect; none without a rate. */
  gst_rate: string | null;
  cess_rate: string | null;
  effective_from: string | null;
}

export function productPages(db: Db): AsyncGenerator<ProductRow[]> {
  return namePages(
    (after) =>
      queryRows<ProductRow>(
        db,
        sql`SELECT p.id, p.product_name AS name, p.sku, p.hsn_code, coalesce(p.uqc, ${DEFAULT_UNIT}) AS unit,
                   p.has_batches, r.gst_rate::text, r.cess_rate::text, r.effective_from::text
            FROM products p
            LEFT JOIN LATERAL (
              SELECT gst_rate, cess_rate, effective_from FROM product_tax_rates
              WHERE product_id = p.id AND effective_from <= ${TODAY_IN_INDIA}
              ORDER BY effective_from DESC LIMIT 1) r ON true
            WHERE ${after} ORDER BY p.product_name, p.id LIMIT ${TALLY_PAGE_ROWS}`,
      ),
    { name: sql`p.product_name`, id: sql`p.id` },
  );
}
