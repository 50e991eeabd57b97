import { and, eq, sql } from 'drizzle-orm';
import { SALES_ORDER_STATUS_LABELS, type TExportQuery } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { customers, inventories, salesOrders } from '../../db/schema.js';
import { orderByOf, sortedBy } from '../../db/list-order.js';
import { backordered, salesOrderListFilter } from '../sales/sales-orders-read.service.js';
import { EXPORT_CHUNK_ROWS, keysetChunks } from './export-queries.js';
import { col, type ExportSheet, type RowOf } from './export-sheets.js';

// The sales orders as a file (GET /export/sales-orders; admins and staff): the list's filters
// (status, customer, due, backordered, search), newest first, with what each order is worth.

/** Orders newest first, as the list shows them, in keyset-paged chunks. */
function salesOrderChunks(db: Db, query: TExportQuery<'sales-orders'>) {
  const filter = salesOrderListFilter(query);
  const keys = sortedBy(salesOrders.createdAt, salesOrders.id, 'desc');
  return keysetChunks(keys, (after, cursor) =>
    db
      .select({
        order: salesOrders,
        customer: customers.name,
        gstin: customers.gstin,
        inventory: inventories.name,
        backordered,
        units: sql<number>`(SELECT coalesce(sum(quantity + free_quantity), 0)::int FROM sales_order_lines
                            WHERE sales_order_id = ${salesOrders.id})`,
        cursor,
      })
      .from(salesOrders)
      .leftJoin(customers, eq(customers.id, salesOrders.customerId))
      .leftJoin(inventories, eq(inventories.id, salesOrders.inventoryId))
      .where(and(filter, after))
      .orderBy(...orderByOf(keys))
      .limit(EXPORT_CHUNK_ROWS),
  );
}

type SalesOrderRow = RowOf<ReturnType<typeof salesOrderChunks>>;

export function salesOrderSheet(db: Db, query: TExportQuery<'sales-orders'>): ExportSheet<SalesOrderRow> {
  const columns = [
    col<SalesOrderRow>('Number', 'text', (r) => r.order.number),
    col<SalesOrderRow>('Status', 'text', (r) => SALES_ORDER_STATUS_LABELS[r.order.status]),
    col<SalesOrderRow>('Customer', 'text', (r) => r.customer),
    col<SalesOrderRow>('GSTIN', 'text', (r) => r.gstin),
    col<SalesOrderRow>('Warehouse', 'text', (r) => r.inventory),
    col<SalesOrderRow>('Expected', 'date', (r) => r.order.expectedDate),
    col<SalesOrderRow>('Units', 'count', (r) => r.units),
    col<SalesOrderRow>('Subtotal (₹)', 'money', (r) => r.order.subtotal),
    col<SalesOrderRow>('Order discount (₹)', 'money', (r) => r.order.orderDiscount),
    col<SalesOrderRow>('Total (₹)', 'money', (r) => r.order.total),
    col<SalesOrderRow>('Backordered', 'boolean', (r) => Boolean(r.backordered)),
    col<SalesOrderRow>('Price list', 'text', (r) => r.order.priceListName),
    col<SalesOrderRow>('Taken', 'dateTime', (r) => r.order.createdAt),
    col<SalesOrderRow>('Confirmed', 'dateTime', (r) => r.order.confirmedAt),
  ];
  return { columns, chunks: salesOrderChunks(db, query) };
}
