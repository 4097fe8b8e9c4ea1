import { request } from '../../core/http';
import { currenciesOperations as op } from './operations';

export async function fetchCurrencies() {
  return (await request(op.fetchCurrencies)).data;
}
