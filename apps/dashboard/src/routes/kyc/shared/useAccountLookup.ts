import { useCallback, useRef, useState } from 'react';
import { useResolveAccount } from '@merchant/api';
import type { AccountLookup, AccountLookupQuery } from '@merchant/screens';
import { errorMessageOf } from '../../../app/submitState';

/**
 * The account-name lookup behind both bank forms: it resolves the query the form asked for
 * last, and drops answers to older queries so a slow reply never fills in the wrong name.
 */
export function useAccountLookup() {
  const { trigger } = useResolveAccount();
  const [lookup, setLookup] = useState<AccountLookup>({ status: 'idle' });
  const latest = useRef<AccountLookupQuery | null>(null);

  const onLookup = useCallback(
    (query: AccountLookupQuery | null) => {
      latest.current = query;
      if (!query) {
        setLookup({ status: 'idle' });
        return;
      }
      setLookup({ status: 'resolving' });
      trigger({ accountNumber: query.accountNumber, bankCode: query.bankCode }).then(
        ({ accountName }) => {
          if (latest.current === query) setLookup({ status: 'resolved', query, accountName });
        },
        (error: unknown) => {
          if (latest.current !== query) return;
          setLookup({ status: 'error', message: errorMessageOf(error) ?? 'Unexpected Error!' });
        },
      );
    },
    [trigger],
  );

  return { lookup, onLookup };
}
