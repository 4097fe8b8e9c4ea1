export { ProductListScreen, PRODUCTS_EMPTY_TEXT } from './ProductListScreen';
export type { ProductListScreenProps } from './ProductListScreen';
