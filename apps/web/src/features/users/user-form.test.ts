import type { TUser } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { canManageUser, userAdminChanges, userEditErrors, userEditValuesOf } from './user-form';

const user: TUser = {
  _id: 'u1',
  id: 'u1',
  name: 'Ravi Kumar',
  email: null,
  phone: '9876543210',
  role: 'driver',
  shift: 'Morning',
  wagePerHour: 180.4,
  hoursThisMonth: 12.5,
  extraShift: false,
  active: true,
  mustChangePassword: false,
  awaitingApproval: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('userAdminChanges', () => {
  it('is empty when nothing changed, a shift with spaces around it included', () => {
    expect(userAdminChanges(user, userEditValuesOf(user))).toEqual({});
    expect(userAdminChanges(user, { ...userEditValuesOf(user), shift: ' Morning ' })).toEqual({});
  });

  it('sends only the changed fields, numbers as numbers', () => {
    const values = { ...userEditValuesOf(user), hoursThisMonth: '172.25', extraShift: true };
    expect(userAdminChanges(user, values)).toEqual({ hoursThisMonth: 172.25, extraShift: true });
    expect(userAdminChanges(user, { ...userEditValuesOf(user), role: 'staff', wagePerHour: 200 })).toEqual({
      role: 'staff',
      wagePerHour: 200,
    });
  });

  it('sends an emptied shift as null, which clears it', () => {
    expect(userAdminChanges(user, { ...userEditValuesOf(user), shift: '  ' })).toEqual({ shift: null });
    const noShift = { ...user, shift: null };
    expect(userAdminChanges(noShift, { ...userEditValuesOf(noShift), shift: 'Night' })).toEqual({
      shift: 'Night',
    });
  });
});

describe('userEditErrors', () => {
  it('accepts the stored values', () => {
    expect(userEditErrors(userEditValuesOf(user))).toEqual({});
  });

  it('says what is wrong in the shared schema words', () => {
    const errors = userEditErrors({
      ...userEditValuesOf(user),
      hoursThisMonth: 800,
      wagePerHour: '',
    });
    expect(errors.hoursThisMonth).toBe('Hours must be at most 744');
    expect(errors.wagePerHour).toBe('Wage per hour must be a number');
    expect(userEditErrors({ ...userEditValuesOf(user), hoursThisMonth: -1 }).hoursThisMonth).toBe(
      'Hours must be 0 or more',
    );
  });
});

describe('canManageUser', () => {
  const admin = { _id: 'a1', role: 'admin' as const };

  it('offers the actions to an admin on a non-admin row only', () => {
    expect(canManageUser(admin, user)).toBe(true);
    expect(canManageUser(admin, { ...user, _id: 'a2', role: 'admin' })).toBe(false);
    expect(canManageUser(admin, { ...user, _id: 'a1', role: 'admin' })).toBe(false);
  });

  it('offers nothing to other roles or a visitor', () => {
    expect(canManageUser({ _id: 's1', role: 'staff' }, user)).toBe(false);
    expect(canManageUser(null, user)).toBe(false);
  });
});
