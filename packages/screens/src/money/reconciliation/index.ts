// Reconciliation: a bank statement against the settlements, read and matched in the browser.
export { ReconciliationScreen, reconciliationColumns } from './ReconciliationScreen';
export type { ReconciliationStage, ConfirmedMapping } from './ReconciliationScreen';
export { ExplainLineDialog } from './ExplainLineDialog';
export { reconciliationFilters } from './filters';
export type {
  ColumnMapping,
  ReconciliationLine,
  ReconciliationProgress,
  ReconciliationTotal,
  StatementLayout,
  StatementRole,
} from './types';
