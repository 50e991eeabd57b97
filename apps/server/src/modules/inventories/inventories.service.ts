import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  geoPoint,
  INVENTORY_DETAIL_PRODUCTS,
  percentOf,
  resolveSort,
  roundMoney,
  TRANSPORT_OPEN_STATUSES,
  type ListSortQuery,
  type SortColumn,
  type SortOrder,
  type TCostSummary,
  type TInventoryDetail,
  type TInventorySummary,
  type TPlacement,
  type TStorageBrief,
  type TUtilization,
  type zInventoryCreateSchema,
  type zInventoryUpdateSchema,
  type zPlacementCreateSchema,
  type zPlacementRemoveSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batchStock,
  inventories,
  inventoryProducts,
  products,
  stockCounts,
  storageUnits,
  transports,
} from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey, type SortExpression } from '../../db/list-order.js';
import { inTransaction, likePattern, preparedPerDatabase } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { toProduct } from '../products/products.service.js';
import { productJsonValue } from '../products/product-json.js';
import { jsonObject } from '../../db/json.js';
import { roundVolume, putIntoInventory, takeFromInventory } from '../stock/placements.js';
import { afterBatchChange, ensureBatch } from '../stock/batch-stock.js';
import { ledgerRows, recordMovements, type StockLine } from '../stock/stock-ledger.js';
import { emptyStorageUnits } from '../stock/storage-unit-stock.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

export type InventoryRow = typeof inventories.$inferSelect;
type InventoryCreate = z.output<typeof zInventoryCreateSchema>;
type InventoryUpdate = z.output<typeof zInventoryUpdateSchema>;
type PlacementCreate = z.output<typeof zPlacementCreateSchema>;
type PlacementRemove = z.output<typeof zPlacementRemoveSchema>;

function toSummary(row: InventoryRow, productCount: number, storageCount: number): TInventorySummary {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    location: row.location,
    description: row.description,
    totalCapacity: row.totalCapacity,
    totalVolume: row.totalVolume,
    capacityOccupied: row.capacityOccupied,
    volumeOccupied: roundVolume(row.volumeOccupied),
    inventoryLocation: geoPoint(row.longitude, row.latitude),
    productCount,
    storageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toStorageBrief(row: typeof storageUnits.$inferSelect): TStorageBrief {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type,
    locationId: row.locationId,
    active: row.active,
    maxWeight: row.maxWeight,
    maxVolume: row.maxVolume,
    currentWeight: row.currentWeight,
    currentVolume: row.currentVolume,
  };
}

// Written out in full: drizzle leaves columns unqualified here, and "id" would bind to the subquery's table.
const productCountSql = sql<number>`(SELECT count(*)::int FROM inventory_products ip WHERE ip.inventory_id = "inventories"."id")`;
const storageCountSql = sql<number>`(SELECT count(*)::int FROM storage_units su WHERE su.inventory_id = "inventories"."id")`;

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
    .select({ inventory: inventories, productCount: productCountSql, storageCount: storageCountSql })
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
    inventories: rows.map((r) => toSummary(r.inventory, r.productCount, r.storageCount)),
    total: totals?.n ?? 0,
  };
}

