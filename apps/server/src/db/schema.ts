import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ALERT_PRIORITIES,
  ALL_ALERT_TYPES,
  COUNT_SCOPES,
  COUNT_STATUSES,
  PURCHASE_ORDER_STATUSES,
  ROLES,
  SALES_ORDER_STATUSES,
  STOCK_MOVEMENT_SCOPES,
  TRANSPORT_MODES,
  TRANSPORT_OPEN_STATUSES,
  TRANSPORT_STATUSES,
  type AuditAction,
  type SalesReturnLineState,
  type SalesReturnReason,
  type StockMovementReason,
} from '@godown/shared';
import { sqlLiteralList } from './sql-literals.js';

// Enumerations come from packages/shared so the database, the API and the screens agree.
export const roleEnum = pgEnum('role', ROLES);
export const transportModeEnum = pgEnum('transport_mode', TRANSPORT_MODES);
export const transportStatusEnum = pgEnum('transport_status', TRANSPORT_STATUSES);
export const alertTypeEnum = pgEnum('alert_type', ALL_ALERT_TYPES);
export const alertPriorityEnum = pgEnum('alert_priority', ALERT_PRIORITIES);
export const stockMovementScopeEnum = pgEnum('stock_movement_scope', STOCK_MOVEMENT_SCOPES);
export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', PURCHASE_ORDER_STATUSES);
export const countStatusEnum = pgEnum('count_status', COUNT_STATUSES);
export const countScopeEnum = pgEnum('count_scope', COUNT_SCOPES);
export const salesOrderStatusEnum = pgEnum('sales_order_status', SALES_ORDER_STATUSES);

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Bytes (a photo, a signature) as a Buffer; PostgreSQL's bytea. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    // Stored lower-cased by the service, so the unique index is case-insensitive in effect.
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 10 }),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    shift: varchar('shift', { length: 50 }),
    wagePerHour: money('wage_per_hour').notNull().default(0),
    hoursThisMonth: numeric('hours_this_month', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    extraShift: boolean('extra_shift').notNull().default(false),
    // The month (YYYY-MM, India time) the hours and extra shift belong to; when a new month begins
    // the old one is closed into its wage record and they start again from 0.
    hoursMonth: varchar('hours_month', { length: 7 })
      .notNull()
      .default(sql`to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`),
    active: boolean('active').notNull().default(true),
    // Bumped on logout and password change: tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    // Set for a user given a one-time password (an import): every call but changing it is refused.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // Set for a self-registered account until an admin approves it (REGISTRATION=approval, the
    // default): it may sign in only to see that it waits (docs/domain.md#accounts-and-sign-in).
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_role_idx').on(t.role),
    // Substring searches (ILIKE '%term%') over names and contacts: trigram indexes serve them.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    check('users_contact_present', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
    check('users_wage_nonnegative', sql`${t.wagePerHour} >= 0`),
    check('users_hours_nonnegative', sql`${t.hoursThisMonth} >= 0`),
  ],
);

