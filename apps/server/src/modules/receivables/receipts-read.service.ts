import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  toPaise,
  toRupees,
  type PaymentMode,
  type ReceiptStatus,
  type TReceipt,
  type zReceiptListQuerySchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, invoices, receiptAllocations, receipts, users } from '../../db/schema.js';
import { likePattern } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Receipts read (docs/domain.md#receipts-and-receivables): the list, latest first, by customer, mode
// and dates, searched by number, reference or customer; one receipt with what it settled.

type ReceiptListQuery = z.output<typeof zReceiptListQuerySchema>;

function selectReceipts(db: Db | Tx) {
  return db
    .select({ receipt: receipts, customerName: customers.name, creatorName: users.name })
    .from(receipts)
    .innerJoin(customers, eq(customers.id, receipts.customerId))
    .leftJoin(users, eq(users.id, receipts.createdBy));
}
type ReceiptRow = Awaited<ReturnType<ReturnType<typeof selectReceipts>['execute']>>[number];

/** The receipts with their allocations. */
async function answers(db: Db | Tx, rows: ReceiptRow[]): Promise<TReceipt[]> {
  const ids = rows.map((row) => row.receipt.id);
  const allocations = ids.length
    ? await db
        .select({
          receiptId: receiptAllocations.receiptId,
          invoiceId: invoices.id,
          number: invoices.number,
          amount: receiptAllocations.amount,
        })
        .from(receiptAllocations)
        .innerJoin(invoices, eq(invoices.id, receiptAllocations.invoiceId))
        .where(inArray(receiptAllocations.receiptId, ids))
        .orderBy(asc(invoices.dueDate), asc(invoices.number))
    : [];
  return rows.map(({ receipt: r, customerName, creatorName }) => ({
    id: r.id,
    number: r.number,
    receiptDate: r.receiptDate,
    customer: { id: r.customerId, name: customerName },
    mode: r.mode as PaymentMode,
    reference: r.reference,
    amount: r.amount,
    onAccount: r.status === 'bounced' ? 0 : toRupees(toPaise(r.amount) - toPaise(r.allocated)),
    status: r.status as ReceiptStatus,
    bouncedOn: r.bouncedOn,
    bounceReason: r.bounceReason,
    allocations: allocations
      .filter((a) => a.receiptId === r.id)
      .map((a) => ({ invoice: { id: a.invoiceId, number: a.number }, amount: a.amount })),
    notes: r.notes,
    createdBy: r.createdBy && creatorName !== null ? { id: r.createdBy, name: creatorName } : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getReceipt(db: Db | Tx, id: string): Promise<TReceipt> {
  const rows = await selectReceipts(db).where(eq(receipts.id, id));
  if (!rows.length) throw notFound('notFound.receipt');
  return (await answers(db, rows))[0]!;
}

function receiptListFilter(query: ReceiptListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    query.customer ? eq(receipts.customerId, query.customer) : undefined,
    query.mode ? eq(receipts.mode, query.mode) : undefined,
    query.from ? gte(receipts.receiptDate, query.from) : undefined,
    query.to ? lte(receipts.receiptDate, query.to) : undefined,
    pattern
      ? or(
          ilike(receipts.number, pattern),
          ilike(receipts.reference, pattern),
          ilike(customers.name, pattern),
        )
      : undefined,
  );
}

/** A page of receipts, the latest first, with the filter's count. */
export async function listReceipts(
  db: Db,
  query: ReceiptListQuery,
): Promise<{ receipts: TReceipt[]; total: number }> {
  const where = receiptListFilter(query);
  const [rows, [counted]] = await Promise.all([
    selectReceipts(db)
      .where(where)
      .orderBy(desc(receipts.receiptDate), desc(receipts.createdAt), desc(receipts.id))
      .limit(query.limit ?? 25)
      .offset(query.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(receipts)
      .innerJoin(customers, eq(customers.id, receipts.customerId))
      .where(where),
  ]);
  return { receipts: await answers(db, rows), total: counted?.n ?? 0 };
}
