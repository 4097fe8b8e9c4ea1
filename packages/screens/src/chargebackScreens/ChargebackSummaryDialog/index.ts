export { ChargebackSummaryDialog } from './ChargebackSummaryDialog';
