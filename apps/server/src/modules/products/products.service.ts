import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  geoPoint,
  geoPointOrNull,
  isLowStock,
  PRODUCT_MESSAGES,
  resolveSort,
  type ListSortQuery,
  type SortColumn,
  type SortOrder,
  type TProduct,
  type TProductListQuery,
  type TProductLocation,
  type TStockMovement,
  type zProductCreateSchema,
  type zProductUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  inventories,
  inventoryProducts,
  productCategoryCounts,
  products,
  purchaseOrders,
  rowCounts,
  stockCounts,
  stockMovements,
  storageUnits,
  transports,
  users,
} from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { inTransaction, preparedPerDatabase, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, isReferencedRow, notFound, pgErrorOf, uniqueViolation } from '../../errors.js';
import { resolveAlertsFor, syncProductAlerts } from '../alerts/stock-alerts.js';
import { productListBody, productJson } from './product-json.js';
import { productSearchCondition, searchProducts } from './product-search.js';
import { ledgerRows, recordMovements } from '../stock/stock-ledger.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { assertSupplierMayEdit } from './product-access.js';

/** A product's row as the API reads it (its search text stays in the database). */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
type ProductCreate = z.output<typeof zProductCreateSchema>;
type ProductUpdate = z.output<typeof zProductUpdateSchema>;

/** A product as the API shows it, with restockRecommended derived from quantity and threshold. */
export function toProduct(row: ProductRow): TProduct {
  const hasDimensions = row.length !== null && row.width !== null && row.height !== null;
  return {
    _id: row.id,
    id: row.id,
    productName: row.productName,
    sku: row.sku,
    batchId: row.batchId,
    productCategory: row.productCategory,
    hsnCode: row.hsnCode,
    gtin: row.gtin,
    price: row.price,
    quantity: row.quantity,
    weight: row.weight,
    dimensions: hasDimensions ? { length: row.length!, width: row.width!, height: row.height! } : null,
    description: row.description,
    thresholdLimit: row.thresholdLimit,
    shelfLifeDays: row.shelfLifeDays,
    mfgDate: row.mfgDate,
    expiryDate: row.expiryDate,
    supplierId: row.supplierId,
    supplierLocation: geoPointOrNull(row.supplierLongitude, row.supplierLatitude),
    restockRecommended: isLowStock(row.quantity, row.thresholdLimit),
    placedQuantity: row.placedQuantity,
    inTransitQuantity: row.inTransitQuantity,
    expiryWarningDays: row.expiryWarningDays,
    reorderPoint: row.reorderPoint,
    reorderQuantity: row.reorderQuantity,
    orderUpTo: row.orderUpTo,
    leadTimeDays: row.leadTimeDays,
    hasBatches: row.hasBatches,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a product's committed units are, for a refusal to lower its quantity below them. */
export function committedUnits(row: ProductRow): string {
  const parts = [];
  if (row.placedQuantity > 0) parts.push(`${row.placedQuantity} units are placed in inventories`);
  if (row.inTransitQuantity > 0)
    parts.push(`${row.inTransitQuantity} units are in transit between inventories`);
  const fix =
    row.placedQuantity > 0 ? ' Remove them from the inventories first.' : ' Wait for the delivery first.';
  return `${parts.join(' and ')}.${fix}`;
}

/** Maps the database's refusals of a product write to answers a person can act on. */
function productWriteError(error: unknown, sku: string | null | undefined): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'products_sku_unique') throw conflict(`A product with SKU "${sku}" already exists`);
  if (constraint === 'products_gtin_unique') throw conflict('Another product already has this barcode');
  const pgError = pgErrorOf(error);
  if (pgError?.code === '23503' && pgError.constraint?.includes('supplier')) {
    throw badRequest('Supplier must be an existing user', [
      { path: ['supplierId'], message: 'Unknown user' },
    ]);
  }
  throw error;
}

async function assertSupplierExists(db: Db | Tx, supplierId: string | null | undefined) {
  if (!supplierId) return;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, supplierId)).limit(1);
  if (!row) {
    throw badRequest('Supplier must be an existing user', [
      { path: ['supplierId'], message: 'Unknown user' },
    ]);
  }
}

