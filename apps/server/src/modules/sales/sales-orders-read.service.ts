import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TSalesFigures,
  TSalesOrder,
  TSalesOrderSummary,
  zSalesOrderListQuerySchema,
} from '@godown/shared';
import { indiaDateFromToday } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, inventories, products, salesOrderLines, salesOrders, users } from '../../db/schema.js';
import { countsByValue } from '../../db/row-counts.js';
import { TODAY_IN_INDIA } from '../../db/sql-literals.js';
import { likePattern, queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { addressAnswer } from '../customers/customers-read.service.js';
import { lineProgress, shipmentsOf } from './fulfilment-read.service.js';
import { returnsOf } from './returns-read.service.js';

// Sales orders (docs/domain.md#sales-orders), read: the list with its status, customer and search,
// and one order with its lines, what each holds, waits for, has shipped and delivered.

type SalesOrderListQuery = z.output<typeof zSalesOrderListQuerySchema>;

/** Whether any line of an order waits for stock (confirmed, neither held nor shipped). */
export const backordered = sql<boolean>`${salesOrders.status} IN ('confirmed', 'partlyShipped') AND EXISTS (
  SELECT 1 FROM sales_order_lines l WHERE l.sales_order_id = ${salesOrders.id}
    AND l.reserved_quantity + l.shipped_quantity < l.quantity + l.free_quantity)`;

function selectOrders(db: Db | Tx) {
  return db
    .select({
      order: salesOrders,
      customerName: customers.name,
      inventoryName: inventories.name,
      backordered,
    })
    .from(salesOrders)
    .leftJoin(customers, eq(customers.id, salesOrders.customerId))
    .leftJoin(inventories, eq(inventories.id, salesOrders.inventoryId));
}
type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

const refOf = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function summaryOf(row: OrderRow): TSalesOrderSummary {
  const o = row.order;
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    customer: refOf(o.customerId, row.customerName),
    inventory: refOf(o.inventoryId, row.inventoryName),
    expectedDate: o.expectedDate,
    subtotal: o.subtotal,
    orderDiscount: o.orderDiscount,
    total: o.total,
    backordered: Boolean(row.backordered),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The list's filter: by status and customer, searched over the number and the customer's name. */
export function salesOrderListFilter(query: SalesOrderListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const open = sql`${salesOrders.status} IN ('confirmed', 'partlyShipped')`;
  return and(
    query.status ? eq(salesOrders.status, query.status) : undefined,
    query.due === 'today' ? and(open, sql`${salesOrders.expectedDate} = ${TODAY_IN_INDIA}`) : undefined,
    query.due === 'late' ? and(open, sql`${salesOrders.expectedDate} < ${TODAY_IN_INDIA}`) : undefined,
    query.backordered === true ? backordered : undefined,
    query.backordered === false ? sql`NOT (${backordered})` : undefined,
    query.customer ? eq(salesOrders.customerId, query.customer) : undefined,
    pattern ? or(ilike(salesOrders.number, pattern), ilike(customers.name, pattern)) : undefined,
  );
}

/**
 * What a sales order list depends on besides the data, to keep it by (db/snapshot-cache.ts): the
 * query, and India's date (the due and late filters, and whether an order is late, turn with it).
 */
export function salesOrderListKey(query: SalesOrderListQuery): string {
  return `sales-orders ${indiaDateFromToday()} ${JSON.stringify(query)}`;
}

/** The same for the dashboard's sales figures. */
export function salesFiguresKey(): string {
  return `sales-figures ${indiaDateFromToday()}`;
}

/** A page of sales orders, newest first. */
export async function listSalesOrders(
  db: Db,
  query: SalesOrderListQuery,
): Promise<{ salesOrders: TSalesOrderSummary[]; total: number }> {
  const where = salesOrderListFilter(query);
  const [rows, total] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id))
      .limit(query.limit ?? 25)
      .offset(query.offset ?? 0),
    orderCount(db, query, where),
  ]);
  return { salesOrders: rows.map(summaryOf), total };
}

