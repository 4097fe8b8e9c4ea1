export { fetchFundingHistory } from './client';
export { useFundingHistory } from './hooks';
export { fundingKeys } from './keys';
export type { FundingItem } from './schemas';
