import { useAwaitingVerification, usePayouts } from '@merchant/api';
import { batchPayouts, lookBeyondList } from './batchPayouts';

/**
 * The payouts of the batch the OTP modal verifies, from the payouts list, or read afresh among
 * the payouts awaiting verification when the list does not hold the batch (a link's batch, or
 * one a stale or partial list leaves out). No batch id reads nothing beyond the list.
 */
export function useBatchPayouts(batchId: string | undefined) {
  const listed = usePayouts();
  const awaiting = useAwaitingVerification(lookBeyondList(listed, batchId));
  return batchPayouts(batchId, listed, awaiting);
}
