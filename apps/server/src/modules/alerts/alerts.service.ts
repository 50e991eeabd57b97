import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALERT_PRIORITY_SEVERITY,
  DEFAULT_ALERT_PRIORITY,
  resolveSort,
  type ListSortQuery,
  type SortColumn,
  type TAlert,
  type zAlertListQuerySchema,
  type zAlertTriggerSchema,
  type zAlertUpdateSchema,
} from '@godown/shared';
import { countsByValue } from '../../db/row-counts.js';
import type { Db, Tx } from '../../db/client.js';
import { alerts, users } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey, type SortExpression } from '../../db/list-order.js';
import { inTransaction, likePattern, queryRows } from '../../db/transaction.js';
import { conflict, notFound, uniqueViolation } from '../../errors.js';
import { alertJson, alertSource, toAlert, type AlertWithAuthor } from './alert-answer.js';

type AlertRow = typeof alerts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Alerts with the name of the person who raised them. */
function selectAlerts(db: Db | Tx) {
  return db.select(alertSource).from(alerts).leftJoin(users, eq(users.id, alerts.triggeredBy));
}

async function findAlert(db: Db | Tx, id: string): Promise<AlertWithAuthor> {
  const [row] = await selectAlerts(db).where(eq(alerts.id, id)).limit(1);
  if (!row) throw notFound('notFound.alert');
  return row;
}

/** The first active alerts, newest first (the dashboard's list). */
export async function listActiveAlerts(db: Db, limit: number): Promise<TAlert[]> {
  const rows = await selectAlerts(db)
    .where(eq(alerts.resolved, false))
    .orderBy(desc(alerts.timestamp), desc(alerts.id))
    .limit(limit);
  return rows.map(toAlert);
}

/** The list's filters: resolved, type, priority, and a search over message, description, item and target. */
export function alertFilter(
  query: Pick<z.output<typeof zAlertListQuerySchema>, 'resolved' | 'type' | 'priority' | 'search'>,
): SQL | undefined {
  const filters: SQL[] = [];
  if (query.resolved !== undefined) filters.push(eq(alerts.resolved, query.resolved));
  if (query.type) filters.push(eq(alerts.type, query.type));
  if (query.priority) filters.push(eq(alerts.priority, query.priority));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(alerts.message, pattern),
        ilike(alerts.description, pattern),
        ilike(alerts.affectedItem, pattern),
        ilike(alerts.targetId, pattern),
      )!,
    );
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

/** An alert's priority as its rank from the least severe (1, low) to the most (4, critical). */
const severity = sql`(case ${alerts.priority} ${sql.join(
  ALERT_PRIORITY_SEVERITY.map((priority, i) => sql.raw(`when '${priority}' then ${i + 1}`)),
  sql` `,
)} end)`;

/**
 * The column of each of the alert list's sorts (packages/shared lists.ts): created is when it was
 * triggered (its timestamp), priority goes by severity (low to critical), the type by its enum's order.
 */
const ALERT_SORT_COLUMNS: Record<SortColumn<'alerts'>, SortExpression> = {
  createdAt: alerts.timestamp,
  priority: { sql: severity, type: 'integer', nullable: false },
  type: alerts.type,
};

/** The order of an alerts page or export: the asked column (newest first when none), then the id. */
export function alertOrder(query: ListSortQuery<'alerts'>): OrderKey[] {
  const { sort, order } = resolveSort('alerts', query);
  return sortedBy(ALERT_SORT_COLUMNS[sort], alerts.id, order);
}

/** A page of alerts, newest first unless sorted, filtered in SQL; with the counts of open and resolved alerts. */
/**
 * The answer of GET /alerts/ as JSON text: the page (or, with no limit, every alert of the filter)
 * with each alert written by PostgreSQL and passed through, the filter's total and the open and
 * resolved counts. Every active alert at once (thousands, as the original clients ask) costs
 * PostgreSQL's JSON, not an object and a serialisation per alert in Node.
 */
export async function listAlertsJson(db: Db, query: z.output<typeof zAlertListQuerySchema>): Promise<string> {
  const where = alertFilter(query);

  let page = db
    .select({ json: alertJson })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.triggeredBy))
    .where(where)
    .orderBy(...orderByOf(alertOrder(query)))
    .$dynamic();
  if (query.limit !== undefined) page = page.limit(query.limit);
  if (query.offset !== undefined) page = page.offset(query.offset);

  // The open and resolved counts are trigger-kept (migration 0005); so is the total of a tab
  // with no other filter.
  const onlyTab = !query.type && !query.priority && !query.search;
  const [rows, byResolved, counted] = await Promise.all([
    page,
    countsByValue(db, 'alerts'),
    onlyTab ? Promise.resolve(undefined) : db.select({ n: count() }).from(alerts).where(where),
  ]);
  const counts = { active: byResolved.false ?? 0, resolved: byResolved.true ?? 0 };
  const total = onlyTab
    ? query.resolved === undefined
      ? counts.active + counts.resolved
      : query.resolved
        ? counts.resolved
        : counts.active
    : (counted?.[0]?.n ?? 0);
  return `{"data":{"alerts":[${rows.map((row) => row.json).join(',')}],"total":${total},"counts":${JSON.stringify(counts)}}}`;
}

