import { count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  INVENTORY_DETAIL_PRODUCTS,
  percentOf,
  resolveSort,
  roundMoney,
  type ListSortQuery,
  type SortColumn,
  type SortOrder,
  type TCostSummary,
  type TInventoryDetail,
  type TInventorySummary,
  type TUtilization,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inventories, inventoryProducts, products, storageUnits } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey, type SortExpression } from '../../db/list-order.js';
import { likePattern, preparedPerDatabase } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { roundVolume } from '../stock/placements.js';
import {
  inventorySummaryAnswer,
  inventorySummarySource,
  placementAnswer,
  placementSource,
  productCountSql,
  storageBriefAnswer,
} from './inventory-answers.js';

// Inventories read: the list (filter, sort), one inventory's detail and its placements (prepared
// statements per sort), utilization and cost.

export type InventoryRow = typeof inventories.$inferSelect;

/** An inventory as the lists show it, with its counts (inventorySummaryAnswer). */
export function toSummary(row: InventoryRow, productCount: number, storageCount: number): TInventorySummary {
  return inventorySummaryAnswer.toAnswer({ inventory: row, productCount, storageCount });
}

/** The inventory list's filter: the search over name, location and description. */
export function inventoryListFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(inventories.name, pattern),
    ilike(inventories.location, pattern),
    ilike(inventories.description, pattern),
  );
}

/**
 * The column of each of the inventory list's sorts (packages/shared lists.ts). Usage is how full the
 * inventory is: the fuller of its weight and its volume, as a fraction of its capacity (the card's
 * two bars; the map colours a warehouse by the same); NULL when it has neither capacity.
 */
const INVENTORY_SORT_COLUMNS: Record<SortColumn<'inventories'>, SortExpression> = {
  name: inventories.name,
  location: inventories.location,
  capacity: inventories.totalCapacity,
  usage: {
    sql: sql`greatest(${inventories.capacityOccupied} / nullif(${inventories.totalCapacity}, 0), ${inventories.volumeOccupied} / nullif(${inventories.totalVolume}, 0))`,
    type: 'numeric',
    nullable: true,
  },
  products: { sql: productCountSql, type: 'integer', nullable: false },
  createdAt: inventories.createdAt,
};

/** The order of an inventories page or export: the asked column (by name when none), then the id. */
export function inventoryOrder(query: ListSortQuery<'inventories'>): OrderKey[] {
  const { sort, order } = resolveSort('inventories', query);
  return sortedBy(INVENTORY_SORT_COLUMNS[sort], inventories.id, order);
}

/** A page of inventories by name unless sorted, searched over name, location and description, with counts. */
export async function listInventories(
  db: Db,
  query: { search?: string; limit?: number; offset?: number } & ListSortQuery<'inventories'>,
): Promise<{ inventories: TInventorySummary[]; total: number }> {
  const where = inventoryListFilter(query.search);
  let rowsQuery = db
    .select(inventorySummarySource)
    .from(inventories)
    .where(where)
    .orderBy(...orderByOf(inventoryOrder(query)))
    .$dynamic();
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset) rowsQuery = rowsQuery.offset(query.offset);
  const [rows, [totals]] = await Promise.all([
    rowsQuery,
    db.select({ n: count() }).from(inventories).where(where),
  ]);
  return {
    inventories: rows.map((r) => inventorySummaryAnswer.toAnswer(r)),
    total: totals?.n ?? 0,
  };
}

export async function findInventory(db: Db | Tx, id: string): Promise<InventoryRow> {
  const [row] = await db.select().from(inventories).where(eq(inventories.id, id)).limit(1);
  if (!row) throw notFound('notFound.inventory');
  return row;
}

const inventoryIdValue = sql.placeholder('inventoryId');
const placementsHere = eq(inventoryProducts.inventoryId, inventoryIdValue);

