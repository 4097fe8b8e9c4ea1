import { useCallback } from 'react';
import { clearSession } from '@merchant/api';

/**
 * Ends the session: session storage is cleared and the app loads afresh at /, which also
 * drops every cached response, so nothing of this session is shown to the next user.
 */
export function useSignOut() {
  return useCallback(() => {
    clearSession();
    window.location.replace('/');
  }, []);
}
