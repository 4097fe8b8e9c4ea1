export { OnboardingFormFrame } from './OnboardingFormFrame';
