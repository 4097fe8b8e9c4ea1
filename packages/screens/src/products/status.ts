import { defineStatusMap, type SelectOption } from '@merchant/ui';
import { PRODUCT_AVAILABILITIES, type ProductAvailability } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { PRODUCT_AVAILABILITIES };
export type { ProductAvailability };

/** The filter sends availability as the strings 'true' and 'false' (part 1 section 4). */
export type ProductAvailabilityValue = 'true' | 'false';

/**
 * Badge colours: In-stock green, Out-of-stock red. The 'true' / 'false' the filter sends are keys
 * too, so a badge reads the same whether the API answers with the word or the flag.
 */
export const productAvailabilityMap = defineStatusMap<
  ProductAvailability | ProductAvailabilityValue
>({
  'In-stock': 'green',
  'Out-of-stock': 'red',
  true: { label: 'In-stock', tone: 'green' },
  false: { label: 'Out-of-stock', tone: 'red' },
});

/** The availability filter: In-stock sends 'true', Out-of-stock sends 'false'. */
export const PRODUCT_AVAILABILITY_FILTER_OPTIONS = [
  { value: 'true', label: 'In-stock' },
  { value: 'false', label: 'Out-of-stock' },
] as const satisfies readonly SelectOption[];
