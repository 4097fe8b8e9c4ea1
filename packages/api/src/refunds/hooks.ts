import { useApiQuery, useMoneyMutation } from '../core/swr';
import { metricKeys } from '../metrics/keys';
import { orderKeys } from '../orders/keys';
import { fetchRefunds, logRefunds, refundTransaction, type RefundListQuery } from './client';
import { refundKeys } from './keys';

export function useRefunds(filters: RefundListQuery = {}) {
  return useApiQuery(refundKeys.list(filters), () => fetchRefunds(filters));
}

/** A refund may reverse the transaction and moves the home's outflow. */
const changedByRefunds = [refundKeys.all, orderKeys.all, metricKeys.all];

export function useRefundTransaction() {
  return useMoneyMutation('refund-transaction', refundTransaction, changedByRefunds);
}

export function useLogRefunds() {
  return useMoneyMutation('log-refunds', logRefunds, changedByRefunds);
}
