import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  PURCHASE_ORDER_RECEIVABLE_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_TRANSITIONS,
  resolveSort,
  roundMoney,
  TRANSPORT_OPEN_STATUSES,
  type ListSortQuery,
  type PurchaseOrderStatus,
  type SortColumn,
  type Role,
  type TPurchaseOrder,
  type TPurchaseOrderSummary,
  type zPurchaseOrderConfirmSchema,
  type zPurchaseOrderCreateSchema,
  type zPurchaseOrderListQuerySchema,
  type zPurchaseOrderReceiveSchema,
  type zPurchaseOrderShipSchema,
  type zPurchaseOrderUpdateSchema,
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
import { inTransaction, likePattern, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { syncAlertsOfProducts } from '../alerts/stock-alerts.js';
import { ensureBatch } from '../stock/batch-stock.js';
import { assertRoomForReceipt, putIntoInventory, sortedLines } from '../stock/placements.js';
import { ledgerRows, recordMovements, type StockLine } from '../stock/stock-ledger.js';
import { closeConsignment, createTransportIn } from '../transports/transports-write.service.js';

// Purchase orders (docs/domain.md#purchase-orders): the buyer (admin or staff) drafts, sends,
// receives and cancels; the supplier the order is addressed to confirms and ships it. Every write is
// one transaction that locks the order first, so two receipts of one line never over-receive.

type PurchaseOrderCreate = z.output<typeof zPurchaseOrderCreateSchema>;
type PurchaseOrderUpdate = z.output<typeof zPurchaseOrderUpdateSchema>;
type PurchaseOrderConfirm = z.output<typeof zPurchaseOrderConfirmSchema>;
type PurchaseOrderShip = z.output<typeof zPurchaseOrderShipSchema>;
type PurchaseOrderReceive = z.output<typeof zPurchaseOrderReceiveSchema>;
type PurchaseOrderListQuery = z.output<typeof zPurchaseOrderListQuerySchema>;
type OrderRow = typeof purchaseOrders.$inferSelect;

/** Who is asking: a supplier sees and acts on only the orders addressed to them, never drafts. */
export interface Viewer {
  id: string;
  role: Role;
}

const label = (status: PurchaseOrderStatus) => PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase();
const orderSupplier = alias(users, 'supplier');
const creatorUser = alias(users, 'creator');

/** Orders the viewer may see: everything for a buyer; their own, sent or later, for a supplier. */
function visibleTo(viewer: Viewer): SQL | undefined {
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
  if (!row) throw notFound('Purchase order');
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

/** The supplier must be an active user with the supplier role (400 at the field otherwise). */
async function assertSupplier(tx: Tx, supplierId: string): Promise<void> {
  const [user] = await tx
    .select({ role: users.role, active: users.active, name: users.name })
    .from(users)
    .where(eq(users.id, supplierId));
  const problem = !user
    ? 'Supplier must be an existing user'
    : user.role !== 'supplier'
      ? `${user.name} is not a supplier: only users with the supplier role receive purchase orders`
      : !user.active
        ? `${user.name} is not active`
        : null;
  if (problem) throw badRequest(problem, [{ path: ['supplierId'], message: problem }]);
}

async function assertInventory(tx: Tx, inventoryId: string): Promise<void> {
  const [row] = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!row) {
    const message = 'Destination inventory not found';
    throw badRequest(message, [{ path: ['destinationInventoryId'], message }]);
  }
}

async function assertLineProducts(tx: Tx, productIds: string[], field = 'lines'): Promise<void> {
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  const known = new Set(found.map((p) => p.id));
  const details = productIds.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: [field, index, 'product'], message: 'Unknown product' }],
  );
  if (details.length) throw badRequest('A line names an unknown product', details);
}

