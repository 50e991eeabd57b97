import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '../../lib/session';

/** Sends an already signed-in visitor to the home page instead of a login or register form. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user) return <Navigate to="/" replace />;
  return children;
}