/** The column of each of the placement list's sorts (packages/shared lists.ts). */
const PLACEMENT_SORT_COLUMNS: Record<SortColumn<'placements'>, SortExpression> = {
  product: products.productName,
  quantity: inventoryProducts.quantity,
  unitPrice: products.price,
  totalValue: {
    sql: sql`(${inventoryProducts.quantity} * ${products.price})`,
    type: 'numeric',
    nullable: false,
  },
};

/**
 * The order of an inventory's placements (its products page and export): the asked column (by
 * product name when none), then the product's id, which is unique within one inventory.
 */
export function placementOrder(query: ListSortQuery<'placements'>): OrderKey[] {
  const { sort, order } = resolveSort('placements', query);
  return sortedBy(PLACEMENT_SORT_COLUMNS[sort], products.id, order);
}

type PlacementSort = { sort: SortColumn<'placements'>; order: SortOrder };

/**
 * A page of placements in one sort (one statement: the placements are read once, joined to their
 * products by primary key and the page kept by a top-N sort). LIMIT NULL means all.
 */
function placementsPaged<T extends PgSelect>(query: T, sort: PlacementSort) {
  return query
    .orderBy(...orderByOf(placementOrder(sort)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The inventory's placements, gathered first: a subquery under the table's own name (so every
 * column reference reads it), fenced by an OFFSET (0, a parameter) that PostgreSQL does not merge
 * into the outer query. Merged, a small page by product name walked the whole products-by-name
 * index looking for this inventory's few hundred rows (485 ms at scale for a page of one), as the
 * planner does not cost the count over the whole result that the page carries.
 */
function placementsOfInventory(db: Db) {
  return db
    .select()
    .from(inventoryProducts)
    .where(placementsHere)
    .offset(sql.placeholder('fence'))
    .as('inventory_products');
}

/** The count of all the placements, in a window beside each row of the page. */
const placementsCounted = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page of placements written as JSON by PostgreSQL (`{ product, quantity }`, the product as the
 * products list writes it): GET /inventory/{id}/products, where the original clients ask for every
 * placement at once.
 */
function preparePlacementsJson(db: Db, sort: PlacementSort, name: string) {
  const query = db
    .select({ json: placementAnswer.jsonText(placementSource), total: placementsCounted })
    .from(placementsOfInventory(db))
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .$dynamic();
  return placementsPaged(query, sort).prepare(name);
}

/**
 * The reads of an inventory's placements, prepared once per database (a page of placements once for
 * each sort, on its first use).
 */
const detailQueries = preparedPerDatabase((db) => {
  const placementJsonPages = new Map<string, ReturnType<typeof preparePlacementsJson>>();
  return {
    inventory: db
      .select()
      .from(inventories)
      .where(eq(inventories.id, inventoryIdValue))
      .prepare('inventory_by_id'),
    placementsJson(sort: { sort: SortColumn<'placements'>; order: SortOrder }) {
      const name = `inventory_placements_json_${sort.sort}_${sort.order}`;
      let statement = placementJsonPages.get(name);
      if (!statement) placementJsonPages.set(name, (statement = preparePlacementsJson(db, sort, name)));
      return statement;
    },
    // For a page past the last placement, where the window has no row to count on.
    placementsTotal: db
      .select({ n: count() })
      .from(inventoryProducts)
      .where(placementsHere)
      .prepare('inventory_placements_total'),
  };
});

/**
 * The answer of GET /inventory/{id}/products as JSON text: the inventory's placements (a page, or
 * with no limit every one of them) written by PostgreSQL and passed through, with their count.
 */
export async function listPlacementsJson(
  db: Db,
  inventoryId: string,
  page: { limit?: number; offset?: number } & ListSortQuery<'placements'> = {},
): Promise<string> {
  const statements = detailQueries(db);
  const params = { inventoryId, fence: 0, limit: page.limit ?? null, offset: page.offset ?? 0 };
  const [[inventory], rows] = await Promise.all([
    statements.inventory.execute({ inventoryId }),
    statements.placementsJson(resolveSort('placements', page)).execute(params),
  ]);
  if (!inventory) throw notFound('notFound.inventory');
  let total = rows[0]?.total;
  if (total === undefined) {
    const [totals] = params.offset > 0 ? await statements.placementsTotal.execute(params) : [];
    total = totals?.n ?? 0;
  }
  return `{"data":{"products":[${rows.map((row) => row.json).join(',')}],"total":${total}}}`;
}

/**
 * An inventory's page in one statement, each part written as JSON by PostgreSQL: the inventory with
 * its counts, the first page of its products (INVENTORY_DETAIL_PRODUCTS, by name; productCount
 * counts them all) and its storage units by name. No row: no such inventory.
 */
function prepareDetail(db: Db) {
  const page = db
    .select({
      json: placementAnswer.jsonValue(placementSource).as('json'),
      productName: products.productName,
      id: products.id,
    })
    .from(placementsOfInventory(db))
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .orderBy(...orderByOf(placementOrder({})))
    .limit(INVENTORY_DETAIL_PRODUCTS)
    .as('page');
  const storages = db
    .select({
      json: storageBriefAnswer.jsonValue(storageUnits).as('json'),
      name: storageUnits.name,
      id: storageUnits.id,
    })
    .from(storageUnits)
    .where(eq(storageUnits.inventoryId, inventoryIdValue))
    .as('storages');
  return db
    .select({
      inventory: inventorySummaryAnswer.jsonText(inventorySummarySource),
      products: sql<string>`(select coalesce(json_agg(page.json order by page.product_name, page.id), '[]') from ${page})::text`,
      storages: sql<string>`(select coalesce(json_agg(storages.json order by storages.name, storages.id), '[]') from ${storages})::text`,
    })
    .from(inventories)
    .where(eq(inventories.id, inventoryIdValue))
    .prepare('inventory_detail_json');
}

const detailStatement = preparedPerDatabase(prepareDetail);

/**
 * The answer of GET /inventory/{id} as JSON text (prepareDetail): the inventory's JSON object with
 * its products and storage units added as its last two keys.
 */
export async function getInventoryJson(db: Db, id: string): Promise<string> {
  const [row] = await detailStatement(db).execute({ inventoryId: id, fence: 0 });
  if (!row) throw notFound('notFound.inventory');
  const head = row.inventory.slice(0, row.inventory.lastIndexOf('}'));
  return `{"data":{"inventory":${head},"products":${row.products},"storages":${row.storages}}}}`;
}

/** The same inventory's page as an object (what an edit answers with). */
export async function getInventory(db: Db, id: string): Promise<TInventoryDetail> {
  return (JSON.parse(await getInventoryJson(db, id)) as { data: { inventory: TInventoryDetail } }).data
    .inventory;
}

/** Weight and volume used against the totals, with percentages to 1 decimal. */
export async function getUtilization(db: Db, id: string): Promise<TUtilization> {
  const row = await findInventory(db, id);
  const volumeUsed = roundVolume(row.volumeOccupied);
  return {
    weight: {
      used: row.capacityOccupied,
      total: row.totalCapacity,
      percent: percentOf(row.capacityOccupied, row.totalCapacity),
    },
    volume: {
      used: volumeUsed,
      total: row.totalVolume,
      percent: percentOf(row.volumeOccupied, row.totalVolume),
    },
  };
}

/** Value of the placements at the products' prices, and the average cost per unit. */
export async function getCostSummary(db: Db, id: string): Promise<TCostSummary> {
  await findInventory(db, id);
  const [totals] = await db
    .select({
      totalValue: sql<string>`coalesce(sum(${inventoryProducts.quantity} * ${products.price}), 0)`,
      totalQuantity: sql<string>`coalesce(sum(${inventoryProducts.quantity}), 0)`,
      productCount: count(),
    })
    .from(inventoryProducts)
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .where(eq(inventoryProducts.inventoryId, id));
  const totalValue = Number(totals?.totalValue ?? 0);
  const totalQuantity = Number(totals?.totalQuantity ?? 0);
  return {
    totalValue: roundMoney(totalValue),
    averageCost: totalQuantity ? roundMoney(totalValue / totalQuantity) : 0,
    totalQuantity,
    productCount: totals?.productCount ?? 0,
  };
}
