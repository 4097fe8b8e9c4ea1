import { useEffect, type ReactNode } from 'react';
import { keepAnswersFor, revalidate } from '@merchant/api';
import { NetworkProvider } from '@merchant/ui';
import { answerPartition } from '../../session/answerPartition';

// An empty prefix matches every read: back online, every read on screen is asked again.
const refreshShownReads = () => void revalidate([]);

/**
 * The signed-in dashboard's network state: offline when the browser says so or a call got no
 * response, and every read on screen refreshed at reconnection. Reads are kept for reading
 * offline from here on, per login, business and environment (ADR 023).
 */
export function DashboardNetwork({ children }: { children: ReactNode }) {
  useEffect(() => {
    keepAnswersFor(answerPartition);
    return () => keepAnswersFor(() => undefined);
  }, []);
  return <NetworkProvider onReconnect={refreshShownReads}>{children}</NetworkProvider>;
}
