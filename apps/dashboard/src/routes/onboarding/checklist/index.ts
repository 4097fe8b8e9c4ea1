export { OnboardingChecklistRoute as Component } from './OnboardingChecklistRoute';
