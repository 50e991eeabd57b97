import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role, TExportQuery } from '@godown/shared';
import type { Db } from '../../db/client.js';
import {
  alerts,
  customers,
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
import {
  afterPosition,
  cursorOf,
  KEYSET_START,
  nextPosition,
  orderByOf,
  orderKey,
  type KeysetPosition,
  type OrderKey,
} from '../../db/list-order.js';
import { alertFilter, alertOrder } from '../alerts/alerts.service.js';
import { customerListFilter, customerOrder } from '../customers/customers-read.service.js';
import {
  inventoryListFilter,
  inventoryOrder,
  placementOrder,
} from '../inventories/inventories-read.service.js';
import { productListFilter, productOrder, selectMovements } from '../products/products-read.service.js';
import {
  purchaseOrderListFilter,
  purchaseOrderOrder,
  selectPurchaseOrders,
} from '../purchasing/purchase-orders-read.service.js';
import { storageListFilter, storageOrder } from '../storages/storages.service.js';
import { transportOrder, transportSearch, visibleTransports } from '../transports/transports-read.service.js';
import { userOrder } from '../users/users-admin.service.js';
import { userSearch } from '../users/users.service.js';
import { wageOrder } from '../wages/wages.service.js';

// The rows of each export, read in keyset-paged chunks in the order of its screen (the list's sort,
// as asked): each chunk is one query for the rows after the last one read, so no query holds the
// whole list and no transaction stays open while the client downloads. The filters and the orders
// are the lists' own.

/** Rows read per query. */
export const EXPORT_CHUNK_ROWS = 1000;

/** Who exports: a supplier sees only their own transports and purchase orders. */
export interface ExportViewer {
  id: string;
  role: Role;
  /** May read the company's people (their contacts, every wage record): docs/domain.md#roles. */
  people: boolean;
}

/**
 * Where a chunk ended: the values of the order's keys in its last row, as PostgreSQL's text of them
 * (a JavaScript Date would cut a time's microseconds, and rows created in the same millisecond
 * would be skipped).
 */
type Cursor = (string | null)[];

/**
 * The chunks of a keyset-paged read in the order of `keys`: `read(after, cursor)` answers up to
 * EXPORT_CHUNK_ROWS rows matching `after` (the rows past the last chunk's; none for the first),
 * each carrying its `cursor`. A short chunk ends the read (or, when the first key can be NULL, the
 * rows with a value: those without one follow).
 */
export async function* keysetChunks<Row extends { cursor: Cursor }>(
  keys: readonly OrderKey[],
  read: (after: SQL | undefined, cursor: SQL<Cursor>) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  const cursor = cursorOf(keys);
  let position: KeysetPosition | undefined = KEYSET_START;
  while (position) {
    const rows = await read(afterPosition(keys, position), cursor);
    if (rows.length > 0) yield rows;
    position = nextPosition(
      keys,
      position,
      rows.length < EXPORT_CHUNK_ROWS ? undefined : rows.at(-1)!.cursor,
    );
  }
}

// ---- Products ----------------------------------------------------------------------------------

const supplierUser = alias(users, 'supplier_user');

/**
 * Products in the list's sort, searched as the list is (every word in the name, description or
 * SKU, or the exact SKU or barcode), of a category, or only the
 * ones `ids` names; with the supplier's contact.
 */
export function productChunks(db: Db, query: TExportQuery<'products'>) {
  const filter = and(
    productListFilter({ search: query.search, category: query.category }),
    query.ids ? inArray(products.id, query.ids) : undefined,
  );
  const keys = productOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({
        product: products,
        cursor,
        supplierEmail: supplierUser.email,
        supplierPhone: supplierUser.phone,
      })
      .from(products)
      .leftJoin(supplierUser, eq(supplierUser.id, products.supplierId))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Inventories and their products ------------------------------------------------------------

/** Inventories in the list's sort, searched over name, location and description, with their counts. */
export function inventoryChunks(db: Db, query: TExportQuery<'inventories'>) {
  const filter = inventoryListFilter(query.search);
  const keys = inventoryOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({
        inventory: inventories,
        cursor,
        // Written out in full: drizzle leaves a one-table query's columns unqualified, and "id"
        // would bind to the subquery's own table.
        productCount: sql<number>`(SELECT count(*)::int FROM inventory_products ip WHERE ip.inventory_id = "inventories"."id")`,
        storageCount: sql<number>`(SELECT count(*)::int FROM storage_units su WHERE su.inventory_id = "inventories"."id")`,
      })
      .from(inventories)
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

/** Whether an inventory exists. */
export async function inventoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: inventories.id }).from(inventories).where(eq(inventories.id, id));
  return row !== undefined;
}

