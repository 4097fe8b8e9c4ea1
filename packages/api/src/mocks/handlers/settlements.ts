import { type HttpHandler } from 'msw';
import { settlements } from '../data/settlements';
import { handle, inDateRange, ok, protectedResolver, searchParams } from '../http';
import { settlementsOperations } from '../../money/settlements/operations';

/**
 * The spec's first load sends page 4 and limit 100 (hard-coded); a literal server would skip
 * 300 rows, so the sandbox ignores paging and answers every matching row. The spec reads
 * items and total_items, and data.items for the export.
 */
export const settlementsHandlers: HttpHandler[] = [
  handle(
    settlementsOperations.fetchSettlements,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const status = params.get('settlementstatus');
      const items = settlements.filter(
        (row) =>
          row.subsidiaryId === session.subsidiaryId &&
          (!status || row.settlementStatus === status) &&
          inDateRange(row.date_created, params),
      );
      const message = 'Settlements retrieved';
      if (params.get('Export') === 'true')
        return ok({ message, data: { items, total_items: items.length } });
      return ok({ message, items, total_items: items.length });
    }),
  ),
];
