import { getAccessToken } from '@merchant/api';

/** Whether a token is held. Read on every render: navigation re-renders the guards. */
export function useHasAccessToken(): boolean {
  return getAccessToken() !== null;
}
