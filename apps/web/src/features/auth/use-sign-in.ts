import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TAuthResult } from '@godown/shared';
import { userKeys } from '../../api/query-keys';
import { setSession } from '../../lib/session';

/** Stores the session of a successful login or registration and goes to the home page. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ token, user }: TAuthResult) => {
    queryClient.setQueryData(userKeys.currentUser(token), user);
    setSession(token, user);
    void navigate('/', { replace: true });
  };
}
