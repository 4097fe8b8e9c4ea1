import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/**
 * The chargebacks pages inside the shell: the overview, its five status routes (one module,
 * a preset page each) and the details. Each entry names its module, so tools that read this
 * table (the bundle report) find it.
 */
export const chargebacksRoutes: readonly PageRoute[] = [
  { id: 'chargebacks', Page: lazyPage(() => import('../chargebacks/chargeback-list')) },
  {
    id: 'chargebacksPending',
    Page: lazyPage(() =>
      import('../chargebacks/chargeback-list').then((m) => ({
        Component: m.PendingChargebacksRoute,
      })),
    ),
  },
  {
    id: 'chargebacksAwaitingResponse',
    Page: lazyPage(() =>
      import('../chargebacks/chargeback-list').then((m) => ({
        Component: m.AwaitingResponseChargebacksRoute,
      })),
    ),
  },
  {
    id: 'chargebacksWon',
    Page: lazyPage(() =>
      import('../chargebacks/chargeback-list').then((m) => ({ Component: m.WonChargebacksRoute })),
    ),
  },
  {
    id: 'chargebacksLost',
    Page: lazyPage(() =>
      import('../chargebacks/chargeback-list').then((m) => ({ Component: m.LostChargebacksRoute })),
    ),
  },
  {
    id: 'chargebacksAssessment',
    Page: lazyPage(() =>
      import('../chargebacks/chargeback-list').then((m) => ({
        Component: m.AssessmentChargebacksRoute,
      })),
    ),
  },
  {
    id: 'chargebackDetails',
    Page: lazyPage(() => import('../chargebacks/chargeback-details')),
  },
];
