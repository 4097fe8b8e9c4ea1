import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** Home and transactions, the pages the first slice built. */
export const coreRoutes: readonly PageRoute[] = [
  { id: 'home', Page: lazyPage(() => import('../home/home')) },
  { id: 'transactions', Page: lazyPage(() => import('../transactions/transaction-list')) },
  {
    id: 'transactionDetails',
    Page: lazyPage(() => import('../transactions/transaction-details')),
  },
];
