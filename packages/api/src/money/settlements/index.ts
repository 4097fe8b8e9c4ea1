export { fetchSettlements } from './client';
export { settlementKeys } from './keys';
export { findSettlements } from './find';
