export { OnboardingEmailVerificationScreen } from './OnboardingEmailVerificationScreen';
