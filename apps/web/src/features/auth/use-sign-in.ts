import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TAuthResult } from '@godown/shared';
import { userKeys } from '../../api/query-keys';
import { homePathOf } from '../../lib/paths';
import { setSession } from '../../lib/session';

/**
 * Stores the session of a successful login or registration and goes to the home page, or for a
 * driver to their deliveries (docs/decisions.md: a driver's work starts there).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ token, user }: TAuthResult) => {
    queryClient.setQueryData(userKeys.currentUser(token), user);
    setSession(token, user);
    void navigate(homePathOf(user.role), { replace: true });
  };
}
