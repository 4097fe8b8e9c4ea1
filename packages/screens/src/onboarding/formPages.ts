import { PATHS } from '../routes/paths';

/** An onboarding form page: its route, its heading (also the form's accessible name) and the line under it. */
export interface OnboardingFormPage {
  pathname: string;
  title: string;
  description: string;
}

/** Every onboarding form page, so each heading is written once for the page and its form. */
export const ONBOARDING_FORM_PAGES = {
  personalInformation: {
    pathname: PATHS.personalInformation,
    title: 'Primary Identity Information',
    description: 'Tell us who you are. We check these details against your BVN and ID.',
  },
  businessInformation: {
    pathname: PATHS.businessInformation,
    title: 'Business information',
    description: 'How customers reach your business and what it does.',
  },
  contactInformation: {
    pathname: PATHS.contactInformation,
    title: 'Contact Information',
    description: 'The person we contact about this business.',
  },
  bankDetails: {
    pathname: PATHS.bankDetails,
    title: 'Bank details',
    description: 'The account your settlements are paid into. Its name is checked with the bank.',
  },
  businessRegistration: {
    pathname: PATHS.businessRegistration,
    title: 'Business registration',
    description: "Your company's registration details, its documents and its shareholders.",
  },
} as const satisfies Record<string, OnboardingFormPage>;
