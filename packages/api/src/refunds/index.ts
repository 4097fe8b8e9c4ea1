export { fetchRefunds, exportRefunds } from './client';
export { useRefundTransaction, useLogRefunds } from './hooks';
export { refundKeys } from './keys';
export type { Refund, TransactionRefund, RefundLogEntry } from './schemas';
export { findRefunds } from './find';
