import { describe, expect, it } from 'vitest';
import type { Profile } from '@merchant/api';
import { homeRedirect } from './homeRedirect';

function profileWith(
  status: string,
  verificationStatus: string,
  routeToGetStarted: boolean,
): Profile {
  return {
    routeToGetStarted,
    notifications: [],
    envronmentDetail: { name: 'Test' },
    activeSubsidiary: undefined,
    subsidiaryDetails: {
      subsidiaries: [
        {
          id: '1',
          name: 'Lagos Fresh Foods Ltd',
          isDefault: true,
          status,
          verificationStatus,
        } as Profile['subsidiaryDetails']['subsidiaries'][number],
      ],
    },
  };
}

describe('homeRedirect', () => {
  it('stays on the home for Active and Pending-Approval businesses', () => {
    expect(homeRedirect(profileWith('Active', 'Active', false))).toBeNull();
    expect(homeRedirect(profileWith('Pending-Approval', 'Pending-Approval', true))).toBeNull();
  });
  it('goes to get-started when an onboard route is set and verification is not pending approval', () => {
    expect(homeRedirect(profileWith('New', 'New', true))).toBe('/dashboard/getStarted');
  });
  it('goes to the onboarding checklist otherwise', () => {
    expect(homeRedirect(profileWith('New', 'New', false))).toBe('/dashboard/getStarted/onboarding');
    expect(homeRedirect(profileWith('New', 'Pending-Approval', true))).toBe(
      '/dashboard/getStarted/onboarding',
    );
  });
});
