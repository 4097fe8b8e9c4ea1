import type { PageRoute } from '../../app/pageRoute';

/** The onboardingForms pages inside the shell. */
export const onboardingFormsRoutes: readonly PageRoute[] = [];