/**
 * What a target id names, for the alert's affected item: a product (with its SKU), a transport (by
 * package id), a user, an inventory or a storage unit. Any other text is shown as it is.
 */
async function describeTarget(tx: Tx, targetId: string | null | undefined): Promise<string | null> {
  if (!targetId) return null;
  if (!UUID.test(targetId)) return targetId;
  const [named] = await queryRows<{ item: string }>(
    tx,
    sql`
    SELECT product_name || coalesce(' (' || sku || ')', '') AS item FROM products WHERE id = ${targetId}
    UNION ALL SELECT 'Transport ' || package_id FROM transports WHERE id = ${targetId}
    UNION ALL SELECT name FROM users WHERE id = ${targetId}
    UNION ALL SELECT name FROM inventories WHERE id = ${targetId}
    UNION ALL SELECT name FROM storage_units WHERE id = ${targetId}
    LIMIT 1`,
  );
  return named?.item ?? targetId;
}

/** True when an edit changes the type or the target of the alert. */
function changesCause(current: AlertRow, input: z.output<typeof zAlertUpdateSchema>): boolean {
  return (
    (input.type !== undefined && input.type !== current.type) ||
    (input.targetId !== undefined && input.targetId !== current.targetId)
  );
}

/** An open system alert already raised for this type and target: the person should resolve that one. */
function duplicateOpenAlert(error: unknown): never {
  if (uniqueViolation(error) === 'alerts_open_system_unique') throw conflict('alertRule.openDuplicate');
  throw error;
}

/** Raises an alert by hand (the quick form or the edit form). */
export async function triggerAlert(
  db: Db,
  input: z.output<typeof zAlertTriggerSchema>,
  userId: string,
): Promise<TAlert> {
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(alerts)
      .values({
        type: input.type,
        message: input.message,
        description: input.description ?? null,
        targetId: input.targetId ?? null,
        affectedItem: await describeTarget(tx, input.targetId),
        priority: input.priority ?? DEFAULT_ALERT_PRIORITY,
        resolved: input.resolved ?? false,
        resolvedAt: input.resolved ? sql`now()` : null,
        triggeredBy: userId,
        ...(input.triggeredOn ? { timestamp: new Date(input.triggeredOn) } : {}),
      })
      .returning({ id: alerts.id });
    return row!.id;
  });
  return toAlert(await findAlert(db, id));
}

/**
 * Changes an alert. Resolving sets resolvedAt (once); reopening clears it. A new target renames the
 * affected item. Reopening a system alert while another is open for the same cause is a 409.
 */
export async function updateAlert(
  db: Db,
  id: string,
  input: z.output<typeof zAlertUpdateSchema>,
): Promise<TAlert> {
  try {
    await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
      if (!current) throw notFound('notFound.alert');
      const resolvedAt =
        input.resolved === undefined || input.resolved === current.resolved
          ? {}
          : { resolvedAt: input.resolved ? sql`now()` : null };
      await tx
        .update(alerts)
        .set({
          ...(input.type !== undefined ? { type: input.type } : {}),
          ...(input.message !== undefined ? { message: input.message } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.targetId !== undefined
            ? { targetId: input.targetId, affectedItem: await describeTarget(tx, input.targetId) }
            : {}),
          ...(input.priority !== undefined ? { priority: input.priority } : {}),
          ...(input.triggeredOn !== undefined ? { timestamp: new Date(input.triggeredOn) } : {}),
          ...(input.resolved !== undefined ? { resolved: input.resolved } : {}),
          ...resolvedAt,
          // A person who changes what a system alert is about takes it over: the system's checks
          // no longer resolve it, and raise their own alert if the cause is still there.
          ...(changesCause(current, input) ? { isSystem: false } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(alerts.id, id));
    });
  } catch (error) {
    duplicateOpenAlert(error);
  }
  return toAlert(await findAlert(db, id));
}

/**
 * Resolves the alerts `ids` (distinct) in one transaction, as PUT /alerts/{id} resolves one: each
 * active one is resolved and its resolvedAt stamped; one already resolved is left as it is. An
 * unknown id refuses them all (404 naming it). The alerts are locked in id order. Answers how many
 * were resolved.
 */
export async function resolveAlerts(db: Db, ids: readonly string[]): Promise<number> {
  const sorted = [...ids].sort();
  return inTransaction(db, async (tx) => {
    const found = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(inArray(alerts.id, sorted))
      .orderBy(asc(alerts.id))
      .for('update');
    const known = new Set(found.map((row) => row.id));
    const unknown = sorted.find((id) => !known.has(id));
    if (unknown) throw notFound('alertRule.idNotFound', { id: unknown });
    const resolved = await tx
      .update(alerts)
      .set({ resolved: true, resolvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(alerts.id, sorted), eq(alerts.resolved, false)))
      .returning({ id: alerts.id });
    return resolved.length;
  });
}