/**
 * A product held by batch shows its earliest-expiring batch in batchId and the dates: they follow
 * its batches, and a change to another value is a 409 (the same value, as a form sends it back, is
 * no change).
 */
export function assertBatchFieldsKept(
  current: ProductRow,
  values: Partial<typeof products.$inferInsert>,
): void {
  const fields = [
    ['batchId', 'Batch ID'],
    ['mfgDate', 'Manufacturing date'],
    ['expiryDate', 'Expiry date'],
  ] as const;
  for (const [key, label] of fields) {
    if (values[key] !== undefined && values[key] !== current[key]) {
      throw conflict(
        `${label} of "${current.productName}" follows its batches (it shows the earliest-expiring batch in stock): receive or place units with a batch instead`,
      );
    }
  }
}

/** Column values for the optional fields given in a create or update body. */
export function productColumnsOf(input: ProductUpdate): Partial<typeof products.$inferInsert> {
  const values: Partial<typeof products.$inferInsert> = {};
  const copy = <K extends keyof ProductUpdate & keyof typeof products.$inferInsert>(key: K) => {
    if (input[key] !== undefined) values[key] = input[key] as (typeof products.$inferInsert)[K];
  };
  copy('productName');
  copy('sku');
  copy('batchId');
  copy('productCategory');
  copy('hsnCode');
  copy('gtin');
  copy('price');
  copy('quantity');
  copy('weight');
  copy('description');
  copy('thresholdLimit');
  copy('shelfLifeDays');
  copy('mfgDate');
  copy('expiryDate');
  copy('supplierId');
  copy('expiryWarningDays');
  copy('reorderPoint');
  copy('reorderQuantity');
  copy('orderUpTo');
  copy('leadTimeDays');
  // A product orders a fixed quantity or up to a level: setting one clears the other.
  if (input.reorderQuantity !== undefined && input.reorderQuantity !== null && input.orderUpTo === undefined)
    values.orderUpTo = null;
  if (input.orderUpTo !== undefined && input.orderUpTo !== null && input.reorderQuantity === undefined)
    values.reorderQuantity = null;
  if (input.dimensions !== undefined) {
    values.length = input.dimensions?.length ?? null;
    values.width = input.dimensions?.width ?? null;
    values.height = input.dimensions?.height ?? null;
  }
  if (input.supplierLocation !== undefined) {
    values.supplierLongitude = input.supplierLocation?.coordinates[0] ?? null;
    values.supplierLatitude = input.supplierLocation?.coordinates[1] ?? null;
  }
  return values;
}

/**
 * The product list's filter: the search (product-search.ts: every word in the name, description or
 * SKU, or the whole search as the SKU or barcode) and the category. Each is a value, or (the
 * category) a placeholder the list's prepared statements fill in.
 */
export function productListFilter(filter: {
  search?: string | undefined;
  category?: string | Placeholder | undefined;
}): SQL | undefined {
  const { search, category } = filter;
  return and(
    search?.trim() ? productSearchCondition(search) : undefined,
    category ? eq(products.productCategory, category) : undefined,
  );
}

/** The column of each of the products list's sorts (packages/shared lists.ts). */
const PRODUCT_SORT_FIELDS = {
  name: 'productName',
  sku: 'sku',
  category: 'productCategory',
  price: 'price',
  quantity: 'quantity',
  createdAt: 'createdAt',
} as const satisfies Record<SortColumn<'products'>, keyof ProductRow>;

/** The products table's sorted columns, or those of a subquery of it. */
type ProductSortSource = Record<(typeof PRODUCT_SORT_FIELDS)[SortColumn<'products'>] | 'id', AnyPgColumn>;

/**
 * The order of a products page or export: the asked column (newest first when none is asked), then
 * the id. `source` is the products table, or a subquery of it.
 */
export function productOrder(
  query: ListSortQuery<'products'>,
  source: ProductSortSource = products,
): OrderKey[] {
  const { sort, order } = resolveSort('products', query);
  return sortedBy(source[PRODUCT_SORT_FIELDS[sort]], source.id, order);
}

