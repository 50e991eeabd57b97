import { and, eq, ne, sql } from 'drizzle-orm';
import {
  EWAYBILL_LIMITS,
  message,
  TRANSPORT_OPEN_STATUSES,
  type TEwayBillCancelBody,
  type TEwayBillRecordBody,
  type TEwayBillStatus,
  type TEwayBillVehicleBody,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { ewayBills, ewayBillVehicles, transports } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, notFound, uniqueViolation } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { billOf } from './ewaybill-answers.js';
import { readConsignment } from './ewaybill-consignment.js';
import { resolveEwayBillExpiry } from './ewaybill-expiry.js';
import { ewayBillStatus, overThreshold } from './ewaybills-read.service.js';

// Writes of e-way bills (docs/domain.md#e-way-bills): each one transaction that locks the transport
// first (the dispatch that checks for a bill takes the same lock), then its bills.

/** The transport locked; one that is delivered or cancelled no longer changes its bills. */
async function lockOpenTransport(tx: Tx, transportId: string) {
  const [row] = await tx.select().from(transports).where(eq(transports.id, transportId)).for('update');
  if (!row) throw notFound('notFound.transport');
  if (!(TRANSPORT_OPEN_STATUSES as readonly string[]).includes(row.status)) {
    throw conflict('ewaybill.transportFinished', { packageId: row.packageId, status: row.status });
  }
  return row;
}

async function liveBill(tx: Tx, transportId: string) {
  const [live] = await tx
    .select()
    .from(ewayBills)
    .where(and(eq(ewayBills.transportId, transportId), ne(ewayBills.status, 'cancelled')));
  return live ?? null;
}

/** POST /transports/{id}/ewaybill: the bill the portal generated for the consignment. */
export async function recordEwayBill(
  db: Db,
  transportId: string,
  body: TEwayBillRecordBody,
  actor: AuditActor,
  companyName: string,
): Promise<TEwayBillStatus> {
  const bill = billOf(body);
  if (bill.generatedAt.getTime() > Date.now() + 5 * 60_000) throw badRequest('ewaybill.generatedInFuture');
  if (bill.validUntil && bill.validUntil <= bill.generatedAt)
    throw badRequest('ewaybill.validBeforeGenerated');
  await inTransaction(db, async (tx) => {
    const transport = await lockOpenTransport(tx, transportId);
    const consignment = await readConsignment(tx, transportId, companyName);
    if (!consignment) throw conflict('ewaybill.notConsignment', { packageId: transport.packageId });
    // The portal bills under a GSTIN: goods from a warehouse of no registration have none.
    if (!consignment.from) throw conflict('ewaybill.noRegistration', { inventory: consignment.sourceName });
    const live = await liveBill(tx, transportId);
    if (live?.status === 'active') {
      throw conflict('ewaybill.alreadyActive', { packageId: transport.packageId, number: live.number! });
    }
    // A bill generated after all replaces an admin's word that the goods go without one.
    if (live) await tx.delete(ewayBills).where(eq(ewayBills.id, live.id));
    const [taken] = await queryRows<{ package_id: string }>(
      tx,
      sql`SELECT t.package_id FROM eway_bills b JOIN transports t ON t.id = b.transport_id WHERE b.number = ${bill.number}`,
    );
    if (taken) throw conflict('ewaybill.numberTaken', { number: bill.number, packageId: taken.package_id });
    try {
      const [row] = await tx
        .insert(ewayBills)
        .values({
          transportId,
          number: bill.number,
          generatedAt: bill.generatedAt,
          validUntil: bill.validUntil,
          distanceKm: body.distanceKm,
          recordedBy: actor.id,
        })
        .returning({ id: ewayBills.id });
      // The vehicle the bill was generated with, when the transport names one: its first Part-B.
      if (transport.vehicleNumber && transport.transportMode === 'land') {
        await tx.insert(ewayBillVehicles).values({
          ewayBillId: row!.id,
          update: 1,
          mode: 'land',
          vehicleNumber: transport.vehicleNumber,
          fromPlace: (consignment.from.district ?? consignment.sourceName).slice(0, EWAYBILL_LIMITS.placeMax),
          fromStateCode: consignment.from.stateCode,
          reason: 'firstTime',
          updatedAt: bill.generatedAt,
          recordedBy: actor.id,
        });
      }
    } catch (error) {
      if (uniqueViolation(error) === 'eway_bills_number_unique') {
        throw conflict('ewaybill.numberTaken', { number: bill.number, packageId: transport.packageId });
      }
      throw error;
    }
    await recordAudit(
      tx,
      actor,
      'ewaybill.recorded',
      { type: 'transport', id: transportId, name: transport.packageId },
      {
        number: bill.number,
        validUntil: bill.validUntil?.toISOString() ?? null,
      },
    );
  });
  return ewayBillStatus(db, transportId, companyName);
}

