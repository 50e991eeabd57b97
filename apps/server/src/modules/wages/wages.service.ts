import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OVERWORK_HOURS_LIMIT,
  resolveSort,
  message,
  wageMonthOf,
  type TOverworkedList,
  type TWageCalculateResult,
  type TWageList,
  type TWageRecord,
  type ListSortQuery,
  type zSearchPageSchema,
  type zWageCalculateSchema,
  type zWageListQuerySchema,
  type zWageUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { users, wageRecords } from '../../db/schema.js';
import { orderKey, orderByOf, sortedBy, type OrderKey } from '../../db/list-order.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound } from '../../errors.js';
import { syncOverworkAlerts } from '../alerts/system-alerts.js';
import { closeEndedMonths } from '../users/hours-month.js';
import { userSearch } from '../users/users.service.js';

/** The record's total and overworked flag, computed in SQL from its hours, rate and extra shift. */
const TOTAL = sql`round(excluded.hours_worked * excluded.wage_per_hour, 2)`;
const OVERWORKED = sql`(excluded.hours_worked > ${OVERWORK_HOURS_LIMIT} OR excluded.extra_shift)`;

function assertNotFuture(month: string): void {
  if (month > wageMonthOf()) {
    throw badRequest(message('wage.monthNotBegun', { month }), [
      fieldProblem(['month'], 'wage.monthNotBegunField'),
    ]);
  }
}

