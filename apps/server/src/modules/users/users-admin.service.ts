import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  resolveSort,
  TRANSPORT_OPEN_STATUSES,
  type ListSortQuery,
  type TUserList,
  type TApproveUser,
  type zUserAdminUpdateSchema,
  type zUserListQuerySchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { transports, users } from '../../db/schema.js';
import { orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { resolveAlertsFor } from '../alerts/stock-alerts.js';
import { syncOverworkAlerts } from '../alerts/system-alerts.js';
import { recordAudit } from '../audit/audit.service.js';
import { closeEndedMonths } from './hours-month.js';
import { hashPassword, oneTimePassword } from './password.js';
import { toPublicUser, userSearch, type UserRow } from './users.service.js';

/** The column of each of the user list's sorts (packages/shared lists.ts). */
const USER_SORT_COLUMNS = {
  name: users.name,
  // In the roles' enum order: admin, staff, supplier, driver.
  role: users.role,
  wagePerHour: users.wagePerHour,
  hours: users.hoursThisMonth,
  createdAt: users.createdAt,
};

/** The order of a users page or export: the asked column (by name when none), then the id. */
export function userOrder(query: ListSortQuery<'users'>): OrderKey[] {
  const { sort, order } = resolveSort('users', query);
  return sortedBy(USER_SORT_COLUMNS[sort], users.id, order);
}

/** A page of users by name unless sorted, searched and filtered in SQL, with the summary of every user. */
export async function listUsers(db: Db, query: z.output<typeof zUserListQuerySchema>): Promise<TUserList> {
  const where = and(
    userSearch(query.search),
    query.role ? eq(users.role, query.role) : undefined,
    query.awaiting === undefined ? undefined : eq(users.awaitingApproval, query.awaiting),
  );
  let page = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderByOf(userOrder(query)))
    .$dynamic();
  if (query.limit !== undefined) page = page.limit(query.limit);
  if (query.offset) page = page.offset(query.offset);
  const countOf = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [rows, [total], [summary]] = await Promise.all([
    page,
    db.select({ n: count() }).from(users).where(where),
    db
      .select({
        total: count(),
        admin: countOf(sql`${users.role} = 'admin'`),
        staff: countOf(sql`${users.role} = 'staff'`),
        supplier: countOf(sql`${users.role} = 'supplier'`),
        driver: countOf(sql`${users.role} = 'driver'`),
        active: countOf(sql`${users.active}`),
        extraShift: countOf(sql`${users.extraShift}`),
        awaitingApproval: countOf(sql`${users.awaitingApproval}`),
      })
      .from(users),
  ]);
  const s = summary!;
  return {
    users: rows.map(toPublicUser),
    total: total?.n ?? 0,
    summary: {
      total: s.total,
      byRole: { admin: s.admin, staff: s.staff, supplier: s.supplier, driver: s.driver },
      active: s.active,
      inactive: s.total - s.active,
      extraShift: s.extraShift,
      awaitingApproval: s.awaitingApproval,
    },
  };
}

/** The rules of one admin changing a user: never their own role or active flag, never another admin's. */
function assertMayChange(actor: UserRow, target: UserRow, input: z.output<typeof zUserAdminUpdateSchema>) {
  const isSelf = actor.id === target.id;
  if (input.role !== undefined && input.role !== target.role) {
    if (isSelf) throw forbidden('user.ownRole');
    if (target.role === 'admin') throw forbidden('user.otherAdminRole');
  }
  if (input.active !== undefined && input.active !== target.active) {
    if (isSelf) throw forbidden('user.ownActive');
    if (target.role === 'admin') throw forbidden('user.otherAdminActive');
  }
}

/**
 * An admin changes a user's active flag, role, shift, wage per hour, hours this month or extra
 * shift. Deactivating ends the user's sessions at once (and for good: reactivation does not revive
 * old tokens). Hours past the overwork limit raise an overwork alert; lower hours resolve it.
 */
export async function adminUpdateUser(
  db: Db,
  actor: UserRow,
  id: string,
  input: z.output<typeof zUserAdminUpdateSchema>,
): Promise<UserRow> {
  return inTransaction(db, async (tx) => {
    // Hours typed now belong to this month: an ended month is closed into its record first.
    await closeEndedMonths(tx, id);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('notFound.user');
    assertMayChange(actor, target, input);
    const deactivating = input.active === false && target.active;
    const [row] = await tx
      .update(users)
      .set({
        ...input,
        ...(deactivating ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    const subject = { type: 'user' as const, id, name: target.name };
    if (row!.role !== target.role) {
      await recordAudit(tx, actor, 'user.role_changed', subject, { from: target.role, to: row!.role });
    }
    if (row!.active !== target.active) {
      await recordAudit(tx, actor, row!.active ? 'user.activated' : 'user.deactivated', subject);
    }
    await syncOverworkAlerts(tx, id);
    return row!;
  });
}

/**
 * An admin deletes a user who is not an admin and not themselves. A driver still assigned to an
 * open transport is refused (409 naming them): reassign or finish those first. Their wage records go
 * with them; the ledger and transport history keep the rows without the name.
 */
export async function deleteUser(db: Db, actor: UserRow, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('notFound.user');
    if (target.id === actor.id) throw forbidden('user.deleteSelf');
    if (target.role === 'admin') throw forbidden('user.deleteAdmin');
    const open = await tx
      .select({ packageId: transports.packageId })
      .from(transports)
      .where(and(eq(transports.assignedTo, id), inArray(transports.status, [...TRANSPORT_OPEN_STATUSES])))
      .orderBy(asc(transports.packageId))
      .limit(6);
    if (open.length > 0) {
      const transports = open
        .slice(0, 5)
        .map((t) => t.packageId)
        .join(', ');
      throw conflict(open.length > 5 ? 'user.openTransportsAndMore' : 'user.openTransports', {
        name: target.name,
        transports,
      });
    }
    await resolveAlertsFor(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(
      tx,
      actor,
      'user.deleted',
      { type: 'user', id, name: target.name },
      {
        role: target.role,
        email: target.email,
      },
    );
  });
}

/**
 * An admin gives a user a one-time password: a new password, shown to the admin once, that the user
 * signs in with and must then replace (every other call is refused until they do). Their sessions
 * end. For a user left without a sign-in by an import, or one who forgot their password; never for
 * oneself (the profile changes one's own) or another admin.
 */
export async function giveOneTimePassword(
  db: Db,
  actor: UserRow,
  id: string,
): Promise<{ user: UserRow; password: string }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('notFound.user');
    if (target.id === actor.id) throw forbidden('user.oneTimePasswordSelf');
    if (target.role === 'admin') throw forbidden('user.oneTimePasswordAdmin');
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: true,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, 'user.one_time_password', { type: 'user', id, name: target.name });
    return { user: row!, password };
  });
}

/**
 * An admin lets a self-registered account in: with the role it chose, or the one the admin picks.
 * The account's sessions carry on (its token now reaches what the role may).
 */
export async function approveUser(db: Db, actor: UserRow, id: string, input: TApproveUser): Promise<UserRow> {
  return inTransaction(db, async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('notFound.user');
    if (!target.awaitingApproval) throw conflict('access.notAwaiting');
    const role = input.role ?? target.role;
    const [row] = await tx
      .update(users)
      .set({ awaitingApproval: false, role, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    const subject = { type: 'user' as const, id, name: target.name };
    await recordAudit(tx, actor, 'user.approved', subject, { chosen: target.role, role });
    return row!;
  });
}
