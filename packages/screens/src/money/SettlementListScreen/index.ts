export {
  SettlementListScreen,
  SETTLEMENTS_EMPTY_TEXT,
  settlementColumns,
  settlementRowId,
} from './SettlementListScreen';
export type { SettlementListScreenProps } from './SettlementListScreen';
