import { activeSubsidiaryOf, type Profile } from '@merchant/api';

/**
 * The /dashboard rule: the home when the default business is Active or Pending-Approval;
 * otherwise /dashboard/getStarted when an onboard route is set and verification is not
 * pending approval; otherwise /dashboard/getStarted/onboarding. `null` means stay.
 */
export function homeRedirect(profile: Profile): string | null {
  const business = activeSubsidiaryOf(profile);
  const status = business?.status ?? '';
  if (status === 'Active' || status === 'Pending-Approval') return null;
  if (profile.routeToGetStarted && business?.verificationStatus !== 'Pending-Approval')
    return '/dashboard/getStarted';
  return '/dashboard/getStarted/onboarding';
}
