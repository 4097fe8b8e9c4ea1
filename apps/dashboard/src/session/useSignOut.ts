import { useCallback } from 'react';
import { clearKeptAnswers, clearSession } from '@merchant/api';
import { rememberReturnPath, returnPathOfThisPage } from './returnPath';
import { sessionChannel, sessionTag, type SignOutReason } from './sessionChannel';

/** How long a sign-out waits for the kept answers to be forgotten before it leaves anyway. */
const FORGET_ANSWERS_MS = 2000;

/**
 * Ends the session in this tab: session storage and the answers kept for reading offline are
 * cleared and the app loads afresh at /, which also drops every cached response, so nothing of
 * this session is shown to the next user. An
 * idle sign-out remembers the page for the next sign-in. `tellOtherTabs` signs out the other
 * tabs of the session too (false when this tab is answering their message).
 */
export function endSession(reason: SignOutReason, { tellOtherTabs }: { tellOtherTabs: boolean }) {
  const returnTo = reason === 'idle' ? returnPathOfThisPage() : null;
  if (tellOtherTabs) sessionChannel(sessionTag()).post({ type: 'signed-out', reason });
  clearSession();
  if (returnTo) rememberReturnPath(returnTo);
  const leave = () => window.location.replace('/');
  // The page must not go before the database is empty; a database that never answers (a
  // blocked upgrade) must not keep the merchant signed in either.
  const timer = window.setTimeout(leave, FORGET_ANSWERS_MS);
  void clearKeptAnswers().finally(() => {
    window.clearTimeout(timer);
    leave();
  });
}

/** Signing out from the menu (or 'Please login again'): every tab of the session goes. */
export function useSignOut() {
  return useCallback(() => endSession('user', { tellOtherTabs: true }), []);
}
