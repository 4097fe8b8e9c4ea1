export { RefundLogListScreen } from './RefundLogListScreen';
