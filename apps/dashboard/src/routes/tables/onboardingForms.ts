import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The onboardingForms pages inside the shell. */
export const onboardingFormsRoutes: readonly PageRoute[] = [
  {
    id: 'personalInformation',
    Page: lazyPage(() => import('../onboardingForms/personal-information')),
  },
  {
    id: 'contactInformation',
    Page: lazyPage(() => import('../onboardingForms/contact-information')),
  },
  {
    id: 'businessInformation',
    Page: lazyPage(() => import('../onboardingForms/business-information')),
  },
];
