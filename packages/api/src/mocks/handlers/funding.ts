import { type HttpHandler } from 'msw';
import { fundingHistory } from '../data/funding';
import { handle, inDateRange, ok, protectedResolver, searchParams } from '../http';
import { fundingOperations } from '../../money/funding/operations';

export const fundingHandlers: HttpHandler[] = [
  handle(
    fundingOperations.fetchFundingHistory,
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
