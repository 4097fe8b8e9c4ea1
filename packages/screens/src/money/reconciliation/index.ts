// Reconciliation: a bank statement against the settlements, read and matched in the browser.
export * from './ReconciliationScreen';
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
