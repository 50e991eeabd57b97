import type { TProfileUpdate, TUser } from '@godown/shared';

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

/** The form values for a user: missing contacts are empty strings. */
export function valuesOf(user: TUser): ProfileValues {
  return { name: user.name, email: user.email ?? '', phone: user.phone ?? '' };
}

/** Only the fields that differ from the stored user; an emptied email or phone becomes null. */
export function profileChanges(user: TUser, values: ProfileValues): TProfileUpdate {
  const changes: TProfileUpdate = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (name !== user.name) changes.name = name;
  if (email !== (user.email ?? '')) changes.email = email === '' ? null : email;
  if (phone !== (user.phone ?? '')) changes.phone = phone === '' ? null : phone;
  return changes;
}
