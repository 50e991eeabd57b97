import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  wageMonthOf,
  type TOverworkedList,
  type TWageCalculateResult,
  type TWageList,
  type TWageRecord,
} from '@godown/shared';
import { users as users_, wageRecords } from '../src/db/schema.js';
import { closeEndedMonths } from '../src/modules/users/hours-month.js';
import { auth, expectError, callApi, getData } from './support/http.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const month = () => wageMonthOf();

function previousMonth(): string {
  const [y, m] = month().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

async function employee(
  fields: Record<string, unknown>,
  role: 'staff' | 'driver' = 'staff',
): Promise<RegisteredUser> {
  const user = await registerUser(ctx.app, { role, name: `Emp ${unique()}`.slice(0, 20) });
  if (Object.keys(fields).length > 0) {
    const res = await callApi(ctx.app, 'PUT', `/users/${user.user.id}`, users.admin.token, fields);
    expect(res.statusCode, res.body).toBe(200);
  }
  return user;
}

async function calculate(body: unknown = {}, token = users.admin.token): Promise<TWageCalculateResult> {
  const res = await callApi(ctx.app, 'POST', '/wages/calculate', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TWageCalculateResult;
}

const wagesOf = (query: string) => getData<TWageList>(ctx.app, `/wages/${query}`, users.staff.token);
const recordOf = async (userId: string, m = month()) => {
  const rows = await ctx.database.db.select().from(wageRecords).where(eq(wageRecords.userId, userId));
  return rows.filter((r) => r.month === m);
};

describe('POST /wages/calculate', () => {
  it('writes one record per active user: total = hours x rate to 2 decimals, 0 hours, fractional rates', async () => {
    const a = await employee({ hoursThisMonth: 12.5, wagePerHour: 180.4 });
    const b = await employee({ hoursThisMonth: 0, wagePerHour: 250 });
    const c = await employee({ hoursThisMonth: 33.33, wagePerHour: 99.99 });
    const inactive = await employee({ hoursThisMonth: 10, wagePerHour: 100, active: false });

    const result = await calculate();
    expect(result.month).toBe(month());
    expect(result.wage).toBeNull();
    const active = await getData<{ summary: { active: number } }>(
      ctx.app,
      '/users/?limit=1',
      users.staff.token,
    );
    expect(result.calculated).toBe(active.summary.active);

    const rows = (await wagesOf(`?month=${month()}&limit=1000`)).wages;
    const byUser = (u: RegisteredUser) => rows.find((r) => r.userId === u.user.id);
    expect(byUser(a)).toMatchObject({
      hoursWorked: 12.5,
      wagePerHour: 180.4,
      totalSalary: 2255,
      overworked: false,
    });
    expect(byUser(b)).toMatchObject({ hoursWorked: 0, totalSalary: 0 });
    // 33.33 x 99.99 = 3332.6667 -> 3332.67
    expect(byUser(c)?.totalSalary).toBe(3332.67);
    expect(byUser(inactive)).toBeUndefined();
    expect(byUser(a)).toMatchObject({
      employeeName: a.user.name,
      role: 'staff',
      hoursThisMonth: 12.5,
      extraShift: false,
      active: true,
      month: month(),
    });
  });

  it('recalculates instead of duplicating, with the hours and rates of now', async () => {
    const a = await employee({ hoursThisMonth: 10, wagePerHour: 100 });
    await calculate();
    await calculate();
    expect(await recordOf(a.user.id)).toHaveLength(1);
    await callApi(ctx.app, 'PUT', `/users/${a.user.id}`, users.admin.token, {
      hoursThisMonth: 170,
      extraShift: false,
    });
    await calculate({ month: month() });
    const rows = await recordOf(a.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hoursWorked: 170, totalSalary: 17000, overworked: true });
  });

  it('two calculations at once still leave one record per user and month', async () => {
    const a = await employee({ hoursThisMonth: 8, wagePerHour: 50 });
    await Promise.all(Array.from({ length: 6 }, () => calculate()));
    expect(await recordOf(a.user.id)).toHaveLength(1);
  });

  it('with a userId writes that user’s record from the fields given (the wage modal), current month updates the user', async () => {
    const a = await employee({ hoursThisMonth: 5, wagePerHour: 100 });
    const result = await calculate({
      userId: a.user.id,
      hoursWorked: 20.25,
      wagePerHour: 120.5,
      extraShift: true,
      shift: 'Night',
    });
    expect(result.calculated).toBe(1);
    expect(result.wage).toMatchObject({
      userId: a.user.id,
      hoursWorked: 20.25,
      wagePerHour: 120.5,
      totalSalary: 2440.13, // 20.25 x 120.5 = 2440.125 -> 2440.13
      extraShift: true,
      overworked: true,
      shift: 'Night',
      hoursThisMonth: 20.25,
    });
    const user = await getData<{ users: { id: string; hoursThisMonth: number; extraShift: boolean }[] }>(
      ctx.app,
      `/users/?search=${encodeURIComponent(a.user.name)}`,
      users.staff.token,
    );
    expect(user.users[0]).toMatchObject({ hoursThisMonth: 20.25, extraShift: true });
  });

  it('refuses inactive or unknown users, future months, fields without a user, and non-admins', async () => {
    const off = await employee({ active: false });
    expect(
      expectError(
        await callApi(ctx.app, 'POST', '/wages/calculate', users.admin.token, { userId: off.user.id }),
        409,
      ),
    ).toMatch(/is inactive/);
    expectError(
      await callApi(ctx.app, 'POST', '/wages/calculate', users.admin.token, {
        userId: '00000000-0000-4000-8000-000000000000',
      }),
      404,
    );
    const notBegun = await callApi(ctx.app, 'POST', '/wages/calculate', users.admin.token, {
      month: '2099-01',
    });
    expect(expectError(notBegun, 400)).toMatch(
      /^Wages cannot be recorded for January 2099: it has not begun/,
    );
    // The month travels as YYYY-MM: each language names it (docs/domain.md#messages).
    expect(notBegun.json()).toMatchObject({
      error: { reason: 'wage.monthNotBegun', params: { month: '2099-01' } },
    });
    for (const body of [
      { month: '2026-13' },
      { month: 'Nov' },
      { hoursWorked: 3 },
      { userId: 'x' },
      { bonus: 1 },
    ]) {
      expectError(await callApi(ctx.app, 'POST', '/wages/calculate', users.admin.token, body), 400);
    }
    for (const role of ['staff', 'supplier', 'driver'] as const) {
      const actor = await registerUser(ctx.app, { role });
      expectError(await callApi(ctx.app, 'POST', '/wages/calculate', actor.token, {}), 403);
    }
    expectError(await callApi(ctx.app, 'POST', '/wages/calculate', null, {}), 401);
  });

  it('accepts a call without a body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wages/calculate',
      headers: auth(users.admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PUT /wages/{userId}', () => {
  it('changes the current month: record, user and overwork alert follow', async () => {
    const a = await employee({ hoursThisMonth: 10, wagePerHour: 100 });
    await calculate();
    const res = await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, { hoursWorked: 161 });
    expect(res.statusCode, res.body).toBe(200);
    const wage = res.json().data.wage as TWageRecord;
    expect(wage).toMatchObject({
      hoursWorked: 161,
      wagePerHour: 100,
      totalSalary: 16100,
      overworked: true,
      hoursThisMonth: 161,
    });
    const overworked = await getData<TOverworkedList>(
      ctx.app,
      '/wages/overworked?limit=1000',
      users.staff.token,
    );
    expect(overworked.employees.find((e) => e.id === a.user.id)).toMatchObject({
      hoursThisMonth: 161,
      hoursOver: 1,
    });
    expect(await recordOf(a.user.id)).toHaveLength(1);
  });

  it('changes a past month’s record only, creating it if needed', async () => {
    const a = await employee({ hoursThisMonth: 10, wagePerHour: 100 });
    const past = previousMonth();
    const res = await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, {
      month: past,
      hoursWorked: 150,
      wagePerHour: 90.1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.wage).toMatchObject({
      month: past,
      hoursWorked: 150,
      totalSalary: 13515,
      hoursThisMonth: 10,
    });
    const again = await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, {
      month: past,
      extraShift: true,
    });
    expect(again.json().data.wage).toMatchObject({
      hoursWorked: 150,
      wagePerHour: 90.1,
      extraShift: true,
      overworked: true,
    });
    expect(await recordOf(a.user.id, past)).toHaveLength(1);
  });

  it('refuses empty bodies, bad values, unknown users and non-admins', async () => {
    const a = await employee({});
    for (const body of [
      {},
      { month: '2026-01' },
      { hoursWorked: -1 },
      { wagePerHour: 'ten' },
      { hoursWorked: 800 },
    ]) {
      expectError(await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, body), 400);
    }
    expectError(
      await callApi(ctx.app, 'PUT', '/wages/00000000-0000-4000-8000-000000000000', users.admin.token, {
        hoursWorked: 1,
      }),
      404,
    );
    expectError(await callApi(ctx.app, 'PUT', '/wages/abc', users.admin.token, { hoursWorked: 1 }), 400);
    expectError(
      await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.staff.token, { hoursWorked: 1 }),
      403,
    );
  });
});

