import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOMER_COLUMNS, readGstState, zCustomerCreateSchema } from '@godown/shared';
import { customers, type AddressColumn } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { customerColumnsOf, placeOfSupply } from '../customers/customers-write.service.js';
import {
  given,
  problem,
  problemOfError,
  sameValue,
  shown,
  zodProblems,
  type ImportKindHandler,
  type ImportRun,
  type RowOutcome,
  type RowProblem,
  type RowValues,
} from './import-kind.js';

// Customers (admins and staff): found by GSTIN, else (one without a GSTIN) by name without case.
// Created when new, else the filled columns are written, under the rules of the customer form: the
// state is the GSTIN's, and one without a GSTIN needs a state.

type CustomerInput = z.output<typeof zCustomerCreateSchema>;
type CustomerRow = typeof customers.$inferSelect;

/** The column of a body's field (an address's fields are the address's columns). */
function customerColumn(path: PropertyKey[]): string | null {
  const [first, second] = path;
  if (first === 'billingAddress') {
    if (second === 'point') return 'latitude';
    return second === 'line' ? 'address' : typeof second === 'string' ? second : 'address';
  }
  if (first === 'shippingAddress') {
    return second === 'district'
      ? 'shippingDistrict'
      : second === 'pinCode'
        ? 'shippingPinCode'
        : 'shippingAddress';
  }
  if (first === 'stateCode') return 'state';
  return typeof first === 'string' ? first : null;
}

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

function build(values: RowValues): { input: CustomerInput } | { problems: RowProblem[] } {
  const v = values as Record<string, string | number | boolean | null>;
  const stateText = text(v.state);
  const stateCode = stateText ? readGstState(stateText) : undefined;
  if (stateText && !stateCode)
    return { problems: [problem('state', 'import.stateUnknown', { state: stateText })] };
  const located =
    v.latitude !== null && v.latitude !== undefined && v.longitude !== null && v.longitude !== undefined;
  const billing = given({
    line: text(v.address),
    district: text(v.district),
    pinCode: text(v.pinCode),
    point: located ? { type: 'Point', coordinates: [Number(v.longitude), Number(v.latitude)] } : undefined,
  });
  const shipping = given({
    line: text(v.shippingAddress),
    district: text(v.shippingDistrict),
    pinCode: text(v.shippingPinCode),
  });
  const body = given({
    name: text(v.name),
    gstin: text(v.gstin),
    stateCode: stateCode ?? undefined,
    billingAddress: Object.keys(billing).length ? { line: '', ...billing } : undefined,
    shippingAddress: Object.keys(shipping).length ? { line: '', ...shipping } : undefined,
    phone: text(v.phone),
    email: text(v.email),
    creditLimit: v.creditLimit,
    paymentTermsDays: v.paymentTermsDays,
    notes: text(v.notes),
    active: v.active,
  });
  const parsed = zCustomerCreateSchema.safeParse(body);
  if (!parsed.success) return { problems: zodProblems(parsed.error, customerColumn) };
  // A GSTIN's state is known before any customer is read: one against it is the row's own problem.
  const { gstin } = parsed.data;
  const problems = gstin ? stateProblems(gstin, parsed.data.stateCode, undefined) : [];
  return problems.length ? { problems } : { input: parsed.data };
}

/** The place of supply's problems, in the State column (placeOfSupply's refusals). */
function stateProblems(...args: Parameters<typeof placeOfSupply>): RowProblem[] {
  try {
    placeOfSupply(...args);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return [problemOfError('state', error)];
  }
}

const keyOf = (input: CustomerInput) => input.gstin ?? `name ${input.name.toLowerCase()}`;

