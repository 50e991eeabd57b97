import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_DOCUMENT_SERIES,
  GST_STATES,
  readGstin,
  type GstStateCode,
  type TRegistration,
  type zRegistrationCreateSchema,
  type zRegistrationUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { gstRegistrations, inventories, type AddressColumn } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict, notFound, uniqueViolation } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { addressAnswer } from '../customers/customers-read.service.js';
import { companyPan } from './company-settings.service.js';

// The company's GST registrations (docs/domain.md#company-and-registrations): admins keep them;
// admins and staff read them. A warehouse belongs to one, whose GSTIN and series bill its sales.

type RegistrationCreate = z.output<typeof zRegistrationCreateSchema>;
type RegistrationUpdate = z.output<typeof zRegistrationUpdateSchema>;
type RegistrationRow = typeof gstRegistrations.$inferSelect;

function registrationAnswer(row: RegistrationRow, warehouses: { id: string; name: string }[]): TRegistration {
  const reading = readGstin(row.gstin);
  return {
    id: row.id,
    gstin: row.gstin,
    pan: reading.ok ? reading.pan : null,
    stateCode: row.stateCode,
    state: GST_STATES[row.stateCode as GstStateCode] ?? row.stateCode,
    name: row.name,
    address: addressAnswer(row.address)!,
    invoiceSeries: row.invoiceSeries,
    creditNoteSeries: row.creditNoteSeries,
    debitNoteSeries: row.debitNoteSeries,
    active: row.active,
    inventories: warehouses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The warehouses of each registration given, by name. */
async function warehousesOf(
  db: Db | Tx,
  ids: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const byRegistration = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return byRegistration;
  const rows = await db
    .select({ id: inventories.id, name: inventories.name, registrationId: inventories.registrationId })
    .from(inventories)
    .where(inArray(inventories.registrationId, ids))
    .orderBy(asc(inventories.name));
  for (const row of rows) {
    const list = byRegistration.get(row.registrationId!) ?? [];
    list.push({ id: row.id, name: row.name });
    byRegistration.set(row.registrationId!, list);
  }
  return byRegistration;
}

/** Every registration by state, then name. A company has one per state it trades from: a few. */
export async function listRegistrations(db: Db): Promise<{ registrations: TRegistration[] }> {
  const rows = await db
    .select()
    .from(gstRegistrations)
    .orderBy(asc(gstRegistrations.stateCode), asc(gstRegistrations.name));
  const warehouses = await warehousesOf(
    db,
    rows.map((r) => r.id),
  );
  return { registrations: rows.map((r) => registrationAnswer(r, warehouses.get(r.id) ?? [])) };
}

export async function getRegistration(db: Db | Tx, id: string): Promise<TRegistration> {
  const [row] = await db.select().from(gstRegistrations).where(eq(gstRegistrations.id, id));
  if (!row) throw notFound('notFound.registration');
  const warehouses = await warehousesOf(db, [id]);
  return registrationAnswer(row, warehouses.get(id) ?? []);
}

function addressColumn(address: RegistrationCreate['address'], stateCode: string): AddressColumn {
  return {
    line: address.line,
    district: address.district || null,
    pinCode: address.pinCode,
    stateCode,
    point: null,
  };
}

/** 409 unless the GSTIN carries the company's PAN (when the company has set one). */
async function assertCompanyPan(tx: Tx, gstin: string): Promise<void> {
  const pan = await companyPan(tx);
  const reading = readGstin(gstin);
  if (pan && reading.ok && reading.pan && reading.pan !== pan) {
    throw conflict('company.panNotRegistrations', { gstin, gstinPan: reading.pan, pan });
  }
}

/** The 409 of a GSTIN the company already holds as another registration. */
async function gstinTaken(db: Db | Tx, gstin: string): Promise<never> {
  const [other] = await db
    .select({ name: gstRegistrations.name })
    .from(gstRegistrations)
    .where(eq(gstRegistrations.gstin, gstin));
  throw conflict('registration.gstinTaken', { gstin, name: other?.name ?? gstin });
}

export async function createRegistration(
  db: Db,
  input: RegistrationCreate,
  actor: AuditActor,
): Promise<TRegistration> {
  const stateCode = input.gstin.slice(0, 2);
  try {
    return await inTransaction(db, async (tx) => {
      await assertCompanyPan(tx, input.gstin);
      const [row] = await tx
        .insert(gstRegistrations)
        .values({
          gstin: input.gstin,
          stateCode,
          name: input.name,
          address: addressColumn(input.address, stateCode),
          invoiceSeries: input.invoiceSeries ?? DEFAULT_DOCUMENT_SERIES.invoice,
          creditNoteSeries: input.creditNoteSeries ?? DEFAULT_DOCUMENT_SERIES.creditNote,
          debitNoteSeries: input.debitNoteSeries ?? DEFAULT_DOCUMENT_SERIES.debitNote,
          active: input.active ?? true,
        })
        .returning();
      await recordAudit(
        tx,
        actor,
        'registration.created',
        { type: 'registration', id: row!.id, name: row!.name },
        {
          gstin: row!.gstin,
        },
      );
      return registrationAnswer(row!, []);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'gst_registrations_gstin_unique') return gstinTaken(db, input.gstin);
    throw error;
  }
}

export async function updateRegistration(
  db: Db,
  id: string,
  input: RegistrationUpdate,
  actor: AuditActor,
): Promise<TRegistration> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select()
        .from(gstRegistrations)
        .where(eq(gstRegistrations.id, id))
        .for('update');
      if (!current) throw notFound('notFound.registration');
      const stateCode = input.gstin ? input.gstin.slice(0, 2) : current.stateCode;
      if (input.gstin) await assertCompanyPan(tx, input.gstin);
      const values: Partial<typeof gstRegistrations.$inferInsert> = { updatedAt: new Date() };
      if (input.gstin !== undefined) values.gstin = input.gstin;
      values.stateCode = stateCode;
      if (input.name !== undefined) values.name = input.name;
      if (input.address !== undefined) values.address = addressColumn(input.address, stateCode);
      else if (stateCode !== current.stateCode) values.address = { ...current.address, stateCode };
      if (input.invoiceSeries !== undefined) values.invoiceSeries = input.invoiceSeries;
      if (input.creditNoteSeries !== undefined) values.creditNoteSeries = input.creditNoteSeries;
      if (input.debitNoteSeries !== undefined) values.debitNoteSeries = input.debitNoteSeries;
      if (input.active !== undefined) values.active = input.active;
      await tx.update(gstRegistrations).set(values).where(eq(gstRegistrations.id, id));
      await recordAudit(
        tx,
        actor,
        'registration.updated',
        { type: 'registration', id, name: values.name ?? current.name },
        {
          fields: Object.keys(input).join(', '),
        },
      );
      return getRegistration(tx, id);
    });
  } catch (error) {
    if (input.gstin && uniqueViolation(error) === 'gst_registrations_gstin_unique')
      return gstinTaken(db, input.gstin);
    throw error;
  }
}

/** Deletes a registration no warehouse belongs to (409 naming how many do); in the audit log. */
export async function deleteRegistration(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(gstRegistrations)
      .where(eq(gstRegistrations.id, id))
      .for('update');
    if (!current) throw notFound('notFound.registration');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(inventories)
      .where(eq(inventories.registrationId, id));
    if (n > 0) throw conflict('registration.hasInventories', { name: current.name, count: n });
    // An invoice or a note names its registrations for good.
    const [billed] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT ((SELECT count(*) FROM invoices WHERE registration_id = ${id} OR recipient_registration_id = ${id})
                + (SELECT count(*) FROM invoice_notes WHERE registration_id = ${id}))::int AS n`,
    );
    if (billed!.n > 0) throw conflict('registration.hasInvoices', { name: current.name, count: billed!.n });
    await tx.delete(gstRegistrations).where(eq(gstRegistrations.id, id));
    await recordAudit(
      tx,
      actor,
      'registration.deleted',
      { type: 'registration', id, name: current.name },
      {
        gstin: current.gstin,
      },
    );
  });
}
