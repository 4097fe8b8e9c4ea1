import * as z from 'zod/mini';
import { rollingReservesResponse } from './schemas';
import { defineOperations, text } from '../../core/operation';

export const rollingReserveOperations = defineOperations('rollingReserve', {
  fetchRollingReserves: {
    method: 'GET',
    path: '/subsidiary/dashboard/rolling/reserves',
    query: z.object({ currency: text('Currency short name, e.g. NGN.') }),
    response: rollingReservesResponse,
  },
});