/** The customers the rows name: by GSTIN, and those without one by lower-cased name. */
async function customersOf(run: ImportRun, rows: { input: CustomerInput }[]) {
  const gstins = rows.flatMap((r) => (r.input.gstin ? [r.input.gstin] : []));
  const names = rows.flatMap((r) => (r.input.gstin ? [] : [r.input.name.toLowerCase()]));
  const found = await run.tx
    .select()
    .from(customers)
    .where(
      or(
        gstins.length ? inArray(customers.gstin, gstins) : undefined,
        names.length
          ? and(isNull(customers.gstin), inArray(sql`lower(${customers.name})`, names))
          : undefined,
      ),
    )
    .for('update');
  const byKey = new Map<string, CustomerRow[]>();
  for (const row of found) {
    const key = row.gstin ?? `name ${row.name.toLowerCase()}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** A row's address over the one kept: the parts the row gives replace theirs, the rest stay. */
function mergedAddress(kept: AddressColumn | null, given: AddressColumn | null | undefined) {
  if (!given || !kept) return given;
  return {
    line: given.line || kept.line,
    district: given.district ?? kept.district,
    pinCode: given.pinCode ?? kept.pinCode,
    stateCode: given.stateCode ?? kept.stateCode,
    point: given.point ?? kept.point,
  };
}

/** Whether two addresses are the same, part by part (jsonb keeps its keys in an order of its own). */
function sameAddress(a: AddressColumn | null, b: AddressColumn): boolean {
  return (
    a !== null &&
    a.line === b.line &&
    a.district === b.district &&
    a.pinCode === b.pinCode &&
    a.stateCode === b.stateCode &&
    a.point?.[0] === b.point?.[0] &&
    a.point?.[1] === b.point?.[1]
  );
}

/** The columns a row changes on `current` (its empty cells change nothing). */
function changesOf(current: CustomerRow, values: ReturnType<typeof customerColumnsOf>) {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => {
      const before = current[key as keyof CustomerRow];
      if (value !== null && typeof value === 'object') {
        return !sameAddress(before as AddressColumn | null, value as AddressColumn);
      }
      return !sameValue(before, value, 2);
    }),
  ) as ReturnType<typeof customerColumnsOf>;
}

async function write(run: ImportRun, rows: { row: number; input: CustomerInput }[]): Promise<RowOutcome[]> {
  const byKey = await customersOf(run, rows);
  const outcomes: RowOutcome[] = [];
  for (const { input } of rows) {
    const matches = byKey.get(keyOf(input)) ?? [];
    if (matches.length > 1) {
      outcomes.push({
        problems: [problem('name', 'import.customersNamed', { count: matches.length, name: input.name })],
      });
      continue;
    }
    const current = matches[0];
    const gstin = input.gstin ?? current?.gstin ?? null;
    const problems = stateProblems(gstin, input.stateCode, current?.stateCode);
    if (problems.length) {
      outcomes.push({ problems });
      continue;
    }
    const stateCode = placeOfSupply(gstin, input.stateCode, current?.stateCode);
    const values = { ...customerColumnsOf(input), stateCode };
    if (!current) {
      const [created] = await run.tx
        .insert(customers)
        .values({ ...values, name: input.name, gstin: input.gstin ?? null, stateCode, createdBy: run.userId })
        .returning();
      byKey.set(keyOf(input), [created!]);
      outcomes.push({ action: 'create' });
      continue;
    }
    // A name matched without case: keep the customer's own spelling.
    if (!input.gstin) delete values.name;
    values.billingAddress = mergedAddress(current.billingAddress, values.billingAddress);
    values.shippingAddress = mergedAddress(current.shippingAddress, values.shippingAddress);
    const changes = changesOf(current, values);
    if (Object.keys(changes).length === 0) {
      outcomes.push({ action: 'unchanged' });
      continue;
    }
    await run.tx
      .update(customers)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(sql`${customers.id} = ${current.id}`);
    outcomes.push({ action: 'update' });
  }
  return outcomes;
}

export const customerImport: ImportKindHandler<CustomerInput> = {
  columns: CUSTOMER_COLUMNS,
  keyColumn: 'name',
  build,
  key: keyOf,
  write,
  preview: (input) => ({
    name: input.name,
    gstin: input.gstin ?? null,
    state: input.stateCode ?? (input.gstin ? input.gstin.slice(0, 2) : null),
    address: input.billingAddress?.line || null,
    district: input.billingAddress?.district ?? null,
    pinCode: input.billingAddress?.pinCode ?? null,
    latitude: shown(input.billingAddress?.point?.coordinates[1]),
    longitude: shown(input.billingAddress?.point?.coordinates[0]),
    shippingAddress: input.shippingAddress?.line || null,
    shippingDistrict: input.shippingAddress?.district ?? null,
    shippingPinCode: input.shippingAddress?.pinCode ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    creditLimit: shown(input.creditLimit),
    paymentTermsDays: shown(input.paymentTermsDays),
    notes: input.notes ?? null,
    active: shown(input.active),
  }),
};