/**
 * Personal access tokens (docs/domain.md#api-tokens): only the SHA-256 of a secret is kept; its
 * first characters (`hint`) tell a user's tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    hint: varchar('hint', { length: 20 }).notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: varchar('last_used_from', { length: 100 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_secret_hash_unique').on(t.secretHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_scopes_present', sql`cardinality(${t.scopes}) > 0`),
  ],
);

/** Failed sign-in attempts, kept in the database so the limits hold across server instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: varchar('account', { length: 300 }).notNull(),
    address: varchar('address', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_account_address_idx').on(t.account, t.address, t.createdAt),
    // An address's failures over all accounts (password spraying), counted on every sign-in.
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * What admins did to users and records (docs/domain.md#users): role and active changes, deletions.
 * Written in the transaction of the change itself, so an action is never done without its entry. The actor and
 * the target are named as they were, since either may be deleted later.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: varchar('action', { length: 40 }).$type<AuditAction>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    targetName: varchar('target_name', { length: 300 }).notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    sku: varchar('sku', { length: 64 }),
    batchId: varchar('batch_id', { length: 64 }),
    productCategory: varchar('product_category', { length: 100 }),
    // The goods' HSN code (Indian tax classification): 4, 6 or 8 digits.
    hsnCode: varchar('hsn_code', { length: 8 }),
    // GST's unit quantity code for its units (NOS, KGS, LTR, BOX, ...).
    uqc: varchar('uqc', { length: 3 }),
    // The GTIN on the goods (docs/domain.md#barcodes), as entered: 8, 12, 13 or 14 digits.
    gtin: varchar('gtin', { length: 14 }),
    price: money('price').notNull().default(0),
    // The brand on the pack, and its maximum retail price per unit (docs/domain.md#products).
    brand: varchar('brand', { length: 100 }),
    mrp: money('mrp'),
    // Total on-hand stock, company-wide (docs/domain.md#stock-model).
    quantity: integer('quantity').notNull().default(0),
    // Units sitting in inventories (sum of the placements), kept beside the quantity so one guarded
    // UPDATE can check and change both: placed never exceeds quantity.
    placedQuantity: integer('placed_quantity').notNull().default(0),
    // Units on the road between inventories: they left a source and have not reached a destination.
    inTransitQuantity: integer('in_transit_quantity').notNull().default(0),
    weight: measure('weight'),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
    description: text('description'),
    thresholdLimit: integer('threshold_limit'),
    shelfLifeDays: integer('shelf_life_days'),
    mfgDate: date('mfg_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    supplierId: uuid('supplier_id').references(() => users.id, { onDelete: 'set null' }),
    supplierLongitude: doublePrecision('supplier_longitude'),
    supplierLatitude: doublePrecision('supplier_latitude'),
    // Batches (docs/domain.md#batches-and-expiry): days before expiry a batch counts as expiring.
    expiryWarningDays: integer('expiry_warning_days'),
    // Reordering (docs/domain.md#reorder-suggestions); null means the documented default.
    reorderPoint: integer('reorder_point'),
    reorderQuantity: integer('reorder_quantity'),
    orderUpTo: integer('order_up_to'),
    leadTimeDays: integer('lead_time_days'),
    // Set once the product has a batch: batch_id and the dates then follow its earliest-expiring batch.
    hasBatches: boolean('has_batches').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the search reads (docs/domain.md#product-search): the name, brand, SKU and description in small
    // letters, one text with one trigram index. LIKE on it finds what ILIKE on each column would,
    // several times faster (no case folding per row), and a word is one index instead of three.
    // It starts with a space and its brackets, commas and semicolons are spaces
    // (PRODUCT_SEARCH.separators), so "a word starting with ma" is LIKE '% ma%', which the trigram
    // index serves (its "  m" and " ma" trigrams) even for one or two letters.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`' ' || lower(translate(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(description, ''), '()[]{},;', '        '))`,
      ),
    // The name alone the same way, with a space at both ends: what ranks a search's best matches
    // (a name with "oil" as a whole word, LIKE '% oil %', before "Body lotion" whose description
    // has it), and what finds the names among the matches of a common word (its trigram index).
    nameText: text('name_text')
      .notNull()
      .generatedAlwaysAs(sql`' ' || lower(translate(product_name, '()[]{},;', '        ')) || ' '`),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    // One product per GTIN, whatever its length: an EAN-13 and its GTIN-14 with a leading zero are one.
    uniqueIndex('products_gtin_unique').on(sql`lpad(${t.gtin}, 14, '0')`),
    // Reorder suggestions start from the products at or under their reorder point (gap <= 0): an
    // index on the expression, so the planner also knows how many there are (its statistics).
    index('products_reorder_gap_idx').on(
      sql`(${t.quantity} - coalesce(${t.reorderPoint}, ${t.thresholdLimit}, 0))`,
    ),
    // The category filter pages newest first within one category.
    index('products_category_idx').on(t.productCategory, t.createdAt),
    // A supplier's own products, by name (their page).
    index('products_supplier_idx').on(t.supplierId, t.productName),
    index('products_created_at_idx').on(t.createdAt),
    // The list's sorts (the id breaks ties): a page reads an index forwards or backwards and stops
    // after its rows, instead of sorting every product. Missing values sort last both ways, so a
    // column that can be NULL has a second index with them first, read backwards for a descending
    // sort (the SKU's ascending sort reads products_sku_unique).
    index('products_name_id_idx').on(t.productName, t.id),
    index('products_price_id_idx').on(t.price, t.id),
    index('products_quantity_id_idx').on(t.quantity, t.id),
    index('products_sku_nulls_first_idx').on(t.sku.asc().nullsFirst(), t.id),
    index('products_category_id_idx').on(t.productCategory, t.id),
    index('products_category_nulls_first_idx').on(t.productCategory.asc().nullsFirst(), t.id),
    // The search (LIKE '%word%' over the lowered name, SKU and description).
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The names among a common word's matches (docs/domain.md#product-search).
    index('products_name_text_trgm_idx').using('gin', t.nameText.op('gin_trgm_ops')),
    // The dashboard counts low-stock products (quantity <= threshold, missing = 0) from this.
    index('products_low_stock_idx')
      .on(t.createdAt)
      .where(sql`${t.quantity} <= coalesce(${t.thresholdLimit}, 0)`),
    // The stockExpired check looks for products past their expiry date.
    index('products_expiry_date_idx').on(t.expiryDate),
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check(
      'products_placed_within_quantity',
      sql`${t.placedQuantity} >= 0 AND ${t.inTransitQuantity} >= 0 AND ${t.placedQuantity} + ${t.inTransitQuantity} <= ${t.quantity}`,
    ),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    // Nothing is sold above the price printed on the pack.
    check('products_price_within_mrp', sql`${t.mrp} >= 0 AND ${t.price} <= ${t.mrp}`),
    check('products_weight_nonnegative', sql`${t.weight} >= 0`),
    check('products_dimensions_nonnegative', sql`${t.length} >= 0 AND ${t.width} >= 0 AND ${t.height} >= 0`),
    check('products_threshold_nonnegative', sql`${t.thresholdLimit} >= 0`),
    check('products_shelf_life_nonnegative', sql`${t.shelfLifeDays} >= 0`),
    check('products_dates_ordered', sql`${t.expiryDate} >= ${t.mfgDate}`),
    check(
      'products_reorder_nonnegative',
      sql`${t.expiryWarningDays} >= 0 AND ${t.reorderPoint} >= 0 AND ${t.reorderQuantity} >= 1 AND ${t.orderUpTo} >= 1 AND ${t.leadTimeDays} >= 0`,
    ),
  ],
);

/** A batch (lot) of a product: its code and the dates printed on its packs. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    mfgDate: date('mfg_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('batches_product_code_unique').on(t.productId, t.code),
    // A scanned batch code alone finds its batches (docs/domain.md#barcodes).
    index('batches_code_idx').on(t.code),
    // The expiry checks read batches by date.
    index('batches_expiry_date_idx').on(t.expiryDate),
    check('batches_dates_ordered', sql`${t.expiryDate} >= ${t.mfgDate}`),
  ],
);

export const inventories = pgTable(
  'inventories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    location: varchar('location', { length: 300 }),
    // Where the goods leave from, as an e-way bill and an e-invoice's dispatch details name it.
    addressLine: varchar('address_line', { length: 200 }),
    pinCode: varchar('pin_code', { length: 6 }),
    description: text('description'),
    totalCapacity: measure('total_capacity').notNull().default(0),
    totalVolume: measure('total_volume').notNull().default(0),
    capacityOccupied: measure('capacity_occupied').notNull().default(0),
    // Unit volumes come from cm dimensions (2 decimals each), so m³ need 12 decimals to stay exact.
    volumeOccupied: numeric('volume_occupied', { precision: 24, scale: 12, mode: 'number' })
      .notNull()
      .default(0),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    // The GST registration that bills its sales (docs/domain.md#company-and-registrations).
    registrationId: uuid('registration_id').references((): AnyPgColumn => gstRegistrations.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventories_name_idx').on(t.name),
    index('inventories_registration_idx').on(t.registrationId),
    index('inventories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('inventories_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('inventories_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('inventories_capacity_nonnegative', sql`${t.totalCapacity} >= 0 AND ${t.totalVolume} >= 0`),
    check('inventories_occupied_nonnegative', sql`${t.capacityOccupied} >= 0 AND ${t.volumeOccupied} >= 0`),
  ],
);

/** Where units of a product are: one row per inventory and product. */
export const inventoryProducts = pgTable(
  'inventory_products',
  {
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    // Units held for confirmed sales orders (docs/domain.md#sales-orders): available = quantity -
    // reserved; nothing takes reserved units but the order they are held for.
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.inventoryId, t.productId] }),
    index('inventory_products_product_idx').on(t.productId),
    check('inventory_products_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'inventory_products_reserved_within',
      sql`${t.reservedQuantity} >= 0 AND ${t.reservedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * Units of a batch in an inventory. Each inventory's batches of a product sum to at most its
 * placement of that product; the rest of the placement carries no batch.
 */
export const batchStock = pgTable(
  'batch_stock',
  {
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    // The batch's product, kept here so a placement's batches are read by (inventory, product).
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.inventoryId, t.batchId] }),
    index('batch_stock_inventory_product_idx').on(t.inventoryId, t.productId),
    index('batch_stock_batch_idx').on(t.batchId),
    index('batch_stock_product_idx').on(t.productId),
    check('batch_stock_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const storageUnits = pgTable(
  'storage_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    locationId: varchar('location_id', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    type: varchar('type', { length: 100 }),
    location: varchar('location', { length: 300 }),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    maxWeight: measure('max_weight').notNull(),
    maxVolume: measure('max_volume').notNull(),
    // The Volume typed in the form; null when maxVolume comes from the dimensions.
    declaredVolume: measure('declared_volume'),
    temperatureMin: numeric('temperature_min', { precision: 6, scale: 2, mode: 'number' }),
    temperatureMax: numeric('temperature_max', { precision: 6, scale: 2, mode: 'number' }),
    currentWeight: measure('current_weight').notNull().default(0),
    currentVolume: measure('current_volume').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('storage_units_inventory_idx').on(t.inventoryId),
    // A scanned location ID finds its storage unit (docs/domain.md#barcodes).
    index('storage_units_location_id_idx').on(t.locationId),
    check(
      'storage_units_measures_nonnegative',
      sql`${t.length} >= 0 AND ${t.width} >= 0 AND ${t.height} >= 0 AND ${t.maxWeight} >= 0 AND ${t.maxVolume} >= 0 AND ${t.currentWeight} >= 0 AND ${t.currentVolume} >= 0`,
    ),
    check('storage_units_temperature_ordered', sql`${t.temperatureMax} >= ${t.temperatureMin}`),
  ],
);

/** Transports and orders (orders are transports created through /buy/order). */
export const transports = pgTable(
  'transports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: varchar('package_id', { length: 64 }).notNull(),
    status: transportStatusEnum('status').notNull().default('pending'),
    transportMode: transportModeEnum('transport_mode').notNull().default('land'),
    transportationCost: money('transportation_cost').notNull().default(0),
    // Totals of up to 100 lines of up to a billion units each: wider than one product's columns.
    totalWeight: numeric('total_weight', { precision: 24, scale: 3, mode: 'number' }).notNull().default(0),
    // m³ from cm dimensions: 12 decimals keep the sums exact, as for inventories.
    totalVolume: numeric('total_volume', { precision: 33, scale: 12, mode: 'number' }).notNull().default(0),
    totalValue: numeric('total_value', { precision: 24, scale: 2, mode: 'number' }).notNull().default(0),
    startLongitude: doublePrecision('start_longitude'),
    startLatitude: doublePrecision('start_latitude'),
    currentLongitude: doublePrecision('current_longitude'),
    currentLatitude: doublePrecision('current_latitude'),
    // When the driver's phone last shared the current point (docs/domain.md#the-drivers-phone).
    currentLocationAt: timestamp('current_location_at', { withTimezone: true }),
    destinationLongitude: doublePrecision('destination_longitude'),
    destinationLatitude: doublePrecision('destination_latitude'),
    // A finished transport keeps its points when a warehouse closes; the service refuses to delete
    // an inventory that an open transport (pending or on the road) still names.
    sourceInventoryId: uuid('source_inventory_id').references(() => inventories.id, {
      onDelete: 'set null',
    }),
    destinationInventoryId: uuid('destination_inventory_id').references(() => inventories.id, {
      onDelete: 'set null',
    }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    eta: timestamp('eta', { withTimezone: true }),
    // The ETA whose miss has been alerted, so each missed ETA raises one missedEta alert.
    etaAlertedFor: timestamp('eta_alerted_for', { withTimezone: true }),
    isOrder: boolean('is_order').notNull().default(false),
    // A shipment of a sales order (docs/domain.md#picking-shipping-and-returns): its lines and batches
    // are the order's picked units, and its dispatch and delivery move the order on.
    salesOrderId: uuid('sales_order_id').references((): AnyPgColumn => salesOrders.id, {
      onDelete: 'restrict',
    }),
    // The registration of the vehicle carrying it (MH12AB1234), as the road documents name it.
    vehicleNumber: varchar('vehicle_number', { length: 11 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transports_package_id_unique').on(t.packageId),
    index('transports_status_idx').on(t.status, t.createdAt),
    index('transports_assigned_to_idx').on(t.assignedTo),
    index('transports_created_at_idx').on(t.createdAt),
    // The list's sorts by ETA (transports without one last both ways: the second index, read
    // backwards, for the latest first), by status and by mode.
    index('transports_eta_id_idx').on(t.eta, t.id),
    index('transports_eta_nulls_first_idx').on(t.eta.asc().nullsFirst(), t.id),
    index('transports_status_id_idx').on(t.status, t.id),
    index('transports_mode_id_idx').on(t.transportMode, t.id),
    index('transports_package_id_trgm_idx').using('gin', t.packageId.op('gin_trgm_ops')),
    index('transports_source_inventory_idx').on(t.sourceInventoryId, t.status),
    index('transports_destination_inventory_idx').on(t.destinationInventoryId, t.status),
    index('transports_sales_order_idx')
      .on(t.salesOrderId)
      .where(sql`${t.salesOrderId} IS NOT NULL`),
    // The missed-ETA check reads only transports still under way.
    index('transports_open_eta_idx')
      .on(t.eta)
      .where(sql`${t.status} IN ${sqlLiteralList(TRANSPORT_OPEN_STATUSES)}`),
    check('transports_cost_nonnegative', sql`${t.transportationCost} >= 0`),
  ],
);

export const transportLines = pgTable(
  'transport_lines',
  {
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transportId, t.productId] }),
    index('transport_lines_product_idx').on(t.productId),
    check('transport_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * The batches of a transport's lines: while pending, the ones a user chose; once dispatched, the
 * units that left the source (chosen or picked first-expiry-first-out), which delivery brings in.
 */
export const transportBatches = pgTable(
  'transport_batches',
  {
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transportId, t.batchId] }),
    index('transport_batches_batch_idx').on(t.batchId),
    check('transport_batches_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every change of a transport's status: who, when, from, to. */
export const transportStatusHistory = pgTable(
  'transport_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    fromStatus: transportStatusEnum('from_status'),
    toStatus: transportStatusEnum('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transport_status_history_transport_idx').on(t.transportId, t.changedAt)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: alertTypeEnum('type').notNull(),
    // A system alert's words are its message key and parameters (docs/domain.md#messages); `message`
    // and `description` hold their English, for search and API users. A person's alert has no key.
    messageKey: varchar('message_key', { length: 60 }),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    message: text('message').notNull(),
    description: text('description'),
    affectedItem: varchar('affected_item', { length: 300 }),
    targetId: varchar('target_id', { length: 100 }),
    priority: alertPriorityEnum('priority').notNull().default('medium'),
    resolved: boolean('resolved').notNull().default(false),
    // Raised by the system (stock, ETA, expiry, overwork) rather than by a person.
    isSystem: boolean('is_system').notNull().default(false),
    triggeredBy: uuid('triggered_by').references(() => users.id, { onDelete: 'set null' }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' order, newest first with the id breaking ties: alerts a system check raises in one
    // statement share their timestamp, and without the id the newest page sorts all of them.
    index('alerts_resolved_idx').on(t.resolved, t.timestamp, t.id),
    index('alerts_timestamp_idx').on(t.timestamp, t.id),
    index('alerts_message_trgm_idx').using('gin', t.message.op('gin_trgm_ops')),
    index('alerts_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('alerts_affected_item_trgm_idx').using('gin', t.affectedItem.op('gin_trgm_ops')),
    index('alerts_target_id_trgm_idx').using('gin', t.targetId.op('gin_trgm_ops')),
    // One open system alert per type and target: raised once, resolved when the cause is gone.
    uniqueIndex('alerts_open_system_unique')
      .on(t.type, t.targetId)
      .where(sql`${t.isSystem} AND NOT ${t.resolved}`),
  ],
);

export const wageRecords = pgTable(
  'wage_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: varchar('month', { length: 7 }).notNull(),
    hoursWorked: numeric('hours_worked', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    wagePerHour: money('wage_per_hour').notNull(),
    totalSalary: money('total_salary').notNull(),
    // Whether the employee worked an extra shift that month (kept with the month's record).
    extraShift: boolean('extra_shift').notNull().default(false),
    overworked: boolean('overworked').notNull().default(false),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wage_records_user_month_unique').on(t.userId, t.month),
    index('wage_records_month_idx').on(t.month),
    check('wage_records_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'wage_records_amounts_nonnegative',
      sql`${t.hoursWorked} >= 0 AND ${t.wagePerHour} >= 0 AND ${t.totalSalary} >= 0`,
    ),
  ],
);

/** The stock movement ledger: every change of a quantity, who made it and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inventoryId: uuid('inventory_id').references(() => inventories.id, { onDelete: 'set null' }),
    transportId: uuid('transport_id').references(() => transports.id, { onDelete: 'set null' }),
    // stock rows sum to the product's quantity; placement rows to its placement in the inventory.
    scope: stockMovementScopeEnum('scope').notNull(),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 50 }).$type<StockMovementReason>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The batch of the units, for a product held by batch.
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    // The purchase order the units were received on.
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
    // An admin's reason for moving expired units.
    note: varchar('note', { length: 300 }),
    // The import that set the units (docs/domain.md#imports).
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
    // The storage unit of a `storageUnit` row (docs/domain.md#storage-unit-stock).
    storageUnitId: uuid('storage_unit_id').references(() => storageUnits.id, { onDelete: 'set null' }),
    // The stock count whose posting made the change.
    countId: uuid('count_id').references(() => stockCounts.id, { onDelete: 'set null' }),
    // The sales order the units were picked, shipped or returned for.
    salesOrderId: uuid('sales_order_id').references((): AnyPgColumn => salesOrders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_sales_order_idx')
      .on(t.salesOrderId)
      .where(sql`${t.salesOrderId} IS NOT NULL`),
    index('stock_movements_storage_unit_idx').on(t.storageUnitId, t.createdAt),
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_inventory_idx').on(t.inventoryId, t.createdAt),
    index('stock_movements_batch_idx').on(t.batchId, t.createdAt),
    index('stock_movements_purchase_order_idx').on(t.purchaseOrderId),
    // A transport's deletion sets its ledger rows' transport to NULL: without this index each one
    // read the whole ledger (63 ms at scale). Most rows have no transport, so only those with one.
    index('stock_movements_transport_idx')
      .on(t.transportId)
      .where(sql`${t.transportId} IS NOT NULL`),
    // The company's stock in and out by day (the dashboard's flow and days of cover): the `stock`
    // rows of a time range, read from the index alone.
    index('stock_movements_stock_created_at_idx')
      .on(t.createdAt, t.productId, t.delta)
      .where(sql`${t.scope} = 'stock'`),
  ],
);

/** Imports of spreadsheets (docs/domain.md#imports): one row per real (not dry) run that wrote. */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('imports_created_idx').on(t.createdAt)],
);

/** Numbers the purchase orders. */
export const purchaseOrderNumberSeq = pgSequence('purchase_order_number_seq');

/** Purchase orders to suppliers (docs/domain.md#purchase-orders). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // PO-00001, PO-00002, … from a sequence: short enough to say on the phone.
    number: varchar('number', { length: 20 })
      .notNull()
      .default(sql`'PO-' || lpad(nextval('purchase_order_number_seq')::text, 5, '0')`),
    status: purchaseOrderStatusEnum('status').notNull().default('draft'),
    supplierId: uuid('supplier_id').references(() => users.id, { onDelete: 'set null' }),
    destinationInventoryId: uuid('destination_inventory_id').references(() => inventories.id, {
      onDelete: 'set null',
    }),
    expectedDate: date('expected_date', { mode: 'string' }),
    // The date the supplier promised when confirming.
    confirmedDate: date('confirmed_date', { mode: 'string' }),
    notes: text('notes'),
    supplierNote: text('supplier_note'),
    // The supplier confirmed with other quantities (on the lines) that the buyer has not answered.
    changesProposed: boolean('changes_proposed').notNull().default(false),
    // The incoming consignment the supplier created by shipping.
    transportId: uuid('transport_id').references(() => transports.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_unique').on(t.number),
    index('purchase_orders_status_idx').on(t.status, t.createdAt),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('purchase_orders_created_at_idx').on(t.createdAt),
    index('purchase_orders_transport_idx').on(t.transportId),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    proposedQuantity: integer('proposed_quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseOrderId, t.productId] }),
    index('purchase_order_lines_product_idx').on(t.productId),
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'purchase_order_lines_received_within',
      sql`${t.receivedQuantity} >= 0 AND ${t.receivedQuantity} <= ${t.quantity}`,
    ),
    check('purchase_order_lines_price_nonnegative', sql`${t.unitPrice} >= 0`),
    check('purchase_order_lines_proposed_positive', sql`${t.proposedQuantity} >= 1`),
  ],
);

/**
 * Exact row counts kept by triggers (migrations 0004, 0005, 0012), so a list's unfiltered total is
 * a few primary-key reads instead of counting 100,000 rows on every page. A count is the sum of its
 * slots (db/row-counts.ts): a writer adds to a slot no other session holds (migration 0019), so
 * writers in different sessions never wait on one counter row until the other commits.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar('table_name', { length: 63 }).notNull(),
    slot: smallint('slot').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.slot] })],
);

/**
 * Each category's number of products, kept by triggers in the writing transaction (migration 0012),
 * as row_counts keeps the low-stock count ('products:low'): a category's total is one row.
 */
export const productCategoryCounts = pgTable('product_category_counts', {
  category: text('category').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Units of an inventory's placement that sit in one of its storage units (docs/domain.md#storage-unit-stock),
 * by product and batch (null: units without a batch). A placement's units in storage units never exceed the
 * placement, nor a batch's its batch units there: units that leave the inventory leave the units in no
 * storage unit first (stock/storage-unit-stock.ts).
 */
export const storageUnitStock = pgTable(
  'storage_unit_stock',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storageUnitId: uuid('storage_unit_id')
      .notNull()
      .references(() => storageUnits.id, { onDelete: 'cascade' }),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('storage_unit_stock_unit_product_batch_unique')
      .on(t.storageUnitId, t.productId, t.batchId)
      .nullsNotDistinct(),
    index('storage_unit_stock_inventory_product_idx').on(t.inventoryId, t.productId),
    check('storage_unit_stock_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Numbers the stock counts. */
export const stockCountNumberSeq = pgSequence('stock_count_number_seq');

/** Stock counts (cycle counts) of an inventory, a category in it or one storage unit (docs/domain.md#stock-counts). */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 20 })
      .notNull()
      .default(sql`'CNT-' || lpad(nextval('stock_count_number_seq')::text, 5, '0')`),
    // A deleted inventory's counts stay, posted ones with their adjustments (an open one is cancelled).
    inventoryId: uuid('inventory_id').references(() => inventories.id, { onDelete: 'set null' }),
    scope: countScopeEnum('scope').notNull(),
    category: varchar('category', { length: 100 }),
    storageUnitId: uuid('storage_unit_id').references(() => storageUnits.id, { onDelete: 'set null' }),
    status: countStatusEnum('status').notNull().default('open'),
    note: text('note'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_counts_number_unique').on(t.number),
    // One open count per inventory: two open counts of one place would adjust the same units twice.
    uniqueIndex('stock_counts_one_open_idx')
      .on(t.inventoryId)
      .where(sql`${t.status} = 'open'`),
    index('stock_counts_inventory_idx').on(t.inventoryId, t.startedAt),
    index('stock_counts_started_idx').on(t.startedAt),
  ],
);

/** One line of a count: a product and batch (null: its units without a batch). */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countId: uuid('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    // Units the system held at the start of the count.
    expected: integer('expected').notNull(),
    // Units the system held when the line was first counted; the variance is measured against it.
    systemAtCount: integer('system_at_count'),
    counted: integer('counted'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    // What posting changed (counted − system at count), once posted.
    adjustment: integer('adjustment'),
  },
  (t) => [
    unique('stock_count_lines_count_product_batch_unique')
      .on(t.countId, t.productId, t.batchId)
      .nullsNotDistinct(),
    check('stock_count_lines_counted_nonnegative', sql`${t.counted} >= 0 AND ${t.expected} >= 0`),
  ],
);

/** Who counted what on a line: each entry adds its units (a recount clears the line's entries). */
export const stockCountEntries = pgTable(
  'stock_count_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => stockCountLines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_count_entries_line_idx').on(t.lineId)],
);

/** Units of a pending transport's lines picked at its source by scanning (docs/domain.md#scanning). */
export const transportPicks = pgTable(
  'transport_picks',
  {
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    pickedBy: uuid('picked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.transportId, t.productId] }),
    check('transport_picks_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A delivery's proof (docs/domain.md#proof-of-delivery): who received it, a photo and optionally a
 * signature, kept in the database with their type, size and sha256 so backups and every server
 * have them. One per transport, written with the delivery.
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    transportId: uuid('transport_id')
      .primaryKey()
      .references(() => transports.id, { onDelete: 'cascade' }),
    receiverName: varchar('receiver_name', { length: 100 }).notNull(),
    note: varchar('note', { length: 300 }),
    photo: bytea('photo').notNull(),
    photoType: varchar('photo_type', { length: 40 }).notNull(),
    photoSize: integer('photo_size').notNull(),
    photoSha256: varchar('photo_sha256', { length: 64 }).notNull(),
    signature: bytea('signature'),
    signatureType: varchar('signature_type', { length: 40 }),
    signatureSize: integer('signature_size'),
    signatureSha256: varchar('signature_sha256', { length: 64 }),
    // Where the phone was when it delivered, if it could tell.
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    deliveredBy: uuid('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('delivery_proofs_photo_size', sql`${t.photoSize} > 0`),
    check('delivery_proofs_signature_whole', sql`(${t.signature} IS NULL) = (${t.signatureType} IS NULL)`),
  ],
);

/**
 * Price lists (docs/domain.md#price-lists-and-schemes): a customer's list gives a product a price,
 * or a percentage off its price, for a date range.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('price_lists_name_unique').on(sql`lower(${t.name})`)],
);

export const priceListItems = pgTable(
  'price_list_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // 'price': rupees a unit; 'discount': a percentage off the product's price.
    kind: varchar('kind', { length: 10 }).$type<'price' | 'discount'>().notNull(),
    value: money('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    index('price_list_items_list_idx').on(t.priceListId, t.productId),
    index('price_list_items_product_idx').on(t.productId),
    check('price_list_items_kind', sql`${t.kind} IN ('price', 'discount')`),
    check(
      'price_list_items_value',
      sql`${t.value} >= 0 AND (${t.kind} = 'price' OR (${t.value} > 0 AND ${t.value} <= 100))`,
    ),
    check('price_list_items_dates', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * Schemes a distributor runs: buy N of a product and get M free (of it or another), or a percentage
 * off an order from a value; each for a date range, switched off by `active`.
 */
export const schemes = pgTable(
  'schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<'freeQuantity' | 'orderDiscount'>().notNull(),
    active: boolean('active').notNull().default(true),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    buyQuantity: integer('buy_quantity'),
    freeProductId: uuid('free_product_id').references(() => products.id, { onDelete: 'cascade' }),
    freeQuantity: integer('free_quantity'),
    minOrderValue: money('min_order_value'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schemes_product_idx').on(t.productId),
    check(
      'schemes_terms',
      sql`(${t.kind} = 'freeQuantity' AND ${t.productId} IS NOT NULL AND ${t.freeProductId} IS NOT NULL
            AND ${t.buyQuantity} >= 1 AND ${t.freeQuantity} >= 1)
         OR (${t.kind} = 'orderDiscount' AND ${t.minOrderValue} >= 0
            AND ${t.discountPercent} > 0 AND ${t.discountPercent} <= 100)`,
    ),
    check('schemes_dates', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/** An address as a customer's columns keep it (the API's TAddress). */
export interface AddressColumn {
  line: string;
  district: string | null;
  pinCode: string | null;
  stateCode: string | null;
  /** [longitude, latitude] */
  point: [number, number] | null;
}

/**
 * The businesses a distributor sells to (docs/domain.md#customers). The state is the place of
 * supply: a GST state code, the GSTIN's own when there is one. A GSTIN belongs to one customer.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    billingAddress: jsonb('billing_address').$type<AddressColumn>(),
    // Null: the goods go to the billing address.
    shippingAddress: jsonb('shipping_address').$type<AddressColumn>(),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 254 }),
    creditLimit: money('credit_limit'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    // The customer's prices (none: the products' own).
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_gstin_unique')
      .on(t.gstin)
      .where(sql`${t.gstin} IS NOT NULL`),
    index('customers_name_idx').on(t.name, t.id),
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_state_idx').on(t.stateCode, t.name),
    index('customers_created_at_idx').on(t.createdAt),
    index('customers_price_list_idx').on(t.priceListId),
    check('customers_gstin_form', sql`${t.gstin} ~ '^[0-9A-Z]{15}$'`),
    check('customers_state_form', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check('customers_gstin_state', sql`${t.gstin} IS NULL OR left(${t.gstin}, 2) = ${t.stateCode}`),
    check('customers_credit_limit_nonnegative', sql`${t.creditLimit} >= 0`),
    check('customers_payment_terms_range', sql`${t.paymentTermsDays} BETWEEN 0 AND 365`),
  ],
);

/**
 * Number series of documents (docs/domain.md#sales-orders): the last number given in each series
 * and financial year, taken and raised in one statement, so two servers never give one twice.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    // SO, or a registration's document kind: invoice:<registration id>.
    series: varchar('series', { length: 60 }).notNull(),
    financialYear: varchar('financial_year', { length: 5 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('number_series_last', sql`${t.last} >= 1`),
  ],
);

/** Sales orders (docs/domain.md#sales-orders). */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 30 }).notNull(),
    status: salesOrderStatusEnum('status').notNull().default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'restrict' }),
    // Where the goods go, as it was when the order was taken.
    shipTo: jsonb('ship_to').$type<AddressColumn>(),
    expectedDate: date('expected_date', { mode: 'string' }),
    notes: text('notes'),
    priceListName: varchar('price_list_name', { length: 100 }),
    subtotal: money('subtotal').notNull().default(0),
    orderDiscount: money('order_discount').notNull().default(0),
    total: money('total').notNull().default(0),
    // The order discount's scheme and why, as a message.
    orderScheme: jsonb('order_scheme').$type<{ reason: string; params?: Record<string, unknown> }>(),
    // Sold at the counter (docs/domain.md#counter-sales): handed over in the warehouse and invoiced at once.
    counter: boolean('counter').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_orders_number_unique').on(t.number),
    index('sales_orders_created_at_idx').on(t.createdAt),
    index('sales_orders_status_idx').on(t.status, t.createdAt),
    index('sales_orders_customer_idx').on(t.customerId, t.createdAt),
    check('sales_orders_totals', sql`${t.subtotal} >= 0 AND ${t.orderDiscount} >= 0 AND ${t.total} >= 0`),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    // Units bought, and units given free by a scheme (a free line of another product buys none).
    quantity: integer('quantity').notNull(),
    freeQuantity: integer('free_quantity').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    rate: money('rate').notNull(),
    listPrice: money('list_price').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    amount: money('amount').notNull(),
    orderDiscount: money('order_discount').notNull().default(0),
    priceBasis: jsonb('price_basis').$type<{ reason: string; params?: Record<string, unknown> }>(),
    scheme: jsonb('scheme').$type<{ reason: string; params?: Record<string, unknown> }>(),
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    // Units on issued invoices, and their taxable value: the line's net value is shared over its
    // invoices exactly, the one billing its last units taking what is left.
    invoicedQuantity: integer('invoiced_quantity').notNull().default(0),
    invoicedValue: money('invoiced_value').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sales_order_lines_product_unique').on(t.salesOrderId, t.productId, t.isFree),
    index('sales_order_lines_product_idx').on(t.productId),
    check(
      'sales_order_lines_units',
      sql`${t.quantity} >= 0 AND ${t.freeQuantity} >= 0 AND ${t.quantity} + ${t.freeQuantity} >= 1
          AND ${t.reservedQuantity} >= 0 AND ${t.shippedQuantity} >= 0
          AND ${t.reservedQuantity} + ${t.shippedQuantity} <= ${t.quantity} + ${t.freeQuantity}
          AND ${t.deliveredQuantity} >= 0 AND ${t.deliveredQuantity} <= ${t.shippedQuantity}
          AND ${t.returnedQuantity} >= 0 AND ${t.returnedQuantity} <= ${t.deliveredQuantity}
          AND ${t.invoicedQuantity} >= 0 AND ${t.invoicedQuantity} <= ${t.quantity} + ${t.freeQuantity}`,
    ),
    check(
      'sales_order_lines_money',
      sql`${t.rate} >= 0 AND ${t.amount} >= 0 AND ${t.orderDiscount} >= 0
          AND ${t.invoicedValue} >= 0 AND ${t.invoicedValue} <= ${t.amount} - ${t.orderDiscount}`,
    ),
  ],
);

/**
 * A confirmed order's held units, allocated to a batch (or none) in a rack (or none: loose in the
 * warehouse) for picking (docs/domain.md#picking-shipping-and-returns). Picking counts them off;
 * packing names the shipment they leave in. A short pick closes one at what was found.
 */
export const salesAllocations = pgTable(
  'sales_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'cascade' }),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'restrict' }),
    storageUnitId: uuid('storage_unit_id').references(() => storageUnits.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
    shortQuantity: integer('short_quantity').notNull().default(0),
    // Closed: picked in full, reported short, or packed.
    closed: boolean('closed').notNull().default(false),
    pickedBy: uuid('picked_by').references(() => users.id, { onDelete: 'set null' }),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    shipmentId: uuid('shipment_id').references(() => transports.id, { onDelete: 'set null' }),
    // Its shipment has left the warehouse: its units no longer claim a place there (sales_claims).
    departed: boolean('departed').notNull().default(false),
    // An admin's reason for allocating an expired batch.
    expiredNote: varchar('expired_note', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_allocations_order_idx').on(t.salesOrderId),
    index('sales_allocations_line_idx').on(t.lineId),
    index('sales_allocations_shipment_idx')
      .on(t.shipmentId)
      .where(sql`${t.shipmentId} IS NOT NULL`),
    check(
      'sales_allocations_units',
      sql`${t.quantity} >= 0 AND ${t.pickedQuantity} >= 0 AND ${t.pickedQuantity} <= ${t.quantity}
          AND ${t.shortQuantity} >= 0 AND ${t.quantity} + ${t.shortQuantity} >= 1`,
    ),
  ],
);

/**
 * What the allocations that have not left claim of each place in a warehouse (a batch in a rack, a
 * batch loose, a product loose): their unpicked units where they were allocated, their picked units
 * loose in the warehouse until their shipment leaves. Kept by a trigger on sales_allocations
 * (migration 0026), so an allocation reads its products' claims instead of summing every open
 * allocation of them; each change to it is made under the placements' locks of its products.
 */
export const salesClaims = pgTable(
  'sales_claims',
  {
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id'),
    storageUnitId: uuid('storage_unit_id'),
    units: integer('units').notNull(),
  },
  (t) => [
    unique('sales_claims_place_unique')
      .on(t.inventoryId, t.productId, t.batchId, t.storageUnitId)
      .nullsNotDistinct(),
    check('sales_claims_units_not_negative', sql`${t.units} >= 0`),
  ],
);

/** Customer returns against a delivered shipment (docs/domain.md#picking-shipping-and-returns). */
export const salesReturns = pgTable(
  'sales_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 30 }).notNull(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'restrict' }),
    shipmentId: uuid('shipment_id').references(() => transports.id, { onDelete: 'set null' }),
    // The rack quarantined units were put in.
    storageUnitId: uuid('storage_unit_id').references(() => storageUnits.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_returns_number_unique').on(t.number),
    index('sales_returns_order_idx').on(t.salesOrderId),
    index('sales_returns_created_at_idx').on(t.createdAt),
  ],
);

export const salesReturnLines = pgTable(
  'sales_return_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => salesReturns.id, { onDelete: 'cascade' }),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: varchar('reason', { length: 20 }).$type<SalesReturnReason>().notNull(),
    state: varchar('state', { length: 20 }).$type<SalesReturnLineState>().notNull(),
  },
  (t) => [
    index('sales_return_lines_return_idx').on(t.returnId),
    index('sales_return_lines_line_idx').on(t.lineId),
    check('sales_return_lines_quantity', sql`${t.quantity} >= 1`),
    check('sales_return_lines_state', sql`${t.state} IN ('quarantined', 'restocked', 'writtenOff')`),
  ],
);

/** The company as its documents name it: one row (docs/domain.md#company-and-registrations). */
export const companySettings = pgTable(
  'company_settings',
  {
    id: smallint('id').primaryKey().default(1),
    // Null: the server's COMPANY_NAME.
    legalName: varchar('legal_name', { length: 200 }),
    tradeName: varchar('trade_name', { length: 200 }),
    pan: varchar('pan', { length: 10 }),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 18 }),
    bankIfsc: varchar('bank_ifsc', { length: 11 }),
    bankBranch: varchar('bank_branch', { length: 100 }),
    upiId: varchar('upi_id', { length: 320 }),
    invoiceTerms: text('invoice_terms'),
    // The day e-invoicing applies from (the turnover passed the threshold); null: no IRN is asked for.
    einvoiceFrom: date('einvoice_from', { mode: 'string' }),
    // A consignment worth more (with its taxes) moves with an e-way bill (docs/domain.md#e-way-bills).
    ewaybillThreshold: money('ewaybill_threshold').notNull().default(50000),
    logo: bytea('logo'),
    logoType: varchar('logo_type', { length: 20 }),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('company_settings_one_row', sql`${t.id} = 1`),
    check('company_settings_logo_whole', sql`(${t.logo} IS NULL) = (${t.logoType} IS NULL)`),
    check(
      'company_settings_bank_whole',
      sql`(${t.bankName} IS NULL) = (${t.bankAccount} IS NULL) AND (${t.bankName} IS NULL) = (${t.bankIfsc} IS NULL)`,
    ),
  ],
);

/** A series' settings as stored: the prefix, whether the year follows it, the counter's digits. */
export interface SeriesColumn {
  prefix: string;
  withYear: boolean;
  digits: number;
}

/**
 * The company's GST registrations, one per state it trades from (docs/domain.md#company-and-registrations):
 * a warehouse belongs to one, and its sales are billed under it, in its series.
 */
export const gstRegistrations = pgTable(
  'gst_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gstin: varchar('gstin', { length: 15 }).notNull(),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    address: jsonb('address').$type<AddressColumn>().notNull(),
    invoiceSeries: jsonb('invoice_series').$type<SeriesColumn>().notNull(),
    creditNoteSeries: jsonb('credit_note_series').$type<SeriesColumn>().notNull(),
    debitNoteSeries: jsonb('debit_note_series').$type<SeriesColumn>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gst_registrations_gstin_unique').on(t.gstin),
    check('gst_registrations_gstin_form', sql`${t.gstin} ~ '^[0-9A-Z]{15}$'`),
    check('gst_registrations_gstin_state', sql`left(${t.gstin}, 2) = ${t.stateCode}`),
  ],
);

/**
 * Products' GST rates, dated (docs/domain.md#gst-rates): a rate holds from its day until the
 * product's next one; an invoice takes the one in force on its date.
 */
export const productTaxRates = pgTable(
  'product_tax_rates',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    cessRate: numeric('cess_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.effectiveFrom] }),
    check('product_tax_rates_range', sql`${t.gstRate} BETWEEN 0 AND 100 AND ${t.cessRate} BETWEEN 0 AND 300`),
  ],
);

/** A party as an invoice names it, kept as it was on the invoice's date (docs/domain.md#tax-invoices). */
export type InvoicePartyColumn = Record<string, unknown>;

/**
 * Tax invoices (docs/domain.md#tax-invoices): one customer's shipments billed under one registration,
 * numbered in its series (unique in the registration's financial year, gap-free), with the seller and
 * buyer as they were. An issued invoice never changes; a cancelled one keeps its number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 16 }).notNull(),
    financialYear: varchar('financial_year', { length: 5 }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => gstRegistrations.id, { onDelete: 'restrict' }),
    // The customer billed; none on a transfer invoice, which bills another registration of the
    // company for a transfer between their warehouses (docs/domain.md#transfers-between-registrations).
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    transportId: uuid('transport_id').references(() => transports.id, { onDelete: 'restrict' }),
    recipientRegistrationId: uuid('recipient_registration_id').references(() => gstRegistrations.id, {
      onDelete: 'restrict',
    }),
    status: varchar('status', { length: 10 }).notNull().default('issued'),
    // b2b: the customer has a GSTIN; b2c: not.
    kind: varchar('kind', { length: 3 }).notNull(),
    // intra: CGST and SGST; inter: IGST.
    supply: varchar('supply', { length: 5 }).notNull(),
    placeOfSupply: varchar('place_of_supply', { length: 2 }).notNull(),
    seller: jsonb('seller').$type<InvoicePartyColumn>().notNull(),
    buyer: jsonb('buyer').$type<InvoicePartyColumn>().notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    cess: money('cess').notNull(),
    roundOff: numeric('round_off', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    total: money('total').notNull(),
    notes: text('notes'),
    // What receipts have settled, and what credit and debit notes took off and added: the invoice
    // owes total + debited − credited − paid (docs/domain.md#receipts-and-receivables).
    paid: money('paid').notNull().default(0),
    credited: money('credited').notNull().default(0),
    debited: money('debited').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    // The portal's registration of it (einvoice_registrations), kept with the invoice so the list of
    // those awaiting an IRN is an index's: null none, active (its IRN is live) or cancelled.
    einvoiceState: varchar('einvoice_state', { length: 10 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.registrationId, t.financialYear, t.number),
    // The B2B invoices' dates and e-invoice states, for the e-invoice lists' index-only counts
    // (docs/performance.md#gst-compliance); those awaiting an IRN have their own, small one.
    index('invoices_b2b_einvoice_idx')
      .on(t.invoiceDate, t.number, t.id, t.status, t.einvoiceState, t.registrationId)
      .where(sql`${t.kind} = 'b2b'`),
    index('invoices_einvoice_pending_idx')
      .on(t.invoiceDate, t.number)
      .where(sql`${t.kind} = 'b2b' AND ${t.status} = 'issued' AND ${t.einvoiceState} IS NULL`),
    check('invoices_einvoice_state', sql`${t.einvoiceState} IN ('active', 'cancelled')`),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    index('invoices_customer_idx').on(t.customerId, t.invoiceDate),
    index('invoices_registration_idx').on(t.registrationId, t.financialYear, t.invoiceDate),
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    // The invoices still owed something: the ageing and the oldest-first allocation read these.
    index('invoices_open_idx')
      .on(t.customerId, t.dueDate)
      .where(sql`${t.status} = 'issued' AND ${t.paid} + ${t.credited} < ${t.total} + ${t.debited}`),
    check('invoices_settled', sql`${t.paid} >= 0 AND ${t.credited} >= 0 AND ${t.debited} >= 0`),
    // A sale bills a customer; a transfer bills the registration receiving it, for one transport.
    check(
      'invoices_buyer',
      sql`(${t.customerId} IS NULL) = (${t.transportId} IS NOT NULL) AND (${t.transportId} IS NULL) = (${t.recipientRegistrationId} IS NULL)`,
    ),
    // One issued invoice per transfer.
    uniqueIndex('invoices_transport_unique')
      .on(t.transportId)
      .where(sql`${t.transportId} IS NOT NULL AND ${t.status} = 'issued'`),
    // A transport's invoices, cancelled ones too: what deleting a transport checks (its foreign key
    // and the app's own question) reads these, not every invoice.
    index('invoices_transport_idx')
      .on(t.transportId)
      .where(sql`${t.transportId} IS NOT NULL`),
    check('invoices_status', sql`${t.status} IN ('issued', 'cancelled')`),
    check('invoices_kind', sql`${t.kind} IN ('b2b', 'b2c')`),
    check('invoices_supply', sql`${t.supply} IN ('intra', 'inter')`),
    check('invoices_cancelled_whole', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`),
    check(
      'invoices_taxes',
      sql`${t.taxable} >= 0 AND ${t.cess} >= 0 AND ${t.roundOff} BETWEEN -0.5 AND 0.5
          AND ((${t.supply} = 'intra' AND ${t.igst} = 0 AND ${t.cgst} = ${t.sgst} AND ${t.cgst} >= 0)
            OR (${t.supply} = 'inter' AND ${t.cgst} = 0 AND ${t.sgst} = 0 AND ${t.igst} >= 0))`,
    ),
    check(
      'invoices_total',
      sql`${t.total} = ${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} + ${t.cess} + ${t.roundOff}
          AND ${t.total} = round(${t.total})`,
    ),
  ],
);

