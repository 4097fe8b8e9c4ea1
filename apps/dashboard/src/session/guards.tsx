import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FollowContextSwitches } from './contextSwitch';
import { IdleSignOut } from './IdleSignOut';
import { forgetReturnPath, pendingReturnPath } from './returnPath';
import { useHasAccessToken } from './useAccessToken';

/** Public routes redirect to /dashboard when an access token is already held. */
export function PublicOnly() {
  return useHasAccessToken() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/**
 * Everything under /dashboard requires an access token; otherwise the user goes to /. The first
 * page after a sign-in that follows an idle sign-out is the page the merchant was on; the
 * remembered path is dropped once reached.
 */
export function RequireAuth() {
  const signedIn = useHasAccessToken();
  const { pathname, search, hash } = useLocation();
  const returnTo = signedIn ? pendingReturnPath() : null;
  const arrived = returnTo === `${pathname}${search}${hash}`;
  useEffect(() => {
    if (arrived) forgetReturnPath();
  }, [arrived]);

  if (!signedIn) return <Navigate to="/" replace />;
  if (returnTo && !arrived) return <Navigate to={returnTo} replace />;
  return (
    <>
      <IdleSignOut />
      <FollowContextSwitches />
      <Outlet />
    </>
  );
}
