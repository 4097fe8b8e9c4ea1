import { fixtureFile } from '../forms/fixtureFile';
import type { ProductRow } from './types';

/** A small inline picture, so stories need no image host. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/></svg>`,
  )}`;

/** One product with sensible defaults; pass overrides for the fields a story cares about. */
export function buildProduct(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 'prod-1',
    name: 'Ankara tote bag',
    image: picture('#e07a5f'),
    price: 12_500,
    availability: 'In-stock',
    stock: 40,
    total_orders: 12,
    totalAmount: 150_000,
    ...overrides,
  };
}

/** One product per availability of part 1 section 4. */
export const productPerAvailability: ProductRow[] = [
  buildProduct(),
  buildProduct({
    id: 'prod-2',
    name: 'Shea butter, 500 g',
    image: picture('#81b29a'),
    price: 4_000,
    availability: 'Out-of-stock',
    stock: 0,
    total_orders: 75,
    totalAmount: 300_000,
  }),
];

/** A picture file as a merchant would choose it. */
export const imageFile = (name = 'tote.png') => fixtureFile('png', name, 64);
