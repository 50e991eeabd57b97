import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Role,
  SortColumn,
  TOneTimePasswordResult,
  TUser,
  TUserAdminUpdate,
  TUserList,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { refreshedBy, userKeys } from '../../api/query-keys';

/** One page of the user list: the applied search, a role filter (or all) and the page. */
export interface UserListParams extends SortQuery<SortColumn<'users'>> {
  search: string;
  role: Role | null;
  /** 1-based page number. */
  page: number;
}

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** `GET /users/?search=&role=&limit=&offset=`: a page, the filter's total and the summary of all users. */
export function fetchUsers(params: UserListParams, signal?: AbortSignal): Promise<TUserList> {
  const query = listParams(params.search.trim(), params.page, undefined, params);
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
    refreshedBy.users,
    async ({ id, changes }: { id: string; changes: TUserAdminUpdate }) =>
      (await api.put<{ user: TUser }>(userPath(id), changes)).user,
  );
}

/** `DELETE /users/{id}` (admin; never an admin, never oneself). */
export function useDeleteUser() {
  return useRefreshingMutation(refreshedBy.users, (user: TUser) =>
    api.delete<{ message: string }>(userPath(user._id)),
  );
}

/** The accounts waiting for an admin's approval, oldest first by name (`GET /users/?awaiting=true`). */
export function useAwaitingUsersQuery(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.list({ awaiting: true }),
    queryFn: ({ signal }) => api.get<TUserList>('/users/?awaiting=true&limit=50', { signal }),
    enabled,
  });
}

/** `POST /users/{id}/approve` (admin): lets a self-registered account in, with the role chosen. */
export function useApproveUser() {
  return useRefreshingMutation(
    refreshedBy.users,
    async ({ id, role }: { id: string; role: Role }) =>
      (await api.post<{ user: TUser }>(`${userPath(id)}/approve`, { role })).user,
  );
}

/** `POST /users/{id}/one-time-password` (admin): a password shown once; the user must then choose their own. */
export function useGiveOneTimePassword() {
  return useRefreshingMutation(refreshedBy.users, (user: TUser) =>
    api.post<TOneTimePasswordResult>(`${userPath(user._id)}/one-time-password`),
  );
}
