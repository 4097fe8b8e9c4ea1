import { onboardingOperations, profileOperations, referenceOperations } from '@merchant/api';

/**
 * The reads the dashboard's shell makes on every page (DashboardLayoutRoute: the profile, which
 * the shell waits for, the currencies and the onboarding progress). main.tsx starts them with
 * the page's code instead of after it (`prefetch`, issue 17).
 */
export const SHELL_READS = [
  profileOperations.fetchProfile,
  referenceOperations.fetchCurrencies,
  onboardingOperations.fetchOnboardingProgress,
] as const;
