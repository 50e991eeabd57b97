import { useQuery } from '@tanstack/react-query';
import type { TApiToken, TApiTokenCreate, TApiTokenCreated, TApiTokenList } from '@godown/shared';
import { api } from '../../api/client';
import { useRefreshingMutation } from '../../api/query-client';

// The signed-in person's API tokens (docs/domain.md#api-tokens).

export const apiTokenKeys = { all: ['api-tokens'] as const };

/** `GET /users/me/tokens`: newest first, revoked and expired ones too. */
export function useApiTokensQuery() {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: async ({ signal }) => (await api.get<TApiTokenList>('/users/me/tokens', { signal })).tokens,
  });
}

/** `POST /users/me/tokens`: the token and its secret, which is shown this once. */
export function useCreateApiToken() {
  return useRefreshingMutation([apiTokenKeys.all], (body: TApiTokenCreate) =>
    api.post<TApiTokenCreated>('/users/me/tokens', body),
  );
}

/** `DELETE /users/me/tokens/{id}`: it stops working at once. */
export function useRevokeApiToken() {
  return useRefreshingMutation(
    [apiTokenKeys.all],
    async (token: Pick<TApiToken, 'id'>) =>
      (await api.delete<{ token: TApiToken }>(`/users/me/tokens/${encodeURIComponent(token.id)}`)).token,
  );
}
