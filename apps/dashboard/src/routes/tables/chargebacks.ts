import type { PageRoute } from '../../app/pageRoute';

/** The chargebacks pages inside the shell. */
export const chargebacksRoutes: readonly PageRoute[] = [];
