export { ReconciliationScreen } from './ReconciliationScreen';
export type { ReconciliationStage } from './ReconciliationScreen';
export { reconciliationColumns } from './components/reconciliationColumns';
export type { ConfirmedMapping } from './components/ColumnMappingForm.schema';
