import { useApiQuery, type DateRangeQuery } from '../core';
import { fetchFundingHistory } from './client';
import { fundingKeys } from './keys';

export function useFundingHistory(dateRange: DateRangeQuery = {}) {
  return useApiQuery(fundingKeys.list(dateRange), () => fetchFundingHistory(dateRange));
}
