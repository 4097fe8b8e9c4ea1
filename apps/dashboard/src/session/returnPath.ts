import { PATHS } from '@merchant/screens';
import { readSession } from '@merchant/api';

/**
 * Where an idle sign-out left the merchant, so their next sign-in in this tab goes back there.
 * Kept with the login's email: someone else signing in on the same tab starts at the home.
 */
const KEY = 'returnAfterSignIn';

interface ReturnPath {
  path: string;
  email: string | null;
}

const signedInEmail = () => readSession<{ email?: string }>('subsidiaryInfo')?.email ?? null;

/** Reads the email of the session about to end; call before the session is cleared. */
export function returnPathOfThisPage(): ReturnPath {
  const { pathname, search, hash } = window.location;
  return { path: `${pathname}${search}${hash}`, email: signedInEmail() };
}

export function rememberReturnPath(entry: ReturnPath) {
  sessionStorage.setItem(KEY, JSON.stringify(entry));
}

/** The page to return to after this sign-in, if it was this login's and inside the dashboard. */
export function pendingReturnPath(): string | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ReturnPath | null;
    if (!entry || typeof entry.path !== 'string') return null;
    const inDashboard = entry.path === PATHS.home || entry.path.startsWith(`${PATHS.home}/`);
    return inDashboard && entry.email === signedInEmail() ? entry.path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath() {
  sessionStorage.removeItem(KEY);
}
