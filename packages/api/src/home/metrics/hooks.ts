import { useApiQuery } from '../../core/swr';
import { fetchInflowOutflow, fetchTransactionSummary } from './client';
import { metricKeys } from './keys';
import type { FlowPeriod } from './schemas';

export function useTransactionSummary(currency: string) {
  return useApiQuery(metricKeys.item('summary', { currency }), () =>
    fetchTransactionSummary(currency),
  );
}

/** The chart; the spec's default period is 'year'. */
export function useInflowOutflow(currency: string, type: FlowPeriod = 'year') {
  return useApiQuery(metricKeys.item('inflow-outflow', { currency, type }), () =>
    fetchInflowOutflow({ type, currency }),
  );
}
