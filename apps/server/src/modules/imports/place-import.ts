import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INVENTORY_COLUMNS,
  STORAGE_UNIT_COLUMNS,
  zInventoryCreateSchema,
  zStorageCreateSchema,
} from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { inventories, storageUnits } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { inventoryColumnsOf } from '../inventories/inventories-write.service.js';
import { lockInventories } from '../stock/locks.js';
import { resolveMeasures } from '../storages/storages.service.js';
import {
  given,
  problem,
  problemOfError,
  sameValue,
  shown,
  zodProblems,
  type ImportKindHandler,
  type ImportRun,
  type RowOutcome,
  type RowProblem,
  type RowValues,
} from './import-kind.js';

// Places: inventories (found by name) and the storage units in them (found by inventory and
// location id). Created when new, else the filled columns are written; the same rules as the forms.

type InventoryInput = z.output<typeof zInventoryCreateSchema>;

const inventoryColumn = (path: PropertyKey[]) =>
  path[0] === 'inventoryLocation' ? 'latitude' : typeof path[0] === 'string' ? path[0] : null;

/** The inventories with these names (without case), by lower-cased name. */
async function inventoriesNamed(tx: Tx, names: string[]) {
  const rows = await lockInventories(
    tx,
    inArray(sql`lower(${inventories.name})`, [...new Set(names.map((n) => n.toLowerCase()))]),
    'update',
    getTableColumns(inventories),
  );
  const byName = new Map<string, (typeof rows)[number][]>();
  for (const row of rows)
    byName.set(row.name.toLowerCase(), [...(byName.get(row.name.toLowerCase()) ?? []), row]);
  return byName;
}

const ambiguous = (column: string, count: number, name: string): RowOutcome => ({
  problems: [problem(column, 'import.inventoriesNamed', { count, name })],
});

function buildInventory(values: RowValues): { input: InventoryInput } | { problems: RowProblem[] } {
  const v = values as Record<string, string | number | null>;
  const body = given({
    name: v.name,
    location: v.location,
    description: v.description,
    totalCapacity: v.totalCapacity,
    totalVolume: v.totalVolume,
    inventoryLocation: { type: 'Point', coordinates: [Number(v.longitude), Number(v.latitude)] },
  });
  const parsed = zInventoryCreateSchema.safeParse(body);
  return parsed.success ? { input: parsed.data } : { problems: zodProblems(parsed.error, inventoryColumn) };
}

async function writeInventories(
  run: ImportRun,
  rows: { row: number; input: InventoryInput }[],
): Promise<RowOutcome[]> {
  const { tx } = run;
  const byName = await inventoriesNamed(
    tx,
    rows.map((r) => r.input.name),
  );
  const outcomes: RowOutcome[] = [];
  for (const { input } of rows) {
    const matches = byName.get(input.name.toLowerCase()) ?? [];
    if (matches.length > 1) {
      outcomes.push(ambiguous('name', matches.length, input.name));
      continue;
    }
    const values = inventoryColumnsOf(input);
    const current = matches[0];
    if (!current) {
      await tx
        .insert(inventories)
        .values({ ...values, name: input.name, longitude: values.longitude!, latitude: values.latitude! });
      outcomes.push({ action: 'create' });
      continue;
    }
    // The name matched without case: keep the inventory's own spelling.
    delete values.name;
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => !sameValue(current[key as keyof typeof current], value, 3),
      ),
    ) as typeof values;
    if (Object.keys(changes).length === 0) {
      outcomes.push({ action: 'unchanged' });
      continue;
    }
    if (changes.totalCapacity !== undefined && changes.totalCapacity < current.capacityOccupied) {
      outcomes.push({
        problems: [
          problem('totalCapacity', 'import.totalCapacityOccupied', {
            capacity: changes.totalCapacity,
            occupied: current.capacityOccupied,
          }),
        ],
      });
      continue;
    }
    if (changes.totalVolume !== undefined && changes.totalVolume < current.volumeOccupied) {
      outcomes.push({
        problems: [problem('totalVolume', 'import.totalVolumeOccupied', { volume: changes.totalVolume })],
      });
      continue;
    }
    await tx
      .update(inventories)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(inventories.id, current.id));
    outcomes.push({ action: 'update' });
  }
  return outcomes;
}

export const inventoryImport: ImportKindHandler<InventoryInput> = {
  columns: INVENTORY_COLUMNS,
  keyColumn: 'name',
  build: buildInventory,
  key: (input) => input.name.toLowerCase(),
  write: writeInventories,
  preview: (input) => ({
    name: input.name,
    location: input.location ?? null,
    description: input.description ?? null,
    totalCapacity: shown(input.totalCapacity),
    totalVolume: shown(input.totalVolume),
    latitude: shown(input.inventoryLocation.coordinates[1]),
    longitude: shown(input.inventoryLocation.coordinates[0]),
  }),
};

// ---- Storage units -------------------------------------------------------------------------------

/** A storage unit's row: the form's body, with its inventory by name (the id is found on writing). */
type StorageInput = Omit<z.output<typeof zStorageCreateSchema>, 'inventory'> & { inventoryName: string };

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

