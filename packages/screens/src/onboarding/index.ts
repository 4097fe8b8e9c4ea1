// Onboarding: the frame of every onboarding page, get-started, the checklist, terms and the tour.
export {
  OnboardingPageLayout,
  ONBOARDING_BACK_LABEL,
  CHECKLIST_LINK_LABEL,
} from './OnboardingPageLayout';
export { OnboardingChecklistScreen } from './OnboardingChecklistScreen';
export type { OnboardingBusinessType, GoLiveAvailability } from './types';
export { GetStartedScreen } from './GetStartedScreen';
export type { GetStartedValues } from './GetStartedScreen';
export { TermsScreen } from './TermsScreen';
export { TourScreen } from './TourScreen';
