import { useApiQuery } from '../core';
import { fetchSettlements, type SettlementFilters } from './client';
import { settlementKeys } from './keys';

export function useSettlements(filters: SettlementFilters = {}) {
  return useApiQuery(settlementKeys.list(filters), () => fetchSettlements(filters));
}
