import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GST_STATES,
  readGstin,
  resolveSort,
  type GstStateCode,
  type ListSortQuery,
  type SortColumn,
  type TAddress,
  type TCustomer,
  type zCustomerListQuerySchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, priceLists, type AddressColumn } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey, type SortExpression } from '../../db/list-order.js';
import { likePattern } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Customers (docs/domain.md#customers), read: the list with its search, filters and sorts, and one
// customer. Admins and staff read them; suppliers and drivers never do (the routes' roles).

type CustomerListQuery = z.output<typeof zCustomerListQuerySchema>;
type CustomerRow = typeof customers.$inferSelect;

export function addressAnswer(address: AddressColumn | null): TAddress | null {
  if (!address) return null;
  return {
    line: address.line,
    district: address.district,
    pinCode: address.pinCode,
    stateCode: address.stateCode,
    point: address.point ? { type: 'Point', coordinates: address.point } : null,
  };
}

/** A customer's row as the API answers it: the PAN and the state's name derived, its list named. */
export function customerAnswer(row: CustomerRow, priceListName: string | null = null): TCustomer {
  const reading = row.gstin ? readGstin(row.gstin) : null;
  return {
    id: row.id,
    name: row.name,
    gstin: row.gstin,
    pan: reading?.ok ? reading.pan : null,
    stateCode: row.stateCode,
    state: GST_STATES[row.stateCode as GstStateCode] ?? row.stateCode,
    billingAddress: addressAnswer(row.billingAddress),
    shippingAddress: addressAnswer(row.shippingAddress),
    phone: row.phone,
    email: row.email,
    creditLimit: row.creditLimit,
    paymentTermsDays: row.paymentTermsDays,
    notes: row.notes,
    active: row.active,
    priceList:
      row.priceListId && priceListName !== null ? { id: row.priceListId, name: priceListName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a customer list depends on besides the data, to keep it by (db/snapshot-cache.ts). */
export function customerListKey(query: CustomerListQuery): string {
  return `customers ${JSON.stringify(query)}`;
}

/**
 * The customer list's filter: by state, registration and active flag, searched over the name (a
 * trigram index), the GSTIN, the phone, and the billing address's district and PIN code.
 */
export function customerListFilter(
  query: Pick<CustomerListQuery, 'search' | 'state' | 'registered' | 'active'>,
): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const registered =
    query.registered === undefined
      ? undefined
      : query.registered
        ? isNotNull(customers.gstin)
        : isNull(customers.gstin);
  return and(
    query.state ? eq(customers.stateCode, query.state) : undefined,
    registered,
    query.active === undefined ? undefined : eq(customers.active, query.active),
    pattern
      ? or(
          ilike(customers.name, pattern),
          ilike(customers.gstin, pattern),
          ilike(customers.phone, pattern),
          sql`${customers.billingAddress}->>'district' ILIKE ${pattern}`,
          sql`${customers.billingAddress}->>'pinCode' ILIKE ${pattern}`,
        )
      : undefined,
  );
}

const CUSTOMER_SORT_COLUMNS: Record<SortColumn<'customers'>, SortExpression> = {
  name: customers.name,
  state: customers.stateCode,
  creditLimit: customers.creditLimit,
  createdAt: customers.createdAt,
};

/** The order of a customers page or export: the asked column (by name when none), then the id. */
export function customerOrder(query: ListSortQuery<'customers'>): OrderKey[] {
  const { sort, order } = resolveSort('customers', query);
  return sortedBy(CUSTOMER_SORT_COLUMNS[sort], customers.id, order);
}

/** Customers with the name of their price list. */
export function selectCustomers(db: Db | Tx) {
  return db
    .select({ customer: customers, priceListName: priceLists.name })
    .from(customers)
    .leftJoin(priceLists, eq(priceLists.id, customers.priceListId));
}

/** A page of customers, by name unless sorted; filtered and searched as customerListFilter says. */
export async function listCustomers(
  db: Db,
  query: CustomerListQuery,
): Promise<{ customers: TCustomer[]; total: number }> {
  const where = customerListFilter(query);
  const [rows, [totals]] = await Promise.all([
    selectCustomers(db)
      .where(where)
      .orderBy(...orderByOf(customerOrder(query)))
      .limit(query.limit ?? 25)
      .offset(query.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  ]);
  return { customers: rows.map((r) => customerAnswer(r.customer, r.priceListName)), total: totals?.n ?? 0 };
}

/** One customer (404 when there is none). */
export async function getCustomer(db: Db | Tx, id: string): Promise<TCustomer> {
  const [row] = await selectCustomers(db).where(eq(customers.id, id));
  if (!row) throw notFound('notFound.customer');
  return customerAnswer(row.customer, row.priceListName);
}
