export { fetchFundingHistory } from './client';
export { fundingKeys } from './keys';
