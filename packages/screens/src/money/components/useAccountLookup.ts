import { useEffect, useRef, useState } from 'react';
import type { AccountQuery, ResolveAccount } from '../types';

/** Where an account name lookup stands. */
export type AccountLookup =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'resolved'; accountName: string }
  | { status: 'failed'; message: string };

/** Shown when a lookup fails without a server message. */
export const LOOKUP_FAILED_MESSAGE = 'Unable to resolve the account name';

const IDLE: AccountLookup = { status: 'idle' };
const PENDING: AccountLookup = { status: 'pending' };

/**
 * Resolves the account name for `query` (null: nothing to look up yet). A short pause lets the
 * user finish typing, and an answer for an earlier query is dropped, so the name shown always
 * belongs to the number on screen.
 */
export function useAccountLookup(
  query: AccountQuery | null,
  resolve: ResolveAccount,
  delayMs = 300,
): AccountLookup {
  const key = query ? JSON.stringify(query) : null;
  const [answer, setAnswer] = useState<{ key: string; lookup: AccountLookup } | null>(null);
  const resolveRef = useRef(resolve);
  useEffect(() => {
    resolveRef.current = resolve;
  }, [resolve]);

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      resolveRef.current(JSON.parse(key) as AccountQuery).then(
        (accountName) => {
          if (live) setAnswer({ key, lookup: { status: 'resolved', accountName } });
        },
        (error: unknown) => {
          const message =
            error instanceof Error && error.message ? error.message : LOOKUP_FAILED_MESSAGE;
          if (live) setAnswer({ key, lookup: { status: 'failed', message } });
        },
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);

  if (!key) return IDLE;
  return answer?.key === key ? answer.lookup : PENDING;
}
