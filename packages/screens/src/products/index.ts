export { productFilters } from './filters';
export { productColumns } from './productColumns';
export type { NewProductValues, ProductRow } from './types';
export * from './ProductListScreen';
export * from './DeleteProductDialog';
export * from './NewProductScreen';
