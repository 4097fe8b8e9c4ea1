import { type HttpHandler } from 'msw';
import { settlements } from '../data/settlements';
import { handle, inDateRange, ok, protectedResolver, searchParams } from '../http';
import { settlementsOperations } from '../../money/settlements/operations';
import { pageFromNewest } from './paging';

/**
 * Settlements as a paging server answers them: the spec's first load (page 4, limit 100) gets
 * that page, empty unless the business holds more than 300, with total_items counting every
 * matching row. A filtered load sends no page and gets every matching row; Export=true answers
 * under data, as the spec reads it.
 */
export const settlementsHandlers: HttpHandler[] = [
  handle(
    settlementsOperations.fetchSettlements,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const status = params.get('settlementstatus');
      const rows = settlements.filter(
        (row) =>
          row.subsidiaryId === session.subsidiaryId &&
          (!status || row.settlementStatus === status) &&
          inDateRange(row.date_created, params),
      );
      const whole = params.get('Export') === 'true' || !params.has('page');
      const { items } = pageFromNewest(rows, params, whole, (row) => row.date_created);
      const message = 'Settlements retrieved';
      if (params.get('Export') === 'true')
        return ok({ message, data: { items, total_items: rows.length } });
      return ok({ message, items, total_items: rows.length });
    }),
  ),
];
