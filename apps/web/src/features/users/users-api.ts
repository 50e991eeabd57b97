import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role, TUser, TUserAdminUpdate, TUserList } from '@godown/shared';
import { api } from '../../api/client';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../lib/query-client';

/** One page of the user list: the applied search, a role filter (or all) and the page. */
export interface UserListParams {
  search: string;
  role: Role | null;
  /** 1-based page number. */
  page: number;
}

/**
 * Query keys of the users resource; every change refreshes `userKeys.all`, which covers the other
 * lists of users cached under it (the transport form's drivers, the wage form's picker).
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
};

/**
 * What a user change can move: the user lists, the wages (hours and rates feed them), the
 * dashboard's user count, and the alerts (hours past the limit raise an overwork alert). Keys
 * written out: a feature does not import another.
 */
const REFRESHED_AFTER_CHANGE = [userKeys.all, ['wages'], ['dashboard'], ['alerts']] as const;

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** `GET /users/?search=&role=&limit=&offset=`: a page, the filter's total and the summary of all users. */
export function fetchUsers(params: UserListParams, signal?: AbortSignal): Promise<TUserList> {
  const query = listParams(params.search.trim(), params.page);
  if (params.role) query.set('role', params.role);
  return api.get<TUserList>(`/users/?${query.toString()}`, { signal });
}

/** A page of users; the previous page stays on screen while the next one loads. */
export function useUsersQuery(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /users/{id}` (admin) with only the changed fields: active, role, shift, wage, hours, extra shift. */
export function useUpdateUser() {
  return useRefreshingMutation(
    REFRESHED_AFTER_CHANGE,
    async ({ id, changes }: { id: string; changes: TUserAdminUpdate }) =>
      (await api.put<{ user: TUser }>(userPath(id), changes)).user,
  );
}

/** `DELETE /users/{id}` (admin; never an admin, never oneself). */
export function useDeleteUser() {
  return useRefreshingMutation(REFRESHED_AFTER_CHANGE, (user: TUser) =>
    api.delete<{ message: string }>(userPath(user._id)),
  );
}
