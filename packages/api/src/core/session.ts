/**
 * The browser session, kept in session storage as the spec lists it: the access token plus
 * the navbar route, subsidiary info, onboarding level, get-started state, onboarding state,
 * identifier state and the profile (me). Closing the tab ends the session.
 */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  navbarRoute: 'navbarRoute',
  subsidiaryInfo: 'subsidiaryInfo',
  onboardingLevel: 'onboardingLevel',
  getStartedState: 'getStartedState',
  onboardingState: 'onboardingState',
  identifierState: 'identifierState',
  profile: 'me',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

export function getAccessToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.accessToken) ?? null;
}

export function setAccessToken(token: string) {
  storage()?.setItem(SESSION_KEYS.accessToken, token);
}

/** Reads a JSON value stored under one of the session keys. */
export function readSession<T>(key: Exclude<SessionKey, 'accessToken'>): T | null {
  const raw = storage()?.getItem(SESSION_KEYS[key]);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeSession(key: Exclude<SessionKey, 'accessToken'>, value: unknown) {
  storage()?.setItem(SESSION_KEYS[key], JSON.stringify(value));
}

/** Clears the whole session storage, as the spec's 'Please login again' rule requires. */
export function clearSession() {
  storage()?.clear();
}
