import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The home and the transactions: the dashboard's landing page and its first list. */
export const homeAndTransactionsRoutes: readonly PageRoute[] = [
  { id: 'home', Page: lazyPage(() => import('../home/home')) },
  { id: 'transactions', Page: lazyPage(() => import('../transactions/transaction-list')) },
  {
    id: 'transactionDetails',
    Page: lazyPage(() => import('../transactions/transaction-details')),
  },
];
