import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  resolveSort,
  roundMoney,
  type ListSortQuery,
  type SortColumn,
  type Role,
  type TPurchaseOrder,
  type TPurchaseOrderSummary,
  type zPurchaseOrderListQuerySchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  inventories,
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  transports,
  users,
} from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey, type SortExpression } from '../../db/list-order.js';
import { likePattern } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Purchase orders (docs/domain.md#purchase-orders), read: the list, its filter, sort and export
// selection, and one order with its lines, consignment and receipts, as the viewer may see them.

type PurchaseOrderListQuery = z.output<typeof zPurchaseOrderListQuerySchema>;

/** Who is asking: a supplier sees and acts on only the orders addressed to them, never drafts. */
export interface Viewer {
  id: string;
  role: Role;
}

const orderSupplier = alias(users, 'supplier');
const creatorUser = alias(users, 'creator');

/** Orders the viewer may see: everything for a buyer; their own, sent or later, for a supplier. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'supplier') return undefined;
  return and(eq(purchaseOrders.supplierId, viewer.id), ne(purchaseOrders.status, 'draft'));
}

/**
 * What a purchase order list depends on besides the data, to keep it by (db/snapshot-cache.ts): the
 * query, and the supplier asking when the viewer is one (they see only orders addressed to them).
 */
export function purchaseOrderListKey(query: PurchaseOrderListQuery, viewer: Viewer): string {
  const scope = viewer.role === 'supplier' ? `supplier ${viewer.id}` : 'all';
  return `purchase-orders ${scope} ${JSON.stringify(query)}`;
}

// Totals of an order's lines, per order, for the list, the detail and the export.
const lineTotals = {
  lineCount: sql<number>`(SELECT count(*)::int FROM purchase_order_lines l WHERE l.purchase_order_id = ${purchaseOrders.id})`,
  totalQuantity: sql<string>`(SELECT coalesce(sum(l.quantity), 0) FROM purchase_order_lines l WHERE l.purchase_order_id = ${purchaseOrders.id})`,
  receivedQuantity: sql<string>`(SELECT coalesce(sum(l.received_quantity), 0) FROM purchase_order_lines l WHERE l.purchase_order_id = ${purchaseOrders.id})`,
  totalValue: sql<string>`(SELECT coalesce(sum(l.quantity * l.unit_price), 0) FROM purchase_order_lines l WHERE l.purchase_order_id = ${purchaseOrders.id})`,
};

/**
 * Orders with their supplier, destination and line totals, as the list, the detail and the export
 * read them; `extra` selects more (the export's cursor). purchaseOrderListFilter filters it.
 */
export function selectPurchaseOrders<Extra extends SelectedFields>(db: Db | Tx, extra: Extra) {
  return db
    .select({
      order: purchaseOrders,
      supplier: { id: orderSupplier.id, name: orderSupplier.name },
      destination: { id: inventories.id, name: inventories.name },
      ...lineTotals,
      ...extra,
    })
    .from(purchaseOrders)
    .leftJoin(orderSupplier, eq(orderSupplier.id, purchaseOrders.supplierId))
    .leftJoin(inventories, eq(inventories.id, purchaseOrders.destinationInventoryId));
}
type SummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectPurchaseOrders<Record<never, never>>>['execute']>
>[number];

const refOf = (row: { id: string | null; name: string | null } | null) =>
  row?.id && row.name !== null ? { id: row.id, name: row.name } : null;

function toSummary(row: SummaryRow): TPurchaseOrderSummary {
  const o = row.order;
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    supplier: refOf(row.supplier),
    destination: refOf(row.destination),
    expectedDate: o.expectedDate,
    confirmedDate: o.confirmedDate,
    changesProposed: o.changesProposed,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    lineCount: Number(row.lineCount),
    totalQuantity: Number(row.totalQuantity),
    receivedQuantity: Number(row.receivedQuantity),
    totalValue: roundMoney(Number(row.totalValue)),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/**
 * The purchase order list's filter: the orders the viewer may see, by status and supplier, searched
 * over the number and the supplier's name (of selectPurchaseOrders, which joins the supplier).
 */
export function purchaseOrderListFilter(
  query: Pick<PurchaseOrderListQuery, 'status' | 'supplier' | 'search'>,
  viewer: Viewer,
): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    visibleTo(viewer),
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
    query.supplier ? eq(purchaseOrders.supplierId, query.supplier) : undefined,
    pattern ? or(ilike(purchaseOrders.number, pattern), ilike(orderSupplier.name, pattern)) : undefined,
  );
}

