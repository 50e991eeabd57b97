import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  message,
  readGstin,
  type GstStateCode,
  type TCustomer,
  type zCustomerCreateSchema,
  type zCustomerUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, salesOrders, type AddressColumn } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound, pgErrorOf, uniqueViolation } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { getCustomer } from './customers-read.service.js';

// Customers (docs/domain.md#customers), written: admins and staff add and change them; an admin
// deletes one (recorded in the audit log). The state is the place of supply: the GSTIN's state
// when there is a GSTIN, else the one chosen.

type CustomerCreate = z.output<typeof zCustomerCreateSchema>;
type CustomerUpdate = z.output<typeof zCustomerUpdateSchema>;
type CustomerValues = Partial<typeof customers.$inferInsert>;

function addressColumn(input: CustomerCreate['billingAddress']): AddressColumn | null {
  if (!input) return null;
  return {
    line: input.line,
    district: input.district || null,
    pinCode: input.pinCode ?? null,
    stateCode: input.stateCode ?? null,
    point: input.point ? input.point.coordinates : null,
  };
}

/**
 * The place of supply of a customer with `gstin` (null: unregistered) when `asked` was chosen (or
 * not): the GSTIN's state, and a 400 when another was chosen; else the chosen, else `current`.
 */
export function placeOfSupply(
  gstin: string | null,
  asked: GstStateCode | undefined,
  current: string | undefined,
): string {
  if (gstin) {
    const reading = readGstin(gstin);
    const state = reading.ok ? reading.stateCode : gstin.slice(0, 2);
    if (asked && asked !== state) {
      throw badRequest(message('customer.stateNotGstins', { gstin, state }), [
        fieldProblem(['stateCode'], 'customer.stateNotGstins', { gstin, state }),
      ]);
    }
    return state;
  }
  const state = asked ?? current;
  if (!state) {
    throw badRequest('customer.stateRequired', [fieldProblem(['stateCode'], 'customer.stateRequired')]);
  }
  return state;
}

/** The 409 of a GSTIN another customer has, naming them. */
async function assertGstinFree(tx: Tx, gstin: string | null, exceptId?: string): Promise<void> {
  if (!gstin) return;
  const [other] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.gstin, gstin), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  if (other) throw conflict('customer.gstinTaken', { gstin, name: other.name });
}

/** The columns of a body's optional fields, as they are given (undefined leaves a column alone). */
export function customerColumnsOf(input: CustomerUpdate): CustomerValues {
  const values: CustomerValues = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.billingAddress !== undefined) values.billingAddress = addressColumn(input.billingAddress);
  if (input.shippingAddress !== undefined) values.shippingAddress = addressColumn(input.shippingAddress);
  if (input.phone !== undefined) values.phone = input.phone || null;
  if (input.email !== undefined) values.email = input.email?.toLowerCase() || null;
  if (input.creditLimit !== undefined) values.creditLimit = input.creditLimit;
  if (input.paymentTermsDays !== undefined) values.paymentTermsDays = input.paymentTermsDays;
  if (input.notes !== undefined) values.notes = input.notes || null;
  if (input.active !== undefined) values.active = input.active;
  if (input.priceListId !== undefined) values.priceListId = input.priceListId;
  return values;
}

/** A GSTIN taken between the check and the write (two adds at once) is the same 409. */
async function gstinRace<T>(db: Db, gstin: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'customers_price_list_id_price_lists_id_fk') {
      throw badRequest('customer.unknownPriceList', [
        fieldProblem(['priceListId'], 'customer.unknownPriceList'),
      ]);
    }
    if (uniqueViolation(error) !== 'customers_gstin_unique' || !gstin) throw error;
    const [other] = await db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.gstin, gstin));
    throw conflict('customer.gstinTaken', { gstin, name: other?.name ?? gstin });
  }
}

/** Adds a customer. */
export async function createCustomer(db: Db, input: CustomerCreate, userId: string): Promise<TCustomer> {
  const gstin = input.gstin ?? null;
  return gstinRace(db, gstin, () =>
    inTransaction(db, async (tx) => {
      const stateCode = placeOfSupply(gstin, input.stateCode, undefined);
      await assertGstinFree(tx, gstin);
      const [row] = await tx
        .insert(customers)
        .values({ ...customerColumnsOf(input), name: input.name, gstin, stateCode, createdBy: userId })
        .returning({ id: customers.id });
      return getCustomer(tx, row!.id);
    }),
  );
}

/** Changes a customer's fields; a new GSTIN brings its state, and another state is a 400. */
export async function updateCustomer(db: Db, id: string, input: CustomerUpdate): Promise<TCustomer> {
  return gstinRace(db, input.gstin, () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
      if (!current) throw notFound('notFound.customer');
      const gstin = input.gstin !== undefined ? input.gstin : current.gstin;
      // A GSTIN given anew sets the state; an unchanged one keeps it (a state asked must match it).
      const stateCode = placeOfSupply(gstin, input.stateCode, gstin ? undefined : current.stateCode);
      if (gstin !== current.gstin) await assertGstinFree(tx, gstin, id);
      await tx
        .update(customers)
        .set({ ...customerColumnsOf(input), gstin, stateCode, updatedAt: sql`now()` })
        .where(eq(customers.id, id));
      return getCustomer(tx, id);
    }),
  );
}

/** Deletes a customer (an admin), recorded in the audit log. */
export async function deleteCustomer(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!current) throw notFound('notFound.customer');
    // Sales orders keep their customer (a foreign key): a customer with orders is made inactive.
    const [order] = await tx.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.customerId, id)).limit(1);
    if (order) throw conflict('customer.hasOrders', { name: current.name });
    const [row] = await tx.delete(customers).where(eq(customers.id, id)).returning();
    if (!row) throw notFound('notFound.customer');
    await recordAudit(tx, actor, 'customer.deleted', { type: 'customer', id: row.id, name: row.name });
  });
}
