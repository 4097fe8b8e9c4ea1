export { RollingReserveListScreen } from './RollingReserveListScreen';
export { rollingReserveColumns } from './rollingReserveColumns';
