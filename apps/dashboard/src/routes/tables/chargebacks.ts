import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

const list = () => import('../chargebacks/chargeback-list');

/** The chargebacks pages inside the shell: the overview, its five status routes and details. */
export const chargebacksRoutes: readonly PageRoute[] = [
  { id: 'chargebacks', Page: lazyPage(list) },
  {
    id: 'chargebacksPending',
    Page: lazyPage(() => list().then((m) => ({ Component: m.PendingChargebacksRoute }))),
  },
  {
    id: 'chargebacksAwaitingResponse',
    Page: lazyPage(() => list().then((m) => ({ Component: m.AwaitingResponseChargebacksRoute }))),
  },
  {
    id: 'chargebacksWon',
    Page: lazyPage(() => list().then((m) => ({ Component: m.WonChargebacksRoute }))),
  },
  {
    id: 'chargebacksLost',
    Page: lazyPage(() => list().then((m) => ({ Component: m.LostChargebacksRoute }))),
  },
  {
    id: 'chargebacksAssessment',
    Page: lazyPage(() => list().then((m) => ({ Component: m.AssessmentChargebacksRoute }))),
  },
  {
    id: 'chargebackDetails',
    Page: lazyPage(() => import('../chargebacks/chargeback-details')),
  },
];
