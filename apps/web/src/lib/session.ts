import { useSyncExternalStore } from 'react';
import type { TUser } from '@godown/shared';

/**
 * The signed-in session: the bearer token and the user, kept in localStorage under the keys `token`
 * and `user` (see docs/domain.md#accounts-and-sign-in) so a reload keeps the visitor signed in.
 * Components read it through `useSession`, which re-renders them whenever the session changes in
 * this tab or another one. Nothing here calls the API: the API client reads the token from here.
 */

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface Session {
  token: string | null;
  user: TUser | null;
}

const listeners = new Set<() => void>();

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): behave as signed out
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts only as long as the in-memory state of this page.
  }
}

function parseUser(raw: string | null): TUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as TUser).name === 'string' &&
      typeof (value as TUser).role === 'string'
    ) {
      return value as TUser;
    }
  } catch {
    // A corrupt entry counts as no user.
  }
  return null;
}

// useSyncExternalStore needs the same object back while nothing changed, so the snapshot is
// cached against the raw strings it was built from.
let cachedToken: string | null = null;
let cachedUserRaw: string | null = null;
let cachedSession: Session = { token: null, user: null };

/** The current session, read from localStorage. */
export function getSession(): Session {
  const token = readItem(TOKEN_KEY);
  const userRaw = readItem(USER_KEY);
  if (token !== cachedToken || userRaw !== cachedUserRaw) {
    cachedToken = token;
    cachedUserRaw = userRaw;
    // A user without a token is a left-over, not a session.
    cachedSession = { token, user: token ? parseUser(userRaw) : null };
  }
  return cachedSession;
}

/** The stored bearer token, read fresh on every call. */
export function getToken(): string | null {
  return readItem(TOKEN_KEY);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the token and the user after a login or a registration. */
export function setSession(token: string, user: TUser): void {
  writeItem(TOKEN_KEY, token);
  writeItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Replaces the token, e.g. after a password change revoked the old one. */
export function setToken(token: string): void {
  writeItem(TOKEN_KEY, token);
  notify();
}

/** Replaces the stored user, e.g. after a profile update or a fresh `/users/me`. */
export function setUser(user: TUser): void {
  writeItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Forgets the token and the user. */
export function clearSession(): void {
  writeItem(TOKEN_KEY, null);
  writeItem(USER_KEY, null);
  notify();
}

/** Calls `listener` whenever the session changes, here or in another tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const signedOut: Session = { token: null, user: null };

/** The session, kept current. `user` is set only while signed in. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => signedOut);
}

/** The signed-in user from the session, or null when signed out. */
export function useUser(): TUser | null {
  return useSession().user;
}
