export { fetchChargebacks, TREAT_CHARGEBACK_FALLBACK } from './client';
export { useChargebackOverview, useChargebackDetail, useTreatChargeback } from './hooks';
export { chargebackKeys } from './keys';
export type { ChargebackListItem, ChargebackDetail } from './schemas';
