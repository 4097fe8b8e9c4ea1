import { describe, expect, it } from 'vitest';
import { onboardingLink } from './onboardingLink';

const ONBOARDING = { label: 'OnBoarding', href: '/dashboard/getStarted' };
const CONTINUE_KYC = { label: 'CONTINUE KYC', href: '/dashboard/getStarted/onboarding' };

describe('onboardingLink', () => {
  it.each(['New', 'Pending-Verification', 'Declined', 'Individual'])(
    "shows 'OnBoarding' for %s with an onboard route",
    (state) => {
      expect(onboardingLink({ state, hasOnboardRoute: true })).toEqual(ONBOARDING);
    },
  );

  it.each(['New', 'Pending-Verification', 'Declined'])(
    "shows 'CONTINUE KYC' for %s without an onboard route",
    (state) => {
      expect(onboardingLink({ state, hasOnboardRoute: false })).toEqual(CONTINUE_KYC);
    },
  );

  it('shows nothing for Active without an onboard route: KYC is finished', () => {
    expect(onboardingLink({ state: 'Active', hasOnboardRoute: false })).toBeNull();
  });

  it('shows nothing for Active with an onboard route', () => {
    expect(onboardingLink({ state: 'Active', hasOnboardRoute: true })).toBeNull();
  });

  it.each([true, false])(
    'shows nothing while approval is pending (onboard route %s)',
    (hasOnboardRoute) => {
      expect(onboardingLink({ state: 'Pending-Approval', hasOnboardRoute })).toBeNull();
    },
  );
});
