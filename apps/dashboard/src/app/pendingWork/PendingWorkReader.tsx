import { useState } from 'react';
import {
  activeSubsidiaryOf,
  chargebackKeys,
  fetchChargebacks,
  fetchPayoutHistory,
  fetchPendingApprovals,
  merchantMessage,
  payoutKeys,
  useApiQuery,
  useOnboardingProgress,
  useProfile,
} from '@merchant/api';
import {
  PENDING_WORK_LISTS as LISTS,
  PendingWorkButton,
  PendingWorkPanel,
  pendingWorkCount,
  urgentChargebacks,
  type PendingWork,
  type RemoteData,
} from '@merchant/screens';
import { toChargebackRow } from '../../routes/chargebacks/chargeback-list/toChargebackRow';

/** Coming back to the tab reads the counts again: work may have come in meanwhile. */
const ON_RETURN = { revalidateOnFocus: true };

/** States in which onboarding is over or in review: nothing left for the merchant to fill in. */
const ONBOARDED = ['Active', 'Pending-Approval'];

/**
 * Each count is read with the query of the list it links to, through that list's own call, so
 * it equals what the list shows. The keys sit under each resource's, so an action that changes
 * the resource (treating a chargeback, verifying a payout) refreshes the count too.
 */
function usePendingWork(): RemoteData<PendingWork> {
  const chargebacks = useApiQuery(
    chargebackKeys.item('pending-work', LISTS.chargebacks.query),
    async () => {
      const { items } = await fetchChargebacks({
        ...LISTS.chargebacks.query,
        status: LISTS.chargebacks.status,
      });
      return items.map(toChargebackRow);
    },
    ON_RETURN,
  );
  const toVerify = useApiQuery(
    payoutKeys.item('pending-work', LISTS.payoutsToVerify.query),
    async () => (await fetchPayoutHistory(LISTS.payoutsToVerify.query.status)).items.length,
    ON_RETURN,
  );
  const toApprove = useApiQuery(
    payoutKeys.item('pending-work', LISTS.payoutsToApprove.query),
    async () => (await fetchPendingApprovals(LISTS.payoutsToApprove.query.dateRange)).items.length,
    ON_RETURN,
  );
  // The profile and the progress are the shell's own reads, already cached.
  const profile = useProfile();
  const business = profile.data ? activeSubsidiaryOf(profile.data) : undefined;
  const state = business?.verificationStatus ?? business?.status ?? '';
  const onboarding = business !== undefined && !ONBOARDED.includes(state);
  const progress = useOnboardingProgress(onboarding);

  const reads = [chargebacks, toVerify, toApprove, ...(onboarding ? [progress] : [])];
  const failed = reads.find((read) => read.error);
  if (failed)
    return {
      status: 'error',
      message: merchantMessage(failed.error),
      onRetry: () => reads.forEach((read) => void read.mutate()),
    };
  if (
    chargebacks.data === undefined ||
    toVerify.data === undefined ||
    toApprove.data === undefined ||
    (onboarding && progress.data === undefined)
  )
    return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      chargebacks: chargebacks.data,
      payoutsToVerify: toVerify.data,
      payoutsToApprove: toApprove.data,
      onboarding:
        onboarding && progress.data
          ? {
              businessType: business?.businessType === 'Company' ? 'Company' : 'Individual',
              progress: progress.data,
            }
          : null,
    },
  };
}

/** The button with its count and the panel, read and drawn once the page has painted. */
export default function PendingWorkReader() {
  const work = usePendingWork();
  const [now] = useState(() => new Date());
  const ready = work.status === 'ready';
  return (
    <PendingWorkButton
      count={ready ? pendingWorkCount(work.data) : undefined}
      urgent={ready ? urgentChargebacks(work.data, now) : 0}
    >
      <PendingWorkPanel work={work} now={now} />
    </PendingWorkButton>
  );
}
