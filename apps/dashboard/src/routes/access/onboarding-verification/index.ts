export { OnboardingVerificationRoute as Component } from './OnboardingVerificationRoute';
