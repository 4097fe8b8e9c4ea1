import { useApiQuery, useMoneyMutation } from '../core';
import { walletKeys } from '../money/wallets/keys';
import { pendingWorkKeys } from '../shell/pendingWork/keys';
import { fetchChargebackDetail, fetchChargebackOverview, treatChargeback } from './client';
import { chargebackKeys } from './keys';

export function useChargebackOverview() {
  return useApiQuery(chargebackKeys.item('overview'), fetchChargebackOverview);
}

/** `id` undefined waits (no request) until the route knows it. */
export function useChargebackDetail(id: string | undefined) {
  return useApiQuery(id ? chargebackKeys.detail(id) : null, () => fetchChargebackDetail(id ?? ''));
}

export function useTreatChargeback() {
  // Accepting one gives the money back: the balances change with the chargebacks. Either way it
  // no longer awaits a response.
  return useMoneyMutation('treatChargeback', treatChargeback, [
    chargebackKeys.all,
    walletKeys.all,
    pendingWorkKeys.all,
  ]);
}
