// Onboarding: the frame of every onboarding page, get-started, the checklist, terms and the tour.
export * from './OnboardingPageLayout';
export * from './OnboardingChecklistScreen';
export type { OnboardingBusinessType, GoLiveAvailability } from './types';
export * from './GetStartedScreen';
export * from './TermsScreen';
export * from './TourScreen';
