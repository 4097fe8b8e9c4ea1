export { productFilters } from './filters';
export { productColumns } from './productColumns';
export type { NewProductValues, ProductRow } from './types';
export { ProductListScreen, PRODUCTS_EMPTY_TEXT } from './ProductListScreen';
export type { ProductListScreenProps } from './ProductListScreen';
export { DeleteProductDialog } from './DeleteProductDialog';
export type { DeleteProductDialogProps } from './DeleteProductDialog';
export { NewProductScreen } from './NewProductScreen';
export type { NewProductScreenProps } from './NewProductScreen';
