export { fetchSettlements, INITIAL_SETTLEMENT_PAGE } from './client';
export type { SettlementFilters } from './client';
export { useSettlements } from './hooks';
export { settlementKeys } from './keys';
export type { Settlement } from './schemas';
