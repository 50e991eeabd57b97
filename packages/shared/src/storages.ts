import { z } from 'zod';
import { STOCK_LIMITS } from './stock.js';
import { zAmount, zSearchPageSchema, zSortSchema, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zDimensionsSchema } from './products.js';

/** Messages of the storage unit rules, by key (`rule`). */
export const STORAGE_MESSAGES = {
  locationIdRequired: rule('storage.locationIdRequired'),
  inventoryRequired: rule('storage.inventoryRequired'),
  temperatureOrder: rule('storage.temperatureOrder'),
  overWeight: rule('storage.overWeight'),
  overVolume: rule('storage.overVolume'),
} as const;

const TEMPERATURE_RANGE = { min: STOCK_LIMITS.temperatureMinC, max: STOCK_LIMITS.temperatureMaxC };
const celsius = (end: 'min' | 'max') => {
  const range =
    end === 'min'
      ? rule('storage.minTemperatureRange', TEMPERATURE_RANGE)
      : rule('storage.maxTemperatureRange', TEMPERATURE_RANGE);
  return z
    .number(rule(end === 'min' ? 'storage.minTemperatureNotANumber' : 'storage.maxTemperatureNotANumber'))
    .min(STOCK_LIMITS.temperatureMinC, range)
    .max(STOCK_LIMITS.temperatureMaxC, range);
};

/** Temperature range of a unit in °C. */
export const zTemperatureSchema = z
  .strictObject({ min: celsius('min'), max: celsius('max') })
  .refine((t) => t.min <= t.max, { message: STORAGE_MESSAGES.temperatureOrder, path: ['min'] });

const storageFields = {
  locationId: zText(100, 'locationId').min(1, STORAGE_MESSAGES.locationIdRequired),
  dimensions: zDimensionsSchema,
  holdingCapacity: zAmount(STOCK_LIMITS.capacityMaxKg, 'holdingCapacity'),
  Volume: zAmount(STOCK_LIMITS.volumeMaxM3, 'volume'),
  inventory: z.uuid(STORAGE_MESSAGES.inventoryRequired),
  name: zText(STOCK_LIMITS.textMax, 'name').min(1, rule('storage.nameBlank')),
  type: zText(100, 'type'),
  location: zText(300, 'location'),
  description: zText(STOCK_LIMITS.descriptionMax, 'description'),
  temperature: zTemperatureSchema,
  currentWeight: zAmount(STOCK_LIMITS.capacityMaxKg, 'currentWeight'),
  currentVolume: zAmount(STOCK_LIMITS.volumeMaxM3, 'currentVolume'),
  active: z.boolean(rule('storage.activeBoolean')),
};

/**
 * Body of POST /storages/: the storage form's fields (locationId, dimensions in cm, holdingCapacity in
 * kg, optional Volume in m³, inventory) plus the optional display fields. Without Volume the unit's
 * volume comes from its dimensions. Name defaults to the location id.
 */
export const zStorageCreateSchema = z.strictObject({
  locationId: storageFields.locationId,
  dimensions: storageFields.dimensions,
  holdingCapacity: storageFields.holdingCapacity,
  Volume: storageFields.Volume.optional(),
  inventory: storageFields.inventory,
  name: storageFields.name.optional(),
  type: storageFields.type.optional(),
  location: storageFields.location.optional(),
  description: storageFields.description.optional(),
  temperature: storageFields.temperature.optional(),
  currentWeight: storageFields.currentWeight.optional(),
  currentVolume: storageFields.currentVolume.optional(),
  active: storageFields.active.optional(),
});
export type TStorageCreate = z.input<typeof zStorageCreateSchema>;

/** Body of PUT /storages/{id}: the fields to change; null clears Volume, temperature or text. */
export const zStorageUpdateSchema = z.strictObject({
  locationId: storageFields.locationId.optional(),
  dimensions: storageFields.dimensions.optional(),
  holdingCapacity: storageFields.holdingCapacity.optional(),
  Volume: storageFields.Volume.nullable().optional(),
  inventory: storageFields.inventory.optional(),
  name: storageFields.name.optional(),
  type: storageFields.type.nullable().optional(),
  location: storageFields.location.nullable().optional(),
  description: storageFields.description.nullable().optional(),
  temperature: storageFields.temperature.nullable().optional(),
  currentWeight: storageFields.currentWeight.optional(),
  currentVolume: storageFields.currentVolume.optional(),
  active: storageFields.active.optional(),
});
export type TStorageUpdate = z.input<typeof zStorageUpdateSchema>;

/** A storage unit as the API returns it: the form fields and the display fields. */
export const zStorageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  locationId: z.string(),
  dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  holdingCapacity: z.number(),
  /** The volume typed in the form, or null when it comes from the dimensions. */
  Volume: z.number().nullable(),
  maxWeight: z.number(),
  maxVolume: z.number(),
  temperature: z.object({ min: z.number(), max: z.number() }).nullable(),
  currentWeight: z.number(),
  currentVolume: z.number(),
  inventory: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TStorage = z.infer<typeof zStorageSchema>;

/** Totals over every unit matching the list's search, for the stat cards. */
export const zStorageStatsSchema = z.object({
  totalUnits: z.number(),
  activeUnits: z.number(),
  totalMaxWeight: z.number(),
  totalMaxVolume: z.number(),
  totalCurrentWeight: z.number(),
  totalCurrentVolume: z.number(),
});
export type TStorageStats = z.infer<typeof zStorageStatsSchema>;

/** Response data of GET /storages/. */
export const zStorageListSchema = z.object({
  storages: z.array(zStorageSchema),
  total: z.number(),
  stats: zStorageStatsSchema,
});
export type TStorageList = z.infer<typeof zStorageListSchema>;

/** Query of GET /storages/: search over name, location and type; optional inventory; a page; the sort. */
export const zStorageListQuerySchema = zSearchPageSchema.extend({
  inventory: z.uuid(rule('inventory.notAnId')).optional(),
  ...zSortSchema('storages').shape,
});
