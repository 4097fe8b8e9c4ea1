import { http, type HttpHandler } from 'msw';
import { fundingHistory } from '../data/funding';
import { inDateRange, ok, protectedResolver, route, searchParams } from '../http';

export const fundingHandlers: HttpHandler[] = [
  http.get(
    route('/subsidiary/dashboard/fetch/funding/history'),
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const items = fundingHistory.filter(
        (row) => row.subsidiaryId === session.subsidiaryId && inDateRange(row.dateCreated, params),
      );
      return ok({
        message: 'Funding history retrieved',
        data: { items, totalItems: items.length },
      });
    }),
  ),
];
