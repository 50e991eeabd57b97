import { and, eq, sql } from 'drizzle-orm';
import {
  amountInWords,
  EINVOICE_LIMITS,
  financialYearOf,
  hsnSummary,
  toRupees,
  type TInvoice,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { invoiceLines, invoices, invoiceShipments } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { provisionalNumber } from '../sales/number-series.js';
import { lockOrder } from '../sales/order-lock.js';
import { draftInvoice, type DraftLine, type InvoiceDraft } from './invoice-draft.js';
import { draftTransferInvoice } from './transfer-invoice.js';
import { nextDocumentNumber } from './invoice-numbers.js';
import { getInvoice } from './invoices-read.service.js';

// Tax invoices written (docs/domain.md#tax-invoices): issued from shipments in one transaction that
// stores the invoice as it is (seller, buyer, lines and taxes), counts what each order line has
// billed and, last, takes the next number of the registration's series; cancelled with a reason, keeping
// the number and letting its shipments be invoiced again. Nothing else changes an invoice.

interface IssueInput {
  shipmentIds: string[];
  invoiceDate?: string;
  notes?: string;
}

/** A draft line's amounts in rupees, as the invoice keeps and answers them. */
function lineRupees(line: DraftLine) {
  return {
    quantity: line.quantity,
    rate: toRupees(line.rate),
    discount: toRupees(line.discount),
    gstRate: line.gstRate,
    cessRate: line.cessRate,
    taxable: toRupees(line.taxable),
    cgst: toRupees(line.cgst),
    sgst: toRupees(line.sgst),
    igst: toRupees(line.igst),
    cess: toRupees(line.cess),
  };
}

/** The draft's taxable value, taxes, round-off and total in rupees. */
function totalsRupees({ totals: t }: InvoiceDraft) {
  return {
    taxable: toRupees(t.taxable),
    cgst: toRupees(t.cgst),
    sgst: toRupees(t.sgst),
    igst: toRupees(t.igst),
    cess: toRupees(t.cess),
    roundOff: toRupees(t.roundOff),
    total: toRupees(t.total),
  };
}

/** The draft as the API answers a preview: no number yet. */
export function previewAnswer(draft: InvoiceDraft, notes: string | undefined): TInvoice {
  const t = draft.totals;
  const lines = draft.lines.map((line, index) => ({
    lineNo: index + 1,
    product: { id: line.productId, productName: line.productName, sku: line.sku },
    batch: line.batchCode ? { code: line.batchCode, expiryDate: line.expiryDate } : null,
    hsnCode: line.hsnCode,
    uqc: line.uqc,
    ...lineRupees(line),
    total: toRupees(line.taxable + line.cgst + line.sgst + line.igst + line.cess),
  }));
  return {
    id: '',
    number: null,
    financialYear: '',
    invoiceDate: draft.invoiceDate,
    dueDate: draft.dueDate,
    status: 'issued',
    kind: draft.kind,
    supply: draft.supply,
    placeOfSupply: draft.placeOfSupply,
    customer: draft.customer,
    transfer: null,
    registration: {
      id: draft.registration.id,
      gstin: draft.registration.gstin,
      name: draft.registration.name,
    },
    ...totalsRupees(draft),
    paid: 0,
    credited: 0,
    debited: 0,
    balance: toRupees(t.total),
    seller: draft.seller,
    buyer: draft.buyer,
    lines,
    hsnSummary: hsnSummary(draft.lines).map((row) => ({
      ...row,
      taxable: toRupees(row.taxable),
      cgst: toRupees(row.cgst),
      sgst: toRupees(row.sgst),
      igst: toRupees(row.igst),
      cess: toRupees(row.cess),
    })),
    amountInWords: amountInWords(t.total),
    shipments: draft.shipments,
    counter: draft.counter,
    notes: notes ?? null,
    cancelledAt: null,
    cancelReason: null,
    einvoice: null,
    createdBy: null,
    createdAt: new Date().toISOString(),
  };
}

/** What issuing would make, worked out under the same locks and rules, and then let go. */
export async function previewInvoice(db: Db, input: IssueInput, companyName: string): Promise<TInvoice> {
  return inTransaction(db, async (tx) =>
    previewAnswer(await draftInvoice(tx, input.shipmentIds, input.invoiceDate, companyName), input.notes),
  );
}

/** A later number of the series may not carry an earlier date (checked under the counter's lock). */
async function assertDateInOrder(tx: Tx, draft: InvoiceDraft, financialYear: string): Promise<void> {
  const [later] = await queryRows<{ number: string; invoice_date: string }>(
    tx,
    sql`SELECT number, invoice_date::text FROM invoices
        WHERE registration_id = ${draft.registration.id} AND financial_year = ${financialYear}
          AND invoice_date > ${draft.invoiceDate}::date
        ORDER BY invoice_date DESC, created_at DESC LIMIT 1`,
  );
  if (later) throw conflict('invoice.dateBeforeLast', { number: later.number, last: later.invoice_date });
}

/** Issues the invoice: numbered, stored, and counted against its order lines. */
export async function issueInvoice(
  db: Db,
  input: IssueInput,
  companyName: string,
  actor: { id: string },
): Promise<TInvoice> {
  const id = await inTransaction(db, async (tx) =>
    storeInvoice(
      tx,
      await draftInvoice(tx, input.shipmentIds, input.invoiceDate, companyName),
      input.notes,
      actor,
    ),
  );
  return getInvoice(db, id);
}

/**
 * Issues the invoice of a transfer between two registrations' warehouses (docs/domain.md#transfers-between-registrations):
 * numbered in the sending registration's series, billed to the receiving one.
 */
export async function issueTransferInvoice(
  db: Db,
  transportId: string,
  input: { invoiceDate?: string; notes?: string },
  companyName: string,
  actor: AuditActor,
): Promise<TInvoice> {
  const id = await inTransaction(db, async (tx) => {
    const draft = await draftTransferInvoice(tx, transportId, input.invoiceDate, companyName);
    const invoiceId = await storeInvoice(tx, draft, input.notes, actor);
    await recordAudit(
      tx,
      actor,
      'invoice.transferIssued',
      { type: 'invoice', id: invoiceId, name: draft.transfer!.packageId },
      { total: toRupees(draft.totals.total) },
    );
    return invoiceId;
  });
  return getInvoice(db, id);
}

/**
 * Stores a draft in its transaction, counts what a sale billed of its order lines, and numbers it
 * last: the series' counter stays locked from its number to the commit, so everything else is
 * written first.
 */
export async function storeInvoice(
  tx: Tx,
  draft: InvoiceDraft,
  notes: string | undefined,
  actor: { id: string },
): Promise<string> {
  const [row] = await tx
    .insert(invoices)
    .values({
      number: provisionalNumber(),
      financialYear: financialYearOf(draft.invoiceDate),
      invoiceDate: draft.invoiceDate,
      dueDate: draft.dueDate,
      registrationId: draft.registration.id,
      customerId: draft.customer?.id ?? null,
      transportId: draft.transfer?.transportId ?? null,
      recipientRegistrationId: draft.transfer?.recipientId ?? null,
      kind: draft.kind,
      supply: draft.supply,
      placeOfSupply: draft.placeOfSupply,
      seller: draft.seller as unknown as Record<string, unknown>,
      buyer: draft.buyer as unknown as Record<string, unknown>,
      ...totalsRupees(draft),
      notes: notes || null,
      createdBy: actor.id,
    })
    .returning({ id: invoices.id });
  const invoiceId = row!.id;
  await tx.insert(invoiceLines).values(
    draft.lines.map((line, index) => ({
      invoiceId,
      lineNo: index + 1,
      orderLineId: line.orderLineId,
      productId: line.productId,
      productName: line.productName,
      sku: line.sku,
      batchCode: line.batchCode,
      expiryDate: line.expiryDate,
      hsnCode: line.hsnCode,
      uqc: line.uqc,
      ...lineRupees(line),
    })),
  );
  if (draft.shipments.length > 0) {
    await tx
      .insert(invoiceShipments)
      .values(draft.shipments.map((shipment) => ({ invoiceId, shipmentId: shipment.id })));
  }
  await countBilled(tx, draft.billed, 1);
  const { number, financialYear } = await nextDocumentNumber(
    tx,
    draft.registration.id,
    'invoice',
    draft.registration.series,
    draft.invoiceDate,
  );
  await assertDateInOrder(tx, draft, financialYear);
  await tx.update(invoices).set({ number }).where(eq(invoices.id, invoiceId));
  return invoiceId;
}

/** Adds (sign 1) or takes back (sign −1) what an invoice billed of its order lines. */
async function countBilled(tx: Tx, billed: Map<number, { units: number; value: number }>, sign: 1 | -1) {
  if (billed.size === 0) return;
  // One statement for every line (a 20-line invoice would otherwise make 20 round trips while the
  // series counter is held), in id order.
  const changes = [...billed]
    .sort(([a], [b]) => a - b)
    .map(
      ([lineId, { units, value }]) =>
        sql`(${lineId}::bigint, ${sign * units}::int, ${toRupees(sign * value)}::numeric)`,
    );
  await tx.execute(sql`
    UPDATE sales_order_lines l
    SET invoiced_quantity = l.invoiced_quantity + c.units, invoiced_value = l.invoiced_value + c.value
    FROM (VALUES ${sql.join(changes, sql`, `)}) AS c(id, units, value)
    WHERE l.id = c.id`);
}

/**
 * Cancels an issued invoice (admins): it keeps its number and lines, its shipments may be invoiced
 * again, and its order lines no longer count what it billed. Audited with the reason.
 */
export async function cancelInvoice(
  db: Db,
  id: string,
  reason: string,
  actor: AuditActor,
): Promise<TInvoice> {
  await inTransaction(db, async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!invoice) throw notFound('notFound.invoice');
    if (invoice.status === 'cancelled')
      throw conflict('invoice.alreadyCancelled', { number: invoice.number });
    // A note's tax stands on the invoice: the invoice stays while a note refers to it.
    const [noted] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT 1 AS n FROM invoice_notes WHERE invoice_id = ${id} LIMIT 1`,
    );
    if (noted) throw conflict('invoice.hasNotes', { number: invoice.number });
    if (invoice.paid > 0) throw conflict('invoice.hasPayments', { number: invoice.number });
    // The portal cancels an IRN within its 24 hours only; after them, a credit note undoes the sale.
    const [registered] = await queryRows<{ ack_at: Date | string }>(
      tx,
      sql`SELECT ack_at FROM einvoice_registrations WHERE invoice_id = ${id} AND status = 'active'`,
    );
    const until = registered
      ? new Date(registered.ack_at).getTime() + EINVOICE_LIMITS.cancelHours * 3_600_000
      : null;
    if (until !== null && Date.now() > until) {
      throw conflict('invoice.irnTooLateToCancel', {
        number: invoice.number,
        until: new Date(until).toISOString(),
      });
    }
    const orders = await queryRows<{ sales_order_id: string }>(
      tx,
      sql`SELECT DISTINCT o.sales_order_id FROM invoice_lines il
          JOIN sales_order_lines o ON o.id = il.order_line_id WHERE il.invoice_id = ${id}
          ORDER BY o.sales_order_id`,
    );
    for (const order of orders) await lockOrder(tx, order.sales_order_id);
    const lines = await queryRows<{ order_line_id: number; units: number; value: string }>(
      tx,
      sql`SELECT order_line_id, sum(quantity)::int AS units, sum(taxable) AS value FROM invoice_lines
          WHERE invoice_id = ${id} AND order_line_id IS NOT NULL GROUP BY order_line_id`,
    );
    await countBilled(
      tx,
      new Map(
        lines.map((l) => [l.order_line_id, { units: l.units, value: Math.round(Number(l.value) * 100) }]),
      ),
      -1,
    );
    await tx
      .update(invoiceShipments)
      .set({ active: false })
      .where(and(eq(invoiceShipments.invoiceId, id), eq(invoiceShipments.active, true)));
    await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason, cancelledBy: actor.id })
      .where(eq(invoices.id, id));
    await recordAudit(
      tx,
      actor,
      'invoice.cancelled',
      { type: 'invoice', id, name: invoice.number },
      { reason, total: invoice.total },
    );
  });
  return getInvoice(db, id);
}
