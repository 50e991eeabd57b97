import { z } from 'zod';
import { BATCH_MESSAGES, zBatchInputSchema } from './batches.js';
import { zPinCodeSchema } from './customers.js';
import { STOCK_LIMITS } from './stock.js';
import { zAmount, zPageSchema, zSearchPageSchema, zSortSchema, zText } from './fields.js';
import { zGeoPointSchema, zPointSchema, zRequiredGeoPointSchema } from './geo.js';
import { LIST_PAGE_SIZE } from './lists.js';
import { rule } from './messages/rule.js';
import { zProductSchema } from './products.js';

/**
 * Placements GET /inventory/{id} embeds (the first page, by product name); `productCount` says how
 * many there are and GET /inventory/{id}/products pages through them. A warehouse may hold
 * thousands of products: the detail stays one bounded answer.
 */
export const INVENTORY_DETAIL_PRODUCTS = LIST_PAGE_SIZE;

/** Messages of the inventory rules, by key (`rule`). */
export const INVENTORY_MESSAGES = {
  nameRequired: rule('inventory.nameRequired'),
  locationRequired: rule('inventory.locationRequired'),
  deleteConfirm: rule('inventory.deleteConfirm'),
  productRequired: rule('inventory.productRequired'),
  quantityMin: rule('stock.quantityMin'),
} as const;

const inventoryFields = {
  name: zText(STOCK_LIMITS.textMax, 'name').min(1, INVENTORY_MESSAGES.nameRequired),
  location: zText(300, 'location'),
  description: zText(STOCK_LIMITS.descriptionMax, 'description'),
  totalCapacity: zAmount(STOCK_LIMITS.capacityMaxKg, 'totalCapacity'),
  totalVolume: zAmount(STOCK_LIMITS.volumeMaxM3, 'totalVolume'),
  inventoryLocation: zGeoPointSchema,
  /** The GST registration that bills its sales (docs/domain.md#company-and-registrations). */
  registrationId: z.uuid(rule('registration.notAnId')),
  /** Where its goods leave from, as an e-way bill names it (docs/domain.md#e-way-bills). */
  addressLine: zText(200, 'address'),
  pinCode: zPinCodeSchema,
};

/** Body of POST /inventory/create: name and location required, capacities default to 0. */
export const zInventoryCreateSchema = z.strictObject({
  name: inventoryFields.name,
  location: inventoryFields.location.optional(),
  description: inventoryFields.description.optional(),
  totalCapacity: inventoryFields.totalCapacity.optional(),
  totalVolume: inventoryFields.totalVolume.optional(),
  inventoryLocation: zRequiredGeoPointSchema(INVENTORY_MESSAGES.locationRequired),
  registrationId: inventoryFields.registrationId.nullable().optional(),
  addressLine: inventoryFields.addressLine.nullable().optional(),
  pinCode: inventoryFields.pinCode.nullable().optional(),
});
export type TInventoryCreate = z.input<typeof zInventoryCreateSchema>;

/** Body of PUT /inventory/{id}: the fields to change; null clears location or description. */
export const zInventoryUpdateSchema = z.strictObject({
  name: inventoryFields.name.optional(),
  location: inventoryFields.location.nullable().optional(),
  description: inventoryFields.description.nullable().optional(),
  totalCapacity: inventoryFields.totalCapacity.optional(),
  totalVolume: inventoryFields.totalVolume.optional(),
  inventoryLocation: inventoryFields.inventoryLocation.optional(),
  registrationId: inventoryFields.registrationId.nullable().optional(),
  addressLine: inventoryFields.addressLine.nullable().optional(),
  pinCode: inventoryFields.pinCode.nullable().optional(),
});
export type TInventoryUpdate = z.input<typeof zInventoryUpdateSchema>;

