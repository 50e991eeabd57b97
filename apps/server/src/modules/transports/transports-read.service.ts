import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  resolveSort,
  TRANSPORT_STATUSES,
  type ListSortQuery,
  type Role,
  type TransportStatus,
  type TTransport,
  type TTransportDetail,
  type TTransportStatusCounts,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { transports, transportStatusHistory, users } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { countsByValue } from '../../db/row-counts.js';
import { likePattern } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { linesOf, ref, selectTransports, toTransport } from './transport-read-model.js';

/**
 * A search by package id or driver name. The drivers are looked up first (users' trigram index) and
 * matched by id, so both halves are index conditions on transports (its package id's trigram
 * index, its assigned_to index) rather than a filter over every transport joined to its driver.
 */
export function transportSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(transports.packageId, pattern),
    sql`${transports.assignedTo} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${users.name} ILIKE ${pattern}))`,
  );
}

/** Who reads: a supplier sees only the transports they created (their consignments). */
export interface TransportViewer {
  id: string;
  role: Role;
}

/**
 * The transports a viewer may see (docs/domain.md#roles): all, a supplier's own (the ones they
 * created), or a driver's own (the ones assigned to them).
 */
export function visibleTransports(viewer: TransportViewer | undefined): SQL | undefined {
  if (viewer?.role === 'supplier') return eq(transports.createdBy, viewer.id);
  if (viewer?.role === 'driver') return eq(transports.assignedTo, viewer.id);
  return undefined;
}

/** The column of each of the transport list's sorts (packages/shared lists.ts). */
const TRANSPORT_SORT_COLUMNS = {
  packageId: transports.packageId,
  // The status's and the mode's order is their enum's: pending, dispatched, in transit, delivered,
  // cancelled; land, air, ship.
  status: transports.status,
  mode: transports.transportMode,
  eta: transports.eta,
  createdAt: transports.createdAt,
};

/** The order of a transports page or export: the asked column (newest first when none), then the id. */
export function transportOrder(query: ListSortQuery<'transports'>): OrderKey[] {
  const { sort, order } = resolveSort('transports', query);
  return sortedBy(TRANSPORT_SORT_COLUMNS[sort], transports.id, order);
}

/**
 * How many transports match `where` in each status, every status present. Without a condition (no
 * search, a viewer who sees them all) the counts are the trigger-kept ones (migration 0005), not a
 * count of every transport.
 */
export async function countTransportsByStatus(
  db: Db,
  where: SQL | undefined,
): Promise<TTransportStatusCounts> {
  const counts = where
    ? await db
        .select({ status: transports.status, n: count() })
        .from(transports)
        .where(where)
        .groupBy(transports.status)
    : Object.entries(await countsByValue(db, 'transports')).map(([status, n]) => ({
        status: status as TransportStatus,
        n,
      }));
  const byStatus = Object.fromEntries(TRANSPORT_STATUSES.map((s) => [s, 0])) as TTransportStatusCounts;
  for (const c of counts) byStatus[c.status] = c.n;
  return byStatus;
}

/**
 * A page of transports, newest first unless sorted: `status` filters (either vocabulary), `search`
 * matches the package id or the driver's name. statusCounts counts the search's matches in every
 * status.
 */
export async function listTransports(
  db: Db,
  query: {
    status?: TransportStatus;
    search?: string;
    limit?: number;
    offset?: number;
  } & ListSortQuery<'transports'>,
  viewer?: TransportViewer,
): Promise<{ transports: TTransport[]; total: number; statusCounts: TTransportStatusCounts }> {
  const search = and(transportSearch(query.search), visibleTransports(viewer));
  const where = and(search, query.status ? eq(transports.status, query.status) : undefined);
  let rowsQuery = selectTransports(db)
    .where(where)
    .orderBy(...orderByOf(transportOrder(query)))
    .$dynamic();
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset) rowsQuery = rowsQuery.offset(query.offset);
  const [rows, statusCounts] = await Promise.all([rowsQuery, countTransportsByStatus(db, search)]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.transport.id),
  );
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    transports: rows.map((r) => toTransport(r, lines.get(r.transport.id) ?? [])),
    total,
    statusCounts,
  };
}

/** One transport with its lines and its status history, oldest change first. */
export async function getTransport(
  db: Db | Tx,
  id: string,
  viewer?: TransportViewer,
): Promise<TTransportDetail> {
  const [row] = await selectTransports(db)
    .where(and(eq(transports.id, id), visibleTransports(viewer)))
    .limit(1);
  if (!row) throw notFound('Transport');
  const [lines, history] = await Promise.all([
    linesOf(db, [id]),
    db
      .select({ entry: transportStatusHistory, by: { id: users.id, name: users.name } })
      .from(transportStatusHistory)
      .leftJoin(users, eq(users.id, transportStatusHistory.changedBy))
      .where(eq(transportStatusHistory.transportId, id))
      .orderBy(asc(transportStatusHistory.changedAt), asc(transportStatusHistory.id)),
  ]);
  return {
    ...toTransport(row, lines.get(id) ?? []),
    history: history.map((h) => ({
      from: h.entry.fromStatus,
      to: h.entry.toStatus,
      changedBy: ref(h.by),
      changedAt: h.entry.changedAt.toISOString(),
    })),
  };
}
