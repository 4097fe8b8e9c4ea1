import { useApiQuery } from '../core/swr';
import {
  fetchBanks,
  fetchBusinessCategories,
  fetchBusinessClasses,
  fetchBusinessSizes,
  fetchCountries,
  fetchCurrencies,
  fetchIdentificationTypes,
} from './client';
import { referenceKeys } from './keys';

/** Reference lists change with a release, not a session: read once, then served from cache. */
const once = { revalidateIfStale: false } as const;

/** `enabled` false holds the read back (the dashboard's shell, until it has painted). */
export function useCurrencies(enabled = true) {
  return useApiQuery(enabled ? referenceKeys.item('currencies') : null, fetchCurrencies, once);
}

export function useCountries() {
  return useApiQuery(referenceKeys.item('countries'), fetchCountries, once);
}

export function useBusinessSizes() {
  return useApiQuery(referenceKeys.item('business-sizes'), fetchBusinessSizes, once);
}

export function useBusinessCategories() {
  return useApiQuery(referenceKeys.item('business-categories'), fetchBusinessCategories, once);
}

export function useBusinessClasses() {
  return useApiQuery(referenceKeys.item('business-classes'), fetchBusinessClasses, once);
}

export function useBanks() {
  return useApiQuery(referenceKeys.item('banks'), fetchBanks, once);
}

export function useIdentificationTypes() {
  return useApiQuery(referenceKeys.item('identification-types'), fetchIdentificationTypes, once);
}
