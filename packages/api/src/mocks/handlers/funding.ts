import { type HttpHandler } from 'msw';
import { fundingHistory } from '../data/funding';
import { handle, ok, protectedResolver, searchParams } from '../http';
import { ownRowsInRange } from './ownRows';
import { fundingOperations } from '../../money/funding/operations';

export const fundingHandlers: HttpHandler[] = [
  handle(
    fundingOperations.fetchFundingHistory,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const items = ownRowsInRange(fundingHistory, session, params);
      return ok({
        message: 'Funding history retrieved',
        data: { items, totalItems: items.length },
      });
    }),
  ),
];