async function findInventory(db: Db | Tx, id: string): Promise<InventoryRow> {
  const [row] = await db.select().from(inventories).where(eq(inventories.id, id)).limit(1);
  if (!row) throw notFound('Inventory');
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
    .where(placementsHere)
    .orderBy(...orderByOf(placementOrder(sort)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The count of all the placements, in a window beside each row of the page. */
const placementsCounted = sql<number>`count(*) over ()`.mapWith(Number);

/** A page of placements as rows, for the detail page. */
function preparePlacements(db: Db, sort: PlacementSort, name: string) {
  const query = db
    .select({ product: products, quantity: inventoryProducts.quantity, total: placementsCounted })
    .from(inventoryProducts)
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .$dynamic();
  return placementsPaged(query, sort).prepare(name);
}

/**
 * A page of placements written as JSON by PostgreSQL (`{ product, quantity }`, the product as the
 * products list writes it): GET /inventory/{id}/products, where the original clients ask for every
 * placement at once.
 */
function preparePlacementsJson(db: Db, sort: PlacementSort, name: string) {
  const json = jsonObject([
    ['product', productJsonValue(products)],
    ['quantity', inventoryProducts.quantity],
  ]);
  const query = db
    .select({ json, total: placementsCounted })
    .from(inventoryProducts)
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .$dynamic();
  return placementsPaged(query, sort).prepare(name);
}

/**
 * The reads of an inventory's page, prepared once per database (a page of placements once for each
 * sort, on its first use).
 */
const detailQueries = preparedPerDatabase((db) => {
  const placementPages = new Map<string, ReturnType<typeof preparePlacements>>();
  const placementJsonPages = new Map<string, ReturnType<typeof preparePlacementsJson>>();
  return {
    inventory: db
      .select()
      .from(inventories)
      .where(eq(inventories.id, inventoryIdValue))
      .prepare('inventory_by_id'),
    placements(sort: { sort: SortColumn<'placements'>; order: SortOrder }) {
      const name = `inventory_placements_${sort.sort}_${sort.order}`;
      let statement = placementPages.get(name);
      if (!statement) placementPages.set(name, (statement = preparePlacements(db, sort, name)));
      return statement;
    },
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
    storages: db
      .select()
      .from(storageUnits)
      .where(eq(storageUnits.inventoryId, inventoryIdValue))
      .orderBy(asc(storageUnits.name))
      .prepare('inventory_storages'),
  };
});

/** A page of the placements of an inventory known to exist, by product name unless sorted, with their count. */
async function placementsPage(
  db: Db,
  inventoryId: string,
  page: { limit?: number; offset?: number } & ListSortQuery<'placements'>,
): Promise<{ products: TPlacement[]; total: number }> {
  const statements = detailQueries(db);
  const params = { inventoryId, limit: page.limit ?? null, offset: page.offset ?? 0 };
  const rows = await statements.placements(resolveSort('placements', page)).execute(params);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && params.offset > 0) {
    const [totals] = await statements.placementsTotal.execute(params);
    total = totals?.n ?? 0;
  }
  return {
    products: rows.map((r) => ({ product: toProduct(r.product), quantity: r.quantity })),
    total,
  };
}

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
  const params = { inventoryId, limit: page.limit ?? null, offset: page.offset ?? 0 };
  const [[inventory], rows] = await Promise.all([
    statements.inventory.execute({ inventoryId }),
    statements.placementsJson(resolveSort('placements', page)).execute(params),
  ]);
  if (!inventory) throw notFound('Inventory');
  let total = rows[0]?.total;
  if (total === undefined) {
    const [totals] = params.offset > 0 ? await statements.placementsTotal.execute(params) : [];
    total = totals?.n ?? 0;
  }
  return `{"data":{"products":[${rows.map((row) => row.json).join(',')}],"total":${total}}}`;
}

/**
 * The inventory with its storage units and the first page of its products populated
 * (INVENTORY_DETAIL_PRODUCTS, by name; productCount counts them all). The three reads go out
 * together; an unknown id finds no inventory (and no placements or storages) and is a 404.
 */
export async function getInventory(db: Db, id: string): Promise<TInventoryDetail> {
  const statements = detailQueries(db);
  const [[row], placements, storages] = await Promise.all([
    statements.inventory.execute({ inventoryId: id }),
    placementsPage(db, id, { limit: INVENTORY_DETAIL_PRODUCTS }),
    statements.storages.execute({ inventoryId: id }),
  ]);
  if (!row) throw notFound('Inventory');
  return {
    ...toSummary(row, placements.total, storages.length),
    products: placements.products,
    storages: storages.map(toStorageBrief),
  };
}

export function inventoryColumnsOf(input: InventoryUpdate): Partial<typeof inventories.$inferInsert> {
  const values: Partial<typeof inventories.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.location !== undefined) values.location = input.location || null;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.totalCapacity !== undefined) values.totalCapacity = input.totalCapacity;
  if (input.totalVolume !== undefined) values.totalVolume = input.totalVolume;
  if (input.inventoryLocation !== undefined) {
    values.longitude = input.inventoryLocation.coordinates[0];
    values.latitude = input.inventoryLocation.coordinates[1];
  }
  return values;
}

export async function createInventory(db: Db, input: InventoryCreate): Promise<TInventoryDetail> {
  const [row] = await db
    .insert(inventories)
    .values({
      ...inventoryColumnsOf(input),
      name: input.name,
      longitude: input.inventoryLocation.coordinates[0],
      latitude: input.inventoryLocation.coordinates[1],
    })
    .returning();
  return { ...toSummary(row!, 0, 0), products: [], storages: [] };
}

