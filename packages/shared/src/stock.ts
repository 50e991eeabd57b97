// Stock: the limits of products, inventories and storage units, and the stock movement ledger's
// vocabulary. Free of zod, so the entity files that build schemas on it import no cycle.

/** Upper bounds that keep every number inside its SQL column (and out of absurdity). */
export const STOCK_LIMITS = {
  textMax: 200,
  codeMax: 64,
  categoryMax: 100,
  descriptionMax: 5000,
  priceMax: 10_000_000_000,
  quantityMax: 1_000_000_000,
  weightMaxKg: 1_000_000,
  dimensionMaxCm: 100_000,
  daysMax: 100_000,
  capacityMaxKg: 10_000_000_000,
  volumeMaxM3: 10_000_000_000,
  temperatureMinC: -100,
  temperatureMaxC: 100,
} as const;

/** Why a quantity changed, as written to the stock movement ledger. */
export const STOCK_MOVEMENT_REASONS = [
  'created',
  'adjusted',
  'placed',
  'removed',
  'inventoryDeleted',
  'dispatched',
  'delivered',
  'returned',
  'received',
  'import',
  'count',
  'moved',
  'picked',
  'customerReturn',
  'writtenOff',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/**
 * Ledger scopes: `stock` rows change a product's company-wide quantity (they sum to it);
 * `placement` rows change how many units sit in one inventory (they sum to the placement);
 * `storageUnit` rows change how many of those units sit in one storage unit (they sum to its units).
 */
export const STOCK_MOVEMENT_SCOPES = ['stock', 'placement', 'storageUnit'] as const;
export type StockMovementScope = (typeof STOCK_MOVEMENT_SCOPES)[number];

/** Human words for the ledger's reasons. */
export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementReason, string>> = {
  created: 'Opening stock',
  adjusted: 'Quantity adjusted',
  placed: 'Placed in inventory',
  removed: 'Removed from inventory',
  inventoryDeleted: 'Inventory deleted',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  returned: 'Returned',
  received: 'Received on a purchase order',
  import: 'Imported from a file',
  count: 'Stock count',
  moved: 'Moved',
  picked: 'Picked for a sales order',
  customerReturn: 'Returned by a customer',
  writtenOff: 'Written off',
};

/**
 * Human words for the ledger's scopes (the stock history and the ledger's export): a row counts
 * toward the company's stock, an inventory's placement, or a storage unit.
 */
export const STOCK_MOVEMENT_SCOPE_LABELS: Readonly<Record<StockMovementScope, string>> = {
  stock: 'Stock',
  placement: 'Placement',
  storageUnit: 'Storage unit',
};
