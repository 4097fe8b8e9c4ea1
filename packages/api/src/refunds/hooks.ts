import { useMoneyMutation } from '../core/swr';
import { metricKeys } from '../home/metrics/keys';
import { walletKeys } from '../money/wallets/keys';
import { orderKeys } from '../transactions/orders/keys';
import { logRefunds, refundTransaction } from './client';
import { refundKeys } from './keys';

/**
 * A refund may reverse the transaction, moves the home's outflow, and is paid out of a wallet:
 * the balances (and their refund totals) are read again, as after a payout.
 */
const changedByRefunds = [refundKeys.all, orderKeys.all, metricKeys.all, walletKeys.all];

export function useRefundTransaction() {
  return useMoneyMutation('refund-transaction', refundTransaction, changedByRefunds);
}

export function useLogRefunds() {
  return useMoneyMutation('log-refunds', logRefunds, changedByRefunds);
}
