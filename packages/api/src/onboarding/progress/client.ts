import { request } from '../../core/http';
import { onboardingProgressOperations as op } from './operations';
import type { OnboardingProgress } from './schemas';

export async function fetchOnboardingProgress(): Promise<OnboardingProgress> {
  return (await request(op.fetchOnboardingProgress)).data;
}

/** True unless all five sections are at 100. */
export function isOnboardingIncomplete(progress: OnboardingProgress): boolean {
  return Object.values(progress).some((value) => value !== 100);
}

/**
 * 'Request to go live' is enabled when business information, bank and terms are at 100, the
 * identity section of the business type is at 100 (personal information for an Individual,
 * business registration for a Company), and the business is neither pending approval nor active.
 */
export function canRequestGoLive(
  progress: OnboardingProgress,
  business: { businessType?: string; verificationStatus?: string },
): boolean {
  const identity =
    business.businessType === 'Individual'
      ? progress.personalInformation
      : progress.businessCompliance;
  const sections = [
    identity,
    progress.businessInformation,
    progress.bankInformation,
    progress.termsAndCondition,
  ];
  const reviewed =
    business.verificationStatus === 'Pending-Approval' || business.verificationStatus === 'Active';
  return !reviewed && sections.every((value) => value === 100);
}
