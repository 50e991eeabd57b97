import { describe, expect, it } from 'vitest';
import { auth, expectError } from './support/http.js';
import { expectNoSecrets } from './support/secrets.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique, uniquePhone } from './support/users.js';

const ctx = useTestContext();

const update = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/users/', headers: auth(token), payload: payload as object });
const changePassword = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/users/update_password',
    headers: auth(token),
    payload: payload as object,
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(token) });
const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload });

describe('PUT /api/v1/users/ (profile)', () => {
  it('changes only the fields sent', async () => {
    const { token, user } = await registerUser(ctx.app);
    const phone = uniquePhone();
    const res = await update(token, { phone });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    expect(res.json().data.user).toMatchObject({ name: user.name, email: user.email, phone });
    const renamed = await update(token, { name: 'Kavya Iyer' });
    expect(renamed.json().data.user).toMatchObject({ name: 'Kavya Iyer', phone, email: user.email });
    expect((await me(token)).json().data.user.name).toBe('Kavya Iyer');
  });

  it('answers an empty update with "No changes to update"', async () => {
    const { token } = await registerUser(ctx.app);
    expect(expectError(await update(token, {}), 400, 'VALIDATION_FAILED')).toBe('No changes to update');
  });

  it.each([
    ['a 2-character name', { name: 'Ab' }],
    ['a 21-character name', { name: 'a'.repeat(21) }],
    ['an invalid email', { email: 'bad@' }],
    ['a 9-digit phone', { phone: '987654321' }],
    ['a role change', { role: 'admin' }],
    ['an active flag', { active: false }],
    ['a wage change', { wagePerHour: 1000 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { token } = await registerUser(ctx.app);
    expectError(await update(token, payload), 400, 'VALIDATION_FAILED');
    expect((await me(token)).json().data.user.role).toBe('staff');
  });

  it('refuses an email or phone that belongs to someone else with 409', async () => {
    const other = await registerUser(ctx.app, { phone: uniquePhone() });
    const otherEmail = await registerUser(ctx.app);
    const { token } = await registerUser(ctx.app);
    expect(expectError(await update(token, { phone: other.phone }), 409, 'CONFLICT')).toMatch(/phone/);
    expect(expectError(await update(token, { email: otherEmail.email }), 409, 'CONFLICT')).toMatch(/email/);
  });

  it('clears an email with null while a phone remains, but never both', async () => {
    const { token } = await registerUser(ctx.app, { email: `c${unique()}@example.in` });
    expect((await update(token, { phone: uniquePhone() })).statusCode).toBe(200);
    const cleared = await update(token, { email: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.user.email).toBeNull();
    expect(expectError(await update(token, { phone: null }), 400)).toMatch(/email address or a phone number/);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/users/', payload: { name: 'Someone' } });
    expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('PUT /api/v1/users/update_password', () => {
  it('changes the password, revokes old tokens and returns a new one', async () => {
    const { token, email, password } = await registerUser(ctx.app);
    const res = await changePassword(token, { currentPassword: password, newPassword: 'newpass1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('Password updated successfully');
    const fresh = res.json().data.token as string;
    expectError(await me(token), 401, 'UNAUTHORIZED');
    expect((await me(fresh)).statusCode).toBe(200);
    expectError(await login({ email, password }), 401, 'UNAUTHORIZED');
    expect((await login({ email, password: 'newpass1' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the session', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await changePassword(token, { currentPassword: 'wrongpass', newPassword: 'newpass1' });
    expect(expectError(res, 400)).toBe('Current password is incorrect');
    expect((await me(token)).statusCode).toBe(200);
  });

  it.each([
    ['a 3-character new password', { newPassword: 'abc' }],
    ['an 11-character new password', { newPassword: 'a'.repeat(11) }],
    ['a missing current password', { currentPassword: undefined }],
    ['a missing new password', { newPassword: undefined }],
  ])('refuses %s with 400', async (_label, change) => {
    const { token, password } = await registerUser(ctx.app);
    const res = await changePassword(token, {
      currentPassword: password,
      newPassword: 'goodpass',
      ...change,
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('accepts new passwords of exactly 4 and 10 characters', async () => {
    let { token, password } = await registerUser(ctx.app);
    for (const next of ['abcd', 'abcdefghij']) {
      const res = await changePassword(token, { currentPassword: password, newPassword: next });
      expect(res.statusCode, res.body).toBe(200);
      token = res.json().data.token;
      password = next;
    }
  });
});
