export {
  fetchChargebacks,
  fetchChargebackOverview,
  fetchChargebackDetail,
  treatChargeback,
  TREAT_CHARGEBACK_FALLBACK,
} from './client';
export type { ChargebackFilters } from './client';
export {
  useChargebacks,
  useChargebackOverview,
  useChargebackDetail,
  useTreatChargeback,
} from './hooks';
export { chargebackKeys } from './keys';
export type {
  ChargebackListItem,
  ChargebackOverview,
  ChargebackFeedback,
  ChargebackDetail,
  ChargebackTreatment,
} from './schemas';
