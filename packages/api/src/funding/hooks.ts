import { useApiQuery, type DateRange } from '../core';
import { fetchFundingHistory } from './client';
import { fundingKeys } from './keys';

export function useFundingHistory(dateRange: DateRange = {}) {
  return useApiQuery(fundingKeys.list(dateRange), () => fetchFundingHistory(dateRange));
}
