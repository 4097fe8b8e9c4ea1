import { useEffect } from 'react';
import { subscribeToApiEvents } from '@merchant/api';
import { useToast } from '@merchant/ui';
import { useSignOut } from '../session/useSignOut';

/**
 * The spec's error catalogue, wired once at the root: 'Please login again' anywhere signs out
 * to /, failures show a red toast, success messages a green one.
 */
export function ApiEventBridge() {
  const toast = useToast();
  const signOut = useSignOut();
  useEffect(
    () =>
      subscribeToApiEvents((event) => {
        if (event.type === 'session-expired') signOut();
        else if (event.type === 'error') toast.error(event.message);
        else toast.success(event.message);
      }),
    [signOut, toast],
  );
  return null;
}
