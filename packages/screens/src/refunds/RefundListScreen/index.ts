export { RefundListScreen, REFUNDS_EMPTY_TEXT } from './RefundListScreen';
export type { RefundListScreenProps } from './RefundListScreen';
