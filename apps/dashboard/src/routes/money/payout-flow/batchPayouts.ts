import type { Payout } from '@merchant/api';
import type { RemoteData } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';

/** A read of payouts as SWR gives it: the payouts list, or the payouts awaiting verification. */
export interface PayoutsRead {
  data?: { items: readonly Payout[] };
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

const ofBatch = (read: PayoutsRead, batchId: string | undefined) =>
  (batchId && read.data?.items.filter((row) => row.batchId === batchId)) || [];

/** Whether the batch must be looked for beyond the payouts list: it answered without it, or failed. */
export function lookBeyondList(listed: PayoutsRead, batchId: string | undefined): boolean {
  const answered = listed.data !== undefined || listed.error !== undefined;
  return Boolean(batchId) && answered && ofBatch(listed, batchId).length === 0;
}

/**
 * The payouts the OTP of `batchId` approves: the payouts list's rows of the batch when it holds
 * them, else the batch's rows among the payouts awaiting verification, where none means no
 * batch with this id awaits it. Loading until one of the two has answered.
 */
export function batchPayouts(
  batchId: string | undefined,
  listed: PayoutsRead,
  awaiting: PayoutsRead,
): RemoteData<Payout[]> {
  const listedRows = ofBatch(listed, batchId);
  if (listedRows.length) return { status: 'ready', data: listedRows };
  if (!lookBeyondList(listed, batchId)) return { status: 'loading' };
  // While a retry is under way the dialog says it is loading, not the failure it replaces.
  const settled = { ...awaiting, error: awaiting.isValidating ? undefined : awaiting.error };
  return toRemoteData(settled, () => ofBatch(awaiting, batchId));
}
