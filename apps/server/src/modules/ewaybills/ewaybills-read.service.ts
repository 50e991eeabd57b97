import { sql } from 'drizzle-orm';
import {
  englishOf,
  message,
  type EwayBillCancelReason,
  type EwayBillState,
  type EwayBillVehicleReason,
  type TEwayBill,
  type TEwayBillFileQuery,
  type TEwayBillStatus,
  type TMessage,
  type TransportMode,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { DISPATCHED_ON } from '../invoices/invoice-draft.js';
import { getInvoice } from '../invoices/invoices-read.service.js';
import { estimateDistanceKm } from './ewaybill-answers.js';
import { readConsignment, type Consignment } from './ewaybill-consignment.js';
import { challanDay, challanFigures, ewayBill, ewayBillFile, invoiceFigures } from './ewaybill-json.js';

// Reads of e-way bills (docs/domain.md#e-way-bills): what a consignment needs, its bills and their
// vehicles, and the bulk file to upload to the portal.

interface BillRow {
  id: string;
  status: 'active' | 'cancelled' | 'waived';
  number: string | null;
  generated_at: Date | null;
  valid_until: Date | null;
  distance_km: number | null;
  waiver_reason: string | null;
  recorded_at: Date;
  recorded_by: string | null;
  recorded_by_name: string | null;
  cancelled_at: Date | null;
  cancel_reason: EwayBillCancelReason | null;
  cancel_remark: string | null;
  vehicles: {
    id: string;
    update: number;
    mode: TransportMode;
    vehicle_number: string | null;
    transport_document: string | null;
    transport_document_date: string | null;
    quantity: number | null;
    from_place: string;
    from_state_code: string;
    reason: EwayBillVehicleReason;
    remark: string | null;
    updated_at: string;
    recorded_by: string | null;
    recorded_by_name: string | null;
  }[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A transport's bills, the live one first, each with its vehicles (the latest update first). */
export async function billsOf(db: Db | Tx, transportId: string): Promise<TEwayBill[]> {
  const rows = await queryRows<BillRow>(
    db,
    sql`SELECT b.id, b.status, b.number, b.generated_at, b.valid_until, b.distance_km, b.waiver_reason,
               b.recorded_at, b.recorded_by, u.name AS recorded_by_name, b.cancelled_at, b.cancel_reason,
               b.cancel_remark,
               coalesce((SELECT json_agg(json_build_object(
                   'id', v.id, 'update', v.update, 'mode', v.mode, 'vehicle_number', v.vehicle_number,
                   'transport_document', v.transport_document,
                   'transport_document_date', v.transport_document_date, 'quantity', v.quantity,
                   'from_place', v.from_place, 'from_state_code', v.from_state_code, 'reason', v.reason,
                   'remark', v.remark, 'updated_at', v.updated_at, 'recorded_by', v.recorded_by,
                   'recorded_by_name', vu.name) ORDER BY v.update DESC, v.position)
                 FROM eway_bill_vehicles v LEFT JOIN users vu ON vu.id = v.recorded_by
                 WHERE v.eway_bill_id = b.id), '[]') AS vehicles
        FROM eway_bills b LEFT JOIN users u ON u.id = b.recorded_by
        WHERE b.transport_id = ${transportId}
        ORDER BY (b.status = 'cancelled'), b.recorded_at DESC, b.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    number: row.number,
    generatedAt: iso(row.generated_at),
    validUntil: iso(row.valid_until),
    distanceKm: row.distance_km,
    waiverReason: row.waiver_reason,
    recordedAt: iso(row.recorded_at)!,
    recordedBy: row.recorded_by ? { id: row.recorded_by, name: row.recorded_by_name ?? '' } : null,
    cancelledAt: iso(row.cancelled_at),
    cancelReason: row.cancel_reason,
    cancelRemark: row.cancel_remark,
    vehicles: row.vehicles.map((v) => ({
      id: v.id,
      update: v.update,
      mode: v.mode,
      vehicleNumber: v.vehicle_number,
      transportDocument: v.transport_document,
      transportDocumentDate: v.transport_document_date,
      quantity: v.quantity,
      fromPlace: v.from_place,
      fromStateCode: v.from_state_code,
      reason: v.reason,
      remark: v.remark,
      updatedAt: iso(v.updated_at)!,
      recordedBy: v.recorded_by ? { id: v.recorded_by, name: v.recorded_by_name ?? '' } : null,
    })),
  }));
}

/** Whether a consignment's value calls for a bill: more than the threshold. */
export const overThreshold = (consignment: Consignment) =>
  consignment.valuePaise > consignment.thresholdPaise;

function stateOf(consignment: Consignment | null, bills: TEwayBill[]): EwayBillState {
  const live = bills.find((bill) => bill.status !== 'cancelled');
  if (live) return live.status === 'waived' ? 'waived' : 'active';
  // A warehouse of no registration bills under no GSTIN: the portal has no bill to give it.
  if (!consignment?.from || !overThreshold(consignment)) return 'notNeeded';
  return bills.length > 0 ? 'cancelled' : 'needed';
}

/** Why the consignment's file cannot be written yet, or null. */
function blockerOf(consignment: Consignment | null, packageId: string): TMessage | null {
  if (!consignment) return message('ewaybill.notConsignment', { packageId });
  if (consignment.missing) return message(consignment.missing, { packageId });
  if (!consignment.from) return message('ewaybill.noRegistration', { inventory: consignment.sourceName });
  if (!consignment.to) return message('ewaybill.notConsignment', { packageId });
  if (!consignment.from.pinCode) return message('ewaybill.pinMissing', { place: consignment.from.label });
  if (!consignment.to.pinCode) return message('ewaybill.pinMissing', { place: consignment.to.label });
  return null;
}

/** The day the transport left, or null while it has not. */
async function dispatchedOn(db: Db | Tx, transportId: string): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT ${DISPATCHED_ON} AS day FROM transports t WHERE t.id = ${transportId}`,
  );
  return row?.day ?? null;
}

/** GET /transports/{id}/ewaybill: what the consignment needs, its paper, the distance estimate and its bills. */
export async function ewayBillStatus(
  db: Db,
  transportId: string,
  companyName: string,
): Promise<TEwayBillStatus> {
  const consignment = await readConsignment(db, transportId, companyName);
  const bills = await billsOf(db, transportId);
  const [packageRow] = await queryRows<{ package_id: string }>(
    db,
    sql`SELECT package_id FROM transports WHERE id = ${transportId}`,
  );
  const blocked = blockerOf(consignment, packageRow!.package_id);
  let document: TEwayBillStatus['document'] = null;
  if (consignment?.document?.kind === 'invoice') {
    document = { kind: 'invoice', number: consignment.document.number, date: consignment.document.date };
  } else if (consignment?.document?.kind === 'challan') {
    document = {
      kind: 'challan',
      number: consignment.packageId,
      date: challanDay(await dispatchedOn(db, transportId)),
    };
  }
  const end = (e: Consignment['from']) => (e ? { pinCode: e.pinCode, stateCode: e.stateCode } : null);
  return {
    state: stateOf(consignment, bills),
    threshold: (consignment?.thresholdPaise ?? 0) / 100,
    value: (consignment?.valuePaise ?? 0) / 100,
    units: consignment?.units ?? 0,
    document,
    blocker: blocked
      ? {
          reason: blocked.reason,
          ...(blocked.params ? { params: blocked.params } : {}),
          message: englishOf(blocked),
        }
      : null,
    distanceEstimateKm: await estimateDistanceKm(
      consignment?.from?.pinCode ?? null,
      consignment?.to?.pinCode ?? null,
    ),
    from: end(consignment?.from ?? null),
    to: end(consignment?.to ?? null),
    bills,
  };
}

/** GET /transports/{id}/ewaybill.json: the bulk file of the consignment, refused while it has a blocker. */
export async function ewayBillFileOf(
  db: Db,
  transportId: string,
  query: TEwayBillFileQuery,
  companyName: string,
) {
  const consignment = await readConsignment(db, transportId, companyName);
  const [packageRow] = await queryRows<{ package_id: string }>(
    db,
    sql`SELECT package_id FROM transports WHERE id = ${transportId}`,
  );
  const packageId = packageRow!.package_id;
  if (!consignment) throw conflict('ewaybill.notConsignment', { packageId });
  if (consignment.missing) throw conflict(consignment.missing, { packageId });
  if (!consignment.from) throw conflict('ewaybill.noRegistration', { inventory: consignment.sourceName });
  if (!consignment.to) throw conflict('ewaybill.notConsignment', { packageId });
  const figures =
    consignment.document?.kind === 'invoice'
      ? invoiceFigures(await getInvoice(db, consignment.document.invoiceId))
      : await challanFigures(db, consignment, challanDay(await dispatchedOn(db, transportId)));
  const distance =
    query.distanceKm ??
    (await estimateDistanceKm(consignment.from.pinCode, consignment.to.pinCode)) ??
    // Without both PIN codes portalEnd refuses the file below; 1 km is never written.
    1;
  const file = ewayBillFile([ewayBill(consignment, figures, distance, query)]);
  return { file, docNo: figures.docNo };
}
