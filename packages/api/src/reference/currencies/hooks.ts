import { useApiQuery } from '../../core/swr';
import { referenceKeys } from '../keys';
import { readOnce } from '../readOnce';
import { fetchCurrencies } from './client';

/** `enabled` false holds the read back (the dashboard's shell, until it has painted). */
export function useCurrencies(enabled = true) {
  return useApiQuery(enabled ? referenceKeys.item('currencies') : null, fetchCurrencies, readOnce);
}