/** Changes an inventory; its capacities may not drop below what is already occupied (409). */
export async function updateInventory(db: Db, id: string, input: InventoryUpdate): Promise<TInventoryDetail> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(inventories).where(eq(inventories.id, id)).for('update');
    if (!current) throw notFound('Inventory');
    if (input.totalCapacity !== undefined && input.totalCapacity < current.capacityOccupied) {
      throw conflict(
        `Total capacity cannot be ${input.totalCapacity} kg: ${current.capacityOccupied} kg are already occupied in "${current.name}"`,
      );
    }
    if (input.totalVolume !== undefined && input.totalVolume < current.volumeOccupied) {
      throw conflict(
        `Total volume cannot be ${input.totalVolume} m³: ${roundVolume(current.volumeOccupied)} m³ are already occupied in "${current.name}"`,
      );
    }
    await tx
      .update(inventories)
      .set({ ...inventoryColumnsOf(input), updatedAt: sql`now()` })
      .where(eq(inventories.id, id));
  });
  // Read after the commit, outside the transaction: the detail runs its queries in parallel.
  return getInventory(db, id);
}

/**
 * Deletes an inventory with its storage units. Its placed units return to unplaced stock (the
 * products' quantities do not change) and the ledger records their removal.
 */
export async function deleteInventory(db: Db, id: string, actor: AuditActor): Promise<void> {
  // Checked first to spare the locks, and again under the inventory's lock, which a transport
  // naming it must wait for (its foreign key check), so none can slip in between.
  await assertNoOpenTransports(db, id);
  await deleteInventoryInTransaction(db, id, actor);
}

/**
 * An inventory that a pending or moving transport names cannot be deleted (409): its units would be
 * lost on the road. Finished transports keep their points and lose only the link.
 */
