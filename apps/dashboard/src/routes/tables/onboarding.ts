import type { PageRoute } from '../../app/pageRoute';

/** The onboarding pages inside the shell. */
export const onboardingRoutes: readonly PageRoute[] = [];
