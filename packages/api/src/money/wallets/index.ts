export { useWalletBalances, useBalanceTotals } from './hooks';
export { walletKeys } from './keys';
export type { Wallet } from './schemas';
