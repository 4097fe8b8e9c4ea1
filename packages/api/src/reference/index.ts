export {
  fetchCurrencies,
  fetchCountries,
  fetchBusinessSizes,
  fetchBusinessCategories,
  fetchBusinessClasses,
  fetchBanks,
  fetchIdentificationTypes,
} from './client';
export {
  useCurrencies,
  useCountries,
  useBusinessSizes,
  useBusinessCategories,
  useBusinessClasses,
  useBanks,
  useIdentificationTypes,
} from './hooks';
export { referenceKeys } from './keys';
export type {
  Currency,
  Country,
  BusinessSize,
  BusinessCategory,
  BusinessClass,
  Bank,
  IdentificationType,
} from './schemas';
export { referenceOperations } from './operations';