async function writeLines(tx: Tx, orderId: string, lines: PurchaseOrderCreate['lines']): Promise<void> {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId));
  await tx.insert(purchaseOrderLines).values(
    lines.map((l) => ({
      purchaseOrderId: orderId,
      productId: l.product,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  );
}

/** Creates a purchase order, a draft unless sent at once. */
export async function createPurchaseOrder(
  db: Db,
  input: PurchaseOrderCreate,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  const id = await inTransaction(db, async (tx) => {
    await assertSupplier(tx, input.supplierId);
    await assertInventory(tx, input.destinationInventoryId);
    await assertLineProducts(
      tx,
      input.lines.map((l) => l.product),
    );
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        supplierId: input.supplierId,
        destinationInventoryId: input.destinationInventoryId,
        expectedDate: input.expectedDate ?? null,
        notes: input.notes || null,
        status: input.status ?? 'draft',
        createdBy: viewer.id,
      })
      .returning({ id: purchaseOrders.id });
    await writeLines(tx, row!.id, input.lines);
    return row!.id;
  });
  return getPurchaseOrder(db, id, viewer);
}

/** Locks an order the viewer may act on (404 otherwise). */
async function lockOrder(tx: Tx, id: string, viewer: Viewer): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), visibleTo(viewer)))
    .for('update');
  if (!order) throw notFound('Purchase order');
  return order;
}

/**
 * The buyer's changes: a status move by hand (PURCHASE_ORDER_TRANSITIONS; 409 otherwise), dates,
 * notes, the destination (until goods arrive), the lines (while a draft), or the answer to the
 * supplier's changed quantities. Cancelling closes an open consignment too.
 */
export async function updatePurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderUpdate,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    const values: Partial<typeof purchaseOrders.$inferInsert> = {};
    if (input.acceptChanges !== undefined) {
      if (!order.changesProposed) {
        throw conflict(`Purchase order ${order.number} has no changed quantities to answer`);
      }
      if (input.acceptChanges) {
        await tx
          .update(purchaseOrderLines)
          .set({
            quantity: sql`coalesce(${purchaseOrderLines.proposedQuantity}, ${purchaseOrderLines.quantity})`,
            proposedQuantity: null,
          })
          .where(eq(purchaseOrderLines.purchaseOrderId, id));
      } else {
        await tx
          .update(purchaseOrderLines)
          .set({ proposedQuantity: null })
          .where(eq(purchaseOrderLines.purchaseOrderId, id));
        // Refused: the supplier is asked again for the quantities ordered.
        values.status = 'sent';
        values.confirmedDate = null;
      }
      values.changesProposed = false;
    }
    const status = input.status;
    if (status !== undefined && status !== order.status) {
      if (!PURCHASE_ORDER_TRANSITIONS[order.status].includes(status)) {
        throw conflict(
          status === 'received' || status === 'partially_received'
            ? `Purchase order ${order.number} becomes ${label(status)} when its goods are received: use Receive`
            : `Purchase order ${order.number} is ${label(order.status)}: it cannot become ${label(status)}`,
        );
      }
      values.status = status;
      if (status === 'cancelled' && order.transportId)
        await closeConsignment(tx, order.transportId, 'cancelled', viewer.id);
    }
    if (input.lines) {
      if (order.status !== 'draft') {
        throw conflict(
          `The lines of purchase order ${order.number} cannot change once it is ${label(order.status)}`,
        );
      }
      await assertLineProducts(
        tx,
        input.lines.map((l) => l.product),
      );
      await writeLines(tx, id, input.lines);
    }
    if (
      input.destinationInventoryId !== undefined &&
      input.destinationInventoryId !== order.destinationInventoryId
    ) {
      if (!['draft', 'sent', 'confirmed'].includes(order.status) || order.transportId) {
        throw conflict(
          `The destination of purchase order ${order.number} cannot change once its goods are on the way`,
        );
      }
      await assertInventory(tx, input.destinationInventoryId);
      values.destinationInventoryId = input.destinationInventoryId;
    }
    if (input.expectedDate !== undefined) values.expectedDate = input.expectedDate;
    if (input.notes !== undefined) values.notes = input.notes || null;
    await tx
      .update(purchaseOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id, viewer);
}

