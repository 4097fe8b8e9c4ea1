import { request } from '../../core/http';
import { type FlowPeriod } from './schemas';
import { metricsOperations as op } from './operations';

export async function fetchTransactionSummary(currency: string) {
  const body = await request(op.fetchTransactionSummary, { query: { currency } });
  return body.data;
}

/** The chart's points in the server's order (chronological: a chart is not a list). */
export async function fetchInflowOutflow(params: { type: FlowPeriod; currency: string }) {
  const body = await request(op.fetchInflowOutflow, {
    query: { type: params.type, currency: params.currency },
  });
  return body.data;
}
