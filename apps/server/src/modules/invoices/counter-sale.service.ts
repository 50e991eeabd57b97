import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toPaise, toRupees, type TInvoice, type zCounterSaleSchema } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { assertCredit } from '../receivables/credit-check.js';
import { createReceiptIn } from '../receivables/receipts-write.service.js';
import { allocateLines, linesToAllocate, lockPlacements } from '../sales/allocations.js';
import { packIn, pickIn } from '../sales/fulfilment-write.service.js';
import { lockOrder } from '../sales/order-lock.js';
import { createOrderIn, moveIn } from '../sales/sales-orders-write.service.js';
import { updateTransportIn } from '../transports/transports-write.service.js';
import { draftInvoice, type InvoiceDraft } from './invoice-draft.js';
import { getInvoice } from './invoices-read.service.js';
import { previewAnswer, storeInvoice } from './invoices-write.service.js';

// Counter sales (docs/domain.md#counter-sales): a customer buys in the warehouse and takes the goods.
// One transaction makes every step a delivered order makes, with the same rules and locks: the
// order is taken and priced, its units held, given places first-expiry-first-out and picked, packed
// into a shipment handed over there and then, and invoiced; what was paid is received against the
// invoice. Any refusal (a unit not in stock, an expired batch, no tax rate, the credit check) leaves
// nothing behind. A preview makes the same steps and rolls them back.

type CounterSale = z.output<typeof zCounterSaleSchema>;

interface SaleContext {
  companyName: string;
  actor: AuditActor & { role: string };
}

/** Thrown to roll a preview's transaction back. */
const ROLLBACK = Symbol('preview');

/** Every unit of the sale held and given a place now, or a 409 naming the first line short. */
async function holdAndPlace(tx: Tx, orderId: string, inventoryId: string): Promise<void> {
  const short = await queryRows<{
    product_name: string;
    inventory_name: string;
    asked: number;
    held: number;
  }>(
    tx,
    sql`SELECT p.product_name, i.name AS inventory_name, l.quantity + l.free_quantity AS asked,
               l.reserved_quantity AS held
        FROM sales_order_lines l
        JOIN products p ON p.id = l.product_id
        JOIN inventories i ON i.id = ${inventoryId}
        WHERE l.sales_order_id = ${orderId} AND l.reserved_quantity < l.quantity + l.free_quantity
        ORDER BY l.line_no LIMIT 1`,
  );
  const first = short[0];
  if (first) {
    throw conflict('counterSale.notInStock', {
      inventory: first.inventory_name,
      product: first.product_name,
      available: first.held,
      asked: first.asked,
    });
  }
  const lines = await linesToAllocate(tx, orderId);
  await lockPlacements(
    tx,
    inventoryId,
    lines.map((l) => l.productId),
  );
  // Expired batches are never sold over the counter: with only those left, allocateLines names them.
  const unplaced = await allocateLines(tx, { id: orderId, inventoryId }, lines, undefined);
  const [lineId, missing] = [...unplaced][0] ?? [];
  if (lineId !== undefined) {
    const line = lines.find((l) => l.lineId === lineId)!;
    const [product] = await queryRows<{ product_name: string; inventory_name: string }>(
      tx,
      sql`SELECT p.product_name, i.name AS inventory_name FROM products p, inventories i
          WHERE p.id = ${line.productId} AND i.id = ${inventoryId}`,
    );
    throw conflict('counterSale.notInStock', {
      inventory: product!.inventory_name,
      product: product!.product_name,
      available: line.need - (missing ?? 0),
      asked: line.need,
    });
  }
}

