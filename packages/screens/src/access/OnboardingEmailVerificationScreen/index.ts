export { OnboardingEmailVerificationScreen } from './OnboardingEmailVerificationScreen';
export type { OnboardingEmailVerificationScreenProps } from './OnboardingEmailVerificationScreen';