describe('GET /wages/', () => {
  it('lists records with the employee, filtered by month and name, with totals and months', async () => {
    const a = await employee({ hoursThisMonth: 10, wagePerHour: 100.5, extraShift: true });
    const b = await employee({ hoursThisMonth: 2.5, wagePerHour: 40 });
    await calculate();
    await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, {
      month: previousMonth(),
      hoursWorked: 1,
      wagePerHour: 1,
    });

    const mine = await wagesOf(`?month=${month()}&search=${encodeURIComponent(a.user.name)}`);
    expect(mine.total).toBe(1);
    expect(mine.summary).toEqual({ totalWages: 1005, totalHours: 10, extraShifts: 1, overworked: 1 });
    expect(mine.months.slice(0, 2)).toEqual([month(), previousMonth()]);

    const every = await wagesOf(`?search=${encodeURIComponent(a.user.name)}`);
    expect(every.wages.map((w) => w.month)).toEqual([month(), previousMonth()]);
    const whole = await wagesOf(`?month=${month()}&limit=1000`);
    const sum = whole.wages.reduce((total, w) => total + w.totalSalary, 0);
    expect(whole.summary.totalWages).toBeCloseTo(sum, 2);
    expect(whole.wages.some((w) => w.userId === b.user.id)).toBe(true);
  });

  it('is for signed-in users; bad months are refused', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/wages/' }), 401);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/wages/overworked' }), 401);
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/wages/?month=2026-1',
        headers: auth(users.staff.token),
      }),
      400,
    );
  });
});

