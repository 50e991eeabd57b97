import type { TAuthResult, TLogin, TRegister } from '@godown/shared';
import { api } from '../../api/client';

// A 401 or 4xx from these two calls belongs in the form, not in a redirect to /login.

/** `POST /users/login` with a password and an email or a phone. */
export function loginRequest(body: TLogin): Promise<TAuthResult> {
  return api.post<TAuthResult>('/users/login', body, { skipAuthRedirect: true });
}

/** `POST /users/register`; the body carries only the chosen contact. */
export function registerRequest(body: TRegister): Promise<TAuthResult> {
  return api.post<TAuthResult>('/users/register', body, { skipAuthRedirect: true });
}