/** An invoice's lines: one per order line and batch of its shipments, taxed as it was issued. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).references(() => salesOrderLines.id, {
      onDelete: 'restrict',
    }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    sku: varchar('sku', { length: 64 }),
    batchCode: varchar('batch_code', { length: 64 }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    hsnCode: varchar('hsn_code', { length: 8 }),
    uqc: varchar('uqc', { length: 3 }),
    quantity: integer('quantity').notNull(),
    rate: money('rate').notNull(),
    discount: money('discount').notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    cessRate: numeric('cess_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    cess: money('cess').notNull(),
    // Units and taxable value credit notes have taken back (returns, lower prices).
    creditedQuantity: integer('credited_quantity').notNull().default(0),
    creditedValue: money('credited_value').notNull().default(0),
  },
  (t) => [
    unique('invoice_lines_line_no_unique').on(t.invoiceId, t.lineNo),
    check(
      'invoice_lines_credited',
      sql`${t.creditedQuantity} BETWEEN 0 AND ${t.quantity} AND ${t.creditedValue} BETWEEN 0 AND ${t.taxable}`,
    ),
    index('invoice_lines_order_line_idx').on(t.orderLineId),
    index('invoice_lines_product_idx').on(t.productId),
    check('invoice_lines_quantity', sql`${t.quantity} >= 1`),
    check(
      'invoice_lines_money',
      sql`${t.rate} >= 0 AND ${t.discount} >= 0 AND ${t.taxable} >= 0 AND ${t.cgst} >= 0 AND ${t.sgst} >= 0
          AND ${t.igst} >= 0 AND ${t.cess} >= 0`,
    ),
  ],
);

/**
 * The shipments an invoice bills. A shipment is on one invoice at a time: `active` goes false when
 * its invoice is cancelled, and it may then be invoiced again.
 */