function selectRecords(db: Db | Tx) {
  return db
    .select({
      record: wageRecords,
      employeeName: users.name,
      role: users.role,
      shift: users.shift,
      hoursThisMonth: users.hoursThisMonth,
      active: users.active,
    })
    .from(wageRecords)
    .innerJoin(users, eq(users.id, wageRecords.userId));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toWageRecord({ record, ...user }: RecordRow): TWageRecord {
  return {
    _id: record.id,
    id: record.id,
    userId: record.userId,
    month: record.month,
    hoursWorked: record.hoursWorked,
    wagePerHour: record.wagePerHour,
    totalSalary: record.totalSalary,
    extraShift: record.extraShift,
    overworked: record.overworked,
    calculatedAt: record.calculatedAt.toISOString(),
    ...user,
  };
}

async function findRecord(db: Db | Tx, userId: string, month: string): Promise<TWageRecord> {
  const [row] = await selectRecords(db)
    .where(and(eq(wageRecords.userId, userId), eq(wageRecords.month, month)))
    .limit(1);
  if (!row) throw notFound('notFound.wageRecord');
  return toWageRecord(row);
}

/** The column of each of the wage list's sorts (packages/shared lists.ts), of selectRecords' join. */
const WAGE_SORT_COLUMNS = {
  month: wageRecords.month,
  employee: users.name,
  hoursWorked: wageRecords.hoursWorked,
  wagePerHour: wageRecords.wagePerHour,
  total: wageRecords.totalSalary,
  calculatedAt: wageRecords.calculatedAt,
};

/**
 * The order of a wages page or export: the asked column (months newest first when none), then the
 * record's id. A month holds a record per employee, so within a month they go by name (A to Z,
 * either way the months go) before the id.
 */
export function wageOrder(query: ListSortQuery<'wages'>): OrderKey[] {
  const { sort, order } = resolveSort('wages', query);
  if (sort === 'month') {
    return [orderKey(wageRecords.month, order), orderKey(users.name, 'asc'), orderKey(wageRecords.id, order)];
  }
  return sortedBy(WAGE_SORT_COLUMNS[sort], wageRecords.id, order);
}

/** A page of wage records (a month, or every month newest first unless sorted), with the totals of the filter. */
export async function listWages(
  db: Db,
  query: z.output<typeof zWageListQuerySchema>,
  /** Set: only this user's records (a driver reads their own, docs/domain.md#roles). */
  ownerId?: string,
): Promise<TWageList> {
  const own = ownerId === undefined ? undefined : eq(wageRecords.userId, ownerId);
  const where = and(
    own,
    query.month ? eq(wageRecords.month, query.month) : undefined,
    userSearch(query.search),
  );
  let page = selectRecords(db)
    .where(where)
    .orderBy(...orderByOf(wageOrder(query)))
    .$dynamic();
  if (query.limit !== undefined) page = page.limit(query.limit);
  if (query.offset) page = page.offset(query.offset);
  const [rows, [summary], months] = await Promise.all([
    page,
    db
      .select({
        total: count(),
        totalWages: sql<string>`coalesce(sum(${wageRecords.totalSalary}), 0)`,
        totalHours: sql<string>`coalesce(sum(${wageRecords.hoursWorked}), 0)`,
        extraShifts: sql<number>`count(*) filter (where ${wageRecords.extraShift})`.mapWith(Number),
        overworked: sql<number>`count(*) filter (where ${wageRecords.overworked})`.mapWith(Number),
      })
      .from(wageRecords)
      .innerJoin(users, eq(users.id, wageRecords.userId))
      .where(where),
    db
      .selectDistinct({ month: wageRecords.month })
      .from(wageRecords)
      .where(own)
      .orderBy(desc(wageRecords.month))
      .limit(36),
  ]);
  return {
    wages: rows.map(toWageRecord),
    total: summary?.total ?? 0,
    summary: {
      totalWages: Number(summary?.totalWages ?? 0),
      totalHours: Number(summary?.totalHours ?? 0),
      extraShifts: summary?.extraShifts ?? 0,
      overworked: summary?.overworked ?? 0,
    },
    months: months.map((m) => m.month),
  };
}

/**
 * The current month: one record per active user, from each user's hours this month, wage per hour
 * and extra shift (total = hours x rate to 2 decimals, in SQL); a recalculation updates the month's
 * records instead of adding more. The users are locked (in id order) before reading them, so an edit
 * committed meanwhile is not overwritten with the figures from before it. A past month: its records
 * are recalculated from their own hours and rates (the users' hours belong to this month).
 */
async function calculateAll(db: Db, month: string): Promise<number> {
  if (month < wageMonthOf()) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      UPDATE wage_records
      SET total_salary = round(hours_worked * wage_per_hour, 2),
          overworked = hours_worked > ${OVERWORK_HOURS_LIMIT} OR extra_shift, calculated_at = now()
      WHERE month = ${month}
      RETURNING id`,
    );
    return rows.length;
  }
  return inTransaction(db, async (tx) => {
    await closeEndedMonths(tx);
    await tx.execute(sql`SELECT id FROM users WHERE active ORDER BY id FOR SHARE`);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`
      INSERT INTO wage_records (user_id, month, hours_worked, wage_per_hour, total_salary, extra_shift, overworked, calculated_at)
      SELECT id, ${month}, hours_this_month, wage_per_hour, round(hours_this_month * wage_per_hour, 2),
             extra_shift, hours_this_month > ${OVERWORK_HOURS_LIMIT} OR extra_shift, now()
      FROM users WHERE active
      ORDER BY id
      ON CONFLICT (user_id, month) DO UPDATE SET
        hours_worked = excluded.hours_worked, wage_per_hour = excluded.wage_per_hour,
        total_salary = ${TOTAL}, extra_shift = excluded.extra_shift, overworked = ${OVERWORKED},
        calculated_at = now()
      RETURNING id`,
    );
    return rows.length;
  });
}

type WageFields = Omit<z.output<typeof zWageUpdateSchema>, 'month'>;

/**
 * Writes one user's record for the month with the fields given; the rest come from the user for the
 * current month, and from the month's record for a past month (one without a record needs the hours
 * and the rate). For the current month the user's own hours this month, wage
 * per hour, extra shift and shift follow, and so does their overwork alert.
 */
async function saveUserWage(
  db: Db,
  userId: string,
  month: string,
  fields: WageFields,
  { requireActive }: { requireActive: boolean },
): Promise<TWageRecord> {
  assertNotFuture(month);
  return inTransaction(db, async (tx) => {
    await closeEndedMonths(tx, userId);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('notFound.user');
    if (requireActive && !user.active) throw conflict('wage.userInactive', { name: user.name });
    const [existing] = await tx
      .select()
      .from(wageRecords)
      .where(and(eq(wageRecords.userId, userId), eq(wageRecords.month, month)))
      .for('update');
    // The current month's figures live on the user (hours this month); a past month's on its record.
    const isCurrent = month === wageMonthOf();
    if (!isCurrent && !existing && (fields.hoursWorked === undefined || fields.wagePerHour === undefined)) {
      throw badRequest(message('wage.noRecord', { month }), [
        fieldProblem(
          [fields.hoursWorked === undefined ? 'hoursWorked' : 'wagePerHour'],
          'wage.requiredWithoutRecord',
        ),
      ]);
    }
    const base = isCurrent
      ? { hoursWorked: user.hoursThisMonth, wagePerHour: user.wagePerHour, extraShift: user.extraShift }
      : (existing ?? { hoursWorked: 0, wagePerHour: 0, extraShift: false });
    const hoursWorked = fields.hoursWorked ?? base.hoursWorked;
    const wagePerHour = fields.wagePerHour ?? base.wagePerHour;
    const extraShift = fields.extraShift ?? base.extraShift;

    if (isCurrent) {
      await tx
        .update(users)
        .set({
          hoursThisMonth: hoursWorked,
          wagePerHour,
          extraShift,
          ...(fields.shift !== undefined ? { shift: fields.shift } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await syncOverworkAlerts(tx, userId);
    } else if (fields.shift !== undefined) {
      await tx
        .update(users)
        .set({ shift: fields.shift, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }

    await tx.execute(sql`
      INSERT INTO wage_records (user_id, month, hours_worked, wage_per_hour, total_salary, extra_shift, overworked, calculated_at)
      VALUES (${userId}, ${month}, ${hoursWorked}, ${wagePerHour}, round(${hoursWorked}::numeric * ${wagePerHour}::numeric, 2),
              ${extraShift}, ${hoursWorked}::numeric > ${OVERWORK_HOURS_LIMIT} OR ${extraShift}::boolean, now())
      ON CONFLICT (user_id, month) DO UPDATE SET
        hours_worked = excluded.hours_worked, wage_per_hour = excluded.wage_per_hour,
        total_salary = ${TOTAL}, extra_shift = excluded.extra_shift, overworked = ${OVERWORKED},
        calculated_at = now()`);
    return findRecord(tx, userId, month);
  });
}

/**
 * POST /wages/calculate: every active user's record for the month, or, with a userId, that user's
 * record with the fields given (the wage modal's new record).
 */
export async function calculateWages(
  db: Db,
  input: z.output<typeof zWageCalculateSchema>,
): Promise<TWageCalculateResult> {
  const month = input.month ?? wageMonthOf();
  assertNotFuture(month);
  if (input.userId) {
    const { userId, month: _month, ...fields } = input;
    const wage = await saveUserWage(db, userId, month, fields, { requireActive: true });
    return { month, calculated: 1, wage };
  }
  return { month, calculated: await calculateAll(db, month), wage: null };
}

/** PUT /wages/{userId}: changes a user's record for the month (default the current one). */
export async function updateWage(
  db: Db,
  userId: string,
  input: z.output<typeof zWageUpdateSchema>,
): Promise<TWageRecord> {
  const { month = wageMonthOf(), ...fields } = input;
  return saveUserWage(db, userId, month, fields, { requireActive: false });
}

/** Active users over the monthly hours limit or on an extra shift, most hours first. */
export async function listOverworked(
  db: Db,
  query: z.output<typeof zSearchPageSchema>,
): Promise<TOverworkedList> {
  const overworked: SQL = or(gt(users.hoursThisMonth, OVERWORK_HOURS_LIMIT), eq(users.extraShift, true))!;
  const where = and(eq(users.active, true), overworked, userSearch(query.search));
  let page = db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.hoursThisMonth), asc(users.name), asc(users.id))
    .$dynamic();
  if (query.limit !== undefined) page = page.limit(query.limit);
  if (query.offset) page = page.offset(query.offset);
  const [rows, [total]] = await Promise.all([page, db.select({ n: count() }).from(users).where(where)]);
  return {
    employees: rows.map((user) => ({
      _id: user.id,
      id: user.id,
      name: user.name,
      role: user.role,
      hoursThisMonth: user.hoursThisMonth,
      extraShift: user.extraShift,
      wagePerHour: user.wagePerHour,
      shift: user.shift,
      email: user.email,
      phone: user.phone,
      hoursOver: Math.max(0, Math.round((user.hoursThisMonth - OVERWORK_HOURS_LIMIT) * 100) / 100),
    })),
    total: total?.n ?? 0,
  };
}
