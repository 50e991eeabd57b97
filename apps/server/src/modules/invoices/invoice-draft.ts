import { sql } from 'drizzle-orm';
import {
  GST_START_DATE,
  indiaDateFromToday,
  invoiceTotals,
  lineShare,
  lineTax,
  message,
  toPaise,
  type InvoiceKind,
  type SupplyType,
  type TInvoiceBuyer,
  type TInvoiceSeller,
  type TransportStatus,
} from '@godown/shared';
import type { Tx } from '../../db/client.js';
import type { AddressColumn, SeriesColumn } from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem } from '../../errors.js';
import { addressAnswer } from '../customers/customers-read.service.js';
import { lockOrder } from '../sales/order-lock.js';
import { registrationsOf, sellerAs, type RegistrationRow } from './invoice-parties.js';

// An invoice worked out from shipments (docs/domain.md#tax-invoices), under the locks of the
// shipments and then of their orders (the order in which a shipment's moves take them), so what it
// bills cannot move while it is issued: which shipments, who buys, who sells, where the goods go,
// the rate in force on the day, and each line's share of its order line's value, in paise.

/** A line of the draft, in paise, with what the order line it bills will have billed after it. */
export interface DraftLine {
  /** The order line it bills; none on a transfer invoice. */
  orderLineId: number | null;
  productId: string;
  productName: string;
  sku: string | null;
  batchCode: string | null;
  expiryDate: string | null;
  hsnCode: string | null;
  uqc: string | null;
  quantity: number;
  rate: number;
  discount: number;
  gstRate: number;
  cessRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
}

export interface InvoiceDraft {
  invoiceDate: string;
  dueDate: string;
  registration: { id: string; gstin: string; name: string; series: SeriesColumn };
  /** The customer billed; none on a transfer, which bills `recipient`, another registration. */
  customer: { id: string; name: string } | null;
  transfer: { transportId: string; packageId: string; recipientId: string } | null;
  kind: InvoiceKind;
  supply: SupplyType;
  placeOfSupply: string;
  seller: TInvoiceSeller;
  buyer: TInvoiceBuyer;
  shipments: { id: string; packageId: string; salesOrder: { id: string; number: string } }[];
  /** A counter sale's: handed over in the warehouse (docs/domain.md#counter-sales). */
  counter: boolean;
  lines: DraftLine[];
  /** Per order line: the units and paise this invoice bills. */
  billed: Map<number, { units: number; value: number }>;
  totals: ReturnType<typeof invoiceTotals>;
}

interface ShipmentRow {
  id: string;
  package_id: string;
  status: TransportStatus;
  sales_order_id: string;
  order_number: string;
  customer_id: string;
  customer_name: string;
  inventory_id: string;
  inventory_name: string;
  registration_id: string | null;
  ship_to: AddressColumn | null;
  customer_state: string;
  dispatched_on: string | null;
  /** A counter sale's shipment: handed over in the warehouse (docs/domain.md#counter-sales). */
  counter: boolean;
}

