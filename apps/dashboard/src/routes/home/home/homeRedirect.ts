import { activeSubsidiaryOf, type Profile } from '@merchant/api';
import { PATHS } from '@merchant/screens';

/**
 * The /dashboard rule: the home when the default business is Active or Pending-Approval;
 * otherwise get-started when an onboard route is set and verification is not pending
 * approval; otherwise the onboarding checklist. `null` means stay. `routeToGetStarted` says
 * whether a route is set, whatever form /me sent it in (a route, a boolean or null: see
 * `onboardRoute` in the api); the spec sends the user to get-started either way.
 */
export function homeRedirect(profile: Profile): string | null {
  const business = activeSubsidiaryOf(profile);
  const status = business?.status ?? '';
  if (status === 'Active' || status === 'Pending-Approval') return null;
  if (profile.routeToGetStarted && business?.verificationStatus !== 'Pending-Approval')
    return PATHS.getStarted;
  return PATHS.onboarding;
}