const categoryValue = sql.placeholder('category');
const categoryFilter = productListFilter({ category: categoryValue });

/** A whole sort of the products list. */
interface ProductSort {
  sort: SortColumn<'products'>;
  order: SortOrder;
}

/**
 * The category filter's page and the unfiltered one, in a sort. Unfiltered, each sort reads its
 * column's index (schema.ts: created_at; name, price, quantity, SKU and category with the id, and
 * NULLs-first twins for SKU and category descending) forwards or backwards and stops after the page;
 * a category's page reads the sort's index filtering on the category, or sorts the category's rows.
 */
function preparePage(db: Db, variant: 'all' | 'category', sort: ProductSort, name: string) {
  // The total rides on every row: the trigger-kept count (migrations 0004, 0012), one row read once.
  const total =
    variant === 'all'
      ? sql<number>`(select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = 'products')`
      : sql<number>`coalesce((select ${productCategoryCounts.n} from ${productCategoryCounts} where ${productCategoryCounts.category} = ${categoryValue}), 0)`;
  return db
    .select({ json: productJson(products), total: total.mapWith(Number) })
    .from(products)
    .where(variant === 'category' ? categoryFilter : undefined)
    .orderBy(...orderByOf(productOrder(sort)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * The list's statements, prepared once per database for each combination of filters and each sort
 * (on its first use): the products page is the most read call, and building its SQL (and PostgreSQL
 * planning it) on every request cost more than running it. LIMIT NULL means no limit.
 */
const listQueries = preparedPerDatabase((db) => {
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  return {
    page(variant: 'all' | 'category', sort: ProductSort) {
      const name = `products_page_${variant}_${sort.sort}_${sort.order}`;
      let statement = pages.get(name);
      if (!statement) pages.set(name, (statement = preparePage(db, variant, sort, name)));
      return statement;
    },
    // Unfiltered, the total is the trigger-kept count: one row instead of counting every product.
    allTotal: db
      .select({ n: rowCounts.n })
      .from(rowCounts)
      .where(eq(rowCounts.tableName, 'products'))
      .prepare('products_total_all'),
    // A category's count, kept by triggers (migration 0012).
    categoryTotal: db
      .select({ n: productCategoryCounts.n })
      .from(productCategoryCounts)
      .where(eq(productCategoryCounts.category, categoryValue))
      .prepare('products_total_category'),
  };
});

/**
 * The answer of GET /products/ as JSON text: a page of products in the asked sort (newest first by
 * default), filtered in SQL, with the total matching the filter. Each product's JSON is built by
 * PostgreSQL (product-json.ts) and passed through. A search lists the best matches first unless a
 * sort is asked, and its total is exact up to PRODUCT_SEARCH.exactTotalMax (product-search.ts).
 */
export async function listProductsJson(db: Db, query: TProductListQuery): Promise<string> {
  const sort = resolveSort('products', query);
  if (query.search?.trim()) {
    const asked = query.sort !== undefined || query.order !== undefined;
    const found = await searchProducts(db, {
      search: query.search,
      category: query.category,
      limit: query.limit ?? null,
      offset: query.offset ?? 0,
      sort: asked
        ? {
            name: `${sort.sort}_${sort.order}`,
            keys: (source) => productOrder(sort, source as unknown as ProductSortSource),
          }
        : undefined,
    });
    return productListBody(found.rows, found.total, found.totalExact);
  }
  const statements = listQueries(db);
  const params = { category: query.category, limit: query.limit ?? null, offset: query.offset ?? 0 };
  const variant = query.category ? 'category' : 'all';
  const rows = await statements.page(variant, sort).execute(params);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page with no row (past the end, or nothing at all) carries no total: read it on its own.
    const [totals] = await statements[`${variant}Total`].execute(params);
    total = Number(totals?.n ?? 0);
  }
  return productListBody(
    rows.map((row) => row.json),
    total,
    true,
  );
}

/**
 * The distinct non-empty categories, sorted, for the category filter. A loose index scan: each step
 * asks products_category_idx for the first category after the last one found, so the cost follows
 * the number of categories (a few dozen), not of products (a plain DISTINCT reads all 100,000).
 */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await queryRows<{ category: string }>(
    db,
    sql`
    WITH RECURSIVE found(category) AS (
      SELECT min(product_category) FROM ${products} WHERE product_category > ''
      UNION ALL
      SELECT (SELECT min(product_category) FROM ${products} WHERE product_category > found.category)
      FROM found WHERE found.category IS NOT NULL
    )
    SELECT category FROM found WHERE category IS NOT NULL`,
  );
  return rows.map((r) => r.category);
}

export async function getProduct(db: Db | Tx, id: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('Product');
  return row;
}

/** Creates a product; its opening quantity goes to the ledger and may raise a stock alert. */
export async function createProduct(db: Db, input: ProductCreate, userId: string): Promise<ProductRow> {
  await assertSupplierExists(db, input.supplierId);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...productColumnsOf(input), productName: input.productName })
        .returning();
      await recordMovements(
        tx,
        ledgerRows('stock', null, [{ productId: row!.id, quantity: row!.quantity }], 1, {
          reason: 'created',
          userId,
        }),
      );
      await syncProductAlerts(tx, row!);
      return row!;
    });
  } catch (error) {
    productWriteError(error, input.sku);
  }
}

