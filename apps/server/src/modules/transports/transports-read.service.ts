import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
import type { Db } from '../../db/client.js';
import { transports, users } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { countsByValue } from '../../db/row-counts.js';
import { likePattern, preparedPerDatabase } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { finishTransportJson, type TransportJsonRow } from './transport-json.js';
import { selectTransportDetailJson, selectTransportJson } from './transport-read-model.js';

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

/** A transports list's query: the status filter (either vocabulary), a search, paging and a sort. */
export type TransportListQuery = {
  status?: TransportStatus;
  search?: string;
  limit?: number;
  offset?: number;
} & ListSortQuery<'transports'>;

/**
 * The pages of every transport, or of one status, in each sort: prepared once per database on their
 * first use (neither Drizzle's building nor PostgreSQL's planning of the large JSON statement on
 * every request: planning took as long as running it). LIMIT NULL means no limit.
 */
const transportPages = preparedPerDatabase((db) => {
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  function preparePage(filtered: boolean, query: ListSortQuery<'transports'>, name: string) {
    return selectTransportJson(db)
      .where(filtered ? eq(transports.status, sql.placeholder('status')) : undefined)
      .orderBy(...orderByOf(transportOrder(query)))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  return (filtered: boolean, query: ListSortQuery<'transports'>) => {
    const { sort, order } = resolveSort('transports', query);
    const name = `transports_page_${filtered ? 'status' : 'all'}_${sort}_${order}`;
    let page = pages.get(name);
    if (!page) pages.set(name, (page = preparePage(filtered, { sort, order }, name)));
    return page;
  };
});

/** The rows of a transports page: a prepared statement for what everyone who sees all asks, else built. */
function transportPageRows(db: Db, query: TransportListQuery, search: SQL | undefined) {
  const paging = { limit: query.limit ?? null, offset: query.offset ?? 0 };
  if (!search)
    return transportPages(db)(query.status !== undefined, query).execute({ ...paging, status: query.status });
  let rows = selectTransportJson(db)
    .where(and(search, query.status ? eq(transports.status, query.status) : undefined))
    .orderBy(...orderByOf(transportOrder(query)));
  if (query.limit !== undefined) rows = rows.limit(query.limit);
  if (query.offset) rows = rows.offset(query.offset);
  return rows;
}

/** A page of transports as read: each row's JSON, unfinished (transport-json.ts), and the counts. */
export interface TransportPage {
  rows: TransportJsonRow[];
  total: number;
  statusCounts: TTransportStatusCounts;
}

/**
 * A page of transports, newest first unless sorted: `status` filters (either vocabulary), `search`
 * matches the package id or the driver's name. statusCounts counts the search's matches in every
 * status. Each row's JSON is written by PostgreSQL (transport-json.ts); transportListBody finishes it.
 */
export async function readTransportPage(
  db: Db,
  query: TransportListQuery,
  viewer?: TransportViewer,
): Promise<TransportPage> {
  const search = and(transportSearch(query.search), visibleTransports(viewer));
  const [rows, statusCounts] = await Promise.all([
    transportPageRows(db, query, search),
    countTransportsByStatus(db, search),
  ]);
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return { rows, total, statusCounts };
}

/**
 * What a page depends on besides the data, to keep it by (db/snapshot-cache.ts): the query, and who
 * asks when they see only their own transports.
 */
export function transportPageKey(query: TransportListQuery, viewer?: TransportViewer): string {
  const scope = visibleTransports(viewer) ? `${viewer?.role} ${viewer?.id}` : 'all';
  return `transports ${scope} ${JSON.stringify(query)}`;
}

/** About the bytes a page holds in memory: its JSON text and a little per row. */
export function transportPageBytes(page: TransportPage): number {
  return page.rows.reduce((sum, row) => sum + row.json.length + 200, 0);
}

/**
 * The answer of the transports lists, `{ data: { transports, total, statusCounts } }`, as JSON
 * text: the page's rows finished on `now`'s clock (their ETA warnings).
 */
export function transportListBody(page: TransportPage, now = new Date()): string {
  const list = page.rows.map((row) => finishTransportJson(row, now)).join(',');
  return `{"data":{"transports":[${list}],"total":${page.total},"statusCounts":${JSON.stringify(page.statusCounts)}}}`;
}

/**
 * visibleTransports as a prepared statement's condition: the placeholders `supplier` and `driver`
 * hold the viewer's id when that is their role, else null (viewerParams).
 */
const visibleTransportsPrepared = sql`(${sql.placeholder('supplier')}::uuid IS NULL
    OR ${transports.createdBy} = ${sql.placeholder('supplier')}::uuid)
  AND (${sql.placeholder('driver')}::uuid IS NULL OR ${transports.assignedTo} = ${sql.placeholder('driver')}::uuid)`;

function viewerParams(viewer: TransportViewer | undefined) {
  return {
    supplier: viewer?.role === 'supplier' ? viewer.id : null,
    driver: viewer?.role === 'driver' ? viewer.id : null,
  };
}

/** One transport's detail: built and planned once per database, as it is read after every write. */
const transportDetail = preparedPerDatabase((db) =>
  selectTransportDetailJson(db)
    .where(and(eq(transports.id, sql.placeholder('id')), visibleTransportsPrepared))
    .limit(1)
    .prepare('transport_detail'),
);

/**
 * One transport with its lines and its status history, oldest change first: one prepared
 * statement, its JSON written by PostgreSQL as the lists write theirs (selectTransportDetailJson).
 */
export async function getTransport(db: Db, id: string, viewer?: TransportViewer): Promise<TTransportDetail> {
  const [row] = await transportDetail(db).execute({ id, ...viewerParams(viewer) });
  if (!row) throw notFound('notFound.transport');
  return {
    ...(JSON.parse(finishTransportJson(row)) as TTransport),
    history: JSON.parse(row.history) as TTransportDetail['history'],
  };
}
