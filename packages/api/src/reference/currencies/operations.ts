import { currenciesResponse } from './schemas';
import { defineOperations } from '../../core/operation';

/**
 * Apart from the other reference lists: the dashboard's shell reads the currencies on every
 * page, and an operation table loads whole, so the shell built every list's schemas at start-up
 * (docs/adr/011, tenth update).
 */
export const currenciesOperations = defineOperations('currencies', {
  fetchCurrencies: {
    method: 'GET',
    path: '/subsidiary/dashboard/service/currencies',
    response: currenciesResponse,
  },
});
