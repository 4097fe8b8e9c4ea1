/** The business types of onboarding: 'Individual' (unregistered) and 'Company' (registered). */
export type OnboardingBusinessType = 'Individual' | 'Company';

/** The onboarding progress, each section 0-100, as `onboarding/percentage` reports it. */
export interface OnboardingProgressView {
  personalInformation: number;
  businessCompliance: number;
  businessInformation: number;
  bankInformation: number;
  termsAndCondition: number;
}

/** A section of the progress. */
export type OnboardingSection = keyof OnboardingProgressView;

/**
 * How 'Request to go live' shows: enabled or disabled by the go-live rule of spec §4, hidden
 * once the business is Pending-Approval or Active. The app decides it with the api's rule.
 */
export type GoLiveAvailability = 'enabled' | 'disabled' | 'hidden';
