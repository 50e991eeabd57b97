import { and, asc, desc, eq, getTableColumns, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  amountInWords,
  toPaise,
  type TBillableShipment,
  type TInvoice,
  type TInvoiceBuyer,
  type TInvoiceSeller,
  type TInvoiceSummary,
  type zBillableQuerySchema,
  type zInvoiceListQuerySchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  customers,
  gstRegistrations,
  invoiceLines,
  invoices,
  invoiceShipments,
  salesOrders,
  transports,
  users,
} from '../../db/schema.js';
import { countsByValue } from '../../db/row-counts.js';
import { likePattern, queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { einvoiceRecordOf } from '../einvoices/einvoice-record.js';
import { billedProduct, documentAmounts, lineTaxes } from './taxed-amounts.js';

// Tax invoices read (docs/domain.md#tax-invoices): the list (newest first, by date, status, supply,
// customer and registration, searched by number or customer), one invoice as it was issued, and the
// shipments that have left and wait for an invoice.

type InvoiceListQuery = z.output<typeof zInvoiceListQuerySchema>;
type BillableQuery = z.output<typeof zBillableQuerySchema>;

const recipients = alias(gstRegistrations, 'recipient');

// What the list answers of an invoice: all but the parties it keeps as they were (a list of 25 would
// otherwise carry 50 addresses, bank details and terms nobody reads there).
const { seller: _seller, buyer: _buyer, ...summaryColumns } = getTableColumns(invoices);

function selectInvoices(db: Db | Tx) {
  return db
    .select({
      invoice: summaryColumns,
      customerName: customers.name,
      gstin: gstRegistrations.gstin,
      registrationName: gstRegistrations.name,
      packageId: transports.packageId,
      recipientGstin: recipients.gstin,
      recipientName: recipients.name,
    })
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(gstRegistrations, eq(gstRegistrations.id, invoices.registrationId))
    .leftJoin(transports, eq(transports.id, invoices.transportId))
    .leftJoin(recipients, eq(recipients.id, invoices.recipientRegistrationId));
}
type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

function summaryOf(row: InvoiceRow): TInvoiceSummary {
  const i = row.invoice;
  return {
    id: i.id,
    number: i.number,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    status: i.status as TInvoiceSummary['status'],
    kind: i.kind as TInvoiceSummary['kind'],
    supply: i.supply as TInvoiceSummary['supply'],
    placeOfSupply: i.placeOfSupply,
    customer: i.customerId ? { id: i.customerId, name: row.customerName ?? '' } : null,
    registration: { id: i.registrationId, gstin: row.gstin, name: row.registrationName },
    transfer:
      i.transportId && i.recipientRegistrationId
        ? {
            transport: { id: i.transportId, packageId: row.packageId ?? '' },
            recipient: {
              id: i.recipientRegistrationId,
              gstin: row.recipientGstin ?? '',
              name: row.recipientName ?? '',
            },
          }
        : null,
    ...documentAmounts(i),
    paid: i.paid,
    credited: i.credited,
    debited: i.debited,
    // What a customer owes: a transfer is owed by no customer.
    balance:
      i.status === 'issued' && i.customerId
        ? (toPaise(i.total) + toPaise(i.debited) - toPaise(i.credited) - toPaise(i.paid)) / 100
        : 0,
    createdAt: i.createdAt.toISOString(),
  };
}

export function invoiceListFilter(query: InvoiceListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    query.status ? eq(invoices.status, query.status) : undefined,
    query.supply ? eq(invoices.supply, query.supply) : undefined,
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.customer ? eq(invoices.customerId, query.customer) : undefined,
    query.registration ? eq(invoices.registrationId, query.registration) : undefined,
    query.from ? gte(invoices.invoiceDate, query.from) : undefined,
    query.to ? lte(invoices.invoiceDate, query.to) : undefined,
    // The customers named first (a few), then their invoices by the customer index: an OR across
    // the join would read every invoice with its customer.
    pattern
      ? or(
          ilike(invoices.number, pattern),
          sql`${invoices.customerId} = ANY(ARRAY(SELECT id FROM customers WHERE name ILIKE ${pattern}))`,
        )
      : undefined,
  );
}

/** A page of invoices, the latest date (and the latest issued of a day) first, with the filter's count. */
export async function listInvoices(
  db: Db,
  query: InvoiceListQuery,
): Promise<{ invoices: TInvoiceSummary[]; total: number }> {
  const where = invoiceListFilter(query);
  const [rows, total] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.createdAt), desc(invoices.id))
      .limit(query.limit ?? 25)
      .offset(query.offset ?? 0),
    invoiceCount(db, query, where),
  ]);
  return { invoices: rows.map(summaryOf), total };
}

/**
 * How many invoices the list's filter keeps: with no filter but the status, the counts a trigger
 * keeps per status (migration 0034) instead of counting the invoices; else counted.
 */
async function invoiceCount(db: Db, query: InvoiceListQuery, where: SQL | undefined): Promise<number> {
  const { status, limit: _limit, offset: _offset, ...filters } = query;
  if (Object.values(filters).every((value) => value === undefined || value === '')) {
    const kept = await countsByValue(db, 'invoices');
    return status ? (kept[status] ?? 0) : Object.values(kept).reduce((sum, n) => sum + n, 0);
  }
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  return counted?.n ?? 0;
}

