import type { TUser } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { profileChanges, valuesOf } from './profile-changes';

const user: TUser = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  role: 'staff',
  shift: null,
  wagePerHour: 0,
  hoursThisMonth: 0,
  extraShift: false,
  active: true,
  mustChangePassword: false,
  awaitingApproval: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profileChanges', () => {
  it('is empty when nothing changed, whitespace included', () => {
    expect(profileChanges(user, valuesOf(user))).toEqual({});
    expect(profileChanges(user, { ...valuesOf(user), name: '  Asha Rao ' })).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(profileChanges(user, { ...valuesOf(user), name: 'Asha R' })).toEqual({ name: 'Asha R' });
    expect(profileChanges(user, { ...valuesOf(user), phone: '9876543210' })).toEqual({ phone: '9876543210' });
  });

  it('sends an emptied contact as null', () => {
    expect(profileChanges(user, { ...valuesOf(user), email: '' })).toEqual({ email: null });
  });
});
