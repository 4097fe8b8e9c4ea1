import * as z from 'zod/mini';
import { id, list, listResponse, numeric, optionalNumeric, optionalText } from '../core/schema';

/** Product availability, part 1 section 4. */
export const PRODUCT_AVAILABILITIES = ['In-stock', 'Out-of-stock'] as const;
/** How a product's availability reads. */
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** Availability as the list shows it; servers send a boolean, 'true'/'false' or the label. */
const availability = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', ...PRODUCT_AVAILABILITIES])]),
  z.transform((value): ProductAvailability =>
    value === true || value === 'true' || value === 'In-stock' ? 'In-stock' : 'Out-of-stock',
  ),
);

const product = z.object({
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

/** The new-product form; sent as multipart with the spec's field names (never parsed). */
export interface NewProduct {
  name: string;
  description: string;
  price: number;
  /** The sale price, when 'This product is on sale' is ticked. */
  dealprice?: number;
  url?: string;
  containsphysicalgoods: boolean;
  deliveryaddressrequired: boolean;
  deliverynoterequired: boolean;
  /** Up to 6 image files. */
  images: Blob[];
  /** Delivery fees; sent only when the first one has a name and an amount. */
  fees?: { name: string; fee: number }[];
  /** 0 when empty. */
  stock?: number;
}

/** The availability filter: 'true' in stock, 'false' out of stock. */
export type ProductAvailabilityFilter = 'true' | 'false';
