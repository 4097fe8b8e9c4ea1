import { type HttpHandler } from 'msw';
import { sandboxNow } from '../db';
import { inflowOutflow, transactionSummary } from '../data/metrics';
import { orders } from '../data/orders';
import { refunds } from '../data/refunds';
import { handle, fail, ok, protectedResolver, searchParams } from '../http';
import { metricsOperations } from '../../home/metrics/operations';

function currencyOf(params: URLSearchParams) {
  return (params.get('currency') ?? 'NGN').toUpperCase();
}

export const metricsHandlers: HttpHandler[] = [
  handle(
    metricsOperations.fetchTransactionSummary,
    protectedResolver(({ request }, session) => {
      const currency = currencyOf(searchParams(request));
      const rows = orders.filter(
        (row) => row.subsidiaryId === session.subsidiaryId && row.currency === currency,
      );
      return ok({
        message: 'Transaction summary retrieved',
        data: transactionSummary(rows, sandboxNow()),
      });
    }),
  ),
  handle(
    metricsOperations.fetchInflowOutflow,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const type = params.get('type');
      if (type !== 'week' && type !== 'year') return fail("type must be 'week' or 'year'");
      const currency = currencyOf(params);
      const own = <Row extends { subsidiaryId: string; currency: string }>(row: Row) =>
        row.subsidiaryId === session.subsidiaryId && row.currency === currency;
      return ok({
        message: 'Inflow and outflow retrieved',
        data: inflowOutflow(orders.filter(own), refunds.filter(own), type, sandboxNow()),
      });
    }),
  ),
];
