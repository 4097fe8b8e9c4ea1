export { RefundLogListScreen, REFUND_LOG_EMPTY_TEXT } from './RefundLogListScreen';
export type { RefundLogListScreenProps } from './RefundLogListScreen';