/**
 * The supplier confirms a sent order with the date the goods will be ready; quantities that differ
 * from the order's are proposed, and the buyer accepts or refuses them (PUT acceptChanges).
 */
export async function confirmPurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderConfirm,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    if (order.status !== 'sent') {
      throw conflict(
        `Purchase order ${order.number} is ${label(order.status)}: only a sent order can be confirmed`,
      );
    }
    const lines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, id));
    let changed = false;
    for (const [index, proposed] of (input.lines ?? []).entries()) {
      const line = lines.find((l) => l.productId === proposed.product);
      if (!line) {
        throw badRequest('A line names a product this order does not have', [
          { path: ['lines', index, 'product'], message: 'Not on this purchase order' },
        ]);
      }
      if (proposed.quantity === line.quantity) continue;
      changed = true;
      await tx
        .update(purchaseOrderLines)
        .set({ proposedQuantity: proposed.quantity })
        .where(
          and(eq(purchaseOrderLines.purchaseOrderId, id), eq(purchaseOrderLines.productId, line.productId)),
        );
    }
    await tx
      .update(purchaseOrders)
      .set({
        status: 'confirmed',
        confirmedDate: input.confirmedDate,
        supplierNote: input.note || null,
        changesProposed: changed,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id, viewer);
}

/**
 * The supplier ships a confirmed order: an incoming consignment (a transport from outside to the
 * destination inventory, in transit, carrying what is still to come) that the warehouse receives on
 * the order. Refused while changed quantities await the buyer or a consignment is already on the way.
 */