/**
 * The column of each of the purchase order list's sorts (packages/shared lists.ts), of
 * selectPurchaseOrders' join: the supplier's name (none when the supplier was deleted), the expected
 * date, and the value of the order's lines.
 */
const PURCHASE_ORDER_SORT_COLUMNS: Record<SortColumn<'purchaseOrders'>, SortExpression> = {
  number: purchaseOrders.number,
  supplier: { sql: sql`${orderSupplier.name}`, type: 'varchar', nullable: true },
  // In the statuses' enum order: draft, sent, confirmed, partially received, received, cancelled.
  status: purchaseOrders.status,
  expected: purchaseOrders.expectedDate,
  value: { sql: lineTotals.totalValue, type: 'numeric', nullable: false },
  createdAt: purchaseOrders.createdAt,
};

/** The order of a purchase orders page or export: the asked column (newest first when none), then the id. */
export function purchaseOrderOrder(query: ListSortQuery<'purchaseOrders'>): OrderKey[] {
  const { sort, order } = resolveSort('purchaseOrders', query);
  return sortedBy(PURCHASE_ORDER_SORT_COLUMNS[sort], purchaseOrders.id, order);
}

/** A page of purchase orders, newest first unless sorted; by status and supplier; searched over number and supplier. */
export async function listPurchaseOrders(
  db: Db,
  query: PurchaseOrderListQuery,
  viewer: Viewer,
): Promise<{ purchaseOrders: TPurchaseOrderSummary[]; total: number }> {
  const where = purchaseOrderListFilter(query, viewer);
  const [rows, [totals]] = await Promise.all([
    selectPurchaseOrders(db, {})
      .where(where)
      .orderBy(...orderByOf(purchaseOrderOrder(query)))
      .limit(query.limit ?? 25)
      .offset(query.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .leftJoin(orderSupplier, eq(orderSupplier.id, purchaseOrders.supplierId))
      .where(where),
  ]);
  return { purchaseOrders: rows.map(toSummary), total: totals?.n ?? 0 };
}

/** One purchase order with its lines, consignment and receipts (404 for an order the viewer may not see). */
export async function getPurchaseOrder(db: Db | Tx, id: string, viewer: Viewer): Promise<TPurchaseOrder> {
  const [row] = await selectPurchaseOrders(db, {})
    .where(and(eq(purchaseOrders.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound('notFound.purchaseOrder');
  const o = row.order;
  const [lines, transport, receipts, creator] = await Promise.all([
    db
      .select({ line: purchaseOrderLines, productName: products.productName, sku: products.sku })
      .from(purchaseOrderLines)
      .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
      .where(eq(purchaseOrderLines.purchaseOrderId, id))
      .orderBy(asc(products.productName), asc(products.id)),
    o.transportId
      ? db
          .select({ id: transports.id, packageId: transports.packageId, status: transports.status })
          .from(transports)
          .where(eq(transports.id, o.transportId))
      : Promise.resolve([]),
    db
      .select({
        movement: stockMovements,
        productName: products.productName,
        batchCode: batches.code,
        batchExpiry: batches.expiryDate,
        userName: users.name,
      })
      .from(stockMovements)
      .innerJoin(products, eq(products.id, stockMovements.productId))
      .leftJoin(batches, eq(batches.id, stockMovements.batchId))
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(and(eq(stockMovements.purchaseOrderId, id), eq(stockMovements.scope, 'stock')))
      .orderBy(desc(stockMovements.id)),
    o.createdBy
      ? db
          .select({ id: creatorUser.id, name: creatorUser.name })
          .from(creatorUser)
          .where(eq(creatorUser.id, o.createdBy))
      : Promise.resolve([]),
  ]);
  return {
    ...toSummary(row),
    notes: o.notes,
    supplierNote: o.supplierNote,
    lines: lines.map(({ line, productName, sku }) => ({
      product: { id: line.productId, productName, sku },
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      receivedQuantity: line.receivedQuantity,
      proposedQuantity: line.proposedQuantity,
      lineTotal: roundMoney(line.quantity * line.unitPrice),
    })),
    transport: transport[0] ?? null,
    receipts: receipts.map((r) => ({
      product: { id: r.movement.productId, productName: r.productName },
      batch:
        r.movement.batchId && r.batchCode
          ? { id: r.movement.batchId, code: r.batchCode, expiryDate: r.batchExpiry }
          : null,
      quantity: r.movement.delta,
      user: r.movement.userId && r.userName ? { id: r.movement.userId, name: r.userName } : null,
      createdAt: r.movement.createdAt.toISOString(),
    })),
    createdBy: creator[0] ?? null,
  };
}
