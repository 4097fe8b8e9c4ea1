import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The money pages inside the shell. */
export const moneyRoutes: readonly PageRoute[] = [
  { id: 'balances', Page: lazyPage(() => import('../money/balances')) },
  { id: 'virtualAccounts', Page: lazyPage(() => import('../money/virtual-accounts')) },
  { id: 'settlements', Page: lazyPage(() => import('../money/settlements')) },
  { id: 'reconciliation', Page: lazyPage(() => import('../money/reconciliation')) },
  { id: 'payouts', Page: lazyPage(() => import('../money/payouts')) },
  { id: 'balanceHistory', Page: lazyPage(() => import('../money/balance-history')) },
  { id: 'rollingReserve', Page: lazyPage(() => import('../money/rolling-reserve')) },
  { id: 'transfers', Page: lazyPage(() => import('../money/transfers')) },
  { id: 'pendingApproval', Page: lazyPage(() => import('../money/pending-approval')) },
  { id: 'beneficiaries', Page: lazyPage(() => import('../money/beneficiaries')) },
  { id: 'fundingHistory', Page: lazyPage(() => import('../money/funding-history')) },
];
