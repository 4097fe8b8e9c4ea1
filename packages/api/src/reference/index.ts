export {
  useCountries,
  useBusinessSizes,
  useBusinessCategories,
  useBusinessClasses,
  useBanks,
  useIdentificationTypes,
} from './hooks';
export type { Bank } from './schemas';
export { useCurrencies } from './currencies';
