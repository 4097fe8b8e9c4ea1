import { useState } from 'react';
import {
  activeSubsidiaryOf,
  fetchChargebacks,
  fetchPendingApprovals,
  merchantMessage,
  pendingWorkKeys,
  useApiQuery,
  useAwaitingVerification,
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
 * it equals what the list shows. The chargebacks and the approvals are one read, so they arrive,
 * and redraw the top bar, together; the payouts awaiting verification are the verify dialog's
 * own read, which the two then share.
 */
async function fetchCounts() {
  const [chargebacks, toApprove] = await Promise.all([
    fetchChargebacks({ ...LISTS.chargebacks.query, status: LISTS.chargebacks.status }),
    fetchPendingApprovals(LISTS.payoutsToApprove.query.dateRange),
  ]);
  return {
    chargebacks: chargebacks.items.map(toChargebackRow),
    payoutsToApprove: toApprove.items.length,
  };
}

function usePendingWork(): RemoteData<PendingWork> {
  const counts = useApiQuery(pendingWorkKeys.all, fetchCounts, ON_RETURN);
  const toVerify = useAwaitingVerification(true, ON_RETURN);
  // The profile and the progress are the shell's own reads, already cached.
  const profile = useProfile();
  const business = profile.data ? activeSubsidiaryOf(profile.data) : undefined;
  const state = business?.verificationStatus ?? business?.status ?? '';
  const onboarding = business !== undefined && !ONBOARDED.includes(state);
  const progress = useOnboardingProgress(onboarding);

  const reads = [counts, toVerify, ...(onboarding ? [progress] : [])];
  const failed = reads.find((read) => read.error);
  if (failed)
    return {
      status: 'error',
      message: merchantMessage(failed.error),
      onRetry: () => reads.forEach((read) => void read.mutate()),
    };
  if (
    counts.data === undefined ||
    toVerify.data === undefined ||
    (onboarding && progress.data === undefined)
  )
    return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      ...counts.data,
      payoutsToVerify: toVerify.data.items.length,
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
export function PendingWorkReader() {
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
