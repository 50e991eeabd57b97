import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import type { StockLine } from '../stock/stock-ledger.js';
import type { LineInput, TransportChange, TransportUpdate } from './transport-rules.js';

// A transfer between two registrations may be invoiced before it leaves
// (docs/domain.md#transfers-between-registrations): its tax invoice names its goods, batches and
// two warehouses, so while an issued invoice names it they stay as invoiced, it leaves with exactly
// the invoiced batches, and it is not cancelled until the invoice is.

/** The issued invoice that names the transfer, if any. */
export interface TransferInvoice {
  packageId: string;
  number: string;
}

interface Current {
  packageId: string;
  status: string;
  salesOrderId: string | null;
  sourceInventoryId: string | null;
  destinationInventoryId: string | null;
}

/** A batch choice as `batchId:units` strings in batch order, to compare two choices of one product. */
const choiceKey = (batches: { batchId: string; quantity: number }[]) =>
  batches
    .filter((b) => b.quantity > 0)
    .map((b) => `${b.batchId}:${b.quantity}`)
    .sort()
    .join(',');

/** The batches recorded on the transport, per product, as choice keys. */
async function recordedChoices(tx: Tx, transportId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ product_id: string; batch_id: string; quantity: number }>(
    tx,
    sql`SELECT product_id, batch_id, quantity FROM transport_batches WHERE transport_id = ${transportId}`,
  );
  const byProduct = new Map<string, { batchId: string; quantity: number }[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ batchId: row.batch_id, quantity: row.quantity });
    byProduct.set(row.product_id, list);
  }
  return new Map([...byProduct].map(([product, batches]) => [product, choiceKey(batches)]));
}

/**
 * The change of a transfer under an issued invoice, checked in the change's transaction (which holds
 * the transport's lock): its lines, batches and warehouses stay as invoiced and it is not cancelled
 * (409s naming the invoice). Returns the invoice (the dispatch then takes exactly its batches), or
 * null when no issued invoice names the transport or the change touches nothing it names.
 */
export async function checkInvoicedTransferChange(
  tx: Tx,
  id: string,
  current: Current,
  input: TransportUpdate,
  change: TransportChange,
): Promise<TransferInvoice | null> {
  const transfer = !current.salesOrderId && current.sourceInventoryId && current.destinationInventoryId;
  const touches =
    input.products !== undefined ||
    change.moves ||
    change.sourceInventoryId !== current.sourceInventoryId ||
    change.destinationInventoryId !== current.destinationInventoryId;
  if (!transfer || !touches) return null;
  const [invoice] = await queryRows<{ number: string }>(
    tx,
    sql`SELECT number FROM invoices WHERE transport_id = ${id} AND status = 'issued' LIMIT 1`,
  );
  if (!invoice) return null;
  const named = { packageId: current.packageId, number: invoice.number };
  if (change.moves && change.status === 'cancelled') throw conflict('transfer.invoicedCannotCancel', named);
  const endsChange =
    change.sourceInventoryId !== current.sourceInventoryId ||
    change.destinationInventoryId !== current.destinationInventoryId;
  if (endsChange || change.linesChange) throw conflict('transfer.invoicedFrozen', named);
  if (input.products && (await batchesDiffer(tx, id, input.products))) {
    throw conflict('transfer.invoicedFrozen', named);
  }
  return named;
}

/** Whether a line names batches other than those recorded (a line naming none keeps them). */
async function batchesDiffer(tx: Tx, id: string, lines: LineInput[]): Promise<boolean> {
  const named = lines.filter((l) => l.batches?.length);
  if (named.length === 0) return false;
  const recorded = await recordedChoices(tx, id);
  return named.some(
    (l) =>
      choiceKey(l.batches!.map((b) => ({ batchId: b.batch, quantity: b.quantity }))) !==
      (recorded.get(l.product) ?? ''),
  );
}

/**
 * An invoiced transfer leaves with the batches its invoice names: the units picked at dispatch
 * (`picked`) must be those recorded (`recorded`), else a 409 asking for the invoice to be made again
 * (stock that arrived since could be picked first-expiry-first-out instead of units of no batch).
 */
export function assertLeavesAsInvoiced(
  recorded: StockLine[],
  picked: StockLine[],
  invoice: TransferInvoice,
): void {
  const key = (line: StockLine | undefined) => choiceKey(line?.batches ?? []);
  const differs = picked.some(
    (line) => key(line) !== key(recorded.find((r) => r.productId === line.productId)),
  );
  if (differs) throw conflict('transfer.batchesChanged', invoice);
}

/** A transport its papers keep is not deleted: an invoice (issued or cancelled) or a generated e-way bill names it. */
export async function assertNoPapers(tx: Tx, id: string, packageId: string): Promise<void> {
  // An invoice, issued or cancelled, names its transfer or its (packed) shipment for good.
  const [invoice] = await queryRows<{ number: string }>(
    tx,
    sql`(SELECT number, created_at FROM invoices WHERE transport_id = ${id}
         UNION ALL
         SELECT i.number, i.created_at FROM invoice_shipments s JOIN invoices i ON i.id = s.invoice_id
         WHERE s.shipment_id = ${id})
        ORDER BY created_at DESC LIMIT 1`,
  );
  if (invoice) throw conflict('transport.invoiced', { packageId, number: invoice.number });
  // An e-way bill the portal generated names its transport for good.
  const [bill] = await queryRows<{ number: string }>(
    tx,
    sql`SELECT number FROM eway_bills WHERE transport_id = ${id} AND number IS NOT NULL LIMIT 1`,
  );
  if (bill) throw conflict('ewaybill.keepsTransport', { packageId, number: bill.number });
}
