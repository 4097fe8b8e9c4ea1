export { ChargebackSummaryDialog } from './ChargebackSummaryDialog';
export type { ChargebackSummaryDialogProps } from './ChargebackSummaryDialog';