/**
 * Changes a product. A new quantity may not drop below the units placed in inventories, and a new
 * weight or size changes the occupied capacity of every inventory holding it (refused with 409 if
 * one would overflow). The quantity change goes to the ledger; stock alerts follow the quantity.
 */
export async function updateProduct(
  db: Db,
  id: string,
  input: ProductUpdate,
  userId: string,
  /** `own`: a supplier, who edits only the products they supply and never their locked fields. */
  scope: 'all' | 'own' = 'all',
): Promise<ProductRow> {
  await assertSupplierExists(db, input.supplierId);
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product');
      if (scope === 'own') assertSupplierMayEdit(current, input, userId);
      const values = productColumnsOf(input);
      if (current.hasBatches) assertBatchFieldsKept(current, values);

      const mfgDate = values.mfgDate !== undefined ? values.mfgDate : current.mfgDate;
      const expiryDate = values.expiryDate !== undefined ? values.expiryDate : current.expiryDate;
      if (mfgDate && expiryDate && expiryDate < mfgDate) {
        throw badRequest(PRODUCT_MESSAGES.expiryBeforeMfg, [
          { path: ['expiryDate'], message: PRODUCT_MESSAGES.expiryBeforeMfg },
        ]);
      }
      const committed = current.placedQuantity + current.inTransitQuantity;
      if (values.quantity !== undefined && values.quantity < committed) {
        throw conflict(
          `Cannot set the quantity of "${current.productName}" to ${values.quantity}: ${committedUnits(current)}`,
        );
      }

      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      const updated = row!;

      if (current.placedQuantity > 0 && sizeChanged(current, updated)) {
        await reoccupyInventories(tx, current, updated);
      }
      await recordMovements(
        tx,
        ledgerRows('stock', null, [{ productId: id, quantity: updated.quantity - current.quantity }], 1, {
          reason: 'adjusted',
          userId,
        }),
      );
      await syncProductAlerts(tx, updated);
      return updated;
    });
  } catch (error) {
    productWriteError(error, input.sku);
  }
}

export function sizeChanged(before: ProductRow, after: ProductRow): boolean {
  return (
    before.weight !== after.weight ||
    before.length !== after.length ||
    before.width !== after.width ||
    before.height !== after.height
  );
}

/**
 * Moves the occupied weight and volume of every inventory holding the product to its new size.
 * The inventories are locked in id order (as every stock change locks them) and the new totals are
 * checked before anything is written, so a size that does not fit is a 409 and never an overflow.
 */
