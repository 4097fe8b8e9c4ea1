import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The onboarding pages inside the shell: get-started, the checklist, terms and the tour. */
export const onboardingRoutes: readonly PageRoute[] = [
  { id: 'getStarted', Page: lazyPage(() => import('../onboarding/get-started')) },
  { id: 'onboarding', Page: lazyPage(() => import('../onboarding/checklist')) },
  { id: 'terms', Page: lazyPage(() => import('../onboarding/terms')) },
  { id: 'tour', Page: lazyPage(() => import('../onboarding/tour')) },
];
