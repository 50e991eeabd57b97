import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, englishOfRule, type TUser, type TUserList } from '@godown/shared';
import { expectError } from './support/http.js';
import { expectNoSecrets } from './support/secrets.js';
import { createTestContext, usesPostgres, useTestContext } from './support/test-app.js';
import { registerUser, unique, uniquePhone } from './support/users.js';

const ctx = useTestContext();

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: payload as object, headers });

const valid = () => ({
  name: 'Priya Sharma',
  password: 'pass1234',
  role: 'staff',
  email: `priya${unique()}@example.in`,
});

describe('POST /api/v1/users/register', () => {
  it('creates an account, returns the user and a working token, and no password or hash', async () => {
    const body = valid();
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    expectNoSecrets(res);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      name: 'Priya Sharma',
      email: body.email,
      phone: null,
      role: 'staff',
      active: true,
      extraShift: false,
      wagePerHour: 0,
      hoursThisMonth: 0,
    });
    expect(data.user._id).toBe(data.user.id);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(data.user.id);
  });

  it('registers with a phone number instead of an email', async () => {
    const phone = uniquePhone();
    const res = await register({ name: 'Ravi Kumar', password: 'abcd', role: 'driver', phone });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user).toMatchObject({ phone, email: null, role: 'driver' });
  });

  it('trims the name and stores the email in lower case', async () => {
    const email = `Mixed.${unique()}@Example.IN`;
    const res = await register({ ...valid(), name: '  Meena  ', email });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user.name).toBe('Meena');
    expect(res.json().data.user.email).toBe(email.toLowerCase());
  });

  it.each([
    ['a 2-character name', { name: 'Ab' }],
    ['a 21-character name', { name: 'a'.repeat(21) }],
    ['a blank name', { name: '   ' }],
    ['a name with a NUL character', { name: 'Asha\u0000Rao' }],
    ['a 3-character password', { password: 'abc' }],
    ['an 11-character password', { password: 'a'.repeat(11) }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an unknown role', { role: 'owner' }],
    ['a number as the name', { name: 12345 }],
    ['a missing password', { password: undefined }],
    ['an unknown field', { active: false }],
    ['a token version field', { tokenVersion: 99 }],
  ])('refuses %s with 400', async (_label, change) => {
    const res = await register({ ...valid(), ...change });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.details.length).toBeGreaterThan(0);
  });

  it('accepts the limits exactly: 3 and 20 character names, 4 and 10 character passwords', async () => {
    for (const change of [
      { name: 'Abc' },
      { name: 'a'.repeat(20) },
      { password: 'abcd' },
      { password: 'a'.repeat(10) },
    ]) {
      const res = await register({ ...valid(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(201);
    }
  });

  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['letters', '98765abc10'],
    ['a plus sign', '+919876543'],
  ])('refuses a phone number of %s', async (_label, phone) => {
    const res = await register({ name: 'Ravi Kumar', password: 'abcd', role: 'staff', phone });
    const message = expectError(res, 400, 'VALIDATION_FAILED');
    expect(message).toContain('Phone must be exactly 10 digits');
  });

  it('requires an email or a phone', async () => {
    const res = await register({ name: 'No Contact', password: 'abcd', role: 'staff' });
    expect(expectError(res, 400, 'VALIDATION_FAILED')).toContain('email address or a phone number');
  });

  it('refuses a duplicate email, whatever its case, and a duplicate phone, with 409', async () => {
    const email = `dup${unique()}@example.in`;
    await registerUser(ctx.app, { email });
    const again = await register({ ...valid(), email: email.toUpperCase() });
    expect(expectError(again, 409, 'CONFLICT')).toBe('An account with this email already exists');

    const phone = uniquePhone();
    await registerUser(ctx.app, { phone });
    const samePhone = await register({ name: 'Other One', password: 'abcd', role: 'staff', phone });
    expect(expectError(samePhone, 409, 'CONFLICT')).toBe('An account with this phone number already exists');
  });

  it('answers malformed JSON, an empty body and a wrong content type with a 4xx envelope', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expectError(bad, 400);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectError(empty, 400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Asha',
    });
    expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const array = await register([valid()]);
    expectError(array, 400, 'VALIDATION_FAILED');
  });
});

