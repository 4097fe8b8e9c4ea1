export { OnboardingChecklistScreen } from './OnboardingChecklistScreen';
