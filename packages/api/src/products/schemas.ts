import * as z from 'zod';
import { id, list, listResponse, numeric, optionalNumeric, optionalText } from '../core/schema';

/** Product availability, part 1 section 4. */
export const PRODUCT_AVAILABILITIES = ['In-stock', 'Out-of-stock'] as const;
/** How a product's availability reads. */
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** Availability as the list shows it; servers send a boolean, 'true'/'false' or the label. */
const availability = z
  .union([z.boolean(), z.enum(['true', 'false', ...PRODUCT_AVAILABILITIES])])
  .transform((value): ProductAvailability =>
    value === true || value === 'true' || value === 'In-stock' ? 'In-stock' : 'Out-of-stock',
  );

export const product = z.object({
  id,
  name: z.string(),
  /** Image address (the first product image). */
  image: optionalText,
  price: numeric,
  availability,
  stock: optionalNumeric,
  total_orders: optionalNumeric,
  totalAmount: optionalNumeric,
  status: optionalText,
  dateCreated: optionalText,
});
export type Product = z.infer<typeof product>;

/** `fetchProducts`: items and totalItems, at the top or under data. */
export const productsResponse = listResponse(
  z.object({ items: list(product), totalItems: numeric }),
);

export const productFee = z.object({ name: z.string(), fee: z.number() });
export type ProductFee = z.infer<typeof productFee>;

/** The new-product form; sent as multipart with the spec's field names. */
export const newProduct = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** The sale price, when 'This product is on sale' is ticked. */
  dealprice: z.number().optional(),
  url: z.string().optional(),
  containsphysicalgoods: z.boolean(),
  deliveryaddressrequired: z.boolean(),
  deliverynoterequired: z.boolean(),
  /** Up to 6 image files. */
  images: z.array(z.instanceof(Blob)),
  /** Delivery fees; sent only when the first one has a name and an amount. */
  fees: z.array(productFee).optional(),
  /** 0 when empty. */
  stock: z.number().optional(),
});
export type NewProduct = z.infer<typeof newProduct>;

/** The availability filter: 'true' in stock, 'false' out of stock. */
export type ProductAvailabilityFilter = 'true' | 'false';
