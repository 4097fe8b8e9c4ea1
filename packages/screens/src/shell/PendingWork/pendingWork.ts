import type { ChargebackStatus, PayoutStatus } from '@merchant/api/contract';
import { dueCountdown } from '../../chargebacks/dueCountdown';
import { presetChargebackFilters } from '../../chargebacks/filters';
import type { ChargebackRow } from '../../chargebacks/types';
import {
  filtersToParams,
  filtersToQuery,
  type FilterDefinition,
  type FilterFields,
  type FilterValues,
} from '../../list';
import { payoutFilters, pendingApprovalFilters } from '../../money/filters';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../onboarding/steps';
import type { OnboardingBusinessType, OnboardingProgressView } from '../../onboarding/types';
import { PATHS } from '../../routes/paths';

/** What waits for the business, read with the filters of the lists that show it. */
export interface PendingWork {
  /** The chargebacks awaiting a response, as their list reads them. */
  chargebacks: readonly ChargebackRow[];
  /** How many payouts await verification. */
  payoutsToVerify: number;
  /** How many payouts await approval. */
  payoutsToApprove: number;
  /** The onboarding checklist's progress while the business onboards; null once it is live or in review. */
  onboarding: { businessType: OnboardingBusinessType; progress: OnboardingProgressView } | null;
}

/** A list opened on one filter: the address of that view, and the api query its rows are read with. */
interface FilteredList<Query> {
  href: string;
  query: Query;
}

function filteredList<Fields extends FilterFields>(
  path: string,
  definition: FilterDefinition<Fields>,
  values: Partial<FilterValues<Fields>>,
): FilteredList<ReturnType<typeof filtersToQuery<Fields>>> {
  const applied = { ...definition.defaults, ...values };
  const search = new URLSearchParams(filtersToParams(definition, applied)).toString();
  return { href: search ? `${path}?${search}` : path, query: filtersToQuery(definition, applied) };
}

const AWAITING_VERIFICATION: PayoutStatus = 'Awaiting Verification';

/**
 * The lists that count the work, each opened on the filter its count is read with, so a count
 * always equals what its link shows. The chargebacks' status is their route's preset.
 */
export const PENDING_WORK_LISTS = {
  chargebacks: {
    ...filteredList(PATHS.chargebacksAwaitingResponse, presetChargebackFilters, {}),
    status: 'Awaiting Response' satisfies ChargebackStatus,
  },
  payoutsToVerify: filteredList(PATHS.payouts, payoutFilters, { status: AWAITING_VERIFICATION }),
  payoutsToApprove: filteredList(PATHS.pendingApproval, pendingApprovalFilters, {}),
};

/** The chargebacks nearest their deadline first; those without a readable one last. */
export function byNearestDeadline(rows: readonly ChargebackRow[]): ChargebackRow[] {
  const time = (row: ChargebackRow) => {
    const due = row.dueDate ? new Date(row.dueDate).getTime() : Number.NaN;
    return Number.isNaN(due) ? Number.POSITIVE_INFINITY : due;
  };
  return [...rows].sort((a, b) => time(a) - time(b));
}

/** The onboarding steps not yet at 100 %, in the checklist's order. */
export function unfinishedSteps(onboarding: PendingWork['onboarding']): OnboardingStep[] {
  if (!onboarding) return [];
  return ONBOARDING_STEPS[onboarding.businessType].filter(
    (step) => onboarding.progress[step.section] < 100,
  );
}

/** How many things wait: the top bar's count. */
export function pendingWorkCount(work: PendingWork): number {
  return (
    work.chargebacks.length +
    work.payoutsToVerify +
    work.payoutsToApprove +
    unfinishedSteps(work.onboarding).length
  );
}

/** How many chargebacks are due within 48 hours or overdue. */
export function urgentChargebacks(work: PendingWork, now: Date): number {
  return work.chargebacks.filter((row) => dueCountdown(row.dueDate, row.status, now)?.urgent)
    .length;
}
