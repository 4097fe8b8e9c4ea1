export { RefundDetailsScreen } from './RefundDetailsScreen';
