import { useEffect, type ReactNode } from 'react';
import { keepAnswersFor, revalidate } from '@merchant/api';
import { NetworkProvider } from '@merchant/ui';
import { answerPartition } from '../../session/answerPartition';

// An empty prefix matches every read: every read on screen is asked again, back online for a
// fresh answer, and gone offline so that one that failed before the browser noticed the network
// gone answers with what was kept.
const refreshShownReads = () => void revalidate([]);

/**
 * The signed-in dashboard's network state: offline when the browser says so, and every read on
 * screen refreshed when that changes. Reads are kept for reading
 * offline from here on, per login, business and environment (ADR 023).
 */
export function DashboardNetwork({ children }: { children: ReactNode }) {
  useEffect(() => {
    keepAnswersFor(answerPartition);
    return () => keepAnswersFor(() => undefined);
  }, []);
  return <NetworkProvider onChange={refreshShownReads}>{children}</NetworkProvider>;
}
