import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The money pages inside the shell. */
export const moneyRoutes: readonly PageRoute[] = [
  { id: 'balances', Page: lazyPage(() => import('../money/balances')) },
  { id: 'payouts', Page: lazyPage(() => import('../money/payouts')) },
  { id: 'transfers', Page: lazyPage(() => import('../money/transfers')) },
];
