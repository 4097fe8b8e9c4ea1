import { Navigate, Outlet } from 'react-router-dom';
import { useHasAccessToken } from './useAccessToken';

/** Public routes redirect to /dashboard when an access token is already held. */
export function PublicOnly() {
  return useHasAccessToken() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Everything under /dashboard requires an access token; otherwise the user goes to /. */
export function RequireAuth() {
  return useHasAccessToken() ? <Outlet /> : <Navigate to="/" replace />;
}
