import {
  roundMoney,
  type InvoiceStatus,
  type TAddress,
  type SupplyType,
  type TBillableShipment,
  type TInvoice,
  type TInvoiceCreate,
} from '@godown/shared';
import { labelText } from '../../lib/messages/render';
import { m } from '../../paraglide/messages.js';

// What the invoice screens say of an invoice, written once: its supply, status, place of supply and
// tax, the columns its taxes need, the customers with shipments to invoice, and the preview's request.

/** The taxes a supply carries: "CGST + SGST" within the state, "IGST" across states. */
export function supplyLabel(supply: SupplyType): string {
  return supply === 'intra' ? m.invoices_supply_intra() : m.invoices_supply_inter();
}

/** The supply as a filter names it: "Within the state (CGST + SGST)", "Across states (IGST)". */
export function supplyChoiceLabel(supply: SupplyType): string {
  return supply === 'intra' ? m.invoices_supply_intra_long() : m.invoices_supply_inter_long();
}

/** An invoice's status in the language of the page. */
export function invoiceStatusLabel(status: InvoiceStatus): string {
  return status === 'issued' ? m.invoices_status_issued() : m.invoices_status_cancelled();
}

/** A place of supply as an invoice names it: the state and its code, "Karnataka (29)". */
export function placeOfSupplyText(stateCode: string): string {
  return `${labelText('gstState', stateCode)} (${stateCode})`;
}

/** An address as an invoice prints it: its line, then district and PIN code (the state is its own line). */
export function addressLines(address: TAddress | null): string[] {
  if (!address) return [];
  const place = [address.district, address.pinCode].filter(Boolean).join(' ');
  return [address.line, place].filter((text) => text.trim() !== '');
}

/** The tax of an invoice or a line: CGST, SGST, IGST and cess together, in rupees to the paisa. */
export function taxOf(amounts: { cgst: number; sgst: number; igst: number; cess: number }): number {
  return roundMoney(amounts.cgst + amounts.sgst + amounts.igst + amounts.cess);
}

/** The tax columns an invoice's tables need: CGST and SGST or IGST, and cess when a line has any. */
export function taxColumnsOf(invoice: Pick<TInvoice, 'supply' | 'lines' | 'cess'>) {
  return {
    isIntra: invoice.supply === 'intra',
    hasCess: invoice.cess > 0 || invoice.lines.some((line) => line.cessRate > 0 || line.cess > 0),
  };
}

/** A customer with shipments waiting for an invoice, and how many. */
export interface BillableCustomer {
  id: string;
  name: string;
  shipments: number;
}

/** The customers the billable shipments go to, each once with their count, by name. */
export function billableCustomers(shipments: readonly TBillableShipment[]): BillableCustomer[] {
  const byId = new Map<string, BillableCustomer>();
  for (const { customer } of shipments) {
    const seen = byId.get(customer.id);
    if (seen) seen.shipments += 1;
    else byId.set(customer.id, { id: customer.id, name: customer.name, shipments: 1 });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * The preview's request for the ticked shipments (in the list's order, so ticking in another order
 * asks nothing new) on the date (none: today); null while nothing is ticked.
 */
export function previewRequest(
  shipments: readonly Pick<TBillableShipment, 'id'>[],
  ticked: ReadonlySet<string>,
  invoiceDate: string | null,
): TInvoiceCreate | null {
  const shipmentIds = shipments.filter((s) => ticked.has(s.id)).map((s) => s.id);
  if (shipmentIds.length === 0) return null;
  return invoiceDate ? { shipmentIds, invoiceDate } : { shipmentIds };
}
