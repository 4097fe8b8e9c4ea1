import { useApiMutation, useApiQuery } from '../core';
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
  return useApiMutation('treatChargeback', treatChargeback, [chargebackKeys.all]);
}
