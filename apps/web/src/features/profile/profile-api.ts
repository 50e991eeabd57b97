import type { TChangePassword, TProfileUpdate, TUser } from '@godown/shared';
import { api } from '../../api/client';

/** `PUT /users/` with only the changed fields; answers the updated user. */
export async function updateProfileRequest(changes: TProfileUpdate): Promise<TUser> {
  const { user } = await api.put<{ user: TUser }>('/users/', changes);
  return user;
}

/** `PUT /users/update_password`; the server revokes the old token and answers a new one. */
export function changePasswordRequest(body: TChangePassword): Promise<{ message: string; token: string }> {
  return api.put<{ message: string; token: string }>('/users/update_password', body);
}
