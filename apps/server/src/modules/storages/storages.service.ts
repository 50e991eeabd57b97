import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  resolveSort,
  message,
  type ListSortQuery,
  volumeFromDimensions,
  type TStorage,
  type TStorageStats,
  type zStorageCreateSchema,
  type zStorageListQuerySchema,
  type zStorageUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inventories, storageUnits, storageUnitStock } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { inTransaction, likePattern } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound } from '../../errors.js';
import { lockInventory } from '../stock/locks.js';
import { unitCount } from '../stock/stock-ledger.js';
import { emptyStorageUnits } from '../stock/storage-unit-stock.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

type StorageRow = typeof storageUnits.$inferSelect;
type StorageCreate = z.output<typeof zStorageCreateSchema>;
type StorageUpdate = z.output<typeof zStorageUpdateSchema>;
type StorageListQuery = z.output<typeof zStorageListQuerySchema>;

// Storage volumes are stored to 3 decimals (litres).
const roundVolume = (value: number) => Math.round(value * 1000) / 1000;

export function toStorage(row: StorageRow, inventoryName: string): TStorage {
  const hasTemperature = row.temperatureMin !== null && row.temperatureMax !== null;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type,
    location: row.location,
    description: row.description,
    active: row.active,
    locationId: row.locationId,
    dimensions: { length: row.length, width: row.width, height: row.height },
    holdingCapacity: row.maxWeight,
    Volume: row.declaredVolume,
    maxWeight: row.maxWeight,
    maxVolume: row.maxVolume,
    temperature: hasTemperature ? { min: row.temperatureMin!, max: row.temperatureMax! } : null,
    currentWeight: row.currentWeight,
    currentVolume: row.currentVolume,
    inventory: { _id: row.inventoryId, id: row.inventoryId, name: inventoryName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The storage list's filter: the search over name, location and type, and the inventory. */
export function storageListFilter(query: Pick<StorageListQuery, 'search' | 'inventory'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(storageUnits.name, pattern),
        ilike(storageUnits.location, pattern),
        ilike(storageUnits.type, pattern),
      )!,
    );
  }
  if (query.inventory) conditions.push(eq(storageUnits.inventoryId, query.inventory));
  return conditions.length ? and(...conditions) : undefined;
}

/** The column of each of the storage list's sorts (packages/shared lists.ts). */
const STORAGE_SORT_COLUMNS = {
  name: storageUnits.name,
  locationId: storageUnits.locationId,
  type: storageUnits.type,
  createdAt: storageUnits.createdAt,
};

/** The order of a storage units page or export: the asked column (by name when none), then the id. */
export function storageOrder(query: ListSortQuery<'storages'>): OrderKey[] {
  const { sort, order } = resolveSort('storages', query);
  return sortedBy(STORAGE_SORT_COLUMNS[sort], storageUnits.id, order);
}

/** A page of storage units by name unless sorted, searched over name, location and type, with totals. */
export async function listStorages(
  db: Db,
  query: StorageListQuery,
): Promise<{ storages: TStorage[]; total: number; stats: TStorageStats }> {
  const where = storageListFilter(query);
  let rowsQuery = db
    .select({ storage: storageUnits, inventoryName: inventories.name })
    .from(storageUnits)
    .innerJoin(inventories, eq(inventories.id, storageUnits.inventoryId))
    .where(where)
    .orderBy(...orderByOf(storageOrder(query)))
    .$dynamic();
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset) rowsQuery = rowsQuery.offset(query.offset);
  const [rows, [stats]] = await Promise.all([
    rowsQuery,
    db
      .select({
        totalUnits: count(),
        activeUnits: sql<number>`count(*) FILTER (WHERE ${storageUnits.active})::int`,
        totalMaxWeight: sql<string>`coalesce(sum(${storageUnits.maxWeight}), 0)`,
        totalMaxVolume: sql<string>`coalesce(sum(${storageUnits.maxVolume}), 0)`,
        totalCurrentWeight: sql<string>`coalesce(sum(${storageUnits.currentWeight}), 0)`,
        totalCurrentVolume: sql<string>`coalesce(sum(${storageUnits.currentVolume}), 0)`,
      })
      .from(storageUnits)
      .where(where),
  ]);
  return {
    storages: rows.map((r) => toStorage(r.storage, r.inventoryName)),
    total: stats?.totalUnits ?? 0,
    stats: {
      totalUnits: stats?.totalUnits ?? 0,
      activeUnits: Number(stats?.activeUnits ?? 0),
      totalMaxWeight: Number(stats?.totalMaxWeight ?? 0),
      totalMaxVolume: Number(stats?.totalMaxVolume ?? 0),
      totalCurrentWeight: Number(stats?.totalCurrentWeight ?? 0),
      totalCurrentVolume: Number(stats?.totalCurrentVolume ?? 0),
    },
  };
}

export async function getStorage(db: Db | Tx, id: string): Promise<TStorage> {
  const [row] = await db
    .select({ storage: storageUnits, inventoryName: inventories.name })
    .from(storageUnits)
    .innerJoin(inventories, eq(inventories.id, storageUnits.inventoryId))
    .where(eq(storageUnits.id, id))
    .limit(1);
  if (!row) throw notFound('notFound.storageUnit');
  return toStorage(row.storage, row.inventoryName);
}

