import { englishOfRule } from './messages/index.js';
import { describe, expect, it } from 'vitest';
import { zChangePasswordSchema, zLoginSchema, zProfileUpdateSchema, zRegisterSchema } from './users.js';

const valid = { name: 'Asha Rao', password: 'secret1', role: 'staff', email: 'Asha@Example.com' };

describe('zRegisterSchema', () => {
  it('accepts a valid registration and lower-cases the email', () => {
    const parsed = zRegisterSchema.parse(valid);
    expect(parsed.email).toBe('asha@example.com');
  });
  it('enforces name length 3 to 20 after trimming', () => {
    expect(zRegisterSchema.safeParse({ ...valid, name: 'Ab' }).success).toBe(false);
    expect(zRegisterSchema.safeParse({ ...valid, name: '  Abc  ' }).success).toBe(true);
    expect(zRegisterSchema.safeParse({ ...valid, name: 'a'.repeat(20) }).success).toBe(true);
    expect(zRegisterSchema.safeParse({ ...valid, name: 'a'.repeat(21) }).success).toBe(false);
  });
  it('enforces password length 4 to 10', () => {
    expect(zRegisterSchema.safeParse({ ...valid, password: 'abc' }).success).toBe(false);
    expect(zRegisterSchema.safeParse({ ...valid, password: 'abcd' }).success).toBe(true);
    expect(zRegisterSchema.safeParse({ ...valid, password: 'a'.repeat(10) }).success).toBe(true);
    expect(zRegisterSchema.safeParse({ ...valid, password: 'a'.repeat(11) }).success).toBe(false);
  });
  it('requires an email or a phone of exactly 10 digits', () => {
    const { email: _email, ...noContact } = valid;
    expect(zRegisterSchema.safeParse(noContact).success).toBe(false);
    expect(zRegisterSchema.safeParse({ ...noContact, phone: '9876543210' }).success).toBe(true);
    expect(zRegisterSchema.safeParse({ ...noContact, phone: '987654321' }).success).toBe(false);
    expect(zRegisterSchema.safeParse({ ...noContact, phone: '98765432100' }).success).toBe(false);
    expect(zRegisterSchema.safeParse({ ...noContact, phone: '98765abc10' }).success).toBe(false);
  });
  it('refuses unknown roles and unknown fields', () => {
    expect(zRegisterSchema.safeParse({ ...valid, role: 'owner' }).success).toBe(false);
    expect(zRegisterSchema.safeParse({ ...valid, active: true }).success).toBe(false);
  });
});

describe('zLoginSchema', () => {
  it('takes exactly one of email and phone', () => {
    expect(zLoginSchema.safeParse({ email: 'a@b.in', password: 'x' }).success).toBe(true);
    expect(zLoginSchema.safeParse({ phone: '9876543210', password: 'x' }).success).toBe(true);
    expect(zLoginSchema.safeParse({ password: 'x' }).success).toBe(false);
    expect(zLoginSchema.safeParse({ email: 'a@b.in', phone: '9876543210', password: 'x' }).success).toBe(
      false,
    );
  });
  it('requires a password', () => {
    expect(zLoginSchema.safeParse({ email: 'a@b.in', password: '' }).success).toBe(false);
  });
});

describe('zProfileUpdateSchema and zChangePasswordSchema', () => {
  it('refuses an empty update', () => {
    const result = zProfileUpdateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(englishOfRule(result.error?.issues[0]?.message ?? '')).toBe('No changes to update');
  });
  it('allows clearing a contact with null', () => {
    expect(zProfileUpdateSchema.safeParse({ phone: null }).success).toBe(true);
  });
  it('checks the new password length', () => {
    expect(zChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'abc' }).success).toBe(false);
    expect(zChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'abcd' }).success).toBe(true);
  });
});
