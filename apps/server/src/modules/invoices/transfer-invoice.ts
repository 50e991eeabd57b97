import { sql } from 'drizzle-orm';
import {
  invoiceTotals,
  lineTax,
  toPaise,
  type SupplyType,
  type TInvoiceBuyer,
  type TransportStatus,
  type TTransferPaperwork,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { addressAnswer } from '../customers/customers-read.service.js';
import { planTakeFromInventory } from '../stock/placements.js';
import type { StockLine } from '../stock/stock-ledger.js';
import { recordTransportBatches } from '../transports/transport-stock.js';
import { DISPATCHED_ON, invoiceDateOf, type DraftLine, type InvoiceDraft } from './invoice-draft.js';
import { registrationsOf, sellerAs, type RegistrationRow } from './invoice-parties.js';

// A transfer between warehouses of two GST registrations is a supply between distinct persons
// (docs/domain.md#transfers-between-registrations): the sending registration invoices the
// receiving one, IGST across states and CGST and SGST within one, at the products' prices (the value
// a recipient entitled to the whole credit declares), so the receiving side can claim the tax. A
// transfer within one registration is no supply: it moves on a delivery challan.

interface TransferRow {
  id: string;
  package_id: string;
  status: TransportStatus;
  sales_order_id: string | null;
  source_inventory_id: string | null;
  destination_inventory_id: string | null;
  source_name: string | null;
  destination_name: string | null;
  source_registration: string | null;
  destination_registration: string | null;
  dispatched_on: string | null;
}

/** The transport as a transfer, under its row lock when `lock` (404 when there is none). */
export async function transferOf(
  tx: Db | Tx,
  transportId: string,
  { lock }: { lock: boolean },
): Promise<TransferRow> {
  if (lock) await tx.execute(sql`SELECT id FROM transports WHERE id = ${transportId} FOR UPDATE`);
  const [row] = await queryRows<TransferRow>(
    tx,
    sql`SELECT t.id, t.package_id, t.status, t.sales_order_id, t.source_inventory_id,
               t.destination_inventory_id, s.name AS source_name, d.name AS destination_name,
               s.registration_id AS source_registration, d.registration_id AS destination_registration,
               ${DISPATCHED_ON} AS dispatched_on
        FROM transports t
        LEFT JOIN inventories s ON s.id = t.source_inventory_id
        LEFT JOIN inventories d ON d.id = t.destination_inventory_id
        WHERE t.id = ${transportId}`,
  );
  if (!row) throw notFound('notFound.transport');
  if (!row.source_inventory_id || !row.destination_inventory_id || row.sales_order_id) {
    throw conflict('transfer.notTransfer', { packageId: row.package_id });
  }
  return row;
}

/** The registrations of the transfer's two warehouses: the sender's and the receiver's (null: none). */
export async function transferEnds(
  db: Db | Tx,
  row: TransferRow,
): Promise<{ from: RegistrationRow | null; to: RegistrationRow | null }> {
  const ids = [row.source_registration, row.destination_registration].filter((id) => id !== null);
  const registrations = ids.length > 0 ? await registrationsOf(db, ids) : [];
  const find = (id: string | null) => registrations.find((r) => r.id === id) ?? null;
  return { from: find(row.source_registration), to: find(row.destination_registration) };
}

/** The transfer's issued invoice, if it has one. */
async function issuedInvoiceOf(db: Db | Tx, transportId: string) {
  const [invoice] = await queryRows<{ id: string; number: string }>(
    db,
    sql`SELECT id, number FROM invoices WHERE transport_id = ${transportId} AND status = 'issued'`,
  );
  return invoice ?? null;
}

interface GoodsRow {
  product_id: string;
  quantity: number;
  product_name: string;
  sku: string | null;
  hsn_code: string | null;
  uqc: string | null;
  price: string;
  gst_rate: string | null;
  cess_rate: string | null;
  batches: { code: string; expiry: string | null; units: number }[] | null;
}

/** The transport's lines with their batches, and each product's price and rate in force on `date`. */
function transferGoods(tx: Tx, transportId: string, date: string): Promise<GoodsRow[]> {
  return queryRows<GoodsRow>(
    tx,
    sql`SELECT l.product_id, l.quantity, p.product_name, p.sku, p.hsn_code, p.uqc, p.price,
               r.gst_rate, r.cess_rate,
               (SELECT json_agg(json_build_object('code', b.code, 'expiry', b.expiry_date, 'units', tb.quantity)
                                ORDER BY b.expiry_date NULLS LAST, b.code)
                FROM transport_batches tb JOIN batches b ON b.id = tb.batch_id
                WHERE tb.transport_id = l.transport_id AND tb.product_id = l.product_id) AS batches
        FROM transport_lines l
        JOIN products p ON p.id = l.product_id
        LEFT JOIN LATERAL (
          SELECT gst_rate, cess_rate FROM product_tax_rates
          WHERE product_id = l.product_id AND effective_from <= ${date}::date
          ORDER BY effective_from DESC LIMIT 1) r ON true
        WHERE l.transport_id = ${transportId}
        ORDER BY p.product_name, l.product_id`,
  );
}

/**
 * A pending transfer's batches as its invoice names them: those chosen on its lines, the rest
 * first-expiry-first-out from what the source holds now (planTakeFromInventory; a shortfall or an
 * expired batch is a 409). Recorded as the transfer's chosen batches, which its dispatch takes.
 */
async function fixTransferBatches(tx: Tx, transportId: string, sourceId: string): Promise<void> {
  const lines = await queryRows<StockLine>(
    tx,
    sql`SELECT l.product_id AS "productId", l.quantity,
               coalesce((SELECT json_agg(json_build_object('batchId', tb.batch_id, 'quantity', tb.quantity)
                                         ORDER BY tb.batch_id)
                         FROM transport_batches tb
                         WHERE tb.transport_id = l.transport_id AND tb.product_id = l.product_id),
                        '[]'::json) AS batches
        FROM transport_lines l WHERE l.transport_id = ${transportId}`,
  );
  await recordTransportBatches(tx, transportId, await planTakeFromInventory(tx, sourceId, lines));
}

/** A line per batch of each product (and one for its units of no batch), at the product's price, taxed. */
function transferLines(goods: GoodsRow[], date: string, interState: boolean): DraftLine[] {
  const lines: DraftLine[] = [];
  for (const row of goods) {
    if (row.gst_rate === null) throw conflict('invoice.noTaxRate', { product: row.product_name, date });
    const batches = row.batches ?? [];
    const batched = batches.reduce((sum, batch) => sum + batch.units, 0);
    const parts = [
      ...batches.map((batch) => ({
        code: batch.code as string | null,
        expiry: batch.expiry,
        units: batch.units,
      })),
      ...(row.quantity > batched ? [{ code: null, expiry: null, units: row.quantity - batched }] : []),
    ];
    const rate = toPaise(Number(row.price));
    const gstRate = Number(row.gst_rate);
    const cessRate = Number(row.cess_rate);
    for (const part of parts) {
      const taxable = rate * part.units;
      lines.push({
        orderLineId: null,
        productId: row.product_id,
        productName: row.product_name,
        sku: row.sku,
        batchCode: part.code,
        expiryDate: part.expiry,
        hsnCode: row.hsn_code,
        uqc: row.uqc,
        quantity: part.units,
        rate,
        discount: 0,
        gstRate,
        cessRate,
        taxable,
        ...lineTax({ taxable, gstRate, cessRate, interState }),
      });
    }
  }
  return lines;
}

/**
 * The invoice a transfer between two registrations makes on `given` (or today), worked out under
 * the transport's lock; the caller numbers and stores it in the same transaction.
 */
export async function draftTransferInvoice(
  tx: Tx,
  transportId: string,
  given: string | undefined,
  companyName: string,
): Promise<InvoiceDraft> {
  const row = await transferOf(tx, transportId, { lock: true });
  if (row.status === 'cancelled') throw conflict('transfer.cancelled', { packageId: row.package_id });
  const { from: registration, to: recipient } = await transferEnds(tx, row);
  if (!registration) throw conflict('invoice.noRegistration', { inventory: row.source_name! });
  if (!recipient) throw conflict('invoice.noRegistration', { inventory: row.destination_name! });
  if (registration.id === recipient.id) {
    throw conflict('transfer.sameRegistration', { packageId: row.package_id, gstin: registration.gstin });
  }
  const taken = await issuedInvoiceOf(tx, row.id);
  if (taken) throw conflict('transfer.invoiced', { packageId: row.package_id, number: taken.number });
  if (!registration.active) throw conflict('invoice.registrationInactive', { gstin: registration.gstin });
  if (!recipient.active) throw conflict('transfer.recipientInactive', { gstin: recipient.gstin });
  const invoiceDate = invoiceDateOf([row], given);
  // Not yet left: its batches are settled now, and it leaves with exactly these.
  if (row.status === 'pending') await fixTransferBatches(tx, row.id, row.source_inventory_id!);
  const seller = await sellerAs(tx, registration, companyName);
  const supply: SupplyType = recipient.state_code === registration.state_code ? 'intra' : 'inter';
  const lines = transferLines(await transferGoods(tx, row.id, invoiceDate), invoiceDate, supply === 'inter');
  const address = addressAnswer(recipient.address);
  const buyer: TInvoiceBuyer = {
    name: `${seller.legalName} (${recipient.name})`,
    gstin: recipient.gstin,
    stateCode: recipient.state_code,
    phone: null,
    billingAddress: address,
    shippingAddress: address,
  };
  return {
    invoiceDate,
    // Between the company's own registrations nothing falls due.
    dueDate: invoiceDate,
    registration: {
      id: registration.id,
      gstin: registration.gstin,
      name: registration.name,
      series: registration.invoice_series,
    },
    customer: null,
    transfer: { transportId: row.id, packageId: row.package_id, recipientId: recipient.id },
    kind: 'b2b',
    supply,
    placeOfSupply: recipient.state_code,
    seller,
    buyer,
    shipments: [],
    counter: false,
    lines,
    billed: new Map(),
    totals: invoiceTotals(lines),
  };
}

/** The paper the transfer travels on, and its invoice (docs/domain.md#transfers-between-registrations). */
export async function transferPaperwork(db: Db, transportId: string): Promise<TTransferPaperwork> {
  const row = await transferOf(db, transportId, { lock: false });
  const ends = await transferEnds(db, row);
  const ref = (r: RegistrationRow | null) => (r ? { id: r.id, gstin: r.gstin, name: r.name } : null);
  const [from, to] = [ref(ends.from), ref(ends.to)];
  const invoice = await issuedInvoiceOf(db, row.id);
  const document = from && to && from.id !== to.id ? 'invoice' : 'challan';
  return {
    document,
    from,
    to,
    invoice,
    canInvoice: document === 'invoice' && !invoice && row.status !== 'cancelled',
  };
}