/** The products placed in an inventory, in the list's sort (by product name unless asked), with their units. */
export function placementChunks(db: Db, query: TExportQuery<'inventory-products'>) {
  const keys = placementOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({
        id: products.id,
        cursor,
        productName: products.productName,
        sku: products.sku,
        category: products.productCategory,
        price: products.price,
        quantity: inventoryProducts.quantity,
      })
      .from(inventoryProducts)
      .innerJoin(products, eq(products.id, inventoryProducts.productId))
      .where(and(eq(inventoryProducts.inventoryId, query.inventory), after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Storage units -----------------------------------------------------------------------------

/** Storage units in the list's sort, searched over name, location and type, of one inventory; with its name. */
export function storageChunks(db: Db, query: TExportQuery<'storage-units'>) {
  const filter = storageListFilter(query);
  const keys = storageOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({ storage: storageUnits, cursor, inventoryName: inventories.name })
      .from(storageUnits)
      .innerJoin(inventories, eq(inventories.id, storageUnits.inventoryId))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Transports --------------------------------------------------------------------------------

const driver = alias(users, 'driver');
const sourceInventory = alias(inventories, 'source_inventory');
const destinationInventory = alias(inventories, 'destination_inventory');

/** Transports and orders in the list's sort, by status and search; a supplier's own only. */
export function transportChunks(db: Db, query: TExportQuery<'transports'>, viewer: ExportViewer) {
  const filter = and(
    transportSearch(query.search),
    visibleTransports(viewer),
    query.status ? eq(transports.status, query.status) : undefined,
  );
  const keys = transportOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({
        transport: transports,
        cursor,
        driverName: driver.name,
        sourceName: sourceInventory.name,
        destinationName: destinationInventory.name,
      })
      .from(transports)
      .leftJoin(driver, eq(driver.id, transports.assignedTo))
      .leftJoin(sourceInventory, eq(sourceInventory.id, transports.sourceInventoryId))
      .leftJoin(destinationInventory, eq(destinationInventory.id, transports.destinationInventoryId))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Alerts ------------------------------------------------------------------------------------

/** Alerts in the list's sort, by resolved, type, priority and search, with who raised them. */
export function alertChunks(db: Db, query: TExportQuery<'alerts'>) {
  const filter = alertFilter(query);
  const keys = alertOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({ alert: alerts, cursor, raisedBy: users.name })
      .from(alerts)
      .leftJoin(users, eq(users.id, alerts.triggeredBy))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Users and wages ---------------------------------------------------------------------------

/** Users in the list's sort, searched over name, email and phone, of a role. */
export function userChunks(db: Db, query: TExportQuery<'users'>) {
  const filter = and(userSearch(query.search), query.role ? eq(users.role, query.role) : undefined);
  const keys = userOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({
        id: users.id,
        cursor,
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
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

/**
 * Wage records of a month (or every month), in the list's sort; searched over names. A viewer who
 * may not read people gets their own records only.
 */
export function wageChunks(db: Db, query: TExportQuery<'wages'>, viewer: ExportViewer) {
  const filter = and(
    viewer.people ? undefined : eq(wageRecords.userId, viewer.id),
    query.month ? eq(wageRecords.month, query.month) : undefined,
    userSearch(query.search),
  );
  const keys = wageOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({ record: wageRecords, cursor, name: users.name, role: users.role, shift: users.shift })
      .from(wageRecords)
      .innerJoin(users, eq(users.id, wageRecords.userId))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Purchase orders ---------------------------------------------------------------------------

/** Purchase orders in the list's sort, by status, supplier and search; a supplier's own (never drafts) only. */
export function purchaseOrderChunks(db: Db, query: TExportQuery<'purchase-orders'>, viewer: ExportViewer) {
  const filter = purchaseOrderListFilter(query, viewer);
  const keys = purchaseOrderOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    selectPurchaseOrders(db, { id: purchaseOrders.id, cursor })
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

// ---- Customers -----------------------------------------------------------------------------------

/** Customers in the list's sort, by state, registration, active flag and search. */
export function customerChunks(db: Db, query: TExportQuery<'customers'>) {
  const filter = customerListFilter(query);
  const keys = customerOrder(query);
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({ customer: customers, cursor })
      .from(customers)
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
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
  const keys = [orderKey(stockMovements.id, 'desc')];
  return keysetChunks(keys, (after, cursor) =>
    selectMovements(db, { productName: products.productName, sku: products.sku, cursor })
      .innerJoin(products, eq(products.id, stockMovements.productId))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}
