import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  indiaDateFromToday,
  message,
  priceOrder,
  SALES_ORDER_LIMITS,
  SALES_ORDER_SERIES,
  type SalesOrderStatus,
  type TQuote,
  type TSalesOrder,
  type zSalesOrderCreateSchema,
  type zSalesOrderUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  customers,
  inventories,
  products,
  salesAllocations,
  salesOrderLines,
  salesOrders,
  transports,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound } from '../../errors.js';
import { pricingInputs } from '../pricing/quote.service.js';
import { assertCredit, type CreditOverride } from '../receivables/credit-check.js';
import { nextNumber } from './number-series.js';
import { getSalesOrder } from './sales-orders-read.service.js';
import { lockOrder, type OrderRow } from './order-lock.js';
import { releaseOrder, reserveOrder } from './reservations.js';

// Sales orders (docs/domain.md#sales-orders), written: a draft is taken and priced (priceOrder), a
// confirmation holds its units in the warehouse (the rest waits as a backorder), a cancellation lets
// them go. Every write locks the order first.

type SalesOrderCreate = z.output<typeof zSalesOrderCreateSchema>;
type SalesOrderUpdate = z.output<typeof zSalesOrderUpdateSchema>;

/** The moves a person makes by hand; shipping and delivery move an order on their own. */
const MANUAL_MOVES: Readonly<Record<SalesOrderStatus, readonly SalesOrderStatus[]>> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  partlyShipped: [],
  shipped: [],
  delivered: [],
  cancelled: [],
};

async function assertInventory(tx: Tx, inventoryId: string): Promise<void> {
  const [row] = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!row) {
    throw badRequest(message('salesOrder.unknownInventory'), [
      fieldProblem(['inventoryId'], 'salesOrder.unknownInventory'),
    ]);
  }
}

/** Prices the lines for the customer today; a line above its product's MRP is a 409 naming both. */
async function priced(tx: Tx, customerId: string, lines: SalesOrderCreate['lines']) {
  const date = indiaDateFromToday();
  const inputs = await pricingInputs(
    tx,
    customerId,
    lines.map((l) => l.product),
    date,
  );
  const unknown = lines.findIndex((l) => !inputs.products.has(l.product.toLowerCase()));
  if (unknown >= 0) {
    throw badRequest(message('pricing.unknownProduct'), [
      fieldProblem(['lines', unknown, 'product'], 'pricing.unknownProduct'),
    ]);
  }
  const quote = priceOrder({
    date,
    lines: lines.map((l) => ({ productId: l.product.toLowerCase(), quantity: l.quantity })),
    ...inputs,
  });
  // Amounts are kept in 14 digits with 2 decimals: an order past them is refused, never overflowed.
  if (quote.subtotal > SALES_ORDER_LIMITS.valueMax) {
    throw conflict('salesOrder.tooLarge', { max: SALES_ORDER_LIMITS.valueMax });
  }
  const over = quote.lines.find((l) => l.overMrp);
  if (over) {
    const [product] = await tx
      .select({ name: products.productName, mrp: products.mrp })
      .from(products)
      .where(eq(products.id, over.product));
    throw conflict('salesOrder.overMrp', {
      product: product?.name ?? '',
      rate: over.rate,
      mrp: product?.mrp ?? 0,
    });
  }
  return { quote, priceListName: inputs.priceList?.name ?? null };
}

/** Writes an order's lines anew from its quote: the bought lines, then the free lines of other products. */
async function writeLines(tx: Tx, orderId: string, quote: TQuote): Promise<void> {
  await tx.delete(salesOrderLines).where(eq(salesOrderLines.salesOrderId, orderId));
  const bought = quote.lines.map((l, i) => ({
    salesOrderId: orderId,
    lineNo: i + 1,
    productId: l.product,
    quantity: l.quantity,
    freeQuantity: l.freeQuantity,
    rate: l.rate,
    listPrice: l.listPrice,
    discountPercent: l.discountPercent,
    amount: l.amount,
    orderDiscount: l.orderDiscount,
    priceBasis: l.priceBasis,
    scheme: l.scheme,
  }));
  const free = quote.freeLines.map((l, i) => ({
    salesOrderId: orderId,
    lineNo: bought.length + i + 1,
    productId: l.product,
    quantity: 0,
    freeQuantity: l.quantity,
    isFree: true,
    rate: 0,
    listPrice: 0,
    amount: 0,
    priceBasis: l.scheme,
    scheme: l.scheme,
  }));
  await tx.insert(salesOrderLines).values([...bought, ...free]);
}

const totalsOf = (quote: TQuote) => ({
  subtotal: quote.subtotal,
  orderDiscount: quote.orderDiscount?.amount ?? 0,
  total: quote.total,
  orderScheme: quote.orderDiscount?.scheme ?? null,
});

/** Takes a draft for a customer (active), shipping from a warehouse, priced today; numbered from the series. */
export async function createSalesOrder(
  db: Db,
  input: SalesOrderCreate,
  userId: string,
): Promise<TSalesOrder> {
  const id = await inTransaction(db, (tx) => createOrderIn(tx, input, userId));
  return getSalesOrder(db, id);
}

