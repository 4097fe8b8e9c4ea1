import { useApiMutation, useApiQuery } from '../core/swr';
import { createProduct, deleteProduct, fetchProducts, type ProductListQuery } from './client';
import { productKeys } from './keys';

export function useProducts(filters: ProductListQuery = {}) {
  return useApiQuery(productKeys.list(filters), () => fetchProducts(filters));
}

export function useCreateProduct() {
  return useApiMutation('create-product', createProduct, [productKeys.all]);
}

export function useDeleteProduct() {
  return useApiMutation('delete-product', deleteProduct, [productKeys.all]);
}