export const invoiceShipments = pgTable(
  'invoice_shipments',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.shipmentId] }),
    uniqueIndex('invoice_shipments_active_unique')
      .on(t.shipmentId)
      .where(sql`${t.active}`),
  ],
);

/**
 * Credit and debit notes (docs/domain.md#credit-and-debit-notes): each against one issued invoice, in
 * its registration's credit-note or debit-note series, taxed on the invoice lines' basis.
 */
export const invoiceNotes = pgTable(
  'invoice_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // credit or debit
    kind: varchar('kind', { length: 6 }).notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    financialYear: varchar('financial_year', { length: 5 }).notNull(),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => gstRegistrations.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    // return, priceDifference or other
    reason: varchar('reason', { length: 20 }).notNull(),
    returnId: uuid('return_id').references(() => salesReturns.id, { onDelete: 'restrict' }),
    supply: varchar('supply', { length: 5 }).notNull(),
    placeOfSupply: varchar('place_of_supply', { length: 2 }).notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    cess: money('cess').notNull(),
    roundOff: numeric('round_off', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    total: money('total').notNull(),
    notes: text('notes'),
    // As an invoice's: null, active or cancelled (einvoice_registrations).
    einvoiceState: varchar('einvoice_state', { length: 10 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoice_notes_einvoice_state', sql`${t.einvoiceState} IN ('active', 'cancelled')`),
    uniqueIndex('invoice_notes_number_unique').on(t.registrationId, t.kind, t.financialYear, t.number),
    uniqueIndex('invoice_notes_return_unique')
      .on(t.returnId)
      .where(sql`${t.returnId} IS NOT NULL`),
    index('invoice_notes_invoice_idx').on(t.invoiceId),
    index('invoice_notes_customer_idx').on(t.customerId, t.noteDate),
    index('invoice_notes_date_idx').on(t.noteDate, t.id),
    check('invoice_notes_kind', sql`${t.kind} IN ('credit', 'debit')`),
    check(
      'invoice_notes_reason',
      sql`${t.reason} IN ('return', 'priceDifference', 'other') AND (${t.reason} = 'return') = (${t.returnId} IS NOT NULL)
          AND NOT (${t.kind} = 'debit' AND ${t.reason} = 'return')`,
    ),
    check(
      'invoice_notes_taxes',
      sql`${t.taxable} >= 0 AND ${t.cess} >= 0 AND ${t.roundOff} BETWEEN -0.5 AND 0.5
          AND ((${t.supply} = 'intra' AND ${t.igst} = 0 AND ${t.cgst} = ${t.sgst} AND ${t.cgst} >= 0)
            OR (${t.supply} = 'inter' AND ${t.cgst} = 0 AND ${t.sgst} = 0 AND ${t.igst} >= 0))`,
    ),
    check(
      'invoice_notes_total',
      sql`${t.total} = ${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} + ${t.cess} + ${t.roundOff}
          AND ${t.total} = round(${t.total})`,
    ),
  ],
);

export const invoiceNoteLines = pgTable(
  'invoice_note_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => invoiceNotes.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    invoiceLineId: bigint('invoice_line_id', { mode: 'number' })
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'restrict' }),
    // Units returned; null for a change of price.
    quantity: integer('quantity'),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    cess: money('cess').notNull(),
  },
  (t) => [
    unique('invoice_note_lines_line_no_unique').on(t.noteId, t.lineNo),
    index('invoice_note_lines_invoice_line_idx').on(t.invoiceLineId),
    check('invoice_note_lines_quantity', sql`${t.quantity} IS NULL OR ${t.quantity} >= 1`),
    check(
      'invoice_note_lines_money',
      sql`${t.taxable} >= 0 AND ${t.cgst} >= 0 AND ${t.sgst} >= 0 AND ${t.igst} >= 0 AND ${t.cess} >= 0`,
    ),
  ],
);

