import * as z from 'zod/mini';
import { rollingReservesResponse } from './schemas';
import { currencyFilter, defineOperations } from '../../core/operation';

export const rollingReserveOperations = defineOperations('rollingReserve', {
  fetchRollingReserves: {
    method: 'GET',
    path: '/subsidiary/dashboard/rolling/reserves',
    query: z.object(currencyFilter),
    response: rollingReservesResponse,
  },
});
