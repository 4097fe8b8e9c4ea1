import { useCallback } from 'react';
import { clearSession } from '@merchant/api';
import { rememberReturnPath, returnPathOfThisPage } from './returnPath';
import { sessionChannel, sessionTag, type SignOutReason } from './sessionChannel';

/**
 * Ends the session in this tab: session storage is cleared and the app loads afresh at /, which
 * also drops every cached response, so nothing of this session is shown to the next user. An
 * idle sign-out remembers the page for the next sign-in. `tellOtherTabs` signs out the other
 * tabs of the session too (false when this tab is answering their message).
 */
export function endSession(reason: SignOutReason, { tellOtherTabs }: { tellOtherTabs: boolean }) {
  const returnTo = reason === 'idle' ? returnPathOfThisPage() : null;
  if (tellOtherTabs) sessionChannel(sessionTag()).post({ type: 'signed-out', reason });
  clearSession();
  if (returnTo) rememberReturnPath(returnTo);
  window.location.replace('/');
}

/** Signing out from the menu (or 'Please login again'): every tab of the session goes. */
export function useSignOut() {
  return useCallback(() => endSession('user', { tellOtherTabs: true }), []);
}
