import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';

/** Seller pages need a token; without one, log in first and come back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/LogIn" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
