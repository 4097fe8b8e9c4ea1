export { RollingReserveListScreen, ROLLING_RESERVE_EMPTY_TEXT } from './RollingReserveListScreen';
export type { RollingReserveListScreenProps } from './RollingReserveListScreen';
export { initialSettlementAmount, rollingReserveColumns } from './rollingReserveColumns';
