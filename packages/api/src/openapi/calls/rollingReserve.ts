import * as z from 'zod';
import { rollingReservesResponse } from '../../rollingReserve/schemas';
import { defineOperations, text } from '../operation';

export const rollingReserveOperations = defineOperations('rollingReserve', [
  {
    id: 'fetchRollingReserves',
    method: 'GET',
    path: '/subsidiary/dashboard/rolling/reserves',
    summary: 'The rolling reserve of one currency.',
    query: z.object({ currency: text('Currency short name, e.g. NGN.') }),
    response: rollingReservesResponse,
  },
]);
