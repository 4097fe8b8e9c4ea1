import { useApiQuery } from '../core/swr';
import {
  fetchBanks,
  fetchBusinessCategories,
  fetchBusinessClasses,
  fetchBusinessSizes,
  fetchCountries,
  fetchIdentificationTypes,
} from './client';
import { referenceKeys } from './keys';
import { readOnce } from './readOnce';

export function useCountries() {
  return useApiQuery(referenceKeys.item('countries'), fetchCountries, readOnce);
}

export function useBusinessSizes() {
  return useApiQuery(referenceKeys.item('business-sizes'), fetchBusinessSizes, readOnce);
}

export function useBusinessCategories() {
  return useApiQuery(referenceKeys.item('business-categories'), fetchBusinessCategories, readOnce);
}

export function useBusinessClasses() {
  return useApiQuery(referenceKeys.item('business-classes'), fetchBusinessClasses, readOnce);
}

export function useBanks() {
  return useApiQuery(referenceKeys.item('banks'), fetchBanks, readOnce);
}

export function useIdentificationTypes() {
  return useApiQuery(
    referenceKeys.item('identification-types'),
    fetchIdentificationTypes,
    readOnce,
  );
}
