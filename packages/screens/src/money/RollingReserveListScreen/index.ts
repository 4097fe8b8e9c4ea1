export {
  RollingReserveListScreen,
  ROLLING_RESERVE_EMPTY_TEXT,
  initialSettlementAmount,
  rollingReserveColumns,
} from './RollingReserveListScreen';
export type { RollingReserveListScreenProps } from './RollingReserveListScreen';
