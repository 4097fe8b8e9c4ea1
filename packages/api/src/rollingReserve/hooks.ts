import { useApiQuery } from '../core';
import { fetchRollingReserves } from './client';
import { rollingReserveKeys } from './keys';

export function useRollingReserves(currency?: string) {
  return useApiQuery(rollingReserveKeys.list({ currency }), () => fetchRollingReserves(currency));
}
