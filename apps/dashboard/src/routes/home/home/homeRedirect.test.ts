import { describe, expect, it } from 'vitest';
import { onboardRoute, type Profile } from '@merchant/api';
import { PATHS } from '@merchant/screens';
import { homeRedirect } from './homeRedirect';

/** A profile as the client reads it from /me, with `routeToGetStarted` in any of its wire forms. */
function profileWith(
  status: string,
  verificationStatus: string,
  routeToGetStarted: string | boolean | null,
): Profile {
  return {
    routeToGetStarted: onboardRoute.parse(routeToGetStarted),
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

const ROUTE_SET = [PATHS.getStarted, true, 'true'] as const;
const ROUTE_NOT_SET = [false, 'false', null, ''] as const;

describe('homeRedirect', () => {
  it.each([...ROUTE_SET, ...ROUTE_NOT_SET])(
    'stays on the home for Active and Pending-Approval businesses (route %j)',
    (route) => {
      expect(homeRedirect(profileWith('Active', 'Active', route))).toBeNull();
      expect(homeRedirect(profileWith('Pending-Approval', 'Pending-Approval', route))).toBeNull();
    },
  );

  it.each(ROUTE_SET)(
    'goes to get-started when the onboard route is set (%j) and verification is not pending approval',
    (route) => {
      expect(homeRedirect(profileWith('New', 'New', route))).toBe(PATHS.getStarted);
    },
  );

  it.each(ROUTE_NOT_SET)('goes to the onboarding checklist without a route (%j)', (route) => {
    expect(homeRedirect(profileWith('New', 'New', route))).toBe(PATHS.onboarding);
  });

  it.each(ROUTE_SET)(
    'goes to the onboarding checklist when verification is pending approval, even with a route (%j)',
    (route) => {
      expect(homeRedirect(profileWith('New', 'Pending-Approval', route))).toBe(PATHS.onboarding);
    },
  );
});
