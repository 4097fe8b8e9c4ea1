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
/** The chart's points; `enabled` false (data saver, chart not asked for) sends nothing. */
export function useInflowOutflow(currency: string, type: FlowPeriod = 'year', enabled = true) {
  return useApiQuery(enabled ? metricKeys.item('inflow-outflow', { currency, type }) : null, () =>
    fetchInflowOutflow({ type, currency }),
  );
}