/** Body of POST /inventory/{id}/products: place units of a product in the inventory. */
export const zPlacementCreateSchema = z.strictObject({
  productId: z.uuid(INVENTORY_MESSAGES.productRequired),
  quantity: z
    .number(rule('field.notANumber', { field: 'quantity' }))
    .int(rule('field.notWhole', { field: 'quantity' }))
    .min(1, INVENTORY_MESSAGES.quantityMin)
    .max(STOCK_LIMITS.quantityMax, rule('stock.quantityTooLarge')),
  /** The batch the units belong to (created for the product when its code is new). */
  batch: zBatchInputSchema.nullable().optional(),
});
export type TPlacementCreate = z.input<typeof zPlacementCreateSchema>;

/** Body of DELETE /inventory/{id}/products: remove a product (all of it, or `quantity` units). */
export const zPlacementRemoveSchema = z.strictObject({
  productId: z.uuid(INVENTORY_MESSAGES.productRequired),
  quantity: zPlacementCreateSchema.shape.quantity.optional(),
  /** The batch to take the units from; without it the earliest-expiring batches go first. */
  batch: z.uuid(BATCH_MESSAGES.batchRequired).optional(),
});
export type TPlacementRemove = z.input<typeof zPlacementRemoveSchema>;

/** An inventory as lists return it: counts instead of the populated products and storages. */
export const zInventorySummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  totalCapacity: z.number(),
  totalVolume: z.number(),
  capacityOccupied: z.number(),
  volumeOccupied: z.number(),
  inventoryLocation: zPointSchema,
  /** The GST registration that bills its sales (null: none yet, and it cannot invoice). */
  registrationId: z.string().nullable(),
  /** Its street address and PIN code: where an e-way bill says the goods leave from (null: the registration's). */
  addressLine: z.string().nullable(),
  pinCode: z.string().nullable(),
  productCount: z.number(),
  storageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TInventorySummary = z.infer<typeof zInventorySummarySchema>;

/** One product entry of an inventory: the populated product and how many units are here. */
export const zPlacementSchema = z.object({
  product: zProductSchema,
  quantity: z.number(),
});
export type TPlacement = z.infer<typeof zPlacementSchema>;

/** A storage unit in brief, as an inventory's detail lists it. */
export const zStorageBriefSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  locationId: z.string(),
  active: z.boolean(),
  maxWeight: z.number(),
  maxVolume: z.number(),
  currentWeight: z.number(),
  currentVolume: z.number(),
});
export type TStorageBrief = z.infer<typeof zStorageBriefSchema>;

/** An inventory with its products and storage units populated (GET /inventory/{id}). */
export const zInventoryDetailSchema = zInventorySummarySchema.extend({
  products: z.array(zPlacementSchema),
  storages: z.array(zStorageBriefSchema),
});
export type TInventoryDetail = z.infer<typeof zInventoryDetailSchema>;

/** Used against total, for weight (kg) and volume (m³), with the percentage to 1 decimal. */
export const zUsageSchema = z.object({ used: z.number(), total: z.number(), percent: z.number() });

/** Response data of GET /inventory/{id}/utilization. */
export const zUtilizationSchema = z.object({
  weight: zUsageSchema,
  volume: zUsageSchema,
});
export type TUtilization = z.infer<typeof zUtilizationSchema>;

/** Response data of GET /inventory/{id}/cost-summary: value of the placements at product prices. */
export const zCostSummarySchema = z.object({
  totalValue: z.number(),
  /** Average cost per item: totalValue over the units placed, 2 decimals. */
  averageCost: z.number(),
  totalQuantity: z.number(),
  productCount: z.number(),
});
export type TCostSummary = z.infer<typeof zCostSummarySchema>;

/** Query of GET /inventory/: search over name, location and description; a page; the sort. */
export const zInventoryListQuerySchema = zSearchPageSchema.extend(zSortSchema('inventories').shape);

/** Query of GET /inventory/{id}/products: a page of the inventory's placements and their sort. */
export const zPlacementListQuerySchema = zPageSchema.extend(zSortSchema('placements').shape);
