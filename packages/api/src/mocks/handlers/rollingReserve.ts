import { http, type HttpHandler } from 'msw';
import { rollingReserves } from '../data/rollingReserve';
import { ok, protectedResolver, route, searchParams } from '../http';

export const rollingReserveHandlers: HttpHandler[] = [
  http.get(
    route('/subsidiary/dashboard/rolling/reserves'),
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