describe('admin bootstrap', () => {
  it('grants admin to the first admin only; later admin sign-ups get 403 and create nothing', async () => {
    const local = await createTestContext();
    try {
      const first = await local.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { ...valid(), role: 'admin' },
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data.user.role).toBe('admin');

      const email = `second${unique()}@example.in`;
      const second = await local.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { ...valid(), role: 'admin', email },
      });
      expect(expectError(second, 403, 'FORBIDDEN')).toMatch(/admin already exists/);
      // The refused sign-up left no account behind: the same email can register as staff.
      const staff = await local.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { ...valid(), role: 'staff', email },
      });
      expect(staff.statusCode, staff.body).toBe(201);
    } finally {
      await local.close();
    }
  });

  it(
    'lets only one of several simultaneous first-admin sign-ups through',
    async () => {
      const local = await createTestContext();
      try {
        const results = await Promise.all(
          Array.from({ length: 6 }, () =>
            local.app.inject({
              method: 'POST',
              url: '/api/v1/users/register',
              payload: { ...valid(), role: 'admin' },
            }),
          ),
        );
        const codes = results.map((r) => r.statusCode).sort();
        expect(codes).toEqual([201, 403, 403, 403, 403, 403]);
      } finally {
        await local.close();
      }
    },
    usesPostgres ? 30_000 : 60_000,
  );

  it('allows any number of admins when OPEN_ADMIN_SIGNUP is on', async () => {
    const local = await createTestContext({ openAdminSignup: true });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          payload: { ...valid(), role: 'admin' },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    } finally {
      await local.close();
    }
  });
});

describe('sign-ups wait for an admin (REGISTRATION=approval, the default)', () => {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  it('lets the first admin in at once; every later sign-up waits, signs in, and sees only that it waits', async () => {
    const local = await createTestContext();
    try {
      const first = await registerUser(local.app, { role: 'admin' }, { approve: false });
      expect(first.user.awaitingApproval).toBe(false);
      for (const role of ['staff', 'supplier', 'driver'] as const) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          payload: { ...valid(), role },
        });
        expect(res.statusCode, res.body).toBe(201);
        const { user, token } = res.json().data as { user: TUser; token: string };
        expect(user).toMatchObject({ role, awaitingApproval: true, active: true });
        const me = await local.app.inject({
          method: 'GET',
          url: '/api/v1/users/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.json().data.user.awaitingApproval).toBe(true);
        const refused = await local.app.inject({
          method: 'GET',
          url: '/api/v1/users/',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(expectError(refused, 403, 'FORBIDDEN')).toBe(englishOfRule(ACCESS_MESSAGES.awaitingApproval));
      }
    } finally {
      await local.close();
    }
  });

  it('an admin lists the waiting accounts and approves one, choosing its role; its token then works', async () => {
    const admin = await registerUser(ctx.app, { role: 'admin' });
    const waiting = await registerUser(ctx.app, { role: 'staff' }, { approve: false });
    expect(waiting.user.awaitingApproval).toBe(true);
    // The sign-in answers the same: the account waits.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: waiting.email, password: waiting.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user.awaitingApproval).toBe(true);

    const listed = await call('GET', '/users/?awaiting=true&limit=100', admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().data as TUserList;
    expect(list.users.map((u) => u.id)).toContain(waiting.user.id);
    expect(list.users.every((u) => u.awaitingApproval)).toBe(true);
    expect(list.summary.awaitingApproval).toBeGreaterThanOrEqual(1);

    // A staff member cannot approve; an admin approves it as a driver.
    const staff = await registerUser(ctx.app, { role: 'staff' });
    expectError(await call('POST', `/users/${waiting.user.id}/approve`, staff.token, {}), 403, 'FORBIDDEN');
    const approved = await call('POST', `/users/${waiting.user.id}/approve`, admin.token, { role: 'driver' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.user).toMatchObject({ role: 'driver', awaitingApproval: false });
    // Its token, issued at sign-up, now reaches what a driver may.
    const deliveries = await call('GET', '/transports/deliveries', waiting.token);
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const me = await call('GET', '/users/me', waiting.token);
    expect(me.json().data.user).toMatchObject({ role: 'driver', awaitingApproval: false });
    expect(me.json().data.user.access).toMatchObject({ people: false, ownWages: true });
    // Approving twice is a conflict, and the audit log names the approval.
    expectError(await call('POST', `/users/${waiting.user.id}/approve`, admin.token, {}), 409, 'CONFLICT');
    const audit = await call('GET', '/audit?limit=5', admin.token);
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'user.approved',
      target: { id: waiting.user.id },
      details: { chosen: 'staff', role: 'driver' },
    });
  });

  it('REGISTRATION=open lets every sign-up in at once', async () => {
    const local = await createTestContext({ registration: 'open' });
    try {
      await registerUser(local.app, { role: 'admin' });
      const staff = await registerUser(local.app, { role: 'staff' }, { approve: false });
      expect(staff.user.awaitingApproval).toBe(false);
      const users = await local.app.inject({
        method: 'GET',
        url: '/api/v1/users/',
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(users.statusCode, users.body).toBe(200);
    } finally {
      await local.close();
    }
  });
});
