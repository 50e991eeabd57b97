import { and, asc, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role, TExportQuery } from '@godown/shared';
import type { Db } from '../../db/client.js';
import {
  alerts,
  inventories,
  inventoryProducts,
  products,
  purchaseOrders,
  stockMovements,
  storageUnits,
  transports,
  users,
  wageRecords,
} from '../../db/schema.js';
import { likePattern } from '../../db/transaction.js';
import { alertFilter } from '../alerts/alerts.service.js';
import { inventoryListFilter } from '../inventories/inventories.service.js';
import { productListFilter, selectMovements } from '../products/products.service.js';
import { purchaseOrderListFilter, selectPurchaseOrders } from '../purchasing/purchase-orders.service.js';
import { storageListFilter } from '../storages/storages.service.js';
import { transportSearch, visibleTransports } from '../transports/transports-read.service.js';
import { userSearch } from '../users/users.service.js';

// The rows of each export, read in keyset-paged chunks in the order of its screen: each chunk is
// one query for the rows after the last one read, so no query holds the whole list and no
// transaction stays open while the client downloads. The filters are the lists' own.

/** Rows read per query. */
export const EXPORT_CHUNK_ROWS = 1000;

/** Who exports: a supplier sees only their own transports and purchase orders. */
export interface ExportViewer {
  id: string;
  role: Role;
}

/**
 * The chunks of a keyset-paged read: `read(after)` answers up to EXPORT_CHUNK_ROWS rows after the
 * cursor (from the start without one); a short chunk is the last.
 */
async function* keysetChunks<Row, Cursor>(
  read: (after: Cursor | undefined) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_CHUNK_ROWS) return;
    after = cursorOf(rows.at(-1)!);
  }
}

/**
 * Where a newest-first cursor stands. The time is kept as PostgreSQL's text of it: a JavaScript
 * Date would cut its microseconds, and rows created in the same millisecond would be skipped.
 */
interface TimeCursor {
  at: string;
  id: string;
}
/** Where a by-name cursor stands. */
interface NameCursor {
  name: string;
  id: string;
}

/**
 * Rows older than the cursor, newest first. The plain `<=` on the time lets an index on it start
 * at the cursor; the row comparison breaks ties by id.
 */
