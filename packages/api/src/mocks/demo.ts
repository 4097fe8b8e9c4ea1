/**
 * The sandbox's demo sign-ins as plain constants, so the start script, the sign-in page and the
 * journeys can read them without loading the sandbox.
 */

/** The OTP the sandbox accepts for every 2FA sign-in and password reset (the demo prints it). */
export const DEMO_OTP = '123456';

/** Sign-in accounts of the sandbox; the demo prints them on the sign-in page. */
export const DEMO_ACCOUNTS = {
  /** 2FA login holding two businesses: one Active, one onboarding (the business switch). */
  twoFactor: {
    email: 'adaeze@lagosfreshfoods.ng',
    password: 'Demo@1234',
    otp: DEMO_OTP,
    description:
      'Two-step sign-in (OTP 123456); Lagos Fresh Foods Ltd (Active) and an onboarding business',
  },
  /** Login without 2FA whose one business is Active (straight to the home). */
  noTwoFactor: {
    email: 'tunde@naijathreads.ng',
    password: 'Demo@1234',
    description: 'Direct sign-in; Naija Threads Enterprise (Active)',
  },
} as const;

/** The token of the sandbox's one pending team invitation (the /email-verified/{token} link). */
export const DEMO_INVITATION_TOKEN = 'invite-demo-2024';

export const DEMO_BUSINESS_IDS = {
  lagosFreshFoods: '10231',
  adaezeCatering: '10232',
  naijaThreads: '10233',
} as const;
