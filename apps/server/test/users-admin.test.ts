import { describe, expect, it } from 'vitest';
import {
  USER_ADMIN_MESSAGES,
  englishOfRule,
  type TAlertList,
  type TUser,
  type TUserList,
} from '@godown/shared';
import { auth, expectError, callApi, getData } from './support/http.js';
import { expectNoSecrets } from './support/secrets.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';
import { registerUser, unique, uniquePhone } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

const listUsers = (query = '', token = users.staff.token) =>
  getData<TUserList>(ctx.app, `/users/${query}`, token);
const put = (id: string, body: unknown, token = users.admin.token) =>
  callApi(ctx.app, 'PUT', `/users/${id}`, token, body);
const del = (id: string, token = users.admin.token) => callApi(ctx.app, 'DELETE', `/users/${id}`, token);
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(token) });

describe('GET /users/', () => {
  it('lists users by name for the company, without secrets, with the summary of all users', async () => {
    const tag = unique();
    const driver = await registerUser(ctx.app, { role: 'driver', name: `Asha ${tag}` });
    const reader = await registerUser(ctx.app, { role: 'staff', name: `Chitra ${tag}` });
    const supplier = await registerUser(ctx.app, {
      role: 'supplier',
      name: `Bala ${tag}`,
      phone: uniquePhone(),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/?search=${tag}`,
      headers: auth(reader.token),
    });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    const found = (res.json() as { data: TUserList }).data;
    expect(found.users.map((u) => u.id)).toEqual([driver.user.id, supplier.user.id, reader.user.id]);
    expect(found.total).toBe(3);

    const everyone = await listUsers();
    const s = everyone.summary;
    expect(s.total).toBe(everyone.total);
    expect(s.byRole.admin + s.byRole.staff + s.byRole.supplier + s.byRole.driver).toBe(s.total);
    expect(s.active + s.inactive).toBe(s.total);
    // The summary is of every user, whatever the filter.
    expect(found.summary).toEqual(s);
  });

  it('searches email and phone, filters by role, pages', async () => {
    const tag = unique();
    const byEmail = await registerUser(ctx.app, { role: 'staff', email: `ravi.${tag}@godown.in` });
    const phone = uniquePhone();
    const byPhone = await registerUser(ctx.app, { role: 'driver', phone });
    expect((await listUsers(`?search=ravi.${tag}`)).users.map((u) => u.id)).toEqual([byEmail.user.id]);
    expect((await listUsers(`?search=${phone}`)).users.map((u) => u.id)).toEqual([byPhone.user.id]);
    const drivers = await listUsers('?role=driver');
    expect(drivers.users.every((u) => u.role === 'driver')).toBe(true);
    expect(drivers.total).toBe(drivers.summary.byRole.driver);
    const page = await listUsers('?limit=1&offset=1');
    expect(page.users).toHaveLength(1);
    expect(page.users[0]?.id).toBe((await listUsers('?limit=2')).users[1]?.id);
  });

  it('refuses visitors and bad filters', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/users/' }), 401);
    for (const q of ['?role=boss', '?limit=5000', '?offset=x']) {
      expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${q}`, headers: auth(users.staff.token) }),
        400,
      );
    }
  });
});

