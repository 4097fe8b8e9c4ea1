export { fetchChargebacks } from './client';
export { useChargebackOverview, useChargebackDetail, useTreatChargeback } from './hooks';
export { chargebackKeys } from './keys';
export type { ChargebackListItem, ChargebackDetail, ChargebackTreatment } from './schemas';
export { findChargebacks } from './find';
