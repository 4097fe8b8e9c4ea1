import { useLayoutEffect } from 'react';
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
  // A layout effect, so the bridge listens before any page's first read can answer: this
  // component precedes the pages, and SWR starts reads in layout effects. A response the entry
  // prefetched is often there before the first commit (the dashboard's /me, docs/adr/011), and
  // its 'Please login again', processed right after the commit's layout phase, reached nobody
  // while the bridge still waited for its passive effect: the page said it, and no sign-out
  // followed.
  useLayoutEffect(
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
