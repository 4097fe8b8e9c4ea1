export { useTransactionSummary, useInflowOutflow } from './hooks';