/**
 * createSalesOrder in the caller's transaction; returns the order's id. A counter sale's order
 * (docs/domain.md#counter-sales) is handed over in the warehouse, so it has no ship-to address.
 */
export async function createOrderIn(
  tx: Tx,
  input: Omit<SalesOrderCreate, 'expectedDate'> & { expectedDate?: string | null },
  userId: string,
  { counter = false }: { counter?: boolean } = {},
): Promise<string> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw notFound('notFound.customer');
  if (!customer.active) throw conflict('salesOrder.inactiveCustomer', { name: customer.name });
  await assertInventory(tx, input.inventoryId);
  const { quote, priceListName } = await priced(tx, customer.id, input.lines);
  const [row] = await tx
    .insert(salesOrders)
    .values({
      number: await nextNumber(tx, SALES_ORDER_SERIES, indiaDateFromToday()),
      customerId: customer.id,
      inventoryId: input.inventoryId,
      shipTo: counter ? null : (customer.shippingAddress ?? customer.billingAddress),
      expectedDate: input.expectedDate ?? null,
      notes: input.notes || null,
      priceListName,
      ...totalsOf(quote),
      counter,
      createdBy: userId,
    })
    .returning({ id: salesOrders.id });
  await writeLines(tx, row!.id, quote);
  return row!.id;
}

/** Changes a draft: its warehouse, date, notes, and lines (priced again, today). */
export async function updateSalesOrder(db: Db, id: string, input: SalesOrderUpdate): Promise<TSalesOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id);
    const changesTerms = input.lines !== undefined || input.inventoryId !== undefined;
    if (changesTerms && order.status !== 'draft') {
      throw conflict('salesOrder.onlyDraftChanges', { number: order.number, status: order.status });
    }
    if (input.inventoryId) await assertInventory(tx, input.inventoryId);
    const values: Partial<typeof salesOrders.$inferInsert> = {};
    if (input.inventoryId) values.inventoryId = input.inventoryId;
    if (input.expectedDate !== undefined) values.expectedDate = input.expectedDate;
    if (input.notes !== undefined) values.notes = input.notes || null;
    if (input.lines) {
      const { quote, priceListName } = await priced(tx, order.customerId, input.lines);
      Object.assign(values, totalsOf(quote), { priceListName });
      await writeLines(tx, id, quote);
    }
    await tx
      .update(salesOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(salesOrders.id, id));
  });
  return getSalesOrder(db, id);
}

/** A status move by hand (MANUAL_MOVES; 409 otherwise); a confirmation passes the credit check first. */
async function move(
  db: Db,
  id: string,
  next: SalesOrderStatus,
  override: CreditOverride | null = null,
): Promise<TSalesOrder> {
  await inTransaction(db, (tx) => moveIn(tx, id, next, { override }));
  return getSalesOrder(db, id);
}

/**
 * A status move by hand in the caller's transaction. `creditCheck: false` leaves the credit check
 * to the caller: a counter sale judges what is left unpaid once it is invoiced.
 */
export async function moveIn(
  tx: Tx,
  id: string,
  next: SalesOrderStatus,
  { override = null, creditCheck = true }: { override?: CreditOverride | null; creditCheck?: boolean },
): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!MANUAL_MOVES[order.status].includes(next)) {
    throw conflict('salesOrder.cannotBecome', { number: order.number, status: order.status, next });
  }
  if (next === 'confirmed') {
    if (creditCheck) await assertCredit(tx, order, override);
    await reserveOrder(tx, id, order.inventoryId);
  }
  if (next === 'cancelled' && order.status === 'confirmed') {
    // Units packed into a shipment that has not left: the shipment goes first.
    const [packed] = await tx
      .select({ packageId: transports.packageId })
      .from(transports)
      .where(and(eq(transports.salesOrderId, id), eq(transports.status, 'pending')))
      .limit(1);
    if (packed) throw conflict('salesOrder.packed', { number: order.number, packageId: packed.packageId });
    await releaseOrder(tx, id, order.inventoryId);
    // Picked units stay loose in the warehouse; the order's places are let go.
    await tx.delete(salesAllocations).where(eq(salesAllocations.salesOrderId, id));
  }
  await tx
    .update(salesOrders)
    .set({
      status: next,
      ...(next === 'confirmed' && { confirmedAt: sql`now()` }),
      ...(next === 'cancelled' && { cancelledAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(eq(salesOrders.id, id));
  return order;
}

/**
 * Confirms a draft: its units are held in the warehouse; what is not there waits as a backorder. The
 * credit check may refuse it (409), unless an admin overrides it with a reason.
 */
export const confirmSalesOrder = (db: Db, id: string, override: CreditOverride | null = null) =>
  move(db, id, 'confirmed', override);
/** Cancels a draft or a confirmed order: the units it held go back. */
export const cancelSalesOrder = (db: Db, id: string) => move(db, id, 'cancelled');