/** Locks the shipments (in id order) and reads them with their orders, customers and warehouses. */
async function lockShipments(tx: Tx, ids: string[]): Promise<ShipmentRow[]> {
  const sorted = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
  await tx.execute(sql`SELECT id FROM transports WHERE id IN ${uuidList(sorted)} ORDER BY id FOR UPDATE`);
  const rows = await queryRows<ShipmentRow>(
    tx,
    sql`SELECT t.id, t.package_id, t.status, t.sales_order_id, o.number AS order_number,
               o.customer_id, c.name AS customer_name, c.state_code AS customer_state,
               o.inventory_id, i.name AS inventory_name, i.registration_id, o.ship_to, o.counter,
               ${DISPATCHED_ON} AS dispatched_on
        FROM transports t
        JOIN sales_orders o ON o.id = t.sales_order_id
        JOIN customers c ON c.id = o.customer_id
        JOIN inventories i ON i.id = o.inventory_id
        WHERE t.id IN ${uuidList(sorted)}
        ORDER BY t.id`,
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = sorted.find((id) => !found.has(id));
  if (missing) {
    throw badRequest(message('invoice.shipmentUnknown', { id: missing }), [
      fieldProblem(['shipmentIds'], 'invoice.shipmentUnknown', { id: missing }),
    ]);
  }
  return rows;
}

/** The one value every shipment shares, or a 409 naming two that differ. */
function theOne<T>(
  rows: ShipmentRow[],
  value: (row: ShipmentRow) => T,
  refuse: (a: ShipmentRow, b: ShipmentRow) => Error,
): T {
  const first = rows[0]!;
  const other = rows.find((row) => value(row) !== value(first));
  if (other) throw refuse(first, other);
  return value(first);
}

/**
 * The checks of the shipments themselves: packed or gone (a tax invoice goes with the goods, and
 * an e-way bill cites it), on no invoice, and billing together.
 */
async function assertBillable(tx: Tx, rows: ShipmentRow[]): Promise<void> {
  for (const row of rows) {
    if (row.status === 'cancelled')
      throw conflict('invoice.shipmentCancelled', { packageId: row.package_id });
  }
  const [taken] = await queryRows<{ package_id: string; number: string }>(
    tx,
    sql`SELECT t.package_id, i.number FROM invoice_shipments s
        JOIN invoices i ON i.id = s.invoice_id JOIN transports t ON t.id = s.shipment_id
        WHERE s.active AND s.shipment_id IN ${uuidList(rows.map((row) => row.id))} LIMIT 1`,
  );
  if (taken)
    throw conflict('invoice.shipmentInvoiced', { packageId: taken.package_id, number: taken.number });
  theOne(
    rows,
    (row) => row.customer_id,
    (a, b) => conflict('invoice.mixedCustomers', { first: a.customer_name, second: b.customer_name }),
  );
}

/** The SQL of the day (India) a transport `t` left its warehouse, as text. */
export const DISPATCHED_ON = sql`(SELECT (min(h.changed_at) AT TIME ZONE 'Asia/Kolkata')::date::text
  FROM transport_status_history h WHERE h.transport_id = t.id AND h.from_status = 'pending')`;

/**
 * The invoice's date: today in India unless given; never after today, before GST or before a
 * transport it bills left its warehouse.
 */
export function invoiceDateOf(
  rows: readonly { package_id: string; dispatched_on: string | null }[],
  given: string | undefined,
): string {
  const today = indiaDateFromToday();
  const date = given ?? today;
  if (date > today) throw conflict('invoice.dateInFuture', { today });
  if (date < GST_START_DATE) throw conflict('invoice.dateBeforeGst', { date: GST_START_DATE });
  for (const row of rows) {
    if (row.dispatched_on && date < row.dispatched_on) {
      throw conflict('invoice.dateBeforeDispatch', {
        packageId: row.package_id,
        dispatched: row.dispatched_on,
      });
    }
  }
  return date;
}

/** A calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The seller: the registration of the warehouses the shipments left (one), with the company's details. */
async function sellerOf(
  tx: Tx,
  rows: ShipmentRow[],
  companyName: string,
): Promise<{ registration: RegistrationRow; seller: TInvoiceSeller }> {
  const without = rows.find((row) => row.registration_id === null);
  if (without) throw conflict('invoice.noRegistration', { inventory: without.inventory_name });
  const registrations = await registrationsOf(tx, [...new Set(rows.map((row) => row.registration_id!))]);
  if (registrations.length > 1) {
    throw conflict('invoice.mixedRegistrations', {
      first: registrations[0]!.gstin,
      second: registrations[1]!.gstin,
    });
  }
  const registration = registrations[0]!;
  if (!registration.active) throw conflict('invoice.registrationInactive', { gstin: registration.gstin });
  return { registration, seller: await sellerAs(tx, registration, companyName) };
}

/** The buyer as they are today, and where the goods went (nowhere: a counter sale's were handed over). */
async function buyerOf(tx: Tx, rows: ShipmentRow[]): Promise<{ buyer: TInvoiceBuyer; terms: number }> {
  const [customer] = await queryRows<{
    name: string;
    gstin: string | null;
    state_code: string;
    phone: string | null;
    billing_address: AddressColumn | null;
    shipping_address: AddressColumn | null;
    payment_terms_days: number;
  }>(
    tx,
    sql`SELECT name, gstin, state_code, phone, billing_address, shipping_address, payment_terms_days
        FROM customers WHERE id = ${rows[0]!.customer_id}`,
  );
  const c = customer!;
  return {
    buyer: {
      name: c.name,
      gstin: c.gstin,
      stateCode: c.state_code,
      phone: c.phone,
      billingAddress: addressAnswer(c.billing_address),
      shippingAddress: rows[0]!.counter ? null : addressAnswer(rows[0]!.ship_to ?? c.shipping_address),
    },
    terms: c.payment_terms_days,
  };
}

interface UnitRow {
  line_id: number;
  product_id: string;
  batch_code: string | null;
  expiry_date: string | null;
  units: number;
  line_no: number;
  order_number: string;
  quantity: number;
  free_quantity: number;
  rate: string;
  amount: string;
  order_discount: string;
  invoiced_quantity: number;
  invoiced_value: string;
  product_name: string;
  sku: string | null;
  hsn_code: string | null;
  uqc: string | null;
  gst_rate: string | null;
  cess_rate: string | null;
}

/** What the shipments carry, by order line and batch, with each line's prices and the rate on `date`. */
function shippedUnits(tx: Tx, ids: string[], date: string): Promise<UnitRow[]> {
  return queryRows<UnitRow>(
    tx,
    sql`WITH u AS (
          SELECT line_id, product_id, batch_id, sum(quantity)::int AS units FROM sales_allocations
          WHERE shipment_id IN ${uuidList(ids)} GROUP BY line_id, product_id, batch_id HAVING sum(quantity) > 0)
        SELECT u.line_id, u.product_id, b.code AS batch_code, b.expiry_date::text, u.units,
               l.line_no, o.number AS order_number, l.quantity, l.free_quantity, l.rate, l.amount,
               l.order_discount, l.invoiced_quantity, l.invoiced_value,
               p.product_name, p.sku, p.hsn_code, p.uqc, r.gst_rate, r.cess_rate
        FROM u
        JOIN sales_order_lines l ON l.id = u.line_id
        JOIN sales_orders o ON o.id = l.sales_order_id
        JOIN products p ON p.id = u.product_id
        LEFT JOIN batches b ON b.id = u.batch_id
        LEFT JOIN LATERAL (
          SELECT gst_rate, cess_rate FROM product_tax_rates
          WHERE product_id = u.product_id AND effective_from <= ${date}::date
          ORDER BY effective_from DESC LIMIT 1) r ON true
        ORDER BY o.number, l.line_no, b.code NULLS FIRST`,
  );
}

/** Splits `value` paise over parts in proportion to their units, the last part taking the rest. */
function splitByUnits(value: number, parts: number[]): number[] {
  let remainingValue = value;
  let remainingUnits = parts.reduce((sum, n) => sum + n, 0);
  return parts.map((units) => {
    const share = lineShare(remainingValue, remainingUnits, units);
    remainingValue -= share;
    remainingUnits -= units;
    return share;
  });
}

/** The draft's lines: each order line's share of its net value, shared over its batches, taxed. */
function draftLines(rows: UnitRow[], date: string, interState: boolean) {
  const byLine = new Map<number, UnitRow[]>();
  for (const row of rows) byLine.set(row.line_id, [...(byLine.get(row.line_id) ?? []), row]);
  const billed = new Map<number, { units: number; value: number }>();
  const lines: DraftLine[] = [];
  for (const [lineId, parts] of byLine) {
    const line = parts[0]!;
    if (line.gst_rate === null) throw conflict('invoice.noTaxRate', { product: line.product_name, date });
    const net = toPaise(Number(line.amount)) - toPaise(Number(line.order_discount));
    const units = parts.reduce((sum, part) => sum + part.units, 0);
    const remainingUnits = line.quantity + line.free_quantity - line.invoiced_quantity;
    const value = lineShare(net - toPaise(Number(line.invoiced_value)), remainingUnits, units);
    billed.set(lineId, { units, value });
    const shares = splitByUnits(
      value,
      parts.map((part) => part.units),
    );
    parts.forEach((part, index) => {
      const taxable = shares[index]!;
      const gstRate = Number(line.gst_rate);
      const cessRate = Number(line.cess_rate);
      const rate = toPaise(Number(line.rate));
      lines.push({
        orderLineId: lineId,
        productId: part.product_id,
        productName: part.product_name,
        sku: part.sku,
        batchCode: part.batch_code,
        expiryDate: part.expiry_date,
        hsnCode: part.hsn_code,
        uqc: part.uqc,
        quantity: part.units,
        rate,
        discount: Math.max(0, rate * part.units - taxable),
        gstRate,
        cessRate,
        taxable,
        ...lineTax({ taxable, gstRate, cessRate, interState }),
      });
    });
  }
  return { lines, billed };
}

/**
 * The invoice the shipments make on `given` (or today), worked out under their locks; the caller
 * numbers and stores it in the same transaction, or answers it as a preview.
 */
export async function draftInvoice(
  tx: Tx,
  shipmentIds: string[],
  given: string | undefined,
  companyName: string,
): Promise<InvoiceDraft> {
  const rows = await lockShipments(tx, shipmentIds);
  await assertBillable(tx, rows);
  const { registration, seller } = await sellerOf(tx, rows, companyName);
  // Goods handed over at the counter do not move: they are supplied where they are, in the
  // seller's state (IGST Act s.10(1)(c)), whoever buys them. A counter sale's shipment is invoiced
  // alone, in the sale's own transaction.
  const placeOfSupply = rows[0]!.counter
    ? registration.state_code
    : theOne(
        rows,
        (row) => row.ship_to?.stateCode ?? row.customer_state,
        (a, b) =>
          conflict('invoice.mixedPlaces', {
            first: a.ship_to?.stateCode ?? a.customer_state,
            second: b.ship_to?.stateCode ?? b.customer_state,
          }),
      );
  const invoiceDate = invoiceDateOf(rows, given);
  for (const orderId of [...new Set(rows.map((row) => row.sales_order_id))].sort())
    await lockOrder(tx, orderId);
  const { buyer, terms } = await buyerOf(tx, rows);
  const supply: SupplyType = placeOfSupply === registration.state_code ? 'intra' : 'inter';
  const units = await shippedUnits(
    tx,
    rows.map((row) => row.id),
    invoiceDate,
  );
  if (units.length === 0) throw conflict('invoice.nothingToBill');
  const { lines, billed } = draftLines(units, invoiceDate, supply === 'inter');
  return {
    invoiceDate,
    dueDate: addDays(invoiceDate, terms),
    registration: {
      id: registration.id,
      gstin: registration.gstin,
      name: registration.name,
      series: registration.invoice_series,
    },
    customer: { id: rows[0]!.customer_id, name: rows[0]!.customer_name },
    transfer: null,
    kind: buyer.gstin ? 'b2b' : 'b2c',
    supply,
    placeOfSupply,
    seller,
    buyer,
    shipments: rows.map((row) => ({
      id: row.id,
      packageId: row.package_id,
      salesOrder: { id: row.sales_order_id, number: row.order_number },
    })),
    counter: rows[0]!.counter,
    lines,
    billed,
    totals: invoiceTotals(lines),
  };
}
