export { SettlementListScreen, settlementColumns, settlementRowId } from './SettlementListScreen';