export async function shipPurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderShip,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    if (order.status !== 'confirmed' && order.status !== 'partially_received') {
      throw conflict(`Purchase order ${order.number} is ${label(order.status)}: confirm it before shipping`);
    }
    if (order.changesProposed) {
      throw conflict(`Purchase order ${order.number} waits for the buyer to answer the changed quantities`);
    }
    if (!order.destinationInventoryId) {
      throw conflict(`Purchase order ${order.number} has no destination inventory: ask the buyer to set one`);
    }
    if (order.transportId) {
      const [open] = await tx
        .select({ packageId: transports.packageId })
        .from(transports)
        .where(
          and(eq(transports.id, order.transportId), inArray(transports.status, [...TRANSPORT_OPEN_STATUSES])),
        );
      if (open)
        throw conflict(
          `Purchase order ${order.number} is already on the way as transport "${open.packageId}"`,
        );
    }
    const outstanding = await tx
      .select({
        productId: purchaseOrderLines.productId,
        quantity: sql<number>`${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}`,
      })
      .from(purchaseOrderLines)
      .where(
        and(
          eq(purchaseOrderLines.purchaseOrderId, id),
          sql`${purchaseOrderLines.receivedQuantity} < ${purchaseOrderLines.quantity}`,
        ),
      );
    const [shipments] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM transports WHERE package_id LIKE ${`${order.number}-S%`}`,
    );
    const transportId = await createTransportIn(
      tx,
      {
        packageId: `${order.number}-S${(shipments?.n ?? 0) + 1}`,
        // On the road from the moment the supplier ships it.
        status: 'in_transit',
        transportMode: 'land',
        destinationInventoryId: order.destinationInventoryId,
        eta: input.eta ?? null,
        products: outstanding.map((l) => ({ product: l.productId, quantity: Number(l.quantity) })),
      },
      viewer.id,
    );
    await tx
      .update(purchaseOrders)
      .set({
        transportId,
        shippedAt: sql`now()`,
        // The shipping note follows the confirmation's, which stays.
        ...(input.note
          ? { supplierNote: sql`concat_ws(' · ', ${purchaseOrders.supplierNote}, ${input.note}::text)` }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id, viewer);
}

/**
 * Receives goods on an order into its destination inventory, by product and batch: the products'
 * quantities, the inventory's placements and capacity, the batches and the ledger change together,
 * or not at all (409 when the inventory is full, as for any placement). A receipt past what is still
 * to come is refused; partial receipts add up, and the order becomes partially received or received
 * (its consignment delivered).
 */
export async function receivePurchaseOrder(
  db: Db,
  id: string,
  input: PurchaseOrderReceive,
  viewer: Viewer,
): Promise<TPurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, viewer);
    if (!(PURCHASE_ORDER_RECEIVABLE_STATUSES as readonly string[]).includes(order.status)) {
      throw conflict(
        `Purchase order ${order.number} is ${label(order.status)}: no goods can be received on it`,
      );
    }
    if (order.changesProposed) {
      throw conflict(
        `Accept or refuse the supplier's changed quantities on ${order.number} before receiving`,
      );
    }
    const inventoryId = order.destinationInventoryId;
    if (!inventoryId)
      throw conflict(`Purchase order ${order.number} has no destination inventory: set one first`);
    const lines = await tx
      .select({ line: purchaseOrderLines, productName: products.productName })
      .from(purchaseOrderLines)
      .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
      .where(eq(purchaseOrderLines.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderLines.productId))
      .for('no key update', { of: products });

    // Units per product, with the batch of each part.
    const byProduct = new Map<string, StockLine>();
    for (const [index, received] of input.lines.entries()) {
      const found = lines.find((l) => l.line.productId === received.product);
      if (!found) {
        throw badRequest('A receipt line names a product this order does not have', [
          { path: ['lines', index, 'product'], message: 'Not on this purchase order' },
        ]);
      }
      const stock = byProduct.get(received.product) ?? {
        productId: received.product,
        quantity: 0,
        batches: [],
      };
      stock.quantity += received.quantity;
      if (received.batch) {
        const batch = await ensureBatch(tx, received.product, received.batch);
        stock.batches!.push({ batchId: batch.id, quantity: received.quantity });
      }
      byProduct.set(received.product, stock);
    }
    const stockLines = sortedLines([...byProduct.values()]);
    for (const stock of stockLines) {
      const { line, productName } = lines.find((l) => l.line.productId === stock.productId)!;
      const open = line.quantity - line.receivedQuantity;
      if (stock.quantity > open) {
        throw conflict(
          `Cannot receive ${stock.quantity} units of "${productName}" on ${order.number}: ${line.quantity} were ordered and ${line.receivedQuantity} already received, so ${open} ${open === 1 ? 'is' : 'are'} still to come`,
        );
      }
    }
    await assertRoomForReceipt(tx, stockLines);

    const entry = { reason: 'received' as const, userId: viewer.id, purchaseOrderId: id };
    for (const stock of stockLines) {
      await tx
        .update(products)
        .set({
          quantity: sql`${products.quantity} + ${stock.quantity}`,
          placedQuantity: sql`${products.placedQuantity} + ${stock.quantity}`,
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, stock.productId));
      await tx
        .update(purchaseOrderLines)
        .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${stock.quantity}` })
        .where(
          and(eq(purchaseOrderLines.purchaseOrderId, id), eq(purchaseOrderLines.productId, stock.productId)),
        );
    }
    await putIntoInventory(tx, inventoryId, stockLines, entry);
    await recordMovements(tx, ledgerRows('stock', inventoryId, stockLines, 1, entry));
    await syncAlertsOfProducts(
      tx,
      stockLines.map((l) => l.productId),
    );

    const [remaining] = await queryRows<{ open: number }>(
      tx,
      sql`SELECT count(*)::int AS open FROM purchase_order_lines WHERE purchase_order_id = ${id} AND received_quantity < quantity`,
    );
    const complete = (remaining?.open ?? 0) === 0;
    await tx
      .update(purchaseOrders)
      .set({ status: complete ? 'received' : 'partially_received', updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, id));
    if (complete && order.transportId) await closeConsignment(tx, order.transportId, 'delivered', viewer.id);
  });
  return getPurchaseOrder(db, id, viewer);
}
