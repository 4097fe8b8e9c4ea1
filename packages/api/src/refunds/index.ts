export {
  fetchRefunds,
  exportRefunds,
  refundTransaction,
  logRefunds,
  REFUNDS_PAGE_SIZE,
} from './client';
export type { RefundListQuery } from './client';
export { useRefunds, useRefundTransaction, useLogRefunds } from './hooks';
export { refundKeys } from './keys';
export { REFUND_FILTERS } from './schemas';
export type { Refund, RefundFilterStatus, TransactionRefund, RefundLogEntry } from './schemas';