async function assertNoOpenTransports(db: Db | Tx, id: string): Promise<void> {
  const open = await db
    .select({ packageId: transports.packageId })
    .from(transports)
    .where(
      and(
        or(eq(transports.sourceInventoryId, id), eq(transports.destinationInventoryId, id)),
        inArray(transports.status, [...TRANSPORT_OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(transports.packageId))
    .limit(3);
  if (open.length === 0) return;
  const names = open.map((t) => `"${t.packageId}"`).join(', ');
  throw conflict(
    `This inventory is the source or destination of open transports (${names}${open.length === 3 ? ', …' : ''}). Deliver or cancel them first.`,
  );
}

async function deleteInventoryInTransaction(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    // Products first, then the inventory: the order every stock change locks in.
    const placed = await tx
      .select({ productId: inventoryProducts.productId })
      .from(inventoryProducts)
      .where(eq(inventoryProducts.inventoryId, id));
    const productIds = placed.map((p) => p.productId).sort();
    if (productIds.length) {
      await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
        .for('update');
    }
    const [current] = await tx.select().from(inventories).where(eq(inventories.id, id)).for('update');
    if (!current) throw notFound('Inventory');
    await assertNoOpenTransports(tx, id);
    const placements = await tx
      .select()
      .from(inventoryProducts)
      .where(eq(inventoryProducts.inventoryId, id))
      .orderBy(asc(inventoryProducts.productId));
    const heldBatches = await tx
      .select({ productId: batchStock.productId, batchId: batchStock.batchId, quantity: batchStock.quantity })
      .from(batchStock)
      .where(eq(batchStock.inventoryId, id));
    const lines: StockLine[] = placements.map((p) => ({
      productId: p.productId,
      quantity: p.quantity,
      batches: heldBatches.filter((b) => b.productId === p.productId),
    }));
    for (const placement of placements) {
      await tx
        .update(products)
        .set({ placedQuantity: sql`${products.placedQuantity} - ${placement.quantity}` })
        .where(eq(products.id, placement.productId));
    }
    await recordMovements(
      tx,
      ledgerRows('placement', id, lines, -1, { reason: 'inventoryDeleted', userId: actor.id }),
    );
    // Its storage units' units leave them on the ledger too; its open count ends unposted.
    await emptyStorageUnits(tx, { inventoryId: id }, { reason: 'inventoryDeleted', userId: actor.id });
    await tx
      .update(stockCounts)
      .set({ status: 'cancelled' })
      .where(and(eq(stockCounts.inventoryId, id), eq(stockCounts.status, 'open')));
    await tx.delete(inventories).where(eq(inventories.id, id));
    // The inventory's batch stock went with it (cascade): the products' batch dates and alerts follow.
    await afterBatchChange(tx, [...new Set(heldBatches.map((b) => b.productId))]);
    await recordAudit(
      tx,
      actor,
      'inventory.deleted',
      { type: 'inventory', id, name: current.name },
      {
        location: current.location,
        placements: placements.length,
      },
    );
  });
}

/**
 * Places units of a product in an inventory. In one transaction: the product's placed count rises
 * only if enough units are unplaced, and the inventory's occupied weight and volume rise only if
 * they stay within its totals (both guarded UPDATEs, so concurrent placements never overshoot);
 * then the placement and a ledger row are written. Either refusal is a 409 and changes nothing.
 */
export async function addPlacement(
  db: Db,
  inventoryId: string,
  input: PlacementCreate,
  userId: string,
): Promise<TPlacement> {
  return inTransaction(db, async (tx) => {
    // The claim returns the product as it stands after it: nothing later in this transaction
    // changes the product row, so it is what the answer shows. An unknown inventory is found by
    // putIntoInventory (a 404, and the claim rolled back with the rest).
    const [claimed] = await tx
      .update(products)
      .set({ placedQuantity: sql`${products.placedQuantity} + ${input.quantity}` })
      .where(
        and(
          eq(products.id, input.productId),
          sql`${products.placedQuantity} + ${products.inTransitQuantity} + ${input.quantity} <= ${products.quantity}`,
        ),
      )
      .returning();
    if (!claimed) {
      const product = await tx.select().from(products).where(eq(products.id, input.productId)).limit(1);
      const p = product[0];
      if (!p) throw notFound('Product');
      const free = p.quantity - p.placedQuantity - p.inTransitQuantity;
      const inTransit = p.inTransitQuantity > 0 ? ` (${p.inTransitQuantity} are in transit)` : '';
      throw conflict(
        `Cannot place ${input.quantity} units of "${p.productName}": only ${free} of its ${p.quantity} units are not already placed in an inventory${inTransit}`,
      );
    }
    const line: StockLine = { productId: input.productId, quantity: input.quantity };
    if (input.batch) {
      const batch = await ensureBatch(tx, input.productId, input.batch);
      line.batches = [{ batchId: batch.id, quantity: input.quantity }];
    }
    const held = await putIntoInventory(tx, inventoryId, [line], { reason: 'placed', userId });
    if (!input.batch) return { product: toProduct(claimed), quantity: held.get(input.productId)! };
    // The product's batch fields follow its batches: read it again.
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
    return { product: toProduct(product!), quantity: held.get(input.productId)! };
  });
}

/**
 * Takes units of a product out of an inventory (all of them without a quantity): the units
 * become unplaced, the occupied weight and volume are released, and the ledger records it.
 */
export async function removePlacement(
  db: Db,
  inventoryId: string,
  input: PlacementRemove,
  userId: string,
): Promise<{ removed: number; remaining: number }> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
    if (!product) throw notFound('Product');
    const [placement] = await tx
      .select()
      .from(inventoryProducts)
      .where(
        and(eq(inventoryProducts.inventoryId, inventoryId), eq(inventoryProducts.productId, input.productId)),
      )
      .for('update');
    if (!placement) {
      await findInventory(tx, inventoryId);
      throw notFound(`"${product.productName}" in this inventory`);
    }
    let quantity = input.quantity ?? placement.quantity;
    if (input.batch && input.quantity === undefined) {
      // Without a quantity, the whole of the named batch.
      const [held] = await tx
        .select({ quantity: batchStock.quantity })
        .from(batchStock)
        .where(
          and(
            eq(batchStock.inventoryId, inventoryId),
            eq(batchStock.batchId, input.batch),
            eq(batchStock.productId, input.productId),
          ),
        );
      if (!held) throw notFound(`That batch of "${product.productName}" in this inventory`);
      quantity = held.quantity;
    }
    if (quantity > placement.quantity) {
      throw conflict(
        `Cannot remove ${quantity} units of "${product.productName}": only ${placement.quantity} are in this inventory`,
      );
    }
    const line: StockLine = { productId: input.productId, quantity };
    if (input.batch) line.batches = [{ batchId: input.batch, quantity }];
    await takeFromInventory(
      tx,
      inventoryId,
      [line],
      { reason: 'removed', userId },
      { unplace: true, locked: [{ ...placement, hasBatches: product.hasBatches }] },
    );
    return { removed: quantity, remaining: placement.quantity - quantity };
  });
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
