import { defineFilters, selectFilter, type FilterValues } from '../list';
import { PRODUCT_AVAILABILITY_FILTER_OPTIONS } from './status';

/** The products list filter: availability, sent as 'true' or 'false' (part 1 section 4). */
export const productFilters = defineFilters({
  availability: selectFilter({
    label: 'Availability',
    options: PRODUCT_AVAILABILITY_FILTER_OPTIONS,
  }),
});

export type ProductFilters = FilterValues<typeof productFilters.fields>;
