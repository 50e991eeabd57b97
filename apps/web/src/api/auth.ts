import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TUser } from '@godown/shared';
import { clearSession, useSession } from '../lib/session';
import { api } from './client';
import { userKeys } from './query-keys';

/** Fetches the signed-in user (`GET /users/me`). */
export async function fetchCurrentUser(): Promise<TUser> {
  const { user } = await api.get<{ user: TUser }>('/users/me');
  return user;
}

/** The signed-in user as the server sees it; runs only while a token is stored. */
export function useCurrentUserQuery() {
  const { token } = useSession();
  return useQuery({
    queryKey: userKeys.currentUser(token),
    queryFn: fetchCurrentUser,
    enabled: token !== null,
  });
}

/**
 * Logs out: tells the server (which revokes the user's tokens), then clears the session whatever
 * the server said and goes to the home page (docs/domain.md#screens-and-fixed-texts, Header).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        // A 401 here means the token is already dead: signing out is what we want anyway.
        await api.post<{ message: string }>('/users/logout', undefined, { skipAuthRedirect: true });
      } catch {
        // Logging out never fails from the visitor's point of view.
      }
    },
    onSettled: () => {
      clearSession();
      queryClient.removeQueries();
      void navigate('/', { replace: true });
    },
  });
}
