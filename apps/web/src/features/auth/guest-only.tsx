import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homePathOf } from '../../lib/paths';
import { useUser } from '../../lib/session';

/**
 * Sends an already signed-in visitor to their home page (a driver's is My deliveries) instead of a
 * login or register form; also where a successful login or registration ends up.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user) return <Navigate to={homePathOf(user.role)} replace />;
  return children;
}
