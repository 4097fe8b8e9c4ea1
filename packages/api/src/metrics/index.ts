export { fetchTransactionSummary, fetchInflowOutflow } from './client';
export { useTransactionSummary, useInflowOutflow } from './hooks';
export { metricKeys } from './keys';
export type { TransactionSummary, FlowPoint, FlowPeriod } from './schemas';