function storageColumn(path: PropertyKey[]): string | null {
  const [first, second] = path;
  if (first === 'dimensions') return typeof second === 'string' ? second : 'length';
  if (first === 'temperature') return second === 'max' ? 'maxTemperature' : 'minTemperature';
  if (first === 'Volume') return 'volume';
  return typeof first === 'string' ? first : null;
}

function buildStorage(values: RowValues): { input: StorageInput } | { problems: RowProblem[] } {
  const v = values as Record<string, string | number | boolean | null>;
  const hasMin = v.minTemperature !== null && v.minTemperature !== undefined;
  const hasMax = v.maxTemperature !== null && v.maxTemperature !== undefined;
  if (hasMin !== hasMax) {
    return {
      problems: [problem(hasMin ? 'maxTemperature' : 'minTemperature', 'import.temperatureTogether')],
    };
  }
  const body = given({
    locationId: v.locationId,
    dimensions: { length: v.length, width: v.width, height: v.height },
    holdingCapacity: v.holdingCapacity,
    Volume: v.volume,
    // Checked with a stand-in id: the inventory is found by name when the row is written.
    inventory: PLACEHOLDER_ID,
    name: v.name,
    type: v.type,
    location: v.location,
    description: v.description,
    temperature: hasMin ? { min: v.minTemperature, max: v.maxTemperature } : undefined,
    active: v.active,
  });
  const parsed = zStorageCreateSchema.safeParse(body);
  if (!parsed.success) return { problems: zodProblems(parsed.error, storageColumn) };
  const { inventory: _placeholder, ...rest } = parsed.data;
  return { input: { ...rest, inventoryName: String(v.inventory) } };
}

async function writeStorages(
  run: ImportRun,
  rows: { row: number; input: StorageInput }[],
): Promise<RowOutcome[]> {
  const { tx } = run;
  const byName = await inventoriesNamed(
    tx,
    rows.map((r) => r.input.inventoryName),
  );
  const outcomes: RowOutcome[] = [];
  for (const { input } of rows) {
    const matches = byName.get(input.inventoryName.toLowerCase()) ?? [];
    if (matches.length !== 1) {
      outcomes.push(
        matches.length
          ? ambiguous('inventory', matches.length, input.inventoryName)
          : {
              problems: [problem('inventory', 'import.noInventoryNamed', { name: input.inventoryName })],
            },
      );
      continue;
    }
    const inventory = matches[0]!;
    try {
      const [current] = await tx
        .select()
        .from(storageUnits)
        .where(and(eq(storageUnits.inventoryId, inventory.id), eq(storageUnits.locationId, input.locationId)))
        .limit(1);
      const values = {
        inventoryId: inventory.id,
        locationId: input.locationId,
        name: input.name ?? current?.name ?? input.locationId,
        type: input.type ?? current?.type ?? null,
        location: input.location ?? current?.location ?? inventory.location ?? inventory.name,
        description: input.description ?? current?.description ?? null,
        active: input.active ?? current?.active ?? true,
        temperatureMin: input.temperature?.min ?? current?.temperatureMin ?? null,
        temperatureMax: input.temperature?.max ?? current?.temperatureMax ?? null,
        ...resolveMeasures({
          dimensions: input.dimensions,
          holdingCapacity: input.holdingCapacity,
          declaredVolume: input.Volume ?? current?.declaredVolume ?? null,
          currentWeight: current?.currentWeight ?? 0,
          currentVolume: current?.currentVolume ?? 0,
        }),
      };
      if (!current) {
        await tx.insert(storageUnits).values(values);
        outcomes.push({ action: 'create' });
        continue;
      }
      const changed = Object.entries(values).some(
        ([key, value]) => !sameValue(current[key as keyof typeof current], value, 3),
      );
      if (!changed) {
        outcomes.push({ action: 'unchanged' });
        continue;
      }
      await tx
        .update(storageUnits)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(storageUnits.id, current.id));
      outcomes.push({ action: 'update' });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcomes.push({ problems: [problemOfError(null, error)] });
    }
  }
  return outcomes;
}

export const storageUnitImport: ImportKindHandler<StorageInput> = {
  columns: STORAGE_UNIT_COLUMNS,
  keyColumn: 'locationId',
  build: buildStorage,
  key: (input) => `${input.inventoryName.toLowerCase()}\u0000${input.locationId}`,
  write: writeStorages,
  preview: (input) => ({
    inventory: input.inventoryName,
    locationId: input.locationId,
    name: input.name ?? null,
    type: input.type ?? null,
    length: shown(input.dimensions.length),
    width: shown(input.dimensions.width),
    height: shown(input.dimensions.height),
    holdingCapacity: shown(input.holdingCapacity),
    volume: shown(input.Volume),
    minTemperature: shown(input.temperature?.min),
    maxTemperature: shown(input.temperature?.max),
    active: shown(input.active),
    location: input.location ?? null,
    description: input.description ?? null,
  }),
};
