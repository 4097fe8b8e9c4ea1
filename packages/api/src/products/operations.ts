import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import { productsResponse } from './schemas';
import { booleanText, dateRange, defineOperations, files } from '../core/operation';

/** The wire form of `productFormData`: numbers and flags travel as text. */
const productForm = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string().check(z.describe('A number.')),
  dealprice: z
    .optional(z.string())
    .check(z.describe("The sale price; only when 'on sale' is ticked.")),
  url: z.string().check(z.describe('Empty when none.')),
  containsphysicalgoods: booleanText,
  deliveryaddressrequired: booleanText,
  deliverynoterequired: booleanText,
  images: files,
  fees: z
    .optional(z.string())
    .check(
      z.describe(
        'JSON array of {name, fee}; sent only when the first fee has a name and an amount.',
      ),
    ),
  stock: z.string().check(z.describe('A number; 0 when empty.')),
});

export const productsOperations = defineOperations('products', {
  fetchProducts: {
    method: 'GET',
    path: '/subsidiary/dashboard/product/all',
    query: z.object({
      availability: z
        .optional(z.enum(['true', 'false']))
        .check(z.describe('true: in stock, false: out of stock.')),
      ...dateRange,
    }),
    response: productsResponse,
  },
  createProduct: {
    method: 'POST',
    path: '/subsidiary/dashboard/product/create',
    multipart: productForm,
    response: messageResponse,
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/subsidiary/dashboard/product/delete/{id}',
    response: messageResponse,
  },
});
