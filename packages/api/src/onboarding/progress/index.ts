export { canRequestGoLive } from './client';
export { useOnboardingProgress } from './hooks';
export type { OnboardingProgress } from './schemas';
