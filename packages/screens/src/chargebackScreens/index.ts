// Chargebacks: the details page, the 'Treat Chargeback' dialog and the due-date countdown.
export { ChargebackDetailsScreen, detailsPageStatusMap } from './ChargebackDetailsScreen';
export type { ChargebackDetailsScreenProps } from './ChargebackDetailsScreen';
export {
  TreatChargebackDialog,
  PROOF_RULES,
  TREATMENT_DECISIONS,
  canSubmitTreatment,
  treatChargebackMessages,
  treatChargebackSchema,
} from './TreatChargebackDialog';
export type {
  TreatChargebackDialogProps,
  TreatmentDecision,
  TreatChargebackFormValues,
} from './TreatChargebackDialog';
export { DueCountdown } from './DueCountdown';
export type { DueCountdownProps } from './DueCountdown';
export { dueCountdown, DUE_SOON_MS } from './dueCountdown';
export type { DueCountdown as DueCountdownValue } from './dueCountdown';
export type {
  ChargebackDetails,
  ChargebackFeedbackEntry,
  ChargebackTreatmentValues,
} from './types';
export {
  ChargebackListScreen,
  CHARGEBACKS_EMPTY_TEXT,
  chargebackColumns,
} from './ChargebackListScreen';
export type { ChargebackListScreenProps } from './ChargebackListScreen';
export { ChargebackSummaryDialog } from './ChargebackSummaryDialog';
export type { ChargebackSummaryDialogProps } from './ChargebackSummaryDialog';
export { chargebackFilters, presetChargebackFilters } from './filters';
export type { ChargebackFilterValues } from './filters';
export type { ChargebackRow, ChargebackOverviewFigures } from './types';
