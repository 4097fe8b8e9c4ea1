import { request } from '../../core';
import { walletsOperations as op } from './operations';

/** Every wallet of the business (Balances and Transfers screens). */
export async function fetchWalletBalances() {
  const body = await request(op.fetchWalletBalances);
  return body.wallets;
}

/** The chargebacks, refunds and non-compliance amounts of the Balances summary cards. */
export async function fetchBalanceTotals() {
  const body = await request(op.fetchBalanceTotals);
  return body.data;
}