describe('GET /wages/overworked', () => {
  it('lists active users over 160 hours or on an extra shift, most hours first', async () => {
    const over = await employee({ hoursThisMonth: 190.5, shift: 'Night' });
    const extra = await employee({ hoursThisMonth: 20, extraShift: true });
    const exactly = await employee({ hoursThisMonth: 160 });
    const inactive = await employee({ hoursThisMonth: 300, active: false });
    const list = await getData<TOverworkedList>(ctx.app, '/wages/overworked?limit=1000', users.staff.token);
    const ids = list.employees.map((e) => e.id);
    expect(ids).toContain(over.user.id);
    expect(ids).toContain(extra.user.id);
    expect(ids).not.toContain(exactly.user.id);
    expect(ids).not.toContain(inactive.user.id);
    expect(ids.indexOf(over.user.id)).toBeLessThan(ids.indexOf(extra.user.id));
    expect(list.employees.find((e) => e.id === over.user.id)).toMatchObject({
      name: over.user.name,
      role: 'staff',
      hoursThisMonth: 190.5,
      hoursOver: 30.5,
      shift: 'Night',
      extraShift: false,
      email: over.email,
    });
    expect(list.employees.find((e) => e.id === extra.user.id)?.hoursOver).toBe(0);
    expect(list.total).toBe(list.employees.length);
  });
});