export async function reoccupyInventories(tx: Tx, before: ProductRow, after: ProductRow): Promise<void> {
  const unitWeight = (p: ProductRow) => sql`coalesce(${p.weight}::numeric, 0)`;
  const unitVolume = (p: ProductRow) =>
    sql`coalesce(${p.length}::numeric * ${p.width}::numeric * ${p.height}::numeric, 0) * 0.000001`;
  const weightDelta = sql`ip.quantity * (${unitWeight(after)} - ${unitWeight(before)})`;
  const volumeDelta = sql`ip.quantity * (${unitVolume(after)} - ${unitVolume(before)})`;
  const holding = await queryRows<{ id: string; name: string; fits: boolean }>(
    tx,
    sql`
    SELECT i.id, i.name,
           (i.capacity_occupied + ${weightDelta} <= i.total_capacity
            AND i.volume_occupied + ${volumeDelta} <= i.total_volume) AS fits
    FROM ${inventories} AS i
    JOIN ${inventoryProducts} AS ip ON ip.inventory_id = i.id AND ip.product_id = ${after.id}
    ORDER BY i.id
    FOR UPDATE OF i`,
  );
  const overflowing = holding.filter((row) => !row.fits).sort((a, b) => a.name.localeCompare(b.name))[0];
  if (overflowing) {
    throw conflict(
      `The new weight or size of "${after.productName}" does not fit in inventory "${overflowing.name}": its capacity would be exceeded`,
    );
  }
  await tx.execute(sql`
    UPDATE ${inventories} AS i
    SET capacity_occupied = i.capacity_occupied + ${weightDelta},
        volume_occupied = i.volume_occupied + ${volumeDelta},
        updated_at = now()
    FROM ${inventoryProducts} AS ip
    WHERE ip.inventory_id = i.id AND ip.product_id = ${after.id}`);
}

/**
 * Deletes one product inside `tx`, locking it: refused (404, or 409 naming it) when it is unknown
 * or still placed in an inventory; its open alerts are resolved and the deletion audited. A product
 * a transport or order names fails on the foreign key (the caller says so).
 */
async function deleteProductIn(tx: Tx, id: string, actor: AuditActor): Promise<void> {
  const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) throw notFound('Product');
  if (current.placedQuantity > 0) {
    const [places] = await tx
      .select({ n: count() })
      .from(inventoryProducts)
      .where(eq(inventoryProducts.productId, id));
    throw conflict(
      `"${current.productName}" is placed in ${places?.n ?? 0} ${places?.n === 1 ? 'inventory' : 'inventories'} (${current.placedQuantity} ${current.placedQuantity === 1 ? 'unit' : 'units'}). Remove it from them first.`,
    );
  }
  await resolveAlertsFor(tx, id);
  await tx.delete(products).where(eq(products.id, id));
  await recordAudit(
    tx,
    actor,
    'product.deleted',
    { type: 'product', id, name: current.productName },
    {
      sku: current.sku,
      quantity: current.quantity,
    },
  );
}

/** Deletes a product that is in no inventory; open alerts about it are resolved. */
export async function deleteProduct(db: Db, id: string, actor: AuditActor): Promise<void> {
  try {
    await inTransaction(db, (tx) => deleteProductIn(tx, id, actor));
  } catch (error) {
    if (isReferencedRow(error)) {
      throw conflict('This product is on a transport or order and cannot be deleted');
    }
    throw error;
  }
}

/**
 * Deletes the products `ids` (distinct) in one transaction, each by the rules of deleteProduct: all
 * of them or, when one is refused, none (the refusal names that product). The products are locked
 * in id order, as every stock change locks them. Answers how many were deleted.
 */
export async function deleteProducts(db: Db, ids: readonly string[], actor: AuditActor): Promise<number> {
  const sorted = [...ids].sort();
  return inTransaction(db, async (tx) => {
    const found = await tx
      .select({ id: products.id, name: products.productName })
      .from(products)
      .where(inArray(products.id, sorted))
      .orderBy(asc(products.id))
      .for('update');
    const names = new Map(found.map((row) => [row.id, row.name]));
    const unknown = sorted.find((id) => !names.has(id));
    if (unknown) throw notFound(`Product ${unknown}`);
    for (const id of sorted) {
      try {
        await deleteProductIn(tx, id, actor);
      } catch (error) {
        if (isReferencedRow(error)) {
          throw conflict(`"${names.get(id)}" is on a transport or order and cannot be deleted`);
        }
        throw error;
      }
    }
    return sorted.length;
  });
}

