import { describe, expect, it } from 'vitest';
import { buildChargebackRow } from '../../chargebacks/fixtures';
import {
  PENDING_WORK_LISTS,
  byNearestDeadline,
  pendingWorkCount,
  unfinishedSteps,
  urgentChargebacks,
  type PendingWork,
} from './pendingWork';

const NOW = new Date('2024-06-10T12:00:00Z');
const due = (iso: string | undefined, id: string) =>
  buildChargebackRow({ id, status: 'Awaiting Response', dueDate: iso });

const work: PendingWork = {
  chargebacks: [
    due('2024-06-20T12:00:00Z', 'later'),
    due(undefined, 'none'),
    due('2024-06-11T00:00:00Z', 'soon'),
  ],
  payoutsToVerify: 2,
  payoutsToApprove: 1,
  onboarding: {
    businessType: 'Individual',
    progress: {
      personalInformation: 100,
      businessCompliance: 0,
      businessInformation: 60,
      bankInformation: 100,
      termsAndCondition: 0,
    },
  },
};

describe('pending work', () => {
  it('opens each list on the filter its count is read with', () => {
    expect(PENDING_WORK_LISTS.chargebacks.href).toBe('/dashboard/chargeback/awaiting-response');
    expect(PENDING_WORK_LISTS.payoutsToVerify.href).toBe(
      '/dashboard/account/payouts?status=Awaiting+Verification',
    );
    expect(PENDING_WORK_LISTS.payoutsToVerify.query).toEqual({ status: 'Awaiting Verification' });
    expect(PENDING_WORK_LISTS.payoutsToApprove.href).toBe('/dashboard/payout/pending-approval');
  });

  it('puts the nearest deadline first and the unknown ones last', () => {
    expect(byNearestDeadline(work.chargebacks).map((row) => row.id)).toEqual([
      'soon',
      'later',
      'none',
    ]);
  });

  it("counts every chargeback, payout and unfinished step of the business's checklist", () => {
    // Individual: Business registration (businessCompliance) is not one of its steps.
    expect(unfinishedSteps(work.onboarding).map((step) => step.title)).toEqual([
      'Business information',
      'Terms and conditions',
    ]);
    expect(pendingWorkCount(work)).toBe(3 + 2 + 1 + 2);
    expect(pendingWorkCount({ ...work, onboarding: null })).toBe(6);
  });

  it('counts as urgent what is due within 48 hours', () => {
    expect(urgentChargebacks(work, NOW)).toBe(1);
  });
});