describe('month close', () => {
  it('closes an ended month into its wage record and starts the hours again, once', async () => {
    const a = await employee({ hoursThisMonth: 172.5, wagePerHour: 200, extraShift: true });
    const inactive = await employee({ hoursThisMonth: 50, wagePerHour: 100, active: false });
    const past = previousMonth();
    // As if the month had turned since these hours were typed.
    await ctx.database.db
      .update(users_)
      .set({ hoursMonth: past })
      .where(inArray(users_.id, [a.user.id, inactive.user.id]));

    expect(await closeEndedMonths(ctx.database.db)).toBeGreaterThanOrEqual(2);
    expect(await closeEndedMonths(ctx.database.db)).toBe(0);
    expect(await recordOf(a.user.id, past)).toMatchObject([
      { hoursWorked: 172.5, wagePerHour: 200, totalSalary: 34500, extraShift: true, overworked: true },
    ]);
    expect(await recordOf(inactive.user.id, past)).toEqual([]);
    const [after] = await ctx.database.db.select().from(users_).where(eq(users_.id, a.user.id));
    expect(after).toMatchObject({
      hoursThisMonth: 0,
      extraShift: false,
      hoursMonth: month(),
      wagePerHour: 200,
    });
  });

  it('closes the ended month before an admin types new hours, and before a calculation', async () => {
    const a = await employee({ hoursThisMonth: 120, wagePerHour: 100 });
    const b = await employee({ hoursThisMonth: 80, wagePerHour: 50 });
    const past = previousMonth();
    await ctx.database.db
      .update(users_)
      .set({ hoursMonth: past })
      .where(inArray(users_.id, [a.user.id, b.user.id]));

    const res = await callApi(ctx.app, 'PUT', `/users/${a.user.id}`, users.admin.token, {
      hoursThisMonth: 6,
    });
    expect(res.json().data.user.hoursThisMonth).toBe(6);
    expect((await recordOf(a.user.id, past))[0]).toMatchObject({ hoursWorked: 120, totalSalary: 12000 });

    await calculate();
    expect((await recordOf(b.user.id, past))[0]).toMatchObject({ hoursWorked: 80, totalSalary: 4000 });
    expect((await recordOf(b.user.id))[0]).toMatchObject({ hoursWorked: 0, totalSalary: 0 });
    expect((await recordOf(a.user.id))[0]).toMatchObject({ hoursWorked: 6, totalSalary: 600 });
  });

  it('calculating a past month recalculates its records from their own figures and adds none', async () => {
    const a = await employee({ hoursThisMonth: 100, wagePerHour: 100 });
    const b = await employee({ hoursThisMonth: 90, wagePerHour: 10 });
    const past = previousMonth();
    await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, {
      month: past,
      hoursWorked: 150,
      wagePerHour: 80,
    });
    // A total gone wrong by hand is put right.
    await ctx.database.db
      .update(wageRecords)
      .set({ totalSalary: 1 })
      .where(eq(wageRecords.userId, a.user.id));
    const result = await calculate({ month: past });
    expect(result.calculated).toBeGreaterThanOrEqual(1);
    expect(await recordOf(a.user.id, past)).toMatchObject([
      { hoursWorked: 150, wagePerHour: 80, totalSalary: 12000 },
    ]);
    expect(await recordOf(b.user.id, past)).toEqual([]);
  });

  it('a past month without a record needs its hours and rate', async () => {
    const a = await employee({ hoursThisMonth: 10, wagePerHour: 100 });
    const res = await callApi(ctx.app, 'PUT', `/wages/${a.user.id}`, users.admin.token, {
      month: previousMonth(),
      wagePerHour: 5,
    });
    expect(expectError(res, 400)).toMatch(
      /No wage record for this user in [A-Z][a-z]+ \d{4}: give its hours and wage per hour/,
    );
    expect(res.json()).toMatchObject({
      error: { reason: 'wage.noRecord', params: { month: previousMonth() } },
    });
    expect(await recordOf(a.user.id, previousMonth())).toEqual([]);
  });
});
