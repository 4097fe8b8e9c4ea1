import { PATHS } from '../routes/paths';
import { ONBOARDING_FORM_PAGES } from './formPages';
import type { OnboardingBusinessType, OnboardingSection } from './types';

/** One step of the checklist: its name, its page and the progress section it reports. */
export interface OnboardingStep {
  /** The step's name, as spec §2 writes it. */
  title: string;
  /** The step's form page. */
  href: string;
  /** The section of `onboarding/percentage` that measures it. */
  section: OnboardingSection;
}

const businessInformation: OnboardingStep = {
  title: ONBOARDING_FORM_PAGES.businessInformation.title,
  href: PATHS.businessInformation,
  section: 'businessInformation',
};
const bankDetails: OnboardingStep = {
  title: ONBOARDING_FORM_PAGES.bankDetails.title,
  href: PATHS.bankDetails,
  section: 'bankInformation',
};
const terms: OnboardingStep = {
  title: 'Terms and conditions',
  href: PATHS.terms,
  section: 'termsAndCondition',
};

/** The checklist of each business type (spec §2 "Onboarding and KYC", form B). */
export const ONBOARDING_STEPS: Record<OnboardingBusinessType, readonly OnboardingStep[]> = {
  Company: [
    {
      title: ONBOARDING_FORM_PAGES.personalInformation.title,
      href: PATHS.personalInformation,
      section: 'personalInformation',
    },
    {
      title: 'Business registration (KYC)',
      href: PATHS.businessRegistration,
      section: 'businessCompliance',
    },
    businessInformation,
    bankDetails,
    terms,
  ],
  Individual: [
    {
      title: 'Personal Information',
      href: PATHS.personalInformation,
      section: 'personalInformation',
    },
    businessInformation,
    bankDetails,
    terms,
  ],
};

/** The other business type: what the switch link offers. */
export function otherBusinessType(type: OnboardingBusinessType): OnboardingBusinessType {
  return type === 'Company' ? 'Individual' : 'Company';
}