/**
 * How many orders the list's filter keeps: with no filter but the status, the counts a trigger keeps
 * per status (migration 0026) instead of counting the orders; else counted.
 */
async function orderCount(db: Db, query: SalesOrderListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search && !query.due && query.backordered === undefined && !query.customer) {
    const kept = await countsByValue(db, 'sales_orders');
    return query.status ? (kept[query.status] ?? 0) : Object.values(kept).reduce((sum, n) => sum + n, 0);
  }
  // The customer's name is read only by a search: without one, the count reads the orders alone.
  const [counted] = query.search
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(salesOrders)
        .leftJoin(customers, eq(customers.id, salesOrders.customerId))
        .where(where)
    : await db
        .select({ n: sql<number>`count(*)::int` })
        .from(salesOrders)
        .where(where);
  return counted?.n ?? 0;
}

/** The dashboard's sales figures: open orders expected today, waiting for stock, and late. */
export async function salesFigures(db: Db): Promise<TSalesFigures> {
  const [row] = await queryRows<TSalesFigures>(
    db,
    sql`SELECT count(*) FILTER (WHERE expected_date = ${TODAY_IN_INDIA})::int AS "dueToday",
               count(*) FILTER (WHERE ${backordered})::int AS backordered,
               count(*) FILTER (WHERE expected_date < ${TODAY_IN_INDIA})::int AS late
        FROM ${salesOrders} WHERE ${salesOrders.status} IN ('confirmed', 'partlyShipped')`,
  );
  return row ?? { dueToday: 0, backordered: 0, late: 0 };
}

/** One sales order with its lines (404 when there is none). */
export async function getSalesOrder(db: Db | Tx, id: string): Promise<TSalesOrder> {
  const [row] = await selectOrders(db).where(eq(salesOrders.id, id));
  if (!row) throw notFound('notFound.salesOrder');
  const o = row.order;
  const [lines, creator, progress, shipments, returns] = await Promise.all([
    db
      .select({ line: salesOrderLines, productName: products.productName, sku: products.sku })
      .from(salesOrderLines)
      .innerJoin(products, eq(products.id, salesOrderLines.productId))
      .where(eq(salesOrderLines.salesOrderId, id))
      .orderBy(asc(salesOrderLines.lineNo)),
    o.createdBy
      ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, o.createdBy))
      : Promise.resolve([]),
    lineProgress(db, id),
    shipmentsOf(db, id),
    returnsOf(db, id),
  ]);
  const open = o.status === 'confirmed' || o.status === 'partlyShipped';
  return {
    ...summaryOf(row),
    notes: o.notes,
    shipTo: addressAnswer(o.shipTo),
    priceListName: o.priceListName,
    orderScheme: o.orderScheme,
    lines: lines.map(({ line, productName, sku }) => {
      const units = line.quantity + line.freeQuantity;
      const made = progress.get(line.id);
      return {
        lineNo: line.lineNo,
        product: { id: line.productId, productName, sku },
        quantity: line.quantity,
        rate: line.rate,
        listPrice: line.listPrice,
        discountPercent: line.discountPercent,
        freeQuantity: line.freeQuantity,
        amount: line.amount,
        orderDiscount: line.orderDiscount,
        priceBasis: line.priceBasis ?? { reason: 'pricing.basisProductPrice' },
        scheme: line.scheme,
        isFree: line.isFree,
        units,
        reservedQuantity: line.reservedQuantity,
        backorderedQuantity: open ? units - line.reservedQuantity - line.shippedQuantity : 0,
        allocatedQuantity: made?.allocated ?? 0,
        pickedQuantity: made?.picked ?? 0,
        shippedQuantity: line.shippedQuantity,
        deliveredQuantity: line.deliveredQuantity,
        toDeliverQuantity: o.status === 'cancelled' ? 0 : units - line.deliveredQuantity,
        returnedQuantity: line.returnedQuantity,
      };
    }),
    shipments,
    returns,
    counter: o.counter,
    confirmedAt: o.confirmedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    createdBy: creator[0] ?? null,
  };
}
