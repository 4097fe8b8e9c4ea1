import { ONBOARDING_PROGRESS_READ } from '../../app/earlyReads';
import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The onboarding pages inside the shell: get-started, the checklist, terms and the tour. */
export const onboardingRoutes: readonly PageRoute[] = [
  { id: 'getStarted', Page: lazyPage(() => import('../onboarding/get-started')) },
  {
    id: 'onboarding',
    Page: lazyPage(() => import('../onboarding/checklist')),
    firstReads: [ONBOARDING_PROGRESS_READ],
  },
  {
    id: 'terms',
    Page: lazyPage(() => import('../onboarding/terms')),
    firstReads: [ONBOARDING_PROGRESS_READ],
  },
  { id: 'tour', Page: lazyPage(() => import('../onboarding/tour')) },
];
