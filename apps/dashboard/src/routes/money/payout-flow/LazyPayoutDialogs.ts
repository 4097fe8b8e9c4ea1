import { lazyDialog } from '../../../app/lazyDialog';

/** 'Payout Details', loaded when it first opens. */
export const LazyPayoutDetailsDialog = lazyDialog(() =>
  import('./payoutDialogs').then((module) => module.PayoutDetailsDialog),
);

/** 'Fund Balance' (the naira wallet's account), loaded when it first opens. */
export const LazyWalletFundingDialog = lazyDialog(() =>
  import('./payoutDialogs').then((module) => module.WalletFundingDialog),
);
