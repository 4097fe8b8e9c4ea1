import { useEffect, useRef, useState } from 'react';

/** Where an account-name lookup stands: the one union every bank and wallet form reads. */
export type AccountLookupState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'resolved'; accountName: string }
  | { status: 'failed'; message: string };

const IDLE: AccountLookupState = { status: 'idle' };
const PENDING: AccountLookupState = { status: 'pending' };

interface LookupOptions {
  /** A pause that lets the user finish typing before the request goes out. */
  delayMs?: number;
  /** Shown when the lookup fails without a message of its own. */
  failedMessage?: string;
}

/**
 * Resolves the account name for `query` (null: nothing to look up, e.g. a short number or a
 * saved account that is already named). An answer for an earlier query is dropped, so the
 * name shown always belongs to the number on screen; the form keeps no copy of the answer.
 */
export function useAccountLookup<Query>(
  query: Query | null,
  resolve: (query: Query) => Promise<string>,
  { delayMs = 300, failedMessage = 'Unable to resolve the account name' }: LookupOptions = {},
): AccountLookupState {
  const key = query === null ? null : JSON.stringify(query);
  const [answer, setAnswer] = useState<{ key: string; lookup: AccountLookupState } | null>(null);
  // The latest resolver and message, without restarting a lookup when the parent re-renders.
  const latest = useRef({ resolve, failedMessage });
  useEffect(() => {
    latest.current = { resolve, failedMessage };
  }, [resolve, failedMessage]);

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      latest.current.resolve(JSON.parse(key) as Query).then(
        (accountName) => {
          if (live) setAnswer({ key, lookup: { status: 'resolved', accountName } });
        },
        (error: unknown) => {
          const message =
            error instanceof Error && error.message ? error.message : latest.current.failedMessage;
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