/** POST /transports/{id}/ewaybill/waiver: an admin lets a consignment over the threshold go without a bill. */
export async function waiveEwayBill(
  db: Db,
  transportId: string,
  reason: string,
  actor: AuditActor,
  companyName: string,
): Promise<TEwayBillStatus> {
  await inTransaction(db, async (tx) => {
    const transport = await lockOpenTransport(tx, transportId);
    const consignment = await readConsignment(tx, transportId, companyName);
    if (!consignment) throw conflict('ewaybill.notConsignment', { packageId: transport.packageId });
    if (!overThreshold(consignment)) {
      throw conflict('ewaybill.notNeeded', {
        packageId: transport.packageId,
        value: consignment.valuePaise / 100,
        threshold: consignment.thresholdPaise / 100,
      });
    }
    const live = await liveBill(tx, transportId);
    if (live?.status === 'active') {
      throw conflict('ewaybill.alreadyActive', { packageId: transport.packageId, number: live.number! });
    }
    if (live) throw conflict('ewaybill.alreadyWaived', { packageId: transport.packageId });
    await tx
      .insert(ewayBills)
      .values({ transportId, status: 'waived', waiverReason: reason, recordedBy: actor.id });
    await recordAudit(
      tx,
      actor,
      'ewaybill.waived',
      { type: 'transport', id: transportId, name: transport.packageId },
      {
        reason,
      },
    );
  });
  return ewayBillStatus(db, transportId, companyName);
}

/** The bill locked with its transport (which is locked first, as every write here does). */
async function lockBill(tx: Tx, billId: string) {
  const [found] = await tx
    .select({ transportId: ewayBills.transportId })
    .from(ewayBills)
    .where(eq(ewayBills.id, billId));
  if (!found) throw notFound('notFound.ewayBill');
  const transport = await lockOpenTransport(tx, found.transportId);
  const [bill] = await tx.select().from(ewayBills).where(eq(ewayBills.id, billId)).for('update');
  if (!bill) throw notFound('notFound.ewayBill');
  if (bill.status !== 'active') throw conflict('ewaybill.notActive', { number: bill.number ?? '' });
  return { bill, transport };
}

/** POST /ewaybills/{id}/cancel: the portal cancelled the bill, within its 24 hours. */
export async function cancelEwayBill(
  db: Db,
  billId: string,
  body: TEwayBillCancelBody,
  actor: AuditActor,
  companyName: string,
): Promise<TEwayBillStatus> {
  const transportId = await inTransaction(db, async (tx) => {
    const { bill, transport } = await lockBill(tx, billId);
    const until = new Date(bill.generatedAt!.getTime() + EWAYBILL_LIMITS.cancelHours * 3_600_000);
    if (Date.now() > until.getTime()) {
      throw conflict('ewaybill.tooLateToCancel', { number: bill.number!, until: until.toISOString() });
    }
    await tx
      .update(ewayBills)
      .set({
        status: 'cancelled',
        cancelledAt: sql`now()`,
        cancelReason: body.reason,
        cancelRemark: body.remark ?? null,
        cancelRecordedBy: actor.id,
      })
      .where(eq(ewayBills.id, billId));
    await resolveEwayBillExpiry(tx, transport.id);
    await recordAudit(
      tx,
      actor,
      'ewaybill.cancelled',
      { type: 'transport', id: transport.id, name: transport.packageId },
      {
        number: bill.number,
        reason: body.reason,
      },
    );
    return transport.id;
  });
  return ewayBillStatus(db, transportId, companyName);
}

/**
 * POST /ewaybills/{id}/vehicles: a Part-B update the portal took. Several vehicles share the
 * consignment's units between them (each names its units, adding up to what it carries).
 */