describe('PUT /users/{id}', () => {
  it('lets an admin set active, role, shift, wage, hours and extra shift', async () => {
    const target = await registerUser(ctx.app, { role: 'staff' });
    const res = await put(target.user.id, {
      role: 'driver',
      shift: 'Night',
      wagePerHour: 180.4,
      hoursThisMonth: 12.5,
      extraShift: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    expect(res.json().data.user).toMatchObject({
      role: 'driver',
      shift: 'Night',
      wagePerHour: 180.4,
      hoursThisMonth: 12.5,
      extraShift: true,
      active: true,
    });
    expect((await put(target.user.id, { shift: '' })).json().data.user.shift).toBeNull();
  });

  it('deactivating signs the user out on their next call, for good; reactivating lets them log in again', async () => {
    const target = await registerUser(ctx.app, { role: 'supplier' });
    expect((await me(target.token)).statusCode).toBe(200);
    expect((await put(target.user.id, { active: false })).json().data.user.active).toBe(false);
    expectError(await me(target.token), 401);
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: target.email, password: target.password },
      });
    expect(expectError(await login(), 403)).toMatch(/deactivated/);

    expect((await put(target.user.id, { active: true })).json().data.user.active).toBe(true);
    // The old token stays dead: deactivation ended that session.
    expectError(await me(target.token), 401);
    expect((await login()).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const target = await registerUser(ctx.app, { role: 'driver' });
    for (const role of ['staff', 'supplier', 'driver'] as const) {
      const actor = await registerUser(ctx.app, { role });
      expectError(await put(target.user.id, { active: false }, actor.token), 403, 'FORBIDDEN');
    }
    expectError(await callApi(ctx.app, 'PUT', `/users/${target.user.id}`, null, { active: false }), 401);
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it("never touches another admin's active flag or role, nor one's own", async () => {
    const other = await registerUser(ctx.app, { role: 'admin' });
    expect(expectError(await put(other.user.id, { active: false }), 403)).toBe(
      englishOfRule(USER_ADMIN_MESSAGES.otherAdminActive),
    );
    expect(expectError(await put(other.user.id, { role: 'staff' }), 403)).toBe(
      englishOfRule(USER_ADMIN_MESSAGES.otherAdminRole),
    );
    expect(expectError(await put(users.admin.user.id, { role: 'staff' }), 403)).toBe(
      englishOfRule(USER_ADMIN_MESSAGES.ownRole),
    );
    expect(expectError(await put(users.admin.user.id, { active: false }), 403)).toBe(
      englishOfRule(USER_ADMIN_MESSAGES.ownActive),
    );
    // Sending the current values is no change, and the wage fields of an admin may be set.
    const ok = await put(other.user.id, {
      active: true,
      role: 'admin',
      shift: 'General',
      hoursThisMonth: 100,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('refuses bad fields, an empty body, unknown and malformed ids', async () => {
    const target = await registerUser(ctx.app, { role: 'staff' });
    const cases: [unknown, RegExp][] = [
      [{}, /No changes/],
      [{ role: 'boss' }, /Role must be one of/],
      [{ active: 'no' }, /Active must be true or false/],
      [{ wagePerHour: -1 }, /0 or more/],
      [{ wagePerHour: 10.555 }, /2 decimals/],
      [{ hoursThisMonth: 745 }, /at most 744/],
      [{ hoursThisMonth: '12' }, /must be a number/],
      [{ shift: 's'.repeat(51) }, /at most 50/],
      [{ password: 'x' }, /password|Unrecognized/i],
      [{ tokenVersion: 0 }, /tokenVersion|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const res = await put(target.user.id, body);
      expect(expectError(res, 400) + res.body).toMatch(message);
    }
    expectError(await put('00000000-0000-4000-8000-000000000000', { active: false }), 404);
    expectError(await put('nope', { active: false }), 400);
  });

  it('hours past the overwork limit raise one overwork alert; lower hours resolve it', async () => {
    const target = await registerUser(ctx.app, { role: 'driver' });
    const overwork = async () =>
      (await getData<TAlertList>(ctx.app, '/alerts/?type=overwork', users.staff.token)).alerts.filter(
        (a) => a.targetId === target.user.id,
      );
    await put(target.user.id, { hoursThisMonth: 160 });
    expect(await overwork()).toHaveLength(0);
    await put(target.user.id, { hoursThisMonth: 172.5 });
    await put(target.user.id, { hoursThisMonth: 180 });
    const raised = await overwork();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      isSystem: true,
      resolved: false,
      affectedItem: target.user.name,
      message: `${target.user.name} has worked 180 hours this month`,
    });
    await put(target.user.id, { hoursThisMonth: 150 });
    expect((await overwork()).map((a) => a.resolved)).toEqual([true]);
    // Deactivating resolves it too.
    await put(target.user.id, { hoursThisMonth: 200 });
    await put(target.user.id, { active: false });
    expect((await overwork()).every((a) => a.resolved)).toBe(true);
  });
});

describe('DELETE /users/{id}', () => {
  it('lets an admin delete a non-admin; the account is gone', async () => {
    const target = await registerUser(ctx.app, { role: 'supplier' });
    const res = await del(target.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('User deleted');
    expectError(await me(target.token), 401);
    expectError(await del(target.user.id), 404);
    expect((await listUsers(`?search=${encodeURIComponent(target.user.name)}`)).users).toHaveLength(0);
  });

  it('refuses admins, oneself and non-admins', async () => {
    const other = await registerUser(ctx.app, { role: 'admin' });
    expect(expectError(await del(other.user.id), 403)).toBe(englishOfRule(USER_ADMIN_MESSAGES.deleteAdmin));
    expect(expectError(await del(users.admin.user.id), 403)).toBe(
      englishOfRule(USER_ADMIN_MESSAGES.deleteSelf),
    );
    const target = await registerUser(ctx.app, { role: 'driver' });
    for (const role of ['staff', 'supplier', 'driver'] as const) {
      const actor = await registerUser(ctx.app, { role });
      expectError(await del(target.user.id, actor.token), 403);
    }
    expectError(await callApi(ctx.app, 'DELETE', `/users/${target.user.id}`, null), 401);
    expectError(await del('bad-id'), 400);
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it('refuses a driver of an open transport (409 naming it), then allows it once delivered', async () => {
    const driver = await registerUser(ctx.app, { role: 'driver' });
    const transport = await createTransport(ctx.app, users.staff.token, { assignedTo: driver.user.id });
    const message = expectError(await del(driver.user.id), 409, 'CONFLICT');
    expect(message).toContain(transport.packageId);
    expect(message).toContain(driver.user.name);
    await moveTransportOk(ctx.app, users.staff.token, transport.id, 'in_transit');
    await moveTransportOk(ctx.app, users.staff.token, transport.id, 'delivered');
    expect((await del(driver.user.id)).statusCode).toBe(200);
    const detail = await getData<{ transport: { assignedTo: string | null } }>(
      ctx.app,
      `/transports/${transport.id}`,
      users.staff.token,
    );
    expect(detail.transport.assignedTo).toBeNull();
  });
});

describe('user records', () => {
  it('keep the fields of docs/domain.md#users', async () => {
    const { users: rows } = await listUsers('?limit=1');
    const user = rows[0] as TUser;
    for (const key of [
      'name',
      'role',
      'email',
      'phone',
      'shift',
      'wagePerHour',
      'hoursThisMonth',
      'extraShift',
      'active',
    ]) {
      expect(user).toHaveProperty(key);
    }
  });
});
