import { zUserAdminUpdateSchema, type Role, type TUser, type TUserAdminUpdate } from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { parseNumberField, type NumberField } from '../../lib/form-numbers';

/** The admin's edit form of a user (role, shift, wage per hour, hours this month, extra shift). */
export interface UserEditValues {
  role: Role;
  /** '' for no shift. */
  shift: string;
  wagePerHour: NumberField;
  hoursThisMonth: NumberField;
  extraShift: boolean;
}

/** The form values of a stored user. */
export function userEditValuesOf(user: TUser): UserEditValues {
  return {
    role: user.role,
    shift: user.shift ?? '',
    wagePerHour: user.wagePerHour,
    hoursThisMonth: user.hoursThisMonth,
    extraShift: user.extraShift,
  };
}

/** A number input as the schema should see it: an emptied input is null, which it refuses as "not a number". */
const typedNumber = (value: NumberField): number | null => parseNumberField(value) ?? null;

/**
 * Field errors of the form in the shared schema's words ("Hours must be at most 744"): every
 * field is checked as typed, an emptied number included, whether it changed or not.
 */
export function userEditErrors(values: UserEditValues): Record<string, string> {
  return schemaErrors(zUserAdminUpdateSchema, {
    role: values.role,
    shift: values.shift,
    wagePerHour: typedNumber(values.wagePerHour),
    hoursThisMonth: typedNumber(values.hoursThisMonth),
    extraShift: values.extraShift,
  });
}

/** The body of `PUT /users/{id}`: only the fields that differ from the stored user; {} when none. */
export function userAdminChanges(user: TUser, values: UserEditValues): TUserAdminUpdate {
  const changes: TUserAdminUpdate = {};
  if (values.role !== user.role) changes.role = values.role;
  const shift = values.shift.trim();
  if (shift !== (user.shift ?? '')) changes.shift = shift === '' ? null : shift;
  const wagePerHour = parseNumberField(values.wagePerHour);
  if (wagePerHour !== undefined && wagePerHour !== user.wagePerHour) changes.wagePerHour = wagePerHour;
  const hours = parseNumberField(values.hoursThisMonth);
  if (hours !== undefined && hours !== user.hoursThisMonth) changes.hoursThisMonth = hours;
  if (values.extraShift !== user.extraShift) changes.extraShift = values.extraShift;
  return changes;
}

/**
 * Whether the signed-in `viewer` is offered the actions on `user`'s row: admins only, and never on
 * an admin's row, their own included: the server refuses most changes to an admin's account
 * (docs/domain.md#users), so none is offered.
 */
export function canManageUser(viewer: Pick<TUser, '_id' | 'role'> | null, user: TUser): boolean {
  return viewer?.role === 'admin' && user.role !== 'admin' && user._id !== viewer._id;
}
