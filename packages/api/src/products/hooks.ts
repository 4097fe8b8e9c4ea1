import { useApiMutation } from '../core/swr';
import { createProduct, deleteProduct } from './client';
import { productKeys } from './keys';

export function useCreateProduct() {
  return useApiMutation('create-product', createProduct, [productKeys.all]);
}

export function useDeleteProduct() {
  return useApiMutation('delete-product', deleteProduct, [productKeys.all]);
}
