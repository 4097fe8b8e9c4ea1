import { request } from '../core/http';
import { dateRangeQuery, newestFirst, type DateRangeQuery } from '../core/query';
import { type NewProduct, type Product, type ProductAvailabilityFilter } from './schemas';
import { productsOperations as op } from './operations';

export interface ProductListQuery {
  availability?: ProductAvailabilityFilter;
  dateRange?: DateRangeQuery;
}

export async function fetchProducts(
  filters: ProductListQuery = {},
): Promise<{ items: Product[]; total: number }> {
  const body = await request(op.fetchProducts, {
    query: { availability: filters.availability, ...dateRangeQuery(filters.dateRange) },
  });
  return { items: newestFirst(body.items), total: body.totalItems };
}

/** The multipart body of a new product, with the spec's field names. */
function productFormData(product: NewProduct): FormData {
  const form = new FormData();
  form.append('name', product.name);
  form.append('description', product.description);
  form.append('price', String(product.price));
  if (product.dealprice !== undefined) form.append('dealprice', String(product.dealprice));
  form.append('url', product.url ?? '');
  form.append('containsphysicalgoods', String(product.containsphysicalgoods));
  form.append('deliveryaddressrequired', String(product.deliveryaddressrequired));
  form.append('deliverynoterequired', String(product.deliverynoterequired));
  product.images.forEach((image) => form.append('images', image));
  const [firstFee] = product.fees ?? [];
  if (firstFee?.name && firstFee.fee) form.append('fees', JSON.stringify(product.fees));
  form.append('stock', String(product.stock ?? 0));
  return form;
}

export function createProduct(product: NewProduct) {
  return request(op.createProduct, { body: productFormData(product), notifySuccess: true });
}

export function deleteProduct(id: string) {
  return request(op.deleteProduct, { params: { id }, notifySuccess: true });
}