function olderThan(time: AnyPgColumn, id: AnyPgColumn, after?: TimeCursor): SQL | undefined {
  if (!after) return undefined;
  return sql`${time} <= ${after.at}::timestamptz AND (${time}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** Rows after the cursor by name, then id. */
function afterName(name: AnyPgColumn, id: AnyPgColumn, after?: NameCursor): SQL | undefined {
  if (!after) return undefined;
  return sql`${name} >= ${after.name} AND (${name}, ${id}) > (${after.name}, ${after.id}::uuid)`;
}

const timeCursor = <T extends { cursor: string; id: string }>(row: T): TimeCursor => ({
  at: row.cursor,
  id: row.id,
});

// ---- Products ----------------------------------------------------------------------------------

const supplierUser = alias(users, 'supplier_user');

/** Products newest first, searched over name, description and SKU, of a category; with the supplier's contact. */
export function productChunks(db: Db, query: TExportQuery<'products'>) {
  const filter = productListFilter({
    pattern: query.search ? likePattern(query.search) : undefined,
    category: query.category,
  });
  return keysetChunks(
    (after?: TimeCursor) =>
      db
        .select({
          product: products,
          id: products.id,
          cursor: sql<string>`${products.createdAt}::text`,
          supplierEmail: supplierUser.email,
          supplierPhone: supplierUser.phone,
        })
        .from(products)
        .leftJoin(supplierUser, eq(supplierUser.id, products.supplierId))
        .where(and(filter, olderThan(products.createdAt, products.id, after)))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(EXPORT_CHUNK_ROWS),
    timeCursor,
  );
}

// ---- Inventories and their products ------------------------------------------------------------

/** Inventories by name, searched over name, location and description, with their counts. */
export function inventoryChunks(db: Db, query: TExportQuery<'inventories'>) {
  const filter = inventoryListFilter(query.search);
  return keysetChunks(
    (after?: NameCursor) =>
      db
        .select({
          inventory: inventories,
          // Written out in full: drizzle leaves a one-table query's columns unqualified, and "id"
          // would bind to the subquery's own table.
          productCount: sql<number>`(SELECT count(*)::int FROM inventory_products ip WHERE ip.inventory_id = "inventories"."id")`,
          storageCount: sql<number>`(SELECT count(*)::int FROM storage_units su WHERE su.inventory_id = "inventories"."id")`,
        })
        .from(inventories)
        .where(and(filter, afterName(inventories.name, inventories.id, after)))
        .orderBy(asc(inventories.name), asc(inventories.id))
        .limit(EXPORT_CHUNK_ROWS),
    (row) => ({ name: row.inventory.name, id: row.inventory.id }),
  );
}

/** Whether an inventory exists. */
export async function inventoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: inventories.id }).from(inventories).where(eq(inventories.id, id));
  return row !== undefined;
}

/** The products placed in an inventory, by product name, with their units. */
export function placementChunks(db: Db, query: TExportQuery<'inventory-products'>) {
  return keysetChunks(
    (after?: NameCursor) =>
      db
        .select({
          id: products.id,
          productName: products.productName,
          sku: products.sku,
          category: products.productCategory,
          price: products.price,
          quantity: inventoryProducts.quantity,
        })
        .from(inventoryProducts)
        .innerJoin(products, eq(products.id, inventoryProducts.productId))
        .where(
          and(
            eq(inventoryProducts.inventoryId, query.inventory),
            afterName(products.productName, products.id, after),
          ),
        )
        .orderBy(asc(products.productName), asc(products.id))
        .limit(EXPORT_CHUNK_ROWS),
    (row) => ({ name: row.productName, id: row.id }),
  );
}

// ---- Storage units -----------------------------------------------------------------------------

/** Storage units by name, searched over name, location and type, of one inventory; with its name. */
export function storageChunks(db: Db, query: TExportQuery<'storage-units'>) {
  const filter = storageListFilter(query);
  return keysetChunks(
    (after?: NameCursor) =>
      db
        .select({ storage: storageUnits, inventoryName: inventories.name })
        .from(storageUnits)
        .innerJoin(inventories, eq(inventories.id, storageUnits.inventoryId))
        .where(and(filter, afterName(storageUnits.name, storageUnits.id, after)))
        .orderBy(asc(storageUnits.name), asc(storageUnits.id))
        .limit(EXPORT_CHUNK_ROWS),
    (row) => ({ name: row.storage.name, id: row.storage.id }),
  );
}

// ---- Transports --------------------------------------------------------------------------------

const driver = alias(users, 'driver');
const sourceInventory = alias(inventories, 'source_inventory');
const destinationInventory = alias(inventories, 'destination_inventory');

/** Transports and orders newest first, by status and search; a supplier's own only. */
export function transportChunks(db: Db, query: TExportQuery<'transports'>, viewer: ExportViewer) {
  const filter = and(
    transportSearch(query.search),
    visibleTransports(viewer),
    query.status ? eq(transports.status, query.status) : undefined,
  );
  return keysetChunks(
    (after?: TimeCursor) =>
      db
        .select({
          transport: transports,
          id: transports.id,
          cursor: sql<string>`${transports.createdAt}::text`,
          driverName: driver.name,
          sourceName: sourceInventory.name,
          destinationName: destinationInventory.name,
        })
        .from(transports)
        .leftJoin(driver, eq(driver.id, transports.assignedTo))
        .leftJoin(sourceInventory, eq(sourceInventory.id, transports.sourceInventoryId))
        .leftJoin(destinationInventory, eq(destinationInventory.id, transports.destinationInventoryId))
        .where(and(filter, olderThan(transports.createdAt, transports.id, after)))
        .orderBy(desc(transports.createdAt), desc(transports.id))
        .limit(EXPORT_CHUNK_ROWS),
    timeCursor,
  );
}

// ---- Alerts ------------------------------------------------------------------------------------

/** Alerts newest first, by resolved, type, priority and search, with who raised them. */
export function alertChunks(db: Db, query: TExportQuery<'alerts'>) {
  const filter = alertFilter(query);
  return keysetChunks(
    (after?: TimeCursor) =>
      db
        .select({
          alert: alerts,
          id: alerts.id,
          cursor: sql<string>`${alerts.timestamp}::text`,
          raisedBy: users.name,
        })
        .from(alerts)
        .leftJoin(users, eq(users.id, alerts.triggeredBy))
        .where(and(filter, olderThan(alerts.timestamp, alerts.id, after)))
        .orderBy(desc(alerts.timestamp), desc(alerts.id))
        .limit(EXPORT_CHUNK_ROWS),
    timeCursor,
  );
}

// ---- Users and wages ---------------------------------------------------------------------------

/** Users by name, searched over name, email and phone, of a role. */
export function userChunks(db: Db, query: TExportQuery<'users'>) {
  const filter = and(userSearch(query.search), query.role ? eq(users.role, query.role) : undefined);
  return keysetChunks(
    (after?: NameCursor) =>
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          role: users.role,
          shift: users.shift,
          wagePerHour: users.wagePerHour,
          active: users.active,
          hoursThisMonth: users.hoursThisMonth,
          extraShift: users.extraShift,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(filter, afterName(users.name, users.id, after)))
        .orderBy(asc(users.name), asc(users.id))
        .limit(EXPORT_CHUNK_ROWS),
    (row) => ({ name: row.name, id: row.id }),
  );
}

interface WageCursor {
  month: string;
  name: string;
  id: string;
}

/** Wage records of a month (or every month, newest first), by employee name; searched over names. */
export function wageChunks(db: Db, query: TExportQuery<'wages'>) {
  const filter = and(query.month ? eq(wageRecords.month, query.month) : undefined, userSearch(query.search));
  // Months newest first, names A to Z within a month: two directions, so no single row comparison.
  const after = (cursor?: WageCursor) =>
    cursor
      ? and(
          lte(wageRecords.month, cursor.month),
          or(
            sql`${wageRecords.month} < ${cursor.month}`,
            sql`(${users.name}, ${wageRecords.id}) > (${cursor.name}, ${cursor.id}::uuid)`,
          ),
        )
      : undefined;
  return keysetChunks(
    (cursor?: WageCursor) =>
      db
        .select({ record: wageRecords, name: users.name, role: users.role, shift: users.shift })
        .from(wageRecords)
        .innerJoin(users, eq(users.id, wageRecords.userId))
        .where(and(filter, after(cursor)))
        .orderBy(desc(wageRecords.month), asc(users.name), asc(wageRecords.id))
        .limit(EXPORT_CHUNK_ROWS),
    (row) => ({ month: row.record.month, name: row.name, id: row.record.id }),
  );
}

// ---- Purchase orders ---------------------------------------------------------------------------

/** Purchase orders newest first, by status, supplier and search; a supplier's own (never drafts) only. */
export function purchaseOrderChunks(db: Db, query: TExportQuery<'purchase-orders'>, viewer: ExportViewer) {
  const filter = purchaseOrderListFilter(query, viewer);
  return keysetChunks(
    (after?: TimeCursor) =>
      selectPurchaseOrders(db, {
        id: purchaseOrders.id,
        cursor: sql<string>`${purchaseOrders.createdAt}::text`,
      })
        .where(and(filter, olderThan(purchaseOrders.createdAt, purchaseOrders.id, after)))
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
        .limit(EXPORT_CHUNK_ROWS),
    timeCursor,
  );
}

// ---- The stock ledger --------------------------------------------------------------------------

/** Whether a product exists. */
export async function productExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

/**
 * Ledger rows newest first (by id, the order they were written), of a product, an inventory, a
 * scope, a reason, and days in India from `from` to `to`.
 */
export function movementChunks(db: Db, query: TExportQuery<'movements'>) {
  // A day in India runs from its midnight there to the next one.
  const midnightInIndia = (day: string, plusDays: number) =>
    sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
  const filter = and(
    query.product ? eq(stockMovements.productId, query.product) : undefined,
    query.inventory ? eq(stockMovements.inventoryId, query.inventory) : undefined,
    query.scope ? eq(stockMovements.scope, query.scope) : undefined,
    query.reason ? eq(stockMovements.reason, query.reason) : undefined,
    query.from ? gte(stockMovements.createdAt, midnightInIndia(query.from, 0)) : undefined,
    query.to ? lt(stockMovements.createdAt, midnightInIndia(query.to, 1)) : undefined,
  );
  return keysetChunks(
    (after?: number) =>
      selectMovements(db, { productName: products.productName, sku: products.sku })
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .where(and(filter, after === undefined ? undefined : sql`${stockMovements.id} < ${after}`))
        .orderBy(desc(stockMovements.id))
        .limit(EXPORT_CHUNK_ROWS),
    (row) => row.movement.id,
  );
}
