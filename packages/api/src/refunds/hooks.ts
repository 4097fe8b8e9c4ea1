import { useMoneyMutation } from '../core/swr';
import { metricKeys } from '../home/metrics/keys';
import { orderKeys } from '../transactions/orders/keys';
import { logRefunds, refundTransaction } from './client';
import { refundKeys } from './keys';

/** A refund may reverse the transaction and moves the home's outflow. */
const changedByRefunds = [refundKeys.all, orderKeys.all, metricKeys.all];

export function useRefundTransaction() {
  return useMoneyMutation('refund-transaction', refundTransaction, changedByRefunds);
}

export function useLogRefunds() {
  return useMoneyMutation('log-refunds', logRefunds, changedByRefunds);
}
