import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TUser } from '@godown/shared';
import { api } from '../api/client';
import { clearSession, useSession } from './session';

/** Query key of the signed-in user; the token is part of it so a new token means a fresh fetch. */
export const currentUserQueryKey = (token: string | null) => ['users', 'me', token] as const;

/** Fetches the signed-in user (`GET /users/me`). */
export async function fetchCurrentUser(): Promise<TUser> {
  const { user } = await api.get<{ user: TUser }>('/users/me');
  return user;
}

/** The signed-in user as the server sees it; runs only while a token is stored. */
export function useCurrentUserQuery() {
  const { token } = useSession();
  return useQuery({
    queryKey: currentUserQueryKey(token),
    queryFn: fetchCurrentUser,
    enabled: token !== null,
  });
}

/** The signed-in user from the session, or null when signed out. */
export function useUser(): TUser | null {
  return useSession().user;
}

/**
 * Logs out: tells the server (which revokes the user's tokens), then clears the session whatever
 * the server said and goes to the home page (spec section 4).
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
