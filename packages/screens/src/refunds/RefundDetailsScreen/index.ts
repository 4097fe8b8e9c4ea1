export { RefundDetailsScreen, REFUND_DETAILS_SAMPLE_NOTE } from './RefundDetailsScreen';
export type { RefundDetailsScreenProps } from './RefundDetailsScreen';