export async function changeVehicles(
  db: Db,
  billId: string,
  body: TEwayBillVehicleBody,
  actor: AuditActor,
  companyName: string,
): Promise<TEwayBillStatus> {
  const transportId = await inTransaction(db, async (tx) => {
    const { bill, transport } = await lockBill(tx, billId);
    for (const vehicle of body.vehicles) {
      const carried =
        body.mode === 'land'
          ? vehicle.vehicleNumber !== undefined
          : vehicle.transportDocument !== undefined && vehicle.transportDocumentDate !== undefined;
      if (!carried) throw badRequest('ewaybill.vehicleOrDocument');
    }
    const [{ units } = { units: 0 }] = await queryRows<{ units: number }>(
      tx,
      sql`SELECT coalesce(sum(quantity), 0)::int AS units FROM transport_lines WHERE transport_id = ${transport.id}`,
    );
    if (body.vehicles.length > 1) {
      const shared = body.vehicles.reduce((sum, vehicle) => sum + (vehicle.quantity ?? 0), 0);
      if (body.vehicles.some((vehicle) => vehicle.quantity === undefined) || shared !== units) {
        throw badRequest(message('ewaybill.vehicleQuantities', { units }));
      }
    }
    const updatedAt = body.updatedAt ? new Date(body.updatedAt) : new Date();
    if (updatedAt < bill.generatedAt!) throw badRequest('ewaybill.updatedBeforeGenerated');
    if (updatedAt.getTime() > Date.now() + 5 * 60_000) throw badRequest('ewaybill.generatedInFuture');
    if (body.validUntil && new Date(body.validUntil) <= bill.generatedAt!) {
      throw badRequest('ewaybill.validBeforeGenerated');
    }
    const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(
      tx,
      sql`SELECT coalesce(max(update), 0)::int AS last FROM eway_bill_vehicles WHERE eway_bill_id = ${billId}`,
    );
    await tx.insert(ewayBillVehicles).values(
      body.vehicles.map((vehicle, index) => ({
        ewayBillId: billId,
        update: last + 1,
        position: index + 1,
        mode: body.mode,
        vehicleNumber: body.mode === 'land' ? (vehicle.vehicleNumber ?? null) : null,
        transportDocument: vehicle.transportDocument ?? null,
        transportDocumentDate: vehicle.transportDocumentDate ?? null,
        quantity: body.vehicles.length > 1 ? (vehicle.quantity ?? null) : null,
        fromPlace: body.fromPlace,
        fromStateCode: body.fromStateCode,
        reason: body.reason,
        remark: body.remark ?? null,
        updatedAt,
        recordedBy: actor.id,
      })),
    );
    // The transport names the vehicle now carrying it (the first, when several share it).
    const first = body.vehicles[0]!;
    await tx
      .update(transports)
      .set({
        ...(body.mode === 'land' && first.vehicleNumber ? { vehicleNumber: first.vehicleNumber } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(transports.id, transport.id));
    if (body.validUntil !== undefined) {
      await tx
        .update(ewayBills)
        .set({ validUntil: body.validUntil ? new Date(body.validUntil) : null })
        .where(eq(ewayBills.id, billId));
      await resolveEwayBillExpiry(tx, transport.id);
    }
    await recordAudit(
      tx,
      actor,
      'ewaybill.vehicleChanged',
      { type: 'transport', id: transport.id, name: transport.packageId },
      {
        number: bill.number,
        vehicles: body.vehicles
          .map((vehicle) => vehicle.vehicleNumber ?? vehicle.transportDocument)
          .join(', '),
        reason: body.reason,
      },
    );
    return transport.id;
  });
  return ewayBillStatus(db, transportId, companyName);
}

/**
 * Before a transport leaves (in the dispatch's transaction, under the transport's lock): a shipment
 * or a transfer worth more than the threshold goes with a live bill, or an admin's word that it goes
 * without. A shipment and a transfer between registrations are invoiced before they leave, since
 * the bill cites the invoice.
 */
export async function assertEwayBillForDispatch(
  tx: Tx,
  transportId: string,
  companyName: string,
): Promise<void> {
  const consignment = await readConsignment(tx, transportId, companyName);
  // A warehouse billing under no registration is no GST taxpayer's: the portal has no one to bill.
  if (!consignment?.from || !overThreshold(consignment)) return;
  if (await liveBill(tx, transportId)) return;
  throw conflict('ewaybill.required', {
    packageId: consignment.packageId,
    value: consignment.valuePaise / 100,
    threshold: consignment.thresholdPaise / 100,
  });
}
