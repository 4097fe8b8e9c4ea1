// Onboarding: the frame of every onboarding page, get-started, the checklist, terms and the tour.
export * from './OnboardingPageLayout';