/** The inventories holding a product and how many units each holds, by inventory name. */
export async function listProductLocations(db: Db, id: string): Promise<TProductLocation[]> {
  await getProduct(db, id);
  const rows = await db
    .select({
      id: inventories.id,
      name: inventories.name,
      location: inventories.location,
      longitude: inventories.longitude,
      latitude: inventories.latitude,
      quantity: inventoryProducts.quantity,
    })
    .from(inventoryProducts)
    .innerJoin(inventories, eq(inventories.id, inventoryProducts.inventoryId))
    .where(eq(inventoryProducts.productId, id))
    .orderBy(asc(inventories.name), asc(inventories.id));
  return rows.map((r) => ({
    inventory: {
      _id: r.id,
      id: r.id,
      name: r.name,
      location: r.location,
      inventoryLocation: geoPoint(r.longitude, r.latitude),
    },
    quantity: r.quantity,
  }));
}

/**
 * Ledger rows with the names a reader shows: the inventory, the transport, the batch, the purchase
 * order and who made the change (null where there is none); `extra` selects columns of a table the
 * caller joins after (the stock export's product).
 */
export function selectMovements<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return db
    .select({
      movement: stockMovements,
      inventoryName: inventories.name,
      userName: users.name,
      packageId: transports.packageId,
      batchCode: batches.code,
      orderNumber: purchaseOrders.number,
      storageUnitLocation: storageUnits.locationId,
      countNumber: stockCounts.number,
      ...extra,
    })
    .from(stockMovements)
    .leftJoin(inventories, eq(inventories.id, stockMovements.inventoryId))
    .leftJoin(transports, eq(transports.id, stockMovements.transportId))
    .leftJoin(batches, eq(batches.id, stockMovements.batchId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, stockMovements.purchaseOrderId))
    .leftJoin(storageUnits, eq(storageUnits.id, stockMovements.storageUnitId))
    .leftJoin(stockCounts, eq(stockCounts.id, stockMovements.countId))
    .leftJoin(users, eq(users.id, stockMovements.userId));
}

/** A product's stock history from the ledger, newest first, with who and where. */
export async function listProductMovements(
  db: Db,
  id: string,
  page: { limit?: number; offset?: number },
): Promise<{ movements: TStockMovement[]; total: number }> {
  await getProduct(db, id);
  const where = eq(stockMovements.productId, id);
  const [rows, [totals]] = await Promise.all([
    selectMovements(db, {})
      .where(where)
      .orderBy(desc(stockMovements.id))
      .limit(page.limit ?? 50)
      .offset(page.offset ?? 0),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  return {
    movements: rows.map(
      ({
        movement,
        inventoryName,
        userName,
        packageId,
        batchCode,
        orderNumber,
        storageUnitLocation,
        countNumber,
      }) => ({
        id: movement.id,
        scope: movement.scope,
        delta: movement.delta,
        reason: movement.reason,
        inventory:
          movement.inventoryId && inventoryName ? { id: movement.inventoryId, name: inventoryName } : null,
        user: movement.userId && userName ? { id: movement.userId, name: userName } : null,
        transport: movement.transportId && packageId ? { id: movement.transportId, packageId } : null,
        batch: movement.batchId && batchCode ? { id: movement.batchId, code: batchCode } : null,
        purchaseOrder:
          movement.purchaseOrderId && orderNumber
            ? { id: movement.purchaseOrderId, number: orderNumber }
            : null,
        note: movement.note,
        storageUnit:
          movement.storageUnitId && storageUnitLocation
            ? { id: movement.storageUnitId, locationId: storageUnitLocation }
            : null,
        count: movement.countId && countNumber ? { id: movement.countId, number: countNumber } : null,
        createdAt: movement.createdAt.toISOString(),
      }),
    ),
    total: totals?.n ?? 0,
  };
}
