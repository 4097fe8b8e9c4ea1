export { fetchProducts } from './client';
export { useCreateProduct, useDeleteProduct } from './hooks';
export { productKeys } from './keys';
