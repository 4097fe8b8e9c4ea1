export { OnboardingFormFrame, type OnboardingFormFrameProps } from './OnboardingFormFrame';
