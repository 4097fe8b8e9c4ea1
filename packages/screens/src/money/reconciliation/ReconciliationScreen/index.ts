export { ReconciliationScreen } from './ReconciliationScreen';
export type { ReconciliationStage } from './stage';
export { reconciliationColumns } from './components/reconciliationColumns';
export type { ConfirmedMapping } from './components/ColumnMappingForm.schema';
