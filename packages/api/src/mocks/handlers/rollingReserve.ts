import { type HttpHandler } from 'msw';
import { rollingReserves } from '../data/rollingReserve';
import { handle, ok, protectedResolver, searchParams } from '../http';
import { rollingReserveOperations } from '../../money/rollingReserve/operations';

export const rollingReserveHandlers: HttpHandler[] = [
  handle(
    rollingReserveOperations.fetchRollingReserves,
    protectedResolver(({ request }, session) => {
      const currency = searchParams(request).get('currency');
      const items = rollingReserves.filter(
        (row) =>
          row.subsidiaryId === session.subsidiaryId && (!currency || row.currency === currency),
      );
      return ok({
        message: 'Rolling reserves retrieved',
        data: { items, page: { total: items.length } },
      });
    }),
  ),
];
