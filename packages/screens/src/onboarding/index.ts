// Onboarding: the frame of every onboarding page, get-started, the checklist, terms and the tour.
export * from './OnboardingPageLayout';
export * from './OnboardingChecklistScreen';
export { ONBOARDING_STEPS, otherBusinessType } from './steps';
export type { OnboardingStep } from './steps';
export type {
  OnboardingBusinessType,
  OnboardingProgressView,
  OnboardingSection,
  GoLiveAvailability,
} from './types';
export * from './GetStartedScreen';
export * from './TermsScreen';
export * from './TourScreen';
