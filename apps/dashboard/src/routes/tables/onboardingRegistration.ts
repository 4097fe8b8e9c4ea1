import type { PageRoute } from '../../app/pageRoute';

/** The onboardingRegistration pages inside the shell. */
export const onboardingRegistrationRoutes: readonly PageRoute[] = [];