/** The sale's steps up to its invoice's draft, in the caller's transaction. */
async function sell(tx: Tx, input: CounterSale, context: SaleContext): Promise<InvoiceDraft> {
  const { actor } = context;
  const orderId = await createOrderIn(tx, input, actor.id, { counter: true });
  // The customer's lock before the placements', as a confirmation takes them (credit-check.ts).
  await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${input.customerId} FOR UPDATE`);
  // The credit check comes once the invoice shows what is left unpaid (settle).
  await moveIn(tx, orderId, 'confirmed', { creditCheck: false });
  await holdAndPlace(tx, orderId, input.inventoryId);
  const order = await lockOrder(tx, orderId);
  const allocations = await queryRows<{ id: number; quantity: number }>(
    tx,
    sql`SELECT id, quantity FROM sales_allocations WHERE sales_order_id = ${orderId} ORDER BY id`,
  );
  for (const a of allocations) {
    await pickIn(tx, order, { allocation: Number(a.id), quantity: a.quantity, short: false }, actor.id);
  }
  const shipmentId = await packIn(tx, order, { transportMode: 'land' }, actor.id);
  // It leaves the warehouse and is handed over, as every shipment does (its history says both).
  for (const status of ['in_transit', 'delivered'] as const) {
    await updateTransportIn(tx, shipmentId, { status }, actor.id, { role: actor.role, handedOver: true });
  }
  return draftInvoice(tx, [shipmentId], undefined, context.companyName);
}

/**
 * What is paid is received against the invoice; what is left unpaid passes the credit check, as
 * confirming an order would (an admin's reason overrides it).
 */
async function settle(
  tx: Tx,
  input: CounterSale,
  invoiceId: string,
  draft: InvoiceDraft,
  context: SaleContext,
): Promise<number> {
  const total = draft.totals.total;
  const paid = input.payment
    ? input.payment.amount !== undefined
      ? toPaise(input.payment.amount)
      : total
    : 0;
  if (paid > total) {
    throw conflict('counterSale.paidMoreThanTotal', { paid: toRupees(paid), total: toRupees(total) });
  }
  if (input.payment && paid > 0) {
    await createReceiptIn(
      tx,
      {
        customerId: input.customerId,
        mode: input.payment.mode,
        reference: input.payment.reference,
        amount: toRupees(paid),
        allocations: [{ invoiceId, amount: toRupees(paid) }],
      },
      context.actor,
    );
  }
  if (paid < total) {
    const [order] = await queryRows<{ id: string; number: string }>(
      tx,
      sql`SELECT o.id, o.number FROM invoice_lines il
          JOIN sales_order_lines l ON l.id = il.order_line_id JOIN sales_orders o ON o.id = l.sales_order_id
          WHERE il.invoice_id = ${invoiceId} LIMIT 1`,
    );
    // The invoice is already among what the customer owes: the order adds nothing more.
    await assertCredit(
      tx,
      { id: order!.id, number: order!.number, customerId: input.customerId, total: 0 },
      input.overrideReason ? { reason: input.overrideReason, actor: context.actor } : null,
      { unpaid: total - paid },
    );
  }
  return paid;
}

/** Sells at the counter: the invoice issued (201), with what was paid received against it. */
export async function sellAtCounter(db: Db, input: CounterSale, context: SaleContext): Promise<TInvoice> {
  const id = await inTransaction(db, async (tx) => {
    const draft = await sell(tx, input, context);
    const invoiceId = await storeInvoice(tx, draft, input.notes, context.actor);
    const paid = await settle(tx, input, invoiceId, draft, context);
    const [invoice] = await queryRows<{ number: string }>(
      tx,
      sql`SELECT number FROM invoices WHERE id = ${invoiceId}`,
    );
    await recordAudit(
      tx,
      context.actor,
      'invoice.counterSale',
      { type: 'invoice', id: invoiceId, name: invoice!.number },
      { customer: draft.customer?.name ?? '', total: toRupees(draft.totals.total), paid: toRupees(paid) },
    );
    return invoiceId;
  });
  return getInvoice(db, id);
}

/** What selling would make: every step made under the same locks and rules, then rolled back. */
export async function previewCounterSale(
  db: Db,
  input: CounterSale,
  context: SaleContext,
): Promise<TInvoice> {
  let answer: TInvoice | undefined;
  await inTransaction(db, async (tx) => {
    answer = previewAnswer(await sell(tx, input, context), input.notes);
    throw ROLLBACK;
  }).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error;
  });
  return answer!;
}