/** Money received from customers (docs/domain.md#receipts-and-receivables), numbered RCT/26-27/00042. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 30 }).notNull(),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    // cash, upi, cheque or bankTransfer
    mode: varchar('mode', { length: 12 }).notNull(),
    reference: varchar('reference', { length: 50 }),
    amount: money('amount').notNull(),
    // What its allocations to invoices come to; the rest is on account.
    allocated: money('allocated').notNull().default(0),
    // received or bounced (a cheque; its allocations are undone).
    status: varchar('status', { length: 8 }).notNull().default('received'),
    bouncedOn: date('bounced_on', { mode: 'string' }),
    bounceReason: varchar('bounce_reason', { length: 300 }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(t.number),
    index('receipts_customer_idx').on(t.customerId, t.receiptDate),
    index('receipts_date_idx').on(t.receiptDate, t.id),
    // The receipts with money left on account (a few in a hundred): the ageing sums every customer's
    // from these alone, by an index-only scan, rather than reading every receipt.
    index('receipts_on_account_idx')
      .on(t.customerId, t.amount, t.allocated)
      .where(sql`${t.status} = 'received' AND ${t.allocated} < ${t.amount}`),
    check('receipts_mode', sql`${t.mode} IN ('cash', 'upi', 'cheque', 'bankTransfer')`),
    check('receipts_status', sql`${t.status} IN ('received', 'bounced')`),
    check('receipts_bounced_whole', sql`(${t.status} = 'bounced') = (${t.bouncedOn} IS NOT NULL)`),
    check(
      'receipts_amounts',
      sql`${t.amount} > 0 AND ${t.allocated} >= 0 AND ${t.allocated} <= ${t.amount}
          AND (${t.status} = 'received' OR ${t.allocated} = 0)`,
    ),
  ],
);

/** What a receipt settled of each invoice. */
export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.invoiceId] }),
    index('receipt_allocations_invoice_idx').on(t.invoiceId),
    check('receipt_allocations_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Documents the Invoice Registration Portal registered (docs/domain.md#e-invoices): its IRN,
 * acknowledgement and signed QR code for an invoice or a note, as its answer gave them. A document has
 * one live IRN at most; a cancelled one stays, with the portal's time of cancelling.
 */
export const einvoiceRegistrations = pgTable(
  'einvoice_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    noteId: uuid('note_id').references(() => invoiceNotes.id, { onDelete: 'restrict' }),
    irn: varchar('irn', { length: 64 }).notNull(),
    ackNo: varchar('ack_no', { length: 20 }).notNull(),
    ackAt: timestamp('ack_at', { withTimezone: true }).notNull(),
    signedQrCode: text('signed_qr_code').notNull(),
    signedInvoice: text('signed_invoice'),
    // active or cancelled
    status: varchar('status', { length: 10 }).notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 1 }),
    cancelRemark: varchar('cancel_remark', { length: 100 }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    cancelRecordedBy: uuid('cancel_recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('einvoice_registrations_irn_unique').on(t.irn),
    uniqueIndex('einvoice_registrations_invoice_active')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} IS NOT NULL AND ${t.status} = 'active'`),
    uniqueIndex('einvoice_registrations_note_active')
      .on(t.noteId)
      .where(sql`${t.noteId} IS NOT NULL AND ${t.status} = 'active'`),
    index('einvoice_registrations_invoice_idx').on(t.invoiceId),
    index('einvoice_registrations_note_idx').on(t.noteId),
    check('einvoice_registrations_one_document', sql`(${t.invoiceId} IS NULL) <> (${t.noteId} IS NULL)`),
    check('einvoice_registrations_irn_form', sql`${t.irn} ~ '^[0-9a-f]{64}$'`),
    check('einvoice_registrations_status', sql`${t.status} IN ('active', 'cancelled')`),
    check(
      'einvoice_registrations_cancelled_whole',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * e-Way bills (docs/domain.md#e-way-bills): the bills the portal generated for a shipment or a
 * transfer, and an admin's word that one went without (`waived`). A transport has at most one
 * live (active or waived) at a time; a cancelled one stays, as the portal keeps it.
 */
export const ewayBills = pgTable(
  'eway_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'restrict' }),
    // active, cancelled or waived
    status: varchar('status', { length: 10 }).notNull().default('active'),
    number: varchar('number', { length: 12 }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    // None while it has no Part-B (no vehicle yet): the portal gives a validity with the first.
    validUntil: timestamp('valid_until', { withTimezone: true }),
    distanceKm: integer('distance_km'),
    waiverReason: text('waiver_reason'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 20 }),
    cancelRemark: varchar('cancel_remark', { length: 50 }),
    cancelRecordedBy: uuid('cancel_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    // The validity whose end has been alerted, so each validity raises one ewayBillExpiring alert.
    expiryAlertedFor: timestamp('expiry_alerted_for', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('eway_bills_number_unique')
      .on(t.number)
      .where(sql`${t.number} IS NOT NULL`),
    uniqueIndex('eway_bills_transport_live')
      .on(t.transportId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('eway_bills_transport_idx').on(t.transportId),
    index('eway_bills_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'active'`),
    check('eway_bills_status', sql`${t.status} IN ('active', 'cancelled', 'waived')`),
    check(
      'eway_bills_whole',
      sql`CASE WHEN ${t.status} = 'waived' THEN ${t.number} IS NULL AND ${t.waiverReason} IS NOT NULL
               ELSE ${t.number} ~ '^[0-9]{12}$' AND ${t.generatedAt} IS NOT NULL
                    AND ${t.distanceKm} BETWEEN 1 AND 4000 END`,
    ),
    check('eway_bills_cancelled_whole', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`),
    check('eway_bills_validity', sql`${t.validUntil} IS NULL OR ${t.validUntil} > ${t.generatedAt}`),
  ],
);

/**
 * The vehicles of an e-way bill (Part-B), update by update: an update names one vehicle, or several
 * that share the consignment, each with its units (the portal's multi-vehicle movement).
 */
export const ewayBillVehicles = pgTable(
  'eway_bill_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ewayBillId: uuid('eway_bill_id')
      .notNull()
      .references(() => ewayBills.id, { onDelete: 'cascade' }),
    // The update's number on its bill: 1, 2, …; its vehicles share it, in the order given (position).
    update: smallint('update').notNull(),
    position: smallint('position').notNull().default(1),
    mode: transportModeEnum('mode').notNull(),
    vehicleNumber: varchar('vehicle_number', { length: 11 }),
    transportDocument: varchar('transport_document', { length: 15 }),
    transportDocumentDate: date('transport_document_date', { mode: 'string' }),
    quantity: integer('quantity'),
    fromPlace: varchar('from_place', { length: 50 }).notNull(),
    fromStateCode: varchar('from_state_code', { length: 2 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    remark: varchar('remark', { length: 50 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eway_bill_vehicles_bill_update_position').on(t.ewayBillId, t.update, t.position),
    check(
      'eway_bill_vehicles_carrier',
      sql`${t.vehicleNumber} IS NOT NULL OR (${t.transportDocument} IS NOT NULL AND ${t.transportDocumentDate} IS NOT NULL)`,
    ),
    check('eway_bill_vehicles_quantity', sql`${t.quantity} IS NULL OR ${t.quantity} >= 1`),
  ],
);
