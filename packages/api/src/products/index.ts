export { fetchProducts, createProduct, deleteProduct, productFormData } from './client';
export type { ProductListQuery } from './client';
export { useProducts, useCreateProduct, useDeleteProduct } from './hooks';
export { productKeys } from './keys';
export type {
  Product,
  ProductAvailability,
  ProductAvailabilityFilter,
  ProductFee,
  NewProduct,
} from './schemas';
