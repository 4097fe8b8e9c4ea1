import * as z from 'zod/mini';
import { list, listResponse, numeric } from '../../core/schema';

/** `fetchTransactionSummary`: the home cards; changes are percents from last week. */
const transactionSummary = z.object({
  count: numeric,
  volume: numeric,
  settlements: numeric,
  countChange: numeric,
  volumeChange: numeric,
  settlementChange: numeric,
});
export type TransactionSummary = z.infer<typeof transactionSummary>;
export const transactionSummaryResponse = z.object({ data: transactionSummary });

/** One point of the inflow/outflow chart. */
const flowPoint = z.object({ name_date: z.string(), inflow: numeric, outflow: numeric });
export type FlowPoint = z.infer<typeof flowPoint>;
export const inflowOutflowResponse = listResponse(z.object({ data: list(flowPoint) }));

export type FlowPeriod = 'week' | 'year';
