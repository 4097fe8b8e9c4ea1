// Chargebacks: the details page, the 'Treat Chargeback' dialog and the due-date countdown.
export { ChargebackDetailsScreen } from './ChargebackDetailsScreen';
export { TreatChargebackDialog } from './TreatChargebackDialog';
export type { ChargebackDetails, ChargebackTreatmentValues } from './types';
export { ChargebackListScreen, chargebackColumns } from './ChargebackListScreen';
export { ChargebackSummaryDialog } from './ChargebackSummaryDialog';
export { chargebackFilters, presetChargebackFilters } from './filters';
export type { ChargebackRow } from './types';