/** One invoice as it was issued (404 when there is none). */
export async function getInvoice(db: Db | Tx, id: string): Promise<TInvoice> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  if (!row) throw notFound('notFound.invoice');
  const i = row.invoice;
  const [[parties], lines, shipments, creator, summary, einvoice] = await Promise.all([
    db.select({ seller: invoices.seller, buyer: invoices.buyer }).from(invoices).where(eq(invoices.id, id)),
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.lineNo)),
    db
      .select({
        id: transports.id,
        packageId: transports.packageId,
        orderId: salesOrders.id,
        orderNumber: salesOrders.number,
        counter: salesOrders.counter,
      })
      .from(invoiceShipments)
      .innerJoin(transports, eq(transports.id, invoiceShipments.shipmentId))
      .innerJoin(salesOrders, eq(salesOrders.id, transports.salesOrderId))
      .where(eq(invoiceShipments.invoiceId, id))
      .orderBy(asc(transports.packageId)),
    i.createdBy
      ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, i.createdBy))
      : Promise.resolve([]),
    queryRows<{
      hsn_code: string | null;
      uqc: string | null;
      gst_rate: string;
      quantity: number;
      taxable: string;
      cgst: string;
      sgst: string;
      igst: string;
      cess: string;
    }>(
      db,
      sql`SELECT hsn_code, min(uqc) AS uqc, gst_rate, sum(quantity)::int AS quantity, sum(taxable) AS taxable,
                 sum(cgst) AS cgst, sum(sgst) AS sgst, sum(igst) AS igst, sum(cess) AS cess
          FROM invoice_lines WHERE invoice_id = ${id}
          GROUP BY hsn_code, gst_rate ORDER BY hsn_code NULLS LAST, gst_rate`,
    ),
    einvoiceRecordOf(db, { invoiceId: id }),
  ]);
  return {
    ...summaryOf(row),
    financialYear: i.financialYear,
    seller: parties!.seller as unknown as TInvoiceSeller,
    buyer: parties!.buyer as unknown as TInvoiceBuyer,
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      ...billedProduct(line),
      hsnCode: line.hsnCode,
      uqc: line.uqc,
      quantity: line.quantity,
      rate: line.rate,
      discount: line.discount,
      gstRate: line.gstRate,
      cessRate: line.cessRate,
      ...lineTaxes(line),
    })),
    hsnSummary: summary.map((s) => ({
      hsnCode: s.hsn_code,
      uqc: s.uqc,
      gstRate: Number(s.gst_rate),
      quantity: s.quantity,
      taxable: Number(s.taxable),
      cgst: Number(s.cgst),
      sgst: Number(s.sgst),
      igst: Number(s.igst),
      cess: Number(s.cess),
    })),
    amountInWords: amountInWords(toPaise(i.total)),
    shipments: shipments.map((s) => ({
      id: s.id,
      packageId: s.packageId,
      salesOrder: { id: s.orderId, number: s.orderNumber },
    })),
    counter: shipments.some((s) => s.counter),
    notes: i.notes,
    cancelledAt: i.cancelledAt?.toISOString() ?? null,
    cancelReason: i.cancelReason,
    createdBy: creator[0] ?? null,
    einvoice,
  };
}

/**
 * Shipments packed or gone (not cancelled) and on no issued invoice, the oldest first: what the new
 * invoice screen offers, for one customer or all.
 */
export async function listBillableShipments(
  db: Db,
  query: BillableQuery,
): Promise<{ shipments: TBillableShipment[]; total: number }> {
  const where = sql`t.sales_order_id IS NOT NULL AND t.status <> 'cancelled'
    AND NOT EXISTS (SELECT 1 FROM invoice_shipments s WHERE s.shipment_id = t.id AND s.active)
    ${query.customer ? sql`AND o.customer_id = ${query.customer}` : sql``}`;
  const [rows, [counted]] = await Promise.all([
    queryRows<{
      id: string;
      package_id: string;
      status: TBillableShipment['status'];
      dispatched_on: string | null;
      order_id: string;
      order_number: string;
      customer_id: string;
      customer_name: string;
      inventory_id: string;
      inventory_name: string;
      registration_id: string | null;
      gstin: string | null;
      registration_name: string | null;
      place_of_supply: string;
      units: number;
    }>(
      db,
      sql`SELECT t.id, t.package_id, t.status,
                 (SELECT (min(h.changed_at) AT TIME ZONE 'Asia/Kolkata')::date::text FROM transport_status_history h
                  WHERE h.transport_id = t.id AND h.from_status = 'pending') AS dispatched_on,
                 o.id AS order_id, o.number AS order_number, c.id AS customer_id, c.name AS customer_name,
                 i.id AS inventory_id, i.name AS inventory_name, r.id AS registration_id, r.gstin,
                 r.name AS registration_name, coalesce(o.ship_to->>'stateCode', c.state_code) AS place_of_supply,
                 (SELECT coalesce(sum(a.quantity), 0)::int FROM sales_allocations a WHERE a.shipment_id = t.id) AS units
          FROM transports t
          JOIN sales_orders o ON o.id = t.sales_order_id
          JOIN customers c ON c.id = o.customer_id
          JOIN inventories i ON i.id = o.inventory_id
          LEFT JOIN gst_registrations r ON r.id = i.registration_id
          WHERE ${where}
          ORDER BY t.created_at, t.id
          LIMIT ${query.limit ?? 50} OFFSET ${query.offset ?? 0}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM transports t JOIN sales_orders o ON o.id = t.sales_order_id WHERE ${where}`,
    ),
  ]);
  return {
    shipments: rows.map((row) => ({
      id: row.id,
      packageId: row.package_id,
      status: row.status,
      dispatchedOn: row.dispatched_on,
      salesOrder: { id: row.order_id, number: row.order_number },
      customer: { id: row.customer_id, name: row.customer_name },
      inventory: { id: row.inventory_id, name: row.inventory_name },
      registration:
        row.registration_id && row.gstin && row.registration_name
          ? { id: row.registration_id, gstin: row.gstin, name: row.registration_name }
          : null,
      placeOfSupply: row.place_of_supply,
      units: row.units,
    })),
    total: counted?.n ?? 0,
  };
}
