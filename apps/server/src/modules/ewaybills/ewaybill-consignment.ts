import { sql } from 'drizzle-orm';
import {
  DEFAULT_EWAYBILL_THRESHOLD,
  toPaise,
  type TransportMode,
  type TransportStatus,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import type { AddressColumn } from '../../db/schema.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// What an e-way bill is about (docs/domain.md#e-way-bills): a consignment is a shipment of a sales
// order, or a transfer from one warehouse to another. Its paper is its tax invoice (a sale, or a
// transfer between two registrations) or, within one registration, a delivery challan; its value is
// the paper's total with taxes (before a shipment is invoiced, its goods at their products' prices).

/** One end of a consignment: who (a GSTIN, or none for an unregistered buyer), and where. */
export interface ConsignmentEnd {
  gstin: string | null;
  name: string;
  stateCode: string;
  line: string | null;
  district: string | null;
  pinCode: string | null;
  /** What to call it when its PIN code is missing. */
  label: string;
}

export interface Consignment {
  id: string;
  packageId: string;
  status: TransportStatus;
  mode: TransportMode;
  vehicleNumber: string | null;
  kind: 'shipment' | 'transfer';
  /** The paper the bill cites: an issued invoice's id, the challan (the transport itself), or none yet. */
  document: { kind: 'invoice'; invoiceId: string; number: string; date: string } | { kind: 'challan' } | null;
  /** Why no paper is there yet, as a message key (a shipment not invoiced, …). */
  missing: 'ewaybill.notInvoiced' | 'ewaybill.transferNotInvoiced' | null;
  /** The warehouse the goods leave, by name, and the registration it bills under. */
  sourceName: string;
  registrationId: string | null;
  from: ConsignmentEnd | null;
  to: ConsignmentEnd | null;
  units: number;
  /** Paise: the invoice's total, or the goods at their products' prices. */
  valuePaise: number;
  thresholdPaise: number;
}

interface Row {
  id: string;
  package_id: string;
  status: TransportStatus;
  transport_mode: TransportMode;
  vehicle_number: string | null;
  total_value: string;
  sales_order_id: string | null;
  destination_inventory_id: string | null;
  units: number;
  source_name: string | null;
  source_line: string | null;
  source_pin: string | null;
  source_registration: string | null;
  source_gstin: string | null;
  source_state: string | null;
  source_address: AddressColumn | null;
  destination_name: string | null;
  destination_line: string | null;
  destination_pin: string | null;
  destination_registration: string | null;
  destination_gstin: string | null;
  destination_state: string | null;
  destination_address: AddressColumn | null;
  customer_name: string | null;
  customer_gstin: string | null;
  customer_state: string | null;
  ship_to: AddressColumn | null;
  customer_address: AddressColumn | null;
  legal_name: string | null;
  threshold: string | null;
  invoice_id: string | null;
  invoice_total: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
}

/** A warehouse's end: its own address and PIN code, else its registration's place of business. */
function warehouseEnd(
  name: string,
  line: string | null,
  pin: string | null,
  gstin: string | null,
  stateCode: string | null,
  registrationAddress: AddressColumn | null,
  legalName: string,
): ConsignmentEnd | null {
  if (!gstin || !stateCode) return null;
  const own = pin !== null;
  return {
    gstin,
    name: legalName,
    stateCode,
    line: own ? line : (registrationAddress?.line ?? line),
    district: own ? null : (registrationAddress?.district ?? null),
    pinCode: pin ?? registrationAddress?.pinCode ?? null,
    label: name,
  };
}

/** The consignment a transport is (404 for none; a transport that is neither shipment nor transfer: null). */
export async function readConsignment(
  db: Db | Tx,
  transportId: string,
  companyName: string,
): Promise<Consignment | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT t.id, t.package_id, t.status, t.transport_mode, t.vehicle_number, t.total_value,
               t.sales_order_id, t.destination_inventory_id,
               (SELECT coalesce(sum(quantity), 0)::int FROM transport_lines WHERE transport_id = t.id) AS units,
               src.name AS source_name, src.address_line AS source_line, src.pin_code AS source_pin,
               sr.id AS source_registration, sr.gstin AS source_gstin, sr.state_code AS source_state,
               sr.address AS source_address,
               dst.name AS destination_name, dst.address_line AS destination_line, dst.pin_code AS destination_pin,
               dr.id AS destination_registration, dr.gstin AS destination_gstin, dr.state_code AS destination_state,
               dr.address AS destination_address,
               c.name AS customer_name, c.gstin AS customer_gstin,
               coalesce(o.ship_to->>'stateCode', c.state_code) AS customer_state, o.ship_to,
               coalesce(c.shipping_address, c.billing_address) AS customer_address,
               cs.legal_name, cs.ewaybill_threshold AS threshold,
               inv.id AS invoice_id, inv.total AS invoice_total, inv.number AS invoice_number,
               inv.invoice_date AS invoice_date
        FROM transports t
        LEFT JOIN sales_orders o ON o.id = t.sales_order_id
        LEFT JOIN customers c ON c.id = o.customer_id
        LEFT JOIN inventories src ON src.id = coalesce(t.source_inventory_id, o.inventory_id)
        LEFT JOIN gst_registrations sr ON sr.id = src.registration_id
        LEFT JOIN inventories dst ON dst.id = t.destination_inventory_id
        LEFT JOIN gst_registrations dr ON dr.id = dst.registration_id
        LEFT JOIN company_settings cs ON cs.id = 1
        -- The issued invoice the goods travel on: a shipment's, or a transfer's.
        LEFT JOIN LATERAL (
          SELECT i.id, i.total, i.number, i.invoice_date::text AS invoice_date
          FROM invoice_shipments s JOIN invoices i ON i.id = s.invoice_id
          WHERE s.shipment_id = t.id AND s.active AND i.status = 'issued'
          UNION ALL
          SELECT i.id, i.total, i.number, i.invoice_date::text FROM invoices i
          WHERE i.transport_id = t.id AND i.status = 'issued'
          LIMIT 1) inv ON true
        WHERE t.id = ${transportId}`,
  );
  if (!row) throw notFound('notFound.transport');
  const isShipment = row.sales_order_id !== null;
  if (!row.source_name || (!isShipment && !row.destination_inventory_id)) return null;
  const legalName = row.legal_name ?? companyName;
  const from = warehouseEnd(
    row.source_name,
    row.source_line,
    row.source_pin,
    row.source_gstin,
    row.source_state,
    row.source_address,
    legalName,
  );
  let to: ConsignmentEnd | null;
  if (isShipment) {
    const address = row.ship_to ?? row.customer_address;
    to = {
      gstin: row.customer_gstin,
      name: row.customer_name ?? '',
      stateCode: row.customer_state ?? row.source_state ?? '',
      line: address?.line ?? null,
      district: address?.district ?? null,
      pinCode: address?.pinCode ?? null,
      label: row.customer_name ?? '',
    };
  } else {
    to = warehouseEnd(
      row.destination_name ?? '',
      row.destination_line,
      row.destination_pin,
      row.destination_gstin,
      row.destination_state,
      row.destination_address,
      legalName,
    );
  }
  const betweenRegistrations =
    !isShipment &&
    row.source_registration !== null &&
    row.destination_registration !== null &&
    row.source_registration !== row.destination_registration;
  const invoiced = row.invoice_id
    ? {
        kind: 'invoice' as const,
        invoiceId: row.invoice_id,
        number: row.invoice_number!,
        date: row.invoice_date!,
      }
    : null;
  const document = isShipment || betweenRegistrations ? invoiced : { kind: 'challan' as const };
  return {
    id: row.id,
    packageId: row.package_id,
    status: row.status,
    mode: row.transport_mode,
    vehicleNumber: row.vehicle_number,
    kind: isShipment ? 'shipment' : 'transfer',
    document,
    missing: document ? null : isShipment ? 'ewaybill.notInvoiced' : 'ewaybill.transferNotInvoiced',
    sourceName: row.source_name,
    registrationId: row.source_registration,
    from,
    to,
    units: row.units,
    valuePaise: toPaise(Number(row.invoice_total ?? row.total_value)),
    thresholdPaise: toPaise(Number(row.threshold ?? DEFAULT_EWAYBILL_THRESHOLD)),
  };
}
