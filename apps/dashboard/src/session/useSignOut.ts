import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { clearSession } from '@merchant/api';

/** Ends the session: session storage and the SWR cache are cleared, then the user goes to /. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    clearSession();
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/', { replace: true });
  }, [mutate, navigate]);
}
