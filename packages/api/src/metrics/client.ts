import { request } from '../core/http';
import { inflowOutflowResponse, transactionSummaryResponse, type FlowPeriod } from './schemas';

export async function fetchTransactionSummary(currency: string) {
  const body = await request('/subsidiary/metric/transaction/summary', {
    query: { currency },
    schema: transactionSummaryResponse,
  });
  return body.data;
}

/** The chart's points in the server's order (chronological: a chart is not a list). */
export async function fetchInflowOutflow(params: { type: FlowPeriod; currency: string }) {
  const body = await request('/subsidiary/metric/inflow/outflow', {
    query: { type: params.type, currency: params.currency },
    schema: inflowOutflowResponse,
  });
  return body.data;
}
