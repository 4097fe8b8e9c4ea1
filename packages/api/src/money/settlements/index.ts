export { fetchSettlements } from './client';
export { settlementKeys } from './keys';
