// The queries of the exports (docs/domain.md#exports): each list's filters without its page, and the
// format. Kept apart from exports.ts, whose constants the screens load without zod.
import { z } from 'zod';
import { zAlertListQuerySchema } from './alerts.js';
import { zCustomerListQuerySchema } from './customers.js';
import { zSalesOrderListQuerySchema } from './sales-orders.js';
import { STOCK_MOVEMENT_REASONS, STOCK_MOVEMENT_SCOPES } from './stock.js';
import { FILE_FORMATS, type ExportKind } from './data-io.js';
import { zIdListQuerySchema, zSortSchema } from './fields.js';
import { rule } from './messages/rule.js';
import { zInventoryListQuerySchema } from './inventories.js';
import { zDateSchema, zProductListQuerySchema } from './products.js';
import { zPurchaseOrderListQuerySchema } from './purchasing.js';
import { zStorageListQuerySchema } from './storages.js';
import { zTransportListQuerySchema } from './transports.js';
import { zUserListQuerySchema } from './users.js';
import { zWageListQuerySchema } from './wages.js';

/** `format=csv|xlsx`; CSV when not given. */
const zFormatSchema = z.enum(FILE_FORMATS, { error: rule('export.format') }).default('csv');

/** A list's query without its page (an export has every row), with the format; unknown keys are a 400. */
function exportQuery<Shape extends z.ZodRawShape & { limit: z.ZodType; offset: z.ZodType }>(
  listQuery: z.ZodObject<Shape>,
) {
  const { limit: _limit, offset: _offset, ...filters } = listQuery.shape;
  return z.strictObject({ ...(filters as Omit<Shape, 'limit' | 'offset'>), format: zFormatSchema });
}

/**
 * Query of GET /export/products: the products list's search, category and sort, or `ids` (up to
 * BULK_IDS_MAX, comma-separated) for just the chosen products (in the same sort).
 */
export const zProductExportQuerySchema = exportQuery(zProductListQuerySchema).extend({
  ids: zIdListQuerySchema('product').optional(),
});
/** Query of GET /export/inventories: the inventory list's search. */
export const zInventoryExportQuerySchema = exportQuery(zInventoryListQuerySchema);
/** Query of GET /export/inventory-products: the inventory whose placements are exported, and their sort. */
export const zInventoryProductsExportQuerySchema = z.strictObject({
  format: zFormatSchema,
  inventory: z.uuid(rule('export.inventoryId')),
  ...zSortSchema('placements').shape,
});
/** Query of GET /export/storage-units: the storage list's search and inventory. */
export const zStorageExportQuerySchema = exportQuery(zStorageListQuerySchema);
/** Query of GET /export/transports: the transport list's status and search. */
export const zTransportExportQuerySchema = exportQuery(zTransportListQuerySchema);
/** Query of GET /export/alerts: the alert list's resolved, type, priority and search. */
export const zAlertExportQuerySchema = exportQuery(zAlertListQuerySchema);
/** Query of GET /export/users: the user list's search and role. */
export const zUserExportQuerySchema = exportQuery(zUserListQuerySchema);
/** Query of GET /export/wages: the wage list's month and search. */
export const zWageExportQuerySchema = exportQuery(zWageListQuerySchema);
/** Query of GET /export/purchase-orders: the purchase order list's status, supplier and search. */
export const zPurchaseOrderExportQuerySchema = exportQuery(zPurchaseOrderListQuerySchema);

/** Query of GET /export/customers: the customer list's search, state, registration, active flag and sort. */
export const zCustomerExportQuerySchema = exportQuery(zCustomerListQuerySchema);

/** Query of GET /export/sales-orders: the sales order list's status, customer, due, backordered and search. */
export const zSalesOrderExportQuerySchema = exportQuery(zSalesOrderListQuerySchema);

export const EXPORT_MESSAGES = {
  dateRange: rule('export.dateRange'),
} as const;

/**
 * Query of GET /export/movements: the stock ledger, of one product, one inventory, a scope, a
 * reason, and days in India from `from` to `to` (both included).
 */
export const zMovementExportQuerySchema = z
  .strictObject({
    format: zFormatSchema,
    product: z.uuid(rule('export.productId')).optional(),
    inventory: z.uuid(rule('export.inventoryId')).optional(),
    scope: z.enum(STOCK_MOVEMENT_SCOPES, { error: rule('export.scope') }).optional(),
    reason: z
      .enum(STOCK_MOVEMENT_REASONS, {
        error: rule('export.reasonOneOf', { reasons: STOCK_MOVEMENT_REASONS.join(', ') }),
      })
      .optional(),
    from: zDateSchema.optional(),
    to: zDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: EXPORT_MESSAGES.dateRange,
    path: ['to'],
  });

/** The query schema of each export, by kind. */
export const EXPORT_QUERY_SCHEMAS = {
  products: zProductExportQuerySchema,
  inventories: zInventoryExportQuerySchema,
  'inventory-products': zInventoryProductsExportQuerySchema,
  'storage-units': zStorageExportQuerySchema,
  transports: zTransportExportQuerySchema,
  alerts: zAlertExportQuerySchema,
  users: zUserExportQuerySchema,
  wages: zWageExportQuerySchema,
  'purchase-orders': zPurchaseOrderExportQuerySchema,
  movements: zMovementExportQuerySchema,
  customers: zCustomerExportQuerySchema,
  'sales-orders': zSalesOrderExportQuerySchema,
} as const satisfies Record<ExportKind, z.ZodType>;

/** A kind's query as the server reads it (the format defaulted, the filters checked). */
export type TExportQuery<K extends ExportKind> = z.output<(typeof EXPORT_QUERY_SCHEMAS)[K]>;
