import type { Random } from '../random';
import { amount, daysAgo } from './common';

export interface ProductRecord {
  id: string;
  subsidiaryId: string;
  name: string;
  description: string;
  image: string;
  images: string[];
  price: number;
  dealprice: number | null;
  ondeal: boolean;
  url: string;
  containsphysicalgoods: boolean;
  deliveryaddressrequired: boolean;
  deliverynoterequired: boolean;
  fees: { name: string; fee: number }[];
  stock: number;
  /** True in stock; the list filter sends 'true'/'false'. */
  availability: boolean;
  total_orders: number;
  totalAmount: number;
  status: 'Active';
  dateCreated: string;
}

const COLOURS = ['#1f7a4d', '#b4541a', '#2f5fb3', '#8a3ab9', '#a8323e', '#0f766e'] as const;

/** A placeholder product picture (an inline SVG), so the sandbox needs no image host. */
export function productImage(name: string, index = 0): string {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="16" fill="${COLOURS[index % COLOURS.length]}"/><text x="80" y="96" font-family="Arial, sans-serif" font-size="52" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function buildProduct(
  overrides: Partial<ProductRecord> & Pick<ProductRecord, 'id' | 'subsidiaryId' | 'name'>,
): ProductRecord {
  const image = overrides.image ?? productImage(overrides.name);
  const stock = overrides.stock ?? 10;
  return {
    description: '',
    image,
    images: [image],
    price: 5000,
    dealprice: null,
    ondeal: false,
    url: `https://store.paymerchant.ng/p/${overrides.id}`,
    containsphysicalgoods: true,
    deliveryaddressrequired: true,
    deliverynoterequired: false,
    fees: [],
    stock,
    availability: stock > 0,
    total_orders: 0,
    totalAmount: 0,
    status: 'Active',
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
}

const CATALOGUE = [
  { name: 'Ofada Rice 5kg', description: 'Locally grown unpolished rice from Ogun State' },
  { name: 'Palm Oil 4L', description: 'Fresh red palm oil, sealed keg' },
  { name: 'Ankara Tote Bag', description: 'Hand-sewn tote in bold Ankara print' },
  { name: 'Suya Spice Mix', description: 'Yaji blend, 250g jar' },
  { name: 'Zobo Drink Pack', description: 'Six bottles of chilled hibiscus drink' },
  { name: 'Adire Scarf', description: 'Indigo tie-dye scarf from Abeokuta' },
  { name: 'Plantain Chips', description: 'Crunchy ripe plantain chips, family pack' },
  { name: 'Shea Butter 500g', description: 'Unrefined shea butter from Kwara' },
] as const;

/** `count` products of a business, oldest first, one or two out of stock. */
export function productsFor(
  subsidiaryId: string,
  count: number,
  random: Random,
  now: Date,
): ProductRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const item = CATALOGUE[index % CATALOGUE.length] ?? CATALOGUE[0];
    const price = amount(random, 1500, 45_000);
    const orders = random.int(0, 120);
    const stock = index % 4 === 3 ? 0 : random.int(3, 200);
    const name =
      index < CATALOGUE.length
        ? item.name
        : `${item.name} (${Math.floor(index / CATALOGUE.length) + 1})`;
    const image = productImage(name, index);
    return buildProduct({
      id: `${subsidiaryId}-p${index + 1}`,
      subsidiaryId,
      name,
      description: item.description,
      image,
      images: [image],
      price,
      ondeal: index % 5 === 1,
      dealprice: index % 5 === 1 ? Math.round(price * 0.85 * 100) / 100 : null,
      stock,
      availability: stock > 0,
      total_orders: orders,
      totalAmount: Math.round(orders * price * 100) / 100,
      fees: index % 2 === 0 ? [{ name: 'Lagos delivery', fee: 2500 }] : [],
      dateCreated: daysAgo(now, 150 - index * 11, random),
    });
  });
}
