import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import {
  geoPoint,
  resolveSort,
  type ListSortQuery,
  type SortColumn,
  type SortOrder,
  type TProductListQuery,
  type TProductLocation,
  type TStockMovement,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  inventories,
  inventoryProducts,
  productCategoryCounts,
  rowCounts,
  products,
  purchaseOrders,
  stockCounts,
  stockMovements,
  storageUnits,
  transports,
  users,
} from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { keptCount } from '../../db/row-counts.js';
import { preparedPerDatabase, queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { productListBody, productJson, type ProductJsonSource } from './product-json.js';
import { productColumns, productSearchCondition, searchProducts } from './product-search.js';
import type { ProductRow } from './product-rules.js';

// Products read: the list (prepared statements per filter and sort), the categories, one product,
// where it is held and its ledger.

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
      ? keptCount('products')
      : sql<number>`coalesce((select ${productCategoryCounts.n} from ${productCategoryCounts} where ${productCategoryCounts.category} = ${categoryValue}), 0)`;
  // The page is cut first and only its rows are written as JSON: the rows an OFFSET skips are not.
  const page = db
    .select(productColumns)
    .from(products)
    .where(variant === 'category' ? categoryFilter : undefined)
    .orderBy(...orderByOf(productOrder(sort)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ json: productJson(page as unknown as ProductJsonSource), total: total.mapWith(Number) })
    .from(page)
    .orderBy(...orderByOf(productOrder(sort, page as unknown as ProductSortSource)))
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
      .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)::bigint`.mapWith(Number) })
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
  if (!row) throw notFound('notFound.product');
  return row;
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
