import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The onboardingForms pages inside the shell. */
export const onboardingFormsRoutes: readonly PageRoute[] = [
  {
    id: 'personalInformation',
    Page: lazyPage(() => import('../onboarding/personal-information')),
  },
  {
    id: 'contactInformation',
    Page: lazyPage(() => import('../onboarding/contact-information')),
  },
  {
    id: 'businessInformation',
    Page: lazyPage(() => import('../onboarding/business-information')),
  },
];
