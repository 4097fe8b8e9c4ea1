import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The chargebacks pages inside the shell. */
export const chargebacksRoutes: readonly PageRoute[] = [
  {
    id: 'chargebackDetails',
    Page: lazyPage(() => import('../chargebacks/chargeback-details')),
  },
];