/** The unit's inventory, share-locked so it cannot be deleted before the unit is written. */
async function inventoryFor(tx: Tx, id: string) {
  const row = await lockInventory(tx, id, 'share');
  if (!row) {
    throw badRequest(message('notFound.inventory'), [
      fieldProblem(['inventory'], 'storage.unknownInventory'),
    ]);
  }
  return row;
}

/** The stored columns of a unit: maxWeight from holdingCapacity, maxVolume from Volume or the dimensions. */
export function resolveMeasures(unit: {
  dimensions: { length: number; width: number; height: number };
  holdingCapacity: number;
  declaredVolume: number | null;
  currentWeight: number;
  currentVolume: number;
}) {
  const maxVolume = unit.declaredVolume ?? roundVolume(volumeFromDimensions(unit.dimensions));
  if (unit.currentWeight > unit.holdingCapacity) {
    throw badRequest(message('storage.overWeight'), [fieldProblem(['currentWeight'], 'storage.overWeight')]);
  }
  if (unit.currentVolume > maxVolume) {
    throw badRequest(message('storage.overVolume'), [fieldProblem(['currentVolume'], 'storage.overVolume')]);
  }
  return {
    length: unit.dimensions.length,
    width: unit.dimensions.width,
    height: unit.dimensions.height,
    maxWeight: unit.holdingCapacity,
    maxVolume,
    declaredVolume: unit.declaredVolume,
    currentWeight: unit.currentWeight,
    currentVolume: unit.currentVolume,
  };
}

/**
 * Creates a storage unit in an inventory. Name defaults to the location id and location to the
 * inventory's; a unit without a temperature range has none.
 */
export async function createStorage(db: Db, input: StorageCreate): Promise<TStorage> {
  return inTransaction(db, async (tx) => {
    const inventory = await inventoryFor(tx, input.inventory);
    const [row] = await tx
      .insert(storageUnits)
      .values({
        inventoryId: inventory.id,
        locationId: input.locationId,
        name: input.name || input.locationId,
        type: input.type || null,
        location: input.location || inventory.location || inventory.name,
        description: input.description || null,
        active: input.active ?? true,
        temperatureMin: input.temperature?.min ?? null,
        temperatureMax: input.temperature?.max ?? null,
        ...resolveMeasures({
          dimensions: input.dimensions,
          holdingCapacity: input.holdingCapacity,
          declaredVolume: input.Volume ?? null,
          currentWeight: input.currentWeight ?? 0,
          currentVolume: input.currentVolume ?? 0,
        }),
      })
      .returning();
    return toStorage(row!, inventory.name);
  });
}

/** Changes a storage unit; the measures are re-derived from the merged form fields. */
export async function updateStorage(db: Db, id: string, input: StorageUpdate): Promise<TStorage> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(storageUnits).where(eq(storageUnits.id, id)).for('update');
    if (!current) throw notFound('notFound.storageUnit');
    if (input.inventory !== undefined) await inventoryFor(tx, input.inventory);
    if (input.inventory !== undefined && input.inventory !== current.inventoryId) {
      const held = await heldUnits(tx, id);
      if (held > 0) {
        throw conflict('storage.holdsUnits', { unit: current.name, held: [unitCount(held)] });
      }
    }
    const text = (value: string | null | undefined, before: string | null) =>
      value === undefined ? before : value || null;
    await tx
      .update(storageUnits)
      .set({
        inventoryId: input.inventory ?? current.inventoryId,
        locationId: input.locationId ?? current.locationId,
        name: input.name ?? current.name,
        type: text(input.type, current.type),
        location: text(input.location, current.location),
        description: text(input.description, current.description),
        active: input.active ?? current.active,
        temperatureMin:
          input.temperature === undefined ? current.temperatureMin : (input.temperature?.min ?? null),
        temperatureMax:
          input.temperature === undefined ? current.temperatureMax : (input.temperature?.max ?? null),
        ...resolveMeasures({
          dimensions: input.dimensions ?? {
            length: current.length,
            width: current.width,
            height: current.height,
          },
          holdingCapacity: input.holdingCapacity ?? current.maxWeight,
          declaredVolume: input.Volume === undefined ? current.declaredVolume : input.Volume,
          currentWeight: input.currentWeight ?? current.currentWeight,
          currentVolume: input.currentVolume ?? current.currentVolume,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(storageUnits.id, id));
    return getStorage(tx, id);
  });
}

/** Units a storage unit holds. */
async function heldUnits(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${storageUnitStock.quantity}), 0)`.mapWith(Number) })
    .from(storageUnitStock)
    .where(eq(storageUnitStock.storageUnitId, id));
  return row?.n ?? 0;
}

/** Deletes a storage unit; the units it held stay in its inventory, in no storage unit (ledgered as moved). */
export async function deleteStorage(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await emptyStorageUnits(tx, { storageUnitId: id }, { reason: 'moved', userId: actor.id });
    const [deleted] = await tx
      .delete(storageUnits)
      .where(eq(storageUnits.id, id))
      .returning({ name: storageUnits.name, inventoryId: storageUnits.inventoryId });
    if (!deleted) throw notFound('notFound.storageUnit');
    await recordAudit(
      tx,
      actor,
      'storage.deleted',
      { type: 'storage', id, name: deleted.name },
      {
        inventoryId: deleted.inventoryId,
      },
    );
  });
}
