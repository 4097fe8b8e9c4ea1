export {
  PRODUCT_AVAILABILITIES,
  PRODUCT_AVAILABILITY_FILTER_OPTIONS,
  productAvailabilityMap,
} from './status';
export type { ProductAvailability, ProductAvailabilityValue } from './status';
export { productFilters } from './filters';
export type { ProductFilters } from './filters';
export { productColumns } from './productColumns';
export type { NewProductValues, ProductFeeValues, ProductRow } from './types';
export * from './ProductListScreen';
export * from './DeleteProductDialog';
export * from './NewProductScreen';
