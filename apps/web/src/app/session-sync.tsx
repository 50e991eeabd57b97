import { useEffect } from 'react';
import { useCurrentUserQuery } from '../api/auth';
import { clearSession, getToken, setUser, useSession } from '../lib/session';

/**
 * On start, with a stored token, the current user is fetched (`GET /users/me`): the answer replaces
 * the stored user, and a failure clears the session, so a dead token never passes for a signed-in
 * visitor (docs/domain.md#screens-and-fixed-texts, Header). Renders nothing.
 */
export function SessionSync() {
  const { token } = useSession();
  const { data: user, isError } = useCurrentUserQuery();

  useEffect(() => {
    // Only act for the token the answer belongs to; a newer login may have replaced it.
    if (user && token !== null && getToken() === token) setUser(user);
  }, [user, token]);

  useEffect(() => {
    if (isError && token !== null && getToken() === token) clearSession();
  }, [isError, token]);

  return null;
}
