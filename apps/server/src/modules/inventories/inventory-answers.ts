import { sql } from 'drizzle-orm';
import type { TInventorySummary, TPlacement, TStorageBrief } from '@godown/shared';
import { defineAnswer } from '../../db/answer-fields.js';
import { inventories, inventoryProducts, products, type storageUnits } from '../../db/schema.js';
import { productAnswer } from '../products/product-json.js';
import type { ProductRow } from '../products/product-rules.js';
import { roundVolume } from '../stock/placements.js';

// An inventory's answers, each one list of fields (db/answer-fields.ts): its summary (the list, the
// page's head) and a placement (a product with its units here).

// Written out in full: drizzle leaves columns unqualified here, and "id" would bind to the subquery's table.
export const productCountSql = sql<number>`(SELECT count(*)::int FROM inventory_products ip WHERE ip.inventory_id = "inventories"."id")`;
export const storageCountSql = sql<number>`(SELECT count(*)::int FROM storage_units su WHERE su.inventory_id = "inventories"."id")`;

/** What an inventory's summary reads: the inventory and how many products and storage units it has. */
export const inventorySummarySource = {
  inventory: inventories,
  productCount: productCountSql,
  storageCount: storageCountSql,
};

/** An inventory row with its counts, as selected from inventorySummarySource. */
export interface InventorySummaryRow {
  inventory: typeof inventories.$inferSelect;
  productCount: number;
  storageCount: number;
}

/** An inventory as the lists show it. Its volume rounded to 6 decimals (roundVolume). */
export const inventorySummaryAnswer = defineAnswer<
  InventorySummaryRow,
  typeof inventorySummarySource,
  TInventorySummary
>()((f) => {
  const i = f.within('inventory');
  return {
    _id: i.column('id'),
    id: i.column('id'),
    name: i.column('name'),
    location: i.column('location'),
    description: i.column('description'),
    totalCapacity: i.float('totalCapacity'),
    totalVolume: i.float('totalVolume'),
    capacityOccupied: i.float('capacityOccupied'),
    volumeOccupied: i.of(
      (r) => roundVolume(r.volumeOccupied),
      (s) => sql`round(${s.volumeOccupied}, 6)::float8`,
    ),
    inventoryLocation: i.point('longitude', 'latitude'),
    registrationId: i.column('registrationId'),
    addressLine: i.column('addressLine'),
    pinCode: i.column('pinCode'),
    productCount: f.column('productCount'),
    storageCount: f.column('storageCount'),
    createdAt: i.time('createdAt'),
    updatedAt: i.time('updatedAt'),
  };
});

/** What a placement reads: the product joined to its placement. */
export const placementSource = { product: products, quantity: inventoryProducts.quantity };

/** One product placed in an inventory, with its units there (the product as the products list shows it). */
export const placementAnswer = defineAnswer<
  { product: ProductRow; quantity: number },
  typeof placementSource,
  TPlacement
>()((f) => ({
  product: f.nested('product', productAnswer),
  quantity: f.column('quantity'),
}));

/** A storage unit as an inventory's page lists it: its name, kind, place and what it holds. */
export const storageBriefAnswer = defineAnswer<
  typeof storageUnits.$inferSelect,
  typeof storageUnits,
  TStorageBrief
>()((f) => ({
  _id: f.column('id'),
  id: f.column('id'),
  name: f.column('name'),
  type: f.column('type'),
  locationId: f.column('locationId'),
  active: f.column('active'),
  maxWeight: f.float('maxWeight'),
  maxVolume: f.float('maxVolume'),
  currentWeight: f.float('currentWeight'),
  currentVolume: f.float('currentVolume'),
}));
