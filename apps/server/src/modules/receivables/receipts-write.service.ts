import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  indiaDateFromToday,
  message,
  RECEIPT_SERIES,
  toPaise,
  toRupees,
  type TReceipt,
  type zReceiptCreateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, receiptAllocations, receipts } from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { nextNumber, provisionalNumber } from '../sales/number-series.js';
import { getReceipt } from './receipts-read.service.js';

// Receipts written (docs/domain.md#receipts-and-receivables): money received, allocated to the
// customer's invoices (oldest due first unless chosen; the rest on account), allocated later from
// what is on account, or undone by a bounced cheque. Every change locks the invoices it settles (in
// id order, as every writer of an invoice's settlement does) and keeps invoices.paid and
// receipts.allocated in step with the allocations.

type ReceiptCreate = z.output<typeof zReceiptCreateSchema>;
type Allocation = { invoiceId: string; amount: number };

interface OpenInvoice {
  id: string;
  number: string;
  customer_id: string;
  status: string;
  due_date: string;
  invoice_date: string;
  /** What it still owes, in paise. */
  owed: number;
}

/** Locks invoices (in id order) and reads what each still owes. */
async function lockInvoices(tx: Tx, where: ReturnType<typeof sql>): Promise<OpenInvoice[]> {
  const rows = await queryRows<Omit<OpenInvoice, 'owed'> & { owed: string }>(
    tx,
    sql`SELECT id, number, customer_id, status, due_date::text, invoice_date::text,
               total + debited - credited - paid AS owed
        FROM invoices WHERE ${where} ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => ({ ...row, owed: toPaise(Number(row.owed)) }));
}

/** The allocations the receipt makes: the ones chosen (checked), or the oldest due first. */
async function allocationsOf(
  tx: Tx,
  customer: { id: string; name: string },
  available: number,
  chosen: Allocation[] | undefined,
): Promise<{ invoiceId: string; paise: number }[]> {
  if (!chosen) {
    const open = await lockInvoices(
      tx,
      sql`customer_id = ${customer.id} AND status = 'issued' AND paid + credited < total + debited`,
    );
    open.sort(
      (a, b) =>
        a.due_date.localeCompare(b.due_date) ||
        a.invoice_date.localeCompare(b.invoice_date) ||
        a.number.localeCompare(b.number),
    );
    let left = available;
    const made: { invoiceId: string; paise: number }[] = [];
    for (const invoice of open) {
      if (left <= 0) break;
      const take = Math.min(left, invoice.owed);
      if (take > 0) made.push({ invoiceId: invoice.id, paise: take });
      left -= take;
    }
    return made;
  }
  if (chosen.length === 0) return [];
  const asked = chosen.reduce((sum, a) => sum + toPaise(a.amount), 0);
  if (asked > available) {
    throw conflict('receipt.moreThanReceived', {
      allocated: toRupees(asked),
      available: toRupees(available),
    });
  }
  const found = await lockInvoices(tx, sql`id IN ${uuidList(chosen.map((a) => a.invoiceId))}`);
  return chosen.map((a, index) => {
    const invoice = found.find((i) => i.id === a.invoiceId.toLowerCase());
    if (!invoice) {
      throw badRequest(message('receipt.unknownInvoice', { id: a.invoiceId }), [
        fieldProblem(['allocations', index, 'invoiceId'], 'receipt.unknownInvoice', { id: a.invoiceId }),
      ]);
    }
    if (invoice.customer_id !== customer.id) {
      throw conflict('receipt.invoiceOfAnother', { number: invoice.number, customer: customer.name });
    }
    if (invoice.status !== 'issued') throw conflict('receipt.invoiceCancelled', { number: invoice.number });
    if (toPaise(a.amount) > invoice.owed) {
      throw conflict('receipt.moreThanOutstanding', {
        number: invoice.number,
        outstanding: toRupees(invoice.owed),
        asked: a.amount,
      });
    }
    return { invoiceId: invoice.id, paise: toPaise(a.amount) };
  });
}

/** Writes allocations of a receipt and what they settle of each invoice. */
async function allocate(
  tx: Tx,
  receiptId: string,
  made: { invoiceId: string; paise: number }[],
): Promise<void> {
  for (const a of made) {
    await tx.execute(sql`
      INSERT INTO receipt_allocations (receipt_id, invoice_id, amount) VALUES (${receiptId}, ${a.invoiceId}, ${toRupees(a.paise)})
      ON CONFLICT (receipt_id, invoice_id) DO UPDATE SET amount = receipt_allocations.amount + excluded.amount`);
    await tx.execute(
      sql`UPDATE invoices SET paid = paid + ${toRupees(a.paise)}::numeric WHERE id = ${a.invoiceId}`,
    );
  }
  const total = made.reduce((sum, a) => sum + a.paise, 0);
  await tx.execute(
    sql`UPDATE receipts SET allocated = allocated + ${toRupees(total)}::numeric WHERE id = ${receiptId}`,
  );
}

/** Records money received from a customer and allocates it. */
export async function createReceipt(db: Db, input: ReceiptCreate, actor: { id: string }): Promise<TReceipt> {
  const id = await inTransaction(db, (tx) => createReceiptIn(tx, input, actor));
  return getReceipt(db, id);
}

/** createReceipt in the caller's transaction (a counter sale's payment); returns its id. */
export async function createReceiptIn(tx: Tx, input: ReceiptCreate, actor: { id: string }): Promise<string> {
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) {
    throw badRequest(message('notFound.customer'), [fieldProblem(['customerId'], 'notFound.customer')]);
  }
  const today = indiaDateFromToday();
  const receiptDate = input.receiptDate ?? today;
  if (receiptDate > today) throw conflict('invoice.dateInFuture', { today });
  const [row] = await tx
    .insert(receipts)
    .values({
      number: provisionalNumber(),
      receiptDate,
      customerId: customer.id,
      mode: input.mode,
      reference: input.reference || null,
      amount: input.amount,
      notes: input.notes || null,
      createdBy: actor.id,
    })
    .returning({ id: receipts.id });
  await allocate(tx, row!.id, await allocationsOf(tx, customer, toPaise(input.amount), input.allocations));
  // Numbered last (the series' counter stays locked to the commit).
  await tx
    .update(receipts)
    .set({ number: await nextNumber(tx, RECEIPT_SERIES, receiptDate) })
    .where(eq(receipts.id, row!.id));
  return row!.id;
}

/** Locks a receipt (404 when there is none). */
async function lockReceipt(tx: Tx, id: string) {
  const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
  if (!receipt) throw notFound('notFound.receipt');
  return receipt;
}

/** Allocates what is on account of a receipt to the invoices chosen. */
export async function allocateReceipt(db: Db, id: string, chosen: Allocation[]): Promise<TReceipt> {
  await inTransaction(db, async (tx) => {
    const receipt = await lockReceipt(tx, id);
    if (receipt.status === 'bounced') throw conflict('receipt.bounced', { number: receipt.number });
    const [customer] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.id, receipt.customerId));
    const available = toPaise(receipt.amount) - toPaise(receipt.allocated);
    await allocate(tx, id, await allocationsOf(tx, customer!, available, chosen));
  });
  return getReceipt(db, id);
}

/**
 * A cheque that bounced: its allocations are undone (the invoices owe again) and the receipt stays,
 * marked, so the ledger shows the money coming and going. In the audit log.
 */
export async function bounceReceipt(
  db: Db,
  id: string,
  reason: string,
  actor: AuditActor,
): Promise<TReceipt> {
  await inTransaction(db, async (tx) => {
    const receipt = await lockReceipt(tx, id);
    if (receipt.mode !== 'cheque')
      throw conflict('receipt.notCheque', { number: receipt.number, mode: receipt.mode });
    if (receipt.status === 'bounced') throw conflict('receipt.alreadyBounced', { number: receipt.number });
    const allocations = await tx
      .select()
      .from(receiptAllocations)
      .where(eq(receiptAllocations.receiptId, id))
      .orderBy(receiptAllocations.invoiceId);
    if (allocations.length)
      await lockInvoices(tx, sql`id IN ${uuidList(allocations.map((a) => a.invoiceId))}`);
    for (const a of allocations) {
      await tx.execute(sql`UPDATE invoices SET paid = paid - ${a.amount}::numeric WHERE id = ${a.invoiceId}`);
    }
    await tx.delete(receiptAllocations).where(eq(receiptAllocations.receiptId, id));
    await tx
      .update(receipts)
      .set({ status: 'bounced', allocated: 0, bouncedOn: indiaDateFromToday(), bounceReason: reason })
      .where(eq(receipts.id, id));
    await recordAudit(
      tx,
      actor,
      'receipt.bounced',
      { type: 'receipt', id, name: receipt.number },
      { reason, amount: receipt.amount, invoices: allocations.length },
    );
  });
  return getReceipt(db, id);
}
